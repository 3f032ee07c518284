import Foundation

/// The app-wide status bar of iOS before 9 (deprecated since, still in the SDK): `statusBarStyle`,
/// `isStatusBarHidden` and their `set…` methods. As UIApplication.h documents, they decide the status
/// bar only when Info.plist sets `UIViewControllerBasedStatusBarAppearance` to NO; otherwise the shown
/// controller's `preferredStatusBarStyle`/`prefersStatusBarHidden` do, and setting them changes
/// nothing on screen (reading them answers what is shown).
extension UIApplication {
    public var statusBarStyle: UIStatusBarStyle {
        get {
            guard InterfaceBuilderRegistry.viewControllerBasedStatusBarAppearance else { return appStatusBarStyle }
            return keyWindow?.statusBarController?.preferredStatusBarStyle ?? .default
        }
        set { setStatusBarStyle(newValue, animated: false) }
    }

    public var isStatusBarHidden: Bool {
        get {
            guard InterfaceBuilderRegistry.viewControllerBasedStatusBarAppearance else { return appStatusBarHidden }
            return keyWindow?.statusBarController?.prefersStatusBarHidden ?? false
        }
        set { setStatusBarHidden(newValue, with: .none) }
    }

    /// Sets the app's status bar style (shown at once: the status bar's colours do not animate here).
    public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) {
        appStatusBarStyle = style
        statusBarDidChange()
    }

    /// Shows or hides the app's status bar; a window without a notch gives its 20 points back to the
    /// safe area, as when a controller hides it (the change is immediate).
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        appStatusBarHidden = hidden
        statusBarDidChange()
    }

    private func statusBarDidChange() {
        guard !InterfaceBuilderRegistry.viewControllerBasedStatusBarAppearance else { return }
        for window in windows { window.statusBarAppearanceDidChange() }
    }
}
