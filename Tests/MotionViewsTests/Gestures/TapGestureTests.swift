import XCTest
@testable import MotionViews

final class TapGestureTests: XCTestCase {
    func testTapIsRecognizedOnLiftAndCancelsTheViewsTouch() {
        let (w, v) = makeWindowWithTarget()
        let tapRecognizer = UITapGestureRecognizer()
        let log = tapRecognizer.recordStates()
        v.addGestureRecognizer(tapRecognizer)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(tapRecognizer.state, .possible)
        Clock.advance(by: 0.1)
        w.sendTouch(.ended, at: CGPoint(x: 102, y: 151))
        XCTAssertEqual(log.states, [.recognized])
        // cancelsTouchesInView (default): the view saw the touch begin, then its cancellation.
        XCTAssertEqual(v.log, ["began", "cancelled"])
        assertPoint(tapRecognizer.location(in: v), CGPoint(x: 42, y: 51))
        XCTAssertEqual(tapRecognizer.state, .possible, "reset once the gesture is over")
    }

    func testTapFailsAfterMovingMoreThanTenPoints() {
        let (w, v) = makeWindowWithTarget()
        let tapRecognizer = UITapGestureRecognizer()
        let log = tapRecognizer.recordStates()
        v.addGestureRecognizer(tapRecognizer)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        w.sendTouch(.moved, at: CGPoint(x: 109, y: 150))
        XCTAssertEqual(tapRecognizer.state, .possible, "9 pt is within the tolerance")
        w.sendTouch(.moved, at: CGPoint(x: 111, y: 150))
        XCTAssertEqual(tapRecognizer.state, .failed)
        w.sendTouch(.ended, at: CGPoint(x: 111, y: 150))
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(v.log, ["began", "moved", "moved", "ended"], "a failed recognizer leaves the view its touch")
    }

    func testTwoFingerTapNeedsBothFingers() {
        let (w, v) = makeWindowWithTarget()
        let tapRecognizer = UITapGestureRecognizer()
        tapRecognizer.numberOfTouchesRequired = 2
        let log = tapRecognizer.recordStates()
        v.addGestureRecognizer(tapRecognizer)
        w.sendTouches([.init(id: 1, phase: .began, location: CGPoint(x: 100, y: 150)),
                       .init(id: 2, phase: .began, location: CGPoint(x: 160, y: 150))])
        Clock.advance(by: 0.05)
        w.sendTouches([.init(id: 1, phase: .ended, location: CGPoint(x: 100, y: 150)),
                       .init(id: 2, phase: .ended, location: CGPoint(x: 160, y: 150))])
        XCTAssertEqual(log.states, [.recognized])
        assertPoint(tapRecognizer.location(in: nil), CGPoint(x: 130, y: 150))
        tap(w, at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(log.states, [.recognized], "one finger is not a two-finger tap")
    }

    func testDoubleTapWithinTheMultiTapWindow() {
        let (w, v) = makeWindowWithTarget()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let log = double.recordStates()
        v.addGestureRecognizer(double)
        tap(w, at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(double.state, .possible, "waits for the second tap")
        Clock.advance(by: 0.2)
        tap(w, at: CGPoint(x: 104, y: 152))
        XCTAssertEqual(log.states, [.recognized])
    }

    func testDoubleTapGivesUpOnTheFrameClockWithoutEvents() {
        let (w, v) = makeWindowWithTarget()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        tap(w, at: CGPoint(x: 100, y: 150))
        let lift = CACurrentMediaTime()
        Clock.run(from: lift, to: 0.34)
        XCTAssertEqual(double.state, .possible)
        // The first frame past 0.35 s fails it, and the reset follows at once (no touch is down).
        Clock.run(from: lift, to: 0.37)
        XCTAssertEqual(double.state, .possible)
        XCTAssertFalse(double.isInvolved, "failed and reset by the frame clock")
        tap(w, at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(double.state, .possible, "a late second tap starts a new double tap")
        XCTAssertTrue(double.isInvolved)
    }

    func testSingleTapRequiringDoubleTapToFailWaitsForIt() {
        let (w, v) = makeWindowWithTarget()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singleLog = single.recordStates(), doubleLog = double.recordStates()
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)

        // One tap: the single tap fires only once the double tap has given up (0.35 s after the lift).
        tap(w, at: CGPoint(x: 100, y: 150))
        let lift = CACurrentMediaTime()
        Clock.run(from: lift, to: 0.3)
        XCTAssertEqual(singleLog.states, [])
        Clock.run(from: lift, to: 0.4)
        XCTAssertEqual(singleLog.states, [.recognized])
        XCTAssertEqual(doubleLog.states, [])
        // The view's touchesEnded was held meanwhile (delaysTouchesEnded) and became a cancellation.
        XCTAssertEqual(v.log, ["began", "cancelled"])

        // Two taps: the double tap fires on the second lift, the single tap never.
        Clock.advance(by: 1)
        tap(w, at: CGPoint(x: 100, y: 150))
        Clock.advance(by: 0.15)
        tap(w, at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(doubleLog.states, [.recognized])
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertEqual(singleLog.states, [.recognized], "no second single tap")
    }

    func testTapCountOfTheTouches() {
        let (w, v) = makeWindowWithTarget()
        var counts: [Int] = []
        final class Counter: UIView {
            var onBegan: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(touches.first!) }
        }
        let c = Counter(frame: v.bounds)
        c.onBegan = { counts.append($0.tapCount) }
        v.addSubview(c)
        tap(w, at: CGPoint(x: 100, y: 150))
        Clock.advance(by: 0.2)
        tap(w, at: CGPoint(x: 105, y: 150))
        Clock.advance(by: 0.5)
        tap(w, at: CGPoint(x: 105, y: 150))
        XCTAssertEqual(counts, [1, 2, 1])
    }
}
