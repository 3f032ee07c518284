import XCTest
@testable import MotionViews

final class LongPressGestureTests: XCTestCase {
    func testBeginsAfterHalfASecondOnTheFrameClock() {
        let (w, v) = makeWindowWithTarget()
        let press = UILongPressGestureRecognizer()
        var beganAt: CFTimeInterval?
        let log = press.recordStates()
        press.addTarget(nil) { g in if g.state == .began { beganAt = CACurrentMediaTime() } }
        v.addGestureRecognizer(press)
        let down = CACurrentMediaTime()
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        Clock.run(from: down, to: 0.49)
        XCTAssertEqual(press.state, .possible)
        Clock.run(from: down, to: 0.51)
        XCTAssertEqual(press.state, .began)
        XCTAssertEqual(try XCTUnwrap(beganAt) - down, 0.5, accuracy: frame + 1e-9, "the first frame at or after 0.5 s")
        XCTAssertEqual(v.log, ["began", "cancelled"])
        w.sendTouch(.moved, at: CGPoint(x: 180, y: 150))   // movement no longer matters
        w.sendTouch(.ended, at: CGPoint(x: 180, y: 150))
        XCTAssertEqual(log.states, [.began, .changed, .ended])
        assertPoint(press.location(in: nil), CGPoint(x: 180, y: 150))
    }

    func testMovingOrLiftingEarlyFails() {
        let (w, v) = makeWindowWithTarget()
        let press = UILongPressGestureRecognizer()
        let log = press.recordStates()
        v.addGestureRecognizer(press)
        let down = CACurrentMediaTime()
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        Clock.run(from: down, to: 0.2)
        w.sendTouch(.moved, at: CGPoint(x: 111, y: 150))
        XCTAssertEqual(press.state, .failed)
        Clock.run(from: down, to: 1)
        w.sendTouch(.ended, at: CGPoint(x: 111, y: 150))
        let again = CACurrentMediaTime()
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        Clock.run(from: again, to: 0.3)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 150))
        Clock.run(from: again, to: 1)
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(press.state, .possible)
    }

    func testMinimumPressDurationIsConfigurable() {
        let (w, v) = makeWindowWithTarget()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 1.2
        v.addGestureRecognizer(press)
        let down = CACurrentMediaTime()
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        Clock.run(from: down, to: 1.15)
        XCTAssertEqual(press.state, .possible)
        Clock.run(from: down, to: 1.22)
        XCTAssertEqual(press.state, .began)
    }
}

final class SwipeGestureTests: XCTestCase {
    func testQuickStrokeRightIsRecognizedBeforeTheLift() {
        let (w, v) = makeWindowWithTarget()
        let swipe = UISwipeGestureRecognizer()
        let log = swipe.recordStates()
        v.addGestureRecognizer(swipe)
        w.sendTouch(.began, at: CGPoint(x: 80, y: 150))
        move(w, from: CGPoint(x: 80, y: 150), to: CGPoint(x: 180, y: 160), duration: 0.1)
        XCTAssertEqual(log.states, [.recognized])
        w.sendTouch(.ended, at: CGPoint(x: 180, y: 160))
        assertPoint(swipe.location(in: nil), CGPoint(x: 80, y: 150), "a swipe is located where it began")
    }

    func testWrongDirectionFails() {
        let (w, v) = makeWindowWithTarget()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.up, .down]
        let log = swipe.recordStates()
        v.addGestureRecognizer(swipe)
        w.sendTouch(.began, at: CGPoint(x: 80, y: 150))
        move(w, from: CGPoint(x: 80, y: 150), to: CGPoint(x: 230, y: 150), duration: 0.15)
        XCTAssertEqual(swipe.state, .possible, "150 pt across at 0.15 s: within 200·(1 − 0.15·0.98) = 171 pt")
        move(w, from: CGPoint(x: 230, y: 150), to: CGPoint(x: 300, y: 150), duration: 0.1)
        XCTAssertEqual(swipe.state, .failed, "220 pt across at 0.25 s: beyond 151 pt")
        w.sendTouch(.ended, at: CGPoint(x: 300, y: 150))
        drag(w, from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 150), duration: 0.1)
        XCTAssertEqual(log.states, [.recognized], "upwards is allowed")
    }

    func testSlowStrokeFailsAfterTheMaximumDuration() {
        let (w, v) = makeWindowWithTarget()
        let swipe = UISwipeGestureRecognizer()
        let log = swipe.recordStates()
        v.addGestureRecognizer(swipe)
        w.sendTouch(.began, at: CGPoint(x: 80, y: 150))
        // 24 pt in 0.5 s: below the 26.5 pt needed by then.
        move(w, from: CGPoint(x: 80, y: 150), to: CGPoint(x: 104, y: 150), duration: 0.5)
        Clock.advance(by: frame)
        XCTAssertEqual(swipe.state, .failed)
        w.sendTouch(.ended, at: CGPoint(x: 104, y: 150))
        XCTAssertEqual(log.states, [])
    }

    func testThresholdsDecayWithTime() {
        let swipe = UISwipeGestureRecognizer()
        // At once: 50 pt along, 200 across; after 0.5 s: 50·(1 − 0.5·0.94) = 26.5 and 200·(1 − 0.5·0.98) = 102.
        XCTAssertTrue(swipe.check(CGPoint(x: 50, y: 0), elapsed: 0).recognized)
        XCTAssertFalse(swipe.check(CGPoint(x: 49.9, y: 0), elapsed: 0).recognized)
        XCTAssertTrue(swipe.check(CGPoint(x: 26.5, y: 0), elapsed: 0.5).recognized)
        XCTAssertFalse(swipe.check(CGPoint(x: 26.4, y: 0), elapsed: 0.5).recognized)
        XCTAssertFalse(swipe.check(CGPoint(x: 30, y: 101.9), elapsed: 0.5).failed)
        XCTAssertTrue(swipe.check(CGPoint(x: 30, y: 102.1), elapsed: 0.5).failed)
        XCTAssertTrue(swipe.check(CGPoint(x: -11, y: 0), elapsed: 0.1).failed, "leftwards, for a right swipe")
    }
}
