import XCTest
@testable import MotionViews

/// `snapshotView(afterScreenUpdates:)`: a view of the same size holding a frozen copy of what the view
/// shows now — values on screen mid-animation, not the model — that stays put while the original moves.
final class SnapshotViewTests: XCTestCase {
    func testASnapshotFreezesWhatIsOnScreen() throws {
        let w = makeWindow()
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 200, height: 120))
        card.backgroundColor = .systemBlue
        card.transform = CGAffineTransform(rotationAngle: 0.3)
        card.alpha = 0.5
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        dot.backgroundColor = .systemRed
        card.addSubview(dot)
        w.addSubview(card)
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { dot.center.x = 110 }
        Clock.run(from: t0, to: 0.5)
        let snap = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        XCTAssertEqual(snap.bounds.size, CGSize(width: 200, height: 120), "the view's size")
        let root = try XCTUnwrap(snap.layer.sublayers?.first)
        XCTAssertEqual(root.transform, CATransform3DIdentity, "without the view's own transform")
        XCTAssertEqual(root.opacity, 1)
        XCTAssertEqual(root.position, CGPoint(x: 100, y: 60))
        XCTAssertEqual(root.backgroundColor, UIColor.systemBlue.cgColor)
        let frozenDot = try XCTUnwrap(root.sublayers?.first)
        XCTAssertEqual(Double(frozenDot.position.x), 20 + 90 * 0.5, accuracy: 1e-6, "the dot where it was on screen")
        Clock.run(from: t0, to: 1.2)
        XCTAssertEqual(Double(frozenDot.presentationProperties().position.x), 65, accuracy: 1e-6, "frozen while the original moved on")
        XCTAssertEqual(dot.layer.presentationProperties().position.x, 110)
    }
}
