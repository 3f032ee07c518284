import Foundation
import MotionGeometry

/// Interpolation and arithmetic on values of the same kind. Core Animation needs three operations:
/// interpolation (every animation), addition (additive, cumulative and byValue animations) and
/// subtraction (a `toValue` with a `byValue`). Transforms interpolate by decomposition (a rotation from
/// 0 to π/2 passes through π/4) and add by concatenation.
extension AnimatableValue {
    /// `self` at fraction 0, `other` at 1; fractions outside 0…1 extrapolate (springs and back easings overshoot).
    /// Mismatched kinds and images switch at 0.5.
    public func interpolated(to other: AnimatableValue, fraction f: Double) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + (b - a) * f)
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: lerp(a.x, b.x, f), y: lerp(a.y, b.y, f)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: lerp(a.width, b.width, f), height: lerp(a.height, b.height, f)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: lerp(a.origin.x, b.origin.x, f), y: lerp(a.origin.y, b.origin.y, f),
                                width: lerp(a.size.width, b.size.width, f), height: lerp(a.size.height, b.size.height, f)))
        case let (.transform(a), .transform(b)):
            return .transform(a.interpolated(to: b, fraction: CGFloat(f)))
        case let (.color(a), .color(b)):
            return .color(a.interpolated(to: b, fraction: CGFloat(f)))
        case let (.path(a?), .path(b?)):
            if let p = a.interpolated(to: b, fraction: CGFloat(f)) { return .path(p) }
            return f < 0.5 ? self : other
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: CGFloat(f)) })
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * f })
        default:
            return f < 0.5 ? self : other
        }
    }

    /// `self + other`: component-wise, transforms concatenated (`other` applied first, then `self`).
    public func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                                width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(b, a))
        case let (.color(a), .color(b)):
            return .color(CGColor(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { CGColor(red: $0.red + $1.red, green: $0.green + $1.green, blue: $0.blue + $1.blue, alpha: $0.alpha + $1.alpha) })
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + $1 })
        default: return other
        }
    }

    /// `self − other`: the inverse of `adding` (for transforms, `self` with `other` undone).
    public func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a - b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                                width: a.size.width - b.size.width, height: a.size.height - b.size.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(CATransform3DInvert(b), a))
        case let (.color(a), .color(b)):
            return .color(CGColor(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha))
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { CGColor(red: $0.red - $1.red, green: $0.green - $1.green, blue: $0.blue - $1.blue, alpha: $0.alpha - $1.alpha) })
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 - $1 })
        default: return self
        }
    }

    /// `self × k` for cumulative repeats (transforms: repeated concatenation is approximated by scaling the
    /// decomposed components, which is exact for pure translations, rotations about one axis and scales).
    public func multiplied(by k: Double) -> AnimatableValue {
        switch self {
        case .scalar(let a): return .scalar(a * k)
        case .point(let a): return .point(CGPoint(x: a.x * k, y: a.y * k))
        case .size(let a): return .size(CGSize(width: a.width * k, height: a.height * k))
        case .rect(let a): return .rect(CGRect(x: a.origin.x * k, y: a.origin.y * k, width: a.size.width * k, height: a.size.height * k))
        case .transform(let a): return .transform(CATransform3DIdentity.interpolated(to: a, fraction: CGFloat(k)))
        case .color(let a): return .color(CGColor(red: a.red * k, green: a.green * k, blue: a.blue * k, alpha: a.alpha * k))
        case .colors(let c): return .colors(c.map { CGColor(red: $0.red * k, green: $0.green * k, blue: $0.blue * k, alpha: $0.alpha * k) })
        case .numbers(let n): return .numbers(n.map { $0 * k })
        case .image, .path: return self
        }
    }

    /// Euclidean distance between two values, used by paced keyframe animations to give every
    /// segment a duration proportional to its length.
    public func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return abs(b - a)
        case let (.point(a), .point(b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case let (.size(a), .size(b)): return Double(hypot(b.width - a.width, b.height - a.height))
        case let (.rect(a), .rect(b)):
            let d = [b.origin.x - a.origin.x, b.origin.y - a.origin.y, b.size.width - a.size.width, b.size.height - a.size.height]
            return Double(d.reduce(0) { $0 + $1 * $1 }.squareRoot())
        case let (.color(a), .color(b)):
            let d = [b.red - a.red, b.green - a.green, b.blue - a.blue, b.alpha - a.alpha]
            return Double(d.reduce(0) { $0 + $1 * $1 }.squareRoot())
        case let (.transform(a), .transform(b)):
            let ta = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
            let tb = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
            return Double(zip(ta, tb).reduce(CGFloat(0)) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot())
        case (.colors, .colors), (.numbers, .numbers), (.path, .path):
            let a = components, b = other.components
            guard a.count == b.count else { return 0 }
            return zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
        default: return 0
        }
    }
}

@inline(__always) func lerp(_ a: CGFloat, _ b: CGFloat, _ f: Double) -> CGFloat { a + (b - a) * CGFloat(f) }

extension AnimatableValue {
    /// The additive offset that, added to `self`, gives `target`: `self.adding(self.offset(reaching: target)) == target`.
    /// UIKit's additive animations animate this offset to zero so that an interrupted animation never jumps.
    /// (For transforms it is target·self⁻¹, which differs from `target.subtracting(self)` when they do not commute.)
    public func offset(reaching target: AnimatableValue) -> AnimatableValue {
        if case .transform(let base) = self, case .transform(let t) = target {
            return .transform(CATransform3DConcat(t, CATransform3DInvert(base)))
        }
        return target.subtracting(self)
    }

    /// The neutral element of `adding` for this value's kind (0, .zero, identity, clear).
    public var zero: AnimatableValue {
        switch self {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        case .colors(let c): return .colors(c.map { _ in CGColor(red: 0, green: 0, blue: 0, alpha: 0) })
        case .numbers(let n): return .numbers(n.map { _ in 0 })
        case .image, .path: return self
        }
    }
}
