import XCTest
@testable import MotionLabPreview

/// Tick steps are 1, 2 or 5 × 10ⁿ, cover the range, and label without rounding surprises.
final class PlotTicksTests: XCTestCase {
    func testStepsAreNiceAndInsideTheRange() {
        let t = PlotTicks(range: -0.12...1.25, target: 6)
        XCTAssertEqual(t.step, 0.2, accuracy: 1e-15)
        XCTAssertEqual(t.values.count, 7)
        XCTAssertEqual(t.values.first!, 0, accuracy: 1e-12)
        XCTAssertEqual(t.values.last!, 1.2, accuracy: 1e-12)
        XCTAssertEqual(t.values.map(t.label), ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2"])

        let seconds = PlotTicks(range: 0...3.6, target: 8)
        XCTAssertEqual(seconds.step, 0.5)
        XCTAssertEqual(seconds.label(2.5), "2.5")
        let wide = PlotTicks(range: 0...1152, target: 5)
        XCTAssertEqual(wide.step, 200)
        XCTAssertEqual(wide.decimals, 0)
        XCTAssertEqual(PlotTicks(range: 0...0.1, target: 4).step, 0.02, accuracy: 1e-15)
        XCTAssertEqual(PlotTicks(range: 0...0.1, target: 4).decimals, 2)
    }

    func testNegativeLabelsUseAMinusSignAndNoNegativeZero() {
        let t = PlotTicks(range: -0.6...1.6, target: 5)
        XCTAssertEqual(t.label(-0.5), "−0.5")
        XCTAssertEqual(t.label(-0.0), "0.0")
        XCTAssertEqual(PlotFormat.number(-0.55), "−0.55")
        XCTAssertEqual(PlotFormat.number(2.449489742783178), "2.449")
        XCTAssertEqual(PlotFormat.number(1152), "1152")
        XCTAssertEqual(PlotFormat.number(0.06), "0.06")
    }
}
