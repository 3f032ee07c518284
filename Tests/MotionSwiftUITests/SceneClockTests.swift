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
        // The sleep ends at 0.5 s of scene time: the task resumes in that frame's tick (its
        // withAnimation starts there, at progress 0), so the box first moves in the next frame.
        XCTAssertEqual(try XCTUnwrap(firstMove), 31.0 / 60, accuracy: 1e-9)
    }

    /// A task's effects land on the same frames in every run: the linear move that starts when its
    /// sleep ends is at its formula's offset in each frame, three sessions in a row.
    func testTaskEffectsLandOnTheSameFrameEveryRun() throws {
        for run in 0..<3 {
            let s = try ViewSession { SleepThenMove() }
            for n in 0..<75 {
                try s.step()
                let t = Double(n) / 60
                let expected = 100 * min(max((t - 0.5) / 0.5, 0), 1)
                XCTAssertEqual(Double(try s.layer("box").transform.m41), expected, accuracy: 1e-6, "run \(run), frame \(n)")
            }
        }
    }

    /// A task that changes state before it first waits does so in the update that started it: the
    /// first frame already shows it. A cancelled task (its view removed) stops at its wait.
    func testTaskStartsInItsFirstUpdateAndStopsWhenItsViewLeaves() throws {
        let model = TestModel()
        let log = TaskLog()
        let s = try ViewSession { TaskHost(model: model, log: log) }
        try s.step()
        XCTAssertEqual(try s.frame("started").width, 20, "set before the first wait, shown in the first frame")
        XCTAssertEqual(log.events, ["start"])
        try s.step(10)
        model.flag = true   // removes the view with the task
        try s.step(60)
        XCTAssertEqual(log.events, ["start", "cancelled"], "the wait ended by cancellation, the rest not run")
    }
}

final class TaskLog { var events: [String] = [] }

struct TaskHost: View {
    @ObservedObject var model: TestModel
    let log: TaskLog
    var body: some View {
        if !model.flag { TaskChild(log: log) }
    }
}

struct TaskChild: View {
    let log: TaskLog
    @State private var started = false
    var body: some View {
        Color.red.frame(width: started ? 20 : 10, height: 10).accessibilityIdentifier("started")
            .task {
                started = true
                log.events.append("start")
                do {
                    try await Task.sleep(nanoseconds: 500_000_000)
                    log.events.append("woke")
                } catch {
                    log.events.append("cancelled")
                }
            }
    }
}
