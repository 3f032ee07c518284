import XCTest
import MotionGeometry
import MotionTiming
import MotionViews
@testable import MotionLayers
@testable import MotionRender

/// Opacity as drawn is clamped to 0…1, as Core Animation's renderer clamps it, while the presentation
/// value (and the trace) keeps what the animations computed. The case the soak found: a view faded to
/// 0.3 whose alpha is set back to 1 without animation while the additive fade still runs shows
/// 1 + 0.7·(1 − progress) — drawn unclamped, it brightened the opacity its sublayers multiply in.
final class DrawnOpacityTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
    }

    override func tearDown() {
        AnimationContext.main.makeCurrent()
        super.tearDown()
    }

    func fills(_ commands: [DrawCommand]) -> [CGFloat] {
        commands.compactMap { if case let .fill(_, _, _, _, o) = $0 { return o }; return nil }
    }

    func testAdditiveOvershootIsDrawnClampedAndTracedAsComputed() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        parent.backgroundColor = .red
        parent.layer.name = "parent"
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .blue
        child.alpha = 0.5
        parent.addSubview(child)
        window.addSubview(parent)
        parent.alpha = 0.3
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.7; fade.toValue = 0; fade.isAdditive = true; fade.duration = 1
        parent.layer.add(fade, forKey: "fade")
        parent.alpha = 1   // without animation: model 1, the additive offset still runs
        AnimationDriver.shared.advance(to: 0)
        let renderer = LayerRenderer()
        let frame = renderer.evaluate(root: window.layer, at: 0, tracing: true)
        XCTAssertEqual(Double(frame.traced["parent"]!.opacity), 1.7, accuracy: 1e-6, "presentation: 1 + 0.7")
        XCTAssertEqual(fills(frame.commands).map(Double.init), [1, 0.5], "drawn: parent clamped to 1, child 1 × 0.5")

        let under = CABasicAnimation(keyPath: "opacity")
        under.fromValue = -1.5; under.toValue = 0; under.isAdditive = true; under.duration = 1
        parent.layer.add(under, forKey: "under")
        let later = renderer.evaluate(root: window.layer, at: 0.5, tracing: true)
        // 1 + 0.35 − 0.75 = 0.6 (the two offsets halfway): in range, drawn as computed.
        XCTAssertEqual(Double(later.traced["parent"]!.opacity), 0.6, accuracy: 1e-6)
        XCTAssertEqual(Double(fills(later.commands)[0]), 0.6, accuracy: 1e-6)
        parent.layer.removeAnimation(forKey: "fade")
        let negative = renderer.evaluate(root: window.layer, at: 0.1, tracing: true)
        XCTAssertEqual(Double(negative.traced["parent"]!.opacity), 1 - 1.5 * 0.9, accuracy: 1e-6)
        XCTAssertEqual(fills(negative.commands), [], "below 0 draws nothing (not a negative alpha)")
    }
}
