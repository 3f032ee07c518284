import Foundation

/// A view that scrolls with the mouse wheel. `UIWindow.sendWheel` gives the wheel to the nearest
/// ancestor of the view under the pointer (the view itself included) that adopts this.
public protocol WheelScrollable: AnyObject {
    /// - Parameters: dx, dy: wheel movement in points; positive dy scrolls the content up (shows what is below).
    func scrollWheel(dx: CGFloat, dy: CGFloat)
}
