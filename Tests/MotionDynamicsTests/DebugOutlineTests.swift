import XCTest
import MotionLab
@testable import MotionDynamics

/// `animator.setValue(true, forKey: "debugEnabled")`, UIKit's private switch iOS developers use, outlines
/// the engine's shapes over the reference view where the items are shown.
final class DebugOutlineTests: DynamicsTestCase {
    func testDebugEnabledOutlinesEveryBodyWhereItIsShown() {
        let v = box(CGPoint(x: 160, y: 100), CGSize(width: 80, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [v]))
        animator.setValue(true, forKey: "debugEnabled")
        XCTAssertEqual((animator.value(forKey: "debugEnabled") as? NSNumber)?.boolValue, true)
        run(to: 0.5)
        guard let outline = reference.layer.sublayers?.last as? CAShapeLayer, let path = outline.path else {
            return XCTFail("no outline layer on top of the reference view")
        }
        XCTAssertNil(outline.name, "left out of traces")
        // The outline is Box2D's shape: the view's frame inset by 0.75 point (see CollisionGeometry).
        let box = path.boundingBoxOfPath
        XCTAssertEqual(Double(box.midX), Double(v.center.x), accuracy: 1e-6)
        XCTAssertEqual(Double(box.midY), Double(v.center.y), accuracy: 1e-6)
        XCTAssertEqual(Double(box.width), 80 - 1.5, accuracy: 1e-6)
        animator.setValue(false, forKey: "debugEnabled")
        XCTAssertFalse(reference.layer.sublayers?.contains { $0 === outline } ?? false)
        animator.setValue(true, forKey: "somethingElse")   // ignored
        XCTAssertNil(animator.value(forKey: "somethingElse"))
    }
}
