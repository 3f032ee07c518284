import XCTest
import MotionLab

/// `DispatchQueue.main.asyncAfter(deadline: SceneTime.now() + t, execute: item)` — what the
/// MotionLabPort rewrite makes of a main-queue work item's deadline — runs the item on the scene clock
/// unless it was cancelled first (Apple's `DispatchWorkItem.cancel()`: "future attempts to execute the
/// work item return immediately"); `.now()` with a work item as written still compiles (Dispatch's).
final class SceneClockWorkItemTests: XCTestCase {
    var context: AnimationContext!
    private var frame = 0

    override func setUp() {
        super.setUp()
        context = AnimationContext()
        context.makeCurrent()
    }

    /// 60 Hz frames up to and including `t`, as headless renders time them.
    func run(until t: Double) {
        while Double(frame + 1) / 60 <= t + 1e-9 {
            frame += 1
            AnimationDriver.shared.advance(to: Double(frame) / 60)
        }
    }

    func testAWorkItemRunsAtItsSceneDeadline() {
        var ran: [Double] = []
        let item = DispatchWorkItem { ran.append(CACurrentMediaTime()) }
        DispatchQueue.main.asyncAfter(deadline: SceneTime.now() + 0.3, execute: item)
        run(until: 0.29)
        XCTAssertTrue(ran.isEmpty)
        run(until: 1)
        // 0.3 s is frame 18 exactly.
        XCTAssertEqual(ran.count, 1)
        XCTAssertEqual(ran.first ?? -1, 18.0 / 60, accuracy: 1e-9)
    }

    func testACancelledWorkItemNeverRuns() {
        // The debounce idiom: each new request cancels the last one's item; only the last runs.
        var searched: [String] = []
        var pending: DispatchWorkItem?
        for (i, text) in ["s", "sw", "swi"].enumerated() {
            run(until: Double(i) * 0.1)
            pending?.cancel()
            let item = DispatchWorkItem { searched.append(text) }
            pending = item
            DispatchQueue.main.asyncAfter(deadline: SceneTime.now() + 0.25, execute: item)
        }
        run(until: 1)
        XCTAssertEqual(searched, ["swi"])
    }

    func testImplicitNowWithAWorkItemStillCompilesAsDispatchs() {
        // Not through the port: both `now()`s fit, and the disfavoured scene overload gives way.
        let item = DispatchWorkItem { XCTFail("ran on the scene clock") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3600, execute: item)
        run(until: 1)
        item.cancel()
    }
}
