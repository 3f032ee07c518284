import XCTest
import SwiftUI

struct SleepThenMove: View {
    @State private var moved = false
    @State private var ticks = 0
    var body: some View {
        VStack {
            Color.red.frame(width: 20, height: 20).offset(x: moved ? 100 : 0).accessibilityIdentifier("box")
            Color.blue.frame(width: CGFloat(10 + ticks * 10), height: 10).accessibilityIdentifier("ticks")
        }
        .task {
            try? await Task.sleep(nanoseconds: 500_000_000)
            withAnimation(.linear(duration: 0.5)) { moved = true }
        }
        .onReceive(Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
    }
}

/// `Task.sleep` in a view's task and `Timer.publish` run on the scene clock.
final class SceneClockTests: XCTestCase {
    func testTaskSleepAndTimerPublishRunOnTheSceneClock() throws {
        let s = try ViewSession { SleepThenMove() }
        var firstMove: Double?
        for n in 0..<70 {
            try s.step()
            let t = Double(n) / 60
            let tx = try s.layer("box").transform.m41
            if tx > 0, firstMove == nil { firstMove = t }
            // One tick each 0.25 s of scene time (the timer fires in the frame's tick).
            let ticks = Int((t + 1e-9) / 0.25)
            XCTAssertEqual(try s.frame("ticks").width, CGFloat(10 + ticks * 10), "frame \(n)")
        }
        // The sleep ends at 0.5 s of scene time; the task resumes within the next frames.
        let moved = try XCTUnwrap(firstMove)
        XCTAssertGreaterThanOrEqual(moved, 0.5)
        XCTAssertLessThanOrEqual(moved, 0.5 + 3.0 / 60)
    }
}
