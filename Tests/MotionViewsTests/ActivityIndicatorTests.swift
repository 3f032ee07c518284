import XCTest
@testable import MotionViews

/// UIActivityIndicatorView: UIKit's sizes and defaults, start/stop and hiding, and the spokes' fade —
/// spoke k (k·45° clockwise from the top) is at opacity 1 − 0.75·frac(t − k/8) while spinning.
final class ActivityIndicatorTests: XCTestCase {
    func testSizesAndDefaults() {
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).bounds.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).bounds.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(style: .whiteLarge).color, .white)
        let a = UIActivityIndicatorView(style: .medium)
        XCTAssertEqual(a.color, .systemGray)
        XCTAssertTrue(a.hidesWhenStopped)
        XCTAssertTrue(a.isHidden, "stopped and hidden until started")
        XCTAssertFalse(a.isAnimating)
        XCTAssertEqual(a.intrinsicContentSize, CGSize(width: 20, height: 20))
    }

    /// A spinner given large bounds (a table's `backgroundView`) keeps its style's size, centred.
    func testASpinnerInLargeBoundsKeepsItsSizeCentred() throws {
        let a = UIActivityIndicatorView(style: .large)
        a.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        a.layoutIfNeeded()
        let replicator = try XCTUnwrap(a.layer.sublayers?.first as? CAReplicatorLayer)
        let spoke = try XCTUnwrap(replicator.sublayers?.first)
        XCTAssertEqual(spoke.bounds.height, 37 * 0.3, accuracy: 1e-9, "a 37-point spinner's spoke")
        XCTAssertEqual(spoke.frame.midX, 160, accuracy: 1e-9)
        XCTAssertEqual(spoke.frame.minY, 284 - 18.5, accuracy: 1e-9, "its top 18.5 above the centre")
    }

    func testStartStopAndTheFade() throws {
        let w = makeWindow()
        let a = UIActivityIndicatorView(style: .large)
        a.center = CGPoint(x: 160, y: 284)
        w.addSubview(a)
        let t0 = CACurrentMediaTime()
        a.startAnimating()
        XCTAssertTrue(a.isAnimating)
        XCTAssertFalse(a.isHidden)
        let replicator = try XCTUnwrap(a.layer.sublayers?.first as? CAReplicatorLayer)
        XCTAssertEqual(replicator.instanceCount, 8)
        XCTAssertEqual(replicator.instanceDelay, 0.125, accuracy: 1e-12)
        let spoke = try XCTUnwrap(replicator.sublayers?.first)
        for t in [0.1, 0.5, 0.9, 3.3] {
            Clock.run(from: t0, to: t)
            let frac = t - floor(t)
            XCTAssertEqual(Double(spoke.presentationProperties().opacity), 1 - 0.75 * frac, accuracy: 1e-5, "spoke 0 at \(t)")
        }
        // The spoke points up from the centre: its top at the indicator's top edge.
        XCTAssertEqual(spoke.frame.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(spoke.frame.midX, 18.5, accuracy: 1e-9)
        a.stopAnimating()
        XCTAssertTrue(a.isHidden)
        XCTAssertNil(spoke.animationKeys())
        a.hidesWhenStopped = false
        XCTAssertFalse(a.isHidden)
    }
}
