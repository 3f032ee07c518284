import Foundation
@testable import MotionLabPreview
import XCTest

/// The progress line's text (rate and time left from elapsed time) and its redraw policy, on a fake clock.
final class ProgressLineTests: XCTestCase {
    func testTextGivesRateAndTimeLeft() {
        // 120 frames in 2.094 s: 57.3 fps; 120 left at that rate: 2.1 s.
        XCTAssertEqual(ProgressLine.text(done: 120, total: 240, elapsed: 2.094), "frame 120/240  57.3 fps  2.1 s left")
        XCTAssertEqual(ProgressLine.text(done: 0, total: 240, elapsed: 0), "frame 0/240")
        XCTAssertEqual(ProgressLine.text(done: 240, total: 240, elapsed: 4), "frame 240/240  60.0 fps  0.0 s left")
    }

    func testRedrawsInPlaceAtMostEveryIntervalAndAlwaysAtTheEnd() {
        var now = 0.0
        var out: [String] = []
        let line = ProgressLine(total: 10, enabled: true, interval: 0.1, clock: { now }, sink: { out.append($0) })
        for done in 1...10 {
            now += 0.04
            line.update(done: done)
        }
        line.finish()
        // Draws at t = 0.04 (first), 0.16, 0.28, 0.40 (last frame, forced); then a newline.
        XCTAssertEqual(out.count, 5, "\(out)")
        XCTAssertTrue(out.dropLast().allSatisfy { $0.hasPrefix("\r") && $0.hasSuffix("\u{1B}[K") })
        XCTAssertEqual(out[3], "\rframe 10/10  25.0 fps  0.0 s left\u{1B}[K")
        XCTAssertEqual(out.last, "\n")
    }

    func testSilentWhenNotATerminal() {
        var out: [String] = []
        let line = ProgressLine(total: 5, enabled: false, sink: { out.append($0) })
        for done in 1...5 { line.update(done: done) }
        line.finish()
        XCTAssertEqual(out, [])
    }
}
