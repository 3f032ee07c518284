import XCTest
import UIKit
import MotionHost
@testable import MotionLabSnapshotTesting

/// `.frames(at:…)`: one PNG with the frames side by side, each exactly the frame `.image(at:)` gives.
final class FramesStrategyTests: XCTestCase {
    func testTheFilmstripHoldsEachFrameAsImageAtRendersIt() throws {
        let dir = try temporarySnapshotDirectory(self)
        let times = [0, 0.2, 0.35, 0.35, 1.0]
        _ = verifySnapshot(of: BadgeViewController(), as: .frames(at: times, script: badgeClick, scale: 1), named: "strip",
                           snapshotDirectory: dir)
        let strip = try PNGDecoder.decode(contentsOf: dir + "/testTheFilmstripHoldsEachFrameAsImageAtRendersIt.strip.png")
        let gap = ContactSheet.gap
        XCTAssertEqual(strip.width, gap + times.count * (320 + gap))
        XCTAssertGreaterThan(strip.height, 568 + 2 * gap, "room for the time labels")
        for (i, t) in times.enumerated() {
            _ = verifySnapshot(of: BadgeViewController(), as: .image(at: t, script: badgeClick, scale: 1), named: "frame-\(i)",
                               snapshotDirectory: dir)
            let frame = try PNGDecoder.decode(contentsOf: dir + "/testTheFilmstripHoldsEachFrameAsImageAtRendersIt.frame-\(i).png")
            let x0 = gap + i * (320 + gap)
            // Row by row, byte for byte (alpha included).
            var equal = true
            strip.pixels.withUnsafeBytes { s in
                frame.pixels.withUnsafeBytes { f in
                    for y in 0..<568 where equal {
                        equal = memcmp(s.baseAddress! + ((gap + y) * strip.width + x0) * 4, f.baseAddress! + y * 320 * 4, 320 * 4) == 0
                    }
                }
            }
            XCTAssertTrue(equal, "cell \(i) (t = \(t)) is the frame .image(at: \(t)) renders")
        }
        // The label under a cell is drawn (light text on the dark strip).
        var light = 0
        for y in (gap + 568)..<strip.height {
            for x in gap..<(gap + 100) where strip.pixels[(y * strip.width + x) * 4] > 128 { light += 1 }
        }
        XCTAssertGreaterThan(light, 10, "the time is written under the frame")
    }

    func testAFilmstripTooWideToReadBackIsRefused() throws {
        let dir = try temporarySnapshotDirectory(self)
        let times = (0..<30).map { Double($0) / 10 }
        let issues = capturingIssues {
            let message = verifySnapshot(of: BadgeViewController(), as: .frames(at: times), snapshotDirectory: dir, timeout: 0.01)
            XCTAssertTrue(message?.contains("Exceeded timeout") == true, message ?? "passed")
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues.first?.contains("30 frames of 640 pixels make a filmstrip 19448 pixels wide; the limit is 16384") == true,
                      issues.first ?? "")
        XCTAssertEqual(files(in: dir), [])
    }
}
