import Foundation

/// iOS's rubber-band resistance past a scroll view's edge.
///
///     f(x) = (1 − 1/(x·c/d + 1))·d,   c = 0.55
///
/// x is how far the finger has dragged past the edge, d the view's dimension along the axis, and
/// f(x) how far past the edge the content shows. f(0) = 0, f'(0) = c, f is strictly increasing and
/// tends to d, so a drag never shows more than one view's worth of overscroll. f is invertible on
/// [0, d): `overscroll(forDisplacement:)` recovers x, which is what lets a drag that starts (or
/// reverses) in the rubber-band region continue without a jump.
public struct RubberBand: Equatable, Sendable {
    /// Apple's coefficient (the slope at the edge).
    public static let coefficient = 0.55

    /// The view's dimension along the axis, points (> 0).
    public var dimension: Double
    public var coefficient: Double

    public init(dimension: Double, coefficient: Double = RubberBand.coefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// Visible displacement past the edge for a drag `x` points past it (odd: negative x gives −f(−x)).
    public func displacement(forOverscroll x: Double) -> Double {
        guard dimension > 0 else { return 0 }
        if x < 0 { return -displacement(forOverscroll: -x) }
        return (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    }

    /// The inverse: the drag distance that shows `y` points past the edge, x = y·d / (c·(d − y)).
    /// Displacements at or beyond d (reachable only by setting the offset directly) map to the
    /// largest finite drag, so the result is always finite.
    public func overscroll(forDisplacement y: Double) -> Double {
        guard dimension > 0 else { return 0 }
        if y < 0 { return -overscroll(forDisplacement: -y) }
        let y = min(y, dimension * (1 - 1e-9))
        return y * dimension / (coefficient * (dimension - y))
    }

    /// Maps an unresisted offset to the shown one: identity inside `range`, rubber-banded past it.
    public func clamp(_ raw: Double, to range: ClosedRange<Double>) -> Double {
        if raw < range.lowerBound { return range.lowerBound - displacement(forOverscroll: range.lowerBound - raw) }
        if raw > range.upperBound { return range.upperBound + displacement(forOverscroll: raw - range.upperBound) }
        return raw
    }

    /// The inverse of `clamp(_:to:)`: the unresisted offset that shows `shown`.
    public func unclamp(_ shown: Double, from range: ClosedRange<Double>) -> Double {
        if shown < range.lowerBound { return range.lowerBound - overscroll(forDisplacement: range.lowerBound - shown) }
        if shown > range.upperBound { return range.upperBound + overscroll(forDisplacement: shown - range.upperBound) }
        return shown
    }
}
