import XCTest
import UIKit
import MotionLabSnapshotTesting
import NotificationBadge

/// The badge's pulse: the frame mid-spring, the whole motion as a filmstrip, and its values as text.
final class BadgeTests: XCTestCase {
    /// A tap on the badge (a click holds 50 ms; the pulse starts when the finger lifts, at 0.15 s).
    let tap = "0.1 click 160 422"

    func testPulseMidSpring() {
        assertSnapshot(of: BadgeViewController(), as: .image(at: 0.5, script: tap))
    }

    func testPulseFilmstrip() {
        assertSnapshot(of: BadgeViewController(), as: .frames(at: [0, 0.2, 0.35, 0.5, 1.0], script: tap, scale: 1))
    }

    func testPulseTrace() {
        assertSnapshot(of: BadgeViewController(), as: .trace(at: [0, 0.2, 0.35, 0.5, 1.0], script: tap))
    }

    /// On a larger screen (a `Preview` with its own size), where the badge centres itself; a
    /// perceptual tolerance lets font rendering vary a little between machines.
    func testPulseOnALargerPhone() {
        let phone = Preview("badge", size: CGSize(width: 390, height: 844)) { BadgeViewController() }
        assertSnapshot(of: phone, as: .image(at: 0.35, script: "0.1 click 195 422", scale: 1, perceptualPrecision: 0.98),
                       named: "390x844")
    }
}
