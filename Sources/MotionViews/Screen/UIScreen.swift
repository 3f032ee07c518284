import Foundation

/// The screen a preview shows on: its size is the preview's window (the size the preview was
/// registered with, 320×568 points by default) and its scale the render scale (`--scale`, 1 or 2). They
/// are read from the session at the moment they are asked for, so `UIScreen.main.bounds.width` in a view
/// controller is the width it is shown at: the window made key last, else the session's first window.
/// Before any window exists (unit tests), the seeds' screen:
/// 320×568 points at the session's screen scale (2 unless a host set it).
public final class UIScreen {
    /// The screen of the current preview session.
    public static var main: UIScreen { UIScreen() }

    /// The size every session assumes before a window is shown.
    public static let defaultSize = CGSize(width: 320, height: 568)

    init() {}

    /// The screen in points, origin zero.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: ViewAnimationState.current.keyWindow?.bounds.size ?? Self.defaultSize)
    }
    /// Pixels per point.
    public var scale: CGFloat { ViewAnimationState.current.keyWindow?.screenScale ?? UIServices.screenScale }
    /// The same as `scale` (no display zoom here).
    public var nativeScale: CGFloat { scale }
    /// The most frames a second the screen shows (UIScreen.h): 60, an iPhone display's rate and the
    /// preview's default frame rate (a headless `--fps` does not change what the app is told).
    public var maximumFramesPerSecond: Int { 60 }
    /// The screen in pixels, portrait, origin zero (UIKit's definition).
    public var nativeBounds: CGRect {
        let b = bounds, s = nativeScale
        return CGRect(x: 0, y: 0, width: b.width * s, height: b.height * s)
    }
}

extension UIWindow {
    /// The screen the window shows on.
    public var screen: UIScreen { UIScreen.main }
}
