import Foundation

/// A timing function as a plain value: what `CAMediaTimingFunction` evaluates, without a reference
/// to share. Animations keep these for their per-frame work, so layers evaluated on several threads
/// never contend for one timing function object's reference count.
public struct TimingCurve: Hashable, Sendable {
    public let bezier: UnitBezier
    /// Control points on the diagonal: the curve is y = x exactly.
    public let isLinear: Bool

    /// Eased progress for `x`; maps 0→0 and 1→1, input clamped to 0…1, output not clamped.
    @inlinable @inline(__always)
    public func evaluate(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return bezier.solve(x)
    }
}

extension CAMediaTimingFunction {
    /// This function as a value.
    public var curve: TimingCurve {
        let (a, b) = controlPoints
        return TimingCurve(bezier: UnitBezier(p1x: Double(a.x), p1y: Double(a.y), p2x: Double(b.x), p2y: Double(b.y)), isLinear: isLinear)
    }
}
