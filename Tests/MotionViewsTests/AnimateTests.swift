import XCTest
@testable import MotionViews

final class AnimateTests: XCTestCase {
    var window: UIWindow!
    var view: UIView!

    override func setUp() {
        window = makeWindow()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))   // centre (10, 10)
        window.addSubview(view)
    }

    private var shownX: CGFloat { view.layer.presentationProperties().position.x }

    /// iOS 13's `modifyAnimations(withRepeatCount:autoreverses:animations:)`: the changes in its closure
    /// repeat and autoreverse; the block's other changes do not; outside a block the changes are made at once.
    func testModifyAnimationsRepeatsOnlyItsOwnChanges() {
        UIView.animate(withDuration: 1) {
            UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) { self.view.alpha = 0.2 }
            self.view.center = CGPoint(x: 110, y: 10)
        }
        let fade = view.layer.animation(forKey: "opacity"), move = view.layer.animation(forKey: "position")
        XCTAssertEqual(fade?.repeatCount, 2.5)
        XCTAssertEqual(fade?.autoreverses, true)
        XCTAssertEqual(move?.repeatCount, 0)
        XCTAssertEqual(move?.autoreverses, false)
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { self.view.alpha = 0.7 }
        XCTAssertEqual(Double(view.alpha), 0.7, accuracy: 1e-6)
        XCTAssertEqual(view.layer.animation(forKey: "opacity")?.repeatCount, 2.5, "outside a block: no new animation")
    }

    func testValueFollowsEaseInEaseOutByDefault() {
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 2) { self.view.center = CGPoint(x: 110, y: 10) }
        XCTAssertEqual(view.center.x, 110, "the model changes at once")
        for t in [0.2, 0.5, 0.9, 1.3, 1.7] {
            AnimationDriver.shared.advance(to: t0 + t)
            XCTAssertEqual(Double(shownX), 10 + 100 * easeInEaseOut(t / 2), accuracy: 1e-4, "t = \(t)")
        }
        AnimationDriver.shared.advance(to: t0 + 2.01)
        XCTAssertEqual(shownX, 110)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testCurves() {
        let cases: [(UIView.AnimationOptions, (Double) -> Double)] = [
            (.curveLinear, { $0 }),
            (.curveEaseIn, { bezierTiming($0, 0.42, 0, 1, 1) }),
            (.curveEaseOut, { bezierTiming($0, 0, 0, 0.58, 1) }),
        ]
        for (option, curve) in cases {
            view.center = CGPoint(x: 10, y: 10)
            let t0 = CACurrentMediaTime()
            UIView.animate(withDuration: 1, delay: 0, options: option, animations: { self.view.center.x = 210 })
            AnimationDriver.shared.advance(to: t0 + 0.3)
            XCTAssertEqual(Double(shownX), 10 + 200 * curve(0.3), accuracy: 1e-3, "\(option)")
            AnimationDriver.shared.advance(to: t0 + 1.01)
        }
    }

    func testEveryViewPropertyAnimates() {
        let t0 = CACurrentMediaTime()
        view.backgroundColor = UIColor(white: 0, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.frame = CGRect(x: 100, y: 100, width: 60, height: 40)
            self.view.alpha = 0
            self.view.transform = CGAffineTransform(scaleX: 3, y: 3)
            self.view.backgroundColor = UIColor(white: 1, alpha: 1)
        })
        AnimationDriver.shared.advance(to: t0 + 0.25)
        let p = view.layer.presentationProperties()
        // Linear, a quarter of the way: centre (10,10)→(130,120), size 20×20→60×40.
        assertPoint(p.position, CGPoint(x: 40, y: 37.5), accuracy: 1e-9)
        XCTAssertEqual(p.bounds.size.width, 30, accuracy: 1e-9)
        XCTAssertEqual(p.bounds.size.height, 25, accuracy: 1e-9)
        XCTAssertEqual(p.opacity, 0.75, accuracy: 1e-6)
        XCTAssertEqual(p.transform.m11, 1.5, accuracy: 1e-6)
        XCTAssertEqual(p.backgroundColor!.red, 0.25, accuracy: 1e-9)
    }

    func testAdditiveInterruptionStacksWithoutJumping() {
        let t0 = CACurrentMediaTime()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { self.view.center.x = 110 }, completion: { results.append($0) })
        AnimationDriver.shared.advance(to: t0 + 0.5)
        let before = shownX
        XCTAssertEqual(before, 60, accuracy: 1e-9)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { self.view.center.x = 210 }, completion: { results.append($0) })
        AnimationDriver.shared.advance(to: t0 + 0.5)   // the next frame, at the same time
        XCTAssertEqual(shownX, before, accuracy: 1e-9, "no jump at the interruption")
        // Both offsets decay linearly: 210 + (10−110)(1−0.75) + (110−210)(1−0.25).
        AnimationDriver.shared.advance(to: t0 + 0.75)
        XCTAssertEqual(shownX, 210 - 25 - 75, accuracy: 1e-9)
        AnimationDriver.shared.advance(to: t0 + 1.01)
        XCTAssertEqual(results, [true], "the first animation ran to its end")
        AnimationDriver.shared.advance(to: t0 + 1.51)
        XCTAssertEqual(results, [true, true])
        XCTAssertEqual(shownX, 210)
    }

    func testBeginFromCurrentStateReplacesAndStartsFromScreen() {
        let t0 = CACurrentMediaTime()
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { self.view.center.x = 110 }, completion: { first.append($0) })
        AnimationDriver.shared.advance(to: t0 + 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { self.view.center.x = 210 }, completion: { second.append($0) })
        AnimationDriver.shared.advance(to: t0 + 0.5)   // the next frame, at the same time
        XCTAssertEqual(shownX, 60, accuracy: 1e-9)
        XCTAssertEqual(view.layer.animationKeys()?.count, 1, "the running animation was replaced")
        AnimationDriver.shared.advance(to: t0 + 0.75)
        XCTAssertEqual(first, [false])
        XCTAssertEqual(shownX, 60 + 150 * 0.25, accuracy: 1e-9)
        AnimationDriver.shared.advance(to: t0 + 1.51)
        XCTAssertEqual(first, [false])
        XCTAssertEqual(second, [true])
    }

    func testBeginFromCurrentStateWithoutAnimationInFlightStartsFromTheModel() {
        let t0 = CACurrentMediaTime()
        view.center.x = 50   // changed in this frame, not yet on screen
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { self.view.center.x = 150 })
        AnimationDriver.shared.advance(to: t0 + 0.25)
        XCTAssertEqual(shownX, 75, accuracy: 1e-9)
    }

    func testPresentationIsContinuousAcrossInterruptionsWithEasing() {
        for options in [UIView.AnimationOptions(), .beginFromCurrentState] {
            view.center = CGPoint(x: 10, y: 10)
            let t0 = CACurrentMediaTime()
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { self.view.center.x = 310 })
            Clock.run(from: t0, to: 0.4)
            var samples: [CGFloat] = [shownX]
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { self.view.center.x = -90 })
            var t = 0.4
            while t < 1.5 {
                t += 0.001
                AnimationDriver.shared.advance(to: t0 + t)
                samples.append(shownX)
            }
            // Speed is bounded (about 400 points over 1 s with easing: < 2 points per ms), so no step jumps.
            let steps = zip(samples, samples.dropFirst()).map { abs($1 - $0) }
            XCTAssertLessThan(steps.max()!, 2, "options \(options.rawValue)")
            XCTAssertEqual(samples.last!, -90)
        }
    }

    func testCompletionOncePerBlockWithAllFinished() {
        let t0 = CACurrentMediaTime()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: {
            self.view.center.x = 100
            self.view.alpha = 0.5
            self.view.backgroundColor = .red
        }, completion: { calls.append($0) })
        XCTAssertEqual(view.layer.animationKeys()?.count, 3)
        AnimationDriver.shared.advance(to: t0 + 0.99)
        XCTAssertEqual(calls, [])
        AnimationDriver.shared.advance(to: t0 + 1.0)
        XCTAssertEqual(calls, [true])
        AnimationDriver.shared.advance(to: t0 + 2)
        XCTAssertEqual(calls, [true])
    }

    func testCompletionIsFalseWhenOneAnimationIsRemoved() {
        let t0 = CACurrentMediaTime()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: {
            self.view.center.x = 100
            self.view.alpha = 0.5
        }, completion: { calls.append($0) })
        AnimationDriver.shared.advance(to: t0 + 0.5)
        view.layer.removeAnimation(forKey: "opacity")
        AnimationDriver.shared.advance(to: t0 + 0.6)
        XCTAssertEqual(calls, [], "waits for the other animation")
        AnimationDriver.shared.advance(to: t0 + 1.01)
        XCTAssertEqual(calls, [false])
    }

    func testBlockThatChangesNothingCompletesNextFrame() {
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { self.view.center = self.view.center }, completion: { calls.append($0) })
        XCTAssertEqual(calls, [], "never synchronously")
        XCTAssertNil(view.layer.animationKeys())
        Clock.advance(by: 1.0 / 60)
        XCTAssertEqual(calls, [true])
        Clock.advance(by: 1.0 / 60)
        XCTAssertEqual(calls, [true])
        // Zero duration: applied at once, completion next frame.
        UIView.animate(withDuration: 0, animations: { self.view.alpha = 0.3 }, completion: { calls.append($0) })
        XCTAssertNil(view.layer.animationKeys())
        Clock.advance(by: 1.0 / 60)
        XCTAssertEqual(view.layer.presentationProperties().opacity, 0.3, accuracy: 1e-6)
        XCTAssertEqual(calls, [true, true])
    }

    func testDelayHoldsTheOldValue() {
        let t0 = CACurrentMediaTime()
        var done = false
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear,
                       animations: { self.view.center.x = 110 }, completion: { done = $0 })
        XCTAssertEqual(view.center.x, 110)
        AnimationDriver.shared.advance(to: t0 + 0.25)
        XCTAssertEqual(shownX, 10, accuracy: 1e-9, "nothing moves during the delay")
        AnimationDriver.shared.advance(to: t0 + 1.0)
        XCTAssertEqual(shownX, 60, accuracy: 1e-9)
        AnimationDriver.shared.advance(to: t0 + 1.4)
        XCTAssertFalse(done)
        AnimationDriver.shared.advance(to: t0 + 1.51)
        XCTAssertTrue(done)
    }

    func testRepeatAutoreverse() {
        let t0 = CACurrentMediaTime()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                       animations: { self.view.center.x = 110 }, completion: { calls.append($0) })
        AnimationDriver.shared.advance(to: t0 + 0.25)
        XCTAssertEqual(shownX, 35, accuracy: 1e-9)
        AnimationDriver.shared.advance(to: t0 + 1.25)
        XCTAssertEqual(shownX, 85, accuracy: 1e-9, "coming back")
        AnimationDriver.shared.advance(to: t0 + 2.25)
        XCTAssertEqual(shownX, 35, accuracy: 1e-9, "going again")
        AnimationDriver.shared.advance(to: t0 + 100.25)
        XCTAssertEqual(calls, [])
        view.layer.removeAllAnimations()
        Clock.advance(by: 1.0 / 60)
        XCTAssertEqual(calls, [false])
        XCTAssertEqual(shownX, 110)
    }

    func testSpringMatchesTheODEForUIKitSpringParameters() throws {
        for (damping, velocity) in [(0.5, 0.0), (0.8, 2.0), (1.0, 0.0)] {
            view.center = CGPoint(x: 10, y: 10)
            let t0 = CACurrentMediaTime()
            UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: CGFloat(damping),
                           initialSpringVelocity: CGFloat(velocity), options: [],
                           animations: { self.view.center.x = 110 })
            let p = try UIKitSpring.parameters(duration: 1.2, dampingRatio: damping, initialVelocity: velocity)
            for t in [0.05, 0.2, 0.45, 0.8, 1.1] {
                AnimationDriver.shared.advance(to: t0 + t)
                let x = springODE(mass: p.mass, stiffness: p.stiffness, damping: p.damping, velocity: velocity, at: t)
                XCTAssertEqual(Double(shownX), 10 + 100 * x, accuracy: 1e-4, "ζ \(damping), v \(velocity), t \(t)")
            }
            AnimationDriver.shared.advance(to: t0 + 1.21)
            XCTAssertEqual(shownX, 110)
        }
    }

    func testNestedBlocksInheritDurationUnlessOverridden() {
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(other)
        let t0 = CACurrentMediaTime()
        var outer: [Bool] = [], inner: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.center.x = 110
            UIView.animate(withDuration: 0.25, delay: 0, options: [], animations: { other.center.x = 110 },
                           completion: { inner.append($0) })
        }, completion: { outer.append($0) })
        AnimationDriver.shared.advance(to: t0 + 0.5)
        XCTAssertEqual(other.layer.presentationProperties().position.x, 60, accuracy: 1e-9, "inherited 1 s, linear")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                           animations: { other.alpha = 0 })
        })
        AnimationDriver.shared.advance(to: t0 + 0.625)
        XCTAssertEqual(other.layer.presentationProperties().opacity, 0.5, accuracy: 1e-6)
        AnimationDriver.shared.advance(to: t0 + 1.01)
        XCTAssertEqual(outer, [true])
        XCTAssertEqual(inner, [true])
    }

    func testPerformWithoutAnimationAndLayoutInsideBlocks() {
        final class Stack: UIView {
            override func layoutSubviews() {
                for (i, s) in subviews.enumerated() { s.frame = CGRect(x: 0, y: CGFloat(i) * bounds.height / 2, width: bounds.width, height: bounds.height / 2) }
            }
        }
        let stack = Stack(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        stack.addSubview(a); stack.addSubview(b)
        window.addSubview(stack)
        window.layoutIfNeeded()
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.performWithoutAnimation { self.view.alpha = 0.2 }
            stack.bounds.size.height = 200
            stack.layoutIfNeeded()
        })
        XCTAssertNil(view.layer.animationKeys())
        AnimationDriver.shared.advance(to: t0 + 0.5)
        // b's centre y goes 75 → 150 along with the layout change.
        XCTAssertEqual(b.layer.presentationProperties().position.y, 112.5, accuracy: 1e-9)
    }
}
