import XCTest
import SwiftUI

struct HeroHost: View {
    @ObservedObject var model: TestModel
    @Namespace var ns
    var body: some View {
        ZStack {
            if model.flag {
                RoundedRectangle(cornerRadius: 20).fill(Color.blue)
                    .accessibilityIdentifier("big")
                    .matchedGeometryEffect(id: "card", in: ns)
                    .frame(width: 300, height: 400)
            } else {
                RoundedRectangle(cornerRadius: 10).fill(Color.blue)
                    .accessibilityIdentifier("small")
                    .matchedGeometryEffect(id: "card", in: ns)
                    .frame(width: 100, height: 60)
            }
        }
        .frame(width: 320, height: 568)
    }
}

struct Bounce {
    var scale = 1.0
    var y = 0.0
}

struct KeyframeHost: View {
    var body: some View {
        KeyframeAnimator(initialValue: Bounce()) { v in
            Color.red.frame(width: 40, height: 40)
                .scaleEffect(v.scale)
                .accessibilityIdentifier("ball")
                .offset(y: v.y)
        } keyframes: { _ in
            KeyframeTrack(\.y) {
                LinearKeyframe(-100, duration: 0.5, timingCurve: .easeOut)
                LinearKeyframe(0, duration: 0.5, timingCurve: .easeIn)
            }
            KeyframeTrack(\.scale) {
                MoveKeyframe(1.0)
                LinearKeyframe(1.5, duration: 0.25)
                SpringKeyframe(1.0, duration: 0.75, spring: Spring(response: 0.3, dampingRatio: 0.5))
            }
        }
    }
}

struct PhaseHost: View {
    var body: some View {
        PhaseAnimator([0.0, 100.0]) { x in
            Color.red.frame(width: 20, height: 20).offset(x: x).accessibilityIdentifier("p")
        } animation: { _ in .linear(duration: 0.5) }
    }
}

/// Matched geometry, keyframe and phase animators, traced frame by frame.
final class AnimatorTests: XCTestCase {
    func testMatchedGeometryMovesTheInsertedViewFromTheRemovedOnesFrame() throws {
        let model = TestModel()
        let s = try ViewSession { HeroHost(model: model) }
        try s.step(2)
        let small = try s.frame("small")
        assertRect(small, 110, 254, 100, 60)
        let start = s.nextTime
        withAnimation(.spring(response: 0.5, dampingFraction: 1)) { model.flag = true }
        for _ in 0..<40 {
            try s.step()
            let t = s.nextTime - 1.0 / 60 - start
            let p = 1 - Reference.springRemaining(response: 0.5, dampingFraction: 1, t: t)
            // From the small card's frame to the big one's (10, 84, 300, 400).
            let big = try s.frame("big")
            XCTAssertEqual(big.width, 100 + 200 * p, accuracy: 1e-6)
            XCTAssertEqual(big.height, 60 + 340 * p, accuracy: 1e-6)
            XCTAssertEqual(big.midX, 160, accuracy: 1e-6)
            XCTAssertEqual(big.midY, 284, accuracy: 1e-6)
        }
    }

    func testKeyframeTracksPlayTheirSegments() throws {
        let s = try ViewSession { KeyframeHost() }
        try s.step(2)
        for _ in 0..<55 {
            try s.step()
            // The animator starts after the first frame (its appearance) at t = 0 and loops every second.
            let t = (s.nextTime - 1.0 / 60).truncatingRemainder(dividingBy: 1)
            let l = try s.layer("ball")
            let y = t < 0.5 ? -100 * Reference.bezier(0, 0, 0.58, 1, t / 0.5) : -100 + 100 * Reference.bezier(0.42, 0, 1, 1, (t - 0.5) / 0.5)
            XCTAssertEqual((Double(l.windowFrame.midY) - 284) / 100, y / 100, accuracy: 1e-6, "y at \(t)")
            let scale: Double
            if t < 0.25 { scale = 1 + 0.5 * t / 0.25 } else {
                // The spring from 1.5 toward 1, released with the linear segment's velocity (2/s).
                let w0 = 2 * Double.pi / 0.3, z = 0.5, wd = w0 * (1 - z * z).squareRoot(), u = t - 0.25
                let d0 = 0.5, v0 = 2.0
                scale = 1 + exp(-z * w0 * u) * (d0 * cos(wd * u) + (v0 + z * w0 * d0) / wd * sin(wd * u))
            }
            XCTAssertEqual(Double(l.windowFrame.width) / 40, scale, accuracy: 1e-6, "scale at \(t)")
        }
    }

    func testPhaseAnimatorCyclesThroughItsPhases() throws {
        let s = try ViewSession { PhaseHost() }
        try s.step()
        let start = 1.0 / 60 - 1.0 / 60
        for _ in 0..<100 {
            try s.step()
            let t = s.nextTime - 1.0 / 60 - start
            // 0 → 100 in 0.5 s, then back to 0, and again.
            let k = Int(t / 0.5), f = t / 0.5 - Double(k)
            let x = k % 2 == 0 ? 100 * f : 100 * (1 - f)
            XCTAssertEqual(Double(try s.frame("p").midX) - 160, x, accuracy: 1e-6, "t = \(t)")
        }
    }
}
