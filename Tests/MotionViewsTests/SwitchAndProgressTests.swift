import XCTest
@testable import MotionViews

/// UISwitch and UIProgressView: UIKit's sizes and defaults; a tap toggles the switch with the thumb
/// sliding on ease-in-ease-out and one `.valueChanged`; `setProgress(_:animated:)` widens the bar on
/// the same curve, or at once.
final class SwitchAndProgressTests: XCTestCase {
    func testSwitchSizeAndDefaults() {
        let s = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 80))
        XCTAssertEqual(s.frame, CGRect(x: 10, y: 10, width: 51, height: 31), "UIKit's fixed size")
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(s.backgroundColor, .systemGray5)
        s.isOn = true
        XCTAssertEqual(s.backgroundColor, .systemGreen)
    }

    func testATapTogglesWithASlidingThumbAndOneValueChanged() throws {
        let w = makeWindow()
        let s = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        w.addSubview(s)
        var changes: [Bool] = []
        s.addAction({ control in changes.append((control as! UISwitch).isOn) }, for: .valueChanged)
        let thumb = try XCTUnwrap(s.layer.sublayers?.first)
        XCTAssertEqual(thumb.position.x, 2 + 13.5)
        tap(w, at: CGPoint(x: 125, y: 115))
        let t0 = CACurrentMediaTime()
        XCTAssertEqual(changes, [true])
        XCTAssertTrue(s.isOn)
        XCTAssertEqual(thumb.position.x, 51 - 2 - 13.5, "the model is at the far end")
        for f in [0.25, 0.5, 0.75] {
            Clock.run(from: t0, to: 0.25 * f)
            XCTAssertEqual(Double(thumb.presentationProperties().position.x), 15.5 + 20 * easeInEaseOut(f), accuracy: 0.01)
        }
        s.setOn(false, animated: false)
        XCTAssertEqual(changes, [true], "setOn does not send actions")
        XCTAssertEqual(thumb.position.x, 15.5)
    }

    func testProgressBarWidthAndAnimation() throws {
        let w = makeWindow()
        let p = UIProgressView(progressViewStyle: .default)
        p.frame = CGRect(x: 20, y: 100, width: 200, height: 4)
        w.addSubview(p)
        w.layoutIfNeeded()
        XCTAssertEqual(p.bounds.height, 4)
        XCTAssertEqual(p.backgroundColor, .systemGray5)
        let bar = try XCTUnwrap(p.subviews.first)
        p.progress = 0.25
        XCTAssertEqual(bar.frame.width, 50, accuracy: 1e-4)
        p.progress = 7
        XCTAssertEqual(p.progress, 1, "clamped")
        p.progress = .nan
        XCTAssertEqual(p.progress, 0)
        let t0 = CACurrentMediaTime()
        p.setProgress(0.8, animated: true)
        XCTAssertEqual(bar.frame.width, 160, accuracy: 1e-4, "the model at once")
        Clock.run(from: t0, to: 0.125)
        XCTAssertEqual(Double(bar.layer.presentationProperties().bounds.width), 160 * easeInEaseOut(0.5), accuracy: 0.01)
        // Inside a block, the block's timing rules (UIKit's nesting).
        let t1 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { p.setProgress(0.3, animated: true) }
        Clock.run(from: t1, to: 0.5)
        XCTAssertEqual(Double(bar.layer.presentationProperties().bounds.width), 160 - 100 * 0.5, accuracy: 0.5)
    }
}
