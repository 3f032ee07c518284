import Foundation

/// Pop's `springBounciness` / `springSpeed` → tension, friction, mass
/// (`+[POPSpringAnimation convertBounciness:speed:toTension:friction:mass:]`, POPAnimationExtras.mm).
///
/// Both inputs are nominally 0…20 (Pop's documented range; defaults bounciness 4, speed 12) and are
/// not clamped, as in Pop. The math goes through Quartz Composer's "Bouncy" units:
///
///     b  = 0.8 · (bounciness / 1.7) / 20                       normalised bounciness, 0…0.8
///     s  = (speed / 1.7) / 20
///     qcTension  = 0.5 + s·(200 − 0.5)
///     qcFriction = lerp(2b − b², from: noBounce(qcTension), to: 0.01)
///     tension  = 194 + (qcTension − 30)/50 · (375 − 194)        N/m
///     friction = 25 + (qcFriction − 8)/2 · (25 − 19)            N·s/m
///     mass = 1
///
/// where noBounce is Pop's piecewise cubic fit of the friction that just avoids a bounce.
/// Defaults (4, 12) give tension ≈ 342.10, friction ≈ 30.487 (ζ ≈ 0.824).
public enum POPSpringConversion {
    public static let defaultBounciness = 4.0
    public static let defaultSpeed = 12.0

    // Pop's constants (POPAnimationExtras.mm).
    static let normalizationRange = 20.0
    static let normalizationScale = 1.7
    static let bouncinessNormalizedMax = 0.8
    static let speedNormalizedMin = 0.5
    static let speedNormalizedMax = 200.0
    static let frictionInterpolationMax = 0.01

    /// Tension (N/m), friction (N·s/m) and mass (kg, always 1) for a bounciness and speed.
    public static func dynamics(bounciness: Double, speed: Double)
        -> (tension: Double, friction: Double, mass: Double)
    {
        let b = bouncinessNormalizedMax * (bounciness / normalizationScale) / normalizationRange
        let s = (speed / normalizationScale) / normalizationRange
        let qcTension = speedNormalizedMin + s * (speedNormalizedMax - speedNormalizedMin)
        let eased = 2 * b - b * b   // Pop's quadratic-out interpolation factor
        let qcFriction = eased * frictionInterpolationMax + (1 - eased) * noBounceFriction(qcTension: qcTension)
        let tension = 194 + (qcTension - 30) / 50 * (375 - 194)
        let friction = 25 + (qcFriction - 8) / 2 * (25 - 19)
        return (tension, friction, 1)
    }

    /// Pop's `POPBouncy3NoBounce`: QC friction with no bounce for a QC tension (piecewise cubic fit).
    static func noBounceFriction(qcTension x: Double) -> Double {
        if x <= 18 {
            return 0.0007 * x * x * x - 0.031 * x * x + 0.64 * x + 1.28
        } else if x <= 44 {
            return 0.000044 * x * x * x - 0.006 * x * x + 0.36 * x + 2
        } else {
            return 0.00000045 * x * x * x - 0.000332 * x * x + 0.1078 * x + 5.84
        }
    }
}

/// Pop's per-property thresholds (POPAnimatableProperty.mm), in the property's units; pass one to
/// `POPSpringSolver.isSettled` or `POPDecaySolver`.
public enum POPThreshold {
    /// Positions, sizes, bounds: 1 point.
    public static let point = 1.0
    public static let opacity = 0.01
    public static let scale = 0.005
    /// Radians.
    public static let rotation = 0.01
    public static let color = 0.01
    public static let radius = 0.01
}
