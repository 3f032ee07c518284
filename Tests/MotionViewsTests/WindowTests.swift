import XCTest
@testable import MotionViews

/// Records the touch calls it receives; optionally handles them (does not forward).
class RecordingView: UIView {
    var log: [String] = []
    var handles = true
    var locations: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began"); locations.append(touches.first!.location(in: self))
        if !handles { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved"); locations.append(touches.first!.location(in: self))
        if !handles { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended"); locations.append(touches.first!.location(in: self))
        if !handles { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled")
        if !handles { super.touchesCancelled(touches, with: event) }
    }
}

/// Takes over vertical drags past 10 points, like a vertical scroll view.
final class VerticalInterceptor: RecordingView, TouchInterceptor, WheelScrollable {
    var wheel: [(CGFloat, CGFloat)] = []
    func shouldIntercept(touch: UITouch, translation: CGPoint) -> Bool { abs(translation.y) > 10 }
    func scrollWheel(dx: CGFloat, dy: CGFloat) { wheel.append((dx, dy)) }
}

final class WindowTests: XCTestCase {
    func testTouchSequenceGoesToTheViewHitOnBegan() {
        let w = makeWindow()
        let v = RecordingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        w.addSubview(v)
        XCTAssertTrue(w.sendTouch(.began, at: CGPoint(x: 110, y: 120)) === v)
        w.sendTouch(.moved, at: CGPoint(x: 300, y: 120))     // outside: still delivered to v
        w.sendTouch(.ended, at: CGPoint(x: 300, y: 130))
        XCTAssertEqual(v.log, ["began", "moved", "ended"])
        assertPoint(v.locations[0], CGPoint(x: 10, y: 20))
        assertPoint(v.locations[1], CGPoint(x: 200, y: 20))
        XCTAssertNil(w.currentTouch)
    }

    func testUnhandledTouchesTravelUpTheResponderChain() {
        let w = makeWindow()
        let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.handles = false
        parent.addSubview(child)
        w.addSubview(parent)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(child.log, ["began", "ended"])
        XCTAssertEqual(parent.log, ["began", "ended"])
    }

    func testInterceptorTakesOverADrag() {
        let w = makeWindow()
        let scroller = VerticalInterceptor(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let button = RecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        scroller.addSubview(button)
        w.addSubview(scroller)
        w.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        w.sendTouch(.moved, at: CGPoint(x: 152, y: 125))     // 5 points: not yet
        XCTAssertEqual(button.log, ["began", "moved"])
        XCTAssertTrue(w.sendTouch(.moved, at: CGPoint(x: 152, y: 140)) === scroller)
        w.sendTouch(.moved, at: CGPoint(x: 152, y: 160))
        w.sendTouch(.ended, at: CGPoint(x: 152, y: 170))
        XCTAssertEqual(button.log, ["began", "moved", "cancelled"])
        XCTAssertEqual(scroller.log, ["began", "moved", "ended"])
        assertPoint(scroller.locations[0], CGPoint(x: 152, y: 140))
    }

    func testHorizontalMovesAreNotIntercepted() {
        let w = makeWindow()
        let scroller = VerticalInterceptor(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let button = RecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        scroller.addSubview(button)
        w.addSubview(scroller)
        w.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        w.sendTouch(.moved, at: CGPoint(x: 250, y: 122))
        w.sendTouch(.ended, at: CGPoint(x: 250, y: 122))
        XCTAssertEqual(button.log, ["began", "moved", "ended"])
        XCTAssertEqual(scroller.log, [])
    }

    func testWheelGoesToTheNearestScrollableAncestor() {
        let w = makeWindow()
        let scroller = VerticalInterceptor(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))   // ignores touches
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        content.addSubview(label)
        scroller.addSubview(content)
        w.addSubview(scroller)
        XCTAssertTrue(w.sendWheel(dx: 0, dy: 12, at: CGPoint(x: 20, y: 15)))
        XCTAssertEqual(scroller.wheel.count, 1)
        XCTAssertEqual(scroller.wheel[0].1, 12)
        XCTAssertFalse(w.sendWheel(dx: 0, dy: 12, at: CGPoint(x: 20, y: 400)))
    }

    func testKeysGoToTheHandler() {
        let w = makeWindow()
        XCTAssertFalse(w.sendKey("space"))
        var keys: [String] = []
        w.keyHandler = { keys.append($0) }
        XCTAssertTrue(w.sendKey("space"))
        w.sendKey("left")
        XCTAssertEqual(keys, ["space", "left"])
    }

    func testANewTouchCancelsAnUnfinishedOne() {
        let w = makeWindow()
        let v = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        w.addSubview(v)
        w.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        w.sendTouch(.began, at: CGPoint(x: 20, y: 20))
        XCTAssertEqual(v.log, ["began", "cancelled", "began"])
    }
}
