/// When a new preview process that has not drawn its first frame is stuck rather than slow. Progress
/// is anything it says on the link (hello, replay progress, the frame); a process that works without
/// progress for `working` CPU seconds loops (`while true` in `viewDidLoad`), one that waits without
/// progress for `waiting` seconds of wall time — using the CPU at most `idleShare` of that time — is
/// blocked (a deadlock, a read that never returns). Its own CPU time, not the wall clock, decides the
/// first: on a machine loaded by builds a slow start is not mistaken for a loop, and a loop that gets
/// only a tenth of a core (load average 20 on two cores) is still a loop, not "waiting". After
/// `giveUp` seconds of wall time without progress it is stopped whatever it does, so no wait is unbounded.
public enum FirstFrameWatch {
    public static let working = 5.0
    public static let waiting = 30.0
    /// A blocked process uses next to no CPU; one that used more than this share of the wall time
    /// since its last progress is working, however slowly the machine lets it.
    public static let idleShare = 0.02
    public static let giveUp = 300.0

    /// What to say ("no first frame after 5 s: a loop in viewDidLoad?"), or nil while it may still come.
    public static func verdict(sinceProgress: Double, cpuSinceProgress: Double) -> String? {
        if cpuSinceProgress >= working {
            return "no first frame after \(Int(working)) s: a loop in viewDidLoad? (\(String(format: "%.1f", cpuSinceProgress)) s of CPU without progress)"
        }
        if sinceProgress >= waiting && cpuSinceProgress <= idleShare * sinceProgress {
            return "no first frame after \(Int(waiting)) s: blocked in viewDidLoad? (waiting, not working)"
        }
        if sinceProgress >= giveUp {
            return "no first frame after \(Int(giveUp)) s (\(String(format: "%.1f", cpuSinceProgress)) s of CPU without progress): stopped"
        }
        return nil
    }
}
