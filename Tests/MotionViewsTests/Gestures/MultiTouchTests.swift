import XCTest
@testable import MotionViews

final class MultiTouchTests: XCTestCase {
    /// Records every touches… call with the number of touches in it.
    final class CountingView: UIView {
        var log: [String] = []
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began \(t.count)") }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { log.append("moved \(t.count)") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended \(t.count)") }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log.append("cancelled \(t.count)") }
    }

    func testSingleTouchViewsGetOneFinger() {
        let w = makeWindow()
        let v = CountingView(frame: w.bounds)
        w.addSubview(v)
        let pinch = UIPinchGestureRecognizer()
        pinch.cancelsTouchesInView = false
        v.addGestureRecognizer(pinch)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 100), id: 1)
        w.sendTouch(.began, at: CGPoint(x: 200, y: 100), id: 2)
        XCTAssertEqual(v.log, ["began 1"], "isMultipleTouchEnabled is false by default")
        XCTAssertEqual(pinch.numberOfTouches, 2, "the recognizer sees both")
        w.sendTouches([.init(id: 1, phase: .ended, location: CGPoint(x: 100, y: 100)),
                       .init(id: 2, phase: .ended, location: CGPoint(x: 200, y: 100))])
        XCTAssertEqual(v.log, ["began 1", "ended 1"])
    }

    func testSeveralFingersOneEventGroupedPerView() {
        let w = makeWindow()
        let a = CountingView(frame: CGRect(x: 0, y: 0, width: 160, height: 568))
        a.isMultipleTouchEnabled = true
        let b = CountingView(frame: CGRect(x: 160, y: 0, width: 160, height: 568))
        w.addSubview(a)
        w.addSubview(b)
        w.sendTouches([.init(id: 1, phase: .began, location: CGPoint(x: 40, y: 100)),
                       .init(id: 2, phase: .began, location: CGPoint(x: 80, y: 100)),
                       .init(id: 3, phase: .began, location: CGPoint(x: 200, y: 100))])
        XCTAssertEqual(w.activeTouches.count, 3)
        w.sendTouches([.init(id: 1, phase: .moved, location: CGPoint(x: 40, y: 140)),
                       .init(id: 3, phase: .ended, location: CGPoint(x: 200, y: 100))])
        w.sendTouches([.init(id: 1, phase: .ended, location: CGPoint(x: 40, y: 140)),
                       .init(id: 2, phase: .cancelled, location: CGPoint(x: 80, y: 100))])
        XCTAssertEqual(a.log, ["began 2", "moved 1", "ended 1", "cancelled 1"])
        XCTAssertEqual(b.log, ["began 1", "ended 1"])
        XCTAssertTrue(w.activeTouches.isEmpty)
    }

    func testSingleTouchAPIIsFingerZero() {
        let w = makeWindow()
        let v = CountingView(frame: w.bounds)
        w.addSubview(v)
        XCTAssertTrue(w.sendTouch(.began, at: CGPoint(x: 10, y: 10)) === v)
        XCTAssertEqual(w.currentTouch?.identifier, 0)
        w.sendTouch(.began, at: CGPoint(x: 20, y: 10))   // a new press cancels the old one first
        w.sendTouch(.ended, at: CGPoint(x: 20, y: 10))
        XCTAssertEqual(v.log, ["began 1", "cancelled 1", "began 1", "ended 1"])
        XCTAssertNil(w.sendTouch(.moved, at: .zero), "no finger down")
    }

    func testSimulatorPinchMirrorsThroughTheCentre() {
        XCTAssertEqual(SimulatorTouchEmulation.mirrored(CGPoint(x: 200, y: 300), through: CGPoint(x: 160, y: 284)),
                       CGPoint(x: 120, y: 268))
        let (w, v) = makeWindowWithTarget()
        let pinch = UIPinchGestureRecognizer()
        v.addGestureRecognizer(pinch)
        let emulation = SimulatorTouchEmulation()
        XCTAssertEqual(emulation.fingerLocations(pointer: CGPoint(x: 200, y: 284), mode: .pinch, in: w),
                       [CGPoint(x: 200, y: 284), CGPoint(x: 120, y: 284)])
        emulation.pointer(.began, at: CGPoint(x: 200, y: 284), mode: .pinch, in: w)   // span 80
        XCTAssertEqual(w.activeTouches.count, 2)
        emulation.pointer(.moved, at: CGPoint(x: 240, y: 284), mode: .single, in: w)  // span 160; mode kept
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12)
        emulation.pointer(.ended, at: CGPoint(x: 240, y: 284), mode: .pinch, in: w)
        XCTAssertTrue(w.activeTouches.isEmpty)
        XCTAssertNil(emulation.activeMode)
    }

    func testSimulatorParallelModeMovesBothFingersTogether() {
        let (w, v) = makeWindowWithTarget()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        v.addGestureRecognizer(pan)
        let emulation = SimulatorTouchEmulation()
        emulation.pointer(.began, at: CGPoint(x: 180, y: 284), mode: .parallel, in: w)
        let offset = GestureGeometry.difference(w.activeTouches[1].windowLocation, w.activeTouches[0].windowLocation)
        emulation.pointer(.moved, at: CGPoint(x: 180, y: 334), mode: .parallel, in: w)
        assertPoint(GestureGeometry.difference(w.activeTouches[1].windowLocation, w.activeTouches[0].windowLocation), offset)
        XCTAssertEqual(pan.state, .began)
        assertPoint(pan.translation(in: nil), CGPoint(x: 0, y: 50))
        emulation.pointer(.ended, at: CGPoint(x: 180, y: 334), mode: .parallel, in: w)
    }
}
