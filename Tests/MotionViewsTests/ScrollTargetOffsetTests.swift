import XCTest
@testable import MotionViews

/// UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: told where a release will
/// rest (the deceleration's end), and obeyed when it moves that target — the snapping carousel idiom.
/// (Before, the delegate method had another shape: an app's implementation was never called.)
final class ScrollTargetOffsetTests: XCTestCase {
    final class Snapper: UIScrollViewDelegate {
        var told: [CGPoint] = []
        var velocities: [CGPoint] = []
        let card: CGFloat
        init(card: CGFloat) { self.card = card }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            told.append(targetContentOffset.pointee)
            velocities.append(velocity)
            targetContentOffset.pointee.x = (targetContentOffset.pointee.x / card).rounded() * card
        }
    }

    func testTheDelegateSeesTheRestingOffsetAndCanMoveIt() {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        var now = 0.0
        func frame(_ t: Double) { now = t; AnimationDriver.shared.advance(to: t) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 3000, height: 200)
        window.addSubview(scroll)
        let snapper = Snapper(card: 250)
        scroll.delegate = snapper
        // A quick swipe left: the content moves right (offset grows) and keeps going after the release.
        window.sendTouch(.began, at: CGPoint(x: 300, y: 100))
        var x: CGFloat = 300
        for _ in 0..<8 {
            frame(now + 1.0 / 60)
            x -= 20
            window.sendTouch(.moved, at: CGPoint(x: x, y: 100))
        }
        let released = scroll.contentOffset.x
        window.sendTouch(.ended, at: CGPoint(x: x, y: 100))
        XCTAssertEqual(snapper.told.count, 1)
        XCTAssertGreaterThan(snapper.velocities[0].x, 0.5, "points per millisecond")
        XCTAssertGreaterThan(snapper.told[0].x, released + 50, "the deceleration's end, ahead of the release")
        for _ in 0..<240 { frame(now + 1.0 / 60) }
        let rested = scroll.contentOffset.x
        XCTAssertEqual(rested.truncatingRemainder(dividingBy: 250), 0, accuracy: 0.5, "rests on a card: \(rested)")
        XCTAssertEqual(rested, (snapper.told[0].x / 250).rounded() * 250, accuracy: 0.5)
        XCTAssertFalse(scroll.isDecelerating)
    }
}
