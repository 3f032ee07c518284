import Foundation
import MotionGeometry

/// A typed value that an animation can interpolate. Core Animation boxes these in `NSValue`/`NSNumber`;
/// Swift on Linux has no such bridging, so animations accept plain Swift values (`Double`, `CGFloat`,
/// `Int`, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGColor`, `CGImage`, `CGPath`, `[CGColor]`,
/// `[NSNumber]` or Swift number arrays, or geometry boxed in `NSValue`) and convert them to this enum
/// once, when the animation is added to a layer.
public enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Indirect: a 128-byte matrix inline would make every value 129 bytes to copy.
    indirect case transform(CATransform3D)
    case color(CGColor)
    /// Layer contents; not interpolable (it switches at the half-way point, as Core Animation does for discrete values).
    case image(CGImage?)
    /// A shape layer's path: interpolated point by point between paths with the same element kinds
    /// (Core Animation's rule), switched at the half-way point otherwise.
    case path(CGPath?)
    /// A gradient's colours: interpolated colour by colour when the counts match, switched otherwise.
    case colors([CGColor])
    /// A list of numbers (gradient locations): element by element when the counts match, switched otherwise.
    case numbers([Double])

    public static func == (a: AnimatableValue, b: AnimatableValue) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return x == y
        case let (.point(x), .point(y)): return x == y
        case let (.size(x), .size(y)): return x == y
        case let (.rect(x), .rect(y)): return x == y
        case let (.transform(x), .transform(y)): return x == y
        case let (.color(x), .color(y)): return x == y
        case let (.image(x), .image(y)): return x === y
        case let (.path(x), .path(y)): return x == y
        case let (.colors(x), .colors(y)): return x == y
        case let (.numbers(x), .numbers(y)): return x == y
        default: return false
        }
    }

    public var kind: AnimatableValueKind {
        switch self {
        case .scalar: return .scalar
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .transform: return .transform
        case .color: return .color
        case .image: return .image
        case .path: return .path
        case .colors: return .colors
        case .numbers: return .numbers
        }
    }

    /// The value as the plain Swift value users read back (`CGFloat` for scalars).
    public var anyValue: Any {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color(let c): return c
        case .image(let i): return i as Any
        case .path(let p): return p as Any
        case .colors(let c): return c
        case .numbers(let n): return n.map { NSNumber(value: $0) }
        }
    }

    public var scalarValue: Double? { if case .scalar(let v) = self { return v }; return nil }
}

/// The type a key path expects.
public enum AnimatableValueKind: String, CustomStringConvertible {
    case scalar = "a number"
    case point = "CGPoint"
    case size = "CGSize"
    case rect = "CGRect"
    case transform = "CATransform3D"
    case color = "CGColor"
    case image = "CGImage"
    case path = "CGPath"
    case colors = "[CGColor]"
    case numbers = "[NSNumber]"

    public var description: String { rawValue }
}

extension AnimatableValue {
    /// Converts a user-supplied value to `kind`, or returns nil when the type does not fit.
    /// Numbers of any Swift numeric type (and `NSNumber`) are scalars; a `CGAffineTransform`
    /// is accepted where a `CATransform3D` is expected; arrays of any of those numbers where a list
    /// of numbers is; a nil `CGPath?` where a path is. Non-finite numbers are refused.
    public static func convert(_ value: Any, to kind: AnimatableValueKind) -> AnimatableValue? {
        if let v = value as? AnimatableValue { return v.kind == kind ? v : nil }
        // iOS code boxes geometry in NSValue (`NSValue(caTransform3D:)`, `NSValue(cgPoint:)`).
        if !(value is NSNumber), let box = value as? NSValue, let unboxed = box.boxedGeometry {
            return convert(unboxed, to: kind)
        }
        switch kind {
        case .scalar:
            switch value {
            case let v as Double: return v.isFinite ? .scalar(v) : nil
            case let v as CGFloat: return v.isFinite ? .scalar(Double(v)) : nil
            case let v as Float: return v.isFinite ? .scalar(Double(v)) : nil
            case let v as Int: return .scalar(Double(v))
            case let v as NSNumber: let d = v.doubleValue; return d.isFinite ? .scalar(d) : nil
            default: return nil
            }
        case .point: return (value as? CGPoint).flatMap { $0.x.isFinite && $0.y.isFinite ? .point($0) : nil }
        case .size: return (value as? CGSize).flatMap { $0.width.isFinite && $0.height.isFinite ? .size($0) : nil }
        case .rect: return (value as? CGRect).flatMap { $0.origin.x.isFinite && $0.size.width.isFinite ? .rect($0) : nil }
        case .transform:
            if let t = value as? CATransform3D { return .transform(t) }
            if let a = value as? CGAffineTransform { return .transform(CATransform3DMakeAffineTransform(a)) }
            return nil
        case .color: return (value as? CGColor).map { .color($0) }
        case .image:
            if let i = value as? CGImage { return .image(i) }
            return nil
        case .path:
            if let p = value as? CGPath { return .path(p) }
            if let p = value as? CGPath?, p == nil { return .path(nil) }
            return nil
        case .colors:
            if let c = value as? [CGColor] { return .colors(c) }
            if let a = value as? [Any] {
                let c = a.compactMap { $0 as? CGColor }
                return c.count == a.count ? .colors(c) : nil
            }
            return nil
        case .numbers:
            return numberList(value).map { .numbers($0) }
        }
    }

    /// `value` as a list of finite numbers: `[NSNumber]`, `[Double]`, `[CGFloat]`, `[Float]`, `[Int]`,
    /// or `[Any]` holding any of those.
    static func numberList(_ value: Any) -> [Double]? {
        func number(_ v: Any) -> Double? {
            switch v {
            case let d as Double: return d
            case let d as CGFloat: return Double(d)
            case let d as Float: return Double(d)
            case let d as Int: return Double(d)
            case let d as NSNumber: return d.doubleValue
            default: return nil
            }
        }
        let list: [Double]?
        switch value {
        case let a as [Double]: list = a
        case let a as [CGFloat]: list = a.map { Double($0) }
        case let a as [Float]: list = a.map { Double($0) }
        case let a as [Int]: list = a.map { Double($0) }
        case let a as [NSNumber]: list = a.map { $0.doubleValue }
        case let a as [Any]:
            let n = a.compactMap(number)
            list = n.count == a.count ? n : nil
        default: list = nil
        }
        guard let l = list, l.allSatisfy({ $0.isFinite }) else { return nil }
        return l
    }
}
