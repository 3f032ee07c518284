import Foundation

/// The keyframes JNWSpringAnimation (Jonathan Willing, 2013) plays, in progress space (0 → 1).
///
/// JNWSpringAnimation is a `CAKeyframeAnimation` whose values are a spring's position sampled every
/// 1 ms from
///
///     x(t) = to − (to − from)·e^(−c·t/2m)·cos(ω·t),   ω = √(k/m − c²/4m²)
///
/// with ω taken as 0 when the radicand is negative (so an over-damped spring is a plain
/// exponential). Note this is not the exact solution of the spring ODE (it drops the sine term);
/// it is what that library shows, which is what this type reproduces.
///
/// **Stopping rule** (as in its source): starting from a "previous" value of 0, it proposes
/// x(n·1 ms) and stops — without recording the proposal — once both the step from the last
/// recorded sample to the proposal and the last recorded sample's distance to `to` are within
/// 1e-4·|to − from|. So the last sample x_N satisfies |x_{N+1} − x_N| ≤ 1e-4 and |1 − x_N| ≤ 1e-4,
/// where x_{N+1} is the first, unrecorded, proposal; every earlier sample fails that test.
///
/// **Duration**: JNWSpringAnimation sets `duration = samples.count × 1 ms` (not count − 1), and
/// `CAKeyframeAnimation` spreads its values evenly over the duration, so keyframe i plays at
/// i·duration/(count − 1) — a spacing slightly longer than 1 ms. `value(at:)` plays it that way;
/// when the animation ends it is removed and the layer shows the model value `to`, exactly 1.
///
/// The library computes in `float`; this type uses `Double`, so a sample count can differ by one
/// in borderline cases. Its defaults are mass 5, stiffness 300, damping 30; damping ≤ 0 is
/// replaced by 1, as the library does, because the sampling would never stop.
public struct JNWSpringCurve: Equatable, Sendable {
    /// Time between samples: 1 ms.
    public static let keyframeStep = 0.001
    /// Stopping threshold as a fraction of |to − from|.
    public static let thresholdFraction = 1e-4
    /// Safety cap (100 s of samples) for springs that settle slower than any animation should.
    public static let maximumSampleCount = 100_000

    public let mass: Double
    public let stiffness: Double
    /// The damping used: the requested one, or 1 if that was ≤ 0.
    public let damping: Double
    /// Progress values, one per keyframe: samples[0] = 0, the last within 1e-4 of 1.
    public let samples: [Double]

    /// - Precondition: the parameters pass `validate(mass:stiffness:damping:)`.
    public init(mass: Double = 5, stiffness: Double = 300, damping: Double = 30) {
        SpringParameterCheck.require({
            try JNWSpringCurve.validate(mass: mass, stiffness: stiffness, damping: damping)
        }, "JNWSpringCurve")
        let c = damping > 0 ? damping : 1
        self.mass = mass
        self.stiffness = stiffness
        self.damping = c

        // decay² rather than c²/4m²: the same value, without overflowing for large c and m.
        let decay = c / (2 * mass)
        let radicand = stiffness / mass - decay * decay
        let omega = radicand > 0 ? radicand.squareRoot() : 0
        let threshold = Self.thresholdFraction
        var values: [Double] = []
        var previous = 0.0
        var n = 0
        while values.count < Self.maximumSampleCount {
            let t = Double(n) * Self.keyframeStep
            let proposed = 1 - exp(-decay * t) * cos(omega * t)
            if abs(proposed - previous) <= threshold && abs(previous - 1) <= threshold { break }
            values.append(proposed)
            previous = proposed
            n += 1
        }
        samples = values
    }

    /// Checks that the parameters describe a spring whose keyframes are finite: mass and stiffness
    /// > 0 and finite, damping finite, and — with damping ≤ 0 replaced by 1 — ω₀ = √(k/m) and
    /// ζ = c/(2√(km)) within `SpringSimulation.angularFrequencyRange` and `maximumDampingRatio`, the
    /// limits every spring in MotionTiming shares. (A mass of 1e-320 used to give ω₀ = ∞ and a NaN
    /// first keyframe.) The error names the offending parameter.
    public static func validate(mass: Double, stiffness: Double, damping: Double) throws {
        try SpringParameterCheck.positive("mass", mass)
        try SpringParameterCheck.positive("stiffness", stiffness)
        try SpringParameterCheck.finite("damping", damping)
        let omega0 = (stiffness / mass).squareRoot()
        guard SpringSimulation.angularFrequencyRange.contains(omega0) else {
            throw SpringParameterError(parameter: "stiffness/mass", value: stiffness / mass,
                                       requirement: "must give √(k/m) within 1e-6…1e6 rad/s")
        }
        let c = damping > 0 ? damping : 1
        let zeta = c / (2 * SpringSimulation.rootOfProduct(stiffness, mass))
        guard zeta.isFinite, zeta <= SpringSimulation.maximumDampingRatio else {
            throw SpringParameterError(parameter: "damping", value: damping,
                                       requirement: "must give a damping ratio c/(2√(km)) ≤ 1e6")
        }
    }

    /// samples.count × 1 ms, JNWSpringAnimation's `duration`, in seconds.
    public var duration: Double { Double(samples.count) * Self.keyframeStep }

    /// Progress at time `t` seconds as Core Animation plays the keyframes: linear interpolation
    /// between values spaced duration/(count − 1) apart; 0 before the start, 1 from the end on.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return samples.first ?? 0 }
        let total = duration
        guard t < total, samples.count > 1 else { return 1 }
        let position = t / total * Double(samples.count - 1)
        let i = Int(position)
        if i >= samples.count - 1 { return samples[samples.count - 1] }
        let f = position - Double(i)
        return samples[i] + (samples[i + 1] - samples[i]) * f
    }

    /// The same curve between absolute values: from + (to − from)·progress. JNW's threshold is
    /// relative to |to − from|, so the keyframes scale exactly.
    public func value(at t: Double, from: Double, to: Double) -> Double {
        from + (to - from) * value(at: t)
    }
}
