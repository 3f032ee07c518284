#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One object reference per thread (POSIX thread-specific data), retained while set and released
/// when replaced or when the thread ends. The engine keeps its current animation context here, as
/// Core Animation keeps a transaction per thread: two sessions on two threads never see each other's.
package final class ThreadLocalSlot<Value: AnyObject> {
    private var key = pthread_key_t()

    package init() {
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed (\(status)): too many thread-local slots")
    }

    /// The calling thread's value (nil until set on this thread).
    @inline(__always)
    package var value: Value? {
        get {
            guard let p = pthread_getspecific(key) else { return nil }
            return Unmanaged<Value>.fromOpaque(p).takeUnretainedValue()
        }
        set {
            let old = pthread_getspecific(key)
            let new = newValue.map { Unmanaged.passRetained($0).toOpaque() }
            pthread_setspecific(key, new)
            if let old { Unmanaged<Value>.fromOpaque(old).release() }
        }
    }
}
