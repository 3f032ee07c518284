import XCTest
@testable import MotionViews

/// iOS 17's `UIView.animate(springDuration:bounce:…)`, `UISpringTimingParameters(duration:bounce:)` and
/// `CASpringAnimation(perceptualDuration:bounce:)`: the motion follows m·x'' + c·x' + k·(x − 1) = 0 with
/// Apple's mapping (mass 1, k = (2π/duration)², c = 4π(1 − bounce)/duration), integrated independently by
/// RK4 (`springODE`), and the animation lasts until the spring settles.
final class SpringDurationBounceTests: XCTestCase {
    func testAnimateWithSpringDurationAndBounceFollowsTheSpring() {
        let w = makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        w.addSubview(v)
        let t0 = CACurrentMediaTime()
        var completions: [Bool] = []
        UIView.animate(springDuration: 0.5, bounce: 0.3) {
            v.center.x = 220
        } completion: { completions.append($0) }
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.7 / 0.5
        for t in stride(from: 0.05, through: 0.8, by: 0.05) {
            Clock.run(from: t0, to: t)
            let expected = 20 + 200 * springODE(mass: 1, stiffness: k, damping: c, velocity: 0, at: t)
            XCTAssertEqual(Double(v.layer.presentationProperties().position.x), expected, accuracy: 1e-3, "t = \(t)")
        }
        XCTAssertTrue(completions.isEmpty, "still settling at 0.8 s")
        Clock.run(from: t0, to: 3)
        XCTAssertEqual(completions, [true], "the completion runs once, when the spring has settled")
    }

    func testANegativeBounceIsOverDamped() {
        let w = makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        w.addSubview(v)
        let t0 = CACurrentMediaTime()
        UIView.animate(springDuration: 0.4, bounce: -0.5) { v.center.x = 120 }
        // ζ = 1/(1 − 0.5) = 2: c = 4π·2/0.4.
        let k = pow(2 * Double.pi / 0.4, 2), c = 4 * Double.pi * 2 / 0.4
        for t in [0.1, 0.3, 0.6] {
            Clock.run(from: t0, to: t)
            XCTAssertEqual(Double(v.layer.presentationProperties().position.x),
                           20 + 100 * springODE(mass: 1, stiffness: k, damping: c, velocity: 0, at: t), accuracy: 1e-3, "t = \(t)")
        }
    }

    func testAPropertyAnimatorWithDurationAndBounce() {
        let w = makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        w.addSubview(v)
        let t0 = CACurrentMediaTime()
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: UISpringTimingParameters(duration: 0.6, bounce: 0.2))
        animator.addAnimations { v.center.x = 220 }
        var ended = false
        animator.addCompletion { if $0 == .end { ended = true } }
        animator.startAnimation()
        let k = pow(2 * Double.pi / 0.6, 2), c = 4 * Double.pi * 0.8 / 0.6
        for t in [0.1, 0.25, 0.5] {
            Clock.run(from: t0, to: t)
            XCTAssertEqual(Double(v.layer.presentationProperties().position.x),
                           20 + 200 * springODE(mass: 1, stiffness: k, damping: c, velocity: 0, at: t), accuracy: 1e-3, "t = \(t)")
        }
        Clock.run(from: t0, to: 3)
        XCTAssertTrue(ended, "the spring sets the duration (settled well before the animator's 10 s)")
    }

    func testCASpringAnimationPerceptualDurationAndBounce() {
        let a = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(Double(a.mass), 1)
        XCTAssertEqual(Double(a.stiffness), pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(Double(a.damping), 4 * Double.pi * 0.7 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(a.perceptualDuration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(Double(a.bounce), 0.3, accuracy: 1e-12)
        a.bounce = 0
        XCTAssertEqual(a.perceptualDuration, 0.5, accuracy: 1e-12, "changing the bounce keeps the pace")
        XCTAssertEqual(Double(a.damping), 4 * Double.pi / 0.5, accuracy: 1e-9)
        a.perceptualDuration = -1
        XCTAssertEqual(a.perceptualDuration, 0.5, accuracy: 1e-12, "a duration that makes no spring is ignored")
    }
}
