import Foundation

/// The StoryboardApp example (and the done-means package built like it) on the 320 × 568 preview:
/// Main.storyboard's card is pinned 16 points inside the safe area (below the iPhone SE's 20-point
/// status bar and the 44-point navigation bar: top 80, x 16, 288 wide) with a 120-point height constraint. The first tap (touchUpInside at release
/// t₁) sets the constant to 260 inside UIKit's spring (0.6 s, damping ratio 0.5, no velocity); the
/// second (t₂) performs the show segue: Detail is pushed, its "count" label laid out at (20, 20 + 44 + 24)
/// and, when the push has ended, at that place on screen.
/// Checked: the card's bounds, position and `layoutFrame` against those solutions and the spring's
/// closed form until the push starts; the label's `layoutFrame`, and its `windowFrame` once the push is over.
enum StoryboardAppCheck {
    static func run(trace: Trace, script: ScriptTimes) throws -> TraceCheck {
        let check = TraceCheck(name: "StoryboardApp")
        let spring = try UIKitSpringCurve(duration: 0.6, dampingRatio: 0.5, initialVelocity: 0)
        guard script.releases.count >= 2 else { throw Trace.Failure(description: "the script needs two clicks") }
        let t1 = script.releases[0], t2 = script.releases[1]
        func height(_ t: Double) -> Double { t < t1 ? 120 : 120 + 140 * spring.progress(t - t1) }
        var cardFrames = 0, labelFrames = 0
        for f in trace.frames {
            // The card until the push starts (then its view slides away, and leaves the window when the
            // push ends); the label from the push on.
            if f.time < t2 - 1e-6, let card = check.layer(f, "card") {
                cardFrames += 1
                check.expect("card position.x", at: f.time, card.numbers("position").first) { _ in 160 }
                check.expect("card bounds.width", at: f.time, card.numbers("bounds").dropFirst(2).first) { _ in 288 }
                check.expect("card bounds.height", at: f.time, card.numbers("bounds").last, height)
                check.expect("card position.y", at: f.time, card.numbers("position").last) { t in 80 + height(t) / 2 }
                let frame = card.numbers("layoutFrame")
                for (k, name) in ["x", "y", "width", "height"].enumerated() {
                    check.expect("card layoutFrame.\(name)", at: f.time, frame.count == 4 ? frame[k] : nil) { t in [16, 80, 288, t < t1 ? 120 : 260][k] }
                }
            }
            if let label = f.time > t2 + 1.0 / 30 ? check.layer(f, "count") : f.layers["count"] {
                labelFrames += 1
                check.expect("count appears after the second tap", at: f.time, f.time >= t2 - 1e-6) { _ in true }
                let frame = label.numbers("layoutFrame")
                check.expect("count layoutFrame.x", at: f.time, frame.first) { _ in 20 }
                check.expect("count layoutFrame.y", at: f.time, frame.count > 1 ? frame[1] : nil) { _ in 88 }
                if f.time >= t2 + 0.6 {
                    let window = label.numbers("windowFrame")
                    check.expect("count windowFrame.x after the push", at: f.time, window.first) { _ in 20 }
                    check.expect("count windowFrame.y after the push", at: f.time, window.count > 1 ? window[1] : nil) { _ in 88 }
                }
            }
        }
        check.expect("frames with the card", at: 0, Double(cardFrames)) { _ in Double(cardFrames > 60 ? cardFrames : -1) }
        check.expect("frames with the pushed label", at: 0, Double(labelFrames)) { _ in Double(labelFrames > 20 ? labelFrames : -1) }
        return check
    }
}
