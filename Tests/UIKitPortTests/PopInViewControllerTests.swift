import XCTest
import UIKit

/// The ported `PopInViewController` run as a preview runs it: installed as the window's root, its
/// appearance callbacks at time 0, frames at 60 Hz.
final class PopInViewControllerTests: PortTestCase {
    func testPopsInWithAnOvershootingSpringThenPulses() throws {
        let vc = PopInViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let box = try XCTUnwrap(vc.view.viewWithTag(7))
        func scale() -> Double { Double(shown(box).transform.m11) }
        at(0)
        XCTAssertEqual(scale(), 0.1, accuracy: 1e-6, "viewWillAppear shrank it; the spring starts there")
        var peak = 0.0
        var t = 0.0
        while t < 0.6 { t += 1.0 / 60; at(t); peak = max(peak, scale()) }
        // Damping ratio 0.5 overshoots by exp(−πζ/√(1−ζ²)) ≈ 16 % of the 0.9 travel.
        XCTAssertEqual(peak, 1 + 0.9 * exp(-Double.pi * 0.5 / (1 - 0.25).squareRoot()), accuracy: 0.02, "overshoot")
        run(to: 0.7)
        XCTAssertEqual(box.transform, .identity, "the model is the identity")
        XCTAssertEqual(box.layer.animationKeys()?.count, 1, "the completion added the pulse")
        run(to: 1.5)
        XCTAssertGreaterThan(scale(), 0.9); XCTAssertLessThan(scale(), 1.1)
    }

    func testSafeAreaAndStatusBarMembersAreRead() {
        let vc = PopInViewController()
        window.rootViewController = vc
        XCTAssertTrue(vc.prefersStatusBarHidden)
        XCTAssertEqual(vc.view.safeAreaInsets, .zero, "no status bar or notch on the preview's screen")
    }
}
