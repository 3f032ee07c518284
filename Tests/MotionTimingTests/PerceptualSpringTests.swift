import XCTest
@testable import MotionTiming

/// iOS 17's duration-and-bounce springs against Apple's documented mapping (SwiftUI's `Spring` docs):
/// mass 1, stiffness = (2π / duration)², damping ratio 1 − bounce (≥ 0) or 1 / (1 + bounce) (< 0),
/// damping = 4π·ζ / duration.
final class PerceptualSpringTests: XCTestCase {
    func testTheDocumentedMapping() throws {
        let s = try PerceptualSpring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(s.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(s.dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(s.damping, 4 * .pi * 0.7 / 0.5, accuracy: 1e-9)
        // ζ from the physical values: c / (2√(k·m)).
        XCTAssertEqual(s.damping / (2 * (s.stiffness * s.mass).squareRoot()), 0.7, accuracy: 1e-12)
        let critical = try PerceptualSpring(duration: 1, bounce: 0)
        XCTAssertEqual(critical.dampingRatio, 1)
        let over = try PerceptualSpring(duration: 1, bounce: -0.5)
        XCTAssertEqual(over.dampingRatio, 2, accuracy: 1e-12)
    }

    func testThePhysicalValuesMapBack() throws {
        for (d, b) in [(0.3, 0.0), (0.5, 0.3), (1.2, 0.8), (0.8, -0.4)] {
            let s = try PerceptualSpring(duration: d, bounce: b)
            let back = try PerceptualSpring(mass: s.mass, stiffness: s.stiffness, damping: s.damping)
            XCTAssertEqual(back.duration, d, accuracy: 1e-12)
            XCTAssertEqual(back.bounce, b, accuracy: 1e-12)
        }
        // A heavier spring with the same ω and ζ has the same duration and bounce.
        let heavy = try PerceptualSpring(mass: 4, stiffness: 400, damping: 2 * 0.5 * (400.0 * 4).squareRoot())
        XCTAssertEqual(heavy.duration, 2 * .pi / 10, accuracy: 1e-12)
        XCTAssertEqual(heavy.bounce, 0.5, accuracy: 1e-12)
    }

    func testTheSimulationOvershootsByTheDampedOscillatorsFormula() throws {
        // Peak overshoot of a unit step with ζ < 1: exp(−πζ/√(1 − ζ²)), at t = π / ω_d.
        let s = try PerceptualSpring(duration: 0.6, bounce: 0.4).simulation()
        let zeta = 0.6, omega = 2 * Double.pi / 0.6
        let tPeak = Double.pi / (omega * (1 - zeta * zeta).squareRoot())
        XCTAssertEqual(s.value(at: tPeak), 1 + exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), accuracy: 1e-9)
        // Over-damped (bounce < 0) never overshoots.
        let over = try PerceptualSpring(duration: 0.6, bounce: -0.5).simulation()
        XCTAssertTrue(stride(from: 0.0, through: 5, by: 0.01).allSatisfy { over.value(at: $0) <= 1 + 1e-12 })
    }

    func testBadValuesAreNamedAndExtremesClamped() {
        XCTAssertThrowsError(try PerceptualSpring(duration: 0, bounce: 0)) { XCTAssertEqual(($0 as? SpringParameterError)?.parameter, "duration") }
        XCTAssertThrowsError(try PerceptualSpring(duration: .nan, bounce: 0))
        XCTAssertThrowsError(try PerceptualSpring(duration: 1, bounce: .infinity)) { XCTAssertEqual(($0 as? SpringParameterError)?.parameter, "bounce") }
        // Bounce 1 (no damping) would never settle: it is held at ζ = 0.01.
        XCTAssertEqual(try PerceptualSpring(duration: 1, bounce: 1).dampingRatio, PerceptualSpring.minimumDampingRatio, accuracy: 1e-12)
        XCTAssertEqual(try PerceptualSpring(duration: 1, bounce: -1).dampingRatio, PerceptualSpring.maximumDampingRatio, accuracy: 1e-9)
        XCTAssertTrue(try PerceptualSpring(duration: 1, bounce: 1).simulation().settlingDuration.isFinite)
    }
}
