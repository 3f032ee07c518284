import XCTest
import MotionLab
@testable import MotionDynamics

/// UIPushBehavior and UIDynamicItemBehavior against Apple's units: a push of magnitude 1 on a 100×100
/// view of density 1 accelerates it 100 points/s² (continuous) or gives it 100 points/s (instantaneous);
/// mass grows with area and density.
final class PushTests: DynamicsTestCase {
    private func velocityAfterContinuousPush(size: CGSize, density: CGFloat?, seconds: Double) -> CGPoint {
        let v = box(CGPoint(x: 160, y: 284), size)
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [v], mode: .continuous)
        push.setAngle(0, magnitude: 1)
        let item = UIDynamicItemBehavior(items: [v])
        if let density { item.density = density }
        animator.addBehavior(push)
        animator.addBehavior(item)
        run(to: seconds)
        return item.linearVelocity(for: v)
    }

    func testContinuousPushOfOneUIKitNewton() {
        // Semi-implicit Euler gains a·h every step: exact at step times.
        XCTAssertEqual(Double(velocityAfterContinuousPush(size: CGSize(width: 100, height: 100), density: nil, seconds: 0.5).x), 50, accuracy: 1e-3)
        setUp()
        XCTAssertEqual(Double(velocityAfterContinuousPush(size: CGSize(width: 100, height: 200), density: nil, seconds: 0.5).x), 25, accuracy: 1e-3)
        setUp()
        XCTAssertEqual(Double(velocityAfterContinuousPush(size: CGSize(width: 100, height: 100), density: 4, seconds: 0.5).x), 12.5, accuracy: 1e-3)
        setUp()
        let v = velocityAfterContinuousPush(size: CGSize(width: 50, height: 50), density: nil, seconds: 1)
        XCTAssertEqual(Double(v.x), 400, accuracy: 1e-2)
        XCTAssertEqual(Double(v.y), 0, accuracy: 1e-6)
    }

    func testInstantaneousPushGivesOneHundredPointsPerSecondOnce() {
        let v = box(CGPoint(x: 160, y: 284))
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [v], mode: .instantaneous)
        push.angle = .pi / 2
        push.magnitude = 1
        XCTAssertEqual(Double(push.pushDirection.dy), 1, accuracy: 1e-12)
        let item = UIDynamicItemBehavior(items: [v])
        animator.addBehavior(item)
        animator.addBehavior(push)
        run(to: 1)
        XCTAssertEqual(Double(item.linearVelocity(for: v).y), 100, accuracy: 1e-3)
        XCTAssertEqual(Double(v.center.y), 384, accuracy: 0.01)
        XCTAssertFalse(push.active)
        // Active again: one more impulse.
        push.active = true
        run(to: 1.5)
        XCTAssertEqual(Double(item.linearVelocity(for: v).y), 200, accuracy: 1e-3)
    }

    func testPushOffCentreTurnsTheItem() {
        let v = box(CGPoint(x: 160, y: 284))
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [v], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: v)
        XCTAssertEqual(push.targetOffsetFromCenter(for: v), UIOffset(horizontal: 0, vertical: -50))
        let item = UIDynamicItemBehavior(items: [v])
        animator.addBehavior(item)
        animator.addBehavior(push)
        run(to: 0.1)
        // Impulse J = 1 N·s at 0.5 m above the centre of a 1 kg, 1 m square (I = 1/6 kg·m²): ω = 0.5/(1/6)
        // = 3 rad/s, clockwise on screen (positive: y points down).
        XCTAssertEqual(Double(item.angularVelocity(for: v)), 3, accuracy: 0.1)
        XCTAssertGreaterThan(DynamicBody.angle(of: v.transform), 0.2)
    }

    func testItemBehaviourVelocityAndResistance() {
        let v = box(CGPoint(x: 60, y: 284), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        let fling = UIDynamicItemBehavior(items: [v])
        // Added before the behaviour is in an animator: given when it joins (as on iOS).
        fling.addLinearVelocity(CGPoint(x: 300, y: 0), for: v)
        XCTAssertEqual(fling.linearVelocity(for: v).x, 300)
        animator.addBehavior(fling)
        run(to: 0.5)
        XCTAssertEqual(Double(v.center.x), 60 + 150, accuracy: 0.01, "constant velocity")
        fling.resistance = 2
        run(to: 1.5)
        // Box2D's damping: v ← v / (1 + h·c) every step: 120 steps from 300 points/s.
        let expected = 300 * pow(1 / (1 + PhysicsScale.stepDuration * 2), 120)
        XCTAssertEqual(Double(fling.linearVelocity(for: v).x), expected, accuracy: 0.01)
        fling.addAngularVelocity(2, for: v)
        XCTAssertEqual(Double(fling.angularVelocity(for: v)), 2, accuracy: 1e-6)
        fling.allowsRotation = false
        run(to: 1.6)
        XCTAssertEqual(Double(fling.angularVelocity(for: v)), 0, accuracy: 1e-9)
    }

    func testLastItemBehaviourToSetAPropertyWins() {
        let v = box(CGPoint(x: 160, y: 100), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        let bouncy = UIDynamicItemBehavior(items: [v])
        bouncy.elasticity = 0.9
        let heavy = UIDynamicItemBehavior(items: [v])
        heavy.density = 3
        animator.addBehavior(bouncy)
        animator.addBehavior(heavy)
        run(to: 0.1)
        let b = try? XCTUnwrap(animator.engine?.body(for: v))
        XCTAssertEqual(b?.properties.elasticity, 0.9, "the second behaviour did not set elasticity")
        XCTAssertEqual(b?.properties.density, 3)
        // 40×40 points of density 3: 3 × 0.4 m × 0.4 m (the visual size, though Box2D's shape is inset).
        XCTAssertEqual(b?.mass ?? 0, 0.48, accuracy: 1e-5)
    }
}
