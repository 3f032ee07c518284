import Foundation

/// The root of a view tree: the host renders `rootLayer` (this window's layer and everything under
/// it) and feeds input through `sendTouch`, `sendWheel` and `sendKey`.
///
/// Window coordinates are the window's bounds coordinates, in points (320×568 for the seeds' screen).
open class UIWindow: UIView {
    /// Pixels per point the host renders at.
    public var screenScale: CGFloat
    /// Receives key presses (SDL key names: "space", "left", "1", …); scenes install it.
    public var keyHandler: ((String) -> Void)?

    /// The touch in progress (the mouse is a single touch), and whether an interceptor took it over.
    var activeTouch: UITouch?
    var touchIntercepted = false

    public override init(frame: CGRect) {
        screenScale = UIServices.screenScale
        super.init(frame: frame)
    }

    /// The layer tree the host renders (this window's layer).
    public var rootLayer: CALayer { layer }

    /// The window ends the responder chain.
    open override var next: UIResponder? { nil }

    /// The touch currently down, if any.
    public var currentTouch: UITouch? { activeTouch }

    /// UIKit compatibility: shows the window.
    public func makeKeyAndVisible() { isHidden = false }
}
