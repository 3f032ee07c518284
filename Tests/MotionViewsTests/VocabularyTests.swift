import XCTest
@testable import MotionViews

/// The UIKit vocabulary pasted iOS code reaches for: colours, fonts, curves, option bits.
final class VocabularyTests: XCTestCase {
    private func assertColor(_ c: UIColor, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(c.cgColor.red), r / 255, accuracy: 1e-12, "red", file: file, line: line)
        XCTAssertEqual(Double(c.cgColor.green), g / 255, accuracy: 1e-12, "green", file: file, line: line)
        XCTAssertEqual(Double(c.cgColor.blue), b / 255, accuracy: 1e-12, "blue", file: file, line: line)
        XCTAssertEqual(Double(c.cgColor.alpha), a, accuracy: 1e-12, "alpha", file: file, line: line)
    }

    func testSystemColorsHaveUIKitsLightValues() {
        // The Human Interface Guidelines' published light-mode triples.
        assertColor(.systemRed, 255, 59, 48)
        assertColor(.systemOrange, 255, 149, 0)
        assertColor(.systemYellow, 255, 204, 0)
        assertColor(.systemGreen, 52, 199, 89)
        assertColor(.systemBlue, 0, 122, 255)
        assertColor(.systemIndigo, 88, 86, 214)
        assertColor(.systemPurple, 175, 82, 222)
        assertColor(.systemPink, 255, 45, 85)
        assertColor(.systemTeal, 48, 176, 199)
        assertColor(.systemGray, 142, 142, 147)
        assertColor(.systemGray6, 242, 242, 247)
        assertColor(.label, 0, 0, 0)
        assertColor(.secondaryLabel, 60, 60, 67, 0.6)
        assertColor(.separator, 60, 60, 67, 0.29)
        assertColor(.systemBackground, 255, 255, 255)
        assertColor(.secondarySystemBackground, 242, 242, 247)
        assertColor(.link, 0, 122, 255)
        assertColor(.systemFill, 120, 120, 128, 0.2)
    }

    func testHueSaturationBrightness() {
        assertColor(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), 255, 0, 0)
        assertColor(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), 0, 255, 0)
        assertColor(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1), 0, 0, 255)
        assertColor(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 0.5), 255, 0, 0, 0.5)
        // Hexcone: h = 0.5 (cyan), s = 0.5, v = 0.5 → (v(1 − s), v, v) = (0.25, 0.5, 0.5).
        assertColor(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.5, alpha: 1), 63.75, 127.5, 127.5)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor(hue: 0.7, saturation: 0.4, brightness: 0.9, alpha: 0.3).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        XCTAssertEqual(h, 0.7, accuracy: 1e-12)
        XCTAssertEqual(s, 0.4, accuracy: 1e-12)
        XCTAssertEqual(v, 0.9, accuracy: 1e-12)
        XCTAssertEqual(a, 0.3, accuracy: 1e-12)
        var w: CGFloat = 0
        XCTAssertTrue(UIColor(white: 0.4, alpha: 1).getWhite(&w, alpha: &a))
        XCTAssertEqual(w, 0.4)
        XCTAssertFalse(UIColor.systemRed.getWhite(&w, alpha: &a))
    }

    func testNamedColorsAndAlpha() {
        XCTAssertNil(UIColor(named: "AccentColor"))
        assertColor(UIColor.systemBlue.withAlphaComponent(0.25), 0, 122, 255, 0.25)
    }

    func testFontWeightsMapToTheTwoFaces() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        XCTAssertEqual(weights.map { UIFont.systemFont(ofSize: 17, weight: $0).isBold },
                       [false, false, false, false, false, true, true, true, true])
        XCTAssertEqual(UIFont.systemFont(ofSize: 15, weight: .light).weight, .light, "the weight asked for is kept")
        XCTAssertTrue(UIFont.boldSystemFont(ofSize: 12).isBold)
        XCTAssertEqual(UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .bold).pointSize, 20)
    }

    func testCurvesAndOptionBits() {
        XCTAssertEqual(UIView.AnimationCurve.easeInOut.rawValue, 0)
        XCTAssertEqual(UIView.AnimationCurve.linear.rawValue, 3)
        XCTAssertEqual(UIView.AnimationOptions.curveEaseOut.animationCurve, .easeOut)
        XCTAssertEqual(UIView.AnimationCurve.easeIn.timingFunction, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue, 7 << 24)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue, 4 << 10)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModePaced.calculationMode, .paced)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.repeat.rawValue, UIView.AnimationOptions.repeat.rawValue)
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        XCTAssertEqual(linear.timingFunction, CAMediaTimingFunction(name: .linear))
        XCTAssertEqual(UIView.KeyframeAnimationOptions().timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2, CGPoint(x: CGFloat(Float(0.58)), y: 1))
    }
}
