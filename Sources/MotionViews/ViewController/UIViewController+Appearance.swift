import Foundation

/// Where a controller's view is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// Appearance callbacks, by UIKit's rules.
///
/// - A controller's view entering a visible window (one that `makeKeyAndVisible()` was called on)
///   gets `viewWillAppear` before it is added and `viewDidAppear` after; leaving it,
///   `viewWillDisappear` before and `viewDidDisappear` after (`UIView+Hierarchy.swift` calls
///   `windowVisibilityWillChange`/`DidChange`).
/// - Animated transitions (presentation, navigation) call `beginAppearanceTransition(_:animated:)`
///   before they start and `endAppearanceTransition()` when they end, so `viewDidAppear` comes after
///   the animation. A controller already in the requested transition is left alone, which is how a
///   transition's own calls and the window's do not double up.
/// - Each call is forwarded to the controllers whose views are inside this one's (children, when
///   `shouldAutomaticallyForwardAppearanceMethods`), parents before children; "did" calls go out in
///   the same order.
extension UIViewController {
    /// Whether the view is in a visible window or arriving in one.
    var isAppearingOrAppeared: Bool { appearance == .appearing || appearance == .appeared }

    /// Starts an appearance (`isAppearing`) or disappearance transition: `viewWillAppear`/
    /// `viewWillDisappear`, then the same for the controllers inside. No effect when already in it.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let target: AppearanceState = isAppearing ? .appearing : .disappearing
        if appearance == target { return }
        if isAppearing && appearance == .appeared { return }
        if !isAppearing && appearance == .disappeared { return }
        appearance = target
        lastAppearanceAnimated = animated
        if isAppearing { sentViewIsAppearing = false; viewWillAppear(animated) } else { viewWillDisappear(animated) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for c in controllersInsideView() { c.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition begun with `beginAppearanceTransition`: `viewDidAppear`/
    /// `viewDidDisappear`, then the same for the controllers inside that are in a transition.
    public func endAppearanceTransition() {
        let animated = lastAppearanceAnimated
        switch appearance {
        case .appearing:
            sendViewIsAppearingIfNeeded(atEnd: true)
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for c in controllersInsideView() where c.appearance == .appearing || c.appearance == .disappearing {
            c.endAppearanceTransition()
        }
    }

    /// The controllers owning the outermost controller views below this one's view (its contained
    /// children whose views are shown, normally).
    func controllersInsideView() -> [UIViewController] {
        guard let v = viewStorage else { return [] }
        return UIViewController.controllers(below: v)
    }

    /// The controllers owning the outermost controller views in `view`'s subtree, `view` excluded.
    static func controllers(below view: UIView) -> [UIViewController] {
        var out: [UIViewController] = []
        for s in view.subviews {
            if let c = s.viewControllerStorage { out.append(c) } else { out += controllers(below: s) }
        }
        return out
    }

    /// The controllers owning the outermost controller views in `view`'s subtree, `view` included.
    static func controllers(at view: UIView) -> [UIViewController] {
        if let c = view.viewControllerStorage { return [c] }
        return controllers(below: view)
    }
}

/// The window side: `UIView+Hierarchy.swift` reports views entering or leaving a visible window.
extension UIView {
    /// Whether this view is in a window that `makeKeyAndVisible()` has shown.
    var isInVisibleWindow: Bool { window?.isKeyWindow ?? false }

    /// Before the view (with its subtree) enters or leaves a visible window: the controllers whose
    /// views are in the subtree start appearing or disappearing (not animated). Returns them, for
    /// `windowVisibilityDidChange`.
    func windowVisibilityWillChange(appearing: Bool) -> [UIViewController] {
        let controllers = UIViewController.controllers(at: self).filter {
            appearing ? $0.appearance == .disappeared : $0.appearance == .appeared
        }
        for c in controllers { c.beginAppearanceTransition(appearing, animated: false) }
        return controllers
    }

    /// After the move: those controllers finish appearing or disappearing.
    func windowVisibilityDidChange(_ controllers: [UIViewController]) {
        for c in controllers { c.endAppearanceTransition() }
    }
}
