import Foundation
import MotionTiming

/// The springs a scroll view uses, as `SpringSimulation`s (closed form, mass 1 kg).
///
/// **Bounce** (spring back after a release past an edge, and the overshoot when a fling hits an
/// edge): critically damped, stiffness 200 N/m, damping 2√200 ≈ 28.3 N·s/m, so ω₀ ≈ 14.1 rad/s.
/// Critical damping returns without oscillating, as iOS does. From rest at 100 pt past the edge it
/// is back to within 10 pt at 0.28 s and within 0.5 pt (one pixel at @2x) at 0.53 s — iOS's
/// spring-back takes about half a second. A fling hitting the edge at v overshoots by
/// v/(e·ω₀) ≈ 0.026·v (26 pt at 1000 pt/s) and turns back after 1/ω₀ ≈ 71 ms.
///
/// **Wheel**: critically damped, stiffness 900, damping 60 (ω₀ = 30 rad/s): a retargetable
/// ease-out that covers 95 % of a wheel step in 0.16 s and is within 0.5 pt of a 100 pt step at
/// 0.25 s, the ~0.2 s smooth scroll of desktop browsers. Retargeting starts a new spring from the
/// current position and velocity, so accumulating wheel events never jerk.
public enum ScrollSpring {
    public static let bounceStiffness = 200.0
    public static let bounceDamping = 2 * bounceStiffness.squareRoot()
    public static let wheelStiffness = 900.0
    public static let wheelDamping = 2 * wheelStiffness.squareRoot()

    /// A spring is at rest when within this many points of its target…
    public static let restDistance = 0.05
    /// …and slower than this many points per second.
    public static let restVelocity = 1.0

    public static func bounce(from position: Double, velocity: Double, to target: Double) -> SpringSimulation {
        SpringSimulation(mass: 1, stiffness: bounceStiffness, damping: bounceDamping,
                         position: position, velocity: velocity, target: target)
    }

    public static func wheel(from position: Double, velocity: Double, to target: Double) -> SpringSimulation {
        SpringSimulation(mass: 1, stiffness: wheelStiffness, damping: wheelDamping,
                         position: position, velocity: velocity, target: target)
    }

    /// Whether `spring` is at rest at `t` by the tolerances above.
    public static func isAtRest(_ spring: SpringSimulation, at t: Double) -> Bool {
        abs(spring.displacement(at: t)) < restDistance && abs(spring.velocity(at: t)) < restVelocity
    }

    /// For a critically damped spring, the first t > 0 at which it crosses its target
    /// (d(t) = e^(−ωt)·(d₀ + (v₀ + ωd₀)t) = 0 ⇒ t = −d₀/(v₀ + ωd₀)), or nil if it never does.
    public static func crossingTime(_ spring: SpringSimulation) -> Double? {
        let d0 = spring.initialPosition - spring.target
        guard d0 != 0 else { return nil }
        let b = spring.initialVelocity + spring.undampedAngularFrequency * d0
        let t = -d0 / b
        return t > 0 && t.isFinite ? t : nil
    }
}
