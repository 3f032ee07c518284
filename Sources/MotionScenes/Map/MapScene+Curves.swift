import Foundation
import UIKit
import MotionLabPreview

/// The map's opening spring three ways, for the curve panel: what the scene plays (JNWSpringAnimation's
/// 1 ms keyframes as Core Animation spreads them over the library's duration), the exact spring with the
/// same mass, stiffness and damping (`SpringSimulation`, over-damping allowed — the article's 16/16/1 is
/// ζ = 2), and what porting it to UIKit's spring with the same duration and damping ratio would show
/// (UIKit clamps ζ to 1).
extension MapScene: CurveProviding {
    public static func curves(settings: TunableValues) -> [PlottedCurve] {
        let m = settings["mass"], k = settings["stiffness"], c = settings["damping"]
        let jnw = JNWSpringCurve(mass: m, stiffness: k, damping: c)
        let exact = SpringSimulation(mass: m, stiffness: k, damping: jnw.damping, allowsOverdamping: true)
        let settle = exact.settlingDuration(tolerance: SpringSimulation.defaultSettlingTolerance)
        let end = max(jnw.duration, min(settle.isFinite ? settle : 0, 3 * jnw.duration)) * 1.05
        let n = { (v: Double) in PlotFormat.number(v, significant: 3) }

        var curves = [
            PlottedCurve.sampling("JNW keyframes (played)", color: PlotPalette.blue, domain: 0...end,
                                  settle: SettleMark(time: jnw.duration, rule: "1e-4 rule", caption: "ends")) {
                jnw.value(at: $0)
            },
            PlottedCurve.sampling("spring ODE", color: PlotPalette.orange, domain: 0...end, dashed: true,
                                  settle: .spring(exact)) { exact.value(at: $0) },
        ]
        let zeta = min(exact.dampingRatio, 1)
        if let p = try? UIKitSpring.parameters(duration: jnw.duration, dampingRatio: zeta, initialVelocity: 0) {
            let uikit = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
            curves.append(PlottedCurve.sampling("UIKit T = \(n(jnw.duration)) s, ζ = \(n(zeta))", color: PlotPalette.green,
                                                domain: 0...end, dashed: true) {
                $0 < jnw.duration ? uikit.value(at: $0) : 1
            })
        }
        return curves
    }

    public static func curvePlotTitle(settings: TunableValues) -> (title: String, subtitle: String?) {
        let m = settings["mass"], k = settings["stiffness"], c = settings["damping"]
        let zeta = c / (2 * (k * m).squareRoot())
        let n = { (v: Double) in PlotFormat.number(v, significant: 3) }
        return ("Map spring (open)", "damping \(n(c)), stiffness \(n(k)), mass \(n(m)) → ζ = \(n(zeta)), ω₀ = \(n((k / m).squareRoot())) rad/s")
    }
}
