import Foundation

extension UITouch {
    /// The touch's force, where 1 is an average touch (UIKit). A preview's pointer — like an iPhone
    /// without 3D Touch, every iPhone since the 11 — measures none: 0, as UIKit reports there.
    public var force: CGFloat { 0 }
    /// The greatest force the device can report: 0 without force sensing (UIKit's value then).
    public var maximumPossibleForce: CGFloat { 0 }

    /// UIKit's `UITouch.TouchType` (raw values UIKit's).
    public enum TouchType: Int, Sendable { case direct = 0, indirect, pencil, indirectPointer }
    /// Touches here come from a touch screen (or the mouse standing in for a finger): `.direct`.
    public var type: TouchType { .direct }
    /// The radius of the touched area, points: UIKit reports about 20 for a fingertip; a pointer has
    /// no contact patch, so this is that typical fingertip, with no tolerance.
    public var majorRadius: CGFloat { 20 }
    public var majorRadiusTolerance: CGFloat { 0 }
}
