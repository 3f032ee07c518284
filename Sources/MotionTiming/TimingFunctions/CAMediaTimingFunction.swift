import Foundation

/// A cubic Bézier pacing curve, as in Core Animation: maps an animation's linear progress
/// (0…1) to eased progress. The curve runs from (0,0) to (1,1); the two inner control points
/// are stored as `Float`, like Apple's, and solved in `Double`.
///
/// Equality and hashing compare the four control-point values.
public final class CAMediaTimingFunction: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    // Immutable after init, hence safe to share across threads.
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float
    private let bezier: UnitBezier

    /// The predefined function for `name`. Apple's `init(name:)` fails for names it does not
    /// know; this one traps with a message saying which name it did not know.
    public convenience init(name: CAMediaTimingFunctionName) {
        guard let p = name.controlPoints else {
            preconditionFailure("CAMediaTimingFunction: unknown timing function name '\(name.rawValue)'")
        }
        self.init(controlPoints: p.0, p.1, p.2, p.3)
    }

    /// A custom curve with control points (c1x, c1y) and (c2x, c2y). x values belong in [0, 1];
    /// y values may overshoot.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
        bezier = UnitBezier(p1x: Double(c1x), p1y: Double(c1y), p2x: Double(c2x), p2y: Double(c2y))
    }

    /// Apple's accessor: index 0 is (0,0), 1 and 2 are the control points, 3 is (1,1).
    /// Writes two Floats (x, y) to `ptr`. Indices outside 0…3 trap, as on Apple platforms.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch index {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = c1x; ptr[1] = c1y
        case 2: ptr[0] = c2x; ptr[1] = c2y
        case 3: ptr[0] = 1; ptr[1] = 1
        default: preconditionFailure("CAMediaTimingFunction: control point index \(index) is outside 0...3")
        }
    }

    /// Whether both control points lie on the diagonal, which makes the curve y = x exactly.
    public var isLinear: Bool { c1x == c1y && c2x == c2y }

    /// The two inner control points.
    public var controlPoints: (CGPoint, CGPoint) {
        (CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
    }

    /// Eased progress for linear progress `x`. Input is clamped to [0, 1] (progress never leaves
    /// that range in Core Animation); 0 maps to exactly 0 and 1 to exactly 1. The output is not
    /// clamped, so overshooting curves overshoot.
    public func evaluate(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        // Control points on the diagonal make the curve the identity: skip the solver's 1e-7 error.
        if isLinear { return x }
        return bezier.solve(x)
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1x); hasher.combine(c1y); hasher.combine(c2x); hasher.combine(c2y)
    }

    public var description: String { "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }
}
