// UnitBezier: the cubic Bézier timing curve from (0,0) to (1,1), solved for y given x.
// Same idea as WebKit's UnitBezier (polynomial coefficients precomputed once, Newton's method
// with a bisection fallback); written afresh for MotionLab.

/// A cubic Bézier curve with fixed end points (0,0) and (1,1) and two control points,
/// used as a timing function: `solve(x)` returns the curve's y at the given x.
///
/// Invariants and choices:
/// - Control-point x values are expected in [0, 1] (as Core Animation and CSS require), which
///   keeps x(t) monotonic. Control-point y values may lie anywhere (overshoot curves); within
///   `controlPointYRange` (±1e6) every value `solve` returns for x in [0, 1] is finite and at most
///   about |y| in size. Far beyond it (|y| > 6e307) the coefficients overflow to infinity and
///   solving gives NaN; `isValid` is the check callers taking user input use (the command line,
///   `Easing.named("cubic-bezier(…)")`).
/// - Outputs are never clamped.
/// - For x outside [0, 1] the curve is extended **linearly with its end slopes**, as WebKit does:
///   `y = startGradient·x` for x < 0 and `y = 1 + endGradient·(x − 1)` for x > 1.
/// - The value type is allocation-free; all coefficients are stored, nothing is computed lazily.
public struct UnitBezier: Hashable, Sendable {
    // x(t) = ((ax·t + bx)·t + cx)·t, y(t) likewise (Horner form of the Bernstein polynomial).
    @usableFromInline let ax: Double
    @usableFromInline let bx: Double
    @usableFromInline let cx: Double
    @usableFromInline let ay: Double
    @usableFromInline let by: Double
    @usableFromInline let cy: Double
    /// dy/dx at x = 0, used to extrapolate below 0.
    @usableFromInline let startGradient: Double
    /// dy/dx at x = 1, used to extrapolate above 1.
    @usableFromInline let endGradient: Double

    /// The two control points; the curve runs from (0,0) through them to (1,1).
    public let p1x: Double, p1y: Double, p2x: Double, p2y: Double

    /// Allowed control-point x values: [0, 1], as Core Animation and CSS require (x(t) stays
    /// monotonic, so every progress has exactly one y).
    public static let controlPointXRange = 0.0...1.0
    /// Allowed control-point y values for user input. Apple and CSS leave y unbounded; a timing
    /// curve's y is a multiple of the animated distance, and real overshoot curves stay within a
    /// few units (easeInOutBack: −0.55…1.55). ±1e6 accepts anything meaningful while keeping every
    /// coefficient (≤ 9·|y| + 1) and every result far from overflow.
    public static let controlPointYRange = -1e6...1e6

    /// Whether the control points lie in `controlPointXRange` and `controlPointYRange` (NaN never does).
    public static func isValid(p1x: Double, p1y: Double, p2x: Double, p2y: Double) -> Bool {
        controlPointXRange.contains(p1x) && controlPointXRange.contains(p2x)
            && controlPointYRange.contains(p1y) && controlPointYRange.contains(p2y)
    }

    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        self.p1x = p1x; self.p1y = p1y; self.p2x = p2x; self.p2y = p2y
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by

        // Tangent at the start points toward the first control point that differs from (0,0).
        if p1x > 0 {
            startGradient = p1y / p1x
        } else if p1y == 0 && p2x > 0 {
            startGradient = p2y / p2x
        } else if p1y == 0 && p2y == 0 {
            startGradient = 1
        } else {
            startGradient = 0
        }
        // Tangent at the end points from the last control point that differs from (1,1).
        if p2x < 1 {
            endGradient = (p2y - 1) / (p2x - 1)
        } else if p2y == 1 && p1x < 1 {
            endGradient = (p1y - 1) / (p1x - 1)
        } else if p2y == 1 && p1y == 1 {
            endGradient = 1
        } else {
            endGradient = 0
        }
    }

    /// x at curve parameter t.
    @inlinable @inline(__always)
    public func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// y at curve parameter t.
    @inlinable @inline(__always)
    public func sampleCurveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// dx/dt at curve parameter t.
    @inlinable @inline(__always)
    public func sampleCurveDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The parameter t in [0, 1] with |x(t) − x| < epsilon, for x in [0, 1].
    ///
    /// Newton's method from t = x converges in a few steps for ordinary curves; if it stalls
    /// (flat derivative) or settles outside [0, 1] (a root of x(t) off the curve segment),
    /// bisection on [0, 1] finishes the job. x(t) is monotonic there, so bisection always works.
    @inlinable
    public func solveCurveX(_ x: Double, epsilon: Double = 1e-7) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleCurveX(t) - x
            if abs(error) < epsilon {
                if t >= 0 && t <= 1 { return t }
                break
            }
            let derivative = sampleCurveDerivativeX(t)
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let value = sampleCurveX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { lo = t } else { hi = t }
            t = lo + (hi - lo) * 0.5
        }
        return t
    }

    /// The curve's y for progress x. Absolute error in x of the solved point is below `epsilon`.
    /// x outside [0, 1] is extrapolated linearly with the end slopes (see the type's notes).
    @inlinable
    public func solve(_ x: Double, epsilon: Double = 1e-7) -> Double {
        if x < 0 { return startGradient * x }
        if x > 1 { return 1 + endGradient * (x - 1) }
        return sampleCurveY(solveCurveX(x, epsilon: epsilon))
    }
}
