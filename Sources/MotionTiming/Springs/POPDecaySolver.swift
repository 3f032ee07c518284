import Foundation

/// Pop's `POPDecayAnimation` law, also UIScrollView's deceleration: the velocity is multiplied by
/// the deceleration rate d once per millisecond.
///
/// In Pop's source (`decay_position`, POPDecayAnimationInternal.h), after n = 1000·t milliseconds
///
///     v(t) = v₀·dⁿ
///     x(t) = x₀ + (v₀/1000)·d·(1 − dⁿ)/(1 − d)   = x₀ + Σᵢ₌₁…ₙ v₀·dⁱ/1000
///
/// — each millisecond first decays the velocity, then moves by it (hence the extra factor d). The
/// same factor appears in Apple's `project(initialVelocity:decelerationRate:)` from WWDC 2018
/// "Designing Fluid Interfaces": the rest point is x₀ + (v₀/1000)·d/(1 − d).
///
/// Pop ends the animation once |v| falls below 5 × the property's threshold
/// (`kPOPAnimationDecayMinimalVelocityFactor`), so `duration` = ln(5·threshold/|v₀|)/(1000·ln d)
/// and the motion stops at `finalPosition` = x(duration), Pop's computed `toValue`.
/// `velocity(at:)` is Pop's velocity state v₀·dⁿ (the discrete per-millisecond velocity).
public struct POPDecaySolver: Equatable, Sendable {
    /// Pop's default deceleration, also `UIScrollView.DecelerationRate.normal`.
    public static let defaultDeceleration = 0.998
    /// `UIScrollView.DecelerationRate.normal`.
    public static let normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fastDecelerationRate = 0.99
    /// Pop stops when |v| < this × threshold (units per second).
    public static let minimalVelocityFactor = 5.0

    public let initialPosition: Double
    /// Units per second.
    public let initialVelocity: Double
    /// Velocity multiplier per millisecond, in (0, 1).
    public let deceleration: Double
    /// The property's threshold (see `POPThreshold`); the motion stops below 5 × it in speed.
    public let threshold: Double
    /// Seconds until |v| reaches the stop velocity; 0 if it starts below it.
    public let duration: Double

    private let logDeceleration: Double   // ln d, per millisecond
    private let distanceScale: Double     // (v₀/1000)·d/(1 − d)

    /// - Precondition: position and velocity finite, 0 < deceleration < 1, threshold > 0.
    public init(position: Double = 0, velocity: Double, deceleration: Double = POPDecaySolver.defaultDeceleration,
                threshold: Double = POPThreshold.point) {
        SpringParameterCheck.require({
            try POPDecaySolver.validate(position: position, velocity: velocity, deceleration: deceleration,
                                        threshold: threshold)
        }, "POPDecaySolver")
        initialPosition = position
        initialVelocity = velocity
        self.deceleration = deceleration
        self.threshold = threshold
        logDeceleration = log(deceleration)
        distanceScale = velocity / 1000 * deceleration / (1 - deceleration)
        let stop = Self.minimalVelocityFactor * threshold
        let d = log(stop / abs(velocity)) / (1000 * logDeceleration)
        duration = d.isNaN || d < 0 ? 0 : d
    }

    /// Checks the parameters; the error names the offending one.
    public static func validate(position: Double, velocity: Double, deceleration: Double, threshold: Double) throws {
        try SpringParameterCheck.finite("position", position)
        try SpringParameterCheck.finite("velocity", velocity)
        guard deceleration > 0, deceleration < 1 else {
            throw SpringParameterError(parameter: "deceleration", value: deceleration, requirement: "must be in (0, 1)")
        }
        try SpringParameterCheck.positive("threshold", threshold)
    }

    /// The speed below which the motion stops: 5 × threshold, units per second.
    public var stopVelocity: Double { Self.minimalVelocityFactor * threshold }

    /// Position at `t` seconds; held at `finalPosition` from `duration` on (Pop clamps to its toValue).
    public func position(at t: Double) -> Double {
        let t = min(t > 0 ? t : 0, duration)
        return initialPosition + distanceScale * -expm1(1000 * t * logDeceleration)
    }

    /// Velocity at `t` seconds, units per second; 0 once the motion has stopped.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        guard t <= duration else { return 0 }
        return initialVelocity * exp(1000 * t * logDeceleration)
    }

    /// Where Pop's animation ends: x(duration).
    public var finalPosition: Double { position(at: duration) }

    /// Where the motion would come to rest with no stop threshold: x₀ + (v₀/1000)·d/(1 − d).
    public var projectedPosition: Double { initialPosition + distanceScale }

    /// The distance a fling at `velocity` (units/s) travels at `decelerationRate` before resting:
    /// (v/1000)·d/(1 − d), as in Apple's `project(initialVelocity:decelerationRate:)`.
    public static func projectedDistance(velocity: Double, decelerationRate d: Double) -> Double {
        velocity / 1000 * d / (1 - d)
    }
}
