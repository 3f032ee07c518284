import Foundation

/// The spring behind UIKit's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
///
/// UIKit takes a duration T, a damping ratio ζ and an initial velocity v (relative to the
/// animation's distance, per second) and chooses a spring of mass 1 whose oscillation envelope has
/// decayed to ε = 0.001 at T. Reverse-engineered by several projects, which agree on
///
///     ε = |ζ·ω₀ − v| / (ω₀·√(1 − ζ²)) · e^(−ζ·ω₀·T)           (0 < ζ < 1)
///     ε = |(ω₀ − v)·T + 1| · e^(−ω₀·T)                         (ζ = 1)
///
/// solved for ω₀; then stiffness = ω₀² and damping = 2ζω₀.
///
/// **Magnitude, not sign.** Written with signs, the right-hand side is negative when v > ζω₀ (a
/// fast push toward the target overshoots first), and for large v the signed equation has no
/// solution. We solve the magnitude form. When the signed form has a solution, the magnitude form's
/// largest root is that same solution, so the two agree wherever the signed form works.
///
/// **Which root.** The left-hand side tends to 0 as ω₀ → ∞, so there is always a last crossing of
/// ε; we return that largest root — the softest spring beyond which every stiffer spring's
/// envelope is already below ε at T. It is bracketed analytically (the function is monotone past
/// its last peak, found in closed form) and bisected to full double precision.
public enum UIKitSpring {
    /// The settling threshold UIKit's mapping uses.
    public static let epsilon = 1e-3

    /// - Parameters:
    ///   - duration: T in seconds, > 0.
    ///   - dampingRatio: ζ; values above 1 are clamped to 1 (UIKit has no over-damped springs).
    ///     Must be > 0: an undamped spring never settles, so no duration can describe it.
    ///   - initialVelocity: v, in from→to distances per second (UIKit's `initialSpringVelocity`).
    /// - Returns: mass 1 kg, stiffness ω₀² N/m, damping 2ζω₀ N·s/m.
    /// - Throws: `SpringParameterError` for a non-positive or non-finite duration or damping ratio,
    ///   a non-finite velocity, or a damping ratio so small (ζ/√(1−ζ²) < ε with v = 0) that the
    ///   envelope starts below ε and the equation has no solution.
    public static func parameters(duration: Double, dampingRatio: Double, initialVelocity: Double) throws
        -> (mass: Double, stiffness: Double, damping: Double)
    {
        let omega0 = try undampedAngularFrequency(duration: duration, dampingRatio: dampingRatio,
                                                  initialVelocity: initialVelocity)
        let zeta = min(dampingRatio, 1)
        guard SpringSimulation.angularFrequencyRange.contains(omega0) else {
            throw SpringParameterError(parameter: "duration", value: duration,
                                       requirement: "gives a spring outside √(k/m) = 1e-6…1e6 rad/s (ω₀ = \(omega0))")
        }
        return (mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0)
    }

    /// ω₀ in rad/s: the root of the equation in the type's documentation.
    public static func undampedAngularFrequency(duration T: Double, dampingRatio: Double,
                                                initialVelocity v: Double) throws -> Double {
        try SpringParameterCheck.positive("duration", T)
        try SpringParameterCheck.positive("dampingRatio", dampingRatio)
        try SpringParameterCheck.finite("initialVelocity", v)
        let zeta = min(dampingRatio, 1)
        let sine = ((1 - zeta) * (1 + zeta)).squareRoot()
        let f: (Double) -> Double = { residual(omega0: $0, duration: T, zeta: zeta, velocity: v) }

        // Last peak of |LHS|: the function decreases monotonically after it.
        // Under-damped, past ω₀ = v/ζ: (ζ − v/ω)e^(−ζωT) peaks where v/ω² + ζTv/ω − ζ²T = 0.
        // Critical, with w = ω₀T and a = vT − 1: |w − a|e^(−w) peaks at w = a + 1.
        let peak: Double
        if v <= 0 {
            peak = 0
        } else if sine > 0 {
            let y = (-zeta * T * v + (zeta * zeta * T * T * v * v + 4 * v * zeta * zeta * T).squareRoot()) / (2 * v)
            peak = 1 / y
        } else {
            peak = max(0, v)   // (a + 1)/T = v
        }

        let lo: Double, hi: Double
        if peak == 0 || f(peak) >= 0 {
            // The largest root is past the peak, where f decreases to −ε.
            let start = peak > 0 ? peak : Double.leastNormalMagnitude
            if f(start) < 0 {
                throw SpringParameterError(parameter: "dampingRatio", value: dampingRatio,
                    requirement: "is too small to reach the 0.001 settling threshold by any stiffness")
            }
            var upper = max(start, 1 / T) * 2
            var tries = 0
            while f(upper) >= 0 && tries < 2_000 { upper *= 2; tries += 1 }
            lo = start; hi = upper
        } else {
            // The peak stays under ε: the only crossing is before the zero at ω₀ = v/ζ (ω₀ = v − 1/T
            // when critical, positive here because e^(−vT) < ε means vT > 6.9), where |LHS| falls
            // monotonically from its value at ω₀ → 0.
            lo = 0; hi = sine > 0 ? v / zeta : v - 1 / T
        }
        return bisect(f, lo, hi)
    }

    /// |envelope coefficient|·e^(−ζω₀T) − ε; positive below the root, negative above it.
    static func residual(omega0 w: Double, duration T: Double, zeta: Double, velocity v: Double) -> Double {
        let sine = ((1 - zeta) * (1 + zeta)).squareRoot()
        if sine == 0 {
            return abs((w - v) * T + 1) * exp(-w * T) - epsilon
        }
        return abs(zeta * w - v) / (w * sine) * exp(-zeta * w * T) - epsilon
    }

    /// Bisection for f(lo) ≥ 0 > f(hi), to adjacent doubles.
    private static func bisect(_ f: (Double) -> Double, _ lo: Double, _ hi: Double) -> Double {
        var lo = lo, hi = hi
        for _ in 0..<2_100 {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            if f(mid) >= 0 { lo = mid } else { hi = mid }
        }
        // Return whichever end is closer to the root.
        return abs(f(lo)) <= abs(f(hi)) ? lo : hi
    }
}
