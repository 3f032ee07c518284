/// When a new preview process that has not drawn its first frame is stuck rather than slow. Progress
/// is anything it says on the link (hello, replay progress, the frame); a process that works without
/// progress for `working` CPU seconds loops (`while true` in `viewDidLoad`), one that waits without
/// progress for `waiting` seconds of wall time is blocked (a deadlock, a read that never returns).
/// Its own CPU time, not the wall clock, decides the first: on a machine loaded by builds a slow
/// start is not mistaken for a loop.
public enum FirstFrameWatch {
    public static let working = 5.0
    public static let waiting = 30.0

    /// What to say ("no first frame after 5 s: a loop in viewDidLoad?"), or nil while it may still come.
    public static func verdict(sinceProgress: Double, cpuSinceProgress: Double) -> String? {
        if cpuSinceProgress >= working {
            return "no first frame after \(Int(working)) s: a loop in viewDidLoad? (\(String(format: "%.1f", cpuSinceProgress)) s of CPU without progress)"
        }
        if sinceProgress >= waiting {
            return "no first frame after \(Int(waiting)) s: blocked in viewDidLoad? (waiting, not working)"
        }
        return nil
    }
}
