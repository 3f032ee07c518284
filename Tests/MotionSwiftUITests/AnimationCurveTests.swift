import XCTest
import SwiftUI

/// SwiftUI's curves against Apple's formulas (to 1e-6), and how changes combine.
final class AnimationCurveTests: XCTestCase {
    func testSpringParametersFollowApplesMapping() throws {
        let s = try XCTUnwrap(Animation.spring(response: 0.4, dampingFraction: 0.7).springParameters)
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(s.stiffness, pow(2 * .pi / 0.4, 2), accuracy: 1e-9)
        XCTAssertEqual(s.damping, 4 * .pi * 0.7 / 0.4, accuracy: 1e-9)
        // Apple's example for Spring(duration: 0.5, bounce: 0.3): stiffness 157.9, damping 17.6.
        let b = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(b.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(b.damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(b.dampingRatio, 0.7, accuracy: 1e-12)
        // A negative bounce is over-damped: ζ = 1 / (1 + bounce).
        XCTAssertEqual(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, accuracy: 1e-12)
        // `.spring()` is the iOS 17 overload: duration 0.5, no bounce; the presets' bounces.
        XCTAssertEqual(try XCTUnwrap(Animation.spring().springParameters).dampingRatio, 1, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(Animation.snappy.springParameters).dampingRatio, 0.85, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(Animation.bouncy.springParameters).dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(Animation.interactiveSpring().springParameters).response, 0.15, accuracy: 1e-12)
        let i = try XCTUnwrap(Animation.interpolatingSpring(mass: 2, stiffness: 100, damping: 10).springParameters)
        XCTAssertEqual([i.mass, i.stiffness, i.damping], [2, 100, 10])
    }

    func testCurvesDefaultsAndControlPoints() throws {
        let e = try XCTUnwrap(Animation.easeInOut.bezierParameters)
        XCTAssertEqual(e.duration, 0.35)
        XCTAssertEqual([e.0.p1x, e.0.p1y, e.0.p2x, e.0.p2y], [0.42, 0, 0.58, 1])
        XCTAssertEqual(try XCTUnwrap(Animation.easeIn.bezierParameters).0.p2x, 1)
        XCTAssertEqual(try XCTUnwrap(Animation.easeOut.bezierParameters).0.p1x, 0)
        XCTAssertEqual(try XCTUnwrap(Animation.linear(duration: 2).bezierParameters).duration, 2)
    }

    /// Values as an `AnimatedValue` shows them, against the formulas.
    func testTimingCurveDelaySpeedAndRepeats() {
        let v = AnimatedValue<Double>(0)
        v.set(100, animation: .easeInOut(duration: 1).delay(0.5).speed(2), time: 10)
        // Speed 2 halves the delay (0.25 s) and the duration (0.5 s).
        XCTAssertEqual(v.value(at: 10.2), 0, accuracy: 1e-9)
        for t in stride(from: 10.25, through: 10.75, by: 0.05) {
            XCTAssertEqual(v.value(at: t) / 100, Reference.easeInOut((t - 10.25) / 0.5), accuracy: 1e-6)
        }
        XCTAssertEqual(v.value(at: 10.8), 100)
        let r = AnimatedValue<Double>(1)
        r.set(2, animation: .linear(duration: 1).repeatCount(3, autoreverses: true), time: 0)
        XCTAssertEqual(r.value(at: 0.25), 1.25, accuracy: 1e-9)
        XCTAssertEqual(r.value(at: 1.25), 1.75, accuracy: 1e-9)  // the second play runs backwards
        XCTAssertEqual(r.value(at: 2.5), 1.5, accuracy: 1e-9)
        XCTAssertEqual(r.value(at: 3.5), 2, accuracy: 1e-9)
        XCTAssertFalse(r.isAnimating && r.endTime > 3.0001)
    }

    func testSpringFollowsTheClosedForm() {
        let v = AnimatedValue<Double>(0)
        v.set(1, animation: .spring(response: 0.5, dampingFraction: 0.6), time: 0)
        for t in stride(from: 0.0, through: 2, by: 1.0 / 60) {
            XCTAssertEqual(v.value(at: t), 1 - Reference.springRemaining(response: 0.5, dampingFraction: 0.6, t: t), accuracy: 1e-6)
        }
        let c = AnimatedValue<Double>(0)
        c.set(1, animation: .spring(duration: 0.5, bounce: 0), time: 0)
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            XCTAssertEqual(c.value(at: t), 1 - Reference.springRemaining(response: 0.5, dampingFraction: 1, t: t), accuracy: 1e-6)
        }
        // `.default`, as Apple documents it: spring(response: 0.55, dampingFraction: 1.0).
        let d = AnimatedValue<Double>(0)
        d.set(1, animation: .default, time: 0)
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            XCTAssertEqual(d.value(at: t), 1 - Reference.springRemaining(response: 0.55, dampingFraction: 1, t: t), accuracy: 1e-6)
        }
    }

    /// A persistent spring retargeted mid-flight keeps its position and velocity (SwiftUI's merge).
    func testRetargetedSpringKeepsVelocity() {
        let v = AnimatedValue<Double>(0)
        v.set(100, animation: .spring(response: 0.5, dampingFraction: 0.8), time: 0)
        let t1 = 0.2
        let before = v.value(at: t1), velocity = v.velocity(at: t1)
        v.set(-50, animation: .spring(response: 0.3, dampingFraction: 0.9), time: t1)
        XCTAssertEqual(v.value(at: t1), before, accuracy: 1e-9)
        XCTAssertEqual(v.velocity(at: t1), velocity, accuracy: 1e-6)
        // From there, the new spring's closed form from that position and velocity.
        let w0 = 2 * Double.pi / 0.3, z = 0.9, wd = w0 * (1 - z * z).squareRoot()
        let d0 = before + 50, v0 = velocity
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            let e = exp(-z * w0 * t)
            let d = e * (d0 * cos(wd * t) + (v0 + z * w0 * d0) / wd * sin(wd * t))
            // As fractions of the distance to go (the run ends within 1e-6 of it).
            XCTAssertEqual((v.value(at: t1 + t) + 50) / d0, d / d0, accuracy: 1e-6)
        }
    }

    /// Other animations add up: the first keeps going toward its target while the second moves
    /// from the old target to the new (SwiftUI's additive animations).
    func testCurvesAndInterpolatingSpringsAdd() {
        let v = AnimatedValue<Double>(0)
        v.set(100, animation: .linear(duration: 1), time: 0)
        v.set(200, animation: .linear(duration: 1), time: 0.5)
        for t in stride(from: 0.5, through: 1.5, by: 0.1) {
            let first = 100 * min(t, 1) - 100
            let second = 100 * min((t - 0.5) / 1, 1) - 100
            XCTAssertEqual(v.value(at: t), 200 + first + second, accuracy: 1e-9)
        }
    }

    func testCompletionRunsWhenTheAnimationsEnd() {
        let g = AnimationCompletionGroup()
        var done = false
        g.add { done = true }
        let v = AnimatedValue<Double>(0)
        v.set(1, animation: .easeIn(duration: 0.7).delay(0.1), time: 2, group: g)
        XCTAssertEqual(g.latestEnd, 2.8, accuracy: 1e-12)
        g.finish()
        XCTAssertTrue(done)
    }
}
