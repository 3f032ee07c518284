import XCTest
import MotionLab
@testable import MotionDynamics

/// UISnapBehavior: a damped spring of 2.5 Hz with damping ratio `damping`, checked against the damped
/// oscillator's overshoot exp(−ζπ/√(1−ζ²)); settling, straightening, moving the snap point.
final class SnapTests: DynamicsTestCase {
    /// Snaps a box 200 points to the right and returns the largest overshoot past the point, as a
    /// fraction of the distance, and the animator.
    private func overshoot(damping: CGFloat) -> (Double, UIDynamicAnimator, UIView) {
        let v = box(CGPoint(x: 60, y: 284), CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceView: reference)
        let snap = UISnapBehavior(item: v, snapTo: CGPoint(x: 260, y: 284))
        snap.damping = damping
        animator.addBehavior(snap)
        var most = 0.0
        run(to: 3) { _ in most = max(most, Double(v.center.x) - 260) }
        return (most / 200, animator, v)
    }

    func testDefaultDampingIsHalfAndOvershootMatchesTheDampedSpring() {
        let v = box(CGPoint(x: 60, y: 284))
        XCTAssertEqual(UISnapBehavior(item: v, snapTo: .zero).damping, 0.5)
        for zeta in [0.3, 0.5, 0.7] {
            setUp()
            let (measured, animator, item) = overshoot(damping: CGFloat(zeta))
            let expected = exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
            // Box2D's soft constraint integrates the spring implicitly (the snap asks for ω·h/2 less
            // damping to make up for it): within 2 % of the distance of the continuous oscillator.
            XCTAssertEqual(measured, expected, accuracy: 0.02, "damping \(zeta)")
            XCTAssertEqual(Double(item.center.x), 260, accuracy: 0.5)
            XCTAssertEqual(Double(item.center.y), 284, accuracy: 1e-9)
            XCTAssertFalse(animator.isRunning, "rests within 3 s")
            tearDown()
        }
    }

    func testCriticalDampingDoesNotOvershoot() {
        XCTAssertLessThan(overshoot(damping: 1).0, 0.002)
    }

    func testSnapStraightensTheItemAndFollowsAMovedSnapPoint() {
        let v = box(CGPoint(x: 100, y: 100))
        v.transform = CGAffineTransform(rotationAngle: 0.6)
        let animator = UIDynamicAnimator(referenceView: reference)
        let snap = UISnapBehavior(item: v, snapTo: CGPoint(x: 160, y: 284))
        animator.addBehavior(snap)
        run(to: 0.5)
        snap.snapPoint = CGPoint(x: 200, y: 400)
        run(to: 3)
        XCTAssertEqual(Double(v.center.x), 200, accuracy: 0.5)
        XCTAssertEqual(Double(v.center.y), 400, accuracy: 0.5)
        XCTAssertEqual(DynamicBody.angle(of: v.transform), 0, accuracy: 0.01)
        XCTAssertFalse(animator.isRunning)
    }

    func testDraggingWhileSnappingWithUpdateItemStartsFromTheNewState() {
        let v = box(CGPoint(x: 160, y: 284))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UISnapBehavior(item: v, snapTo: CGPoint(x: 160, y: 284)))
        run(to: 0.2)
        // A pan moves the view between frames and tells the animator.
        input(at: 0.21)
        v.center = CGPoint(x: 260, y: 284)
        animator.updateItem(usingCurrentState: v)
        XCTAssertTrue(animator.isRunning)
        run(to: 0.22)
        XCTAssertGreaterThan(v.center.x, 255, "starts from where the pan left it")
        run(to: 3)
        XCTAssertEqual(Double(v.center.x), 160, accuracy: 0.5)
    }
}
