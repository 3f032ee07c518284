import XCTest
import Foundation
import MotionLayers
import MotionTiming
@testable import MotionViews

/// UIButton: per-state values with UIKit's fallback, pressed appearance, actions.
final class ButtonTests: XCTestCase {
    var window: UIWindow!
    var button: UIButton!

    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        button = UIButton(type: .custom)
        button.frame = CGRect(x: 100, y: 100, width: 60, height: 44)
        window.addSubview(button)
    }

    override func tearDown() {
        AnimationDriver.shared.reset()
        super.tearDown()
    }

    /// A 2×1 image: one opaque pixel of `rgb`, one transparent.
    private func image(_ rgb: (UInt8, UInt8, UInt8), scale: CGFloat = 1) -> UIImage {
        UIImage(cgImage: CGImage(width: 2, height: 1, pixels: [rgb.0, rgb.1, rgb.2, 255, 0, 0, 0, 0]), scale: scale)
    }

    func testValuesFallBackToNormal() {
        let normal = image((200, 100, 50)), selected = image((1, 2, 3))
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        button.setTitle("Follow", for: .normal)
        button.setTitleColor(.black, for: .normal)
        XCTAssertTrue(button.image(for: .highlighted) === normal)
        XCTAssertTrue(button.image(for: .selected) === selected)
        XCTAssertTrue(button.image(for: [.selected, .highlighted]) === normal)   // UIKit: exact or normal
        XCTAssertEqual(button.title(for: .disabled), "Follow")
        XCTAssertEqual(button.titleColor(for: .highlighted), .black)
        button.isSelected = true
        XCTAssertTrue(button.currentImage === selected)
        XCTAssertTrue(button.imageView?.image === selected)
        XCTAssertEqual(button.titleLabel?.text, "Follow")
        XCTAssertEqual(button.titleLabel?.textColor, .black)
    }

    func testHighlightedImageWhilePressed() {
        let normal = image((200, 100, 50)), pressed = image((9, 9, 9))
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)
        window.sendTouch(.began, at: CGPoint(x: 120, y: 120))
        XCTAssertTrue(button.imageView?.image === pressed)
        window.sendTouch(.ended, at: CGPoint(x: 120, y: 120))
        XCTAssertTrue(button.imageView?.image === normal)
    }

    func testAdjustsImageWhenHighlightedDarkensPixels() {
        let normal = image((200, 100, 50), scale: 2)
        button.setImage(normal, for: .normal)
        button.isHighlighted = true
        let shown = try! XCTUnwrap(button.imageView?.image)
        XCTAssertFalse(shown === normal)
        XCTAssertEqual(shown.scale, 2)
        // 30 % black over the opaque pixel; the transparent pixel stays transparent.
        XCTAssertEqual(shown.cgImage?.pixels, [140, 70, 35, 255, 0, 0, 0, 0])
        button.isHighlighted = false
        XCTAssertTrue(button.imageView?.image === normal)
        button.adjustsImageWhenHighlighted = false
        button.isHighlighted = true
        XCTAssertTrue(button.imageView?.image === normal)
    }

    func testBackgroundImageFillsBoundsAndDims() {
        let bg = image((100, 100, 100))
        button.setBackgroundImage(bg, for: .normal)
        button.layoutIfNeeded()
        XCTAssertEqual(button.backgroundImageView.frame, CGRect(x: 0, y: 0, width: 60, height: 44))
        button.isHighlighted = true
        XCTAssertEqual(button.backgroundImageView.image?.cgImage?.pixels, [70, 70, 70, 255, 0, 0, 0, 0])
    }

    func testImageIsCentred() {
        let icon = UIImage(cgImage: CGImage(width: 40, height: 20, pixels: [UInt8](repeating: 255, count: 40 * 20 * 4)),
                           scale: 2)   // 20×10 points
        button.setImage(icon, for: .normal)
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView?.frame, CGRect(x: 20, y: 17, width: 20, height: 10))
    }

    /// A rating control's star: a 600 × 571-point image (a 1200-pixel PNG at 2x) in a button constrained
    /// to 44 × 44 shows at 44 × 44, as on iOS; a wide image shrinks only along its long side.
    func testAnImageLargerThanTheButtonIsShrunkIntoIt() {
        let star = UIImage(cgImage: CGImage(width: 1200, height: 1142, pixels: [UInt8](repeating: 255, count: 1200 * 1142 * 4)), scale: 2)
        let b = UIButton()
        b.setImage(star, for: .normal)
        b.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        b.layoutIfNeeded()
        XCTAssertEqual(b.imageView?.frame, CGRect(x: 0, y: 0, width: 44, height: 44))
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 600, height: 571), "its natural size still asks for room")
        let banner = UIImage(cgImage: CGImage(width: 100, height: 10, pixels: [UInt8](repeating: 255, count: 100 * 10 * 4)), scale: 1)
        b.setImage(banner, for: .normal)
        b.layoutIfNeeded()
        XCTAssertEqual(b.imageView?.frame, CGRect(x: 0, y: 17, width: 44, height: 10))
    }

    final class Target {
        var taps = 0
        func tapped(_ sender: UIButton) { taps += 1 }
    }

    func testTouchUpInsideOnlyWhenReleasedInside() {
        let target = Target()
        var primary = 0
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        button.addAction({ _ in primary += 1 }, for: .primaryActionTriggered)
        window.sendTouch(.began, at: CGPoint(x: 120, y: 120))
        XCTAssertTrue(button.isHighlighted)
        window.sendTouch(.ended, at: CGPoint(x: 120, y: 120))
        XCTAssertEqual(target.taps, 1)
        XCTAssertEqual(primary, 1)

        window.sendTouch(.began, at: CGPoint(x: 120, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 120, y: 300))
        XCTAssertFalse(button.isHighlighted)
        window.sendTouch(.ended, at: CGPoint(x: 120, y: 300))
        XCTAssertEqual(target.taps, 1)
        XCTAssertEqual(primary, 1)
    }

    /// A pressed button whose scroll view takes the drag over (one that cancels controls' touches, as
    /// UITableView does: `touchesShouldCancel(in:)` true; a plain UIScrollView leaves a control that has
    /// the finger alone) unhighlights and undims.
    func testPressedButtonInScrollViewCancelsOnDrag() {
        final class CancellingScrollView: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let scroll = CancellingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        scroll.delaysContentTouches = false
        scroll.contentSize = CGSize(width: 320, height: 1500)
        window.addSubview(scroll)
        let b = UIButton(frame: CGRect(x: 100, y: 200, width: 100, height: 44))
        b.setImage(image((200, 100, 50)), for: .normal)
        scroll.addSubview(b)
        var taps = 0
        b.addAction({ _ in taps += 1 }, for: .touchUpInside)
        window.sendTouch(.began, at: CGPoint(x: 150, y: 220))
        XCTAssertTrue(b.isHighlighted)
        XCTAssertEqual(b.imageView?.image?.cgImage?.pixels.first, 140)
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 200))
        XCTAssertFalse(b.isHighlighted)
        XCTAssertEqual(b.imageView?.image?.cgImage?.pixels.first, 200)
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 200))
        XCTAssertEqual(taps, 0)
    }
}

/// Disabled buttons grey as iOS greys them, and a `.system` button draws its images as templates.
final class ButtonDisabledAndTemplateTests: XCTestCase {
    func testADisabledSystemButtonGreysItsTitleAndImage() {
        let b = UIButton(type: .system)
        b.setTitle("Continue", for: .normal)
        b.setImage(UIImage(cgImage: CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)), scale: 1), for: .normal)
        XCTAssertEqual(b.titleLabel?.textColor, b.tintColor)
        b.isEnabled = false
        XCTAssertEqual(b.currentTitleColor, UIColor.tertiaryLabel)
        XCTAssertEqual(b.titleLabel?.textColor, UIColor.tertiaryLabel)
        XCTAssertEqual(b.imageView?.tintColor, UIColor.tertiaryLabel, "the template image greys with the title")
        b.isEnabled = true
        XCTAssertEqual(b.titleLabel?.textColor, b.tintColor)
        XCTAssertEqual(b.imageView?.tintColor, b.tintColor)
        // A colour set for the disabled state wins.
        b.setTitleColor(.red, for: .disabled)
        b.isEnabled = false
        XCTAssertEqual(b.titleLabel?.textColor, .red)
    }

    func testASystemButtonDrawsAutomaticImagesAsTemplates() {
        let bitmap = UIImage(cgImage: CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 10, count: 16)), scale: 1)
        let system = UIButton(type: .system)
        system.setImage(bitmap, for: .normal)
        XCTAssertEqual(system.imageView?.image?.renderingMode, .alwaysTemplate, "UIKit tints a system button's images")
        XCTAssertTrue(system.imageView?.image?.cgImage === bitmap.cgImage)
        system.setImage(bitmap.withRenderingMode(.alwaysOriginal), for: .normal)
        XCTAssertEqual(system.imageView?.image?.renderingMode, .alwaysOriginal, "the usual fix for coloured icons")
        let custom = UIButton(type: .custom)
        custom.setImage(bitmap, for: .normal)
        XCTAssertEqual(custom.imageView?.image?.renderingMode, .automatic, "a custom button draws the image as it is")
    }

    func testADisabledConfigurationButtonGreys() {
        var config = UIButton.Configuration.filled()
        config.title = "Sign in"
        let b = UIButton(configuration: config)
        XCTAssertEqual(b.titleLabel?.textColor, .white)
        b.isEnabled = false
        XCTAssertEqual(b.titleLabel?.textColor, UIColor.tertiaryLabel)
        XCTAssertEqual(b.configurationBackgroundView?.backgroundColor, UIColor.tertiarySystemFill)
        b.isEnabled = true
        XCTAssertEqual(b.titleLabel?.textColor, .white)
        XCTAssertEqual(b.configurationBackgroundView?.backgroundColor, b.tintColor)
        // A plain configuration has no fill to grey; its title greys.
        let plain = UIButton(configuration: .plain())
        plain.setTitle("Skip", for: .normal)
        plain.isEnabled = false
        XCTAssertNil(plain.configurationBackgroundView?.backgroundColor)
        XCTAssertEqual(plain.currentTitleColor, UIColor.tertiaryLabel)
    }
}
