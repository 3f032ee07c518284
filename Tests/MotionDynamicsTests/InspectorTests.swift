import XCTest
import MotionLab
import MotionInspector
@testable import MotionDynamics

/// The animation inspector lists each dynamic item with its velocity, in drawing order, as JSON too.
final class InspectorTests: DynamicsTestCase {
    func testInspectorListsDynamicItemsWithTheirVelocity() {
        let a = box(CGPoint(x: 100, y: 100), CGSize(width: 40, height: 40))
        a.accessibilityIdentifier = "a"
        let b = box(CGPoint(x: 200, y: 100), CGSize(width: 40, height: 40))
        b.accessibilityIdentifier = "b"
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [b, a]))
        let fling = UIDynamicItemBehavior(items: [a])
        fling.addLinearVelocity(CGPoint(x: 120, y: 0), for: a)
        animator.addBehavior(fling)
        run(to: 0.25)
        let rows = AnimationInspector.animations(in: reference.layer, context: context, sceneStart: start)
        XCTAssertEqual(rows.map(\.layer), ["a", "b"], "drawing order, not the behaviour's")
        XCTAssertEqual(rows[0].kind, "UIDynamicAnimator")
        XCTAssertEqual(rows[0].className, "UIGravityBehavior, UIDynamicItemBehavior")
        guard case let .dynamics(v, w, resting) = rows[0].curve else { return XCTFail("not a dynamics row") }
        XCTAssertEqual(v[0], 120, accuracy: 1e-3)
        XCTAssertEqual(v[1], 250, accuracy: 1e-3)   // g·t
        XCTAssertEqual(w, 0)
        XCTAssertFalse(resting)
        XCTAssertEqual(rows[0].value, .numbers([Double(a.center.x), Double(a.center.y)]))
        XCTAssertTrue(rows[1].curve.summary.hasPrefix("velocity [0, 250] pt/s"), rows[1].curve.summary)
        let json = InspectorJSON.document(t: 0.25, animations: rows)
        XCTAssertTrue(json.contains("\"class\": \"UIGravityBehavior\", \"from\": null, \"to\": null"), json)
        XCTAssertTrue(json.contains("\"curve\": {\"type\": \"dynamics\", \"velocity\": [0, 249.99"), json)
        // Gone with the animator.
        animator.removeAllBehaviors()
        run(to: 0.3)
        XCTAssertTrue(AnimationInspector.animations(in: reference.layer, context: context, sceneStart: start).isEmpty)
    }
}
