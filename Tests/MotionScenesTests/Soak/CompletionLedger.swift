import Foundation

/// Counts the calls of completion handlers a scene hands to the engine — `UIView.animate`,
/// `transition`, `animateKeyframes`, `CATransaction`, Pop, property animators, `present`/`dismiss` —
/// so a test can check UIKit's promise that each runs exactly once: never twice, and not lost when
/// the scene is reset, switched away from or rebuilt (its animations then stop with
/// `finished = false`, and their completions run).
final class CompletionLedger {
    final class Ticket {
        let label: String, scene: Int
        fileprivate(set) var calls = 0
        init(label: String, scene: Int) { self.label = label; self.scene = scene }
    }

    private var open: [Ticket] = []
    private(set) var issued = 0, called = 0, calledFinished = 0
    private(set) var byLabel: [String: Int] = [:]
    private(set) var violations: [String] = []

    /// A ticket for one completion of `label` in scene `scene`; call `complete` from the completion.
    func issue(_ label: String, scene: Int) -> Ticket {
        let t = Ticket(label: label, scene: scene)
        open.append(t); issued += 1; byLabel[label, default: 0] += 1
        return t
    }

    func complete(_ t: Ticket, finished: Bool = true) {
        t.calls += 1; called += 1
        if finished { calledFinished += 1 }
        if t.calls > 1, violations.count < 50 { violations.append("the \(t.label) completion of scene \(t.scene) ran \(t.calls) times") }
    }

    /// Every ticket of a scene before `scene` must have been called (those scenes were torn down);
    /// called tickets are forgotten.
    func audit(before scene: Int) {
        for t in open where t.scene < scene && t.calls == 0 && violations.count < 50 {
            violations.append("the \(t.label) completion of scene \(t.scene) never ran, though the scene was torn down")
        }
        open.removeAll { $0.calls > 0 || $0.scene < scene }
    }

    var summary: String {
        "\(issued) completions issued (" + byLabel.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            + "), \(called) calls (\(calledFinished) finished)"
    }
}
