import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// CADisplayLink spelled as iOS code spells it: `add(to: .main, forMode: .common)` starts the frame
/// callbacks (once, however often it is added), `remove(from:forMode:)` stops them without invalidating,
/// each callback sees the frame's timestamp and the next one's, and `invalidate()` ends it for good.
final class DisplayLinkTests: LayerTestCase {
    func testAddRemoveAndInvalidateAsIOSCodeWritesThem() {
        var stamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        let link = CADisplayLink { l in stamps.append(l.timestamp); targets.append(l.targetTimestamp) }
        link.add(to: .main, forMode: .common)
        link.add(to: .main, forMode: .default)
        at(1.0 / 60)
        at(2.0 / 60)
        XCTAssertEqual(stamps.count, 2, "one callback a frame, added once")
        XCTAssertEqual(stamps[1], t0 + 2.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(targets[1] - stamps[1], link.duration, accuracy: 1e-12)
        link.remove(from: .main, forMode: .common)
        at(3.0 / 60)
        XCTAssertEqual(stamps.count, 2, "removed: no callbacks")
        link.add(to: .main, forMode: .common)
        at(4.0 / 60)
        XCTAssertEqual(stamps.count, 3, "a removed link can be added again")
        link.invalidate()
        link.add(to: .main, forMode: .common)
        at(5.0 / 60)
        XCTAssertEqual(stamps.count, 3, "an invalidated link never fires again")
    }
}
