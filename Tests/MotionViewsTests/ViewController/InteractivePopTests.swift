import XCTest
@testable import MotionViews

final class InteractivePopTests: XCTestCase {
    let d = UINavigationController.transitionDuration

    private func navWithTwo(_ log: LifecycleLog) -> (UIWindow, UINavigationController, LoggingController, LoggingController) {
        let a = LoggingController("A", log), b = LoggingController("B", log)
        let nav = UINavigationController(rootViewController: a)
        let w = showInWindow(nav, log: log)
        nav.pushViewController(b, animated: false)
        log.entries = []
        return (w, nav, a, b)
    }

    /// Finger down at the left edge, dragged to `x` at 60 Hz over `duration`, then held still for
    /// `hold` seconds (so the release velocity is 0 when hold ≥ 0.1 s), then lifted.
    private func swipe(_ w: UIWindow, to x: CGFloat, duration: Double, hold: Double) {
        let y: CGFloat = 300
        w.sendTouch(.began, at: CGPoint(x: 5, y: y))
        move(w, from: CGPoint(x: 5, y: y), to: CGPoint(x: x, y: y), duration: duration)
        var held = 0.0
        while held < hold - 1e-9 { Clock.advance(by: frame); held += frame; w.sendTouch(.moved, at: CGPoint(x: x, y: y)) }
        w.sendTouch(.ended, at: CGPoint(x: x, y: y))
    }

    func testEdgePanBeginsOnlyNearItsEdgeMovingAway() {
        let (w, v) = makeWindowWithTarget()
        v.frame = w.bounds
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        let log = edge.recordStates()
        v.addGestureRecognizer(edge)
        drag(w, from: CGPoint(x: 40, y: 300), to: CGPoint(x: 140, y: 300), duration: 0.1)
        XCTAssertEqual(log.states, [], "started 40 pt from the edge")
        drag(w, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 10, y: 400), duration: 0.1)
        XCTAssertEqual(log.states, [], "moved along the edge")
        drag(w, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 105, y: 310), duration: 0.1)
        XCTAssertEqual(log.compact, [.began, .changed, .ended])
    }

    func testDraggedPastHalfwayCompletesThePop() {
        let log = LifecycleLog()
        let (w, nav, a, b) = navWithTwo(log)
        w.sendTouch(.began, at: CGPoint(x: 5, y: 300))
        move(w, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 125, y: 300), duration: 0.3)
        // The views follow the finger (shown from the next frame on): 120 pt of 320 dragged.
        AnimationDriver.commit()
        let f = 120.0 / 320
        XCTAssertEqual(Double(onScreen(b.view).x), 160 + 120, accuracy: 1e-9)
        XCTAssertEqual(Double(onScreen(a.view).x), 160 - 320.0 / 3 * (1 - f), accuracy: 1e-9)
        XCTAssertEqual(log.appearance, ["B.viewWillDisappear(true)", "A.viewWillAppear(true)"])
        XCTAssertTrue(nav.topViewController === b, "still on the stack while the finger decides")
        move(w, from: CGPoint(x: 125, y: 300), to: CGPoint(x: 205, y: 300), duration: 0.2)
        for _ in 0..<8 { Clock.advance(by: frame); w.sendTouch(.moved, at: CGPoint(x: 205, y: 300)) }
        w.sendTouch(.ended, at: CGPoint(x: 205, y: 300))
        Clock.run(from: CACurrentMediaTime(), to: d + 2 * frame)
        XCTAssertEqual(log.only("Appear", "Disappear", "Move"),
                       ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)",
                        "A.viewDidAppear(true)", "B.willMove(nil)", "B.didMove(nil)"])
        XCTAssertTrue(nav.topViewController === a)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(a.view.frame, nav.view.bounds)
    }

    func testReleasedBeforeHalfwayGoesBack() {
        let log = LifecycleLog()
        let (_, nav, a, b) = navWithTwo(log)
        swipe(testWindow!, to: 105, duration: 0.3, hold: 0.15)
        Clock.run(from: CACurrentMediaTime(), to: d + 2 * frame)
        XCTAssertEqual(log.appearance, ["B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                        "B.viewWillAppear(true)", "A.viewWillDisappear(true)",
                                        "B.viewDidAppear(true)", "A.viewDidDisappear(true)"])
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(Double(onScreen(b.view).x), 160, accuracy: 1e-6)
        XCTAssertEqual(a.view.center.x, 160)
    }

    func testAFlickCompletesAndTheSpringStartsAtTheFingersSpeed() {
        let log = LifecycleLog()
        let (w, nav, a, b) = navWithTwo(log)
        // 65 pt in 0.1 s: 650 pt/s, more than one width (320 pt) per second, though only 20 % across.
        w.sendTouch(.began, at: CGPoint(x: 5, y: 300))
        move(w, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 70, y: 300), duration: 0.1)
        w.sendTouch(.ended, at: CGPoint(x: 70, y: 300))
        let release = CACurrentMediaTime()
        AnimationDriver.commit()
        let x0 = Double(onScreen(b.view).x)
        XCTAssertEqual(x0, 160 + 65, accuracy: 1e-9, "released where the finger left it")
        AnimationDriver.shared.advance(to: release + 1e-5)
        XCTAssertEqual((Double(onScreen(b.view).x) - x0) / 1e-5, 650, accuracy: 650 * 0.03)
        Clock.run(from: release, to: d + 2 * frame)
        XCTAssertTrue(nav.topViewController === a)
        XCTAssertNil(b.parent)
        XCTAssertEqual(Double(onScreen(a.view).x), 160, accuracy: 1e-6)
    }

    func testNoBackSwipeAtTheRoot() {
        let log = LifecycleLog()
        let a = LoggingController("A", log)
        let nav = UINavigationController(rootViewController: a)
        let w = showInWindow(nav, log: log)
        let log2 = nav.interactivePopGestureRecognizer!.recordStates()
        drag(w, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2)
        XCTAssertEqual(log2.states, [])
        XCTAssertEqual(log.appearance, [])
    }
}

/// The bar during the back swipe: it shows the popped stack's items under a cross-fade that follows the
/// finger (the fade's time on the bar's layer is the swiped fraction of the pop's duration), plays on
/// from there when released, or back to the old items when the pop is cancelled.
final class InteractivePopBarTests: XCTestCase {
    let d = UINavigationController.transitionDuration

    private func nav() -> (UIWindow, UINavigationController, UIViewController, UIViewController) {
        let a = UIViewController(), b = UIViewController()
        a.title = "Inbox"; b.title = "Message"
        let nav = UINavigationController(rootViewController: a)
        let w = showInWindow(nav, log: LifecycleLog())
        nav.pushViewController(b, animated: false)
        return (w, nav, a, b)
    }

    /// The bar's fade: seconds into it now, or nil without one.
    private func fadeTime(_ nav: UINavigationController) -> Double? {
        let layer = nav.navigationBar.layer
        guard let fade = layer.animation(forKey: UINavigationController.interactivePopBarKey) else { return nil }
        return layer.localTime() - fade.beginTime
    }

    func testTheBarFadesWithTheFingerAndPlaysOnWhenReleased() {
        let (w, nav, a, _) = nav()
        w.sendTouch(.began, at: CGPoint(x: 5, y: 300))
        move(w, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 85, y: 300), duration: 0.2)
        XCTAssertTrue(nav.navigationBar.topItem === a.navigationItem, "the popped stack's items, under the fade")
        XCTAssertNil(nav.navigationBar.backItem)
        XCTAssertEqual(try XCTUnwrap(fadeTime(nav)), 80.0 / 320 * d, accuracy: 1e-9)
        // Held still: the fade holds too.
        for _ in 0..<6 { Clock.advance(by: frame); w.sendTouch(.moved, at: CGPoint(x: 85, y: 300)) }
        XCTAssertEqual(try XCTUnwrap(fadeTime(nav)), 80.0 / 320 * d, accuracy: 1e-9)
        move(w, from: CGPoint(x: 85, y: 300), to: CGPoint(x: 245, y: 300), duration: 0.2)
        XCTAssertEqual(try XCTUnwrap(fadeTime(nav)), 240.0 / 320 * d, accuracy: 1e-9)
        w.sendTouch(.ended, at: CGPoint(x: 245, y: 300))
        // Released past halfway: the fade runs on at the clock's pace.
        Clock.advance(by: 0.05)
        XCTAssertEqual(try XCTUnwrap(fadeTime(nav)), 240.0 / 320 * d + 0.05, accuracy: 1e-6)
        Clock.run(from: CACurrentMediaTime(), to: d + 2 * frame)
        XCTAssertNil(fadeTime(nav))
        XCTAssertTrue(nav.navigationBar.layer.hasIdentityLayerTiming, "the bar's own timing again")
        XCTAssertTrue(nav.navigationBar.topItem === a.navigationItem)
        XCTAssertTrue(nav.topViewController === a)
    }

    /// Swiping back from a screen without a scroll view (a transparent bar at the scroll edge) to a scrolled
    /// list: the fade ends on the list's standard background, set when the swipe begins (never transparent
    /// over the list after the pop, nor passing through grey); a cancelled swipe restores the detail's look.
    func testTheFadeEndsOnTheScreenBelowsScrollEdgeLook() {
        let list = UITableViewController(style: .plain)
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 100 }
            func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let source = Source()
        list.tableView.dataSource = source
        let nav = UINavigationController(rootViewController: list)
        let w = showInWindow(nav, log: LifecycleLog())
        list.tableView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        nav.layoutNavigationBar()
        XCTAssertFalse(nav.navigationBar.isAtScrollEdge, "the scrolled list: standard background")
        nav.pushViewController(UIViewController(), animated: false)
        XCTAssertTrue(nav.navigationBar.isAtScrollEdge, "a screen without a scroll view: transparent")
        w.sendTouch(.began, at: CGPoint(x: 5, y: 300))
        move(w, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 85, y: 300), duration: 0.2)
        XCTAssertFalse(nav.navigationBar.isAtScrollEdge, "the fade's end: the list's look")
        let background = nav.navigationBar.backdrop.backgroundColor?.cgColor
        XCTAssertEqual(background?.alpha ?? 0, 0.94, accuracy: 0.001)
        move(w, from: CGPoint(x: 85, y: 300), to: CGPoint(x: 95, y: 300), duration: 0.1)
        for _ in 0..<9 { Clock.advance(by: frame); w.sendTouch(.moved, at: CGPoint(x: 95, y: 300)) }
        w.sendTouch(.ended, at: CGPoint(x: 95, y: 300))
        Clock.run(from: CACurrentMediaTime(), to: d + 2 * frame)
        XCTAssertTrue(nav.navigationBar.isAtScrollEdge, "cancelled: the detail's transparent bar again")
        // Transparent is the standard colour at alpha 0 (a fade to it changes alpha alone, never through grey).
        let clear = nav.navigationBar.backdrop.backgroundColor?.cgColor
        XCTAssertEqual(clear?.alpha ?? 1, 0)
        XCTAssertEqual(clear?.red ?? 0, 0.97, accuracy: 0.001)
    }

    func testACancelledSwipeFadesBackToTheOldItems() {
        let (w, nav, a, b) = nav()
        w.sendTouch(.began, at: CGPoint(x: 5, y: 300))
        move(w, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 105, y: 300), duration: 0.3)
        for _ in 0..<9 { Clock.advance(by: frame); w.sendTouch(.moved, at: CGPoint(x: 105, y: 300)) }
        w.sendTouch(.ended, at: CGPoint(x: 105, y: 300))
        let start = 100.0 / 320 * d
        Clock.advance(by: 0.05)
        XCTAssertEqual(try XCTUnwrap(fadeTime(nav)), start - 0.05, accuracy: 1e-6, "played backwards")
        Clock.run(from: CACurrentMediaTime(), to: d + 2 * frame)
        XCTAssertNil(fadeTime(nav))
        XCTAssertTrue(nav.navigationBar.layer.hasIdentityLayerTiming)
        XCTAssertTrue(nav.navigationBar.topItem === b.navigationItem, "the old items back")
        XCTAssertTrue(nav.navigationBar.backItem === a.navigationItem)
        XCTAssertTrue(nav.topViewController === b)
    }
}
