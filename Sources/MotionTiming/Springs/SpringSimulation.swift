import Foundation

/// The exact solution of a damped spring, m·x'' + c·x' + k·(x − target) = 0.
///
/// Units: mass in kg, stiffness in N/m, damping in N·s/m, time in seconds. Every query is a closed
/// form evaluated at `t` — no stepping — so the result does not depend on the frame rate and is
/// exact to rounding (about 1e-12 of the displacement). All coefficients are computed in `init`;
/// `value(at:)` and `velocity(at:)` allocate nothing.
///
/// Two forms:
/// - **Progress space** (`init(mass:stiffness:damping:initialVelocity:allowsOverdamping:)`), as
///   `CASpringAnimation` plays it: value 0 at t = 0, rest at 1, velocity in progress units per second.
/// - **Displacement form** (`init(mass:stiffness:damping:position:velocity:target:allowsOverdamping:)`)
///   in absolute units, for retargeting: start a new simulation from the current position and velocity.
///
/// With d(t) = x(t) − target, d(0) = d₀, d'(0) = v₀, α = c/2m, ω₀ = √(k/m), D = ω₀²d₀ + αv₀ and
/// B = v₀ + αd₀, every regime has the shape
///     d(t) = e^(−αt)·[d₀·C(t) + B·S(t)],   d'(t) = e^(−αt)·[v₀·C(t) − D·S(t)]
/// with (C, S) = (cos ω_d t, sin(ω_d t)/ω_d) under-damped, (1, t) critically damped and
/// (cosh μt, sinh(μt)/μ) over-damped (ω_d = ω₀√(1−ζ²), μ = ω₀√(ζ²−1)).
public struct SpringSimulation: Equatable, Sendable {
    /// How the spring approaches rest.
    public enum Regime: Equatable, Sendable {
        /// ζ < 1: oscillates around the target with a decaying envelope.
        case underdamped
        /// ζ = 1: the fastest approach without overshooting from rest.
        case criticallyDamped
        /// ζ > 1: creeps to the target, slower than critical.
        case overdamped
    }

    /// Mass in kg.
    public let mass: Double
    /// Stiffness in N/m.
    public let stiffness: Double
    /// The damping actually simulated, in N·s/m: the requested damping, or the critical damping
    /// 2√(km) when the request was above it and `allowsOverdamping` was false.
    public let damping: Double
    /// Position at t = 0 (0 in progress space).
    public let initialPosition: Double
    /// Velocity at t = 0, units per second.
    public let initialVelocity: Double
    /// The rest position (1 in progress space).
    public let target: Double
    /// The regime of the simulated (effective) damping.
    public let regime: Regime

    // Precomputed coefficients of the closed form (see the type's documentation).
    @usableFromInline let alpha: Double      // c / 2m, the envelope's decay rate (1/s)
    @usableFromInline let frequency: Double  // ω_d (under-damped) or μ (over-damped), rad/s; 0 when critical
    @usableFromInline let slowRate: Double   // over-damped only: the slower root r₁ = −α + μ (< 0)
    @usableFromInline let d0: Double         // initial displacement from the target
    @usableFromInline let b: Double          // v₀ + α·d₀
    @usableFromInline let dCoefficient: Double  // ω₀²·d₀ + α·v₀

    /// Progress-space spring, the way `CASpringAnimation` plays one: value 0 at t = 0, rest at 1.
    ///
    /// - Parameter initialVelocity: progress units per second, positive toward the target — that is
    ///   velocity relative to the from→to distance, `CASpringAnimation.initialVelocity`'s convention.
    /// - Parameter allowsOverdamping: when false (Apple's behaviour), damping above critical
    ///   (c > 2√(km)) is simulated as critical.
    /// - Precondition: the parameters pass `validate(mass:stiffness:damping:initialVelocity:)`.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0,
                allowsOverdamping: Bool = false) {
        SpringParameterCheck.require({
            try SpringSimulation.validate(mass: mass, stiffness: stiffness, damping: damping,
                                          initialVelocity: initialVelocity)
        }, "SpringSimulation")
        self.init(checkedMass: mass, stiffness: stiffness, damping: damping, position: 0,
                  velocity: initialVelocity, target: 1, allowsOverdamping: allowsOverdamping)
    }

    /// Displacement form in absolute units: starts at `x0` moving at `v0` (units per second) and
    /// comes to rest at `target`. Use it to retarget: build a new simulation from the current
    /// `value(at:)` and `velocity(at:)` of the old one, so neither position nor velocity jumps.
    /// - Precondition: mass and stiffness > 0, damping ≥ 0, all values finite.
    public init(mass: Double, stiffness: Double, damping: Double, position x0: Double,
                velocity v0: Double, target: Double, allowsOverdamping: Bool = true) {
        SpringParameterCheck.require({
            try SpringSimulation.validate(mass: mass, stiffness: stiffness, damping: damping,
                                          initialVelocity: v0)
            try SpringParameterCheck.finite("position", x0)
            try SpringParameterCheck.finite("target", target)
        }, "SpringSimulation")
        self.init(checkedMass: mass, stiffness: stiffness, damping: damping, position: x0,
                  velocity: v0, target: target, allowsOverdamping: allowsOverdamping)
    }

    /// The range of undamped angular frequencies ω₀ = √(k/m) and damping ratios ζ a spring may have,
    /// in rad/s: far beyond any motion on a screen (a 1 kHz wobble, or one that takes years to move),
    /// yet small enough that the closed forms never overflow into inf or NaN.
    public static let angularFrequencyRange = 1e-6...1e6
    public static let maximumDampingRatio = 1e6

    /// Checks that the parameters describe a physical spring: mass and stiffness > 0 and finite,
    /// damping ≥ 0 and finite, velocity finite, and ω₀ and ζ within the ranges above (absurd
    /// combinations such as a stiffness of 1e-300 are refused rather than simulated into garbage).
    /// The error names the offending parameter.
    public static func validate(mass: Double, stiffness: Double, damping: Double,
                                initialVelocity: Double = 0) throws {
        try SpringParameterCheck.positive("mass", mass)
        try SpringParameterCheck.positive("stiffness", stiffness)
        try SpringParameterCheck.nonNegative("damping", damping)
        try SpringParameterCheck.finite("initialVelocity", initialVelocity)
        let omega0 = (stiffness / mass).squareRoot()
        guard angularFrequencyRange.contains(omega0) else {
            throw SpringParameterError(parameter: "stiffness/mass", value: stiffness / mass,
                                       requirement: "must give √(k/m) within 1e-6…1e6 rad/s")
        }
        let zeta = damping / (2 * SpringSimulation.rootOfProduct(stiffness, mass))
        guard zeta.isFinite, zeta <= maximumDampingRatio else {
            throw SpringParameterError(parameter: "damping", value: damping,
                                       requirement: "must give a damping ratio c/(2√(km)) ≤ 1e6")
        }
    }

    private init(checkedMass m: Double, stiffness k: Double, damping requested: Double, position x0: Double,
                 velocity v0: Double, target: Double, allowsOverdamping: Bool) {
        let critical = 2 * SpringSimulation.rootOfProduct(k, m)
        let clamped = !allowsOverdamping && requested > critical
        let c = clamped ? critical : requested
        let omega0 = (k / m).squareRoot()
        let zeta = c / critical
        let alpha = c / (2 * m)

        mass = m
        stiffness = k
        damping = c
        initialPosition = x0
        initialVelocity = v0
        self.target = target
        d0 = x0 - target
        b = v0 + alpha * d0
        dCoefficient = omega0 * omega0 * d0 + alpha * v0

        if clamped || zeta == 1 {
            regime = .criticallyDamped
            self.alpha = omega0
            frequency = 0
            slowRate = 0
        } else if zeta < 1 {
            regime = .underdamped
            self.alpha = alpha
            frequency = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
            slowRate = 0
        } else {
            regime = .overdamped
            self.alpha = alpha
            let root = ((zeta - 1) * (zeta + 1)).squareRoot()
            frequency = omega0 * root
            // r₁ = −ω₀(ζ − √(ζ²−1)) written as −ω₀/(ζ + √(ζ²−1)) to avoid cancellation.
            slowRate = -omega0 / (zeta + root)
        }
    }

    /// ζ = c / (2√(km)) of the simulated damping: < 1 oscillates, 1 is critical, > 1 over-damped.
    public var dampingRatio: Double { damping / (2 * SpringSimulation.rootOfProduct(stiffness, mass)) }

    /// √(k·m), also when k·m overflows or underflows (k = m = 1e200 has ω₀ = 1 and a finite critical
    /// damping of 2e200; the plain product gave ∞ and so ζ = 0). Bit-identical to `(k * m).squareRoot()`
    /// whenever the product is a normal number.
    static func rootOfProduct(_ k: Double, _ m: Double) -> Double {
        let product = k * m
        return product.isNormal ? product.squareRoot() : k.squareRoot() * m.squareRoot()
    }

    /// ω₀ = √(k/m) in radians per second: the frequency of the undamped spring.
    public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

    /// Position at time `t` seconds (absolute units; progress in progress space).
    /// Times before 0 return the start; an infinite time returns the target.
    @inlinable
    public func value(at t: Double) -> Double {
        target + displacement(at: t)
    }

    /// Velocity at time `t` seconds, units per second.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        guard t.isFinite else { return 0 }
        let v: Double
        switch regime {
        case .underdamped:
            let e = exp(-alpha * t), w = frequency * t
            v = e * (initialVelocity * cos(w) - dCoefficient * sin(w) / frequency)
        case .criticallyDamped:
            v = exp(-alpha * t) * (initialVelocity - dCoefficient * t)
        case .overdamped:
            let (cosh, sinh) = overdampedTerms(t)
            v = initialVelocity * cosh - dCoefficient * sinh
        }
        return v.isNaN ? 0 : v
    }

    /// x(t) − target: the signed distance from rest at time `t` seconds.
    @inlinable
    public func displacement(at t: Double) -> Double {
        guard t > 0 else { return d0 }
        guard t.isFinite else { return 0 }
        let d: Double
        switch regime {
        case .underdamped:
            let e = exp(-alpha * t), w = frequency * t
            d = e * (d0 * cos(w) + b * sin(w) / frequency)
        case .criticallyDamped:
            d = exp(-alpha * t) * (d0 + b * t)
        case .overdamped:
            let (cosh, sinh) = overdampedTerms(t)
            d = d0 * cosh + b * sinh
        }
        return d.isNaN ? 0 : d
    }

    /// e^(−αt)·cosh(μt) and e^(−αt)·sinh(μt)/μ, written with decaying exponentials only
    /// (e^(r₁t) and expm1(−2μt)) so nothing overflows at large t and small μ loses no precision.
    @inlinable @inline(__always)
    func overdampedTerms(_ t: Double) -> (Double, Double) {
        let slow = exp(slowRate * t)
        let m = expm1(-2 * frequency * t)       // e^(−2μt) − 1, in (−1, 0]
        return (slow * (1 + 0.5 * m), slow * (-m) / (2 * frequency))
    }

    /// True when both the distance from rest and the speed are within `tolerance`
    /// (units and units per second) at time `t`.
    public func isDone(at t: Double, tolerance: Double = 1e-3) -> Bool {
        abs(displacement(at: t)) <= tolerance && abs(velocity(at: t)) <= tolerance
    }
}
