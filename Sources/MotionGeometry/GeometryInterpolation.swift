import Foundation

// Linear interpolation and clamping for the Foundation geometry types.
// `fraction` 0 gives self, 1 gives the target; values outside 0…1 extrapolate.

extension CGPoint {
    public func interpolated(to other: CGPoint, fraction f: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * f, y: y + (other.y - y) * f)
    }
}

extension CGSize {
    public func interpolated(to other: CGSize, fraction f: CGFloat) -> CGSize {
        CGSize(width: width + (other.width - width) * f, height: height + (other.height - height) * f)
    }
}

extension CGRect {
    /// Origin and size interpolated separately, as Core Animation animates `bounds`.
    public func interpolated(to other: CGRect, fraction f: CGFloat) -> CGRect {
        CGRect(origin: origin.interpolated(to: other.origin, fraction: f),
               size: size.interpolated(to: other.size, fraction: f))
    }

    /// (midX, midY).
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGFloat {
    /// Linear interpolation: self + (other − self) · fraction.
    public func interpolated(to other: CGFloat, fraction f: CGFloat) -> CGFloat { self + (other - self) * f }

    /// The value limited to `range`.
    public func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
