import CSignalCleanup
#if canImport(Glibc)
import Glibc
#endif

/// What happens when SIGINT, SIGTERM or SIGHUP ends the process, for every output at once:
/// temporary files (an output not yet complete) are unlinked and child tools (ffmpeg) killed by
/// the signal handler itself, then the process ends by the signal, so the shell sees 130, 143 or
/// 129 and no hidden half-written file stays behind — whatever the process was blocked in (a
/// FIFO's open, a write to a full pipe, rendering a frame).
///
/// The live window defers signals instead (`deferSignals()`): the handler only records the signal,
/// the frame loop sees `pendingSignal` and closes cleanly (statistics and recordings written), and
/// `resumeImmediateSignals()` makes any further signal end the process at once, so a second Ctrl-C
/// still ends a close that blocks (a statistics FIFO nobody reads).
///
/// Writers register their temporary files (`OutputFile` does) and child processes (`ChildTool`
/// does); nothing else needs to know about signals. Normal exits call `cleanUpNow()` for anything
/// an error path left registered.
public enum Termination {
    /// Installs the handlers (idempotent). `ProcessStreams.prepare()` calls it at start.
    public static func install() { csc_install() }

    /// Records signals instead of acting on them (a frame loop that closes cleanly).
    public static func deferSignals() { csc_set_deferred(1) }

    /// Back to the default: a signal ends the process at once, after the cleanup.
    public static func resumeImmediateSignals() { csc_set_deferred(0) }

    /// The signal received while deferred and not yet acted on, 0 when none (or when signals are
    /// not deferred): blocking writes and opens give up with `EINTR` while it is set.
    public static var pendingSignal: Int32 { csc_is_deferred() != 0 ? csc_pending_signal() : 0 }

    /// The signal received while deferred, 0 when none; it stays after `resumeImmediateSignals()`
    /// (the exit code the loop owes the shell).
    public static var receivedSignal: Int32 { csc_pending_signal() }

    /// Unlinks every registered temporary file and kills every registered child (an exit that
    /// skipped their owners' cleanup).
    public static func cleanUpNow() { csc_cleanup_all() }

    /// A temporary file to unlink if a signal ends the process; `release()` when it is renamed or
    /// removed. Slots are limited (64); a file without one is still removed by normal unwinding.
    struct PathRegistration {
        private let slot: Int32
        init(path: String) { slot = csc_register_path(path) }
        func release() { csc_unregister_path(slot) }
    }

    /// A child process to kill if a signal ends the process.
    struct ChildRegistration {
        private let slot: Int32
        init(pid: pid_t) { slot = csc_register_child(pid) }
        func release() { csc_unregister_child(slot) }
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP blocked on this thread (a temporary file's
    /// creation and its registration happen together or not at all).
    static func withSignalsBlocked<T>(_ body: () -> T) -> T {
        var set = sigset_t(), old = sigset_t()
        sigemptyset(&set)
        for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, s) }
        pthread_sigmask(SIG_BLOCK, &set, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return body()
    }

    /// Registered temporary files right now (tests).
    static var registeredPathCount: Int { Int(csc_registered_path_count()) }
}
