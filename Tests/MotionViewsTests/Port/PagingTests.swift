import XCTest
@testable import MotionViews

/// UIScrollView.isPagingEnabled: "the scroll view stops on multiples of the scroll view's bounds
/// when the user scrolls" (default false). A flick turns one page; a slow drag settles on the nearest
/// page; the settle follows the critically damped scroll spring from the release position and
/// velocity (checked against its closed form), with the delegate's deceleration calls.
final class PagingTests: XCTestCase {
    var window: UIWindow!
    var scroll: UIScrollView!

    override func setUp() {
        AnimationContext().makeCurrent()
        window = makeWindow()
        scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        scroll.contentSize = CGSize(width: 320 * 4, height: 568)
        window.addSubview(scroll)
        XCTAssertFalse(scroll.isPagingEnabled)
        scroll.isPagingEnabled = true
    }

    /// Drags from x0 to x1 in `steps` frames of 1/60 s and lifts.
    func swipe(from x0: CGFloat, to x1: CGFloat, steps: Int) {
        drag(window, from: CGPoint(x: x0, y: 300), to: CGPoint(x: x1, y: 300), duration: Double(steps) / 60)
    }

    func settle() { Clock.run(from: CACurrentMediaTime(), to: 3) }

    func testAFlickTurnsOnePage() {
        swipe(from: 300, to: 200, steps: 6)   // 100 pt in 0.1 s: a flick to the left
        settle()
        XCTAssertEqual(scroll.contentOffset.x, 320)
        scroll.contentOffset = CGPoint(x: 320, y: 0)
        swipe(from: 300, to: 20, steps: 6)    // a hard flick still turns one page only
        settle()
        XCTAssertEqual(scroll.contentOffset.x, 640)
    }

    func testASlowDragSettlesOnTheNearestPage() {
        swipe(from: 300, to: 260, steps: 60)  // 40 pt slowly: back to page 0
        settle()
        XCTAssertEqual(scroll.contentOffset.x, 0)
        // Past half a page slowly: the next page.
        window.sendTouch(.began, at: CGPoint(x: 300, y: 300))
        move(window, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 120, y: 300), duration: 1.5)
        Clock.advance(by: 0.3)   // hold still: no velocity
        window.sendTouch(.ended, at: CGPoint(x: 120, y: 300))
        settle()
        XCTAssertEqual(scroll.contentOffset.x, 320)
    }

    func testTheSettleFollowsTheScrollSpring() {
        window.sendTouch(.began, at: CGPoint(x: 300, y: 300))
        move(window, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 1)
        Clock.advance(by: 0.2)
        let released = Double(scroll.contentOffset.x)
        window.sendTouch(.ended, at: CGPoint(x: 100, y: 300))
        let t0 = CACurrentMediaTime()
        // Released at rest 188 pt in: critically damped, ω₀ = √200, toward 320:
        // x(t) = 320 + (x₀ − 320)(1 + ω₀t)e^(−ω₀t).
        let w0 = 200.0.squareRoot()
        for dt in [0.05, 0.1, 0.2, 0.3] {
            Clock.run(from: t0, to: dt)
            let expected = 320 + (released - 320) * (1 + w0 * dt) * exp(-w0 * dt)
            XCTAssertEqual(Double(scroll.contentOffset.x), expected, accuracy: 1e-6, "t = \(dt)")
        }
    }

    func testPagingStopsAtTheContentsEnds() {
        swipe(from: 20, to: 300, steps: 6)   // a flick right on page 0: nowhere to go
        settle()
        XCTAssertEqual(scroll.contentOffset.x, 0)
        scroll.contentOffset = CGPoint(x: 960, y: 0)
        swipe(from: 300, to: 20, steps: 6)
        settle()
        XCTAssertEqual(scroll.contentOffset.x, 960, "the last page")
    }
}
