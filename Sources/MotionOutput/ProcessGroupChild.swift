import CSignalCleanup
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A long-running child program (the preview process of `run --watch`) that can neither hang nor
/// outlive its parent, and whose end is known from its exit status, never from a pipe or socket
/// closing:
///
/// - **Started** as the leader of a process group of its own, holding no descriptor of ours but
///   standard error (a pipe we read) and standard output; so whatever it starts (the Swift runtime's
///   crash backtracer) is in the group, and `kill()` ends all of it.
/// - **Ended** is `exit`: `waitpid(WNOHANG)` on its pid, asked whenever the owner looks. A grandchild
///   holding a copy of a descriptor (a backtracer stalled in a crash) cannot hide the end.
/// - **Standard error** is copied to this process's standard error as it arrives (with `echoes`) and
///   its last 20,000 characters kept; `settleErrors(timeout:)` waits, boundedly, for what it wrote
///   before it ended.
/// - **Every wait is bounded**: `stop(quitWithin:)` gives it time to quit, then SIGKILLs the group.
///   `Termination` kills the group if a signal ends this process first.
public final class ProcessGroupChild {
    public let pid: pid_t
    /// When it was started (monotonic seconds).
    public let started: Double
    private var status: ChildTool.Exit?
    private var registration: Termination.ChildRegistration?
    private let errors: ErrorStream

    /// Starts `executable` with `arguments` (not including the program name) and `environment`.
    /// - Throws: `ChildTool.Failure` ("cannot start NAME (PATH): …") when it cannot be started.
    public init(name: String, executable: String, arguments: [String], environment: [String: String], echoes: Bool = true) throws {
        ProcessStreams.ignoreBrokenPipes()
        var pipe: [Int32] = [-1, -1]
        guard csc_pipe_cloexec(&pipe) == 0 else {
            throw ChildTool.Failure(reason: "cannot start \(name) (\(executable)): \(ErrorText.systemMessage(errno))")
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in envp { free(p) } }
        let (spawned, e, registration) = Termination.withSignalsBlocked { () -> (pid_t, Int32, Termination.ChildRegistration?) in
            let pid = argv.withUnsafeBufferPointer { a in
                envp.withUnsafeBufferPointer { env in csc_spawn_process_group(executable, a.baseAddress, env.baseAddress, pipe[1]) }
            }
            guard pid > 0 else { return (pid, errno, nil) }
            return (pid, 0, Termination.ChildRegistration(pid: -pid))
        }
        close(pipe[1])
        guard spawned > 0 else {
            close(pipe[0])
            throw ChildTool.Failure(reason: "cannot start \(name) (\(executable)): \(ErrorText.systemMessage(e))")
        }
        pid = spawned
        started = MonotonicTime.now()
        self.registration = registration
        errors = ErrorStream(fd: pipe[0], echoes: echoes)
    }

    deinit { stop(quitWithin: 0) }

    /// How it ended, reaping it if it just did; nil while it runs.
    public var exit: ChildTool.Exit? {
        if let status { return status }
        var raw: Int32 = 0
        var r: pid_t
        repeat { r = waitpid(pid, &raw, WNOHANG) } while r < 0 && errno == EINTR
        if r == pid {
            let signal = raw & 0x7f
            reaped(signal == 0 ? .status((raw >> 8) & 0xff) : .signal(signal))
        } else if r < 0 {
            reaped(.status(-1))  // ECHILD: not ours to wait for any more
        }
        return status
    }

    public var isRunning: Bool { exit == nil }

    /// CPU seconds (user + system) it has used so far (0 once it ended or when unreadable).
    public var cpuSeconds: Double {
        guard status == nil else { return 0 }
        return Double(ChildTool.cpuTicks(pid)) / Double(max(1, sysconf(Int32(_SC_CLK_TCK))))
    }

    /// Sends `signal` to the whole group (nothing once it was reaped, unless it died by a signal:
    /// then what it started may still run — a crash backtracer — and goes too).
    public func signalGroup(_ signal: Int32) {
        if let status, case .status = status { return }
        Glibc.kill(-pid, signal)
    }

    /// Waits up to `seconds` for it to end on its own. - Returns: how it ended, or nil.
    @discardableResult
    public func wait(upTo seconds: Double) -> ChildTool.Exit? {
        let deadline = MonotonicTime.now() + seconds
        while true {
            if let e = exit { return e }
            if MonotonicTime.now() >= deadline { return nil }
            var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
            nanosleep(&pause, nil)
        }
    }

    /// Waits up to `quitWithin` seconds for it to end (after it was asked to), then kills the whole
    /// group with SIGKILL and reaps it (waiting at most 2 s more: a process in an uninterruptible
    /// sleep is left to the kernel rather than hanging us). Idempotent.
    @discardableResult
    public func stop(quitWithin: Double) -> ChildTool.Exit? {
        if quitWithin > 0 { wait(upTo: quitWithin) }
        let wasRunning = exit == nil
        if wasRunning || { if case .signal = status { return true }; return false }() {
            Glibc.kill(-pid, SIGKILL)
        }
        if wasRunning { wait(upTo: 2) }
        errors.stop()
        return status
    }

    /// Everything it wrote on standard error (the last 20,000 characters).
    public var errorText: String { errors.text }

    /// Waits (at most `timeout` seconds) until its standard error was read to the end or has been
    /// quiet for 50 ms after it ended, so what it wrote before it died is in `errorText`.
    public func settleErrors(timeout: Double = 0.5) { errors.settle(until: MonotonicTime.now() + timeout) }

    private func reaped(_ e: ChildTool.Exit) {
        status = e
        errors.childEnded()
        // Anything it started (only a crash leaves a backtracer behind) goes with it.
        if case .signal = e { Glibc.kill(-pid, SIGKILL) }
        registration?.release()
        registration = nil
    }
}

extension ProcessGroupChild {
    /// Marks every descriptor of this process above standard error close-on-exec, so no program it
    /// starts — the Swift runtime's crash backtracer included — inherits one (a preview process's
    /// end of its link kept open by a stalled backtracer once hid the preview's crash from the window).
    /// - Returns: the descriptors that were changed.
    @discardableResult
    public static func closeDescriptorsOnExec() -> [Int32] {
        var changed: [Int32] = []
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return changed }
        for name in names {
            guard let fd = Int32(name), fd > 2 else { continue }
            let flags = fcntl(fd, F_GETFD)
            guard flags >= 0, flags & FD_CLOEXEC == 0 else { continue }
            if fcntl(fd, F_SETFD, flags | FD_CLOEXEC) == 0 { changed.append(fd) }
        }
        return changed.sorted()
    }
}

/// A child's standard error, read on a thread of its own: copied to ours as it comes, the tail kept.
/// The thread ends at end of file, or 50 ms after the child ended without more data (a grandchild
/// may keep the pipe open), or when stopped.
private final class ErrorStream: @unchecked Sendable {
    private let lock = NSCondition()
    private var kept = ""
    private var ended = false
    private var childGone = false
    private var stopping = false

    init(fd: Int32, echoes: Bool) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var quietAfterEnd = 0
            while true {
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&p, 1, 25)
                if ready < 0 && errno == EINTR { continue }
                let (gone, stop) = lock.withLock { (childGone, stopping) }
                if stop { break }
                if ready == 0 {
                    if gone { quietAfterEnd += 1; if quietAfterEnd >= 2 { break } }
                    continue
                }
                let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if n <= 0 { break }
                quietAfterEnd = 0
                if echoes { _ = buffer.withUnsafeBytes { FileDescriptorIO.writeAll(2, UnsafeRawBufferPointer(rebasing: $0[0..<n])) } }
                let text = String(decoding: buffer[0..<n], as: UTF8.self)
                lock.withLock {
                    kept += text
                    if kept.count > 40_000 { kept = String(kept.suffix(20_000)) }
                }
            }
            close(fd)
            lock.lock(); ended = true; lock.broadcast(); lock.unlock()
        }
        thread.name = "ProcessGroupChild.errors"
        thread.start()
    }

    var text: String { lock.withLock { String(kept.suffix(20_000)) } }

    func childEnded() { lock.withLock { childGone = true } }

    func stop() { lock.withLock { stopping = true } }

    func settle(until deadline: Double) {
        lock.lock()
        defer { lock.unlock() }
        while !ended && MonotonicTime.now() < deadline {
            _ = lock.wait(until: Date(timeIntervalSinceNow: max(0.001, min(0.05, deadline - MonotonicTime.now()))))
        }
    }
}
