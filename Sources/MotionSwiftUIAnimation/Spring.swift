import Foundation
import MotionTiming

/// SwiftUI's spring model (iOS 17): mass, stiffness and damping, also described by a response
/// (the undamped period) and a damping ratio, or by a perceptual duration and a bounce. Apple's
/// mapping: stiffness = (2π / response)², damping = 4π · dampingRatio / response, mass 1;
/// `duration` is the response and `bounce` = 1 − dampingRatio (over-damped for a negative bounce,
/// ζ = 1 / (1 + bounce)). The motion is MotionLab's closed-form `SpringSimulation`.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// Out-of-range figures (a zero response, a negative mass, NaN) are replaced by the nearest
    /// valid spring rather than trapping: user code passes literals and tuned values.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? min(max(mass, 1e-3), 1e3) : 1
        let k = stiffness.isFinite && stiffness > 0 ? min(max(stiffness, 1e-3), 1e9) : 1e-3
        var c = damping.isFinite && damping >= 0 ? damping : 0
        if !allowOverDamping { c = min(c, 2 * (k * m).squareRoot()) }
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta > SpringSimulation.maximumDampingRatio { c = SpringSimulation.maximumDampingRatio * 2 * (k * m).squareRoot() }
        self.mass = m
        self.stiffness = k
        self.damping = c
    }

    /// `response` seconds is the period of the undamped spring; `dampingRatio` 1 is critical.
    public init(response: Double, dampingRatio: Double) {
        let r = Spring.validDuration(response)
        let w = 2 * Double.pi / r
        let z = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
        self.init(mass: 1, stiffness: w * w, damping: 4 * Double.pi * z / r, allowOverDamping: true)
    }

    /// Apple's perceptual form: `duration` is the response, `bounce` −1…1 (0 no bounce).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// Settling in `settlingDuration` seconds with `dampingRatio` (the inverse of the settling rule).
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        // Search the response whose settling duration is the one asked (monotone in the response).
        let target = Spring.validDuration(settlingDuration)
        var lo = 1e-4, hi = max(target * 4, 1)
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if Spring(response: mid, dampingRatio: dampingRatio).settlingDuration < target { lo = mid } else { hi = mid }
        }
        self.init(response: (lo + hi) / 2, dampingRatio: dampingRatio)
    }

    /// ζ for a bounce: 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) below (over-damped), bounce
    /// clamped to −0.99…0.99 so the spring stays a spring that settles.
    public static func dampingRatio(bounce: Double) -> Double {
        let b = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }

    static func validDuration(_ d: Double) -> Double { d.isFinite && d > 0 ? max(d, 1e-4) : 1e-4 }

    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var response: Double { 2 * Double.pi / (stiffness / mass).squareRoot() }
    public var duration: Double { response }
    public var bounce: Double { let z = dampingRatio; return z <= 1 ? 1 - z : 1 / z - 1 }

    /// How long a move from rest takes to come within 1e-3 of its distance (Core Animation's rule,
    /// as `CASpringAnimation.settlingDuration`).
    public var settlingDuration: Double { unitDisplacement.settlingDuration }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    /// The spring starting 1 from rest, at rest velocity 0: its displacement is the weight of the
    /// initial displacement in the closed form, and of a unit velocity for `unitVelocity`.
    var unitDisplacement: SpringSimulation {
        SpringSimulation(mass: mass, stiffness: stiffness, damping: damping, position: 1, velocity: 0, target: 0, allowsOverdamping: true)
    }
    var unitVelocity: SpringSimulation {
        SpringSimulation(mass: mass, stiffness: stiffness, damping: damping, position: 0, velocity: 1, target: 0, allowsOverdamping: true)
    }

    /// The displacement from rest at `time` of a spring released `displacement` from rest moving at
    /// `velocity`: d₀·f(t) + v₀·g(t), exact for any vector because the closed form is linear in both.
    public func displacement<V: VectorArithmetic>(_ displacement: V, velocity: V, time: Double) -> V {
        displacement.scaled(by: unitDisplacement.displacement(at: time)) + velocity.scaled(by: unitVelocity.displacement(at: time))
    }

    /// The velocity at `time` of the same motion.
    public func velocity<V: VectorArithmetic>(_ displacement: V, velocity: V, time: Double) -> V {
        displacement.scaled(by: unitDisplacement.velocity(at: time)) + velocity.scaled(by: unitVelocity.velocity(at: time))
    }

    /// Apple's `value(target:initialVelocity:time:)`: the position at `time` of a spring going from 0 to `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        target - displacement(target, velocity: initialVelocity.scaled(by: -1), time: time)
    }

    /// Apple's `velocity(target:initialVelocity:time:)`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        velocity(target, velocity: initialVelocity.scaled(by: -1), time: time).scaled(by: -1)
    }

    public func value(fromValue: Double, toValue: Double, initialVelocity: Double = 0, time: Double) -> Double {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// When a motion of `displacement` (its magnitude) moving at `velocity` stays within `tolerance`
    /// of rest: the envelope rule with the displacement form's own figures.
    func settlingTime(displacement d: Double, velocity v: Double, tolerance: Double) -> Double {
        guard d.isFinite, v.isFinite, d != 0 || v != 0 else { return 0 }
        let sim = SpringSimulation(mass: mass, stiffness: stiffness, damping: damping, position: d, velocity: v, target: 0, allowsOverdamping: true)
        let t = sim.settlingDuration(tolerance: max(tolerance, 1e-12))
        return t.isFinite ? t : 3600
    }
}
