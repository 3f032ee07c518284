import Foundation
import MotionGeometry

/// Values of keys a layer subclass adds (`@NSManaged var progress: CGFloat`, set and read through
/// `setValue(_:forKey:)`/`value(forKey:)`), which Core Animation animates like its own.
extension AnimatableValue {
    /// The kinds a custom key's value is tried as, in order.
    static let inferenceOrder: [AnimatableValueKind] = [.scalar, .point, .size, .rect, .color, .transform, .path, .image, .colors, .numbers]

    /// `value` as the first kind it converts to; nil for a value no animation can interpolate.
    public static func infer(_ value: Any) -> AnimatableValue? {
        for kind in inferenceOrder { if let v = convert(value, to: kind) { return v } }
        return nil
    }

    /// The zero of `kind` (what an unset custom key animates from).
    public static func zero(of kind: AnimatableValueKind) -> AnimatableValue {
        switch kind {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(.clear)
        case .image: return .image(nil)
        case .path: return .path(nil)
        case .colors: return .colors([])
        case .numbers: return .numbers([])
        }
    }

    /// This value as the Swift type `template` has (a `CGFloat` property reads back a `CGFloat`, a
    /// `Double` one a `Double`, an `Int` one the rounded number); `anyValue` when there is no template or
    /// it is of another kind.
    public func restored(like template: Any?) -> Any {
        guard case .scalar(let v) = self, let template else { return anyValue }
        switch template {
        case is CGFloat: return CGFloat(v)
        case is Double: return v
        case is Float: return Float(v)
        case is Int: return Int(v.rounded())
        case is NSNumber: return NSNumber(value: v)
        default: return anyValue
        }
    }
}
