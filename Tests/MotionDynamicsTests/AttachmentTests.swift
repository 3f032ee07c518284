import XCTest
import MotionLab
@testable import MotionDynamics

/// UIAttachmentBehavior: rigid lengths kept, springs at their frequency, ropes, pins, slides, anchors
/// that follow a finger.
final class AttachmentTests: DynamicsTestCase {
    private func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(a.x - b.x, a.y - b.y)) }

    func testRigidAnchorAttachmentKeepsItsLengthAsAPendulum() {
        let v = box(CGPoint(x: 260, y: 200), CGSize(width: 40, height: 40))
        let anchor = CGPoint(x: 160, y: 200)
        let animator = UIDynamicAnimator(referenceView: reference)
        let attachment = UIAttachmentBehavior(item: v, attachedToAnchor: anchor)
        XCTAssertEqual(Double(attachment.length), 100, accuracy: 1e-9)
        XCTAssertEqual(attachment.attachedBehaviorType, .anchor)
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [v]))
        var lowest = 0.0
        run(to: 2) { _ in
            XCTAssertEqual(self.distance(v.center, anchor), 100, accuracy: 0.5)
            lowest = max(lowest, Double(v.center.y))
        }
        XCTAssertEqual(lowest, 300, accuracy: 1, "swings through the bottom of its circle")
    }

    func testSpringAttachmentOscillatesAtItsFrequency() {
        let v = box(CGPoint(x: 160, y: 200), CGSize(width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        let spring = UIAttachmentBehavior(item: v, attachedToAnchor: CGPoint(x: 160, y: 100))
        spring.frequency = 2
        spring.damping = 0
        XCTAssertEqual(Double(spring.length), 100, accuracy: 1e-9)
        spring.length = 60   // rest length: the item is 40 points too far and springs back
        animator.addBehavior(spring)
        var crossings: [Double] = []
        var last = Double(v.center.y) - 160
        run(to: 2) { t in
            let d = Double(v.center.y) - 160
            if last > 0 && d <= 0 || last < 0 && d >= 0 { crossings.append(t) }
            last = d
        }
        // Zero crossings every half period: 0.25 s at 2 Hz.
        XCTAssertGreaterThanOrEqual(crossings.count, 6)
        let halfPeriods = zip(crossings.dropFirst(), crossings).map { $0 - $1 }
        let mean = halfPeriods.reduce(0, +) / Double(halfPeriods.count)
        XCTAssertEqual(mean, 0.25, accuracy: 0.02)
    }

    func testItemToItemRigidAttachmentKeepsTheDistance() {
        let a = box(CGPoint(x: 100, y: 200), CGSize(width: 40, height: 40))
        let b = box(CGPoint(x: 220, y: 200), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIAttachmentBehavior(item: a, attachedTo: b))
        let push = UIPushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 0.5)
        animator.addBehavior(push)
        run(to: 1.5) { _ in XCTAssertEqual(self.distance(a.center, b.center), 120, accuracy: 0.5) }
        XCTAssertGreaterThan(b.center.y, 220, "b is dragged along")
        XCTAssertFalse(push.active, "an instantaneous push turns itself off")
    }

    func testLimitAttachmentIsARope() {
        let a = box(CGPoint(x: 160, y: 100), CGSize(width: 40, height: 40))
        let b = box(CGPoint(x: 160, y: 180), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        let rope = UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
        animator.addBehavior(rope)
        let anchored = UIDynamicItemBehavior(items: [a])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        let push = UIPushBehavior(items: [b], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -0.6)   // towards a: slack
        animator.addBehavior(push)
        animator.addBehavior(UIGravityBehavior(items: [b]))
        var shortest = 1e9
        run(to: 2) { _ in
            let d = self.distance(a.center, b.center)
            shortest = min(shortest, d)
            XCTAssertLessThanOrEqual(d, 80.5)
        }
        XCTAssertLessThan(shortest, 70, "a rope goes slack")
        XCTAssertEqual(Double(a.center.y), 100, accuracy: 1e-9, "anchored")
    }

    func testMovingTheAnchorDragsTheItem() {
        let v = box(CGPoint(x: 160, y: 284))
        let animator = UIDynamicAnimator(referenceView: reference)
        let drag = UIAttachmentBehavior(item: v, offsetFromCenter: UIOffset(horizontal: 20, vertical: 20), attachedToAnchor: CGPoint(x: 180, y: 304))
        XCTAssertEqual(Double(drag.length), 0, accuracy: 1e-9)
        animator.addBehavior(drag)
        var x = 180.0
        run(to: 1) { _ in
            x += 2
            self.input(at: self.now + 0.001)
            drag.anchorPoint = CGPoint(x: x, y: 304)
        }
        // The grabbed point (20, 20) from the centre in the turning view follows the finger: within one
        // frame's travel (the last move came after the last frame), and the view turned as it was dragged.
        let a = DynamicBody.angle(of: v.transform)
        let grabbed = CGPoint(x: Double(v.center.x) + 20 * cos(a) - 20 * sin(a), y: Double(v.center.y) + 20 * sin(a) + 20 * cos(a))
        XCTAssertEqual(Double(grabbed.x), x - 2, accuracy: 0.5)
        XCTAssertEqual(Double(grabbed.y), 304, accuracy: 0.5)
        XCTAssertGreaterThan(abs(a), 0.1)
    }

    func testPinAndSlidingAttachments() {
        let a = box(CGPoint(x: 100, y: 200), CGSize(width: 60, height: 20))
        let b = box(CGPoint(x: 160, y: 200), CGSize(width: 60, height: 20))
        let animator = UIDynamicAnimator(referenceView: reference)
        let base = UIDynamicItemBehavior(items: [a])
        base.isAnchored = true
        animator.addBehavior(base)
        let pin = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 130, y: 200))
        animator.addBehavior(pin)
        animator.addBehavior(UIGravityBehavior(items: [b]))
        let damped = UIDynamicItemBehavior(items: [b])
        damped.angularResistance = 3
        damped.resistance = 3
        animator.addBehavior(damped)
        run(to: 1.5) { _ in XCTAssertEqual(self.distance(b.center, CGPoint(x: 130, y: 200)), 30, accuracy: 0.5) }
        run(to: 6)
        // b hangs from the pin: its centre 30 points below it, a quarter turn round.
        XCTAssertEqual(Double(b.center.x), 130, accuracy: 1)
        XCTAssertEqual(Double(b.center.y), 230, accuracy: 1)
        XCTAssertEqual(abs(DynamicBody.angle(of: b.transform)), .pi / 2, accuracy: 0.05)

        setUp()
        let c = box(CGPoint(x: 100, y: 100), CGSize(width: 40, height: 40))
        let animator2 = UIDynamicAnimator(referenceView: reference)
        let slide = UIAttachmentBehavior.slidingAttachment(with: c, attachmentAnchor: CGPoint(x: 100, y: 100), axisOfTranslation: CGVector(dx: 1, dy: 1))
        slide.attachmentRange = UIFloatRange(minimum: -50, maximum: 100)
        animator2.addBehavior(slide)
        animator2.addBehavior(UIGravityBehavior(items: [c]))
        run(to: 2)
        // It slides down the diagonal to the range's end: 100 points along (1, 1)/√2.
        XCTAssertEqual(Double(c.center.x), 100 + 100 / 2.0.squareRoot(), accuracy: 1)
        XCTAssertEqual(Double(c.center.y), 100 + 100 / 2.0.squareRoot(), accuracy: 1)
        XCTAssertEqual(DynamicBody.angle(of: c.transform), 0, accuracy: 1e-3)
    }
}
