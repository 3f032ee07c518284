import Foundation

/// The clock the engine reads. The host advances it once per frame with its timestamp; tests and
/// headless renders advance it by hand. Nothing in the core reads the wall clock or sleeps.
///
/// `rate` slows or speeds media time relative to host time (slow motion, Pop's and the iOS Simulator's
/// "Slow Animations"); changing it re-bases the mapping so media time never jumps.
///
/// Each animation context (a preview session, a test) owns its clock; `MediaClock.current` is the clock
/// of the context current on the calling thread, which `CACurrentMediaTime()` reads.
public final class MediaClock {
    /// Media time in seconds.
    public private(set) var now: CFTimeInterval
    /// Media seconds per host second; > 0.
    public private(set) var rate: Double = 1
    private var lastHostTime: CFTimeInterval?
    /// While paused, host ticks do not move media time (`advance(by:)` still steps it by hand).
    public var isPaused = false

    public init(now: CFTimeInterval = 0) { self.now = now }

    /// Sets media time directly (virtual clocks in tests and headless rendering). Time never runs backwards.
    public func advance(to t: CFTimeInterval) {
        precondition(t.isFinite, "MediaClock.advance(to:) needs a finite time")
        now = max(now, t)
    }

    public func advance(by dt: CFTimeInterval) { advance(to: now + max(0, dt)) }

    /// Feeds a host timestamp (seconds, any origin): media time moves by the host delta × rate.
    public func tick(hostTime: CFTimeInterval) {
        if let last = lastHostTime, !isPaused { now += max(0, hostTime - last) * rate }
        lastHostTime = hostTime
    }

    /// Changes the rate from the next tick on; the current media time is kept, so nothing jumps.
    public func setRate(_ r: Double) {
        precondition(r > 0 && r.isFinite, "MediaClock rate must be positive and finite")
        rate = r
    }

    // MARK: The current clock

    private static let slot = ThreadLocalSlot<MediaClock>()
    /// The clock of threads that never chose one (the process's default animation context uses it).
    package static let processDefault = MediaClock()

    /// The clock of the animation context current on this thread.
    @inline(__always)
    public static var current: MediaClock { slot.value ?? processDefault }

    /// The same as `current` (the name this API had when there was one clock per process).
    public static var shared: MediaClock { current }

    /// Makes `clock` the calling thread's current clock (nil: the process default). Animation
    /// contexts call this when they become current; nothing else should.
    package static func setCurrent(_ clock: MediaClock?) { slot.value = clock }
}

/// Apple's `CACurrentMediaTime()`: the current media clock's time, in seconds.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.current.now }
