import XCTest
@testable import MotionViews

final class PinchRotationTests: XCTestCase {
    private func twoFingers(_ w: UIWindow, _ a: CGPoint, _ b: CGPoint, _ phase: UITouch.Phase) {
        w.sendTouches([.init(id: 1, phase: phase, location: a), .init(id: 2, phase: phase, location: b)])
    }

    func testPinchScaleIsTheRatioOfTheFingerDistances() {
        let (w, v) = makeWindowWithTarget()
        let pinch = UIPinchGestureRecognizer()
        let log = pinch.recordStates()
        v.addGestureRecognizer(pinch)
        // 100 pt apart, then apart at 300 pt/s of span (each finger 150 pt/s) for 0.25 s.
        let c = CGPoint(x: 160, y: 200)
        twoFingers(w, CGPoint(x: c.x - 50, y: c.y), CGPoint(x: c.x + 50, y: c.y), .began)
        var spans: [CGFloat] = []
        var scales: [CGFloat] = []
        for i in 1...15 {
            Clock.advance(by: frame)
            let half = 50 + 150 * CGFloat(i) * CGFloat(frame)
            twoFingers(w, CGPoint(x: c.x - half, y: c.y), CGPoint(x: c.x + half, y: c.y), .moved)
            spans.append(2 * half)
            scales.append(pinch.scale)
        }
        for (s, span) in zip(scales, spans) { XCTAssertEqual(s, span / 100, accuracy: 1e-9) }
        XCTAssertEqual(pinch.velocity, 3, accuracy: 0.03, "300 pt/s of a 100 pt span = 3 per second")
        XCTAssertEqual(log.compact, [.began, .changed])
        assertPoint(pinch.location(in: nil), c)
        twoFingers(w, CGPoint(x: c.x - 175, y: c.y), CGPoint(x: c.x + 175, y: c.y), .ended)
        XCTAssertEqual(log.compact, [.began, .changed, .ended])
    }

    func testPinchBeginsAfterTenPointsAndScaleCanBeReset() {
        let (w, v) = makeWindowWithTarget()
        let pinch = UIPinchGestureRecognizer()
        v.addGestureRecognizer(pinch)
        twoFingers(w, CGPoint(x: 100, y: 200), CGPoint(x: 220, y: 200), .began)
        twoFingers(w, CGPoint(x: 95, y: 200), CGPoint(x: 225, y: 200), .moved)   // span +10
        XCTAssertEqual(pinch.state, .possible)
        twoFingers(w, CGPoint(x: 94, y: 200), CGPoint(x: 226, y: 200), .moved)   // +12
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(pinch.scale, 132.0 / 120, accuracy: 1e-12)
        pinch.scale = 1
        twoFingers(w, CGPoint(x: 61, y: 200), CGPoint(x: 259, y: 200), .moved)   // 198 = 1.5 × 132
        XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-12)
    }

    func testRotationFollowsTheLineThroughTheFingersPastHalfATurn() {
        let (w, v) = makeWindowWithTarget()
        let rotation = UIRotationGestureRecognizer()
        let log = rotation.recordStates()
        v.addGestureRecognizer(rotation)
        let c = CGPoint(x: 160, y: 200), r: CGFloat = 60
        func fingers(_ angle: CGFloat, _ phase: UITouch.Phase) {
            twoFingers(w, CGPoint(x: c.x - r * cos(angle), y: c.y - r * sin(angle)),
                       CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle)), phase)
        }
        fingers(0, .began)
        fingers(0.08, .moved)
        XCTAssertEqual(rotation.state, .possible, "under 5°")
        // A full turn and a quarter, clockwise on screen, in 10° steps at 60 Hz.
        var angle: CGFloat = 0
        while angle < 2.5 * .pi - 1e-9 {
            angle += .pi / 18
            Clock.advance(by: frame)
            fingers(angle, .moved)
        }
        XCTAssertEqual(rotation.rotation, 2.5 * .pi, accuracy: 1e-9)
        XCTAssertEqual(rotation.velocity, (.pi / 18) * 60, accuracy: 0.01, "10° per frame")
        fingers(angle, .ended)
        XCTAssertEqual(log.compact, [.began, .changed, .ended])
    }

    func testPinchAndRotationTogetherWhenTheDelegateAllows() {
        let (w, v) = makeWindowWithTarget()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let delegate = TestGestureDelegate()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate
        v.addGestureRecognizer(pinch)
        v.addGestureRecognizer(rotation)
        twoFingers(w, CGPoint(x: 100, y: 200), CGPoint(x: 220, y: 200), .began)
        twoFingers(w, CGPoint(x: 80, y: 170), CGPoint(x: 240, y: 230), .moved)
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(rotation.state, .began)
    }
}
