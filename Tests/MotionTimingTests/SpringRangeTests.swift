import XCTest
@testable import MotionTiming

/// Absurd spring parameters are refused with an error naming them, never simulated into inf or NaN.
final class SpringRangeTests: XCTestCase {
    func testFrequenciesOutsideTheRangeAreRefused() {
        XCTAssertThrowsError(try SpringSimulation.validate(mass: 1e-300, stiffness: 1e300, damping: 0)) { e in
            XCTAssertTrue("\(e)".contains("stiffness/mass"), "\(e)")
        }
        XCTAssertThrowsError(try SpringSimulation.validate(mass: 1, stiffness: 1e-300, damping: 1))
        XCTAssertThrowsError(try SpringSimulation.validate(mass: 1, stiffness: 1, damping: 1e300)) { e in
            XCTAssertTrue("\(e)".contains("damping"), "\(e)")
        }
        // The edges of the range are fine, and every value there is finite.
        for (m, k, c) in [(1.0, 1e12, 0.0), (1.0, 1e-12, 2e-6), (1.0, 1.0, 2e6)] {
            XCTAssertNoThrow(try SpringSimulation.validate(mass: m, stiffness: k, damping: c))
            let s = SpringSimulation(mass: m, stiffness: k, damping: c, initialVelocity: 0, allowsOverdamping: true)
            for t in [0.0, 0.001, 0.5, 10, 1e6] {
                XCTAssertTrue(s.value(at: t).isFinite && s.velocity(at: t).isFinite, "m=\(m) k=\(k) c=\(c) t=\(t)")
            }
        }
    }

    func testUIKitSpringRefusesDurationsThatWouldNeedAbsurdStiffness() {
        XCTAssertThrowsError(try UIKitSpring.parameters(duration: 1e-9, dampingRatio: 0.5, initialVelocity: 0)) { e in
            XCTAssertTrue("\(e)".contains("duration"), "\(e)")
        }
        XCTAssertNoThrow(try UIKitSpring.parameters(duration: 0.01, dampingRatio: 0.5, initialVelocity: 0))
    }
}
