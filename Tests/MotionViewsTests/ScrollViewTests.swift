import XCTest
import Foundation
import MotionLayers
import MotionTiming
@testable import MotionViews

/// UIScrollView through the window's input on a virtual clock (`AnimationDriver.advance(to:)`).
final class ScrollViewTests: XCTestCase {
    final class Recorder: UIScrollViewDelegate {
        var calls: [String] = []
        func scrollViewDidScroll(_ s: UIScrollView) { if calls.last != "scroll" { calls.append("scroll") } }
        func scrollViewWillBeginDragging(_ s: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { calls.append("didEndDragging(\(d))") }
        func scrollViewWillBeginDecelerating(_ s: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ s: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { calls.append("didEndScrollingAnimation") }
    }

    var window: UIWindow!
    var scroll: UIScrollView!
    var recorder: Recorder!
    var now = 0.0

    private func rubber(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }

    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        now = 0
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scroll)
        recorder = Recorder()
        scroll.delegate = recorder
    }

    override func tearDown() {
        AnimationDriver.shared.reset()
        super.tearDown()
    }

    /// Advances the virtual clock to `t` and runs that frame.
    private func frame(_ t: Double) { now = t; AnimationDriver.shared.advance(to: t) }

    /// Touch down at y, then cross the pan threshold by moving 12 pt in `direction`.
    private func startDrag(y: CGFloat, direction: CGFloat) {
        window.sendTouch(.began, at: CGPoint(x: 160, y: y))
        frame(now + 1.0 / 60)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: y + 12 * direction))
        XCTAssertTrue(scroll.isDragging)
    }

    /// `panGestureRecognizer` reports the scroll view's drag: where the finger is (in any view's
    /// coordinates, the content's too), how far it went, how fast, and began/changed/ended to its targets.
    func testPanGestureRecognizerReportsTheDrag() {
        let pan = scroll.panGestureRecognizer
        XCTAssertTrue(pan === scroll.panGestureRecognizer, "one recognizer")
        XCTAssertTrue(pan.view === scroll)
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget(nil) { states.append($0.state) }
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        let t0 = CACurrentMediaTime()
        startDrag(y: 400, direction: -1)
        let t1 = CACurrentMediaTime()
        XCTAssertEqual(states, [.began])
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 160, y: 388))
        XCTAssertEqual(pan.location(in: scroll), CGPoint(x: 160, y: 688), "the content's coordinates")
        frame(now + 0.05)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 300))
        XCTAssertEqual(pan.translation(in: scroll), CGPoint(x: 0, y: -100), "from where the finger went down")
        // The finger's velocity by the estimator scroll views fling with, fed the same three samples.
        var reference = VelocityTracker()
        reference.add(time: t0, x: 160, y: 400)
        reference.add(time: t1, x: 160, y: 388)
        reference.add(time: CACurrentMediaTime(), x: 160, y: 300)
        XCTAssertEqual(Double(pan.velocity(in: nil).y), reference.velocity(at: CACurrentMediaTime()).y, accuracy: 1e-9)
        XCTAssertLessThan(pan.velocity(in: nil).y, -1000, "upwards, fast")
        XCTAssertEqual(pan.numberOfTouches, 1)
        pan.setTranslation(.zero, in: scroll)
        XCTAssertEqual(pan.translation(in: scroll), .zero)
        frame(now + 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 300))
        XCTAssertEqual(states, [.began, .changed, .ended])
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(pan.numberOfTouches, 0)
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 160, y: 300), "where the finger lifted")
    }

    func testDragFollowsPointer() {
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        startDrag(y: 400, direction: -1)
        let base = scroll.contentOffset.y
        XCTAssertEqual(base, 300)   // crossing the threshold does not jump
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 300))   // finger up 88 pt more
        XCTAssertEqual(scroll.contentOffset.y, 388)
        XCTAssertEqual(scroll.bounds.origin.y, 388)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 350))
        XCTAssertEqual(scroll.contentOffset.y, 338)
        XCTAssertEqual(scroll.contentOffset.x, 0)   // content fits horizontally: no horizontal drag
    }

    func testRubberBandResistancePastTop() {
        startDrag(y: 100, direction: 1)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 112 + 200))   // 200 pt past the top
        XCTAssertEqual(Double(scroll.contentOffset.y), -rubber(200, 568), accuracy: 1e-9)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 112 + 568))   // d past the top
        XCTAssertEqual(Double(scroll.contentOffset.y), -568 * (1 - 1 / 1.55), accuracy: 1e-9)
    }

    func testFlingDeceleratesByTheFormula() {
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        startDrag(y: 500, direction: -1)
        // Finger moves up 20 pt per 1/60 s: the content moves at +1200 pt/s.
        var y: CGFloat = 488
        for _ in 0..<10 {
            frame(now + 1.0 / 60)
            y -= 20
            window.sendTouch(.moved, at: CGPoint(x: 160, y: y))
        }
        let releaseOffset = Double(scroll.contentOffset.y)
        let releaseTime = now
        window.sendTouch(.ended, at: CGPoint(x: 160, y: y))
        XCTAssertTrue(scroll.isDecelerating)
        let r = 0.998
        for k in 1...60 {
            frame(releaseTime + Double(k) / 60)
            let t = now - releaseTime
            let expected = releaseOffset + 1200 * (pow(r, 1000 * t) - 1) / (1000 * log(r))
            XCTAssertEqual(Double(scroll.contentOffset.y), expected, accuracy: 1e-6)
        }
        // Comes to rest 1195/(1000·(−ln r)) beyond the release point (stops below 5 pt/s).
        frame(releaseTime + 10)
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(Double(scroll.contentOffset.y), releaseOffset + 1195 / (1000 * -log(r)), accuracy: 1e-6)
    }

    func testPauseBeforeReleaseDoesNotFling() {
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        XCTAssertEqual(recorder.calls, ["scroll"])   // UIKit reports programmatic offsets too
        recorder.calls = []
        startDrag(y: 400, direction: -1)
        for i in 1...5 {
            frame(now + 1.0 / 60)
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 388 - CGFloat(i) * 20))
        }
        let held = scroll.contentOffset.y
        frame(now + 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 288))
        XCTAssertFalse(scroll.isDecelerating)
        frame(now + 1)
        XCTAssertEqual(scroll.contentOffset.y, held)
        XCTAssertEqual(recorder.calls, ["willBeginDragging", "scroll", "didEndDragging(false)"])
    }

    func testBounceBackIsContinuousAndSettlesAtTheEdge() {
        startDrag(y: 100, direction: 1)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 312))
        let pulled = Double(scroll.contentOffset.y)
        XCTAssertEqual(pulled, -rubber(200, 568), accuracy: 1e-9)
        frame(now + 0.2)   // hold still, then let go
        let release = now
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 312))
        XCTAssertTrue(scroll.isDecelerating)
        var last = pulled
        let omega = 200.0.squareRoot()
        for k in 1...120 {
            frame(release + Double(k) / 120)
            let y = Double(scroll.contentOffset.y)
            XCTAssertGreaterThanOrEqual(y, last)   // monotonic approach
            XCTAssertLessThanOrEqual(y, 0)
            if scroll.isDecelerating {
                // Critically damped spring from rest: y = y0·e^(−ωt)(1 + ωt).
                let t = now - release
                XCTAssertEqual(y, pulled * exp(-omega * t) * (1 + omega * t), accuracy: 1e-9)
            }
            last = y
        }
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(recorder.calls, ["willBeginDragging", "scroll", "didEndDragging(true)",
                                        "willBeginDecelerating", "scroll", "didEndDecelerating"])
    }

    func testDelegateOrderForAFling() {
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        recorder.calls = []
        startDrag(y: 400, direction: -1)
        for i in 1...4 {
            frame(now + 1.0 / 60)
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 388 - CGFloat(i) * 15))
        }
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 328))
        frame(now + 8)
        XCTAssertEqual(recorder.calls, ["willBeginDragging", "scroll", "didEndDragging(true)",
                                        "willBeginDecelerating", "scroll", "didEndDecelerating"])
        XCTAssertFalse(scroll.isDragging)
        XCTAssertFalse(scroll.isTracking)
    }

    func testFlingIntoTopBouncesAndRests() {
        scroll.contentOffset = CGPoint(x: 0, y: 60)
        startDrag(y: 200, direction: 1)
        var y: CGFloat = 212
        for _ in 0..<6 {
            frame(now + 1.0 / 60)
            y += 30   // content moving down: offset falls at 1800 pt/s
            window.sendTouch(.moved, at: CGPoint(x: 160, y: y))
        }
        window.sendTouch(.ended, at: CGPoint(x: 160, y: y))
        var minimum = 0.0
        var last = Double(scroll.contentOffset.y)
        for k in 1...240 {
            frame(now + 1.0 / 240)
            let o = Double(scroll.contentOffset.y)
            XCTAssertLessThan(abs(o - last), 1800.0 / 240 + 1e-6)   // never jumps
            minimum = min(minimum, o)
            last = o
            _ = k
        }
        XCTAssertLessThan(minimum, -1)   // overshot into the rubber-band region
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertFalse(scroll.isDecelerating)
    }

    func testTouchDownCatchesDeceleration() {
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        startDrag(y: 500, direction: -1)
        for i in 1...4 {
            frame(now + 1.0 / 60)
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 488 - CGFloat(i) * 20))
        }
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 408))
        frame(now + 0.1)
        let caught = scroll.contentOffset.y
        window.sendTouch(.began, at: CGPoint(x: 160, y: 300))
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
        frame(now + 1)
        XCTAssertEqual(scroll.contentOffset.y, caught)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 300))
        frame(now + 1)
        XCTAssertEqual(scroll.contentOffset.y, caught)
    }

    func testWheelReachesTargetSmoothlyAndClamps() {
        window.sendWheel(dx: 0, dy: 100, at: CGPoint(x: 160, y: 300))
        frame(0.05)
        let early = scroll.contentOffset.y
        XCTAssertGreaterThan(early, 0)
        XCTAssertLessThan(early, 100)
        window.sendWheel(dx: 0, dy: 100, at: CGPoint(x: 160, y: 300))
        var last = early
        for k in 1...60 {
            frame(0.05 + Double(k) / 60)
            XCTAssertGreaterThanOrEqual(scroll.contentOffset.y, last)
            last = scroll.contentOffset.y
        }
        XCTAssertEqual(scroll.contentOffset.y, 200)
        window.sendWheel(dx: 0, dy: 5000, at: CGPoint(x: 160, y: 300))
        frame(now + 2)
        XCTAssertEqual(scroll.contentOffset.y, 2000 - 568)
        window.sendWheel(dx: 0, dy: -5000, at: CGPoint(x: 160, y: 300))
        frame(now + 2)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertFalse(recorder.calls.contains("willBeginDragging"))
    }

    func testIndicatorStaysOnScreenAndFades() {
        window.sendWheel(dx: 0, dy: 300, at: CGPoint(x: 160, y: 300))
        frame(0.1)
        let bar = scroll.verticalIndicator
        XCTAssertEqual(bar.alpha, 1)
        while now < 1 { frame(now + 1.0 / 60) }   // the wheel settles by 0.4 s; fade done 0.5 s later
        XCTAssertEqual(scroll.contentOffset.y, 300)
        XCTAssertEqual(bar.alpha, 0)
        // Geometry: 2.5 pt wide, 3 pt from the right edge, length = track × 568/2000,
        // position = progress through the offset range along the track (view coordinates).
        let track = 568.0 - 6
        let length = track * 568 / 2000
        let onScreen = Double(bar.frame.minY - scroll.contentOffset.y)
        XCTAssertEqual(Double(bar.frame.width), 2.5)
        XCTAssertEqual(Double(bar.frame.maxX), 320 - 3)
        XCTAssertEqual(Double(bar.frame.height), length, accuracy: 1e-9)
        XCTAssertEqual(onScreen, 3 + 300.0 / (2000 - 568) * (track - length), accuracy: 1e-9)
        XCTAssertTrue(scroll.subviews.last === bar)
    }

    func testIndicatorFadeTiming() {
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        startDrag(y: 400, direction: -1)
        frame(now + 0.1)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 350))
        frame(now + 0.2)
        XCTAssertEqual(scroll.verticalIndicator.alpha, 1)   // still dragging (paused)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 350))
        let stop = now
        frame(stop + 0.2)
        XCTAssertEqual(scroll.verticalIndicator.alpha, 1)
        frame(stop + 0.375)   // half-way through the 0.25 s fade after the 0.25 s delay
        XCTAssertEqual(Double(scroll.verticalIndicator.alpha), 0.5, accuracy: 1e-6)
        frame(stop + 0.5)
        XCTAssertEqual(scroll.verticalIndicator.alpha, 0)
        frame(stop + 0.6)
        XCTAssertFalse(AnimationDriver.shared.isAnimating)   // display link released when idle
    }

    /// UIKit shows the indicators while the content scrolls: a touch that ends where it began (a tap) does
    /// not flash them.
    func testATapDoesNotShowTheIndicator() {
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        frame(now + 1)
        XCTAssertEqual(scroll.verticalIndicator.alpha, 0)
        window.sendTouch(.began, at: CGPoint(x: 160, y: 300))
        frame(now + 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 300))
        for k in 1...6 {
            frame(now + 0.05)
            XCTAssertEqual(scroll.verticalIndicator.alpha, 0, "frame \(k) after the tap")
        }
        XCTAssertEqual(scroll.contentOffset.y, 300)
    }

    func testRubberBandShrinksIndicator() {
        startDrag(y: 100, direction: 1)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 212 + 60))
        let over = -Double(scroll.contentOffset.y)
        let track = 568.0 - 6
        XCTAssertEqual(Double(scroll.verticalIndicator.frame.height), track * 568 / 2000 - over, accuracy: 1e-9)
        XCTAssertEqual(Double(scroll.verticalIndicator.frame.minY - scroll.contentOffset.y), 3, accuracy: 1e-9)
    }

    /// UIScrollView.h, `delaysContentTouches` (default YES): the touch-down reaches content only after
    /// a short delay, so a drag that starts at once scrolls and the control never sees the touch.
    func testADragThatStartsAtOnceScrollsAndTheControlNeverSeesIt() {
        XCTAssertTrue(scroll.delaysContentTouches)
        XCTAssertTrue(scroll.canCancelContentTouches)
        let button = UIControl(frame: CGRect(x: 50, y: 300, width: 200, height: 60))
        scroll.addSubview(button)
        var downs = 0, cancels = 0, taps = 0
        button.addAction({ _ in downs += 1 }, for: .touchDown)
        button.addAction({ _ in cancels += 1 }, for: .touchCancel)
        button.addAction({ _ in taps += 1 }, for: .touchUpInside)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 330))
        XCTAssertFalse(button.isHighlighted, "held back while the scroll view decides")
        frame(now + 1.0 / 60)
        window.sendTouch(.moved, at: CGPoint(x: 102, y: 325))   // 5 pt: not yet
        XCTAssertFalse(scroll.isTracking)
        frame(now + 1.0 / 60)
        window.sendTouch(.moved, at: CGPoint(x: 103, y: 318))   // 12 pt up
        XCTAssertTrue(scroll.isDragging)
        window.sendTouch(.moved, at: CGPoint(x: 103, y: 218))
        XCTAssertEqual(scroll.contentOffset.y, 100)
        window.sendTouch(.ended, at: CGPoint(x: 103, y: 218))
        frame(now + 0.5)
        XCTAssertEqual([downs, cancels, taps], [0, 0, 0], "the control never got the touch")
    }

    /// A quick tap (shorter than the delay) still reaches the control: its touch-down and touch-up go
    /// out when the finger lifts.
    func testAQuickTapOnAControlInAScrollViewStillTaps() {
        let button = UIControl(frame: CGRect(x: 50, y: 300, width: 200, height: 60))
        scroll.addSubview(button)
        var taps = 0
        button.addAction({ _ in taps += 1 }, for: .touchUpInside)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 330))
        frame(now + 0.05)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 330))
        XCTAssertEqual(taps, 1)
    }

    /// UIScrollView.h, `touchesShouldCancel(in:)`: "The default returned value is YES if view isn't a
    /// UIControl object; otherwise, it returns NO" — a control that has the finger (pressed longer than
    /// the delay) keeps its drag; a plain view's touch is taken over and cancelled.
    func testAControlThatHasTheTouchKeepsItsDrag() {
        let button = UIControl(frame: CGRect(x: 50, y: 300, width: 200, height: 60))
        scroll.addSubview(button)
        var cancels = 0
        button.addAction({ _ in cancels += 1 }, for: .touchCancel)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 330))
        frame(now + UIScrollView.contentTouchDelay + 1.0 / 60)
        XCTAssertTrue(button.isHighlighted, "delivered once the delay passed")
        window.sendTouch(.moved, at: CGPoint(x: 100, y: 230))
        XCTAssertFalse(scroll.isDragging)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertEqual(cancels, 0)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 230))

        let plain = RecordingView(frame: CGRect(x: 50, y: 400, width: 200, height: 60))
        scroll.addSubview(plain)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 430))
        frame(now + UIScrollView.contentTouchDelay + 1.0 / 60)
        XCTAssertEqual(plain.log, ["began"])
        window.sendTouch(.moved, at: CGPoint(x: 100, y: 330))
        XCTAssertTrue(scroll.isDragging)
        XCTAssertEqual(plain.log, ["began", "cancelled"])
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 330))
    }

    /// `touchesShouldCancel(in:)` overridden to true (UITableView's choice) takes a control's touch
    /// over; `canCancelContentTouches = false` keeps even a plain view's; `delaysContentTouches = false`
    /// delivers the touch-down at once.
    func testOverridesAndFlags() {
        final class Cancelling: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let cancelling = Cancelling(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        cancelling.contentSize = CGSize(width: 320, height: 2000)
        cancelling.delaysContentTouches = false
        window.addSubview(cancelling)
        let button = UIControl(frame: CGRect(x: 50, y: 300, width: 200, height: 60))
        cancelling.addSubview(button)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 330))
        XCTAssertTrue(button.isHighlighted, "no delay")
        frame(now + 1.0 / 60)
        window.sendTouch(.moved, at: CGPoint(x: 100, y: 300))
        XCTAssertTrue(cancelling.isDragging)
        XCTAssertFalse(button.isHighlighted)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 300))
        frame(now + 2)

        cancelling.canCancelContentTouches = false
        cancelling.setContentOffset(.zero, animated: false)
        let plain = RecordingView(frame: CGRect(x: 50, y: 400, width: 200, height: 60))
        cancelling.addSubview(plain)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 430))
        frame(now + 1.0 / 60)
        window.sendTouch(.moved, at: CGPoint(x: 100, y: 330))
        XCTAssertFalse(cancelling.isDragging)
        XCTAssertEqual(plain.log, ["began", "moved"])
    }

    /// The case: a slider in a scroll view drags its thumb, even when the drag starts at once
    /// (the delayed touch-down arrives where the finger went down, on the thumb).
    func testASliderInAScrollViewDragsItsThumb() {
        let slider = UISlider(frame: CGRect(x: 20, y: 300, width: 280, height: 31))
        scroll.addSubview(slider)
        var changes = 0
        slider.addAction({ _ in changes += 1 }, for: .valueChanged)
        let thumb = CGPoint(x: 20 + UISlider.thumbDiameter / 2, y: 315.5)
        window.sendTouch(.began, at: thumb)
        for i in 1...12 {
            frame(now + 1.0 / 60)
            window.sendTouch(.moved, at: CGPoint(x: thumb.x + CGFloat(i) * 10, y: thumb.y + 1))
        }
        window.sendTouch(.ended, at: CGPoint(x: thumb.x + 120, y: thumb.y + 1))
        XCTAssertFalse(scroll.isDragging)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertGreaterThan(changes, 0)
        XCTAssertEqual(Double(slider.value), 120.0 / Double(280 - UISlider.thumbDiameter), accuracy: 1e-3)
    }

    func testAnimatedSetContentOffset() {
        scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        frame(0.15)
        XCTAssertEqual(Double(scroll.contentOffset.y), 200, accuracy: 1e-6)   // symmetric ease-in-out
        frame(0.3)
        XCTAssertEqual(scroll.contentOffset.y, 400)
        XCTAssertEqual(recorder.calls, ["scroll", "didEndScrollingAnimation"])
    }

    func testContentInsetExtendsLimits() {
        scroll.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 20, right: 0)
        window.sendWheel(dx: 0, dy: -500, at: CGPoint(x: 160, y: 300))
        frame(2)
        XCTAssertEqual(scroll.contentOffset.y, -64)
        window.sendWheel(dx: 0, dy: 5000, at: CGPoint(x: 160, y: 300))
        frame(4)
        XCTAssertEqual(scroll.contentOffset.y, 2000 + 20 - 568)
    }

    func testShortContentOnlyBouncesWhenAllowed() {
        scroll.contentSize = CGSize(width: 320, height: 300)
        window.sendTouch(.began, at: CGPoint(x: 160, y: 100))
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 200))
        XCTAssertFalse(scroll.isDragging)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 200))
        scroll.alwaysBounceVertical = true
        startDrag(y: 100, direction: 1)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 162))
        XCTAssertEqual(Double(scroll.contentOffset.y), -rubber(50, 568), accuracy: 1e-9)
    }

    func testScrollDisabledIgnoresInput() {
        scroll.isScrollEnabled = false
        startDragExpectingNothing()
        window.sendWheel(dx: 0, dy: 100, at: CGPoint(x: 160, y: 300))
        frame(1)
        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    private func startDragExpectingNothing() {
        window.sendTouch(.began, at: CGPoint(x: 160, y: 300))
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 200))
        XCTAssertFalse(scroll.isDragging)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 200))
    }
}
