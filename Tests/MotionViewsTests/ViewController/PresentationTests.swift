import XCTest
@testable import MotionViews

final class PresentationTests: XCTestCase {
    let d = UIViewController.modalTransitionDuration

    func testCoverVerticalSlidesUpOnTheChosenCurveWithUIKitsCallbackOrder() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        b.modalPresentationStyle = .fullScreen
        let w = showInWindow(a, log: log)
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true) { log.add("completion") }
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(b.presentingViewController === a)
        XCTAssertTrue(b.isBeingPresented)
        XCTAssertEqual(b.view.frame, w.bounds, "the model is at its final place at once")
        // Centre y goes from 284 + 568 to 284 along ease-out over the duration.
        for f in [0.1, 0.25, 0.5, 0.75, 0.9] {
            Clock.run(from: t0, to: f * d)
            XCTAssertEqual(Double(onScreen(b.view).y), 284 + 568 * (1 - easeOut(f)), accuracy: 0.01, "at \(f)")
            XCTAssertTrue(a.view.superview === w, "the presenting view stays until the end")
        }
        XCTAssertEqual(log.only("completion"), [])
        Clock.run(from: t0, to: d + 2 * frame)
        XCTAssertEqual(log.entries, ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                     "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                                     "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "completion"])
        XCTAssertNil(a.view.superview, "full screen: the presenting view leaves the window")
        XCTAssertEqual(Double(onScreen(b.view).y), 284, accuracy: 1e-9)
        XCTAssertFalse(b.isBeingPresented)
    }

    func testDismissSlidesDownAndRestoresThePresentingView() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        b.modalPresentationStyle = .fullScreen
        let w = showInWindow(a, log: log)
        a.present(b, animated: false)
        log.entries = []
        let t0 = CACurrentMediaTime()
        b.dismiss(animated: true) { log.add("completion") }   // asked of the presented one: its presenter does it
        XCTAssertTrue(a.view.superview === w)
        XCTAssertEqual(a.view.frame, w.bounds)
        for f in [0.2, 0.5, 0.8] {
            Clock.run(from: t0, to: f * d)
            XCTAssertEqual(Double(onScreen(b.view).y), 284 + 568 * easeOut(f), accuracy: 0.01, "at \(f)")
        }
        Clock.run(from: t0, to: d + 2 * frame)
        XCTAssertEqual(log.appearance + log.only("completion"),
                       ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)",
                        "A.viewDidAppear(true)", "completion"])
        XCTAssertNil(b.view.superview)
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        // It can be presented again, from the bottom as before.
        a.present(b, animated: false)
        XCTAssertEqual(b.view.frame, w.bounds)
        XCTAssertEqual(b.view.alpha, 1)
    }

    func testWithoutAnimationEverythingHappensBeforeReturning() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        b.modalPresentationStyle = .fullScreen
        showInWindow(a, log: log)
        a.present(b, animated: false) { log.add("completion") }
        XCTAssertEqual(log.appearance + log.only("completion"),
                       ["A.viewWillDisappear(false)", "B.viewWillAppear(false)", "A.viewDidDisappear(false)",
                        "B.viewDidAppear(false)", "completion"])
    }

    func testOverFullScreenKeepsThePresentingViewAndItsAppearance() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        b.modalPresentationStyle = .overFullScreen
        let w = showInWindow(a, log: log)
        a.present(b, animated: true)
        Clock.run(from: CACurrentMediaTime(), to: d + 2 * frame)
        XCTAssertTrue(a.view.superview === w)
        XCTAssertEqual(log.appearance, ["B.viewWillAppear(true)", "B.viewDidAppear(true)"])
    }

    func testCrossDissolveFadesIn() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .crossDissolve
        showInWindow(a, log: log)
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        Clock.run(from: t0, to: 0.3 * d)
        XCTAssertEqual(Double(b.view.layer.presentationProperties().opacity), easeOut(0.3), accuracy: 0.001)
        XCTAssertEqual(Double(onScreen(b.view).y), 284, accuracy: 1e-9, "no slide")
    }

    func testFlipHorizontalTurnsTheWindowOver() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .flipHorizontal
        let w = showInWindow(a, log: log)
        var done = false
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true) { done = true }
        let flip = w.layer.animation(forKey: "transition") as? CATransition
        XCTAssertEqual(flip?.type, .flip)
        XCTAssertEqual(flip?.subtype, .fromRight)
        XCTAssertEqual(flip?.duration, d)
        Clock.run(from: t0, to: d - frame)
        XCTAssertFalse(done)
        Clock.run(from: t0, to: d + 2 * frame)
        XCTAssertTrue(done)
        XCTAssertEqual(log.appearance, ["A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                        "A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
    }

    func testPageSheetIsTheDefaultCardAndTheViewBehindShrinks() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log)
        XCTAssertEqual(b.modalPresentationStyle, .automatic)
        let w = showInWindow(a, log: log)
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        XCTAssertEqual(b.viewSizeAtDidLoad, CGSize(width: 320, height: 538), "the card's size below the status bar")
        let card = try! XCTUnwrap(b.view.superview)
        XCTAssertTrue(card.superview === w)
        XCTAssertEqual(card.frame.minY, 30)
        XCTAssertEqual(card.layer.cornerRadius, 10)
        let s = 1 - 40.0 / 568
        Clock.run(from: t0, to: 0.5 * d)
        XCTAssertEqual(Double(a.view.layer.presentationProperties().transform.m11), 1 + (s - 1) * easeOut(0.5), accuracy: 1e-6)
        Clock.run(from: t0, to: d + 2 * frame)
        XCTAssertEqual(Double(a.view.transform.a), s, accuracy: 1e-12)
        XCTAssertEqual(Double(a.view.frame.minY), 20, accuracy: 1e-9, "its top edge peeks out below the status bar")
        XCTAssertTrue(a.view.superview === w, "a sheet leaves the presenting view in the window")
        XCTAssertEqual(log.appearance, ["B.viewWillAppear(true)", "B.viewDidAppear(true)"], "and it does not disappear")
        a.dismiss(animated: true)
        Clock.run(from: CACurrentMediaTime(), to: d + 2 * frame)
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(a.view.layer.cornerRadius, 0)
        XCTAssertFalse(a.view.clipsToBounds)
        XCTAssertNil(card.superview)
    }

    func testRefusedRequests() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log), c = LoggingController("C", log)
        let loose = LoggingController("L", log)
        loose.present(b, animated: false)
        XCTAssertNil(loose.presentedViewController, "a controller whose view is not in a window cannot present")
        showInWindow(a, log: log)
        a.present(b, animated: true)
        a.present(c, animated: false)
        XCTAssertTrue(a.presentedViewController === b, "one at a time")
        b.dismiss(animated: false)
        XCTAssertTrue(a.presentedViewController === b, "not during the transition")
    }

    func testDismissingAStackAnimatesOnlyTheTop() {
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log), c = LoggingController("C", log)
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = .fullScreen
        let w = showInWindow(a, log: log)
        a.present(b, animated: false)
        b.present(c, animated: false)
        XCTAssertTrue(c.presentingViewController === b)
        XCTAssertNil(b.view.superview)
        log.entries = []
        let t0 = CACurrentMediaTime()
        a.dismiss(animated: true)
        XCTAssertNil(b.view.superview, "the middle one goes at once")
        XCTAssertTrue(c.view.superview === w, "the top one animates away")
        Clock.run(from: t0, to: d + 2 * frame)
        XCTAssertNil(c.view.superview)
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentedViewController)
        XCTAssertEqual(log.appearance, ["C.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                        "C.viewDidDisappear(true)", "A.viewDidAppear(true)"])
    }
}
