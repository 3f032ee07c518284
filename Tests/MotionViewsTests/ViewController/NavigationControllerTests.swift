import XCTest
@testable import MotionViews

final class NavigationControllerTests: XCTestCase {
    let d = UINavigationController.transitionDuration

    private func makeNav(_ log: LifecycleLog) -> (UIWindow, UINavigationController, LoggingController) {
        let root = LoggingController("A", log)
        let nav = UINavigationController(rootViewController: root)
        let w = showInWindow(nav, log: log)
        return (w, nav, root)
    }

    func testRootIsShownUnderTheBarWithItsTitle() {
        let log = LifecycleLog()
        let root = LoggingController("A", log)
        let nav = UINavigationController(rootViewController: root)
        XCTAssertEqual(log.entries, ["A.willMove(nav)", "A.didMove(nav)"], "the root is contained at once")
        let w = makeWindow()
        w.showsDeviceChrome = true   // a 320×568 iPhone: the bar sits below the 20-point status bar
        w.rootViewController = nav
        w.makeKeyAndVisible()
        XCTAssertEqual(log.appearance, ["A.viewWillAppear(false)", "A.viewDidAppear(false)"], "forwarded by the container")
        XCTAssertEqual(root.view.frame, w.bounds)
        XCTAssertTrue(root.navigationController === nav)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 320, height: 44))
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "A")
        XCTAssertTrue(nav.navigationBar.backButton.isHidden)
    }

    func testPushSlidesInFromTheRightOverAParallaxAndDimming() {
        let log = LifecycleLog()
        let (_, nav, a) = makeNav(log)
        let b = LoggingController("B", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(b, animated: true)
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertEqual(nav.viewControllers.count, 2)
        let dimming = try! XCTUnwrap(nav.view.subviews.first { $0 is NavigationDimmingView })
        for f in [0.1, 0.3, 0.5, 0.8] {
            Clock.run(from: t0, to: f * d)
            let p = easeOut(f)
            XCTAssertEqual(Double(onScreen(b.view).x), 160 + 320 * (1 - p), accuracy: 0.01, "incoming at \(f)")
            XCTAssertEqual(Double(onScreen(a.view).x), 160 - 320.0 / 3 * p, accuracy: 0.01, "outgoing at \(f)")
            XCTAssertEqual(Double(dimming.layer.presentationProperties().opacity), 0.1 * p, accuracy: 1e-4)
        }
        Clock.run(from: t0, to: d + 2 * frame)
        XCTAssertEqual(log.entries, ["B.willMove(nav)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)",
                                     "B.viewWillAppear(true)", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                                     "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(nav)"])
        XCTAssertNil(a.view.superview)
        XCTAssertNil(dimming.superview)
        XCTAssertEqual(a.view.center.x, 160, "the covered view is put back for its return")
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "B")
        XCTAssertEqual(nav.navigationBar.backButton.currentTitle, "‹ A")
        XCTAssertFalse(nav.navigationBar.backButton.isHidden)
    }

    func testPopIsTheReverse() {
        let log = LifecycleLog()
        let (_, nav, a) = makeNav(log)
        let b = LoggingController("B", log)
        nav.pushViewController(b, animated: false)
        log.entries = []
        let t0 = CACurrentMediaTime()
        XCTAssertTrue(nav.popViewController(animated: true) === b)
        for f in [0.2, 0.6] {
            Clock.run(from: t0, to: f * d)
            let p = easeOut(f)
            XCTAssertEqual(Double(onScreen(b.view).x), 160 + 320 * p, accuracy: 0.01)
            XCTAssertEqual(Double(onScreen(a.view).x), 160 - 320.0 / 3 * (1 - p), accuracy: 0.01)
        }
        Clock.run(from: t0, to: d + 2 * frame)
        XCTAssertEqual(log.only("Appear", "Disappear", "Move"),
                       ["B.willMove(nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                        "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(nil)"])
        XCTAssertNil(b.parent)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNil(nav.popViewController(animated: true), "the root stays")
    }

    func testPopToRootRemovesTheMiddleAndBackButtonPops() {
        let log = LifecycleLog()
        let (w, nav, a) = makeNav(log)
        let b = LoggingController("B", log), c = LoggingController("C", log)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        XCTAssertEqual(nav.navigationBar.backButton.currentTitle, "‹ B")
        log.entries = []
        let popped = nav.popToRootViewController(animated: true)
        XCTAssertEqual(popped?.map { ($0 as! LoggingController).name }, ["C", "B"])
        Clock.run(from: CACurrentMediaTime(), to: d + 2 * frame)
        XCTAssertEqual(log.appearance, ["C.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                        "C.viewDidDisappear(true)", "A.viewDidAppear(true)"], "B was never shown")
        XCTAssertNil(b.parent)
        XCTAssertNil(c.parent)
        // The back button pops.
        nav.pushViewController(b, animated: false)
        w.layoutIfNeeded()
        let button = nav.navigationBar.backButton
        let p = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        tap(w, at: p)
        XCTAssertTrue(nav.topViewController === a)
    }

    func testPushDuringATransitionIsRefused() {
        let log = LifecycleLog()
        let (_, nav, _) = makeNav(log)
        let b = LoggingController("B", log), c = LoggingController("C", log)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertNil(c.parent)
        Clock.run(from: CACurrentMediaTime(), to: d + 2 * frame)
        nav.pushViewController(c, animated: false)
        XCTAssertEqual(nav.viewControllers.count, 3)
    }

    func testSetViewControllers() {
        let log = LifecycleLog()
        let (_, nav, a) = makeNav(log)
        let b = LoggingController("B", log), c = LoggingController("C", log)
        nav.setViewControllers([a, b, c], animated: false)
        XCTAssertTrue(nav.topViewController === c)
        XCTAssertEqual(nav.children.count, 3)
        XCTAssertTrue(c.view.superview === nav.view)
        nav.viewControllers = [b]
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertNil(a.parent)
        XCTAssertNil(c.parent)
        XCTAssertTrue(b.view.superview === nav.view)
        XCTAssertNil(c.view.superview)
    }
}
