import XCTest
import MotionLab
@testable import MotionDynamics

/// An animator lives as long as its owner keeps it (as on iOS: a local one stops at once), and frees its
/// behaviours, items and Box2D world when it goes — running or not, after a context reset too.
final class LifetimeTests: DynamicsTestCase {
    final class Owner {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let box = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        var animator: UIDynamicAnimator?
        var steps = 0
        init() {
            view.addSubview(box)
            let animator = UIDynamicAnimator(referenceView: view)
            let gravity = UIGravityBehavior(items: [box])
            gravity.action = { [weak self] in self?.steps += 1 }
            animator.addBehavior(gravity)
            animator.addBehavior(UISnapBehavior(item: box, snapTo: CGPoint(x: 160, y: 284)))
            self.animator = animator
        }
    }

    func testReleasedOwnerFreesTheAnimatorBehavioursAndItems() {
        weak var animator: UIDynamicAnimator?
        weak var behavior: UIDynamicBehavior?
        weak var box: UIView?
        do {
            let owner = Owner()
            animator = owner.animator
            behavior = owner.animator?.behaviors.first
            box = owner.box
            run(to: 0.5)
            XCTAssertEqual(owner.steps, 60)
            XCTAssertTrue(owner.animator?.isRunning ?? false)
        }
        XCTAssertNil(animator, "the running animator went with its owner")
        XCTAssertNil(behavior)
        XCTAssertNil(box)
        XCTAssertTrue(DynamicBodyReporters.current.reports().isEmpty)
        run(to: 0.6)   // frames go on without it
    }

    func testAnimatorNobodyKeepsStopsAtOnce() {
        let v = box(CGPoint(x: 160, y: 100))
        do {
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [v]))
        }
        run(to: 0.5)
        XCTAssertEqual(v.center.y, 100, "a local animator is gone before the first frame, as on iOS")
    }

    func testALongStallSimulatesAtMostASecond() {
        let v = box(CGPoint(x: 160, y: 50), CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: reference)
        var steps = 0
        let gravity = UIGravityBehavior(items: [v])
        gravity.action = { steps += 1 }
        animator.addBehavior(gravity)
        run(to: 0.5)
        XCTAssertEqual(steps, 60)
        // The next frame comes 20 s later (a stalled window): one second of steps, then on as before.
        now = 20.5
        AnimationDriver.shared.advance(to: start + now)
        XCTAssertEqual(steps, 60 + 120)
        run(to: 21)
        XCTAssertEqual(steps, 60 + 120 + 60)
        XCTAssertEqual(animator.elapsedTime, 2, accuracy: 1e-9)
    }

    func testContextResetStopsAndTheNextChangeResumes() {
        let v = box(CGPoint(x: 160, y: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        let gravity = UIGravityBehavior(items: [v])
        animator.addBehavior(gravity)
        run(to: 0.2)
        context.reset()
        let y = v.center.y
        run(to: 0.4)
        XCTAssertEqual(v.center.y, y, "a reset scene's steppers are gone")
        gravity.magnitude = 0.5
        run(to: 0.6)
        XCTAssertGreaterThan(v.center.y, y, "a change registers the animator's frame step again")
    }
}
