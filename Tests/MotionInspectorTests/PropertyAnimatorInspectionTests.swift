import XCTest
@testable import MotionAnimation
@testable import MotionLayers
@testable import MotionViews
@testable import MotionInspector
import MotionTiming

/// What the inspector says of a property animator: the animator's own terms — one run, the begin its
/// start (with its delay and the animation's delay factor) gives, its spring by damping ratio or its
/// cubic — not the endless additive animation that carries it.
final class PropertyAnimatorInspectionTests: XCTestCase {
    var context: AnimationContext!

    override func setUp() {
        context = AnimationContext()
        context.makeCurrent()
    }

    func advance(_ t: Double) { context.driver.advance(to: t) }

    func scene() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        return (window, view)
    }

    func animatorRow(_ window: UIWindow, sceneStart: Double) throws -> InspectedAnimation {
        let list = AnimationInspector.animations(in: window.layer, context: context, sceneStart: sceneStart)
        return try XCTUnwrap(list.first { $0.kind == "UIViewPropertyAnimator" }, "listed: \(list.map(\.kind))")
    }

    func testAOneShotSpringReportsItsDampingRatioDurationOneRunAndBegin() throws {
        let (window, view) = scene()
        let t0 = CACurrentMediaTime()
        advance(t0 + 0.1)
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.6) { view.center.y = 300 }
        animator.startAnimation()
        for f in 1...12 { advance(t0 + 0.1 + Double(f) / 60) }
        let row = try animatorRow(window, sceneStart: t0)
        XCTAssertEqual(row.repeatCount, 1)
        XCTAssertFalse(row.isAdditive)
        XCTAssertEqual(row.begin ?? -1, 0.1, accuracy: 1e-9)
        XCTAssertEqual(row.duration ?? -1, 0.5, accuracy: 1e-12)
        // UIKit's mapping of (0.5 s, ζ 0.6) onto a spring: its constants give back ζ = c / (2√(k·m)).
        XCTAssertEqual(row.curve.dampingRatio ?? -1, 0.6, accuracy: 1e-9)
        let reference = try UIKitSpring.parameters(duration: 0.5, dampingRatio: 0.6, initialVelocity: 0)
        guard case let .spring(m, k, c, v) = row.curve else { return XCTFail("curve \(row.curve)") }
        XCTAssertEqual(m, reference.mass, accuracy: 1e-12)
        XCTAssertEqual(k, reference.stiffness, accuracy: 1e-9)
        XCTAssertEqual(c, reference.damping, accuracy: 1e-9)
        XCTAssertEqual(v, 0)
        XCTAssertEqual(row.progress ?? -1, 0.2 / 0.5, accuracy: 1e-9)
        let json = InspectorJSON.document(t: 0.3, animations: [row])
        XCTAssertTrue(json.contains("\"repeatCount\": 1, "), json)
        XCTAssertTrue(json.contains("\"begin\": 0.1"), json)
        XCTAssertTrue(json.contains("\"type\": \"spring\""), json)
        XCTAssertFalse(json.contains("infinity"), json)
        XCTAssertFalse(json.contains("\"other\""), json)
    }

    func testACubicAnimatorStartedAfterADelay() throws {
        let (window, view) = scene()
        let t0 = CACurrentMediaTime()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.startAnimation(afterDelay: 0.25)
        advance(t0 + 0.1)
        let waiting = try animatorRow(window, sceneStart: t0)
        XCTAssertEqual(waiting.begin ?? -1, 0.25, accuracy: 1e-9, "begins after its delay")
        // Core Animation's easeIn (its control points are Floats).
        XCTAssertEqual(waiting.curve, .cubicBezier(x1: Double(Float(0.42)), y1: 0, x2: 1, y2: 1))
        // Added halfway with a delay factor: begins half the remaining time later.
        advance(t0 + 0.75)
        animator.addAnimations({ view.center.x = 200 }, delayFactor: 0.5)
        let list = AnimationInspector.animations(in: window.layer, context: context, sceneStart: t0)
        let added = try XCTUnwrap(list.first { $0.kind == "UIViewPropertyAnimator" && $0.keyPath == "position" })
        XCTAssertEqual(added.begin ?? -1, 0.75 + 0.5 * 0.5, accuracy: 1e-6)
        // Paused, it has no begin to come.
        animator.pauseAnimation()
        XCTAssertNil(try animatorRow(window, sceneStart: t0).begin)
        XCTAssertEqual(try animatorRow(window, sceneStart: t0).repeatCount, 1)
    }
}
