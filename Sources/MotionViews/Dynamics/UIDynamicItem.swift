import Foundation

/// The shape UIKit Dynamics gives an item in collisions (iOS 9).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds (the default).
    case rectangle
    /// The ellipse inscribed in the bounds (a circle for a square item).
    case ellipse
    /// `collisionBoundingPath`: a convex polygon about the item's centre.
    case path
}

/// Something a `UIDynamicAnimator` can move: views, and any `NSObject` subclass of yours with a centre,
/// bounds and transform (UIKit's protocol, `NSObjectProtocol` as on iOS, so `item.isEqual(view)`
/// compiles). The animator reads `bounds` (and the collision shape) when it starts animating an item or
/// is told `updateItem(usingCurrentState:)`, and writes `center` and `transform` (a rotation) after each
/// step.
@MainActor @preconcurrency public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre in the animator's reference coordinates (points).
    var center: CGPoint { get set }
    /// The item's size (the origin is ignored), points.
    var bounds: CGRect { get }
    /// The animator writes a rotation here (UIKit Dynamics sets the transform's rotation, not its scale).
    var transform: CGAffineTransform { get set }
    /// The collision shape; `.rectangle` unless the item says otherwise.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// For `.path`: a convex polygon in coordinates about the item's centre.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath {
        let size = bounds.size
        return UIBezierPath(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }
}

/// Views are dynamic items (their `collisionBoundsType` and `collisionBoundingPath` are declared on
/// `UIView`, so subclasses override them as on iOS).
extension UIView: UIDynamicItem {}
