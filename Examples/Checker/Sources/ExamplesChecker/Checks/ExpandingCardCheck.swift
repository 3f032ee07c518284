import Foundation

/// The ExpandingCard example on the 320 × 568 preview, which stands for an iPhone 5 (a 20-point status
/// bar at the top of the safe area, nothing at the bottom): the card is 0.85 × 320 = 272 wide, centred
/// (x 24), its top 24 below the safe area (y 44), 120 tall. The first tap (touchUpInside at
/// release t₁) grows it to 300 with `UIView.animate(withDuration: 0.5)` (ease-in-ease-out); the second
/// (t₂) swaps its top constraint for bottom = button.top − 24 (the button's top is 568 − 32 − 50 = 486,
/// so the card's top goes to 162) in UIKit's spring (0.8 s, damping ratio 0.6, no velocity).
/// Checked: the card's traced position and bounds against those solutions interpolated by the curves,
/// and the traced `layoutFrame`s (the solutions themselves).
enum ExpandingCardCheck {
    static func run(trace: Trace, script: ScriptTimes) throws -> TraceCheck {
        let check = TraceCheck(name: "ExpandingCard")
        let spring = try UIKitSpringCurve(duration: 0.8, dampingRatio: 0.6, initialVelocity: 0)
        guard script.releases.count >= 2 else { throw Trace.Failure(description: "the script needs two clicks") }
        let t1 = script.releases[0], t2 = script.releases[1]
        func height(_ t: Double) -> Double { t < t1 ? 120 : 120 + 180 * Curve.easeInEaseOut(min((t - t1) / 0.5, 1)) }
        func top(_ t: Double) -> Double { t < t2 ? 44 : 44 + (162 - 44) * spring.progress(t - t2) }
        func laidOut(_ t: Double) -> [Double] { t < t1 ? [24, 44, 272, 120] : (t < t2 ? [24, 44, 272, 300] : [24, 162, 272, 300]) }
        for f in trace.frames {
            guard let card = check.layer(f, "card") else { continue }
            check.expect("card position.x", at: f.time, card.numbers("position").first) { _ in 160 }
            check.expect("card bounds.width", at: f.time, card.numbers("bounds").dropFirst(2).first) { _ in 272 }
            check.expect("card bounds.height", at: f.time, card.numbers("bounds").last, height)
            check.expect("card position.y", at: f.time, card.numbers("position").last) { t in top(t) + height(t) / 2 }
            let frame = card.numbers("layoutFrame")
            for (k, name) in ["x", "y", "width", "height"].enumerated() {
                check.expect("card layoutFrame.\(name)", at: f.time, frame.count == 4 ? frame[k] : nil) { laidOut($0)[k] }
            }
            if let button = check.layer(f, "button") {
                let b = button.numbers("layoutFrame")
                check.expect("button layoutFrame.y", at: f.time, b.count == 4 ? b[1] : nil) { _ in 486 }
            }
        }
        return check
    }
}
