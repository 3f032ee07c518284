import XCTest
@testable import MotionTiming

/// Extreme parameters are refused with the valid range or computed finitely — never NaN.
final class ExtremeParameterTests: XCTestCase {
    private let extremes: [Double] = [0, -0.0, .leastNonzeroMagnitude, 1e-300, 1e-6, 1, 1e6, 1e300, 1e308, .greatestFiniteMagnitude,
                                      -1, -1e308, .nan, .infinity, -.infinity]

    func testBezierControlPointsOutsideTheirRangesAreInvalidAndInsideTheyGiveFiniteCurves() {
        for y in extremes {
            let valid = UnitBezier.isValid(p1x: 0.5, p1y: y, p2x: 0.5, p2y: -y)
            XCTAssertEqual(valid, y.isFinite && abs(y) <= 1e6, "y = \(y)")
            guard valid else { continue }
            let curve = UnitBezier(p1x: 0.5, p1y: y, p2x: 0.5, p2y: -y)
            for i in 0...100 {
                let v = curve.solve(Double(i) / 100)
                XCTAssertTrue(v.isFinite, "y = \(y), x = \(Double(i) / 100): \(v)")
                // |y(t)| ≤ (3·(1−t)²t + 3·(1−t)t²)·|y| + t³ ≤ 0.75·|y| + 1 on [0, 1].
                XCTAssertLessThanOrEqual(abs(v), 0.75 * abs(y) + 1 + 1e-9)
            }
        }
        for x in extremes {
            XCTAssertEqual(UnitBezier.isValid(p1x: x, p1y: 0, p2x: 0.5, p2y: 1), x >= 0 && x <= 1, "x = \(x)")
        }
        // Beyond the range, the plain solver overflows: the reason for the limit.
        XCTAssertTrue(UnitBezier(p1x: 0.5, p1y: 1e308, p2x: 0.5, p2y: -1e308).solve(0.25).isNaN)
        XCTAssertNil(Easing.named("cubic-bezier(0.5, 1e7, 0.5, 1)"))
        XCTAssertNotNil(Easing.named("cubic-bezier(0.5, -1e6, 0.5, 1e6)"))
    }

    func testJNWSpringRefusesParametersThatWouldGiveNaNKeyframes() {
        XCTAssertThrowsError(try JNWSpringCurve.validate(mass: (1e-300 * 1e-20), stiffness: 300, damping: 30)) {
            XCTAssertEqual(($0 as? SpringParameterError)?.parameter, "stiffness/mass")
        }
        XCTAssertThrowsError(try JNWSpringCurve.validate(mass: 1e-300, stiffness: 1e300, damping: 30))
        XCTAssertThrowsError(try JNWSpringCurve.validate(mass: 1, stiffness: 1, damping: 1e300)) {
            XCTAssertEqual(($0 as? SpringParameterError)?.parameter, "damping")
        }
        let sizes: [Double] = [0, .leastNonzeroMagnitude, 1e-300, 1e-6, 1, 1e6, 1e300, .greatestFiniteMagnitude, -1, .nan, .infinity]
        let dampings: [Double] = [-1, 0, 1e-300, 1, 1e6, 1e300, .nan, -.infinity]
        for m in sizes { for k in sizes { for c in dampings {
            guard (try? JNWSpringCurve.validate(mass: m, stiffness: k, damping: c)) != nil else { continue }
            let curve = JNWSpringCurve(mass: m, stiffness: k, damping: c)
            XCTAssertTrue(curve.samples.allSatisfy(\.isFinite), "m \(m) k \(k) c \(c)")
            XCTAssertTrue(curve.duration.isFinite)
        } } }
    }

    func testJNWSpringWithLargeEqualMassAndStiffnessMatchesTheUnitSpring() {
        // ω0 = 1 and ζ = c/(2√(km)) are the same for (1, 1, 1) and (1e200, 1e200, 1e200); c²/4m²
        // overflowed to ∞/∞ = NaN before, decay² does not.
        let unit = JNWSpringCurve(mass: 1, stiffness: 1, damping: 1)
        let large = JNWSpringCurve(mass: 1e200, stiffness: 1e200, damping: 1e200)
        XCTAssertEqual(unit.samples.count, large.samples.count)
        for i in stride(from: 0, to: unit.samples.count, by: 97) {
            XCTAssertEqual(unit.samples[i], large.samples[i], accuracy: 1e-12)
        }
    }

    func testSpringDampingRatioSurvivesAnOverflowingProduct() throws {
        // k·m = 1e400 overflows; √k·√m = 1e200 and ζ = 1e200 / (2·1e200) = 0.5.
        try SpringSimulation.validate(mass: 1e200, stiffness: 1e200, damping: 1e200)
        let large = SpringSimulation(mass: 1e200, stiffness: 1e200, damping: 1e200)
        let unit = SpringSimulation(mass: 1, stiffness: 1, damping: 1)
        XCTAssertEqual(large.dampingRatio, 0.5, accuracy: 1e-15)
        XCTAssertEqual(large.regime, .underdamped)
        for t in [0.0, 0.5, 1, 5, 20] {
            XCTAssertEqual(large.value(at: t), unit.value(at: t), accuracy: 1e-12, "t = \(t)")
        }
        // And underflowing: k·m = 1e-400.
        let small = SpringSimulation(mass: 1e-200, stiffness: 1e-200, damping: 1e-200)
        XCTAssertEqual(small.dampingRatio, 0.5, accuracy: 1e-15)
        // Bit-identical to the plain product where it is normal.
        XCTAssertEqual(SpringSimulation.rootOfProduct(100, 2), (200.0).squareRoot())
    }
}
