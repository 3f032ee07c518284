import XCTest
import MotionLab
@testable import MotionDynamics

/// Bounces against elasticity, the delegate's callbacks in the order contacts happen, collision modes
/// and boundaries.
final class CollisionTests: DynamicsTestCase {
    /// Drops a 40×40 box 448 points onto the bottom of the reference bounds and returns the height of its
    /// first rebound (points above its resting centre).
    private func firstRebound(elasticity: CGFloat) -> Double {
        let v = box(CGPoint(x: 160, y: 100), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [v])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: [v])
        material.elasticity = elasticity
        animator.addBehavior(UIGravityBehavior(items: [v]))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        // The first rebound's top: the highest point (least y) between the first landing and the next.
        var ys: [Double] = []
        run(to: 3) { _ in ys.append(Double(v.center.y)) }
        var k = 1
        while k < ys.count && ys[k] >= ys[k - 1] { k += 1 }   // falling
        var peak = ys[min(k, ys.count - 1)]
        while k < ys.count && ys[k] <= ys[k - 1] { peak = ys[k]; k += 1 }   // rising
        return 548 - peak
    }

    func testReboundHeightIsElasticitySquaredTimesTheDrop() {
        for e in [0.5, 0.8] as [CGFloat] {
            setUp()
            let h = firstRebound(elasticity: e)
            let expected = Double(e * e) * 448
            // Restitution acts on the velocity at the step that finds the contact; steps of 1/120 s at
            // ~950 points/s put the impact up to 8 points early or late: a few percent.
            XCTAssertEqual(h, expected, accuracy: 0.06 * expected, "elasticity \(e)")
            tearDown()
        }
    }

    func testInelasticBoxDoesNotBounce() {
        XCTAssertLessThan(firstRebound(elasticity: 0), 1)
    }

    func testDelegateHearsContactsInTheOrderTheyHappen() {
        let a = box(CGPoint(x: 160, y: 300), CGSize(width: 60, height: 60))
        let b = box(CGPoint(x: 160, y: 100), CGSize(width: 60, height: 60))
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [a, b])
        collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 500), to: CGPoint(x: 320, y: 500))
        let log = ContactLog(a: a, b: b)
        collision.collisionDelegate = log
        animator.addBehavior(collision)
        // b starts falling 0.4 s after a: a lands first, then b lands on a.
        let gravity = UIGravityBehavior(items: [a])
        animator.addBehavior(gravity)
        run(to: 0.4)
        gravity.addItem(b)
        run(to: 2)
        XCTAssertEqual(log.events.map(\.text), ["began a floor", "began a b"])
        // a's contact with the floor is on the floor's line; b meets a on a's top edge.
        XCTAssertEqual(Double(log.events[0].point.y), 500, accuracy: 1.5)
        XCTAssertEqual(Double(log.events[1].point.y), 500 - 60, accuracy: 1.5)
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
        XCTAssertEqual(collision.boundaryIdentifiers?.first as? String, "floor")
        // Removing the floor ends a's contact with it; a and b fall on together and b keeps touching a.
        collision.removeBoundary(withIdentifier: "floor" as NSCopying)
        XCTAssertNil(collision.boundary(withIdentifier: "floor" as NSCopying))
        run(to: 2.5)
        XCTAssertGreaterThan(a.center.y, 480)
    }

    func testItemsOfTheBoundariesModePassThroughEachOther() {
        let a = box(CGPoint(x: 160, y: 300), CGSize(width: 60, height: 60))
        let b = box(CGPoint(x: 160, y: 100), CGSize(width: 60, height: 60))
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [a, b])
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        run(to: 3)
        // Both rest on the floor, overlapping.
        XCTAssertEqual(Double(a.center.y), 538, accuracy: 0.05)
        XCTAssertEqual(Double(b.center.y), 538, accuracy: 0.05)
    }

    func testItemsInDifferentCollisionBehavioursDoNotCollide() {
        let a = box(CGPoint(x: 160, y: 300), CGSize(width: 60, height: 60))
        let b = box(CGPoint(x: 160, y: 100), CGSize(width: 60, height: 60))
        let animator = UIDynamicAnimator(referenceView: reference)
        let floorA = UICollisionBehavior(items: [a])
        floorA.translatesReferenceBoundsIntoBoundary = true
        let floorB = UICollisionBehavior(items: [b])
        floorB.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(floorA)
        animator.addBehavior(floorB)
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        run(to: 3)
        XCTAssertEqual(Double(a.center.y), 538, accuracy: 0.05)
        XCTAssertEqual(Double(b.center.y), 538, accuracy: 0.05)
    }

    func testBoxesStackEdgeToEdge() {
        let a = box(CGPoint(x: 160, y: 400), CGSize(width: 80, height: 50))
        let b = box(CGPoint(x: 160, y: 250), CGSize(width: 80, height: 50))
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [a, b])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        run(to: 4)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(Double(a.center.y), 543, accuracy: 0.1)
        XCTAssertEqual(Double(b.center.y), 493, accuracy: 0.2)
    }

    func testReferenceBoundsFollowTheReferenceViewsSize() {
        // Made while the reference view has no size yet (constraints size it at the first layout).
        reference.bounds = .zero
        let v = box(CGPoint(x: 100, y: 100), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [v])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [v]))
        run(to: 0.05)
        reference.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        run(to: 2.5)
        XCTAssertEqual(Double(v.center.y), 380, accuracy: 0.05, "rests on the bottom of the laid-out bounds")
    }

    func testEllipseAndPathItemsRestOnTheirShapes() {
        final class Ball: UIView { override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse } }
        final class Wedge: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
            // A triangle about the centre whose lowest point is 30 points below it.
            override var collisionBoundingPath: UIBezierPath {
                let p = UIBezierPath()
                p.move(to: CGPoint(x: -40, y: -30)); p.addLine(to: CGPoint(x: 40, y: -30)); p.addLine(to: CGPoint(x: 0, y: 30))
                p.close()
                return p
            }
        }
        let ball = Ball(frame: CGRect(x: 40, y: 100, width: 60, height: 60))
        let oval = Ball(frame: CGRect(x: 140, y: 100, width: 40, height: 80))
        let wedge = Wedge(frame: CGRect(x: 220, y: 100, width: 80, height: 80))
        for v in [ball, oval, wedge] { reference.addSubview(v) }
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [ball, oval])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [ball, oval]))
        run(to: 3)
        XCTAssertEqual(Double(ball.center.y), 538, accuracy: 0.1)
        // The upright oval rests near its lowest point (its 24-corner polygon settles on a short side).
        XCTAssertEqual(Double(oval.center.y), 528, accuracy: 2)
        XCTAssertEqual(CollisionGeometry.shapes(of: wedge).count, 1)
        XCTAssertEqual(CollisionGeometry.shapes(of: oval).count, 4)
        XCTAssertEqual(CollisionGeometry.shapes(of: ball), [.circle(center: .zero, radius: 30.25)])
    }
}

final class ContactLog: UICollisionBehaviorDelegate {
    struct Event { var text: String; var point: CGPoint }
    let a: UIView, b: UIView
    var events: [Event] = []
    init(a: UIView, b: UIView) { self.a = a; self.b = b }
    func name(_ i: UIDynamicItem) -> String { i === a ? "a" : i === b ? "b" : "?" }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {
        let names = [name(item1), name(item2)].sorted()
        events.append(Event(text: "began \(names[0]) \(names[1])", point: p))
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {
        let names = [name(item1), name(item2)].sorted()
        events.append(Event(text: "ended \(names[0]) \(names[1])", point: .zero))
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        events.append(Event(text: "began \(name(item)) \((identifier as? String) ?? "bounds")", point: p))
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {
        events.append(Event(text: "ended \(name(item)) \((identifier as? String) ?? "bounds")", point: .zero))
    }
}
