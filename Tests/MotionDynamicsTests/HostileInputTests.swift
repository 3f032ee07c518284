import XCTest
import MotionLab
@testable import MotionDynamics

/// Values no one should pass — NaN, infinities, zero and negative sizes, huge magnitudes, items in no
/// view, behaviours moved between animators — leave every item finite and the engine running.
final class HostileInputTests: DynamicsTestCase {
    final class Item: NSObject, UIDynamicItem {
        var center: CGPoint = CGPoint(x: CGFloat.nan, y: CGFloat.infinity)
        var bounds: CGRect = CGRect(x: 0, y: 0, width: -5, height: CGFloat.nan)
        var transform: CGAffineTransform = CGAffineTransform(a: .nan, b: .nan, c: 0, d: 1, tx: 0, ty: 0)
        var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        var collisionBoundingPath: UIBezierPath { UIBezierPath() }
    }

    func testNonFiniteAndDegenerateInputsKeepItemsFinite() {
        let a = box(CGPoint(x: 160, y: 100), CGSize(width: 0, height: 0))
        let b = box(CGPoint(x: 100, y: 100), CGSize(width: 40, height: 40))
        let custom = Item()
        let animator = UIDynamicAnimator(referenceView: reference)
        let gravity = UIGravityBehavior(items: [a, b, custom])
        gravity.magnitude = .greatestFiniteMagnitude
        gravity.angle = .nan
        animator.addBehavior(gravity)
        let collision = UICollisionBehavior(items: [a, b, custom])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "nan" as NSCopying, from: CGPoint(x: CGFloat.nan, y: 0), to: CGPoint(x: 1, y: CGFloat.infinity))
        collision.addBoundary(withIdentifier: "empty" as NSCopying, for: UIBezierPath())
        animator.addBehavior(collision)
        let push = UIPushBehavior(items: [a, b], mode: .continuous)
        push.pushDirection = CGVector(dx: 1e300, dy: -1e300)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: .nan, vertical: 3), for: a)
        animator.addBehavior(push)
        let snap = UISnapBehavior(item: b, snapTo: CGPoint(x: CGFloat.nan, y: 10))
        snap.damping = -4
        animator.addBehavior(snap)
        let properties = UIDynamicItemBehavior(items: [a, b])
        properties.density = -1
        properties.elasticity = .infinity
        properties.friction = .nan
        properties.resistance = .greatestFiniteMagnitude
        properties.addLinearVelocity(CGPoint(x: CGFloat.nan, y: 1), for: a)
        properties.addAngularVelocity(.infinity, for: b)
        animator.addBehavior(properties)
        let attachment = UIAttachmentBehavior(item: a, attachedTo: b)
        attachment.length = .nan
        attachment.frequency = .infinity
        attachment.damping = -1
        animator.addBehavior(attachment)
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: CGFloat.infinity, y: 0))
        field.falloff = -.infinity
        field.addItem(a)
        animator.addBehavior(field)
        run(to: 1) { _ in
            for v in [a, b] {
                XCTAssertTrue(v.center.x.isFinite && v.center.y.isFinite, "\(v.center)")
                XCTAssertTrue(v.transform.a.isFinite && v.transform.b.isFinite)
            }
            XCTAssertTrue(custom.center.x.isFinite && custom.center.y.isFinite, "\(custom.center)")
        }
        // A behaviour added to a second animator leaves the first.
        let other = UIDynamicAnimator(referenceView: reference)
        other.addBehavior(snap)
        XCTAssertTrue(snap.dynamicAnimator === other)
        XCTAssertFalse(animator.behaviors.contains { $0 === snap })
        // A behaviour made its own child, or a parent its child's child, is refused.
        let parent = UIDynamicBehavior(), child = UIDynamicBehavior()
        parent.addChildBehavior(child)
        child.addChildBehavior(parent)
        parent.addChildBehavior(parent)
        XCTAssertEqual(parent.childBehaviors.count, 1)
        XCTAssertTrue(child.childBehaviors.isEmpty)
    }
}
