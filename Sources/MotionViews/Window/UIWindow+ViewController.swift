import Foundation

/// A window showing a view controller.
extension UIWindow {
    /// The controller whose view fills the window. Setting it installs the view (sized to the window
    /// before `viewDidLoad`, at the back of the window's subviews) and removes the previous one's; in a
    /// visible window the appearance callbacks run at once (the old one disappears, the new appears).
    ///
    /// A window a launched app folder made is shown by the preview's window (`displayWindow`): its root
    /// is that window's, so an app that swaps its window's root (a log-in screen for the main one) is
    /// seen doing so.
    public var rootViewController: UIViewController? {
        get { displayWindow?.rootViewController ?? rootViewControllerStorage }
        set {
            if let display = displayWindow {
                display.rootViewController = newValue
                return
            }
            guard newValue !== rootViewControllerStorage else { return }
            if let old = rootViewControllerStorage?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            rootViewControllerStorage = newValue
            guard let controller = newValue else { return }
            let v = controller.loadView(sizedTo: bounds.size)
            v.frame = bounds
            insertSubview(v, at: 0)
            AppLaunch.windowTookLaunchedRoot(self)
        }
    }

    /// Shows the window: the host calls this once, at scene time 0. The first time, the controllers
    /// whose views are in the window appear as on iOS when an app's window comes on screen:
    /// `viewWillAppear(false)`, a layout pass (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`),
    /// `viewDidAppear(false)`. From then on, controller views entering or leaving the window get their
    /// appearance callbacks.
    public func makeKeyAndVisible() {
        // A window an app folder's launch made for its scene: the preview's window shows its controller.
        if AppLaunch.launching {
            AppLaunch.shownWindow = self
            return
        }
        // A window the launched app made later (its delegate's new window): the preview's window shows it.
        if let display = displayWindow ?? AppLaunch.display(for: self) {
            display.makeKeyAndVisible()
            return
        }
        isHidden = false
        ViewAnimationState.current.keyWindow = self
        guard !isKeyWindow else { return }
        let appearing = windowVisibilityWillChange(appearing: true)
        isKeyWindow = true
        layoutIfNeeded()
        windowVisibilityDidChange(appearing)
    }

    /// Keeps the root view filling the window, and the presented views where their style puts them.
    func layoutViewControllerViews() {
        if let v = rootViewControllerStorage?.viewIfLoaded, v.superview === self, v.bounds.size != bounds.size {
            v.frame = bounds
        }
        var c = rootViewControllerStorage
        while let presenter = c, let presented = presenter.presentedStorage {
            if !presented.isInPresentationTransition { presented.layoutPresentation(in: self) }
            c = presented
        }
    }
}
