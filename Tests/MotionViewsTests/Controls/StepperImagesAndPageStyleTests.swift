import XCTest
@testable import MotionViews

/// UIStepper's per-state increment/decrement images, UIPageControl's `backgroundStyle` (iOS 14, default
/// `.automatic`) and UIButton's kept pointer/glow flags (both false by default).
final class StepperImagesAndPageStyleTests: XCTestCase {
    private func image() -> UIImage {
        UIImage(cgImage: CGImage(width: 6, height: 6, pixels: [UInt8](repeating: 255, count: 144)), scale: 1).withRenderingMode(.alwaysTemplate)
    }

    func testStepperImagesReplaceTheGlyphsAndDimAtTheLimit() {
        let stepper = UIStepper()
        XCTAssertNil(stepper.decrementImage(for: .normal))
        let minus = image(), plus = image()
        stepper.setDecrementImage(minus, for: .normal)
        stepper.setIncrementImage(plus, for: .normal)
        XCTAssertTrue(stepper.incrementImage(for: .highlighted) === plus, "falls back to .normal")
        stepper.layoutIfNeeded()
        XCTAssertTrue(stepper.decrementImageView.image === minus)
        XCTAssertEqual(stepper.decrementImageView.frame, CGRect(x: 0, y: 0, width: UIStepper.size.width / 2, height: UIStepper.size.height))
        XCTAssertEqual(stepper.incrementImageView.frame.minX, UIStepper.size.width / 2)
        // At the minimum (0, the default value) "−" cannot step: its image is dimmed like the glyph.
        XCTAssertEqual(stepper.decrementImageView.tintColor?.cgColor.alpha ?? 1, 0.25, accuracy: 1e-6)
        XCTAssertEqual(stepper.incrementImageView.tintColor?.cgColor.alpha ?? 0, 1, accuracy: 1e-6)
        stepper.setDecrementImage(nil, for: .normal)
        XCTAssertNil(stepper.decrementImageView.image)
    }

    func testProminentPageControlsHaveAPlatter() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.numberOfPages = 4
        XCTAssertEqual(pages.backgroundStyle, .automatic)
        XCTAssertNil(pages.platter)
        pages.backgroundStyle = .prominent
        pages.layoutIfNeeded()
        XCTAssertEqual(pages.platter?.frame, CGRect(x: 100 - 40, y: 0, width: 80, height: 26), "4 × 16 + 16 wide, centred")
        pages.backgroundStyle = .minimal
        XCTAssertNil(pages.platter)
    }

    func testButtonFlagsDefaultOff() {
        let b = UIButton(type: .system)
        XCTAssertFalse(b.isPointerInteractionEnabled)
        XCTAssertFalse(b.showsTouchWhenHighlighted)
    }
}
