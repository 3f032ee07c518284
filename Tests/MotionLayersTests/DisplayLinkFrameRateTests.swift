import XCTest
@testable import MotionLayers
import MotionTiming

/// CADisplayLink.h: `preferredFramesPerSecond` below the display's rate fires the link on a subset of
/// frames (30 on a 60 Hz display: every other one), and iOS 15's `preferredFrameRateRange` asks for a
/// rate the same way (its `preferred`, else its `maximum`); `targetTimestamp` is the link's next fire.
final class DisplayLinkFrameRateTests: XCTestCase {
    override func setUp() { AnimationContext().makeCurrent() }

    private func fires(configure: (CADisplayLink) -> Void, frames: Int = 12) -> [(CFTimeInterval, CFTimeInterval)] {
        var log: [(CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { l in log.append((l.timestamp, l.targetTimestamp)) }
        configure(link)
        link.add(to: .main, forMode: .common)
        let base = CACurrentMediaTime()
        for i in 1...frames { AnimationDriver.shared.advance(to: base + Double(i) / 60) }
        link.invalidate()
        return log
    }

    func testThirtyOnASixtyHertzDisplayIsEveryOtherFrame() throws {
        let all = fires { _ in }
        XCTAssertEqual(all.count, 12, "the default is the display's rate")
        let half = fires { $0.preferredFramesPerSecond = 30 }
        let first = try XCTUnwrap(half.first?.0)
        for (i, f) in half.enumerated() { XCTAssertEqual(f.0 - first, Double(2 * i) / 60, accuracy: 1e-9) }
        XCTAssertEqual(half.count, 6)
        for (t, target) in half { XCTAssertEqual(target - t, 1.0 / 30, accuracy: 1e-9) }
        let twenty = fires { $0.preferredFramesPerSecond = 20 }
        XCTAssertEqual(twenty.count, 4, "every third frame")
        XCTAssertEqual(fires { $0.preferredFramesPerSecond = 120 }.count, 12, "above the display's rate: every frame")
    }

    func testFrameRateRangeAsksForItsPreferredRate() {
        XCTAssertEqual(CAFrameRateRange.default, CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        let ranged = fires { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30) }
        XCTAssertEqual(ranged.count, 6)
        let capped = fires { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 8, maximum: 15, preferred: nil) }
        XCTAssertEqual(capped.count, 3, "no preference: the maximum, 15 fps")
    }
}
