import Foundation

/// UIKit's `UICoordinateSpace`, as far as apps read it: the screen's space, for the window an app makes
/// to fill it (`UIWindow(frame: windowScene.coordinateSpace.bounds)` in Xcode's scene template,
/// `UIScreen.main.coordinateSpace.bounds`). Conversions between spaces are views' own
/// `convert(_:to:)`/`convert(_:from:)` with views (UIView does not adopt this protocol here).
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds in its own coordinates.
    var bounds: CGRect { get }
}

extension UIScreen: UICoordinateSpace {
    /// The screen's space (points, origin zero, portrait: the preview never rotates).
    public var coordinateSpace: UICoordinateSpace { self }
    /// The screen's space in the portrait-up orientation: the same here (the preview never rotates).
    public var fixedCoordinateSpace: UICoordinateSpace { self }
}

extension UIWindowScene {
    /// The scene's space: its screen's.
    public var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }
}
