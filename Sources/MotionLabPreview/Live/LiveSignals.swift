#if canImport(Glibc)
import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP, caught so the live window closes cleanly (stats and recordings
/// flushed) and the process then exits 128 + the signal (130, 143, 129), as a shell expects. SDL's
/// own handlers (which turn them into a quit event indistinguishable from closing the window) are
/// switched off with `SDL_HINT_NO_SIGNAL_HANDLERS`. SIGQUIT keeps its default action (quit at once).
enum LiveSignals {
    /// The signal received, 0 while none has been.
    static var received: Int32 { caught }

    static func install() {
        for s in [SIGINT, SIGTERM, SIGHUP] {
            signal(s) { caught = $0 }
        }
    }
}

/// Written by the signal handler (an aligned 32-bit store), read by the frame loop.
private var caught: Int32 = 0
