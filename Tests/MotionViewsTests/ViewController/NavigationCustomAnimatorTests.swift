import XCTest
@testable import MotionViews

/// A navigation controller delegate's custom push/pop animators, written as iOS tutorials write them
/// (a cross-fade; a "zoom from a cell" push), against UIKit's documented contract: the delegate is asked
/// with the operation and the two controllers for animated transitions only; the container holds the
/// outgoing view and the animator adds the incoming one; `finalFrame(for: toVC)` is where the stack puts
/// it; the transition ends when the animator calls `completeTransition`, with the appearance calls,
/// containment and `didShow` after; `completeTransition(false)` leaves the stack as it was.
final class NavigationCustomAnimatorTests: XCTestCase {
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        var completes = true
        var ended: [Bool] = []
        var seen: (container: UIView, fromInContainer: Bool, toInContainer: Bool, initialFrom: CGRect, finalTo: CGRect,
                   initialTo: CGRect, finalFrom: CGRect)?
        init(duration: TimeInterval) { self.duration = duration }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

        /// Called first thing in `animateTransition` (what the animator would read of the app then).
        var onRun: (() -> Void)?

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            onRun?()
            let container = transitionContext.containerView
            guard let fromVC = transitionContext.viewController(forKey: .from),
                  let toVC = transitionContext.viewController(forKey: .to),
                  let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else { return }
            seen = (container, fromView.superview === container, toView.superview === container,
                    transitionContext.initialFrame(for: fromVC), transitionContext.finalFrame(for: toVC),
                    transitionContext.initialFrame(for: toVC), transitionContext.finalFrame(for: fromVC))
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                toView.alpha = 1
                fromView.alpha = 0
            }, completion: { _ in
                fromView.alpha = 1
                transitionContext.completeTransition(self.completes && !transitionContext.transitionWasCancelled)
            })
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        let animator: FadeAnimator
        var asked: [(UINavigationController.Operation, UIViewController, UIViewController)] = []
        var shown: [String] = []
        init(animator: FadeAnimator) { self.animator = animator }
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            asked.append((operation, fromVC, toVC))
            return animator
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append(viewController.title ?? "?")
        }
    }

    private func setUp(duration: TimeInterval = 0.4) -> (UINavigationController, LoggingController, Delegate, LifecycleLog) {
        let log = LifecycleLog()
        let root = LoggingController("root", log)
        let nav = UINavigationController(rootViewController: root)
        let delegate = Delegate(animator: FadeAnimator(duration: duration))
        nav.delegate = delegate
        showInWindow(nav, log: log)
        return (nav, root, delegate, log)
    }

    /// Push: asked once with `.push`; the container (under the bar) holds the outgoing view; the animator
    /// adds the incoming one; frames as UIKit gives them; half-way (linear) the alphas are ½; at the end the
    /// incoming view is the navigation controller's top view and the appearance calls have run.
    func testAPushRunsTheDelegatesAnimator() throws {
        let (nav, root, delegate, log) = setUp()
        let detail = LoggingController("detail", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(detail, animated: true)
        nav.view.layoutIfNeeded()  // UIKit starts the transition at the next layout
        XCTAssertEqual(delegate.asked.count, 1)
        XCTAssertEqual(delegate.asked.first?.0, .push)
        XCTAssertTrue(delegate.asked.first?.1 === root && delegate.asked.first?.2 === detail)
        let seen = try XCTUnwrap(delegate.animator.seen)
        XCTAssertTrue(seen.container is UITransitionView)
        XCTAssertTrue(seen.container.superview === nav.view)
        XCTAssertLessThan(try XCTUnwrap(nav.view.subviews.firstIndex(of: seen.container)),
                          try XCTUnwrap(nav.view.subviews.firstIndex(of: nav.navigationBar)), "under the bar")
        XCTAssertTrue(seen.fromInContainer, "the outgoing view is already in the container")
        XCTAssertFalse(seen.toInContainer, "the animator adds the incoming view")
        XCTAssertEqual(seen.initialFrom, nav.view.bounds)
        XCTAssertEqual(seen.finalTo, nav.view.bounds, "a view extending under the bar fills the bounds")
        XCTAssertEqual(seen.initialTo, .zero)
        XCTAssertEqual(seen.finalFrom, .zero)
        XCTAssertTrue(nav.isTransitioning)
        XCTAssertTrue(detail.transitionCoordinator != nil)
        XCTAssertEqual(detail.transitionCoordinator?.transitionDuration, 0.4, "the animator's duration")

        Clock.run(from: t0, to: 0.2)
        XCTAssertEqual(Double(detail.view.layer.presentationProperties().opacity), 0.5, accuracy: 0.02)
        XCTAssertEqual(Double(root.view.layer.presentationProperties().opacity), 0.5, accuracy: 0.02)
        XCTAssertEqual(nav.topViewController, detail)
        XCTAssertEqual(log.appearance, ["root.viewWillDisappear(true)", "detail.viewWillAppear(true)"])

        Clock.run(from: t0, to: 0.45)
        XCTAssertFalse(nav.isTransitioning)
        XCTAssertTrue(detail.view.superview === nav.view)
        XCTAssertNil(root.view.superview)
        XCTAssertNil(seen.container.superview, "the container is gone")
        XCTAssertEqual(detail.view.frame, nav.view.bounds)
        XCTAssertEqual(log.appearance, ["root.viewWillDisappear(true)", "detail.viewWillAppear(true)",
                                        "root.viewDidDisappear(true)", "detail.viewDidAppear(true)"])
        XCTAssertEqual(delegate.shown, ["detail"])
        XCTAssertEqual(delegate.animator.ended, [true])
        XCTAssertEqual(nav.navigationBar.topItem?.title, "detail")
    }

    /// Pop: asked with `.pop`; the popped controller leaves the stack and its parent at the end.
    /// UIKit starts a navigation transition at the navigation controller's next layout, not inside the
    /// push: what the pushing event does after the push — a collection view's `didSelectItemAt`, which a
    /// cell's segue comes before, saving the cell a zoom animator reads — is done when the animator runs.
    func testTheAnimatorRunsAtTheNextLayoutAfterThePushingEvent() throws {
        let (nav, root, delegate, log) = setUp()
        let detail = LoggingController("detail", log)
        final class ZoomSource { var selected: String? }
        let source = ZoomSource()
        nav.pushViewController(detail, animated: true)
        XCTAssertEqual(delegate.asked.count, 1, "asked for the animator in the push")
        XCTAssertNil(delegate.animator.seen, "not run inside the push")
        XCTAssertTrue(nav.isTransitioning)
        source.selected = "cell 3"  // the rest of the event
        var selectedWhenRun: String?
        delegate.animator.onRun = { selectedWhenRun = source.selected }
        nav.view.window?.layoutIfNeeded()
        XCTAssertNotNil(delegate.animator.seen, "run at the layout")
        XCTAssertEqual(selectedWhenRun, "cell 3")
        let t0 = CACurrentMediaTime()
        Clock.run(from: t0, to: 0.45)
        XCTAssertEqual(nav.viewControllers, [root, detail])
        XCTAssertEqual(delegate.animator.ended, [true])
    }

    func testAPopRunsTheAnimatorAndRemovesThePoppedController() {
        let (nav, root, delegate, log) = setUp()
        let detail = LoggingController("detail", log)
        nav.pushViewController(detail, animated: false)
        XCTAssertEqual(delegate.asked.count, 0, "not asked for a transition that is not animated")
        let t0 = CACurrentMediaTime()
        nav.popViewController(animated: true)
        nav.view.layoutIfNeeded()  // UIKit starts the transition at the next layout
        XCTAssertEqual(delegate.asked.last?.0, .pop)
        XCTAssertTrue(delegate.asked.last?.1 === detail && delegate.asked.last?.2 === root)
        Clock.run(from: t0, to: 0.45)
        XCTAssertEqual(nav.viewControllers, [root])
        XCTAssertNil(detail.parent)
        XCTAssertTrue(root.view.superview === nav.view)
        XCTAssertNil(detail.view.superview)
    }

    /// An animator that completes with false: the push is undone — the stack, the views, the bar — and
    /// the incoming controller is told it disappeared, the outgoing one that it appeared again.
    func testACancelledPushLeavesTheStackAsItWas() {
        let (nav, root, delegate, log) = setUp()
        delegate.animator.completes = false
        let detail = LoggingController("detail", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(detail, animated: true)
        nav.view.layoutIfNeeded()  // UIKit starts the transition at the next layout
        Clock.run(from: t0, to: 0.45)
        XCTAssertFalse(nav.isTransitioning)
        XCTAssertEqual(nav.viewControllers, [root])
        XCTAssertNil(detail.parent)
        XCTAssertTrue(root.view.superview === nav.view)
        XCTAssertEqual(root.view.frame, nav.view.bounds)
        XCTAssertNil(detail.view.superview)
        XCTAssertEqual(nav.navigationBar.topItem?.title, "root")
        XCTAssertEqual(delegate.animator.ended, [false])
        XCTAssertEqual(log.appearance.suffix(4), ["detail.viewWillDisappear(true)", "detail.viewDidDisappear(true)",
                                                 "root.viewWillAppear(true)", "root.viewDidAppear(true)"])
        XCTAssertEqual(delegate.shown, [], "didShow is not called for a cancelled transition")
    }

    /// A delegate answering nil gets the standard slide.
    func testNilFromTheDelegateIsTheStandardSlide() {
        final class Plain: NSObject, UINavigationControllerDelegate {}
        let log = LifecycleLog()
        let root = LoggingController("root", log)
        let nav = UINavigationController(rootViewController: root)
        let plain = Plain()
        nav.delegate = plain
        showInWindow(nav, log: log)
        let detail = LoggingController("detail", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(detail, animated: true)
        nav.view.layoutIfNeeded()  // UIKit starts the transition at the next layout
        Clock.run(from: t0, to: 0.25)
        XCTAssertGreaterThan(detail.view.layer.presentationProperties().position.x, detail.view.center.x + 1, "sliding in")
        XCTAssertFalse(nav.view.subviews.contains { $0 is UITransitionView })
    }
}

/// The custom interactive pop of iOS tutorials: the delegate gives a `UIPercentDrivenInteractiveTransition`
/// for the animator, a gesture calls `update`, then `finish` or `cancel`. UIKit's documented behaviour:
/// the animations stand still at the fraction given, the rest plays at `completionSpeed` after `finish()`,
/// and `cancel()` plays back to the start and ends the transition with `transitionWasCancelled`.
final class NavigationInteractiveTransitionTests: XCTestCase {
    final class Driven: NSObject, UINavigationControllerDelegate {
        let animator = NavigationCustomAnimatorTests.FadeAnimator(duration: 0.4)
        let interaction = UIPercentDrivenInteractiveTransition()
        var interactive = true
        var shown: [String] = []
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interactive ? interaction : nil
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append(viewController.title ?? "?")
        }
    }

    private func setUp() -> (UINavigationController, LoggingController, LoggingController, Driven, LifecycleLog) {
        let log = LifecycleLog()
        let root = LoggingController("root", log)
        let detail = LoggingController("detail", log)
        let nav = UINavigationController(rootViewController: root)
        let driven = Driven()
        nav.delegate = driven
        showInWindow(nav, log: log)
        nav.pushViewController(detail, animated: false)
        log.entries = []
        driven.shown = []
        return (nav, root, detail, driven, log)
    }

    private func opacity(_ v: UIView) -> Double { Double(v.layer.presentationProperties().opacity) }

    func testTheAnimationsFollowUpdateThenFinishPlaysTheRest() {
        let (nav, root, detail, driven, _) = setUp()
        let t0 = CACurrentMediaTime()
        nav.popViewController(animated: true)
        nav.view.layoutIfNeeded()  // UIKit starts the transition at the next layout
        Clock.run(from: t0, to: 0.3)
        XCTAssertEqual(opacity(root.view), 0, accuracy: 1e-6, "nothing plays on its own")
        XCTAssertEqual(opacity(detail.view), 1, accuracy: 1e-6)
        driven.interaction.update(0.25)
        Clock.run(from: t0, to: 0.35)
        XCTAssertEqual(driven.interaction.percentComplete, 0.25)
        XCTAssertEqual(driven.interaction.duration, 0.4)
        XCTAssertEqual(opacity(root.view), 0.25, accuracy: 1e-6, "linear: a quarter in")
        XCTAssertEqual(opacity(detail.view), 0.75, accuracy: 1e-6)
        Clock.run(from: t0, to: 1.35)
        XCTAssertEqual(opacity(root.view), 0.25, accuracy: 1e-6, "held while the finger rests")
        XCTAssertTrue(nav.isTransitioning)
        let t1 = CACurrentMediaTime()
        driven.interaction.finish()
        Clock.run(from: t1, to: 0.15)
        XCTAssertEqual(opacity(root.view), 0.25 + 0.15 / 0.4, accuracy: 0.02, "the rest at the animator's pace")
        Clock.run(from: t1, to: 0.35)
        XCTAssertFalse(nav.isTransitioning)
        XCTAssertEqual(nav.viewControllers, [root])
        XCTAssertNil(detail.parent)
        XCTAssertEqual(opacity(root.view), 1, accuracy: 1e-6)
        XCTAssertEqual(driven.animator.ended, [true])
        XCTAssertEqual(driven.shown, ["root"])
    }

    func testCancelPlaysBackAndLeavesTheStack() {
        let (nav, root, detail, driven, log) = setUp()
        let t0 = CACurrentMediaTime()
        nav.popViewController(animated: true)
        nav.view.layoutIfNeeded()  // UIKit starts the transition at the next layout
        driven.interaction.update(0.5)
        Clock.run(from: t0, to: 0.1)
        XCTAssertEqual(opacity(detail.view), 0.5, accuracy: 1e-6)
        let t1 = CACurrentMediaTime()
        driven.interaction.cancel()
        Clock.run(from: t1, to: 0.1)
        XCTAssertEqual(opacity(detail.view), 0.75, accuracy: 0.03, "playing back: 0.1 s of 0.2")
        Clock.run(from: t1, to: 0.4)
        XCTAssertFalse(nav.isTransitioning)
        XCTAssertEqual(nav.viewControllers, [root, detail])
        XCTAssertTrue(detail.parent === nav)
        XCTAssertTrue(detail.view.superview === nav.view)
        XCTAssertNil(root.view.superview)
        XCTAssertEqual(opacity(detail.view), 1, accuracy: 1e-6)
        XCTAssertEqual(driven.animator.ended, [false])
        XCTAssertEqual(driven.shown, [])
        XCTAssertEqual(nav.navigationBar.topItem?.title, "detail")
        XCTAssertEqual(log.appearance, ["detail.viewWillDisappear(true)", "root.viewWillAppear(true)",
                                        "root.viewWillDisappear(true)", "root.viewDidDisappear(true)",
                                        "detail.viewWillAppear(true)", "detail.viewDidAppear(true)"])
        // A later pop works.
        driven.interactive = false
        let t2 = CACurrentMediaTime()
        nav.popViewController(animated: true)
        nav.view.layoutIfNeeded()  // UIKit starts the transition at the next layout
        Clock.run(from: t2, to: 0.45)
        XCTAssertEqual(nav.viewControllers, [root])
    }
}

extension NavigationCustomAnimatorTests {
    /// The "zoom into the detail" pattern: the list is the delegate for the push, and the detail makes
    /// itself the delegate in `viewDidLoad` for its own pop. UIKit asks for the push's animator before
    /// the detail's view loads, so the list's animator runs the push and the detail's the pop.
    final class SelfDelegatingDetail: UIViewController, UINavigationControllerDelegate {
        let popAnimator = FadeAnimator(duration: 0.2)
        var askedFor: [UINavigationController.Operation] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationController?.delegate = self
        }
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            askedFor.append(operation)
            return operation == .pop ? popAnimator : nil
        }
    }

    func testThePushedControllersViewDidLoadDelegateAnswersOnlyForLaterTransitions() {
        let (nav, _, listDelegate, _) = setUp(duration: 0.3)
        let detail = SelfDelegatingDetail()
        let t0 = CACurrentMediaTime()
        nav.pushViewController(detail, animated: true)
        nav.view.layoutIfNeeded()  // UIKit starts the transition at the next layout
        XCTAssertEqual(listDelegate.asked.map(\.0), [.push], "the delegate when the push began was asked")
        XCTAssertTrue(listDelegate.asked.first?.2 === detail)
        XCTAssertTrue(nav.delegate === detail, "the detail's viewDidLoad made it the delegate")
        XCTAssertEqual(detail.askedFor, [])
        Clock.run(from: t0, to: 0.35)
        XCTAssertEqual(listDelegate.animator.ended, [true], "the list's animator ran the push")
        XCTAssertEqual(nav.topViewController, detail)
        let t1 = CACurrentMediaTime()
        nav.popViewController(animated: true)
        nav.view.layoutIfNeeded()  // UIKit starts the transition at the next layout
        XCTAssertEqual(detail.askedFor, [.pop])
        Clock.run(from: t1, to: 0.25)
        XCTAssertEqual(detail.popAnimator.ended, [true], "the detail's animator ran the pop")
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(listDelegate.asked.count, 1)
    }
}

/// WWDC 2016's interruptible transitions (Apple's AssetTransitions pattern): the navigation delegate
/// always returns an interaction controller whose `wantsInteractiveStart` is false unless a pan began the
/// transition. UIKit then calls its `startInteractiveTransition` (never the animator's
/// `animateTransition`) with a context that is not interactive, and the controller animates at once; a
/// later `pauseInteractiveTransition()` makes the context interactive.
final class InterruptibleNavigationTransitionTests: XCTestCase {
    final class Driver: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning,
                        UIViewControllerInteractiveTransitioning {
        var initiallyInteractive = false
        var animateTransitionCalls = 0
        var started: [Bool] = []  // isInteractive when each transition started
        var context: UIViewControllerContextTransitioning?
        var animator: UIViewPropertyAnimator?

        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { self }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { animateTransitionCalls += 1 }
        var wantsInteractiveStart: Bool { initiallyInteractive }

        func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            context = transitionContext
            started.append(transitionContext.isInteractive)
            guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { toView.alpha = 1 }
            animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
            self.animator = animator
            if !transitionContext.isInteractive { animator.startAnimation() }
        }
    }

    func testANonInteractiveStartGoesThroughTheInteractionControllerAndPlays() {
        let root = UIViewController(), detail = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let driver = Driver()
        nav.delegate = driver
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let t0 = CACurrentMediaTime()
        nav.pushViewController(detail, animated: true)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(driver.started, [false], "started through the interaction controller, not interactive")
        XCTAssertEqual(driver.animateTransitionCalls, 0, "UIKit does not call animateTransition when an interaction controller drives")
        Clock.run(from: t0, to: 0.2)
        XCTAssertEqual(Double(detail.view.layer.presentationProperties().opacity), 0.5, accuracy: 0.05, "playing on its own")
        XCTAssertTrue(nav.isTransitioning)
        Clock.run(from: t0, to: 0.5)
        XCTAssertFalse(nav.isTransitioning)
        XCTAssertTrue(nav.topViewController === detail)
        XCTAssertTrue(detail.view.superview === nav.view)

        // Grabbed mid-flight: pausing makes the transition interactive.
        let t1 = CACurrentMediaTime()
        nav.popViewController(animated: true)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(driver.started, [false, false])
        Clock.run(from: t1, to: 0.1)
        driver.animator?.pauseAnimation()
        driver.context?.pauseInteractiveTransition()
        XCTAssertEqual(driver.context?.isInteractive, true)
        driver.context?.finishInteractiveTransition()
        driver.animator?.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        Clock.run(from: t1, to: 0.7)
        XCTAssertFalse(nav.isTransitioning)
        XCTAssertTrue(nav.topViewController === root)
    }
}
