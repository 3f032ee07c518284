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

/// Main-queue deadlines spelled with Dispatch's clock (Swift 3's migrator wrote them everywhere) and
/// work items' deadlines move to the scene clock; anything else is left as written.
final class SceneDeadlinePassTests: XCTestCase {
    func testDispatchClockDeadlinesOnTheMainQueueMoveToTheSceneClock() {
        assertRewrite("""
            func refresh() {
                DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 1.0) { self.endRefreshing() }
                DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC), execute: {
                    self.hide()
                })
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: workItem)
                DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .milliseconds(250), execute: pending!)
            }
            """, """
            func refresh() {
                DispatchQueue.main.asyncAfter(deadline: SceneTime.now() + 1.0) { self.endRefreshing() }
                DispatchQueue.main.asyncAfter(deadline: SceneTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC), execute: {
                    self.hide()
                })
                DispatchQueue.main.asyncAfter(deadline: SceneTime.now() + 0.3, execute: workItem)
                DispatchQueue.main.asyncAfter(deadline: SceneTime.now() + .milliseconds(250), execute: pending!)
            }
            """)
    }

    func testNestedAndMultilineDeadlinesKeepTheirLines() {
        assertRewrite("""
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 0.2) {
                self.step = 1
                DispatchQueue.main.asyncAfter(deadline: DispatchTime.now()
                                              + 0.3) { self.step = 2 } // then the second
            }
            """, """
            DispatchQueue.main.asyncAfter(deadline: SceneTime.now() + 0.2) {
                self.step = 1
                DispatchQueue.main.asyncAfter(deadline: SceneTime.now()
                                              + 0.3) { self.step = 2 } // then the second
            }
            """)
        // The build layout keeps every column after the rewritten name (the name is padded).
        let build = built("DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 0.2) { go() }")
        XCTAssertEqual(build.range(of: "+ 0.2")?.lowerBound.utf16Offset(in: build),
                       "DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() ".utf16.count)
    }

    func testOtherDeadlinesAreLeftAlone() {
        let source = """
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { done() }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: { done() })
            DispatchQueue.main.asyncAfter(deadline: when) { done() }
            DispatchQueue.global().asyncAfter(deadline: DispatchTime.now() + 1) { work() }
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 1, qos: .userInitiated) { done() }
            queue.asyncAfter(deadline: DispatchTime.now() + 1, execute: item)
            let when = DispatchTime.now() + 2
            semaphore.wait(timeout: DispatchTime.now() + 5)
            """
        XCTAssertEqual(edited(source), source)
    }

    func testTheReportNamesWhatMoved() {
        let file = PortRewrite.rewrite("""
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 2) { fade() }
            """, fileName: "Splash.swift", layout: .edit)
        XCTAssertTrue(file.changes.contains { $0.kind == .rewritten && $0.line == 1 && $0.column == 41 && $0.detail.contains("DispatchTime.now()") },
                      "\(file.changes)")
    }
}
