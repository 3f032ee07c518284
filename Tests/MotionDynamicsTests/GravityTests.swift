import XCTest
import MotionLab
@testable import MotionDynamics

/// Free fall against y = ½·g·t² (g = 1000 points/s², Apple's unit) and the semi-implicit Euler closed
/// form the engine integrates exactly; a box coming to rest on the reference bounds.
final class GravityTests: DynamicsTestCase {
    func testFreeFallFollowsHalfGTSquaredWithinTheIntegratorsError() {
        let v = box(CGPoint(x: 160, y: 60), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [v]))
        let g = 1000.0, h = PhysicsScale.stepDuration
        run(to: 0.5) { t in
            let fallen = Double(v.center.y) - 60
            // At a step time t = k·h semi-implicit Euler gives exactly ½·g·h²·k(k+1) = ½g·t² + ½g·h·t.
            let k = (t / h).rounded()
            XCTAssertEqual(fallen, 0.5 * g * h * h * k * (k + 1), accuracy: 1e-3 * max(1, fallen), "t = \(t)")
            if t >= 0.3 {
                let exact = 0.5 * g * t * t
                XCTAssertLessThanOrEqual(abs(fallen - exact) / exact, h / t + 1e-6, "t = \(t)")
                XCTAssertLessThan(abs(fallen - exact) / exact, 0.05)
            }
        }
        XCTAssertEqual(Double(v.center.x), 160, accuracy: 1e-9)
        XCTAssertTrue(animator.isRunning)
    }

    func testMagnitudeAndAngleScaleTheAcceleration() {
        let v = box(CGPoint(x: 160, y: 284), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        let gravity = UIGravityBehavior(items: [v])
        gravity.setAngle(0, magnitude: 0.5)   // 500 points/s² to the right
        XCTAssertEqual(gravity.gravityDirection.dx, 0.5, accuracy: 1e-12)
        XCTAssertEqual(gravity.gravityDirection.dy, 0, accuracy: 1e-12)
        animator.addBehavior(gravity)
        run(to: 0.25)
        let k = (0.25 / PhysicsScale.stepDuration).rounded(), h = PhysicsScale.stepDuration
        XCTAssertEqual(Double(v.center.x) - 160, 0.5 * 500 * h * h * k * (k + 1), accuracy: 1e-2)
        XCTAssertEqual(Double(v.center.y), 284, accuracy: 1e-6)
    }

    func testBoxComesToRestOnTheReferenceBoundsAndTheAnimatorPauses() {
        let v = box(CGPoint(x: 160, y: 100), CGSize(width: 80, height: 80))
        let animator = UIDynamicAnimator(referenceView: reference)
        let delegate = AnimatorEvents()
        animator.delegate = delegate
        let collision = UICollisionBehavior(items: [v])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [v]))
        animator.addBehavior(collision)
        var pausedAt: Double?
        run(to: 4) { t in if pausedAt == nil && !animator.isRunning { pausedAt = t } }
        // Resting on the bottom edge (y = 568): its centre 40 points above (shapes are sized so Box2D's
        // skin and slop leave resting views touching).
        XCTAssertEqual(Double(v.center.y), 528, accuracy: 0.05)
        XCTAssertEqual(Double(v.center.x), 160, accuracy: 1e-6)
        XCTAssertFalse(animator.isRunning)
        let paused = try? XCTUnwrap(pausedAt)
        XCTAssertNotNil(paused)
        // Falls 428 points in √(2·428/1000) = 0.93 s, then Box2D's half second below the sleep tolerance.
        XCTAssertGreaterThan(paused ?? 0, 0.93 + 0.5)
        XCTAssertLessThan(paused ?? 9, 2.5)
        XCTAssertEqual(delegate.log, ["resume", "pause"])
        // It stays: more frames change nothing.
        let y = v.center.y
        run(to: 5)
        XCTAssertEqual(v.center.y, y)
    }
}

final class AnimatorEvents: UIDynamicAnimatorDelegate {
    var log: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }
}
