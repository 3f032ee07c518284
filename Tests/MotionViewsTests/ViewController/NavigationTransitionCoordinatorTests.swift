import XCTest
@testable import MotionViews

/// `UIViewController.transitionCoordinator` during a navigation controller's push and pop, as
/// UIViewController.h documents it ("the view controller is the child of a navigation controller that
/// is pushing or popping") and UIViewControllerTransitionCoordinator.h its blocks ("animations …
/// run alongside the transition"; "completion … after the transition finishes").
final class NavigationTransitionCoordinatorTests: XCTestCase {
    /// Fades a badge out alongside its own appearance, the idiom of `viewWillAppear`.
    final class Fading: LoggingController {
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
