import Foundation

/// Examples/LoadingSpinner: the arc's rotation, strokeStart and strokeEnd.
///
/// Started at scene time 0 (viewDidAppear), and toggled by each tap, which a tap recognizer
/// recognises on release. From a start at t₀, with τ = t − t₀:
/// - rotation: `transform.rotation.z` 0 → 2π in 2 s, linear (no timing function), repeating:
///   θ = 2π·frac(τ/2); the trace's m11 = cos θ, m12 = sin θ.
/// - the group repeats every 1.5 s; in it, g = τ mod 1.5: strokeEnd = E(g) for g < 1, then the
///   model's 1; strokeStart = the model's 0 for g < 0.5, then E(g − 0.5); E = ease-in-ease-out
///   (Apple's cubic-bezier(0.42, 0, 0.58, 1)).
/// - stopped: the spinner view is hidden and the arc shows its model values (identity, 0, 1).
enum LoadingSpinnerCheck {
    static func run(trace: Trace, script: ScriptTimes) throws -> TraceCheck {
        let check = TraceCheck(name: "LoadingSpinner")
        // Start times of the running periods: 0, then every other tap.
        let toggles = script.releases
        func startTime(_ t: Double) -> Double? {
            var running = true, start = 0.0
            for r in toggles where r <= t {
                running.toggle()
                if running { start = r }
            }
            return running ? start : nil
        }
        func angle(_ t: Double) -> Double? {
            guard let s = startTime(t) else { return nil }
            let tau = t - s
            return 2 * Double.pi * (tau / 2 - (tau / 2).rounded(.down))
        }
        func groupTime(_ t: Double) -> Double? {
            guard let s = startTime(t) else { return nil }
            let tau = t - s
            return tau - 1.5 * (tau / 1.5).rounded(.down)
        }
        for f in trace.frames {
            guard let arc = check.layer(f, "spinnerArc"), let view = check.layer(f, "spinner") else { continue }
            let m = arc.transform
            check.expect("spinner hidden", at: f.time, view.hidden) { startTime($0) == nil }
            check.expect("spinnerArc m11 (cos θ)", at: f.time, m.count == 16 ? m[0] : nil) { angle($0).map(cos) ?? 1 }
            check.expect("spinnerArc m12 (sin θ)", at: f.time, m.count == 16 ? m[1] : nil) { angle($0).map(sin) ?? 0 }
            check.expect("spinnerArc strokeEnd", at: f.time, arc.number("strokeEnd")) { t in
                guard let g = groupTime(t) else { return 1 }
                return g < 1 ? Curve.easeInEaseOut(g) : 1
            }
            check.expect("spinnerArc strokeStart", at: f.time, arc.number("strokeStart")) { t in
                guard let g = groupTime(t) else { return 0 }
                return g < 0.5 ? 0 : Curve.easeInEaseOut(g - 0.5)
            }
        }
        return check
    }
}
