import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A stroke's width and dash phase follow the transaction's animation (StrokeStyle is Animatable).
final class StrokeStyleAnimationTests: XCTestCase {
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: model.flag ? 16 : 2, dash: [20, 20], dashPhase: model.flag ? 40 : 0))
                .frame(width: 100, height: 50)
        }
    }

    func testWidthAndPhaseInterpolate() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { Screen(model: model) }
        try s.step(3)
        let layer = try XCTUnwrap(s.firstView(ShapeHostView.self)?.shapeLayer)
        withAnimation(.linear(duration: 1)) { model.flag = true }
        try s.step(31)   // half way (the change takes effect at the first of these frames)
        let (width, phase) = s.session.runner.context.perform {
            let p = layer.presentation() ?? layer
            return (p.lineWidth, p.lineDashPhase)
        }
        XCTAssertEqual(width, 9, accuracy: 0.3, "2 → 16 half way")
        XCTAssertEqual(phase, 20, accuracy: 0.7, "0 → 40 half way")
        try s.step(40)
        let end = s.session.runner.context.perform { (layer.presentation() ?? layer).lineWidth }
        XCTAssertEqual(end, 16, accuracy: 1e-9)
    }
}
