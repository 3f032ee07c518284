import XCTest
import UIKit
import MotionLabSnapshotTesting
import NotificationBadge

/// The upload ring: `strokeEnd` through its ease-in-ease-out, and the check mark fading in after it.
final class UploadRingTests: XCTestCase {
    let tap = "0.1 click 160 284"

    func testRingFillsThenTheCheckAppears() {
        assertSnapshot(of: UploadRingViewController(), as: .trace(at: [0, 0.4, 0.75, 1.0, 1.35, 1.6], script: tap))
    }

    func testRingHalfway() {
        assertSnapshot(of: UploadRingViewController(), as: .image(at: 0.75, script: tap, perceptualPrecision: 0.98), named: "halfway")
    }

    func testRingFilmstrip() {
        assertSnapshot(of: UploadRingViewController(), as: .frames(at: [0.15, 0.45, 0.75, 1.05, 1.35, 1.6], script: tap,
                                                                   size: CGSize(width: 320, height: 400), scale: 1))
    }
}
