import XCTest
import Foundation
@testable import MotionViews

/// Scroll physics against closed forms typed here, independently of the implementation.
final class ScrollPhysicsTests: XCTestCase {
    // Independent references.
    private func rubber(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }
    private func decayX(_ x0: Double, _ v0: Double, _ r: Double, _ t: Double) -> Double {
        x0 + v0 * (pow(r, 1000 * t) - 1) / (1000 * log(r))
    }
    private func decayV(_ v0: Double, _ r: Double, _ t: Double) -> Double { v0 * pow(r, 1000 * t) }
    private let omega = 200.0.squareRoot()

    // MARK: Rubber band

    func testRubberBandValues() {
        let d = 568.0
        let band = RubberBand(dimension: d)
        XCTAssertEqual(band.displacement(forOverscroll: 0), 0)
        XCTAssertEqual(band.displacement(forOverscroll: d), d * (1 - 1 / 1.55), accuracy: 1e-9)
        XCTAssertEqual(band.displacement(forOverscroll: d), 201.5483870967742, accuracy: 1e-9)
        for x in [1.0, 10, 50, 100, 300, 1000, 5000] {
            XCTAssertEqual(band.displacement(forOverscroll: x), rubber(x, d), accuracy: 1e-9)
            XCTAssertLessThan(band.displacement(forOverscroll: x), min(0.55 * x, d))
            XCTAssertEqual(band.displacement(forOverscroll: -x), -rubber(x, d), accuracy: 1e-9)
        }
        // Slope 0.55 at the edge.
        XCTAssertEqual(band.displacement(forOverscroll: 1e-6) / 1e-6, 0.55, accuracy: 1e-6)
    }

    func testRubberBandInverse() {
        let band = RubberBand(dimension: 400)
        for x in stride(from: -2000.0, through: 2000, by: 37) {
            XCTAssertEqual(band.overscroll(forDisplacement: band.displacement(forOverscroll: x)), x,
                           accuracy: 1e-6 * max(1, abs(x)))
        }
        let range = -64.0...1000
        for raw in stride(from: -500.0, through: 1500, by: 13) {
            XCTAssertEqual(band.unclamp(band.clamp(raw, to: range), from: range), raw, accuracy: 1e-6)
        }
    }

    // MARK: Drag

    func testDragFollowsInsideAndRubberBandsPastEdge() {
        var axis = ScrollAxis(position: 100, limits: 0...1000, dimension: 500)
        axis.beginDrag()
        axis.drag(by: -40)
        XCTAssertEqual(axis.position, 60)
        axis.drag(by: -160)   // 100 past the top edge
        XCTAssertEqual(axis.position, -rubber(100, 500), accuracy: 1e-9)
        axis.drag(by: 50)     // back: 50 past the edge
        XCTAssertEqual(axis.position, -rubber(50, 500), accuracy: 1e-9)
        axis.drag(by: 1200)   // raw 1150: past the bottom edge by 150
        XCTAssertEqual(axis.position, 1000 + rubber(150, 500), accuracy: 1e-9)
    }

    func testDragReversalNeverJumps() {
        var axis = ScrollAxis(position: 10, limits: 0...1000, dimension: 500)
        axis.beginDrag()
        var last = axis.position
        let moves = Array(repeating: -3.0, count: 60) + Array(repeating: 3.0, count: 80)
        for m in moves {
            axis.drag(by: m)
            XCTAssertLessThanOrEqual(abs(axis.position - last), 3 + 1e-9)
            XCTAssertEqual((axis.position - last).sign, m.sign)   // moves with the finger, never against
            last = axis.position
        }
        XCTAssertEqual(axis.position, 70, accuracy: 1e-9)
    }

    func testDragStartedPastEdgeContinuesFromShownOffset() {
        var axis = ScrollAxis(position: 0, limits: 0...1000, dimension: 500)
        axis.beginDrag()
        axis.drag(by: -200)
        axis.endDrag(velocity: 0, at: 0)
        axis.update(at: 0.05)   // springing back, still past the edge
        let shown = axis.position
        XCTAssertLessThan(shown, 0)
        axis.beginDrag()        // grab it mid-bounce
        XCTAssertEqual(axis.position, shown)
        axis.drag(by: 0)
        XCTAssertEqual(axis.position, shown, accuracy: 1e-9)
        axis.drag(by: -10)
        // The further drag continues the same curve: raw = f⁻¹(shown) + 10 past the edge.
        let x = -shown * 500 / (0.55 * (500 + shown)) + 10
        XCTAssertEqual(axis.position, -rubber(x, 500), accuracy: 1e-9)
    }

    func testNoBounceClampsDrag() {
        var axis = ScrollAxis(position: 20, limits: 0...1000, dimension: 500)
        axis.bounces = false
        axis.beginDrag()
        axis.drag(by: -100)
        XCTAssertEqual(axis.position, 0)
        axis.drag(by: 15)   // dragging back moves at once
        XCTAssertEqual(axis.position, 15)
    }

    // MARK: Deceleration

    func testDecelerationMatchesClosedForm() {
        for r in [0.998, 0.99] {
            let decay = ScrollDeceleration(position: 300, velocity: 2500, rate: r)
            for t in [0.0, 0.016, 0.1, 0.5, 1.0] where t <= decay.duration {
                XCTAssertEqual(decay.position(at: t), decayX(300, 2500, r, t), accuracy: 1e-9)
                XCTAssertEqual(decay.velocity(at: t), decayV(2500, r, t), accuracy: 1e-9)
            }
            // Velocity is the derivative of position.
            let h = 1e-6
            XCTAssertEqual((decay.position(at: 0.2 + h) - decay.position(at: 0.2 - h)) / (2 * h),
                           decay.velocity(at: 0.2), accuracy: 1e-3)
            // Stops when |v| = 5 pt/s: t = ln(5/2500)/(1000 ln r).
            XCTAssertEqual(decay.duration, log(5.0 / 2500) / (1000 * log(r)), accuracy: 1e-9)
            // Total distance of a fling: v0/(1000·(−ln r)), less what is left below 5 pt/s.
            XCTAssertEqual(decay.projectedPosition - 300, 2500 / (1000 * -log(r)), accuracy: 1e-9)
            XCTAssertEqual(decay.finalPosition - 300, (2500 - 5) / (1000 * -log(r)), accuracy: 1e-6)
        }
        // Normal rate: ≈ 0.4995 s × v0 of travel.
        XCTAssertEqual(ScrollDeceleration(position: 0, velocity: 1000).projectedPosition, 499.4996, accuracy: 1e-3)
    }

    func testCrossingTime() {
        let decay = ScrollDeceleration(position: 0, velocity: 1000, rate: 0.998)
        let t = try! XCTUnwrap(decay.time(reaching: 300))
        XCTAssertEqual(decayX(0, 1000, 0.998, t), 300, accuracy: 1e-9)
        XCTAssertNil(decay.time(reaching: 600))   // beyond the projection
        XCTAssertNil(decay.time(reaching: -1))
    }

    func testReleaseContinuesWithReleaseVelocity() {
        var axis = ScrollAxis(position: 200, limits: 0...5000, dimension: 500)
        axis.beginDrag()
        axis.drag(by: 30)
        axis.endDrag(velocity: 1800, at: 1.0)
        XCTAssertTrue(axis.isMoving)
        XCTAssertEqual(axis.phase, .decelerating)
        axis.update(at: 1.0)
        XCTAssertEqual(axis.position, 230, accuracy: 1e-9)
        XCTAssertEqual(axis.velocity, 1800, accuracy: 1e-9)
        for t in [1.016, 1.3, 2.0] {
            axis.update(at: t)
            XCTAssertEqual(axis.position, decayX(230, 1800, 0.998, t - 1), accuracy: 1e-9)
        }
        axis.update(at: 10)
        XCTAssertEqual(axis.phase, .idle)
        XCTAssertEqual(axis.position, 230 + 1795 / (1000 * -log(0.998)), accuracy: 1e-6)
    }

    func testSlowReleaseDoesNotDecelerate() {
        var axis = ScrollAxis(position: 200, limits: 0...5000, dimension: 500)
        axis.beginDrag()
        axis.endDrag(velocity: 3, at: 0)
        XCTAssertFalse(axis.isMoving)
        XCTAssertEqual(axis.phase, .idle)
    }

    // MARK: Edges

    /// Samples an axis every millisecond and returns (t, position, velocity).
    private func run(_ axis: inout ScrollAxis, from t0: Double, to t1: Double) -> [(Double, Double, Double)] {
        var out: [(Double, Double, Double)] = []
        var t = t0
        while t <= t1 + 1e-12 {
            axis.update(at: t)
            out.append((t, axis.position, axis.velocity))
            t += 0.001
        }
        return out
    }

    func testFlingIntoEdgeHandsOverToSpringContinuously() {
        var axis = ScrollAxis(position: 100, limits: 0...2000, dimension: 500)
        axis.beginDrag()
        axis.endDrag(velocity: -3000, at: 0)
        let samples = run(&axis, from: 0, to: 2)
        // Crossing time and velocity, from the closed form.
        let tc = log(1 - (-100) * 1000 * -log(0.998) / -3000) / (1000 * log(0.998))
        let vc = decayV(-3000, 0.998, tc)
        // Position and velocity continuous: no step larger than what 1 ms at the top speed allows,
        // and no velocity change larger than the spring's acceleration bound over 1 ms.
        for (a, b) in zip(samples, samples.dropFirst()) {
            XCTAssertLessThanOrEqual(abs(b.1 - a.1), 3000 * 0.001 + 1e-6)
            XCTAssertLessThanOrEqual(abs(b.2 - a.2), omega * 2 * abs(vc) * 0.001 + 10)
        }
        // Overshoot past the edge equals a critically damped spring's peak v/(e·ω) from the edge.
        let minimum = samples.map { $0.1 }.min()!
        XCTAssertEqual(minimum, vc / (M_E * omega), accuracy: 0.05)
        // Before the crossing it is the decay; after it the spring x = v·t·e^(−ωt).
        let before = samples.first { abs($0.0 - 0.02) < 1e-9 }!
        XCTAssertEqual(before.1, decayX(100, -3000, 0.998, 0.02), accuracy: 1e-9)
        let t = tc + 0.1
        axis = ScrollAxis(position: 100, limits: 0...2000, dimension: 500)
        axis.beginDrag(); axis.endDrag(velocity: -3000, at: 0)
        axis.update(at: t)
        XCTAssertEqual(axis.phase, .bouncing)
        XCTAssertEqual(axis.position, vc * 0.1 * exp(-omega * 0.1), accuracy: 1e-9)
        // Settles exactly at the edge, idle.
        XCTAssertEqual(samples.last!.1, 0)
        XCTAssertEqual(axis.clamped(-5), 0)
        var settled = axis
        settled.update(at: 3)
        XCTAssertEqual(settled.phase, .idle)
        XCTAssertEqual(settled.position, 0)
    }

    func testSpringBackAfterReleasePastEdge() {
        var axis = ScrollAxis(position: 0, limits: 0...1000, dimension: 500)
        axis.beginDrag()
        axis.drag(by: -300)
        let start = axis.position
        XCTAssertEqual(start, -rubber(300, 500), accuracy: 1e-9)
        axis.endDrag(velocity: 0, at: 0)
        XCTAssertEqual(axis.phase, .bouncing)
        var last = start
        for i in 0...1000 {
            let t = Double(i) / 1000
            axis.update(at: t)
            if axis.phase == .idle { break }
            // Critically damped from rest: d(t) = d0·e^(−ωt)·(1 + ωt).
            XCTAssertEqual(axis.position, start * exp(-omega * t) * (1 + omega * t), accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(axis.position, last)   // monotonic approach, no overshoot
            XCTAssertLessThanOrEqual(axis.position, 0)
            last = axis.position
        }
        XCTAssertEqual(axis.position, 0)
        XCTAssertEqual(axis.phase, .idle)
        // iOS-like timing: within one @2x pixel (0.5 pt) between 0.4 and 0.6 s.
        var probe = ScrollAxis(position: 0, limits: 0...1000, dimension: 500)
        probe.beginDrag(); probe.drag(by: -300); probe.endDrag(velocity: 0, at: 0)
        probe.update(at: 0.4)
        XCTAssertLessThan(probe.position, -0.5)
        probe.update(at: 0.6)
        XCTAssertGreaterThan(probe.position, -0.5)
    }

    func testInwardFlingFromPastEdgeDeceleratesInside() {
        var axis = ScrollAxis(position: 0, limits: 0...3000, dimension: 500)
        axis.beginDrag()
        axis.drag(by: -100)
        axis.endDrag(velocity: 2000, at: 0)
        let d0 = axis.position
        // Crossing of the critically damped spring: t = −d0/(v0 + ωd0).
        let tc = -d0 / (2000 + omega * d0)
        // d'(t) = e^(−ωt)·(v0 − ω(v0 + ωd0)t); at the crossing (v0 + ωd0)t = −d0.
        let vc = exp(-omega * tc) * (2000 + omega * d0)
        let samples = run(&axis, from: 0, to: 3)
        XCTAssertTrue(samples.contains { $0.1 > 100 })   // carried well inside
        for (a, b) in zip(samples, samples.dropFirst()) {
            XCTAssertLessThanOrEqual(abs(b.1 - a.1), 2.5)
        }
        var probe = ScrollAxis(position: 0, limits: 0...3000, dimension: 500)
        probe.beginDrag(); probe.drag(by: -100); probe.endDrag(velocity: 2000, at: 0)
        probe.update(at: tc + 0.2)
        XCTAssertEqual(probe.phase, .decelerating)
        XCTAssertEqual(probe.position, decayX(0, vc, 0.998, 0.2), accuracy: 1e-6)
    }

    func testNoBounceStopsAtEdge() {
        var axis = ScrollAxis(position: 100, limits: 0...1000, dimension: 500)
        axis.bounces = false
        axis.beginDrag()
        axis.endDrag(velocity: -3000, at: 0)
        _ = run(&axis, from: 0, to: 1)
        XCTAssertEqual(axis.position, 0)
        XCTAssertEqual(axis.phase, .idle)
    }

    // MARK: Wheel and animation

    func testWheelReachesAccumulatedClampedTarget() {
        var axis = ScrollAxis(position: 0, limits: 0...500, dimension: 300)
        axis.scrollWheel(by: 100, at: 0)
        axis.update(at: 0.05)
        axis.scrollWheel(by: 100, at: 0.05)
        var maxSeen = 0.0
        for t in stride(from: 0.05, through: 1, by: 0.004) {
            axis.update(at: t)
            maxSeen = max(maxSeen, axis.position)
        }
        XCTAssertEqual(axis.position, 200)
        XCTAssertEqual(axis.phase, .idle)
        XCTAssertLessThanOrEqual(maxSeen, 200 + 0.05)
        axis.scrollWheel(by: 10_000, at: 1)
        axis.update(at: 0.25 + 1)
        XCTAssertGreaterThan(axis.position, 490)
        axis.update(at: 3)
        XCTAssertEqual(axis.position, 500)
        axis.scrollWheel(by: 10, at: 3)   // already at the edge: nothing to do
        XCTAssertEqual(axis.phase, .idle)
    }

    func testWheelDuringBounceDoesNotJump() {
        var axis = ScrollAxis(position: 0, limits: 0...1000, dimension: 500)
        axis.beginDrag()
        axis.drag(by: -200)
        axis.endDrag(velocity: 0, at: 0)
        axis.update(at: 0.05)
        let shown = axis.position
        XCTAssertLessThan(shown, -10)
        axis.scrollWheel(by: 200, at: 0.05)   // target: where it was shown + 200, inside the limits
        axis.update(at: 0.05 + 1.0 / 60)
        XCTAssertLessThan(abs(axis.position - shown), 30)   // eases in from where it was
        axis.update(at: 2)
        XCTAssertEqual(axis.position, shown + 200, accuracy: 1e-9)
    }

    func testWheelEasesOutOverAboutAFifthOfASecond() {
        var axis = ScrollAxis(position: 0, limits: 0...5000, dimension: 300)
        axis.scrollWheel(by: 100, at: 0)
        // Critically damped, ω = 30: x = 100·(1 − e^(−30t)(1 + 30t)).
        for t in [0.02, 0.05, 0.1, 0.2] {
            axis.update(at: t)
            XCTAssertEqual(axis.position, 100 * (1 - exp(-30 * t) * (1 + 30 * t)), accuracy: 1e-9)
        }
        XCTAssertGreaterThan(axis.position, 98)
    }

    func testAnimatedOffsetUsesEaseInEaseOut() {
        var axis = ScrollAxis(position: 0, limits: 0...5000, dimension: 300)
        axis.animate(to: 400, at: 1)
        axis.update(at: 1.15)
        // Symmetric curve (0.42,0,0.58,1): exactly half way at half time.
        XCTAssertEqual(axis.position, 200, accuracy: 1e-6)
        axis.update(at: 1.3)
        XCTAssertEqual(axis.position, 400)
        XCTAssertEqual(axis.phase, .idle)
    }

    // MARK: Velocity tracker

    func testTrackerRecoversConstantVelocity() {
        var tracker = VelocityTracker()
        for i in 0..<30 {
            let t = Double(i) / 60
            tracker.add(time: t, x: 5 + 300 * t, y: 40 - 1200 * t)
        }
        let v = tracker.velocity(at: 29.0 / 60)
        XCTAssertEqual(v.x, 300, accuracy: 1e-6)
        XCTAssertEqual(v.y, -1200, accuracy: 1e-6)
    }

    func testTrackerIgnoresOldMotionAfterPause() {
        var tracker = VelocityTracker()
        for i in 0..<20 { tracker.add(time: Double(i) / 60, x: 0, y: Double(i) * 20) }
        // Pointer rests 150 ms (no events), then lifts where it was.
        let lift = 19.0 / 60 + 0.15
        tracker.add(time: lift, x: 0, y: 380)
        XCTAssertEqual(tracker.velocity(at: lift).y, 0)
        // Same with events during the pause.
        var moving = VelocityTracker()
        for i in 0..<20 { moving.add(time: Double(i) / 60, x: 0, y: Double(i) * 20) }
        for i in 1...9 { moving.add(time: 19.0 / 60 + Double(i) / 60, x: 0, y: 380) }
        XCTAssertEqual(moving.velocity(at: 28.0 / 60).y, 0, accuracy: 1e-9)
    }

    func testTrackerWithTooFewSamples() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity(at: 1).y, 0)
        tracker.add(time: 1, x: 0, y: 10)
        XCTAssertEqual(tracker.velocity(at: 1).y, 0)
        tracker.add(time: 1, x: 0, y: 20)   // same instant: no time base
        XCTAssertEqual(tracker.velocity(at: 1).y, 0)
    }
}
