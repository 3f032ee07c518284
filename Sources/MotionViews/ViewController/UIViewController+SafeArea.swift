import Foundation

/// Safe-area and status-bar members iOS view controllers override. The preview draws no status bar:
/// `prefersStatusBarHidden` and `preferredStatusBarStyle` are there so overrides compile and can be read,
/// and have nothing to show.
extension UIViewController {
    /// Insets added to the view's safe area (UIKit's container controllers use them for their bars).
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            guard newValue != additionalSafeAreaInsetsStorage else { return }
            additionalSafeAreaInsetsStorage = newValue
            if isViewLoaded {
                notifySafeAreaChange(view)
                view.rootView.autoLayoutState?.engine?.guidesChanged()
            }
            viewSafeAreaInsetsDidChange()
        }
    }

    /// Tells `v` and its subviews that their safe area may have changed, and lays them out again.
    private func notifySafeAreaChange(_ v: UIView) {
        v.safeAreaInsetsDidChange()
        v.setNeedsLayout()
        for s in v.subviews { notifySafeAreaChange(s) }
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
