import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// iOS 17's symbol effects drawn with the view's own animations: a bounce on a value change springs the
/// scale and settles back; `.scale` while active holds 1.2; a pulse while active beats the opacity.
final class SymbolEffectTests: XCTestCase {
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            VStack(spacing: 20) {
                Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("bounce").symbolEffect(.bounce, value: model.value)
                Color.blue.frame(width: 40, height: 40).symbolEffect(.scale.up, isActive: model.flag).accessibilityIdentifier("scale")
                Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("pulse").symbolEffect(.pulse, isActive: true)
            }
        }
    }

    func testBounceScaleAndPulse() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 200, height: 300)) { Screen(model: model) }
        try s.step(3)
        XCTAssertEqual(try s.frame("bounce").width, 40, accuracy: 0.01)
        s.session.runner.context.perform { model.value = 1 }
        var widths: [CGFloat] = []
        for _ in 0..<60 { try s.step(); widths.append(try s.frame("bounce").width) }
        XCTAssertLessThan(widths.min() ?? 40, 38, "the bounce squeezed the view")
        XCTAssertGreaterThan(widths.max() ?? 40, 42, "and sprang it past its size")
        XCTAssertEqual(widths.last ?? 0, 40, accuracy: 0.5, "then settled")
        s.session.runner.context.perform { model.flag = true }
        try s.step(60)
        XCTAssertEqual(try s.frame("scale").width, 48, accuracy: 0.5, "scaled up by 1.2 while active")
        // The pulse's opacity is on the animator's layer: read the drawn pixel at its centre (blue over white).
        let centre = try s.frame("pulse")
        var opacities: [Double] = []
        var frame = s.frames.count + 1
        for _ in 0..<20 {
            frame += 3
            let image = try XCTUnwrap(s.session.render(frame: frame, image: true).image)
            let i = (Int(centre.midY) * image.width + Int(centre.midX)) * 4
            opacities.append(1 - Double(image.pixels[i]) / 255)   // red: 0 where opaque blue, 255 on white
        }
        XCTAssertLessThan(opacities.min() ?? 1, 0.6, "the pulse dims")
        XCTAssertGreaterThan(opacities.max() ?? 0, 0.9, "and comes back")
    }
}
