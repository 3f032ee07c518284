import Foundation
import MotionLab

/// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` progress as a
/// closed form: the spring constants come from MotionLab's `UIKitSpring` mapping (mass 1, stiffness
/// ω₀², damping 2ζω₀ with ω₀ solved from the duration); the motion is the analytic solution of
/// x'' + 2ζω₀x' + ω₀²(x − 1) = 0 with x(0) = 0, x'(0) = v — not MotionLab's simulation.
struct UIKitSpringCurve {
    let duration: Double
    let omega0: Double
    let zeta: Double
    let velocity: Double

    init(duration: Double, dampingRatio: Double, initialVelocity: Double) throws {
        let p = try UIKitSpring.parameters(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        self.duration = duration
        omega0 = (p.stiffness / p.mass).squareRoot()
        zeta = p.damping / (2 * (p.stiffness * p.mass).squareRoot())
        velocity = initialVelocity
    }

    /// Progress 0 → 1 at `t` seconds after the start (1 from `duration` on, when UIKit removes it).
    func progress(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (velocity - zeta * omega0) / wd
            return 1 + exp(-zeta * omega0 * t) * (-cos(wd * t) + b * sin(wd * t))
        }
        return 1 + exp(-omega0 * t) * (-1 + (velocity - omega0) * t)
    }
}
