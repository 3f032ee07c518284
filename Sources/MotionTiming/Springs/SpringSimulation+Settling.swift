import Foundation

extension SpringSimulation {
    /// The default settling threshold: 1e-3 of the from→to distance in progress space (absolute
    /// units in the displacement form).
    ///
    /// Apple does not document the threshold behind `CASpringAnimation.settlingDuration`. We use the
    /// ε = 0.001 that UIKit's duration-based springs are solved with (see `UIKitSpring`), so a UIKit
    /// spring of duration T settles at about T here too; on a 500-point move it is half a point.
    public static let defaultSettlingTolerance = 1e-3

    /// `CASpringAnimation.settlingDuration`: the time in seconds after which the distance from rest
    /// stays within `defaultSettlingTolerance` for good.
    ///
    /// Infinite for an undamped spring (c = 0) that moves at all. Costs about a hundred closed-form
    /// evaluations and no allocation; it is computed on each access.
    public var settlingDuration: Double { settlingDuration(tolerance: Self.defaultSettlingTolerance) }

    /// The smallest time T such that |x(t) − target| ≤ `tolerance` for every t ≥ T.
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
