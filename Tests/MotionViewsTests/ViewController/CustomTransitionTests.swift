import XCTest
@testable import MotionViews

/// Custom presentation transitions written as iOS tutorials write them: a transitioning delegate hands
/// out a "grow from a rect" animator that adds the presented view to the container and scales it up
/// with `UIView.animate`, and a fade-out animator for the dismissal. UIKit's callback order, which
/// views the context offers, and where the views are afterwards.
final class CustomTransitionTests: XCTestCase {
    let duration = 0.4

    final class GrowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let origin: CGRect
        let duration: TimeInterval
        var ended: [Bool] = []
        var fromView: UIView?
        init(origin: CGRect, duration: TimeInterval) { self.origin = origin; self.duration = duration }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            guard let toView = transitionContext.view(forKey: .to),
                  let toVC = transitionContext.viewController(forKey: .to) else { return }
            fromView = transitionContext.view(forKey: .from)
            let final = transitionContext.finalFrame(for: toVC)
            toView.frame = final
            toView.transform = CGAffineTransform(scaleX: origin.width / final.width, y: origin.height / final.height)
            toView.center = CGPoint(x: origin.midX, y: origin.midY)
            container.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
                toView.transform = .identity
                toView.center = CGPoint(x: final.midX, y: final.midY)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class FadeOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            if let toView = transitionContext.view(forKey: .to) {
                transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { _ in
                transitionContext.completeTransition(true)
            }
        }
    }

    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        let grow: GrowAnimator
        let fade = FadeOutAnimator()
        init(grow: GrowAnimator) { self.grow = grow }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { grow }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { fade }
    }

    func testAFullScreenCustomPresentationAndDismissal() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        let transitions = Transitions(grow: GrowAnimator(origin: CGRect(x: 40, y: 100, width: 80, height: 60), duration: duration))
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        let w = showInWindow(a, log: log)
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true) { log.add("completion") }
        XCTAssertTrue(b.view.superview is UITransitionView, "the animator put the presented view in the container")
        XCTAssertTrue(b.view.superview?.superview === w, "the container is on the window")
        XCTAssertTrue(transitions.grow.fromView === a.view, "full screen: the presenting view is offered")
        // Linear: half way, the centre is half way from the rect's centre (80, 130) to the window's (160, 284).
        Clock.run(from: t0, to: duration / 2)
        let mid = b.view.layer.presentationProperties().position
        XCTAssertEqual(Double(mid.x), 120, accuracy: 0.01)
        XCTAssertEqual(Double(mid.y), 207, accuracy: 0.01)
        XCTAssertTrue(a.view.superview === w, "the presenting view stays until the end")
        Clock.run(from: t0, to: duration + 2 * frame)
        XCTAssertEqual(log.only("Appear", "Disappear", "completion"),
                       ["A.viewWillDisappear(true)", "B.viewWillAppear(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "completion"])
        XCTAssertNil(a.view.superview, "full screen: the presenting view leaves the window")
        XCTAssertEqual(transitions.grow.ended, [true])

        log.entries = []
        let t1 = CACurrentMediaTime()
        b.dismiss(animated: true) { log.add("dismissed") }
        XCTAssertTrue(a.view.superview is UITransitionView, "the animator put the presenting view beneath")
        Clock.run(from: t1, to: 0.15)
        XCTAssertEqual(Double(b.view.layer.presentationProperties().opacity), 0.5, accuracy: 0.25, "fading out")
        Clock.run(from: t1, to: 0.3 + 2 * frame)
        XCTAssertEqual(log.only("Appear", "Disappear", "dismissed"),
                       ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "dismissed"])
        XCTAssertTrue(a.view.superview === w, "the presenting view is back in the window")
        XCTAssertEqual(a.view.frame, w.bounds)
        XCTAssertNil(b.view.superview)
        XCTAssertFalse(w.subviews.contains { $0 is UITransitionView }, "the container is gone")
        XCTAssertNil(a.presentedViewController)
    }

    func testACustomStyleKeepsThePresentingViewAndOffersNoFromView() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        let transitions = Transitions(grow: GrowAnimator(origin: CGRect(x: 0, y: 0, width: 10, height: 10), duration: 0.2))
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = transitions
        let w = showInWindow(a, log: log)
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        XCTAssertNil(transitions.grow.fromView, "UIKit offers no from view when the presenting view stays")
        Clock.run(from: t0, to: 0.3)
        XCTAssertTrue(a.view.superview === w, ".custom keeps the presenting view")
        XCTAssertEqual(log.only("A.view"), [], "and it does not disappear")
    }

    final class CancellingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
            transitionContext.completeTransition(false)
            transitionContext.completeTransition(true)   // ignored: only the first call counts
        }
    }
    final class Cancelling: NSObject, UIViewControllerTransitioningDelegate {
        let animator = CancellingAnimator()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    func testACancelledPresentationIsUndone() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        let delegate = Cancelling()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let w = showInWindow(a, log: log)
        var completed = false
        a.present(b, animated: true) { completed = true }
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.view.superview)
        XCTAssertTrue(a.view.superview === w)
        XCTAssertFalse(w.subviews.contains { $0 is UITransitionView })
        XCTAssertFalse(completed)
        // And a later, ordinary presentation works.
        b.transitioningDelegate = nil
        a.present(b, animated: false)
        XCTAssertTrue(a.presentedViewController === b)
    }
}

extension CustomTransitionTests {
    final class InteractiveDismissal: NSObject, UIViewControllerTransitioningDelegate {
        let grow = GrowAnimator(origin: CGRect(x: 0, y: 0, width: 10, height: 10), duration: 0.2)
        let fade = FadeOutAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { grow }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { fade }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    /// A dismissal driven by a percent-driven interaction controller (the pull-down-to-dismiss idiom): the
    /// fade stands at the fraction given — half-way on UIKit's ease-in-ease-out curve is 0.5 by symmetry —
    /// and `finish()` plays the rest and dismisses. The presentation (no interaction controller) plays on
    /// its own.
    func testAnInteractiveDismissal() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        let transitions = InteractiveDismissal()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        let w = showInWindow(a, log: log)
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        Clock.run(from: t0, to: 0.3)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(transitions.grow.ended, [true])
        var dismissed = false
        let t1 = CACurrentMediaTime()
        b.dismiss(animated: true) { dismissed = true }
        Clock.run(from: t1, to: 0.5)
        XCTAssertEqual(Double(b.view.layer.presentationProperties().opacity), 1, accuracy: 1e-6, "driven: nothing plays yet")
        transitions.interaction.update(0.5)
        Clock.run(from: t1, to: 0.6)
        XCTAssertEqual(Double(b.view.layer.presentationProperties().opacity), 0.5, accuracy: 1e-3)
        XCTAssertFalse(dismissed)
        let t2 = CACurrentMediaTime()
        transitions.interaction.finish()
        Clock.run(from: t2, to: 0.2)
        XCTAssertTrue(dismissed)
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(a.view.superview === w)
    }
}

extension CustomTransitionTests {
    /// The tutorial's slide-down dismissal: completes with `!transitionWasCancelled`.
    final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            let h = transitionContext.containerView.bounds.height
            UIView.animate(withDuration: 0.4, animations: { fromView.frame = fromView.frame.offsetBy(dx: 0, dy: h) }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    /// Hands out the interactor the app holds only while its gesture runs (`interactor = nil` after
    /// `finish()`/`cancel()`, as tutorials write it).
    final class DroppedInteractor: NSObject, UIViewControllerTransitioningDelegate {
        let grow = GrowAnimator(origin: CGRect(x: 0, y: 0, width: 10, height: 10), duration: 0.2)
        let slide = SlideDownAnimator()
        var interactor: UIPercentDrivenInteractiveTransition?
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { grow }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { slide }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    /// UIKit holds the interaction controller until the transition completes: dropping the app's reference
    /// right after `cancel()` or `finish()` still plays the transition back or on to its end.
    func testAnInteractorDroppedAfterCancelOrFinishStillEndsTheTransition() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        let transitions = DroppedInteractor()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        _ = showInWindow(a, log: log)
        a.present(b, animated: true)
        Clock.run(from: CACurrentMediaTime(), to: 0.3)
        // A drag down a third of the way, then released short: cancelled, the reference dropped.
        transitions.interactor = UIPercentDrivenInteractiveTransition()
        b.dismiss(animated: true)
        transitions.interactor?.update(0.3)
        Clock.run(from: CACurrentMediaTime(), to: 0.1)
        transitions.interactor?.cancel()
        transitions.interactor = nil
        Clock.run(from: CACurrentMediaTime(), to: 0.6)
        XCTAssertTrue(a.presentedViewController === b, "cancelled: still presented")
        XCTAssertEqual(Double(b.view.layer.presentationProperties().position.y), Double(b.view.bounds.height / 2), accuracy: 1e-6,
                       "played back to where it was")
        // Again, released past the threshold: finished, the reference dropped.
        transitions.interactor = UIPercentDrivenInteractiveTransition()
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        transitions.interactor?.update(0.6)
        Clock.run(from: CACurrentMediaTime(), to: 0.1)
        transitions.interactor?.finish()
        transitions.interactor = nil
        Clock.run(from: CACurrentMediaTime(), to: 0.6)
        XCTAssertTrue(dismissed)
        XCTAssertNil(a.presentedViewController)
    }
}

extension CustomTransitionTests {
    /// Only the dismissal is custom (the presentation is UIKit's own).
    final class DismissalOnly: NSObject, UIViewControllerTransitioningDelegate {
        let slide = SlideDownAnimator()
        var asked = 0
        var interactor: UIPercentDrivenInteractiveTransition?
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { asked += 1; return slide }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    /// UIKit asks the transitioning delegate for each transition on its own: a standard full-screen
    /// presentation can be dismissed by a custom (and interactive) animator.
    func testACustomDismissalOfAStandardPresentation() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        let transitions = DismissalOnly()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        _ = showInWindow(a, log: log)
        a.present(b, animated: true)
        Clock.run(from: CACurrentMediaTime(), to: 0.7)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(transitions.asked, 0)
        transitions.interactor = UIPercentDrivenInteractiveTransition()
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        XCTAssertEqual(transitions.asked, 1, "the delegate's dismissal animator is asked")
        transitions.interactor?.update(0.5)
        Clock.run(from: CACurrentMediaTime(), to: 0.05)
        XCTAssertEqual(Double(b.view.layer.presentationProperties().position.y), Double(b.view.bounds.height), accuracy: 1,
                       "half-way down: the custom animator drives it")
        transitions.interactor?.finish()
        transitions.interactor = nil
        Clock.run(from: CACurrentMediaTime(), to: 0.6)
        XCTAssertTrue(dismissed)
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(a.view.window != nil)
    }
}
