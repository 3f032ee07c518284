import Foundation

/// Safe-area members of view controllers (the status bar's are in the class body and `DeviceChrome`).
extension UIViewController {
    /// Insets added to the view's safe area (UIKit's container controllers use them for their bars).
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            guard newValue != additionalSafeAreaInsetsStorage else { return }
            additionalSafeAreaInsetsStorage = newValue
            viewIfLoaded?.safeAreaMayHaveChanged()
        }
    }
}

/// The status bar's look (UIKit's `UIStatusBarStyle`), with UIKit's raw values: `darkContent` is 3
/// (2 was iOS 6's `blackOpaque`), so a style stored or compared as its `rawValue` means the same.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3

    /// iOS 6's light-on-black styles, which UIKit's Swift overlay spells as `lightContent` since iOS 7.
    @available(*, deprecated, renamed: "lightContent")
    public static var blackTranslucent: UIStatusBarStyle { .lightContent }
    @available(*, deprecated, renamed: "lightContent")
    public static var blackOpaque: UIStatusBarStyle { .lightContent }
}

/// How status-bar changes animate (UIKit's `UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
