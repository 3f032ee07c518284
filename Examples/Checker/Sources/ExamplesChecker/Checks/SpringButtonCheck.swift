import Foundation

/// Examples/SpringButton: the like button's scale.
///
/// Touch down runs `UIView.animate(withDuration: 0.1)` to scale 0.85 (UIKit's default curve,
/// ease-in-ease-out); touch up runs the spring (0.6 s, damping ratio 0.3, initial velocity 6) back to
/// identity. UIKit's animations are additive since iOS 8: each animation shows an offset from the old
/// value to the new one on top of the model, and for a transform the offsets multiply — so a quick tap
/// whose press has not finished shows model × pressOffset(t) × springOffset(t), where an offset from
/// old scale a to new scale b runs from a/b to 1 along the animation's curve.
enum SpringButtonCheck {
    static let pressed = 0.85

    static func run(trace: Trace, script: ScriptTimes) throws -> TraceCheck {
        let check = TraceCheck(name: "SpringButton")
        let spring = try UIKitSpringCurve(duration: 0.6, dampingRatio: 0.3, initialVelocity: 6)
        // Each animation: start, duration, ratio old/new, curve.
        var animations: [(start: Double, duration: Double, ratio: Double, curve: (Double) -> Double)] = []
        var events = script.presses.map { ($0, true) } + script.releases.map { ($0, false) }
        events.sort { $0.0 < $1.0 }
        var model = 1.0
        for (t, isPress) in events {
            let new = isPress ? pressed : 1
            if new != model {
                animations.append(isPress ? (t, 0.1, model / new, { Curve.easeInEaseOut($0 / 0.1) })
                                          : (t, spring.duration, model / new, spring.progress))
            }
            model = new
        }
        func scale(_ t: Double) -> Double {
            var model = 1.0
            for (time, isPress) in events where time <= t { model = isPress ? pressed : 1 }
            var s = model
            for a in animations where t >= a.start && t < a.start + a.duration {
                s *= a.ratio + (1 - a.ratio) * a.curve(t - a.start)
            }
            return s
        }
        for f in trace.frames {
            guard let b = check.layer(f, "likeButton") else { continue }
            let m = b.transform
            check.expect("likeButton scale x (m11)", at: f.time, m.count == 16 ? m[0] : nil, scale)
            check.expect("likeButton scale y (m22)", at: f.time, m.count == 16 ? m[5] : nil, scale)
            check.expect("likeButton m12", at: f.time, m.count == 16 ? m[1] : nil) { _ in 0 }
            check.expect("likeButton position.x", at: f.time, b.numbers("position").first) { _ in 160 }
            check.expect("likeButton windowFrame width", at: f.time, b.windowFrame.count == 4 ? b.windowFrame[2] : nil) { 96 * scale($0) }
        }
        return check
    }
}
