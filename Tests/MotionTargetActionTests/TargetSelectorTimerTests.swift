import XCTest
@testable import MotionLab
@testable import MotionTargetAction

/// `Timer`'s target/selector forms with method references, on the scene clock, against Foundation's
/// documented behaviour: `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` "creates a
/// timer and schedules it on the current run loop"; a repeating timer fires every interval until
/// invalidated; "the timer maintains a strong reference to target until it (the timer) is
/// invalidated"; `Timer(timeInterval:target:…)` fires only once added to a run loop; `userInfo` is
/// returned as given.
final class TargetSelectorTimerTests: XCTestCase {
    final class Clock {
        var fires: [Double] = []
        var seenTimers: [Timer] = []
        var timer: Timer?
        func tick(_ timer: Timer) { fires.append(CACurrentMediaTime()); seenTimers.append(timer) }
        func tock() { fires.append(CACurrentMediaTime()) }
        func anySender(_ sender: Any) { fires.append(CACurrentMediaTime()); seenTimers.append(sender as! Timer) }
    }

    var context: AnimationContext!

    override func setUp() {
        context = AnimationContext()
        context.makeCurrent()
    }

    func advance(_ times: [Double]) { for t in times { context.driver.advance(to: t) } }

    func testScheduledRepeatingTimerFiresEveryIntervalOnTheSceneClock() {
        let clock = Clock()
        let timer = Timer.scheduledTimer(timeInterval: 0.5, target: clock, selector: Clock.tick,
                                         userInfo: ["n": 1], repeats: true)
        XCTAssertTrue(timer.isValid)
        XCTAssertEqual(timer.timeInterval, 0.5)
        XCTAssertEqual((timer.userInfo as? [String: Int])?["n"], 1)
        // Frames every 0.1 s: fires at the first frame at or after 0.5, 1.0, 1.5.
        advance(stride(from: 0.1, through: 1.65, by: 0.1).map { $0 })
        XCTAssertEqual(clock.fires.count, 3)
        for (fire, expected) in zip(clock.fires, [0.5, 1.0, 1.5]) { XCTAssertEqual(fire, expected, accuracy: 1e-9) }
        XCTAssertTrue(clock.seenTimers.allSatisfy { $0 === timer }, "the method receives the timer itself")
        timer.invalidate()
        XCTAssertFalse(timer.isValid)
        advance([3])
        XCTAssertEqual(clock.fires.count, 3, "invalidated: no more fires")
    }

    /// A stopwatch's placeholder: `var timer = Timer()` until Start schedules the real one. The
    /// placeholder never fires; invalidating it (a Stop before any Start) is harmless, and the
    /// scheduled timer that replaces it runs as usual.
    final class Stopwatch {
        var timer = Timer()
        var ticks = 0
        func start() { timer = Timer.sceneScheduledTimer(withTimeInterval: 0.25, repeats: true) { [unowned self] _ in self.ticks += 1 } }
        func stop() { timer.invalidate() }
    }

    func testAPlaceholderTimerNeverFires() {
        let watch = Stopwatch()
        let placeholder = watch.timer
        advance([0.5, 1, 2])
        watch.stop()
        XCTAssertFalse(placeholder.isValid, "invalidated")
        XCTAssertEqual(watch.ticks, 0)
        watch.start()
        advance([2.25, 2.5, 2.75])
        XCTAssertEqual(watch.ticks, 3)
        watch.stop()
        advance([3, 3.5])
        XCTAssertEqual(watch.ticks, 3)
    }

    func testOneShotTimerFiresOnceAndInvalidates() {
        let clock = Clock()
        let timer = Timer.scheduledTimer(timeInterval: 0.25, target: clock, selector: Clock.tock, userInfo: nil, repeats: false)
        XCTAssertEqual(timer.timeInterval, 0, "Foundation reports 0 for a non-repeating timer")
        advance([0.2, 0.3, 0.6, 1.0])
        XCTAssertEqual(clock.fires, [0.3])
        XCTAssertFalse(timer.isValid)
    }

    func testMissedFiresAreSkippedNotBunched() {
        let clock = Clock()
        _ = Timer.scheduledTimer(timeInterval: 0.1, target: clock, selector: Clock.tock, userInfo: nil, repeats: true)
        advance([0.35, 0.4])   // one slow frame past 0.1, 0.2 and 0.3, then the grid's 0.4
        XCTAssertEqual(clock.fires.count, 2)
        XCTAssertEqual(clock.fires[0], 0.35, accuracy: 1e-12)
        XCTAssertEqual(clock.fires[1], 0.4, accuracy: 1e-12)
    }

    func testTimerRetainsItsTargetUntilInvalidated() {
        weak var weakClock: Clock?
        var timer: Timer?
        do {
            let clock = Clock()
            weakClock = clock
            timer = Timer.scheduledTimer(timeInterval: 1, target: clock, selector: Clock.tick, userInfo: nil, repeats: true)
        }
        XCTAssertNotNil(weakClock, "Apple: the timer maintains a strong reference to its target")
        timer?.invalidate()
        XCTAssertNil(weakClock, "…until it is invalidated")
    }

    func testScheduledTimerKeepsRunningWithoutAnOwner() {
        let clock = Clock()
        _ = Timer.scheduledTimer(timeInterval: 0.2, target: clock, selector: Clock.tock, userInfo: nil, repeats: true)
        advance([0.2, 0.4, 0.6])
        XCTAssertEqual(clock.fires.count, 3, "the run loop (here the scene clock) keeps a scheduled timer")
    }

    func testUnscheduledTimerWaitsForTheRunLoop() {
        let clock = Clock()
        let timer = Timer(timeInterval: 0.5, target: clock, selector: Clock.tick, userInfo: "info", repeats: true)
        XCTAssertEqual(timer.userInfo as? String, "info")
        advance([0.5, 1.0])
        XCTAssertTrue(clock.fires.isEmpty, "not added to a run loop: it never fires")
        RunLoop.main.add(timer, forMode: .common)
        // The frame function turns the main run loop each frame; do it here.
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
        advance([1.2, 1.5, 2.0])
        // Its fire date was made + 0.5 (0.5, long past): fires at once (1.2), then on the grid (1.5, 2.0).
        XCTAssertEqual(clock.fires.count, 3)
        XCTAssertEqual(clock.fires.first ?? 0, 1.2, accuracy: 1e-9)
        XCTAssertEqual(clock.fires.last ?? 0, 2.0, accuracy: 1e-9)
        timer.invalidate()
    }

    func testAddedTimerFiresAtItsOwnFireDate() {
        let clock = Clock()
        let timer = Timer(timeInterval: 0.3, target: clock, selector: Clock.tock, userInfo: nil, repeats: false)
        RunLoop.main.add(timer, forMode: .default)
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
        advance([0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(clock.fires, [0.3])
    }

    /// Objective-C code often types the sender `Any`/`id`: the timer still arrives.
    func testMethodTakingAnyGetsTheTimer() {
        let clock = Clock()
        let timer = Timer.scheduledTimer(timeInterval: 0.5, target: clock, selector: Clock.anySender, userInfo: nil, repeats: false)
        advance([0.5])
        XCTAssertEqual(clock.fires, [0.5])
        XCTAssertTrue(clock.seenTimers.first === timer)
    }

    func testFireCallsTheMethodNow() {
        let clock = Clock()
        let timer = Timer.scheduledTimer(timeInterval: 10, target: clock, selector: Clock.tock, userInfo: nil, repeats: false)
        timer.fire()
        XCTAssertEqual(clock.fires.count, 1)
        XCTAssertFalse(timer.isValid, "a non-repeating timer is invalid after firing")
    }

    func testContextResetInvalidatesTheTimer() {
        let clock = Clock()
        let timer = Timer.scheduledTimer(timeInterval: 0.1, target: clock, selector: Clock.tock, userInfo: nil, repeats: true)
        context.reset()
        XCTAssertFalse(timer.isValid)
    }
}

/// The block forms the port moves to the scene clock (`Timer.sceneScheduledTimer`, `Timer.sceneTimer`).
final class SceneBlockTimerTests: XCTestCase {
    var context: AnimationContext!

    override func setUp() {
        context = AnimationContext()
        context.makeCurrent()
    }

    func testABlockTimerFiresEveryIntervalOnTheSceneClockUntilInvalidated() {
        var fires: [Double] = []
        var seen: Timer?
        let timer = Timer.sceneScheduledTimer(withTimeInterval: 0.5, repeats: true) { t in
            fires.append(CACurrentMediaTime())
            seen = t
        }
        for t in stride(from: 0.1, through: 1.65, by: 0.1) { context.driver.advance(to: t) }
        XCTAssertEqual(fires.count, 3)
        for (fire, expected) in zip(fires, [0.5, 1.0, 1.5]) { XCTAssertEqual(fire, expected, accuracy: 1e-9) }
        XCTAssertTrue(seen === timer, "the block receives the timer")
        timer.invalidate()
        context.driver.advance(to: 3)
        XCTAssertEqual(fires.count, 3)
        // A one-shot timer made with Timer(timeInterval:repeats:block:) fires once added to a run loop.
        var once = 0
        let later = Timer.sceneTimer(timeInterval: 0.25, repeats: false) { _ in once += 1 }
        context.driver.advance(to: 3.5)
        XCTAssertEqual(once, 0, "not added to a run loop yet")
        XCTAssertTrue(later.isValid)
    }
}
