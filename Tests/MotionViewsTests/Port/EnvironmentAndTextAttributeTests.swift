import XCTest
@testable import MotionViews

/// Notification names, traits, accessibility, attributed text, Display P3 colours and template images.
final class EnvironmentAndTextAttributeTests: XCTestCase {
    /// UIKit's notification names have these string values (their Objective-C constants' names).
    func testNotificationNames() {
        XCTAssertEqual(UIApplication.didEnterBackgroundNotification.rawValue, "UIApplicationDidEnterBackgroundNotification")
        XCTAssertEqual(UIApplication.willEnterForegroundNotification.rawValue, "UIApplicationWillEnterForegroundNotification")
        XCTAssertEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
        XCTAssertEqual(UIApplication.willResignActiveNotification.rawValue, "UIApplicationWillResignActiveNotification")
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIResponder.keyboardDidShowNotification.rawValue, "UIKeyboardDidShowNotification")
        XCTAssertEqual(UIResponder.keyboardWillHideNotification.rawValue, "UIKeyboardWillHideNotification")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        XCTAssertEqual(UIResponder.keyboardAnimationDurationUserInfoKey, "UIKeyboardAnimationDurationUserInfoKey")
        XCTAssertEqual(UIResponder.keyboardAnimationCurveUserInfoKey, "UIKeyboardAnimationCurveUserInfoKey")
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled, "a default iPhone")
        XCTAssertEqual(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue,
                       "UIAccessibilityReduceMotionStatusDidChangeNotification")
    }

    final class TraitView: UIView {
        var changes: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection)
        }
    }

    /// An iPhone in portrait: light, compact width, regular height (Apple's size-class table),
    /// `displayScale` the screen's, `.large` text; turning the window to landscape calls
    /// `traitCollectionDidChange(_:)` with the portrait traits.
    func testTraitsOfThePreviewScreen() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v = TraitView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        let t = v.traitCollection
        XCTAssertEqual(t.userInterfaceStyle, .light)
        XCTAssertEqual(t.horizontalSizeClass, .compact)
        XCTAssertEqual(t.verticalSizeClass, .regular)
        XCTAssertEqual(t.displayScale, w.screenScale)
        XCTAssertEqual(t.preferredContentSizeCategory, .large)
        XCTAssertEqual(t.userInterfaceIdiom, .phone)
        w.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        XCTAssertEqual(v.changes.count, 1)
        XCTAssertEqual(v.changes.first??.verticalSizeClass, .regular)
        XCTAssertEqual(v.traitCollection.verticalSizeClass, .compact)
        w.frame = CGRect(x: 0, y: 0, width: 660, height: 370)
        XCTAssertEqual(v.changes.count, 1, "no change of size class, no call")
    }

    /// Apple (`UILabel.attributedText`): "assigning a new value updates the values in the font,
    /// textColor, and other style-related properties so that they reflect the style information
    /// starting at location 0", and `text` becomes the string.
    func testAttributedTextTakesTheFirstRunsStyle() {
        let label = UILabel()
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byTruncatingMiddle
        let s = NSMutableAttributedString(string: "Hello ", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.red, .kern: 1.5, .paragraphStyle: paragraph,
        ])
        s.append(NSAttributedString(string: "world", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        label.attributedText = s
        XCTAssertEqual(label.text, "Hello world")
        XCTAssertEqual(label.font, .boldSystemFont(ofSize: 24))
        XCTAssertEqual(label.textColor, .red)
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(label.attributedText?.string, "Hello world")
        label.text = "plain"
        XCTAssertEqual(label.attributedText?.string, "plain")
        var range = NSRange()
        XCTAssertEqual(label.attributedText?.attributes(at: 0, effectiveRange: &range)[.font] as? UIFont, label.font)
    }

    /// Display P3 → sRGB against a reference derived here from the two spaces' primaries (P3: red
    /// 0.680/0.320, green 0.265/0.690, blue 0.150/0.060; sRGB: 0.64/0.33, 0.30/0.60, 0.15/0.06; both
    /// D65 and the sRGB transfer curve): an sRGB colour written in P3 comes back as itself.
    func testDisplayP3ConvertsThroughThePrimaries() {
        func rgbToXYZ(_ p: [(Double, Double)]) -> [[Double]] {
            let w = (0.3127, 0.3290)
            let W = [w.0 / w.1, 1, (1 - w.0 - w.1) / w.1]
            let m = [p.map { $0.0 / $0.1 }, [1, 1, 1], p.map { (1 - $0.0 - $0.1) / $0.1 }]
            let s = solve(m, W)
            return m.map { row in (0..<3).map { row[$0] * s[$0] } }
        }
        let p3 = rgbToXYZ([(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)])
        let srgb = rgbToXYZ([(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)])
        // An sRGB colour inside both gamuts: (0.2, 0.5, 0.7) → linear → XYZ → linear P3 → P3-encoded.
        let linear = [0.2, 0.5, 0.7].map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        let xyz = (0..<3).map { r in (0..<3).reduce(0.0) { $0 + srgb[r][$1] * linear[$1] } }
        let p3Linear = solve(p3, xyz)
        let p3Encoded = p3Linear.map { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
        let c = UIColor(displayP3Red: p3Encoded[0], green: p3Encoded[1], blue: p3Encoded[2], alpha: 0.5)
        XCTAssertEqual(c.cgColor.red, 0.2, accuracy: 1e-4)
        XCTAssertEqual(c.cgColor.green, 0.5, accuracy: 1e-4)
        XCTAssertEqual(c.cgColor.blue, 0.7, accuracy: 1e-4)
        XCTAssertEqual(c.cgColor.alpha, 0.5)
        // P3's pure red lies outside sRGB: clamped to its gamut.
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(red.cgColor.red, 1)
        XCTAssertEqual(red.cgColor.green, 0)
    }

    /// Gaussian elimination for 3×3 systems (the reference's own arithmetic).
    func solve(_ a: [[Double]], _ b: [Double]) -> [Double] {
        var m = (0..<3).map { a[$0] + [b[$0]] }
        for i in 0..<3 {
            let p = (i..<3).max { abs(m[$0][i]) < abs(m[$1][i]) }!
            m.swapAt(i, p)
            for j in 0..<3 where j != i {
                let f = m[j][i] / m[i][i]
                for k in i...3 { m[j][k] -= f * m[i][k] }
            }
        }
        return (0..<3).map { m[$0][3] / m[$0][$0] }
    }

    /// Apple: an `.alwaysTemplate` image is drawn in the image view's tint colour, keeping its alpha.
    func testTemplateImagesDrawInTheTint() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128]   // opaque red, half-transparent green
        let image = UIImage(cgImage: CGImage(width: 2, height: 1, pixels: pixels))
        XCTAssertEqual(image.renderingMode, .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        let view = UIImageView(image: template)
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let drawn = try XCTUnwrap(view.layer.contentsImage)
        XCTAssertTrue(drawn.pixel(x: 0, y: 0) == (0, 0, 255, 255))
        XCTAssertTrue(drawn.pixel(x: 1, y: 0) == (0, 0, 255, 128))
        let original = UIImageView(image: template.withRenderingMode(.alwaysOriginal))
        XCTAssertTrue(try XCTUnwrap(original.layer.contentsImage).pixel(x: 0, y: 0) == (255, 0, 0, 255))
    }
}
