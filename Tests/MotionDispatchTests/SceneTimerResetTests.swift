import XCTest
@testable import MotionLab
@testable import MotionLayers

/// Scene timers and main-queue work when the animation context is reset (a scene torn down): a timer
/// is invalidated and lets go of its block — so a controller that holds a repeating timer whose block
/// captures it is freed, as on iOS once the run loop releases the timer — and dropped work never runs.
final class SceneTimerResetTests: XCTestCase {
    final class Controller {
        var timer: SceneTimer?
        var fires = 0
        func start() {
            timer = SceneTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [self] _ in fires += 1 }
        }
    }

    func testResetInvalidatesTimersAndReleasesTheirBlocks() {
        let context = AnimationContext()
        weak var weakController: Controller?
        weak var weakTimer: SceneTimer?
        context.perform {
            let c = Controller()
            c.start()
            weakController = c
            weakTimer = c.timer
            for t in [0.1, 0.2, 0.25] { context.driver.advance(to: t) }
        }
        XCTAssertEqual(weakController?.fires, 2)
        XCTAssertEqual(weakTimer?.isValid, true)
        var dropped = false
        context.perform { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { dropped = true } }
        context.reset()
        XCTAssertNil(weakController, "controller ↔ timer cycle broken by the reset")
        XCTAssertNil(weakTimer)
        context.perform { context.driver.advance(to: 1) }
        XCTAssertFalse(dropped, "work scheduled before the reset never runs")
    }

    func testInvalidateReleasesTheBlock() {
        let context = AnimationContext()
        weak var weakController: Controller?
        var timer: SceneTimer?
        context.perform {
            let c = Controller()
            c.start()
            weakController = c
            timer = c.timer
        }
        timer!.invalidate()
        XCTAssertNil(weakController)
        XCTAssertFalse(timer!.isValid)
        timer!.fire()  // nothing: invalid
    }

    /// A context whose session ends with main-queue work still scheduled is freed with it: the work's
    /// closure, kept in the context's own queue, does not keep the context alive.
    func testContextWithPendingMainQueueWorkIsFreed() {
        weak var weakContext: AnimationContext?
        do {
            let context = AnimationContext()
            context.perform {
                DispatchQueue.main.asyncAfter(deadline: .now() + 5) {}
                DispatchQueue.main.async {}
                SceneTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            }
            weakContext = context
        }
        XCTAssertNil(weakContext)
    }
}
