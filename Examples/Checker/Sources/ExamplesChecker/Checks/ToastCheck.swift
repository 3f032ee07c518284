import Foundation

/// The external package `scripts/examples-check.sh` writes (a "Saved" toast): a tap on its button
/// (touchUpInside, on release at t₀) drops the toast with UIKit's spring (0.5 s, damping ratio 0.7,
/// no initial velocity) from centre y = −40 to 150 and fades it in over 0.2 s (UIKit's default
/// ease-in-ease-out); `DispatchQueue.main.asyncAfter(deadline: .now() + 2)` then fades it out over 0.3 s.
enum ToastCheck {
    static let from = -40.0, to = 150.0

    static func run(trace: Trace, script: ScriptTimes) throws -> TraceCheck {
        let check = TraceCheck(name: "external package (toast)")
        let spring = try UIKitSpringCurve(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0)
        guard let shown = script.releases.first else { throw Trace.Failure(description: "the toast script has no click") }
        func y(_ t: Double) -> Double { t < shown ? from : from + (to - from) * spring.progress(t - shown) }
        func alpha(_ t: Double) -> Double {
            if t < shown { return 0 }
            if t < shown + 2 { return Curve.easeInEaseOut((t - shown) / 0.2) }
            return 1 - Curve.easeInEaseOut((t - shown - 2) / 0.3)
        }
        for f in trace.frames {
            guard let toast = check.layer(f, "toast"), check.layer(f, "saveButton") != nil else { continue }
            check.expect("toast position.y", at: f.time, toast.numbers("position").last, y)
            check.expect("toast opacity", at: f.time, toast.number("opacity"), alpha)
        }
        return check
    }
}
