import XCTest
@testable import MotionLabPortRewrite

/// Foundation's block timers spelled on `Timer` become the same timers on the scene clock.
final class SceneTimerPassTests: XCTestCase {
    func testBlockTimersMoveToTheSceneClock() {
        assertRewrite("""
            final class Countdown {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] t in self?.tick(t) }
                    let once = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false, block: { _ in })
                    let later = Timer(timeInterval: 2, repeats: true) { _ in }
                    RunLoop.main.add(later, forMode: .common)
                }
                func tick(_ t: Timer) {}
            }
            """, """
            final class Countdown {
                var timer: Timer?
                func start() {
                    timer = Timer.sceneScheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] t in self?.tick(t) }
                    let once = Timer.sceneScheduledTimer(withTimeInterval: 0.5, repeats: false, block: { _ in })
                    let later = Timer.sceneTimer(timeInterval: 2, repeats: true) { _ in }
                    RunLoop.main.add(later, forMode: .common)
                }
                func tick(_ t: Timer) {}
            }
            """)
    }

    func testOtherTimerCallsAreLeftAlone() {
        let source = """
            let a = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Clock.tick, userInfo: nil, repeats: true)
            let b = Foundation.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            let c = Timer.publish(every: 1, on: .main, in: .common)
            let d = Timer(fire: Date(), interval: 1, repeats: true) { _ in }
            """
        XCTAssertEqual(edited(source), source)
    }
}
