import Foundation

/// A navigation controller delegate's custom push and pop animators
/// (`navigationController(_:animationControllerFor:from:to:)`), run as UIKit runs them:
///
/// - the animator's `containerView` is a transition view filling the navigation controller's view, under
///   the bar, already holding the outgoing view at its frame; the incoming view is *not* in it — the
///   animator adds it (`containerView.addSubview(toView)`), its `finalFrame(for: toVC)` the frame the
///   stack gives it (below the bar when it does not extend under it), `initialFrame(for: fromVC)` the
///   outgoing view's; the other two frames are `.zero`, as UIKit answers;
/// - the bar cross-fades to the new item and the `transitionCoordinator`'s alongside blocks run over
///   the animator's `transitionDuration(using:)`;
/// - `completeTransition(true)` ends it as the standard slide ends (the incoming view stays where the
///   animator left it, in the navigation controller's view; the outgoing one leaves; "did" appearance
///   calls, containment, `didShow`); `completeTransition(false)` undoes it: the stack, the views and the
///   bar as before, the incoming controller told it disappeared and the outgoing one that it appeared;
/// - the delegate's `interactionControllerFor` (a `UIPercentDrivenInteractiveTransition`) drives the
///   animator when it gives one: the custom interactive pop of iOS tutorials;
/// - the animator (or the interaction) starts at the container's next layout, as UIKit defers it, not
///   inside `pushViewController`/`popViewController`.
extension UINavigationController {
    func runCustomTransition(_ animator: UIViewControllerAnimatedTransitioning, kind: TransitionKind,
                             from: UIViewController, fromView: UIView, to: UIViewController, toView: UIView,
                             popped: [UIViewController], onScreen: Bool,
                             coordinator: NavigationTransitionCoordinator, end: @escaping () -> Void) {
        guard let container = viewIfLoaded else {
            end()
            return
        }
        isTransitioning = true
        let transitionView = UITransitionView(frame: container.bounds)
        transitionView.clipsToBounds = true
        container.insertSubview(transitionView, belowSubview: navigationBar)
        let fromFrame = fromView.frame
        transitionView.addSubview(fromView)
        fromView.frame = fromFrame
        let toFrame = contentFrame(for: to)
        toView.removeFromSuperview()
        toView.frame = toFrame
        let context = TransitionContext(
            container: transitionView, animated: true, style: .fullScreen,
            from: from, to: to, fromView: fromView, toView: toView,
            frames: [(from, fromFrame, .zero), (to, .zero, toFrame)]
        ) { [weak self, weak animator] didComplete in
            guard let self else { return }
            if didComplete {
                // The incoming view goes where the stack keeps its top view, at the frame the animator left.
                let frame = toView.superview === transitionView ? toView.frame : toFrame
                container.insertSubview(toView, belowSubview: self.navigationBar)
                toView.frame = frame
                transitionView.removeFromSuperview()
                end()
                animator?.animationEnded(true)
            } else {
                self.undoCustomTransition(kind: kind, from: from, fromView: fromView, fromFrame: fromFrame, to: to,
                                          toView: toView, popped: popped, onScreen: onScreen, coordinator: coordinator)
                transitionView.removeFromSuperview()
                animator?.animationEnded(false)
            }
        }
        let duration = max(0, animator.transitionDuration(using: context))
        coordinator.transitionDuration = duration.isFinite ? duration : 0
        updateBar(duration: coordinator.transitionDuration)
        UIView.animate(withDuration: coordinator.transitionDuration, delay: 0, options: UINavigationController.transitionCurve, animations: {
            coordinator.runAlongside()
            self.layoutNavigationBar()
        }, completion: nil)
        // UIKit starts the transition at the navigation controller's next layout, not inside the push:
        // what the same event does after the push — a collection view's `didSelectItemAt`, which a
        // cell's segue comes before, saving the cell a zoom animator reads — is done when the animator
        // runs. In a frame that is the same frame's layout phase. Off screen nothing lays it out: now.
        // (The animator is held here until it starts: a delegate may return a new one it keeps nowhere.)
        let start = { [weak self] in
            guard let self else { return }
            context.start(animator, interaction: self.delegate?.navigationController(self, interactionControllerFor: animator))
        }
        if onScreen, container.window != nil {
            pendingTransitionStart = start
            container.setNeedsLayout()
        } else {
            start()
        }
    }

    /// A cancelled custom transition: the stack, the views and the bar as they were.
    private func undoCustomTransition(kind: TransitionKind, from: UIViewController, fromView: UIView, fromFrame: CGRect,
                                      to: UIViewController, toView: UIView, popped: [UIViewController], onScreen: Bool,
                                      coordinator: NavigationTransitionCoordinator) {
        guard let container = viewIfLoaded else { return }
        toView.removeFromSuperview()
        container.insertSubview(fromView, belowSubview: navigationBar)
        fromView.frame = fromFrame
        switch kind {
        case .push:
            stack.removeAll { $0 === to }
            to.willMove(toParent: nil)
            to.removeFromParent()
        case .pop:
            // `popped` is top first; they are still children (removed only when a pop completes).
            for c in popped.reversed() where !stack.contains(where: { $0 === c }) { stack.append(c) }
        }
        if onScreen {
            to.beginAppearanceTransition(false, animated: true)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition()
        }
        coordinator.finish()
        NavigationTransitionCoordinator.active[ObjectIdentifier(self)] = nil
        isTransitioning = false
        updateBar(duration: 0)
        layoutContainer()
    }
}
