import XCTest
@testable import MotionViews

/// A delegate answering from closures.
final class TestGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var receive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBegin(g) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
        simultaneous(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive(g, touch) }
}

final class GestureArbitrationTests: XCTestCase {
    /// A card with a button on it, a pan on the card.
    private func cardWithButton() -> (UIWindow, UIView, UIButton, [String]) {
        let w = makeWindow()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 300))
        let button = UIButton(frame: CGRect(x: 40, y: 40, width: 120, height: 44))
        card.addSubview(button)
        w.addSubview(card)
        return (w, card, button, [])
    }

    func testPanRecognizingCancelsTheButtonsTouch() {
        let (w, card, button, _) = cardWithButton()
        var events: [String] = []
        button.addAction({ _ in events.append("down") }, for: .touchDown)
        button.addAction({ _ in events.append("cancel") }, for: .touchCancel)
        button.addAction({ _ in events.append("up inside") }, for: .touchUpInside)
        let pan = UIPanGestureRecognizer()
        card.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 160))
        XCTAssertTrue(button.isHighlighted)
        w.sendTouch(.moved, at: CGPoint(x: 105, y: 160))
        XCTAssertTrue(button.isHighlighted, "5 pt: the pan has not begun, the button still has the touch")
        w.sendTouch(.moved, at: CGPoint(x: 120, y: 160))
        XCTAssertEqual(pan.state, .began)
        XCTAssertFalse(button.isHighlighted)
        XCTAssertFalse(button.isTracking)
        w.sendTouch(.moved, at: CGPoint(x: 100, y: 160))
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 160))
        XCTAssertEqual(events, ["down", "cancel"], "no touchUpInside after the pan took the touch")
    }

    func testWithoutCancelsTouchesInViewTheButtonKeepsItsTouch() {
        let (w, card, button, _) = cardWithButton()
        var events: [String] = []
        button.addAction({ _ in events.append("up inside") }, for: .touchUpInside)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        let log = pan.recordStates()
        card.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 160))
        w.sendTouch(.moved, at: CGPoint(x: 120, y: 160))
        w.sendTouch(.ended, at: CGPoint(x: 120, y: 160))
        XCTAssertEqual(log.states, [.began, .ended])
        XCTAssertEqual(events, ["up inside"])
    }

    func testButtonsDefaultActionWinsOverAnAncestorsSingleTap() {
        let (w, card, button, _) = cardWithButton()
        var taps = 0
        button.addAction({ _ in taps += 1 }, for: .touchUpInside)
        let cardTap = UITapGestureRecognizer()
        let log = cardTap.recordStates()
        card.addGestureRecognizer(cardTap)
        tap(w, at: CGPoint(x: 100, y: 160))
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(log.states, [])
        tap(w, at: CGPoint(x: 100, y: 300))   // on the card, off the button
        XCTAssertEqual(log.states, [.recognized])
        // A double tap is not the button's default action: it is not refused.
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let doubleLog = double.recordStates()
        card.addGestureRecognizer(double)
        Clock.advance(by: 1)
        tap(w, at: CGPoint(x: 100, y: 160))
        Clock.advance(by: 0.1)
        tap(w, at: CGPoint(x: 100, y: 160))
        XCTAssertEqual(doubleLog.states, [.recognized])
    }

    func testDelegateShouldBeginFalseFailsTheRecognizer() {
        let (w, v) = makeWindowWithTarget()
        let pan = UIPanGestureRecognizer()
        let delegate = TestGestureDelegate()
        delegate.shouldBegin = { _ in false }
        pan.delegate = delegate
        let log = pan.recordStates()
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        w.sendTouch(.moved, at: CGPoint(x: 130, y: 150))
        XCTAssertEqual(pan.state, .failed)
        w.sendTouch(.ended, at: CGPoint(x: 130, y: 150))
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(v.log, ["began", "moved", "ended"])
    }

    func testOneRecognizingFailsTheOtherUnlessSimultaneous() {
        func run(simultaneous: Bool) -> (pan: [UIGestureRecognizer.State], swipe: [UIGestureRecognizer.State]) {
            let (w, v) = makeWindowWithTarget()
            let swipe = UISwipeGestureRecognizer()
            let pan = UIPanGestureRecognizer()
            let delegate = TestGestureDelegate()
            delegate.simultaneous = { _, _ in simultaneous }
            pan.delegate = delegate
            let swipeLog = swipe.recordStates(), panLog = pan.recordStates()
            v.addGestureRecognizer(pan)
            v.addGestureRecognizer(swipe)
            drag(w, from: CGPoint(x: 80, y: 150), to: CGPoint(x: 180, y: 150), duration: 0.1)
            return (panLog.compact, swipeLog.states)
        }
        let exclusive = run(simultaneous: false)
        XCTAssertEqual(exclusive.pan, [.began, .changed, .ended])
        XCTAssertEqual(exclusive.swipe, [], "the pan began first and failed the swipe")
        let both = run(simultaneous: true)
        XCTAssertEqual(both.pan, [.began, .changed, .ended])
        XCTAssertEqual(both.swipe, [.recognized])
    }

    func testPanRequiringSwipeToFailWaitsThenBegins() {
        let (w, v) = makeWindowWithTarget()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        let pan = UIPanGestureRecognizer()
        pan.require(toFail: swipe)
        let panLog = pan.recordStates()
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(swipe)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        Clock.advance(by: frame)
        w.sendTouch(.moved, at: CGPoint(x: 112, y: 150))   // right: the left swipe fails at once
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(panLog.states, [.began])
    }

    func testDelaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() {
        let (w, v) = makeWindowWithTarget()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        w.sendTouch(.moved, at: CGPoint(x: 104, y: 150))
        XCTAssertEqual(v.log, [], "held while the pan may still begin")
        w.sendTouch(.ended, at: CGPoint(x: 104, y: 150))
        XCTAssertEqual(v.log, ["began", "moved", "ended"], "the pan failed: everything delivered, in order")
        v.log = []
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        w.sendTouch(.moved, at: CGPoint(x: 130, y: 150))
        w.sendTouch(.ended, at: CGPoint(x: 130, y: 150))
        XCTAssertEqual(v.log, [], "the pan recognized: the view never saw the touch")
    }

    func testDisablingMidGestureCancels() {
        let (w, v) = makeWindowWithTarget()
        let pan = UIPanGestureRecognizer()
        let log = pan.recordStates()
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        w.sendTouch(.moved, at: CGPoint(x: 130, y: 150))
        pan.isEnabled = false
        w.sendTouch(.moved, at: CGPoint(x: 140, y: 150))
        w.sendTouch(.ended, at: CGPoint(x: 140, y: 150))
        XCTAssertEqual(log.states, [.began, .cancelled])
        XCTAssertEqual(pan.state, .possible)
    }

    func testRecognizersOfAncestorsSeeTheTouchAndReceiveIsAsked() {
        let (w, v) = makeWindowWithTarget()
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        v.addSubview(inner)
        let outerTap = UITapGestureRecognizer(), innerTap = UITapGestureRecognizer()
        let outerLog = outerTap.recordStates(), innerLog = innerTap.recordStates()
        v.addGestureRecognizer(outerTap)
        inner.addGestureRecognizer(innerTap)
        tap(w, at: CGPoint(x: 80, y: 120))   // on inner
        XCTAssertEqual(innerLog.states, [.recognized], "the hit view's recognizer comes first")
        XCTAssertEqual(outerLog.states, [], "and fails the ancestor's")
        tap(w, at: CGPoint(x: 200, y: 250))   // on v only
        XCTAssertEqual(outerLog.states, [.recognized])
        let delegate = TestGestureDelegate()
        delegate.receive = { _, _ in false }
        innerTap.delegate = delegate
        Clock.advance(by: 1)
        tap(w, at: CGPoint(x: 80, y: 120))
        XCTAssertEqual(innerLog.states, [.recognized], "told not to receive the touch")
        XCTAssertEqual(outerLog.states, [.recognized, .recognized])
    }

    func testARecognizerThatRecognizedKeepsAScrollViewFromTakingTheTouch() {
        let w = makeWindow()
        let scroll = UIScrollView(frame: w.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
        scroll.addSubview(card)
        w.addSubview(scroll)
        let pan = UIPanGestureRecognizer()
        let log = pan.recordStates()
        card.addGestureRecognizer(pan)
        drag(w, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 250), duration: 0.2)
        XCTAssertEqual(log.compact, [.began, .changed, .ended])
        XCTAssertEqual(scroll.contentOffset.y, 0, "the card's pan won; the scroll view did not move")
        // Without the card's pan, the scroll view takes the drag over.
        card.removeGestureRecognizer(pan)
        drag(w, from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), duration: 0.2)
        XCTAssertGreaterThan(scroll.contentOffset.y, 50)
    }
}
