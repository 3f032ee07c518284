import Foundation

/// Modal presentation, by UIKit's rules.
///
/// - The presenting controller is the outermost ancestor of the one `present` is called on (the one
///   whose view is in the window: a navigation controller rather than its child). It may present one
///   controller at a time; a controller not in a window cannot present; requests during a
///   presentation or dismissal transition are refused (UIKit logs and ignores them; so do we, silently).
/// - The presented view goes on top of the window. `.fullScreen` removes the presenting view when the
///   transition ends (the presenting controller disappears); `.overFullScreen` leaves it;
///   `.pageSheet` (iOS 13's default through `.automatic`) shows a card below the status bar and
///   shrinks the presenting view behind it, which stays (and does not disappear).
/// - Callbacks: presenting `viewWillDisappear` (full screen only), presented `viewWillAppear`, the
///   animation, presenting `viewDidDisappear`, presented `viewDidAppear`, then `completion`. Without
///   animation all of it happens before `present` returns.
/// - `dismiss(animated:completion:)` on the presenting controller dismisses what it presents (and
///   everything presented above that, only the top one animating); on a presented controller it asks
///   its presenter to.
///
/// Animation: `modalTransitionDuration` (0.5 s) with `modalTransitionCurve` (ease-out, both ways); see
/// `ModalTransition.swift` for each `UIModalTransitionStyle`.
extension UIViewController {
    /// The controller this one (or an ancestor) presents.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parentStorage?.presentedViewController
    }

    /// The controller that presented this one (or an ancestor).
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    /// Whether the controller is being presented right now (its presentation transition runs).
    public var isBeingPresented: Bool { presentingStorage != nil && isInPresentationTransition && appearance == .appearing }
    /// Whether the controller is being dismissed right now.
    public var isBeingDismissed: Bool { presentingStorage != nil && isInPresentationTransition && appearance == .disappearing }

    /// The outermost ancestor (the controller whose view is installed in the window).
    var containmentRoot: UIViewController {
        var c = self
        while let p = c.parentStorage { c = p }
        return c
    }

    /// `present(_:animated:completion:)`'s work (the overridable method is in the class body).
    func performPresent(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                        completion: (() -> Void)?) {
        let presenter = containmentRoot
        let vc = viewControllerToPresent
        guard vc !== presenter, vc.parentStorage == nil, vc.presentingStorage == nil,
              presenter.presentedStorage == nil, !presenter.isInPresentationTransition,
              let presenterView = presenter.viewIfLoaded, let window = presenterView.window else { return }
        let style = vc.modalPresentationStyle.resolved
        presenter.presentedStorage = vc
        vc.presentingStorage = presenter
        vc.presentationStyleInUse = style
        presenter.isInPresentationTransition = true
        vc.isInPresentationTransition = true

        if let animator = vc.transitioningDelegate?.animationController(forPresented: vc, presenting: presenter, source: self) {
            let coordinator = PresentationCoordination.begin(animated: flag, duration: 0, from: presenter, to: vc, key: vc, container: window)
            runCustomPresentation(animator, presenting: vc, presenter: presenter,
                                  presenterView: presenter.installedView ?? presenterView, window: window,
                                  animated: flag, coordinator: coordinator, completion: completion)
            return
        }

        let layout = ModalLayout(style: style, window: window, sheet: vc.presentationControllerStorage as? UISheetPresentationController)
        let presentedView = vc.loadView(sizedTo: layout.viewFrame.size)
        let container = layout.makeContainer(for: presentedView)
        vc.presentationContainer = container
        if style == .pageSheet { SheetDragController.install(on: vc, container: container) }

        let covers = style == .fullScreen
        let coordinator = PresentationCoordination.begin(animated: flag, duration: UIViewController.modalTransitionDuration,
                                                         from: presenter, to: vc, key: vc, container: container)
        if covers { presenter.beginAppearanceTransition(false, animated: flag) }
        vc.beginAppearanceTransition(true, animated: flag)
        let presenterInstalled = presenter.installedView ?? presenterView

        let finish = {
            PresentationCoordination.end(coordinator, key: vc)
            if covers {
                presenterInstalled.removeFromSuperview()
                presenter.endAppearanceTransition()
            }
            vc.endAppearanceTransition()
            presenter.isInPresentationTransition = false
            vc.isInPresentationTransition = false
            completion?()
        }
        let transition = ModalTransition(style: vc.modalTransitionStyle, layout: layout, window: window,
                                         container: container, presenterView: presenterInstalled)
        if style == .pageSheet { vc.presenterLookBeforeSheet = transition.presenterLook }
        transition.alongside = { coordinator.runAlongside() }
        transition.present(animated: flag, completion: finish)
        vc.sheetDimming = transition.dimming
        window.statusBarAppearanceDidChange()   // a sheet pushing the screen back lightens the status bar
    }

    /// `dismiss(animated:completion:)`'s work.
    func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        let root = containmentRoot
        let presenter: UIViewController
        if root.presentedStorage != nil {
            presenter = root
        } else if let p = root.presentingStorage {
            presenter = p
        } else {
            return
        }
        var chain: [UIViewController] = []
        var c = presenter.presentedStorage
        while let cur = c { chain.append(cur); c = cur.presentedStorage }
        guard let first = chain.first, let top = chain.last, let window = top.presentationContainer?.window,
              !presenter.isInPresentationTransition, !chain.contains(where: \.isInPresentationTransition) else { return }
        guard let presenterView = presenter.installedView else { return }
        let restoresPresenter = first.presentationStyleInUse == .fullScreen

        presenter.isInPresentationTransition = true
        top.isInPresentationTransition = true
        // Each transition asks the transitioning delegate on its own (UIKit): a custom dismissal of a
        // standard presentation gets a transition view of its own, holding the presented view where it is.
        let custom = top.transitioningDelegate?.animationController(forDismissed: top).flatMap { animator -> (UITransitionView, UIViewControllerAnimatedTransitioning)? in
            if let c = top.presentationContainer as? UITransitionView { return (c, animator) }
            // (Full-screen styles: a sheet's card, dimming and shrunk presenter stay with the built-in dismissal.)
            guard top.presentationStyleInUse == .fullScreen || top.presentationStyleInUse == .overFullScreen,
                  let shown = top.presentationContainer, let parent = shown.superview else { return nil }
            let c = UITransitionView(frame: window.bounds)
            parent.insertSubview(c, aboveSubview: shown)
            let frame = shown.convert(shown.bounds, to: c)
            c.addSubview(shown)
            shown.frame = frame
            top.presentationContainer = c
            return (c, animator)
        }
        let coordinator = PresentationCoordination.begin(animated: flag, duration: custom == nil ? UIViewController.modalTransitionDuration : 0,
                                                         from: top, to: presenter, key: top,
                                                         container: top.presentationContainer ?? window)
        top.beginAppearanceTransition(false, animated: flag)
        if restoresPresenter { presenter.beginAppearanceTransition(true, animated: flag) }
        // The controllers between go at once, without animation (UIKit's rule).
        for mid in chain.dropLast() {
            mid.presentationContainer?.removeFromSuperview()
            mid.restorePresenterLook(of: mid.presentingStorage)
        }
        if restoresPresenter, presenterView.superview == nil, let topContainer = top.presentationContainer {
            window.insertSubview(presenterView, belowSubview: topContainer)
            if presenter === window.rootViewController { presenterView.frame = window.bounds }
        }

        let finish = {
            PresentationCoordination.end(coordinator, key: top)
            top.presentationContainer?.removeFromSuperview()
            top.endAppearanceTransition()
            if restoresPresenter { presenter.endAppearanceTransition() }
            for vc in chain {
                vc.presentingStorage?.presentedStorage = nil
                vc.presentingStorage = nil
                vc.presentationStyleInUse = nil
                vc.presentationContainer = nil
                vc.presenterLookBeforeSheet = nil
                vc.isInPresentationTransition = false
            }
            presenter.isInPresentationTransition = false
            completion?()
        }
        if let (container, animator) = custom {
            runCustomDismissal(animator, top: top, presenter: presenter, container: container, window: window,
                               restoresPresenter: restoresPresenter, presenterView: presenterView, animated: flag,
                               coordinator: coordinator, finish: finish)
            return
        }
        guard let container = top.presentationContainer, let style = top.presentationStyleInUse else { finish(); return }
        let transition = ModalTransition(style: top.modalTransitionStyle,
                                         layout: ModalLayout(style: style, window: window, sheet: top.presentationControllerStorage as? UISheetPresentationController),
                                         window: window, container: container,
                                         presenterView: top.presentingStorage?.installedView)
        transition.presenterLook = top.presenterLookBeforeSheet
        transition.dimming = top.sheetDimming
        top.sheetDimming = nil
        transition.alongside = { coordinator.runAlongside() }
        transition.dismiss(animated: flag, completion: { finish(); window.statusBarAppearanceDidChange() })
    }

    /// The view that shows this controller in the window: its presentation container (a sheet's card)
    /// or its view.
    var installedView: UIView? { presentationContainer ?? viewIfLoaded }

    /// Puts back the look a sheet gave `presenter`'s view (no animation).
    func restorePresenterLook(of presenter: UIViewController?) {
        guard let look = presenterLookBeforeSheet, let v = presenter?.installedView else { return }
        UIView.performWithoutAnimation {
            v.transform = look.transform
            v.layer.cornerRadius = look.cornerRadius
        }
        v.clipsToBounds = look.clips
        presenterLookBeforeSheet = nil
    }

    /// Keeps the presented view where its style puts it (after the window's size changed).
    func layoutPresentation(in window: UIWindow) {
        guard let style = presentationStyleInUse, let container = presentationContainer else { return }
        let layout = ModalLayout(style: style, window: window, sheet: presentationControllerStorage as? UISheetPresentationController)
        if container.frame != layout.containerFrame { container.frame = layout.containerFrame }
        if let v = viewIfLoaded, v !== container, v.frame != layout.viewFrame { v.frame = layout.viewFrame }
        sheetDimming?.frame = layout.bounds
    }

    /// The sheet's selected detent changed while it is shown: the card moves there (0.3 s when
    /// `animated`), the presenting view shrinks behind a large card and comes back behind a smaller one,
    /// and the dimming follows.
    func sheetDetentDidChange(animated: Bool) {
        guard presentationStyleInUse == .pageSheet, !isInPresentationTransition, let container = presentationContainer,
              let window = container.window else { return }
        let layout = ModalLayout(style: .pageSheet, window: window, sheet: presentationControllerStorage as? UISheetPresentationController)
        let presenterView = presentingStorage?.installedView
        let look = presenterLookBeforeSheet
        if layout.makeDimming() != nil, sheetDimming == nil, let d = layout.makeDimming() {
            window.insertSubview(d, belowSubview: container)
            if animated { UIView.performWithoutAnimation { d.alpha = 0 } }
            sheetDimming = d
        }
        let dimming = sheetDimming
        let keepsDimming = layout.makeDimming() != nil
        UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
            self.layoutPresentation(in: window)
            dimming?.alpha = keepsDimming ? 1 : 0
            if let p = presenterView, let look {
                let s = layout.presenterScale
                p.transform = look.transform.concatenating(CGAffineTransform(scaleX: s, y: s))
                p.layer.cornerRadius = layout.isLargeSheet ? ModalLayout.sheetCornerRadius : look.cornerRadius
            }
        }, completion: { _ in
            if !keepsDimming, let d = dimming, d === self.sheetDimming { d.removeFromSuperview(); self.sheetDimming = nil }
        })
    }

    /// The sheet's grabber or corner radius changed: a shown card takes them.
    func sheetLookDidChange() {
        guard presentationStyleInUse == .pageSheet, let container = presentationContainer, let window = container.window else { return }
        let layout = ModalLayout(style: .pageSheet, window: window, sheet: presentationControllerStorage as? UISheetPresentationController)
        container.layer.cornerRadius = layout.cornerRadius
        let grabber = container.subviews.first { $0 is SheetGrabber }
        if layout.showsGrabber, grabber == nil {
            container.addSubview(SheetGrabber(frame: layout.grabberFrame))
        } else if !layout.showsGrabber {
            grabber?.removeFromSuperview()
        }
        layoutPresentation(in: window)
    }
}

/// A presentation's or dismissal's `transitionCoordinator` (the same coordinator type as a push's): made
/// before the appearance calls, so `viewWillAppear`/`viewWillDisappear` can add alongside blocks; the
/// blocks run inside the transition's animation block and the completions when it ends, before the "did"
/// appearance calls.
enum PresentationCoordination {
    static func begin(animated: Bool, duration: TimeInterval, from: UIViewController, to: UIViewController,
                      key: UIViewController, container: UIView) -> NavigationTransitionCoordinator {
        let coordinator = NavigationTransitionCoordinator(container: container, animated: animated && duration > 0,
                                                          duration: duration, from: from, to: to)
        NavigationTransitionCoordinator.active[ObjectIdentifier(key)] = (.init(value: key), coordinator)
        return coordinator
    }

    static func end(_ coordinator: NavigationTransitionCoordinator, key: UIViewController) {
        coordinator.finish()
        if NavigationTransitionCoordinator.active[ObjectIdentifier(key)]?.coordinator === coordinator {
            NavigationTransitionCoordinator.active[ObjectIdentifier(key)] = nil
        }
    }

    /// A custom animator's transition: its duration known, the alongside blocks animate over it.
    static func runAlongside(_ coordinator: NavigationTransitionCoordinator, animator: UIViewControllerAnimatedTransitioning,
                             context: UIViewControllerContextTransitioning, animated: Bool) {
        let d = max(0, animator.transitionDuration(using: context))
        coordinator.transitionDuration = animated && d.isFinite ? d : 0
        UIView.animate(withDuration: coordinator.transitionDuration, delay: 0, options: [], animations: {
            coordinator.runAlongside()
        }, completion: nil)
    }
}
