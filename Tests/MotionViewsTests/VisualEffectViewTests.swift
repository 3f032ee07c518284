import XCTest
@testable import MotionViews

/// `UIVisualEffectView` as UIKit documents it — `init(effect:)`, a `contentView` filling the view that
/// takes the subviews and their touches, `effect` animatable inside animation blocks and scrubbed by a
/// paused property animator — with the material drawn as its tint (no live blur: see the README).
final class VisualEffectViewTests: XCTestCase {
    private func tintAlpha(_ v: UIVisualEffectView) -> Double {
        Double(v.tintView.layer.presentationProperties().backgroundColor?.alpha ?? 0)
    }

    func testTheContentViewFillsTheViewAndTakesTouches() {
        let w = makeWindow()
        let v = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        v.frame = CGRect(x: 20, y: 40, width: 200, height: 100)
        w.addSubview(v)
        w.layoutIfNeeded()
        XCTAssertEqual(v.contentView.frame, v.bounds)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        v.contentView.addSubview(button)
        XCTAssertTrue(w.hitTest(CGPoint(x: 40, y: 60), with: nil) === button)
        XCTAssertTrue(w.hitTest(CGPoint(x: 200, y: 120), with: nil) === v.contentView, "the tint takes no touches")
        XCTAssertEqual(v.tintView.backgroundColor, UIColor(white: 0.11, alpha: 0.73))
    }

    func testEffectAnimatesBetweenTints() {
        let w = makeWindow()
        let v = UIVisualEffectView(effect: nil)
        v.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        w.addSubview(v)
        XCTAssertEqual(tintAlpha(v), 0)
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            v.effect = UIBlurEffect(style: .systemMaterial)
        })
        Clock.run(from: t0, to: 0.2)
        XCTAssertEqual(tintAlpha(v), 0.35, accuracy: 1e-3, "half of the material's 0.7")
        Clock.run(from: t0, to: 0.5)
        XCTAssertEqual(tintAlpha(v), 0.7, accuracy: 1e-6)
    }

    func testAPausedPropertyAnimatorHoldsAPartialEffect() {
        let w = makeWindow()
        let v = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        v.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        w.addSubview(v)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.effect = nil }
        animator.fractionComplete = 0.25
        AnimationDriver.shared.advance(to: CACurrentMediaTime() + 5)
        XCTAssertEqual(tintAlpha(v), 0.73 * 0.75, accuracy: 1e-3)
        animator.stopAnimation(true)
    }

    func testVibrancyDrawsNoTintAndBlurEffectsCompareByStyle() {
        let v = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)))
        XCTAssertEqual(v.tintView.backgroundColor?.cgColor.alpha ?? 0, 0)
        XCTAssertEqual(UIBlurEffect(style: .dark), UIBlurEffect(style: .dark))
        XCTAssertNotEqual(UIBlurEffect(style: .dark), UIBlurEffect(style: .light))
        XCTAssertEqual(UIBlurEffect.Style.systemMaterialDark.rawValue, 18, "UIKit's raw values")
    }
}
