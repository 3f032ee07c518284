import XCTest
@testable import MotionLiterals

/// The window's nudges: steps in each parameter's terms, values kept on the step's grid and in range.
final class LiteralStepsTests: XCTestCase {
    func testStepsPerParameter() {
        XCTAssertEqual(LiteralParameter.dampingRatio.steps(around: 0.55).fine, 0.01)
        XCTAssertEqual(LiteralParameter.dampingRatio.steps(around: 0.55).coarse, 0.1)
        XCTAssertEqual(LiteralParameter.duration.steps(around: 2).fine, 0.01)
        XCTAssertEqual(LiteralParameter.stiffness.steps(around: 300).fine, 1)
        XCTAssertEqual(LiteralParameter.value.steps(around: 320).fine, 10, "a tenth of the order of magnitude")
        XCTAssertEqual(LiteralParameter.value.steps(around: 0.3).fine, 0.01, accuracy: 1e-15)
        XCTAssertEqual(LiteralParameter.value.steps(around: 0).fine, 0.1)
    }

    func testNudgesStayOnTheGridAndInRange() {
        var v = 0.55
        for _ in 0..<7 { v = LiteralParameter.dampingRatio.nudge(v, by: 0.01, step: 0.01) }
        XCTAssertEqual(v, 0.62, "exactly, not 0.6200000000000001")
        XCTAssertEqual(LiteralNumber.text(v), "0.62")
        XCTAssertEqual(LiteralParameter.dampingRatio.nudge(0.05, by: -0.1, step: 0.01), 0.01, "(0, 1]: the nearest step above 0")
        XCTAssertEqual(LiteralParameter.dampingRatio.nudge(0.95, by: 0.1, step: 0.01), 1)
        XCTAssertEqual(LiteralParameter.duration.nudge(0.05, by: -0.1, step: 0.01), 0)
        XCTAssertEqual(LiteralParameter.instanceCount.nudge(3, by: 1, step: 1), 4)
        XCTAssertEqual(LiteralParameter.springVelocity.nudge(-2, by: -1, step: 0.1), -3, "no range: negative allowed")
        XCTAssertEqual(LiteralParameter.controlPointX.nudge(0.68, by: 0.1, step: 0.01), 0.78)
        let offGrid = LiteralNumber.text(LiteralParameter.controlPointX.nudge(0.265, by: 0.01, step: 0.01))
        XCTAssertTrue(["0.27", "0.28"].contains(offGrid), "a literal off the grid lands on it: \(offGrid)")
    }
}
