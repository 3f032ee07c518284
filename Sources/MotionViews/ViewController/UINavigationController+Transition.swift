import Foundation

/// The push/pop slide: real `UIView.animate` animations of the views' centres and a dimming view's
/// alpha, `UINavigationController.transitionDuration` long with `transitionCurve`.
///
/// Push: the incoming view starts one width to the right and slides to its place; the outgoing view
/// moves `parallaxFraction` of the width left while a black view over it goes from alpha 0 to
/// `dimmingAlpha`. Pop is the reverse: the outgoing view slides out to the right, the incoming one
/// comes back from a third of the width left from under a dimming that clears. The bar's title and back
/// button cross-fade meanwhile.
extension UINavigationController {
    enum TransitionKind { case push, pop }

    /// Shows `to` in place of `from`, with the containment calls (`didMove(toParent: self)` for a pushed
    /// `to`, `removeFromParent()` for `popped`) and appearance calls at the end of the transition.
    func show(_ to: UIViewController, replacing from: UIViewController?, popped: [UIViewController],
              kind: TransitionKind, animated: Bool) {
        let finishContainment = {
            if kind == .push { to.didMove(toParent: self) }
            for c in popped { c.removeFromParent() }
        }
        guard let container = viewIfLoaded else {
            finishContainment()
            return
        }
        let b = container.bounds
        let fromView = from?.viewIfLoaded.flatMap { $0.superview === container ? $0 : nil }
        let onScreen = appearance == .appeared || appearance == .appearing
        // The delegate is asked for the animator before the incoming controller's view loads, as UIKit
        // does: a pushed controller that makes itself the delegate in `viewDidLoad` (for its own custom
        // pop) must not answer for the push that brings it in.
        let customAnimator: UIViewControllerAnimatedTransitioning? = animated && fromView != nil
            ? from.flatMap { delegate?.navigationController(self, animationControllerFor: kind == .push ? .push : .pop, from: $0, to: to) }
            : nil
        let toView = to.loadView(sizedTo: b.size)
        let animates = animated && fromView != nil && (customAnimator != nil || UINavigationController.transitionDuration > 0)
        let coordinator = NavigationTransitionCoordinator(container: container, animated: animates,
                                                          duration: UINavigationController.transitionDuration,
                                                          from: fromView != nil ? from : nil, to: to)
        NavigationTransitionCoordinator.active[ObjectIdentifier(self)] = (.init(value: self), coordinator)
        delegate?.navigationController(self, willShow: to, animated: animates)
        if onScreen {
            if fromView != nil { from?.beginAppearanceTransition(false, animated: animates) }
            to.beginAppearanceTransition(true, animated: animates)
        }
        let toolbarWasHidden = toolbar.isHidden
        toolbar.isHidden = toolbarIsHiddenNow
        if toolbar.isHidden != toolbarWasHidden { layoutContainer() }
        toView.frame = contentFrame(for: to)
        if kind == .push || fromView == nil {
            container.insertSubview(toView, belowSubview: navigationBar)
        } else if let fromView {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.layoutIfNeeded()
        if customAnimator == nil { updateBar(duration: animates ? UINavigationController.transitionDuration : 0) }

        let end = {
            fromView?.removeFromSuperview()
            coordinator.finish()
            NavigationTransitionCoordinator.active[ObjectIdentifier(self)] = nil
            if onScreen {
                if fromView != nil { from?.endAppearanceTransition() }
                to.endAppearanceTransition()
            }
            finishContainment()
            self.isTransitioning = false
            self.layoutContainer()
            if let tabs = self.tabBarController, tabs.viewIfLoaded != nil {
                tabs.layoutContainer()
                self.viewIfLoaded?.safeAreaMayHaveChanged()
            }
            self.delegate?.navigationController(self, didShow: to, animated: animates)
        }
        guard animates, let fromView else {
            end()
            return
        }
        if let customAnimator, let from {
            runCustomTransition(customAnimator, kind: kind, from: from, fromView: fromView, to: to, toView: toView,
                                popped: popped, onScreen: onScreen, coordinator: coordinator, end: end)
            return
        }
        isTransitioning = true
        let w = b.width
        let shift = w * UINavigationController.parallaxFraction
        let fromCenter = fromView.center, toCenter = toView.center
        let dimming = NavigationDimmingView(frame: b)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        let finish: (Bool) -> Void = { _ in
            dimming.removeFromSuperview()
            UIView.performWithoutAnimation { fromView.center = fromCenter }
            end()
        }
        let duration = UINavigationController.transitionDuration
        let options = UINavigationController.transitionCurve
        switch kind {
        case .push:
            dimming.alpha = 0
            container.insertSubview(dimming, aboveSubview: fromView)
            toView.center = CGPoint(x: toCenter.x + w, y: toCenter.y)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                coordinator.runAlongside()
                self.layoutNavigationBar()   // a large title's bar grows or shrinks with the slide
                toView.center = toCenter
                fromView.center = CGPoint(x: fromCenter.x - shift, y: fromCenter.y)
                dimming.center = CGPoint(x: fromCenter.x - shift, y: fromCenter.y)
                dimming.alpha = UINavigationController.dimmingAlpha
            }, completion: finish)
        case .pop:
            toView.center = CGPoint(x: toCenter.x - shift, y: toCenter.y)
            dimming.center = toView.center
            dimming.alpha = UINavigationController.dimmingAlpha
            container.insertSubview(dimming, aboveSubview: toView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                coordinator.runAlongside()
                self.layoutNavigationBar()   // a large title's bar grows or shrinks with the slide
                fromView.center = CGPoint(x: fromCenter.x + w, y: fromCenter.y)
                toView.center = toCenter
                dimming.center = toCenter
                dimming.alpha = 0
            }, completion: finish)
        }
    }
}

/// The black view dimming the outgoing controller during a push or pop (its own type so tools and
/// tests can find it; UIKit's internal views carry no layer names, so traces show only yours).
final class NavigationDimmingView: UIView {}
