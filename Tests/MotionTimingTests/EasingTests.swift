import Foundation
import XCTest
import MotionTiming

/// Robert Penner's easing equations in their original (t, b, c, d) form — t: elapsed time,
/// b: start value, c: change, d: duration — transcribed independently of the module's code.
private enum PennerReference {
    static func inQuad(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d; return c * t * t + b }
    static func outQuad(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d; return -c * t * (t - 2) + b }
    static func inOutQuad(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t / (d / 2)
        if t < 1 { return c / 2 * t * t + b }
        t -= 1
        return -c / 2 * (t * (t - 2) - 1) + b
    }
    static func inCubic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d; return c * t * t * t + b }
    static func outCubic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d - 1; return c * (t * t * t + 1) + b }
    static func inOutCubic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t / (d / 2)
        if t < 1 { return c / 2 * t * t * t + b }
        t -= 2
        return c / 2 * (t * t * t + 2) + b
    }
    static func inQuart(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d; return c * t * t * t * t + b }
    static func outQuart(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d - 1; return -c * (t * t * t * t - 1) + b }
    static func inOutQuart(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t / (d / 2)
        if t < 1 { return c / 2 * t * t * t * t + b }
        t -= 2
        return -c / 2 * (t * t * t * t - 2) + b
    }
    static func inQuint(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d; return c * t * t * t * t * t + b }
    static func outQuint(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d - 1; return c * (t * t * t * t * t + 1) + b }
    static func inOutQuint(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t / (d / 2)
        if t < 1 { return c / 2 * t * t * t * t * t + b }
        t -= 2
        return c / 2 * (t * t * t * t * t + 2) + b
    }
    static func inSine(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { -c * cos(t / d * (.pi / 2)) + c + b }
    static func outSine(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { c * sin(t / d * (.pi / 2)) + b }
    static func inOutSine(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { -c / 2 * (cos(.pi * t / d) - 1) + b }
    static func inExpo(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { t == 0 ? b : c * pow(2, 10 * (t / d - 1)) + b }
    static func outExpo(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { t == d ? b + c : c * (-pow(2, -10 * t / d) + 1) + b }
    static func inOutExpo(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        if t == 0 { return b }
        if t == d { return b + c }
        var t = t / (d / 2)
        if t < 1 { return c / 2 * pow(2, 10 * (t - 1)) + b }
        t -= 1
        return c / 2 * (-pow(2, -10 * t) + 2) + b
    }
    static func inCirc(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d; return -c * (sqrt(1 - t * t) - 1) + b }
    static func outCirc(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d - 1; return c * sqrt(1 - t * t) + b }
    static func inOutCirc(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t / (d / 2)
        if t < 1 { return -c / 2 * (sqrt(1 - t * t) - 1) + b }
        t -= 2
        return c / 2 * (sqrt(1 - t * t) + 1) + b
    }
    static func inElastic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        if t == 0 { return b }
        var t = t / d
        if t == 1 { return b + c }
        let p = d * 0.3, a = c, s = p / 4
        t -= 1
        return -(a * pow(2, 10 * t) * sin((t * d - s) * (2 * .pi) / p)) + b
    }
    static func outElastic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        if t == 0 { return b }
        let t = t / d
        if t == 1 { return b + c }
        let p = d * 0.3, a = c, s = p / 4
        return a * pow(2, -10 * t) * sin((t * d - s) * (2 * .pi) / p) + c + b
    }
    static func inOutElastic(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        if t == 0 { return b }
        var t = t / (d / 2)
        if t == 2 { return b + c }
        let p = d * (0.3 * 1.5), a = c, s = p / 4
        if t < 1 {
            t -= 1
            return -0.5 * (a * pow(2, 10 * t) * sin((t * d - s) * (2 * .pi) / p)) + b
        }
        t -= 1
        return a * pow(2, -10 * t) * sin((t * d - s) * (2 * .pi) / p) * 0.5 + c + b
    }
    static let s = 1.70158
    static func inBack(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d; return c * t * t * ((s + 1) * t - s) + b }
    static func outBack(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { let t = t / d - 1; return c * (t * t * ((s + 1) * t + s) + 1) + b }
    static func inOutBack(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t / (d / 2)
        let s = self.s * 1.525
        if t < 1 { return c / 2 * (t * t * ((s + 1) * t - s)) + b }
        t -= 2
        return c / 2 * (t * t * ((s + 1) * t + s) + 2) + b
    }
    static func outBounce(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var t = t / d
        if t < 1 / 2.75 { return c * (7.5625 * t * t) + b }
        if t < 2 / 2.75 { t -= 1.5 / 2.75; return c * (7.5625 * t * t + 0.75) + b }
        if t < 2.5 / 2.75 { t -= 2.25 / 2.75; return c * (7.5625 * t * t + 0.9375) + b }
        t -= 2.625 / 2.75
        return c * (7.5625 * t * t + 0.984375) + b
    }
    static func inBounce(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { c - outBounce(d - t, 0, c, d) + b }
    static func inOutBounce(_ t: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        if t < d / 2 { return inBounce(t * 2, 0, c, d) * 0.5 + b }
        return outBounce(t * 2 - d, 0, c, d) * 0.5 + c * 0.5 + b
    }
}

final class EasingTests: XCTestCase {
    private let samples = (0...400).map { Double($0) / 400 }

    private let references: [(Easing, (Double, Double, Double, Double) -> Double)] = [
        (.easeInQuad, PennerReference.inQuad), (.easeOutQuad, PennerReference.outQuad), (.easeInOutQuad, PennerReference.inOutQuad),
        (.easeInCubic, PennerReference.inCubic), (.easeOutCubic, PennerReference.outCubic), (.easeInOutCubic, PennerReference.inOutCubic),
        (.easeInQuart, PennerReference.inQuart), (.easeOutQuart, PennerReference.outQuart), (.easeInOutQuart, PennerReference.inOutQuart),
        (.easeInQuint, PennerReference.inQuint), (.easeOutQuint, PennerReference.outQuint), (.easeInOutQuint, PennerReference.inOutQuint),
        (.easeInSine, PennerReference.inSine), (.easeOutSine, PennerReference.outSine), (.easeInOutSine, PennerReference.inOutSine),
        (.easeInExpo, PennerReference.inExpo), (.easeOutExpo, PennerReference.outExpo), (.easeInOutExpo, PennerReference.inOutExpo),
        (.easeInCirc, PennerReference.inCirc), (.easeOutCirc, PennerReference.outCirc), (.easeInOutCirc, PennerReference.inOutCirc),
        (.easeInBack, PennerReference.inBack), (.easeOutBack, PennerReference.outBack), (.easeInOutBack, PennerReference.inOutBack),
        (.easeInElastic, PennerReference.inElastic), (.easeOutElastic, PennerReference.outElastic), (.easeInOutElastic, PennerReference.inOutElastic),
        (.easeInBounce, PennerReference.inBounce), (.easeOutBounce, PennerReference.outBounce), (.easeInOutBounce, PennerReference.inOutBounce),
    ]

    func testEveryPennerCurveMatchesTheOriginalEquation() {
        XCTAssertEqual(references.count, 30)
        for (easing, reference) in references {
            for t in samples {
                // Unit form, and a scaled form (d = 2.5, b = 3, c = −4) mapped back to unit range.
                XCTAssertEqual(easing(t), reference(t, 0, 1, 1), accuracy: 1e-12, "\(easing) at \(t)")
                let scaled = (reference(t * 2.5, 3, -4, 2.5) - 3) / -4
                XCTAssertEqual(easing(t), scaled, accuracy: 1e-9, "\(easing) scaled at \(t)")
            }
        }
    }

    func testLinearIsIdentity() {
        for t in samples { XCTAssertEqual(Easing.linear(t), t) }
    }

    func testEveryCurveStartsAtExactlyZeroAndEndsAtExactlyOne() {
        for easing in Easing.allNamed + [.cubicBezier(0.68, -0.55, 0.265, 1.55)] {
            XCTAssertEqual(easing(0), 0, "\(easing) at 0")
            XCTAssertEqual(easing(1), 1, "\(easing) at 1")
        }
    }

    func testKnownValues() {
        XCTAssertEqual(Easing.easeOutBounce(0.5), 0.765625, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeInBounce(0.5), 1 - 0.765625, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeInOutQuad(0.25), 0.125, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeInQuad(0.5), 0.25, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeOutQuad(0.5), 0.75, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeInCubic(0.5), 0.125, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeInOutCubic(0.25), 0.0625, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeInQuart(0.5), 0.0625, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeOutQuart(0.5), 0.9375, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeInQuint(0.5), 0.03125, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeInSine(0.5), 1 - sqrt(0.5), accuracy: 1e-15)
        XCTAssertEqual(Easing.easeOutSine(0.5), sqrt(0.5), accuracy: 1e-15)
        XCTAssertEqual(Easing.easeInExpo(0.5), 1.0 / 32, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeOutExpo(0.5), 1 - 1.0 / 32, accuracy: 1e-15)
        XCTAssertEqual(Easing.easeInCirc(0.5), 1 - sqrt(0.75), accuracy: 1e-15)
        // Bounce touches down (value 1) at each breakpoint 4/11, 8/11, 10/11.
        for touchdown in [4.0 / 11, 8.0 / 11, 10.0 / 11] {
            XCTAssertEqual(Easing.easeOutBounce(touchdown), 1, accuracy: 1e-12)
        }
    }

    func testSymmetricInOutCurvesPassThroughHalfAndArePointSymmetric() {
        let inOut: [Easing] = [.easeInOutQuad, .easeInOutCubic, .easeInOutQuart, .easeInOutQuint, .easeInOutSine,
                               .easeInOutExpo, .easeInOutCirc, .easeInOutBack, .easeInOutElastic, .easeInOutBounce]
        for easing in inOut {
            XCTAssertEqual(easing(0.5), 0.5, accuracy: 1e-12, "\(easing)")
            for t in samples { XCTAssertEqual(easing(t) + easing(1 - t), 1, accuracy: 1e-9, "\(easing) at \(t)") }
        }
    }

    func testEaseInIsMirrorOfEaseOut() {
        let pairs: [(Easing, Easing)] = [(.easeInQuad, .easeOutQuad), (.easeInCubic, .easeOutCubic), (.easeInQuart, .easeOutQuart),
                                         (.easeInQuint, .easeOutQuint), (.easeInSine, .easeOutSine), (.easeInExpo, .easeOutExpo),
                                         (.easeInCirc, .easeOutCirc), (.easeInBack, .easeOutBack), (.easeInElastic, .easeOutElastic),
                                         (.easeInBounce, .easeOutBounce)]
        for (easeIn, easeOut) in pairs {
            for t in samples { XCTAssertEqual(easeIn(t), 1 - easeOut(1 - t), accuracy: 1e-12, "\(easeIn) at \(t)") }
        }
    }

    func testBackOvershootIsTenPercent() {
        // Penner chose s = 1.70158 for a 10 % overshoot. Max of u²((s+1)u + s) + 1 (u = t − 1)
        // is at u = −2s / (3(s + 1)).
        let s = 1.70158
        let u = -2 * s / (3 * (s + 1))
        let analyticMax = u * u * ((s + 1) * u + s) + 1
        XCTAssertEqual(analyticMax, 1.1, accuracy: 1e-4)
        let fine = (0...100_000).map { Double($0) / 100_000 }
        XCTAssertEqual(fine.map { Easing.easeOutBack($0) }.max()!, analyticMax, accuracy: 1e-9)
        XCTAssertEqual(fine.map { Easing.easeInBack($0) }.min()!, 1 - analyticMax, accuracy: 1e-9)
        // easeInOut uses s·1.525, which also gives ≈ 10 % at each end (half-height curve).
        XCTAssertEqual(fine.map { Easing.easeInOutBack($0) }.max()!, 1.1, accuracy: 1e-3)
    }

    func testElasticOvershootsAndSettles() {
        let values = samples.map { Easing.easeOutElastic($0) }
        XCTAssertGreaterThan(values.max()!, 1.3)  // first overshoot ≈ 1.37
        for t in samples where t >= 0.9 { XCTAssertEqual(Easing.easeOutElastic(t), 1, accuracy: 2e-3) }
    }

    func testCubicBezierMatchesUnitBezier() {
        let easing = Easing.cubicBezier(0.25, 0.1, 0.25, 1)
        let bezier = UnitBezier(p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1)
        for t in samples.dropFirst().dropLast() { XCTAssertEqual(easing(t), bezier.solve(t)) }
        XCTAssertNotEqual(easing, .cubicBezier(0.25, 0.1, 0.25, 0.9))
    }

    // MARK: Names

    func testAllNamesAreTheRBBNamesAndRoundTrip() {
        let families = ["Quad", "Cubic", "Quart", "Quint", "Sine", "Expo", "Circ", "Back", "Elastic", "Bounce"]
        let expected = ["linear"] + families.flatMap { ["easeIn\($0)", "easeOut\($0)", "easeInOut\($0)"] }
        XCTAssertEqual(Easing.allNames, expected)
        XCTAssertEqual(Set(Easing.allNamed).count, 31)
        for name in expected {
            let easing = Easing.named(name)
            XCTAssertNotNil(easing, name)
            XCTAssertEqual(easing?.name, name)
        }
        XCTAssertEqual(Easing.named("easeOutBounce"), .easeOutBounce)
        XCTAssertEqual(Easing.named("easeInOutBack"), .easeInOutBack)
        XCTAssertNil(Easing.cubicBezier(0, 0, 1, 1).name)
    }

    func testUnknownNamesAreRejected() {
        for name in ["", "EaseInQuad", "easeinquad", "easeInBogus", "cubic-bezier(1.5, 0, 0.5, 1)", "cubic-bezier(0, 0, 1)"] {
            XCTAssertNil(Easing.named(name), name)
        }
    }

    func testCSSNamesMapToCSSCurves() {
        XCTAssertEqual(Easing.named("ease"), .cubicBezier(0.25, 0.1, 0.25, 1))
        XCTAssertEqual(Easing.named("ease-in"), .cubicBezier(0.42, 0, 1, 1))
        XCTAssertEqual(Easing.named("ease-out"), .cubicBezier(0, 0, 0.58, 1))
        XCTAssertEqual(Easing.named("ease-in-out"), .cubicBezier(0.42, 0, 0.58, 1))
        XCTAssertEqual(Easing.named("cubic-bezier(0.68, -0.55, 0.265, 1.55)"), .cubicBezier(0.68, -0.55, 0.265, 1.55))
    }
}
