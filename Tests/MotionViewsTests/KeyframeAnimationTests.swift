import XCTest
@testable import MotionViews

/// `UIView.animateKeyframes` against Apple's construction: each property changed becomes one
/// `CAKeyframeAnimation` over the whole duration, keyTimes from the keyframes' windows, holding the old
/// value before its first keyframe, paced by the options' curve (ease-in-ease-out by default).
final class KeyframeAnimationTests: XCTestCase {
    var window: UIWindow!
    var view: UIView!

    override func setUp() {
        window = makeWindow()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))   // centre (10, 10)
        window.addSubview(view)
    }

    private var shown: LayerProperties { view.layer.presentationProperties() }

    /// `UIView.AnimationOptions.curveLinear` passed through, as iOS code does.
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// Piecewise-linear interpolation through (times[i], values[i]) — the reference for linear mode.
    private func piecewise(_ u: Double, _ times: [Double], _ values: [Double]) -> Double {
        if u <= times[0] { return values[0] }
        for i in 1..<times.count where u <= times[i] {
            let span = times[i] - times[i - 1]
            return span > 0 ? values[i - 1] + (values[i] - values[i - 1]) * (u - times[i - 1]) / span : values[i]
        }
        return values[values.count - 1]
    }

    func testAppleConstructionForOneKeyframe() {
        // The iOS 7 debugger dump: keyframe (0, 0.1) setting alpha to 0 over 10 s gives keyTimes (0, 0.1, 1),
        // values (1, 0, 0), calculationMode linear, fillMode both, timingFunction easeInEaseOut, duration 10.
        UIView.animateKeyframes(withDuration: 10, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { self.view.alpha = 0 }
        })
        let anim = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        XCTAssertNotNil(anim)
        XCTAssertEqual(anim?.keyTimes, [0, 0.1, 1])
        XCTAssertEqual((anim?.values as? [AnimatableValue])?.map(\.scalarValue), [1, 0, 0])
        XCTAssertEqual(anim?.calculationMode, .linear)
        XCTAssertEqual(anim?.fillMode, .both)
        XCTAssertEqual(anim?.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
        XCTAssertEqual(anim?.duration, 10)
        XCTAssertEqual(view.alpha, 0, "the model takes the final value at once")
    }

    func testLinearModeValuesAtTimesWithLinearCurve() {
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { self.view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.view.alpha = 0 }
        })
        let times = [0, 0.25, 0.5, 1.0], values = [1, 0.5, 0.5, 0.0]
        for t in [0.1, 0.25, 0.5, 0.8, 1.0, 1.3, 1.9] {
            AnimationDriver.shared.advance(to: t0 + t)
            XCTAssertEqual(Double(shown.opacity), piecewise(t / 2, times, values), accuracy: 1e-6, "t = \(t)")
        }
    }

    func testDefaultCurveIsEaseInEaseOutOverTheWhole() {
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { self.view.center.x = 110 }
        })
        // Before the first keyframe the old value holds; then linear in eased time.
        let times = [0, 0.5, 0.75, 1.0], values = [10, 10, 110, 110.0]
        for t in [0.3, 0.9, 1.1, 1.3, 1.45, 1.8] {
            AnimationDriver.shared.advance(to: t0 + t)
            let u = easeInEaseOut(t / 2)
            XCTAssertEqual(Double(shown.position.x), piecewise(u, times, values), accuracy: 1e-4, "t = \(t)")
        }
    }

    func testHoldsPreviousValueBeforeFirstKeyframeForEachProperty() {
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.view.center.y = 60 }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.2) { self.view.alpha = 0 }
        })
        AnimationDriver.shared.advance(to: t0 + 0.55)
        XCTAssertEqual(shown.opacity, 1, accuracy: 1e-9, "alpha has not reached its keyframe yet")
        XCTAssertEqual(shown.position.y, 60, accuracy: 1e-9)
        AnimationDriver.shared.advance(to: t0 + 0.7)
        XCTAssertEqual(shown.opacity, 0.5, accuracy: 1e-6)
    }

    func testChangesOutsideKeyframesSpanTheWholeDuration() {
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: { self.view.center.x = 110 })
        AnimationDriver.shared.advance(to: t0 + 0.3)
        XCTAssertEqual(shown.position.x, 40, accuracy: 1e-6)
    }

    func testDiscreteModeJumpsAtKeyTimes() {
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.calculationModeDiscrete), animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { self.view.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { self.view.center.x = 200 }
        })
        // Construction: keyTimes [0, .25, .5, .75, 1], values [10, 100, 100, 200, 200]; each holds from its time.
        for (t, x) in [(0.2, 10.0), (0.3, 100), (0.6, 100), (0.8, 200)] {
            AnimationDriver.shared.advance(to: t0 + t)
            XCTAssertEqual(Double(shown.position.x), x, "t = \(t)")
        }
    }

    func testPacedModeIgnoresKeyTimes() {
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.calculationModePaced), animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { self.view.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { self.view.center.x = 310 }
        })
        // Constant speed along 10 → 110 → 310 (300 points) over 1 s, whatever the keyframes' windows.
        for t in [0.2, 0.5, 0.9] {
            AnimationDriver.shared.advance(to: t0 + t)
            XCTAssertEqual(Double(shown.position.x), 10 + 300 * t, accuracy: 1e-6, "t = \(t)")
        }
    }

    func testCubicModeIsCatmullRomThroughTheConstruction() {
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.calculationModeCubic), animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { self.view.center.x = 110 }
        })
        // Values [10, 10, 110, 110] at [0, .25, .75, 1]; middle segment p0 = p1 = 10, p2 = p3 = 110:
        // 10 + ½(100s + 300s² − 200s³) at s = (u − .25)/.5.
        for u in [0.375, 0.5, 0.6] {
            AnimationDriver.shared.advance(to: t0 + u)
            let s = (u - 0.25) / 0.5
            XCTAssertEqual(Double(shown.position.x), 10 + 0.5 * (100 * s + 300 * s * s - 200 * s * s * s), accuracy: 1e-6, "u = \(u)")
        }
    }

    func testDelayShowsOldValuesAndCompletionRunsOnce() {
        let t0 = CACurrentMediaTime()
        var results: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                self.view.center.x = 110
                self.view.alpha = 0
            }
        }, completion: { results.append($0) })
        AnimationDriver.shared.advance(to: t0 + 0.25)
        XCTAssertEqual(shown.position.x, 10, "during the delay the old value shows")
        XCTAssertEqual(shown.opacity, 1)
        AnimationDriver.shared.advance(to: t0 + 1.0)
        XCTAssertEqual(shown.position.x, 60, accuracy: 1e-6)
        AnimationDriver.shared.advance(to: t0 + 1.51)
        XCTAssertEqual(results, [true])
        XCTAssertEqual(shown.position.x, 110)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testRepeatAndAutoreverse() {
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union([.repeat, .autoreverse]), animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.view.center.x = 110 }
        })
        for (t, x) in [(0.25, 35.0), (1.25, 85), (2.5, 60), (10.75, 85)] {
            AnimationDriver.shared.advance(to: t0 + t)
            XCTAssertEqual(Double(shown.position.x), x, accuracy: 1e-6, "t = \(t)")
        }
        view.layer.removeAllAnimations()
    }

    func testReplacesRunningViewAnimationOrStartsFromScreen() {
        var first: [Bool] = []
        var t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 110 },
                       completion: { first.append($0) })
        AnimationDriver.shared.advance(to: t0 + 0.5)   // on screen: 60
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: { self.view.center.x = 210 })
        AnimationDriver.shared.advance(to: t0 + 0.5)
        XCTAssertEqual(view.layer.animationKeys(), ["position"], "the running view animation was replaced")
        XCTAssertEqual(first, [false])
        XCTAssertEqual(shown.position.x, 110, accuracy: 1e-9, "starts from the old model value, as UIKit does")
        AnimationDriver.shared.advance(to: t0 + 1.6)

        t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 310 })
        AnimationDriver.shared.advance(to: t0 + 0.5)   // on screen: 260
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.beginFromCurrentState),
                                animations: { self.view.center.x = 410 })
        AnimationDriver.shared.advance(to: t0 + 0.5)
        XCTAssertEqual(shown.position.x, 260, accuracy: 1e-9, "beginFromCurrentState starts from the screen")
        AnimationDriver.shared.advance(to: t0 + 1.0)
        XCTAssertEqual(shown.position.x, 335, accuracy: 1e-6)
    }

    func testZeroDurationAppliesAtOnce() {
        var results: [Bool] = []
        UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.view.alpha = 0.25 }
        }, completion: { results.append($0) })
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(view.alpha, 0.25)
        XCTAssertEqual(results, [], "never synchronously")
        Clock.advance(by: 1.0 / 60)
        XCTAssertEqual(results, [true])
    }

    func testAddKeyframeOutsideKeyframeBlockJustApplies() {
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.view.alpha = 0.5 }
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testUserInteractionBlockedUnlessAllowed() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { self.view.center.x = 50 })
        XCTAssertEqual(view.interactionBlockingAnimations, 1)
        let other = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        window.addSubview(other)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { other.alpha = 0 })
        XCTAssertEqual(other.interactionBlockingAnimations, 0)
        Clock.advance(by: 1.1)
        XCTAssertEqual(view.interactionBlockingAnimations, 0)
    }
}
