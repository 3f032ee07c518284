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

/// The status bar's look (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent
}

/// How status-bar changes animate (UIKit's `UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
