import XCTest
@testable import MotionViews

/// `UIViewController.transitionCoordinator` during a navigation controller's push and pop, as
/// UIViewController.h documents it ("the view controller is the child of a navigation controller that
/// is pushing or popping") and UIViewControllerTransitionCoordinator.h its blocks ("animations …
/// run alongside the transition"; "completion … after the transition finishes").
final class NavigationTransitionCoordinatorTests: XCTestCase {
    /// Fades a badge out alongside its own appearance, the idiom of `viewWillAppear`.
    class Fading: LoggingController {
        let badge = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        var sawFrom: UIViewController?
        var coordinatorWasAnimated: Bool?
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(badge) }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let c = transitionCoordinator else { log.add("\(name).noCoordinator"); return }
            coordinatorWasAnimated = c.isAnimated
            c.animate(alongsideTransition: { ctx in
                self.sawFrom = ctx.viewController(forKey: .from)
                self.badge.alpha = 0
            }, completion: { _ in self.log.add("\(self.name).coordinatorCompletion") })
        }
    }

    func testAlongsideBlocksRideThePushAndCompletionsComeBeforeDidAppear() {
        let log = LifecycleLog()
        let a = LoggingController("A", log)
        let nav = UINavigationController(rootViewController: a)
        _ = showInWindow(nav, log: log)
        XCTAssertNil(a.transitionCoordinator, "no transition, no coordinator")
        let b = Fading("B", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(b, animated: true)
        XCTAssertTrue(b.transitionCoordinator != nil && nav.transitionCoordinator != nil, "during the push")
        XCTAssertTrue(a.transitionCoordinator != nil, "the covered controller takes part too")
        XCTAssertEqual(b.coordinatorWasAnimated, true)
        let d = UINavigationController.transitionDuration
        for f in [0.2, 0.5, 0.8] {
            Clock.run(from: t0, to: f * d)
            // The slide's curve: the badge fades as the view slides in.
            XCTAssertEqual(Double(b.badge.layer.presentationProperties().opacity), 1 - easeOut(f), accuracy: 1e-3, "at \(f)")
            XCTAssertEqual(Double(onScreen(b.view).x), 160 + 320 * (1 - easeOut(f)), accuracy: 0.01)
        }
        Clock.run(from: t0, to: d + 2 * frame)
        XCTAssertTrue(b.sawFrom === a)
        XCTAssertEqual(log.only("coordinatorCompletion", "viewDidAppear"), ["B.coordinatorCompletion", "B.viewDidAppear(true)"])
        XCTAssertNil(b.transitionCoordinator, "gone when the transition ended")
        XCTAssertEqual(b.badge.alpha, 0)
    }

    func testAPopHasOneAndAnUnanimatedPushRunsItsBlocksAtOnce() {
        let log = LifecycleLog()
        let a = Fading("A", log)
        let nav = UINavigationController(rootViewController: a)
        _ = showInWindow(nav, log: log)
        let b = Fading("B", log)
        nav.pushViewController(b, animated: false)
        XCTAssertEqual(b.coordinatorWasAnimated, false)
        XCTAssertEqual(b.badge.alpha, 0, "applied at once")
        XCTAssertEqual(log.only("coordinatorCompletion"), ["B.coordinatorCompletion"])
        a.badge.alpha = 1
        let t0 = CACurrentMediaTime()
        _ = nav.popViewController(animated: true)
        Clock.run(from: t0, to: 0.5 * UINavigationController.transitionDuration)
        XCTAssertEqual(Double(a.badge.layer.presentationProperties().opacity), 1 - easeOut(0.5), accuracy: 1e-3)
        XCTAssertTrue(a.sawFrom === b)
        Clock.run(from: t0, to: UINavigationController.transitionDuration + 2 * frame)
        XCTAssertEqual(log.only("A.coordinatorCompletion", "A.viewDidAppear").suffix(2), ["A.coordinatorCompletion", "A.viewDidAppear(true)"])
        XCTAssertNil(a.transitionCoordinator)
    }
}

/// `transitionCoordinator` during a presentation and a dismissal (UIViewController.h: "When a
/// presentation or dismissal is in progress … this returns the transition coordinator"): a presented
/// controller's `viewWillAppear` fades a badge alongside the slide up, on the slide's curve; the
/// presenting controller has the same coordinator; completions come before the "did" calls; the
/// dismissal has one too; a custom animator's alongside blocks take its duration.
final class PresentationTransitionCoordinatorTests: XCTestCase {
    final class Sheet: NavigationTransitionCoordinatorTests.Fading {
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 },
                                           completion: { _ in self.log.add("\(self.name).dismissCompletion") })
        }
    }

    func testAPresentationAndADismissalHaveCoordinators() {
        let log = LifecycleLog()
        let a = LoggingController("A", log)
        _ = showInWindow(a, log: log)
        let b = Sheet("B", log)
        b.modalPresentationStyle = .fullScreen
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        XCTAssertTrue(b.transitionCoordinator != nil)
        XCTAssertTrue(a.transitionCoordinator === b.transitionCoordinator, "the presenting controller's too")
        XCTAssertEqual(b.coordinatorWasAnimated, true)
        XCTAssertEqual(b.transitionCoordinator?.transitionDuration, UIViewController.modalTransitionDuration)
        let d = UIViewController.modalTransitionDuration
        for f in [0.25, 0.5] {
            Clock.run(from: t0, to: f * d)
            XCTAssertEqual(Double(b.badge.layer.presentationProperties().opacity), 1 - easeOut(f), accuracy: 1e-3, "at \(f)")
        }
        Clock.run(from: t0, to: d + 2 * frame)
        XCTAssertTrue(b.sawFrom === a)
        XCTAssertEqual(log.only("coordinatorCompletion", "B.viewDidAppear"), ["B.coordinatorCompletion", "B.viewDidAppear(true)"])
        XCTAssertNil(b.transitionCoordinator)
        XCTAssertNil(a.transitionCoordinator)

        let t1 = CACurrentMediaTime()
        b.dismiss(animated: true)
        XCTAssertTrue(b.transitionCoordinator != nil)
        Clock.run(from: t1, to: 0.5 * d)
        XCTAssertEqual(Double(b.badge.layer.presentationProperties().opacity), easeOut(0.5), accuracy: 1e-3)
        Clock.run(from: t1, to: d + 2 * frame)
        XCTAssertEqual(log.only("dismissCompletion", "B.viewDidDisappear"), ["B.dismissCompletion", "B.viewDidDisappear(true)"])
        XCTAssertNil(b.transitionCoordinator)
    }

    func testAnUnanimatedPresentationRunsTheBlocksAtOnce() {
        let log = LifecycleLog()
        let a = LoggingController("A", log)
        _ = showInWindow(a, log: log)
        let b = Sheet("B", log)
        a.present(b, animated: false)
        XCTAssertEqual(b.coordinatorWasAnimated, false)
        XCTAssertEqual(b.badge.alpha, 0)
        XCTAssertEqual(log.only("coordinatorCompletion"), ["B.coordinatorCompletion"])
        XCTAssertNil(b.transitionCoordinator)
    }

    func testACustomAnimatorsDurationPacesTheBlocks() {
        let log = LifecycleLog()
        let a = LoggingController("A", log)
        _ = showInWindow(a, log: log)
        let b = Sheet("B", log)
        let transitions = CustomTransitionTests.Transitions(grow: CustomTransitionTests.GrowAnimator(origin: CGRect(x: 0, y: 0, width: 10, height: 10), duration: 0.8))
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        XCTAssertEqual(b.transitionCoordinator?.transitionDuration, 0.8)
        Clock.run(from: t0, to: 0.4)
        XCTAssertEqual(Double(b.badge.layer.presentationProperties().opacity), 0.5, accuracy: 1e-3, "half-way on ease-in-ease-out")
        Clock.run(from: t0, to: 0.9)
        XCTAssertEqual(log.only("coordinatorCompletion", "B.viewDidAppear"), ["B.coordinatorCompletion", "B.viewDidAppear(true)"])
    }
}
