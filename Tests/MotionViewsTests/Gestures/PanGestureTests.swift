import XCTest
@testable import MotionViews

final class PanGestureTests: XCTestCase {
    func testStateSequenceBeginsAfterTenPoints() {
        let (w, v) = makeWindowWithTarget()
        let pan = UIPanGestureRecognizer()
        let log = pan.recordStates()
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        w.sendTouch(.moved, at: CGPoint(x: 106, y: 158))   // 10 pt exactly: not yet
        XCTAssertEqual(pan.state, .possible)
        w.sendTouch(.moved, at: CGPoint(x: 107, y: 158))
        XCTAssertEqual(pan.state, .began)
        // The translation counts from the touch-down point: a dragged view stays under the finger.
        assertPoint(pan.translation(in: v), CGPoint(x: 7, y: 8))
        w.sendTouch(.moved, at: CGPoint(x: 120, y: 160))
        w.sendTouch(.moved, at: CGPoint(x: 140, y: 160))
        w.sendTouch(.ended, at: CGPoint(x: 140, y: 160))
        XCTAssertEqual(log.states, [.began, .changed, .changed, .ended])
        XCTAssertEqual(v.log, ["began", "moved", "cancelled"], "the view's touch is cancelled when the pan begins")
        XCTAssertEqual(pan.state, .possible)
    }

    func testATapIsNotAPan() {
        let (w, v) = makeWindowWithTarget()
        let pan = UIPanGestureRecognizer()
        let log = pan.recordStates()
        v.addGestureRecognizer(pan)
        tap(w, at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(v.log, ["began", "ended"])
    }

    func testSetTranslationRebasesAndViewTransformsApply() {
        let w = makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        w.addSubview(v)
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        v.addSubview(scaled)
        let pan = UIPanGestureRecognizer()
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        w.sendTouch(.moved, at: CGPoint(x: 80, y: 50))
        assertPoint(pan.translation(in: v), CGPoint(x: 30, y: 0))
        assertPoint(pan.translation(in: scaled), CGPoint(x: 15, y: 0), "half as far in a view scaled 2×")
        pan.setTranslation(.zero, in: v)
        assertPoint(pan.translation(in: v), .zero)
        w.sendTouch(.moved, at: CGPoint(x: 90, y: 45))
        assertPoint(pan.translation(in: v), CGPoint(x: 10, y: -5))
        pan.setTranslation(CGPoint(x: 4, y: 0), in: scaled)
        assertPoint(pan.translation(in: v), CGPoint(x: 8, y: 0))
    }

    func testVelocityOfAConstantSpeedDrag() {
        let (w, v) = makeWindowWithTarget()
        let pan = UIPanGestureRecognizer()
        var atEnd: CGPoint?
        pan.addTarget(nil) { g in if g.state == .ended { atEnd = (g as! UIPanGestureRecognizer).velocity(in: v) } }
        v.addGestureRecognizer(pan)
        // 480 pt/s to the right and 240 pt/s down for 0.25 s, one event per 60 Hz frame.
        drag(w, from: CGPoint(x: 80, y: 120), to: CGPoint(x: 200, y: 180), duration: 0.25)
        let velocity = try! XCTUnwrap(atEnd)
        XCTAssertEqual(velocity.x, 480, accuracy: 480 * 0.01)
        XCTAssertEqual(velocity.y, 240, accuracy: 240 * 0.01)
    }

    func testVelocityIsZeroAfterAPauseBeforeRelease() {
        let (w, v) = makeWindowWithTarget()
        let pan = UIPanGestureRecognizer()
        var atEnd: CGPoint?
        pan.addTarget(nil) { g in if g.state == .ended { atEnd = (g as! UIPanGestureRecognizer).velocity(in: nil) } }
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 80, y: 120))
        move(w, from: CGPoint(x: 80, y: 120), to: CGPoint(x: 200, y: 120), duration: 0.2)
        for _ in 0..<10 { Clock.advance(by: frame); w.sendTouch(.moved, at: CGPoint(x: 200, y: 120)) }
        w.sendTouch(.ended, at: CGPoint(x: 200, y: 120))
        XCTAssertEqual(try XCTUnwrap(atEnd).x, 0, accuracy: 1e-6)
    }

    func testASecondFingerDoesNotMakeTheTranslationJump() {
        let (w, v) = makeWindowWithTarget()
        let pan = UIPanGestureRecognizer()
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150), id: 1)
        w.sendTouch(.moved, at: CGPoint(x: 130, y: 150), id: 1)
        assertPoint(pan.translation(in: nil), CGPoint(x: 30, y: 0))
        w.sendTouch(.began, at: CGPoint(x: 190, y: 150), id: 2)   // centroid jumps by 30 pt
        XCTAssertEqual(pan.numberOfTouches, 2)
        assertPoint(pan.translation(in: nil), CGPoint(x: 30, y: 0))
        w.sendTouches([.init(id: 1, phase: .moved, location: CGPoint(x: 140, y: 160)),
                       .init(id: 2, phase: .moved, location: CGPoint(x: 200, y: 160))])
        assertPoint(pan.translation(in: nil), CGPoint(x: 40, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 200, y: 160), id: 2)
        XCTAssertEqual(pan.state, .changed, "still panning with one finger")
        assertPoint(pan.translation(in: nil), CGPoint(x: 40, y: 10))
    }

    func testMinimumNumberOfTouches() {
        let (w, v) = makeWindowWithTarget()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let log = pan.recordStates()
        v.addGestureRecognizer(pan)
        drag(w, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 160, y: 150), duration: 0.1)
        XCTAssertEqual(log.states, [], "one finger does not pan")
        w.sendTouches([.init(id: 1, phase: .began, location: CGPoint(x: 100, y: 150)),
                       .init(id: 2, phase: .began, location: CGPoint(x: 150, y: 150))])
        w.sendTouches([.init(id: 1, phase: .moved, location: CGPoint(x: 100, y: 180)),
                       .init(id: 2, phase: .moved, location: CGPoint(x: 150, y: 180))])
        XCTAssertEqual(pan.state, .began)
        w.sendTouch(.ended, at: CGPoint(x: 150, y: 180), id: 2)
        XCTAssertEqual(log.states, [.began, .ended], "ends when fewer than the minimum remain")
    }
}
