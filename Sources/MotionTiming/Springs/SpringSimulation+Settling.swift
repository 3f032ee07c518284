import Foundation

extension SpringSimulation {
    /// The settling threshold: 1e-3 of the from→to distance in progress space (absolute units in
    /// the displacement form) — the ε UIKit's duration-based springs are solved with (see
    /// `UIKitSpring`), and the one that, with Apple's rule below, gives Apple's documented figures.
    public static let defaultSettlingTolerance = 1e-3

    /// `CASpringAnimation.settlingDuration`, by Apple's rule: the time at which the spring's
    /// envelope — the sum of the magnitudes of its decaying terms — falls to 1e-3 of the distance.
    ///
    /// Apple documents two values (mass 1, stiffness 100, from rest): damping 5 → "approximately
    /// 2.85 seconds", damping 15 → "just over 1 second". With d(t) = e^(−αt)(A·cos ω_d t + B·sin ω_d t)
    /// (A = d₀, B = (v₀ + αd₀)/ω_d), T = ln((|A| + |B|)/ε)/α gives 2.855 s and 1.022 s; the time after
    /// which |d| stays within ε (`settlingDuration(tolerance:)`) gives 2.69 s and 0.80 s instead, so
    /// Apple's figure is the envelope's. The same bound for the other regimes: critically damped
    /// (|A| + |B|·t)·e^(−αt) = ε (A = d₀, B = v₀ + αd₀); over-damped (|A₁| + |A₂|)·e^(r₁t) = ε with
    /// A₁, A₂ the coefficients of e^(r₁t) (the slower root) and e^(r₂t). It is never earlier than the
    /// exact time, so a spring played for it has come to rest. Infinite for an undamped spring that
    /// moves at all; computed on each access (closed form, or a short bisection when critical).
    public var settlingDuration: Double {
        let eps = Self.defaultSettlingTolerance
        if d0 == 0 && initialVelocity == 0 { return 0 }
        switch regime {
        case .underdamped:
            guard alpha > 0 else {
                let amplitude = abs(d0) + abs(b / frequency)
                return amplitude <= eps ? 0 : .infinity
            }
            return max(0, log((abs(d0) + abs(b / frequency)) / eps) / alpha)
        case .overdamped:
            // d = e^(−αt)[d₀·cosh μt + b·sinh(μt)/μ] = A₁e^((−α+μ)t) + A₂e^((−α−μ)t).
            let a1 = (d0 + b / frequency) / 2, a2 = (d0 - b / frequency) / 2
            return max(0, log((abs(a1) + abs(a2)) / eps) / -slowRate)
        case .criticallyDamped:
            // f(t) = ln(|A| + |B|t) − αt − ln ε is concave: its last zero lies past its maximum.
            let a = abs(d0), bb = abs(b)
            let f: (Double) -> Double = { t in log(a + bb * t) - self.alpha * t - log(eps) }
            var lo = bb > 0 ? max(0, 1 / alpha - a / bb) : 0
            guard f(lo) > 0 else { return 0 }
            var hi = lo + 1 / alpha
            while f(hi) > 0 { hi = lo + 2 * (hi - lo) }
            for _ in 0..<200 {
                let mid = 0.5 * (lo + hi)
                if mid <= lo || mid >= hi { break }
                if f(mid) > 0 { lo = mid } else { hi = mid }
            }
            return hi
        }
    }

    /// The smallest time T such that |x(t) − target| ≤ `tolerance` for every t ≥ T: when the motion
    /// really stays within the tolerance (what curve plots mark), at most `settlingDuration`.
    ///
    /// The envelope e^(−αt) bounds where the answer can be; the answer itself is found exactly:
    /// under-damped, the extrema of x sit half a damped period apart and shrink by e^(−απ/ω_d) each,
    /// so the last extremum beyond the tolerance is known in closed form and the crossing after it
    /// is bisected on an interval where |x − target| is monotone. Critically and over-damped springs
    /// have at most one extremum, after which the distance only shrinks.
    /// - Precondition: `tolerance` > 0.
    public func settlingDuration(tolerance: Double) -> Double {
        precondition(tolerance > 0, "SpringSimulation: settling tolerance must be > 0 (got \(tolerance))")
        if d0 == 0 && initialVelocity == 0 { return 0 }
        switch regime {
        case .underdamped: return oscillatingSettling(tolerance)
        case .criticallyDamped, .overdamped: return creepingSettling(tolerance)
        }
    }

    private func oscillatingSettling(_ tol: Double) -> Double {
        let halfPeriod = Double.pi / frequency
        if alpha == 0 {
            // Undamped: a constant-amplitude oscillation.
            let amplitude = (d0 * d0 + (b / frequency) * (b / frequency)).squareRoot()
            return amplitude <= tol ? 0 : .infinity
        }
        // First extremum t₀ ≥ 0: d'(t) = 0 ⇔ tan(ω_d t) = v₀ω_d / D.
        var theta = atan2(initialVelocity * frequency, dCoefficient)
        theta -= Double.pi * (theta / Double.pi).rounded(.down)
        let t0 = theta / frequency
        let peak0 = abs(displacement(at: t0))
        let within: (Double) -> Bool = { abs(self.displacement(at: $0)) <= tol }

        guard peak0 > tol else {
            // Every extremum is within tolerance; only the start can be outside it.
            return within(0) ? 0 : bisectCrossing(from: 0, to: t0, tol)
        }
        // d(t + π/ω_d) = −e^(−απ/ω_d)·d(t): extremum n has |d| = peak0·e^(−α·n·π/ω_d).
        let decayPerHalf = alpha * halfPeriod
        var n = max(0, (log(peak0 / tol) / decayPerHalf).rounded(.up) - 1)
        // Guard the closed-form index against rounding at the boundary.
        while n > 0 && within(t0 + n * halfPeriod) { n -= 1 }
        while !within(t0 + (n + 1) * halfPeriod) { n += 1 }
        let last = t0 + n * halfPeriod
        return bisectCrossing(from: last, to: last + halfPeriod, tol)
    }

    private func creepingSettling(_ tol: Double) -> Double {
        // At most one extremum t_e > 0, where d'(t) = 0.
        var extremum: Double? = nil
        if dCoefficient != 0 {
            let ratio = initialVelocity / dCoefficient
            switch regime {
            case .criticallyDamped:
                if ratio > 0 { extremum = ratio }
            default:
                // v₀·cosh(μt) = D·sinh(μt)/μ ⇔ tanh(μt) = μ·v₀/D.
                let r = frequency * ratio
                if r > 0 && r < 1 { extremum = atanh(r) / frequency }
            }
        }
        let within: (Double) -> Bool = { abs(self.displacement(at: $0)) <= tol }
        if let te = extremum, !within(te) {
            return bisectCrossing(from: te, to: firstWithin(after: te, tol), tol)
        }
        if within(0) { return 0 }
        return bisectCrossing(from: 0, to: extremum ?? firstWithin(after: 0, tol), tol)
    }

    /// A time after `start` with |d| ≤ tol, on a stretch where |d| only shrinks.
    private func firstWithin(after start: Double, _ tol: Double) -> Double {
        var step = 1 / alpha
        var t = start + step
        var tries = 0
        while abs(displacement(at: t)) > tol && tries < 2_000 {
            step *= 2
            t = start + step
            tries += 1
        }
        return t
    }

    /// Bisects the single crossing on [lo, hi], where |d| > tol exactly on [lo, t*).
    private func bisectCrossing(from lo: Double, to hi: Double, _ tol: Double) -> Double {
        var lo = lo, hi = hi
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            if abs(displacement(at: mid)) > tol { lo = mid } else { hi = mid }
        }
        return hi
    }
}
