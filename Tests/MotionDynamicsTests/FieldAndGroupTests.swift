import XCTest
import MotionLab
@testable import MotionDynamics

/// Field behaviours against their formulas, item groups moving as one body, custom behaviours with
/// children and actions, the inspector's report.
final class FieldAndGroupTests: DynamicsTestCase {
    func testLinearGravityFieldMatchesTheGravityBehaviour() {
        let a = box(CGPoint(x: 100, y: 100), CGSize(width: 40, height: 40))
        let b = box(CGPoint(x: 220, y: 100), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [a]))
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.addItem(b)
        animator.addBehavior(field)
        run(to: 0.5)
        XCTAssertEqual(Double(b.center.y), Double(a.center.y), accuracy: 0.01)
    }

    func testSpringFieldOscillatesAtTheSquareRootOfStrengthOverMass() {
        // A 100×100 item of density 1 weighs 1 kg; strength k N/m gives ω = √k.
        let v = box(CGPoint(x: 260, y: 284))
        let animator = UIDynamicAnimator(referenceView: reference)
        let field = UIFieldBehavior.springField()
        field.position = CGPoint(x: 160, y: 284)
        field.strength = 4 * .pi * .pi   // 1 Hz
        field.addItem(v)
        animator.addBehavior(field)
        var crossings: [Double] = []
        var last = 100.0
        run(to: 2.1) { t in
            let d = Double(v.center.x) - 160
            if last > 0 && d <= 0 || last < 0 && d >= 0 { crossings.append(t) }
            last = d
        }
        XCTAssertEqual(crossings.count, 4)
        XCTAssertEqual(crossings.first ?? 0, 0.25, accuracy: 0.02)
        XCTAssertEqual((crossings.last ?? 0) - (crossings.first ?? 0), 1.5, accuracy: 0.02)
    }

    func testRadialGravityRegionAndVortex() {
        let inside = box(CGPoint(x: 160, y: 184), CGSize(width: 20, height: 20))
        let outside = box(CGPoint(x: 160, y: 484), CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: reference)
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 160, y: 284))
        field.region = UIRegion(radius: 150)
        field.strength = 0.5
        field.addItem(inside)
        field.addItem(outside)
        animator.addBehavior(field)
        run(to: 0.2)
        // 500 points/s² towards the centre for the one inside the region, nothing for the other.
        let k = (0.2 / PhysicsScale.stepDuration).rounded(), h = PhysicsScale.stepDuration
        XCTAssertEqual(Double(inside.center.y) - 184, 0.5 * 500 * h * h * k * (k + 1), accuracy: 0.05)
        XCTAssertEqual(Double(outside.center.y), 484, accuracy: 1e-9)
        XCTAssertTrue(UIRegion(radius: 10).union(with: UIRegion(size: CGSize(width: 40, height: 4))).contains(CGPoint(x: 19, y: 0)))
        XCTAssertFalse(UIRegion(radius: 10).inverse().contains(.zero))

        setUp()
        let v = box(CGPoint(x: 260, y: 284), CGSize(width: 20, height: 20))
        let animator2 = UIDynamicAnimator(referenceView: reference)
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 160, y: 284)
        vortex.addItem(v)
        animator2.addBehavior(vortex)
        run(to: 0.05)
        XCTAssertGreaterThan(v.center.y, 284, "turns clockwise on screen from the right of the centre")
        XCTAssertEqual(Double(v.center.x), 260, accuracy: 0.5)
    }

    func testDragVelocityElectricAndCustomFields() {
        // Drag: F = −k·v on 1 kg, so v shrinks by (1 − h·k) a step (semi-implicit Euler).
        let a = box(CGPoint(x: 60, y: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        let fling = UIDynamicItemBehavior(items: [a])
        fling.addLinearVelocity(CGPoint(x: 200, y: 0), for: a)
        animator.addBehavior(fling)
        let drag = UIFieldBehavior.dragField()
        drag.strength = 3
        drag.addItem(a)
        animator.addBehavior(drag)
        run(to: 0.5)
        let h = PhysicsScale.stepDuration
        XCTAssertEqual(Double(fling.linearVelocity(for: a).x), 200 * pow(1 - h * 3, 60), accuracy: 0.01)

        // Velocity field: reaches its velocity (points/s) in a step and keeps it.
        let b = box(CGPoint(x: 60, y: 300), CGSize(width: 40, height: 40))
        let cruise = UIFieldBehavior.velocityField(direction: CGVector(dx: 1, dy: 0))
        cruise.strength = 150
        cruise.addItem(b)
        animator.addBehavior(cruise)
        let bv = UIDynamicItemBehavior(items: [b])
        animator.addBehavior(bv)
        run(to: 0.8)
        XCTAssertEqual(Double(bv.linearVelocity(for: b).x), 150, accuracy: 0.01)

        // Electric: like charges repel, uncharged items feel nothing; a custom block sees its inputs.
        let c = box(CGPoint(x: 200, y: 450), CGSize(width: 20, height: 20))
        let d = box(CGPoint(x: 120, y: 450), CGSize(width: 20, height: 20))
        let charged = UIDynamicItemBehavior(items: [c])
        charged.charge = 2
        animator.addBehavior(charged)
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 160, y: 450)
        electric.addItem(c)
        electric.addItem(d)
        animator.addBehavior(electric)
        var seen: [CGFloat] = []
        let custom = UIFieldBehavior.field { _, position, _, mass, charge, step in
            seen = [position.x, mass, charge, CGFloat(step)]
            return .zero
        }
        custom.position = CGPoint(x: 100, y: 450)
        custom.addItem(c)
        animator.addBehavior(custom)
        run(to: 1.0)
        XCTAssertGreaterThan(c.center.x, 200, "pushed away from the field's position")
        XCTAssertEqual(Double(d.center.x), 120, accuracy: 1e-9, "no charge, no force")
        XCTAssertEqual(seen.count, 4)
        XCTAssertGreaterThan(seen[0], 100)
        XCTAssertEqual(Double(seen[1]), 0.04, accuracy: 1e-6)   // 20×20 points of density 1
        XCTAssertEqual(seen[2], 2)
        XCTAssertEqual(Double(seen[3]), h, accuracy: 1e-12)
    }

    func testNoiseIsTheSameEveryRun() {
        func run1() -> CGPoint {
            setUp()
            let v = box(CGPoint(x: 160, y: 284), CGSize(width: 30, height: 30))
            let animator = UIDynamicAnimator(referenceView: reference)
            let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 2)
            noise.strength = 0.5
            noise.addItem(v)
            animator.addBehavior(noise)
            run(to: 1)
            let p = v.center
            tearDown()
            return p
        }
        let a = run1(), b = run1()
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, CGPoint(x: 160, y: 284), "it moved")
    }

    func testGroupMovesAsOneBody() {
        let a = box(CGPoint(x: 130, y: 100), CGSize(width: 40, height: 40))
        let b = box(CGPoint(x: 190, y: 120), CGSize(width: 40, height: 40))
        let group = UIDynamicItemGroup(items: [a, b])
        XCTAssertEqual(group.center, CGPoint(x: 160, y: 110))
        XCTAssertEqual(group.bounds.size, CGSize(width: 100, height: 60))
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [group]))
        run(to: 4)
        // b lands first and the group tips until a reaches the floor too: both resting, still 60 points apart.
        XCTAssertEqual(Double(hypot(a.center.x - b.center.x, a.center.y - b.center.y)), (60.0 * 60 + 20 * 20).squareRoot(), accuracy: 0.01)
        // Resting: the lowest corner of the turned members is on the floor, and both members turned alike.
        let angle = DynamicBody.angle(of: a.transform)
        XCTAssertEqual(DynamicBody.angle(of: b.transform), angle, accuracy: 1e-6)
        var lowest = -Double.infinity
        for v in [a, b] {
            for (x, y) in [(-20.0, -20.0), (20, -20), (20, 20), (-20, 20)] {
                lowest = max(lowest, Double(v.center.y) + x * sin(angle) + y * cos(angle))
            }
        }
        XCTAssertEqual(lowest, 568, accuracy: 0.3)
        XCTAssertFalse(animator.isRunning)
    }

    func testCustomBehaviourWithChildrenAndActionsEachStep() {
        final class Drop: UIDynamicBehavior {
            init(items: [UIDynamicItem]) {
                super.init()
                addChildBehavior(UIGravityBehavior(items: items))
                let c = UICollisionBehavior(items: items)
                c.translatesReferenceBoundsIntoBoundary = true
                addChildBehavior(c)
            }
        }
        let v = box(CGPoint(x: 160, y: 100), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        let drop = Drop(items: [v])
        var steps = 0
        drop.action = { steps += 1 }
        animator.addBehavior(drop)
        XCTAssertTrue(drop.childBehaviors.allSatisfy { $0.dynamicAnimator === animator })
        run(to: 0.5)
        XCTAssertEqual(steps, 60, "one action a step, 120 steps a second")
        XCTAssertEqual(animator.elapsedTime, 0.5, accuracy: 1e-9)
        let report = animator.dynamicBodyReports()
        XCTAssertEqual(report.count, 1)
        XCTAssertTrue(report[0].layer === v.layer)
        XCTAssertEqual(report[0].behaviors, ["UIGravityBehavior", "UICollisionBehavior"])
        XCTAssertEqual(Double(report[0].velocity.dy), 500, accuracy: 1e-3)
        XCTAssertEqual(DynamicBodyReporters.current.reports().count, 1)
        animator.removeBehavior(drop)
        XCTAssertNil(drop.dynamicAnimator)
        XCTAssertTrue(animator.behaviors.isEmpty)
        run(to: 0.6)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.items(in: reference.bounds).count, 0)
    }

    func testItemsInRect() {
        let a = box(CGPoint(x: 60, y: 60), CGSize(width: 40, height: 40))
        let b = box(CGPoint(x: 260, y: 460), CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UICollisionBehavior(items: [a, b]))
        XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).count, 1)
        XCTAssertTrue(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).first === a)
        XCTAssertEqual(animator.items(in: reference.bounds).count, 2)
    }
}
