import MotionOutput

/// SIGINT, SIGTERM and SIGHUP while the live window runs: deferred (`Termination.deferSignals`), so
/// the window closes cleanly — statistics and recordings written — and the process then exits
/// 128 + the signal (130, 143, 129), as a shell expects. SDL's own handlers (which turn them into a
/// quit event indistinguishable from closing the window) are switched off with
/// `SDL_HINT_NO_SIGNAL_HANDLERS`. SIGQUIT keeps its default action (quit at once).
///
/// Once the loop has ended, `finish()` makes any further signal end the process at once (after the
/// usual cleanup): a close that blocks — statistics into a FIFO nobody reads — still ends on Ctrl-C.
enum LiveSignals {
    /// The signal received, 0 while none has been.
    static var received: Int32 { Termination.receivedSignal }

    static func install() {
        Termination.install()
        Termination.deferSignals()
    }

    /// The loop is over: signals act immediately again.
    static func finish() {
        Termination.resumeImmediateSignals()
    }
}
