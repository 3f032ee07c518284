import Foundation

/// The spring behind iOS 17's duration-and-bounce APIs (`UIView.animate(springDuration:bounce:…)`,
/// `UISpringTimingParameters(duration:bounce:)`, `CASpringAnimation(perceptualDuration:bounce:)`), which
/// SwiftUI's `Spring(duration:bounce:)` shares. Apple documents the mapping: mass 1, the perceptual
/// duration is the undamped period (stiffness = (2π / duration)²), and the damping ratio is
/// ζ = 1 − bounce for bounce ≥ 0 (0 critically damped, toward 1 ever more bouncy) and ζ = 1 / (1 + bounce)
/// for bounce < 0 (over-damped); damping = 2ζ·√stiffness = 4πζ / duration.
public struct PerceptualSpring: Equatable, Sendable {
    /// Seconds, > 0: the pace of the spring, not how long it runs.
    public let duration: Double
    /// −1 < bounce ≤ 1, clamped to keep ζ ≥ `minimumDampingRatio` (a spring with no damping never settles).
    public let bounce: Double

    /// The smallest damping ratio a bounce maps to: bounce is clamped to 1 − this.
    public static let minimumDampingRatio = 0.01
    /// The largest damping ratio a negative bounce maps to: bounce is clamped to 1/this − 1.
    public static let maximumDampingRatio = 100.0

    /// - Throws: `SpringParameterError` for a non-positive or non-finite duration or a non-finite bounce.
    public init(duration: Double, bounce: Double) throws {
        guard duration.isFinite, duration > 0 else {
            throw SpringParameterError(parameter: "duration", value: duration, requirement: "must be > 0 and finite")
        }
        guard bounce.isFinite else {
            throw SpringParameterError(parameter: "bounce", value: bounce, requirement: "must be finite")
        }
        self.duration = duration
        self.bounce = min(max(bounce, 1 / Self.maximumDampingRatio - 1), 1 - Self.minimumDampingRatio)
    }

    /// The spring with these physical values, described as a duration and a bounce (the inverse map).
    public init(mass: Double, stiffness: Double, damping: Double) throws {
        try SpringSimulation.validate(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        try self.init(duration: 2 * .pi / omega, bounce: zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }
    public var mass: Double { 1 }
    public var stiffness: Double { let w = 2 * Double.pi / duration; return w * w }
    public var damping: Double { 4 * .pi * dampingRatio / duration }

    /// The simulation from 0 to 1 with `initialVelocity` in distances per second (over-damped when the
    /// bounce is negative).
    public func simulation(initialVelocity: Double = 0) -> SpringSimulation {
        SpringSimulation(mass: mass, stiffness: stiffness, damping: damping,
                         initialVelocity: initialVelocity.isFinite ? initialVelocity : 0, allowsOverdamping: true)
    }
}
