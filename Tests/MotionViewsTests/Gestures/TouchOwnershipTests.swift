import XCTest
@testable import MotionViews

/// Who owns what during a touch. A view owns its recognizers, a recognizer tracks its touches, and a
/// touch lists its recognizers (UIKit's `UITouch.gestureRecognizers`) — that last link must be weak,
/// or a touch that never ends (its window thrown away mid-drag, as a scene reset does) keeps itself and
/// every recognizer it reached alive for ever.
final class TouchOwnershipTests: XCTestCase {
    private weak var weakWindow: UIWindow?
    private weak var weakView: UIView?
    private weak var weakPan: UIPanGestureRecognizer?
    private weak var weakTouch: UITouch?

    /// Builds a window whose view has a pan recognizer, puts a finger down and drags it (the pan
    /// begins), then returns with the finger still down and only weak references left.
    private func startDragAndDropEverything() {
        let w = makeWindow()
        let v = UIView(frame: CGRect(x: 60, y: 100, width: 200, height: 200))
        w.addSubview(v)
        let pan = UIPanGestureRecognizer()
        let log = pan.recordStates()
        v.addGestureRecognizer(pan)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        move(w, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 160, y: 150), duration: 0.1)
        XCTAssertEqual(log.compact, [.began, .changed], "the pan is under way when the window goes")
        let touch = pan.trackedTouches.first
        XCTAssertNotNil(touch, "the recognizer tracks the finger")
        XCTAssertTrue(touch?.gestureRecognizers?.contains { $0 === pan } ?? false,
                      "the touch lists the recognizer, as UIKit's does")
        weakWindow = w; weakView = v; weakPan = pan; weakTouch = touch
    }

    func testAWindowFreedMidDragFreesItsViewsRecognizersAndTouches() {
        startDragAndDropEverything()
        AnimationDriver.shared.reset()
        XCTAssertNil(weakWindow, "window")
        XCTAssertNil(weakView, "view")
        XCTAssertNil(weakPan, "recognizer (kept alive by its touch before the touch held it weakly)")
        XCTAssertNil(weakTouch, "touch")
    }

    /// The weak list still answers while the recognizers live, and drops a recognizer freed mid-touch
    /// instead of handing out a dangling one.
    func testATouchListsOnlyLiveRecognizers() throws {
        let w = makeWindow()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let inner = UIView(frame: CGRect(x: 60, y: 100, width: 200, height: 200))
        w.addSubview(outer)
        outer.addSubview(inner)
        let tap = UITapGestureRecognizer()
        outer.addGestureRecognizer(tap)
        var pan: UIPanGestureRecognizer? = UIPanGestureRecognizer()
        inner.addGestureRecognizer(pan!)
        w.sendTouch(.began, at: CGPoint(x: 100, y: 150))
        let touch = try XCTUnwrap(tap.trackedTouches.first)
        XCTAssertEqual(touch.gestureRecognizers?.count, 2, "the hit view's and its ancestor's")
        inner.removeGestureRecognizer(pan!)
        pan = nil
        XCTAssertEqual(touch.gestureRecognizers?.count, 1)
        XCTAssertTrue(touch.gestureRecognizers?.first === tap)
        w.sendTouch(.ended, at: CGPoint(x: 100, y: 150))
    }
}
