import Foundation
import XCTest
@testable import MotionTiming

/// Independent reference: the Bernstein form of the unit cubic Bézier, solved by long bisection.
private struct ReferenceBezier {
    let p1x, p1y, p2x, p2y: Double
    func x(_ t: Double) -> Double { bernstein(t, p1x, p2x) }
    func y(_ t: Double) -> Double { bernstein(t, p1y, p2y) }
    private func bernstein(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    /// t with x(t) = target for monotonic x on [0, 1].
    func t(forX target: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if x(mid) < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
    func y(forX target: Double) -> Double { y(t(forX: target)) }
}

/// Deterministic generator (SplitMix64) so the randomised checks repeat exactly.
private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

final class TimingFunctionTests: XCTestCase {
    private let sampleXs = (0...200).map { Double($0) / 200 }

    // MARK: UnitBezier

    func testSolvedParameterMeetsEpsilonForRandomCurves() {
        var rng = SplitMix64(state: 42)
        for _ in 0..<500 {
            let p1x = rng.unit(), p2x = rng.unit()
            let p1y = rng.unit() * 3 - 1, p2y = rng.unit() * 3 - 1
            let bezier = UnitBezier(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y)
            let reference = ReferenceBezier(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y)
            for x in stride(from: 0.0, through: 1.0, by: 0.05) {
                let t = bezier.solveCurveX(x)
                XCTAssert(t >= 0 && t <= 1, "t \(t) outside [0,1] for \(p1x),\(p2x) at x \(x)")
                XCTAssertLessThanOrEqual(abs(reference.x(t) - x), 1e-7, "x error at \(x) for \(p1x),\(p2x)")
                XCTAssertEqual(bezier.solve(x), reference.y(t), accuracy: 1e-12)
            }
        }
    }

    func testSolveMatchesReferenceForCSSAndOvershootCurves() {
        let curves: [(Double, Double, Double, Double)] = [
            (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
            (0.68, -0.55, 0.265, 1.55), (0.6, -0.28, 0.735, 0.045), (0.175, 0.885, 0.32, 1.275),
        ]
        for (a, b, c, d) in curves {
            let bezier = UnitBezier(p1x: a, p1y: b, p2x: c, p2y: d)
            let reference = ReferenceBezier(p1x: a, p1y: b, p2x: c, p2y: d)
            for x in sampleXs {
                XCTAssertEqual(bezier.solve(x), reference.y(forX: x), accuracy: 1e-6, "curve \(a),\(b),\(c),\(d) at \(x)")
            }
        }
    }

    func testFlatEndDerivativesFallBackToBisection() {
        // x(t) = 3t² − 2t³ has dx/dt = 0 at both ends, where Newton's method stalls.
        let bezier = UnitBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1)
        let reference = ReferenceBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1)
        for x in [0.0, 1e-9, 1e-6, 0.001, 0.01, 0.5, 0.99, 0.999, 1 - 1e-6, 1.0] {
            let t = bezier.solveCurveX(x)
            XCTAssertLessThanOrEqual(abs(reference.x(t) - x), 1e-7)
            XCTAssert(t >= 0 && t <= 1)
        }
    }

    func testStraightLineCurvesAreIdentity() {
        for bezier in [UnitBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1),
                       UnitBezier(p1x: 1.0 / 3, p1y: 1.0 / 3, p2x: 2.0 / 3, p2y: 2.0 / 3)] {
            for x in sampleXs { XCTAssertEqual(bezier.solve(x), x, accuracy: 1e-7) }
        }
    }

    func testCSSEaseAtHalfIsAboutEightyPercent() {
        // Widely quoted: CSS `ease` is ≈ 80.2 % complete halfway through.
        XCTAssertEqual(UnitBezier(p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1).solve(0.5), 0.8024, accuracy: 1e-3)
    }

    func testOutsideUnitIntervalExtrapolatesWithEndTangents() {
        // The curve's tangent at (0,0) points at P1 and at (1,1) comes from P2.
        let overshoot = UnitBezier(p1x: 0.68, p1y: -0.55, p2x: 0.265, p2y: 1.55)
        XCTAssertEqual(overshoot.solve(-0.2), -0.2 * (-0.55 / 0.68), accuracy: 1e-12)
        XCTAssertEqual(overshoot.solve(1.3), 1 + 0.3 * ((1.55 - 1) / (0.265 - 1)), accuracy: 1e-12)
        let ease = UnitBezier(p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1)
        XCTAssertEqual(ease.solve(-1), -0.4, accuracy: 1e-12)
        XCTAssertEqual(ease.solve(2), 1, accuracy: 1e-12)  // flat end tangent
        // P1 = (0,0): the start tangent comes from P2 instead.
        let easeOut = UnitBezier(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)
        XCTAssertEqual(easeOut.solve(-0.5), -0.5 * (1 / 0.58), accuracy: 1e-12)
    }

    func testOutputIsNotClamped() {
        let overshoot = UnitBezier(p1x: 0.175, p1y: 0.885, p2x: 0.32, p2y: 1.275)
        XCTAssertGreaterThan(sampleXs.map { overshoot.solve($0) }.max()!, 1.01)
        let undershoot = UnitBezier(p1x: 0.6, p1y: -0.28, p2x: 0.735, p2y: 0.045)
        XCTAssertLessThan(sampleXs.map { undershoot.solve($0) }.min()!, -0.01)
    }

    // MARK: CAMediaTimingFunctionName

    func testNameRawValuesMatchApple() {
        XCTAssertEqual(CAMediaTimingFunctionName.linear.rawValue, "linear")
        XCTAssertEqual(CAMediaTimingFunctionName.easeIn.rawValue, "easeIn")
        XCTAssertEqual(CAMediaTimingFunctionName.easeOut.rawValue, "easeOut")
        XCTAssertEqual(CAMediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
        XCTAssertEqual(CAMediaTimingFunctionName.default.rawValue, "default")
        XCTAssertEqual(CAMediaTimingFunctionName(rawValue: "easeIn"), .easeIn)
    }

    // MARK: CAMediaTimingFunction

    private func points(_ function: CAMediaTimingFunction) -> [Float] {
        var result: [Float] = []
        var pair: [Float] = [.nan, .nan]
        for index in 0...3 {
            pair.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            result += pair
        }
        return result
    }

    func testNamedFunctionsHaveApplesDocumentedControlPoints() {
        XCTAssertEqual(points(CAMediaTimingFunction(name: .linear)), [0, 0, 0, 0, 1, 1, 1, 1])
        XCTAssertEqual(points(CAMediaTimingFunction(name: .easeIn)), [0, 0, 0.42, 0, 1, 1, 1, 1])
        XCTAssertEqual(points(CAMediaTimingFunction(name: .easeOut)), [0, 0, 0, 0, 0.58, 1, 1, 1])
        XCTAssertEqual(points(CAMediaTimingFunction(name: .easeInEaseOut)), [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        XCTAssertEqual(points(CAMediaTimingFunction(name: .default)), [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
    }

    func testCustomControlPointsRoundTrip() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, -0.5, 0.9, 1.5)
        XCTAssertEqual(points(function), [0, 0, 0.1, -0.5, 0.9, 1.5, 1, 1])
        let (c1, c2) = function.controlPoints
        XCTAssertEqual(c1, CGPoint(x: CGFloat(Float(0.1)), y: -0.5))
        XCTAssertEqual(c2, CGPoint(x: CGFloat(Float(0.9)), y: 1.5))
    }

    func testEqualityAndHashingFollowControlPoints() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        XCTAssertEqual(named, custom)
        XCTAssertEqual(named.hashValue, custom.hashValue)
        XCTAssertNotEqual(named, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(Set([named, custom, CAMediaTimingFunction(name: .linear)]).count, 2)
    }

    func testEvaluateMapsEndpointsExactlyAndIsMonotonic() {
        for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let function = CAMediaTimingFunction(name: name)
            XCTAssertEqual(function.evaluate(0), 0)
            XCTAssertEqual(function.evaluate(1), 1)
            var previous = 0.0
            for x in sampleXs {
                let y = function.evaluate(x)
                XCTAssertGreaterThanOrEqual(y, previous - 1e-9, "\(name.rawValue) not monotonic at \(x)")
                previous = y
            }
        }
    }

    func testEvaluateMatchesReferenceCurve() {
        for name in [CAMediaTimingFunctionName.easeIn, .easeOut, .easeInEaseOut, .default] {
            let function = CAMediaTimingFunction(name: name)
            let p = points(function).map(Double.init)
            let reference = ReferenceBezier(p1x: p[2], p1y: p[3], p2x: p[4], p2y: p[5])
            for x in sampleXs {
                XCTAssertEqual(function.evaluate(x), reference.y(forX: x), accuracy: 1e-6, "\(name.rawValue) at \(x)")
            }
        }
    }

    func testLinearIsIdentityAndEaseInEaseOutIsPointSymmetric() {
        let linear = CAMediaTimingFunction(name: .linear)
        let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        for x in sampleXs {
            XCTAssertEqual(linear.evaluate(x), x, accuracy: 1e-7)
            // Control points (0.42,0),(0.58,1) are symmetric about (½,½), so f(x) + f(1−x) = 1.
            XCTAssertEqual(easeInOut.evaluate(x) + easeInOut.evaluate(1 - x), 1, accuracy: 1e-6)
        }
        // Ease-in lags and ease-out leads the linear curve.
        XCTAssertLessThan(CAMediaTimingFunction(name: .easeIn).evaluate(0.5), 0.5)
        XCTAssertGreaterThan(CAMediaTimingFunction(name: .easeOut).evaluate(0.5), 0.5)
    }

    func testDiagonalControlPointsEvaluateExactlyToIdentity() {
        // Control points on y = x make x(t) = y(t), so the curve is exactly the identity.
        for function in [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(controlPoints: 0.3, 0.3, 0.6, 0.6)] {
            XCTAssertTrue(function.isLinear)
            for x in sampleXs { XCTAssertEqual(function.evaluate(x), x) }
        }
        XCTAssertFalse(CAMediaTimingFunction(name: .easeIn).isLinear)
        XCTAssertFalse(CAMediaTimingFunction(controlPoints: 0.3, 0.3, 0.6, 0.7).isLinear)
    }

    func testEvaluateClampsProgressInput() {
        let function = CAMediaTimingFunction(name: .default)
        XCTAssertEqual(function.evaluate(-0.5), 0)
        XCTAssertEqual(function.evaluate(1.5), 1)
    }
}
