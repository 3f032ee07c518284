import XCTest
import SwiftUI
@testable import MotionLabPreview
import MotionRender

/// The "done means" view, traced headless frame by frame against SwiftUI's layout and curves.
final class DoneMeansTests: XCTestCase {
    func session(script: String, duration: Double = 3) throws -> HeadlessSession {
        var o = HeadlessSession.Options()
        o.scale = 1
        o.fps = 60
        o.duration = duration
        o.script = try InputScript(parsing: script)
        return try HeadlessSession(preview: Preview("pulse") { PulseCardView() }, options: o)
    }

    func trace(_ s: HeadlessSession, frames: Int) throws -> [[String: TracedLayer]] {
        try (0..<frames).map { _ in try s.step(draws: true, tracing: true).rendered.traced }
    }

    func testLayoutFollowsSwiftUIsStack() throws {
        let t = try trace(session(script: ""), frames: 2)[1]
        let bar = try XCTUnwrap(t["bar"]), dot = try XCTUnwrap(t["dot"]), button = try XCTUnwrap(t["button"]), pulse = try XCTUnwrap(t["pulse"])
        // VStack(spacing: 20) centred in 320×568: 60 + 20 + 40 + 20 + button + 20 + 80.
        let buttonHeight = button.bounds.height
        let total = 60 + 20 + 40 + 20 + buttonHeight + 20 + 80
        let top = (568 - total) / 2
        XCTAssertEqual(bar.windowFrame.minX, 100, accuracy: 1e-9)   // (320 − 120) / 2
        XCTAssertEqual(bar.windowFrame.width, 120, accuracy: 1e-9)
        XCTAssertEqual(bar.windowFrame.minY, top, accuracy: 1e-9)
        XCTAssertEqual(dot.windowFrame.midY, top + 60 + 20 + 20, accuracy: 1e-9)
        // The offset moves the drawing, not the layout: centred at 160, drawn at 60.
        XCTAssertEqual(dot.windowFrame.midX - dot.transform.m41, 160, accuracy: 1e-9)
        XCTAssertEqual(dot.windowFrame.midX, 60, accuracy: 1e-9)
        XCTAssertEqual(button.windowFrame.minY, top + 60 + 20 + 40 + 20, accuracy: 1e-9)
        XCTAssertEqual(pulse.windowFrame.midY, top + total - 40, accuracy: 1e-9)
    }

    func testSpringEaseAndPulseFollowTheirCurves() throws {
        let first = try trace(session(script: ""), frames: 1)[0]
        let b = try XCTUnwrap(first["button"]).windowFrame
        let script = "0.5 click \(b.midX) \(b.midY)"
        let frames = try trace(session(script: script), frames: 150)
        let t0 = 0.55   // the tap fires when the finger lifts (the click holds 50 ms)
        for (n, f) in frames.enumerated() {
            let t = Double(n) / 60
            let bar = try XCTUnwrap(f["bar"]), dot = try XCTUnwrap(f["dot"]), pulse = try XCTUnwrap(f["pulse"])
            let width: Double, x: Double
            if t < t0 {
                width = 120; x = 60
            } else {
                width = 240 - 120 * Reference.springRemaining(response: 0.5, dampingFraction: 0.6, t: t - t0)
                x = 60 + 200 * Reference.easeInOut((t - t0) / 0.8)
            }
            // Progress of each move (fractions of its distance) to 1e-6, as the curves are specified.
            XCTAssertEqual((Double(bar.bounds.width) - 120) / 120, (width - 120) / 120, accuracy: 1e-6, "bar width at frame \(n)")
            XCTAssertEqual(Double(bar.windowFrame.minX), (320 - Double(bar.bounds.width)) / 2, accuracy: 1e-9, "bar centred at frame \(n)")
            XCTAssertEqual((Double(dot.windowFrame.midX) - 60) / 200, (x - 60) / 200, accuracy: 1e-6, "dot at frame \(n)")
            // The pulse starts in onAppear at t = 0: 1 → 1.2 and back each second.
            let k = Int(t)
            let f = t - Double(k)
            let p = Reference.easeInOut(k % 2 == 0 ? f : 1 - f)
            XCTAssertEqual(Double(pulse.transform.m11), 1 + 0.2 * p, accuracy: 1e-6, "pulse scale at frame \(n)")
        }
    }
}
