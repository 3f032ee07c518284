import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Raw `write(2)`s that report every failure as an `errno` value (Foundation's non-throwing
/// `FileHandle.write` traps instead, which turned a full disk into a crash).
public enum FileDescriptorIO {
    /// Writes every byte of `bytes` to `fd`, retrying short writes, `EINTR` (unless a termination
    /// signal is pending in deferred mode: then `EINTR` is returned, so the caller can stop) and
    /// `EAGAIN` (a non-blocking descriptor inherited from the shell: waits until it is writable).
    /// - Returns: 0, or the `errno` of the failing call.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard var p = bytes.baseAddress else { return 0 }
        var left = bytes.count
        while left > 0 {
            let n = Glibc.write(fd, p, left)
            if n < 0 {
                let e = errno
                if e == EINTR {
                    if Termination.pendingSignal != 0 { return EINTR }
                    continue
                }
                if e == EAGAIN {
                    var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&poller, 1, 1000)
                    if Termination.pendingSignal != 0 { return EINTR }
                    continue
                }
                return e
            }
            if n == 0 { return EIO }
            p += n
            left -= n
        }
        return 0
    }

    /// `writeAll` for a string's UTF-8 bytes.
    public static func writeAll(_ fd: Int32, _ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
    }

    /// `open(2)` retried on `EINTR` unless a termination signal is pending (a FIFO's open waits for
    /// a reader; SIGINT/SIGTERM must still end it). - Returns: the descriptor, or −1 with `errno` set.
    public static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        while true {
            let fd = Glibc.open(path, flags, mode)
            if fd >= 0 || errno != EINTR { return fd }
            if Termination.pendingSignal != 0 { errno = EINTR; return -1 }
        }
    }
}
