import Foundation

/// The device chrome of a window that stands for an iPhone (`showsDeviceChrome`): the safe area of the
/// device of the window's size and the status bar and home indicator drawn over everything.
extension UIWindow {
    /// The window's own safe area: the device's (`DeviceChrome.safeAreaInsets`) while it shows the
    /// chrome — without the status bar's 20 points when the shown controller hides the status bar on a
    /// device without a notch — and zero otherwise.
    public var deviceSafeAreaInsets: UIEdgeInsets {
        guard showsDeviceChrome else { return .zero }
        return DeviceChrome.safeAreaInsets(for: bounds.size, statusBarHidden: prefersStatusBarHiddenNow)
    }

    /// Whether the status bar is hidden by choice: the shown controller's `prefersStatusBarHidden`, or
    /// — in an app whose Info.plist turns off view-controller-based status bar appearance —
    /// `UIApplication.shared.isStatusBarHidden`.
    var prefersStatusBarHiddenNow: Bool {
        InterfaceBuilderRegistry.viewControllerBasedStatusBarAppearance
            ? statusBarController?.prefersStatusBarHidden ?? false
            : UIApplication.shared.appStatusBarHidden
    }

    /// The controller whose status-bar preferences apply: the topmost full-screen presented controller
    /// (or one that captures the status bar's appearance), else the root, following
    /// `childForStatusBarStyle`/`childForStatusBarHidden` down (UIKit's rule).
    var statusBarController: UIViewController? {
        var c = rootViewControllerStorage
        while let presenter = c, let presented = presenter.presentedStorage {
            let style = presented.presentationStyleInUse ?? presented.modalPresentationStyle
            guard style == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance else { break }
            c = presented
        }
        var hops = 0
        while let cur = c, let child = cur.childForStatusBarStyle, hops < 32 {
            c = child
            hops += 1
        }
        return c
    }

    /// Whether a page sheet is up that pushed the screen behind it back (shrunk over black).
    var sheetPushedScreenBack: Bool {
        var c = rootViewControllerStorage
        while let presenter = c, let presented = presenter.presentedStorage {
            if presented.presenterLookBeforeSheet != nil, let v = presenter.installedView, v.transform.a < 0.999 { return true }
            c = presented
        }
        return false
    }

    /// Adds, removes or updates the chrome's views and tells the views when the safe area changed.
    func updateDeviceChrome() {
        if showsDeviceChrome {
            if statusBarView == nil {
                let bar = StatusBarView(frame: .zero)
                statusBarView = bar
                addSubview(bar)
            }
            if homeIndicatorView == nil {
                let indicator = HomeIndicatorView(frame: .zero)
                homeIndicatorView = indicator
                addSubview(indicator)
            }
        } else {
            statusBarView?.removeFromSuperview()
            statusBarView = nil
            homeIndicatorView?.removeFromSuperview()
            homeIndicatorView = nil
        }
        layoutDeviceChrome()
        let insets = deviceSafeAreaInsets
        if insets != lastDeviceSafeAreaInsets {
            lastDeviceSafeAreaInsets = insets
            safeAreaMayHaveChanged()
        }
    }

    /// Places the status bar and home indicator for the window's size, in the shown controller's style.
    func layoutDeviceChrome() {
        guard let bar = statusBarView else { return }
        let size = bounds.size
        let controller = statusBarController
        let hidden = prefersStatusBarHiddenNow
        let height = DeviceChrome.statusBarHeight(for: size)
        bar.isHidden = hidden || height == 0
        // A page sheet that pushed the screen back shows the status bar light over the black behind it, as
        // iOS does (unless the sheet's controller captures the status bar's appearance).
        var style = sheetPushedScreenBack && controller?.modalPresentationCapturesStatusBarAppearance != true
            ? .lightContent
            : InterfaceBuilderRegistry.viewControllerBasedStatusBarAppearance ? controller?.preferredStatusBarStyle ?? .default
            : UIApplication.shared.appStatusBarStyle
        // iOS 13's `.default` follows the style of the controller it asks (a root controller overriding
        // its style to dark in a light device gets light content), not the device's.
        if style == .default {
            style = (controller?.viewIfLoaded?.traitStyleStorage ?? traitStyleStorage) == .dark ? .lightContent : .darkContent
        }
        bar.style = style
        let frame = CGRect(x: 0, y: 0, width: size.width, height: height)
        if bar.frame != frame { bar.frame = frame }
        if let indicator = homeIndicatorView {
            let device = DeviceChrome.device(for: size)
            indicator.isHidden = !(device.isKnownDevice && device.bottom > 0)
            let w: CGFloat = size.width > size.height ? 220 : 134
            let f = CGRect(x: (size.width - w) / 2, y: size.height - 8 - 5, width: w, height: 5)
            if indicator.frame != f { indicator.frame = f }
            indicator.backgroundColor = bar.style == .lightContent || bar.style == .default && traitStyleStorage == .dark ? .white : .black
        }
        keepChromeInFront()
    }

    func keepChromeInFront() {
        let chrome = [statusBarView, homeIndicatorView].compactMap { $0 }
        guard !chrome.isEmpty else { return }
        let tail = subviews.suffix(chrome.count)
        if zip(tail, chrome).allSatisfy({ $0 === $1 }) { return }
        for v in chrome { bringSubviewToFront(v) }
    }

    /// The status bar's preferences changed (a controller called `setNeedsStatusBarAppearanceUpdate()`).
    func statusBarAppearanceDidChange() {
        guard showsDeviceChrome else { return }
        updateDeviceChrome()
    }
}
