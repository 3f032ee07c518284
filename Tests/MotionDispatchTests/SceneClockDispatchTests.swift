import XCTest
import MotionLab

/// `DispatchQueue.main.async`/`asyncAfter(deadline: .now() + t)` as ported iOS code spells them, and
/// `SceneTimer` (Timer's scene-time form), run on the scene clock: work happens in the frame whose scene
/// time first reaches its deadline, identically every run.
final class SceneClockDispatchTests: XCTestCase {
    var context: AnimationContext!

    override func setUp() {
        super.setUp()
        context = AnimationContext()
        context.makeCurrent()
    }

    private var frame = 0

    /// Runs 60 Hz frames (frame n at n/60 s, as headless renders time them) up to and including `t`.
    func run(until t: Double) {
        while Double(frame + 1) / 60 <= t + 1e-9 {
            frame += 1
            AnimationDriver.shared.advance(to: Double(frame) / 60)
        }
    }

    func testMainAsyncRunsInTheNextTick() {
        var ran: [Double] = []
        DispatchQueue.main.async { ran.append(CACurrentMediaTime()) }
        XCTAssertTrue(ran.isEmpty, "async never runs inline")
        run(until: 1.0 / 60)
        XCTAssertEqual(ran, [1.0 / 60])
    }

    func testAsyncAfterRunsAtTheFirstFrameAtOrAfterTheDeadline() {
        var ran: [Double] = []
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { ran.append(CACurrentMediaTime()) }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(255)) { ran.append(CACurrentMediaTime()) }
        run(until: 1)
        // 0.255 s falls between frames 15 (0.25) and 16 (0.2667); 0.5 s is frame 30 exactly.
        XCTAssertEqual(ran.count, 2)
        XCTAssertEqual(ran[0], 16.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(ran[1], 30.0 / 60, accuracy: 1e-9)
    }

    func testAnExplicitDispatchTimeStaysOnTheSystemClock() {
        // Only the `.now() + t` spelling is scene time; a Dispatch deadline is Dispatch's.
        let deadline: Dispatch.DispatchTime = .now() + 3600
        DispatchQueue.main.asyncAfter(deadline: deadline) { XCTFail("ran on the scene clock") }
        run(until: 1)
    }

    // A main-queue work item at `SceneTime.now() + t` (what the MotionLabPort rewrite makes of its deadline)
    // runs on the scene clock unless cancelled first (Apple's `DispatchWorkItem.cancel()`: "future attempts
    // to execute the work item return immediately"); `.now()` with a work item as written still compiles
    // (Dispatch's overload, on the real clock).

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

    func testRepeatingTimerFiresOnItsGridUntilInvalidated() {
        var fires: [Double] = []
        let timer = SceneTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { t in
            fires.append(CACurrentMediaTime())
            if fires.count == 3 { t.invalidate() }
        }
        run(until: 2)
        XCTAssertEqual(fires.count, 3)
        for (i, f) in fires.enumerated() { XCTAssertEqual(f, 0.25 * Double(i + 1), accuracy: 1e-9) }
        XCTAssertFalse(timer.isValid)
    }

    func testOneShotTimerAddedToTheMainRunLoop() {
        var fired = 0
        let timer = SceneTimer(timeInterval: 0.1, repeats: false) { _ in fired += 1 }
        RunLoop.main.add(timer, forMode: .common)
        run(until: 1)
        XCTAssertEqual(fired, 1)
        XCTAssertFalse(timer.isValid)
    }

    func testDelayedAnimationStartsAtItsSceneTime() {
        // The common iOS pattern: start an animation a second later.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.addSubview(view)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 105 })
        }
        run(until: 1.5)
        // Linear from x = 5 at t = 1 to 105 at t = 2, shown from the frame after the one that added it.
        let x = view.layer.presentationProperties().position.x
        XCTAssertEqual(Double(x), 5 + 100 * (1.5 - 1), accuracy: 1e-6)
    }

    func testSlowMotionSlowsTimers() {
        var fired: Double?
        context.clock.setRate(0.1)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { fired = CACurrentMediaTime() }
        // Host time drives media time at a tenth of the rate: one host second is 0.1 s of scene time.
        var host = 0.0
        context.clock.tick(hostTime: host)
        while fired == nil && host < 2 {
            host += 1.0 / 60
            context.clock.tick(hostTime: host)
            AnimationDriver.shared.tick()
        }
        XCTAssertEqual(host, 1.0, accuracy: 1.0 / 60 + 1e-9)
    }

    func testResetDropsPendingWork() {
        var ran = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { ran = true }
        SceneTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in ran = true }
        context.reset()
        run(until: 1)
        XCTAssertFalse(ran)
    }

    func testSystemQueueWorkHopsBackIntoItsContext() {
        let done = expectation(description: "background work finished")
        var result = 0
        DispatchQueue.global().async {
            let value = 42
            DispatchQueue.main.async { result = value }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(result, 0)
        run(until: 1.0 / 60)
        XCTAssertEqual(result, 42, "the hop back ran in this context's next tick")
    }
}
