import Foundation

/// UIKit's private container class for transitions; the custom animators' `containerView`. A presented
/// controller whose container is one of these was presented by a custom animator, and only such a
/// presentation is dismissed by one (the container must be the one the animator built on).
final class UITransitionView: UIView {}

extension UIViewController {
    /// Presents `vc` over `presenter` with `animator` (UIKit's custom presentation): a transition view
    /// covering the window goes on top; the animator gets it with the presented view (sized to the
    /// window, its final frame) and — for `.fullScreen`, which removes the presenting view at the end —
    /// the presenting view. The animator adds the presented view to the container and calls
    /// `completeTransition`; the appearance callbacks and `completion` follow as for the built-in
    /// transitions. A cancelled presentation (`completeTransition(false)`) is undone.
    func runCustomPresentation(_ animator: UIViewControllerAnimatedTransitioning, presenting vc: UIViewController,
                               presenter: UIViewController, presenterView: UIView, window: UIWindow,
                               animated: Bool, coordinator: NavigationTransitionCoordinator, completion: (() -> Void)?) {
        let covers = vc.modalPresentationStyle == .fullScreen
        let container = UITransitionView(frame: window.bounds)
        let presentedView = vc.loadView(sizedTo: window.bounds.size)
        presentedView.frame = window.bounds
        vc.presentationStyleInUse = covers ? .fullScreen : .overFullScreen
        vc.presentationContainer = container
        window.addSubview(container)
        if covers { presenter.beginAppearanceTransition(false, animated: animated) }
        vc.beginAppearanceTransition(true, animated: animated)
        let context = TransitionContext(
            container: container, animated: animated, style: vc.modalPresentationStyle,
            from: presenter, to: vc, fromView: covers ? presenterView : nil, toView: presentedView,
            frames: [(presenter, presenterView.frame, covers ? .zero : presenterView.frame), (vc, .zero, window.bounds)]
        ) { [weak animator] didComplete in
            PresentationCoordination.end(coordinator, key: vc)
            if didComplete {
                // The presented view stays in the container even if the animator forgot to add it.
                if presentedView.superview == nil { container.addSubview(presentedView) }
                if covers {
                    presenterView.removeFromSuperview()
                    presenter.endAppearanceTransition()
                }
                vc.endAppearanceTransition()
                presenter.isInPresentationTransition = false
                vc.isInPresentationTransition = false
                animator?.animationEnded(true)
                completion?()
            } else {
                // Back to before: the presenting view where it was, the presented one gone.
                if presenterView.superview !== window { window.insertSubview(presenterView, at: 0); presenterView.frame = window.bounds }
                container.removeFromSuperview()
                vc.beginAppearanceTransition(false, animated: animated)
                vc.endAppearanceTransition()
                if covers { presenter.beginAppearanceTransition(true, animated: animated); presenter.endAppearanceTransition() }
                presenter.presentedStorage = nil
                vc.presentingStorage = nil
                vc.presentationStyleInUse = nil
                vc.presentationContainer = nil
                presenter.isInPresentationTransition = false
                vc.isInPresentationTransition = false
                animator?.animationEnded(false)
            }
        }
        if animated {
            PresentationCoordination.runAlongside(coordinator, animator: animator, context: context, animated: animated)
            context.start(animator, interaction: vc.transitioningDelegate?.interactionControllerForPresentation(using: animator))
        } else {
            container.addSubview(presentedView)
            context.completeTransition(true)
        }
    }

    /// Dismisses `top` (presented by a custom animator over `presenter`) with `animator`: the animator
    /// gets the same container, the presented view as the "from" view and — for `.fullScreen` — the
    /// presenting view, put back in the window beneath the container, as the "to" view. `finish` runs
    /// when it completes; a cancelled dismissal leaves the presentation as it was.
    func runCustomDismissal(_ animator: UIViewControllerAnimatedTransitioning, top: UIViewController,
                            presenter: UIViewController, container: UITransitionView, window: UIWindow,
                            restoresPresenter: Bool, presenterView: UIView, animated: Bool,
                            coordinator: NavigationTransitionCoordinator, finish: @escaping () -> Void) {
        let context = TransitionContext(
            container: container, animated: animated, style: top.modalPresentationStyle,
            from: top, to: presenter, fromView: top.viewIfLoaded, toView: restoresPresenter ? presenterView : nil,
            frames: [(top, window.bounds, .zero), (presenter, restoresPresenter ? .zero : presenterView.frame, window.bounds)]
        ) { [weak animator] didComplete in
            if didComplete {
                // An animator that moved the presenting view into the container: it goes back to the window.
                if presenterView.superview === container || presenterView.isDescendant(of: container) {
                    window.insertSubview(presenterView, belowSubview: container)
                    if presenter === window.rootViewController { presenterView.frame = window.bounds }
                }
                finish()
                animator?.animationEnded(true)
            } else {
                PresentationCoordination.end(coordinator, key: top)
                if restoresPresenter { presenterView.removeFromSuperview() }
                top.beginAppearanceTransition(true, animated: animated)
                top.endAppearanceTransition()
                if restoresPresenter { presenter.beginAppearanceTransition(false, animated: animated); presenter.endAppearanceTransition() }
                presenter.isInPresentationTransition = false
                top.isInPresentationTransition = false
                animator?.animationEnded(false)
            }
        }
        if animated {
            PresentationCoordination.runAlongside(coordinator, animator: animator, context: context, animated: animated)
            context.start(animator, interaction: top.transitioningDelegate?.interactionControllerForDismissal(using: animator))
        } else {
            context.completeTransition(true)
        }
    }
}
