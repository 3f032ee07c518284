import XCTest
@testable import MotionViews

/// `UIViewPropertyAnimator` against Apple's documented semantics, on the virtual clock: values at times
/// for each curve (independent Bézier and spring references), pause/scrub/reverse/continue continuity,
/// completion positions, state transitions and the programmer errors UIKit raises for.
final class PropertyAnimatorTests: XCTestCase {
    var window: UIWindow!
    var view: UIView!
    var errors: [String] = []

    override func setUp() {
        window = makeWindow()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))   // centre (10, 10)
        window.addSubview(view)
        errors = []
        UIViewPropertyAnimator.programmerError = { [unowned self] in self.errors.append($0) }
    }

    override func tearDown() {
        UIViewPropertyAnimator.programmerError = { preconditionFailure($0) }
    }

    /// What is on screen at the current time (every animation applied to the live model).
    private var x: Double { Double(view.layer.presentationProperties(atLocalTime: CACurrentMediaTime()).position.x) }
    private var y: Double { Double(view.layer.presentationProperties(atLocalTime: CACurrentMediaTime()).position.y) }
    private var alpha: Double { Double(view.layer.presentationProperties(atLocalTime: CACurrentMediaTime()).opacity) }

    private func at(_ t: Double) { AnimationDriver.shared.advance(to: t) }

    private func easeIn(_ x: Double) -> Double { bezierTiming(x, 0.42, 0, 1, 1) }
    private func easeOut(_ x: Double) -> Double { bezierTiming(x, 0, 0, 0.58, 1) }

    /// Runs `body` and asserts the screen did not move at this instant.
    private func assertNoJump(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        let (bx, by, ba) = (x, y, alpha)
        body()
        XCTAssertEqual(x, bx, accuracy: 1e-9, "x jumped at \(what)", file: file, line: line)
        XCTAssertEqual(y, by, accuracy: 1e-9, "y jumped at \(what)", file: file, line: line)
        XCTAssertEqual(alpha, ba, accuracy: 1e-9, "alpha jumped at \(what)", file: file, line: line)
    }

    // MARK: Curves

    func testBuiltInCurvesAndCompletionAtTheEnd() {
        let cases: [(UIView.AnimationCurve, (Double) -> Double)] = [
            (.easeInOut, easeInEaseOut), (.easeIn, easeIn), (.easeOut, easeOut), (.linear, { $0 }),
        ]
        for (curve, reference) in cases {
            view.center = CGPoint(x: 10, y: 10)
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 2, curve: curve) { self.view.center.x = 110 }
            animator.addCompletion { positions.append($0) }
            XCTAssertEqual(view.center.x, 10, "blocks run when the animator starts")
            XCTAssertEqual(animator.state, .inactive)
            let t0 = CACurrentMediaTime()
            animator.startAnimation()
            XCTAssertEqual(view.center.x, 110, "the model takes the end value at once")
            XCTAssertTrue(animator.isRunning)
            for t in [0.3, 1.0, 1.7] {
                at(t0 + t)
                XCTAssertEqual(x, 10 + 100 * reference(t / 2), accuracy: 1e-4, "\(curve) t = \(t)")
                XCTAssertEqual(Double(animator.fractionComplete), t / 2, accuracy: 1e-12)
            }
            at(t0 + 2.0)
            XCTAssertEqual(positions, [.end])
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertNil(view.layer.animationKeys())
            XCTAssertEqual(x, 110)
        }
    }

    func testControlPointCurve() {
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.8),
                                              controlPoint2: CGPoint(x: 0.3, y: 1)) { self.view.center.x = 110 }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        for t in [0.1, 0.25, 0.6] {
            at(t0 + t)
            XCTAssertEqual(x, 10 + 100 * bezierTiming(t, 0.1, 0.8, 0.3, 1), accuracy: 1e-4, "t = \(t)")
        }
        at(t0 + 1)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testDampingRatioSpringFollowsUIKitsMapping() throws {
        let s = try UIKitSpring.parameters(duration: 1, dampingRatio: 0.5, initialVelocity: 0)
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { self.view.center.x = 110 }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        var peak = 0.0
        for t in stride(from: 0.05, to: 1, by: 0.05) {
            at(t0 + t)
            let expected = 10 + 100 * springODE(mass: s.mass, stiffness: s.stiffness, damping: s.damping, velocity: 0, at: t)
            XCTAssertEqual(x, expected, accuracy: 1e-4, "t = \(t)")
            peak = max(peak, x)
        }
        XCTAssertGreaterThan(peak, 115, "ζ = 0.5 overshoots")
        at(t0 + 1)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(x, 110)
    }

    func testMassStiffnessSpringTakesItsSettlingTime() {
        let params = UISpringTimingParameters(mass: 1, stiffness: 200, damping: 10, initialVelocity: CGVector(dx: 2, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: params)
        animator.addAnimations { self.view.alpha = 0 }
        let settling = SpringSimulation(mass: 1, stiffness: 200, damping: 10, initialVelocity: 2).settlingDuration
        XCTAssertEqual(animator.duration, settling, accuracy: 1e-12, "the given 5 s is ignored, as UIKit documents")
        XCTAssertNotEqual(animator.duration, 5)
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        for t in [0.05, 0.2, 0.5] {
            at(t0 + t)
            XCTAssertEqual(alpha, 1 - springODE(mass: 1, stiffness: 200, damping: 10, velocity: 2, at: t), accuracy: 1e-4, "t = \(t)")
        }
        at(t0 + settling + 0.01)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testSpringVelocityIsPerAxisForPositions() throws {
        let params = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 3, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: params)
        animator.addAnimations { self.view.center = CGPoint(x: 110, y: 110) }
        let sx = try UIKitSpring.parameters(duration: 1, dampingRatio: 0.8, initialVelocity: 3)
        let sy = try UIKitSpring.parameters(duration: 1, dampingRatio: 0.8, initialVelocity: 0)
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        for t in [0.1, 0.3] {
            at(t0 + t)
            XCTAssertEqual(x, 10 + 100 * springODE(mass: sx.mass, stiffness: sx.stiffness, damping: sx.damping, velocity: 3, at: t), accuracy: 1e-4)
            XCTAssertEqual(y, 10 + 100 * springODE(mass: sy.mass, stiffness: sy.stiffness, damping: sy.damping, velocity: 0, at: t), accuracy: 1e-4)
        }
        XCTAssertGreaterThan(x, y, "the x axis started with a push")
        at(t0 + 1)
    }

    // MARK: Pause, scrub, resume

    func testPauseFreezesExactly() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center.x = 110 }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        at(t0 + 0.4)
        let frozen = x
        assertNoJump("pause") { animator.pauseAnimation() }
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        at(t0 + 1.5)
        XCTAssertEqual(x, frozen, accuracy: 1e-12, "paused: nothing moves")
        XCTAssertEqual(Double(animator.fractionComplete), 0.4, accuracy: 1e-12)
        animator.stopAnimation(true)
    }

    func testScrubbingAnInactiveAnimatorIsLinearByDefault() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center.x = 110 }
        animator.fractionComplete = 0.3
        XCTAssertEqual(animator.state, .active, "setting fractionComplete starts it paused")
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(x, 40, accuracy: 1e-9)
        animator.fractionComplete = 0.85
        XCTAssertEqual(x, 95, accuracy: 1e-9)
        animator.fractionComplete = 2
        XCTAssertEqual(animator.fractionComplete, 1, "clamped")
        XCTAssertEqual(x, 110, accuracy: 1e-9)
        animator.stopAnimation(true)

        view.center.x = 10
        let curved = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center.x = 110 }
        curved.scrubsLinearly = false
        curved.fractionComplete = 0.3
        XCTAssertEqual(x, 10 + 100 * easeInEaseOut(0.3), accuracy: 1e-4, "scrubsLinearly = false follows the curve")
        curved.stopAnimation(true)
    }

    func testScrubAfterPauseGoesThroughThePausedPoint() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center.x = 110 }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        at(t0 + 0.2)
        animator.pauseAnimation()
        let c = easeInEaseOut(0.2)
        assertNoJump("scrub to the paused fraction") { animator.fractionComplete = 0.2 }
        XCTAssertEqual(x, 10 + 100 * c, accuracy: 1e-4)
        animator.fractionComplete = 0.1
        XCTAssertEqual(x, 10 + 100 * c / 2, accuracy: 1e-4, "linear from the start to the paused point")
        animator.fractionComplete = 0.6
        XCTAssertEqual(x, 10 + 100 * (c + (1 - c) * 0.4 / 0.8), accuracy: 1e-4, "linear from the paused point to the end")
        animator.stopAnimation(true)
    }

    func testResumeAfterScrubStartsFromTheScreenAndEndsOnTime() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.6   // linear scrub: x = 70
        let t1 = CACurrentMediaTime() + 3
        at(t1)
        assertNoJump("resume") { animator.startAnimation() }
        XCTAssertEqual(x, 70, accuracy: 1e-9)
        // The curve is replayed from 70 to 110 over the remaining 0.4 s.
        at(t1 + 0.1)
        XCTAssertEqual(x, 70 + 40 * easeInEaseOut(0.25), accuracy: 1e-4)
        at(t1 + 0.39)
        XCTAssertEqual(positions, [])
        at(t1 + 0.4)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(x, 110)
    }

    func testResumeAfterPlainPauseContinuesTheTimeline() {
        for linearScrub in [true, false] {
            view.center.x = 10
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center.x = 110 }
            animator.scrubsLinearly = linearScrub
            let t0 = CACurrentMediaTime()
            animator.startAnimation()
            at(t0 + 0.3)
            animator.pauseAnimation()
            at(t0 + 1.3)
            assertNoJump("resume") { animator.startAnimation() }
            at(t0 + 1.5)
            XCTAssertEqual(x, 10 + 100 * easeInEaseOut(0.5), accuracy: 1e-4, "as if never paused (scrubsLinearly \(linearScrub))")
            at(t0 + 2.0)
            XCTAssertEqual(animator.state, .inactive)
        }
    }

    // MARK: Reverse and continue

    func testReverseRetracesAndEndsAtTheStart() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        at(t0 + 0.7)
        assertNoJump("reverse") { animator.isReversed = true }
        XCTAssertTrue(animator.isRunning)
        at(t0 + 0.9)
        XCTAssertEqual(x, 10 + 100 * easeInEaseOut(0.5), accuracy: 1e-4, "back along the same curve")
        XCTAssertEqual(Double(animator.fractionComplete), 0.5, accuracy: 1e-9)
        at(t0 + 1.39)
        XCTAssertEqual(positions, [])
        at(t0 + 1.4)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.center.x, 10, "the model goes back to the start value")
        XCTAssertEqual(x, 10)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testInactiveAnimatorStartedReversedPlaysFromTheEnd() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.isReversed = true
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        XCTAssertEqual(x, 110, accuracy: 1e-9)
        at(t0 + 0.25)
        XCTAssertEqual(x, 85, accuracy: 1e-9)
        at(t0 + 1)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.center.x, 10)
    }

    func testContinueWithSpringFromAPausedFraction() throws {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        at(t0 + 0.5)
        animator.pauseAnimation()
        let p0 = easeInEaseOut(0.5)
        let spring = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1.5, dy: 0))
        assertNoJump("continue with a spring") { animator.continueAnimation(withTimingParameters: spring, durationFactor: 2) }
        XCTAssertTrue(animator.isRunning)
        // Remaining (1 − 0.5) × 1 s × 2 = 1 s, a spring UIKit would pick for 1 s, pushed at 1.5 distances/s.
        let s = try UIKitSpring.parameters(duration: 1, dampingRatio: 0.6, initialVelocity: 1.5)
        let tc = CACurrentMediaTime()
        for tau in [0.05, 0.2, 0.45, 0.8] {
            at(tc + tau)
            let f = springODE(mass: s.mass, stiffness: s.stiffness, damping: s.damping, velocity: 1.5, at: tau)
            XCTAssertEqual(x, 10 + 100 * (p0 + (1 - p0) * f), accuracy: 1e-4, "τ = \(tau)")
        }
        at(tc + 1)
        XCTAssertEqual(positions, [.end])
    }

    func testContinueWithoutParametersReplaysTheCurveOverTheRemainingTime() {
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { self.view.center.x = 110 }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        at(t0 + 0.5)
        animator.pauseAnimation()
        let p0 = easeInEaseOut(0.25)
        assertNoJump("continue") { animator.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        at(t0 + 1.25)   // 0.75 s into the remaining 1.5 s
        XCTAssertEqual(x, 10 + 100 * (p0 + (1 - p0) * easeInEaseOut(0.5)), accuracy: 1e-4)
        at(t0 + 2.0)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testNoJumpAcrossAScriptOfInterruptions() {
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) {
            self.view.center = CGPoint(x: 210, y: 60)
            self.view.alpha = 0.2
        }
        var t = CACurrentMediaTime()
        func step(_ dt: Double) { t += dt; at(t) }
        animator.startAnimation()
        step(0.25)
        assertNoJump("pause") { animator.pauseAnimation() }
        step(0.5)
        assertNoJump("scrub to where it is") { animator.fractionComplete = animator.fractionComplete }
        animator.fractionComplete = 0.6
        assertNoJump("start after scrubbing") { animator.startAnimation() }
        step(0.1)
        assertNoJump("reverse") { animator.isReversed = true }
        step(0.2)
        assertNoJump("pause reversed") { animator.pauseAnimation() }
        animator.fractionComplete = 0.45
        assertNoJump("continue with a spring") {
            animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.4, initialVelocity: CGVector(dx: -1, dy: 2)),
                                       durationFactor: 1)
        }
        step(0.05)
        assertNoJump("reverse again") { animator.isReversed = false }
        step(0.05)
        assertNoJump("stop") { animator.stopAnimation(false) }
        XCTAssertEqual(animator.state, .stopped)
        animator.finishAnimation(at: .current)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(errors, [])
    }

    // MARK: Stopping and finishing

    func testStopWithoutFinishingKeepsTheScreenAndDropsCompletions() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        at(t0 + 0.5)
        assertNoJump("stop") { animator.stopAnimation(true) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 60, "the model takes the value on screen")
        XCTAssertNil(view.layer.animationKeys())
        at(t0 + 2)
        XCTAssertEqual(positions, [])
    }

    func testStopThenFinishAtEachPosition() {
        for (position, expected) in [(UIViewAnimatingPosition.start, 10.0), (.end, 110), (.current, 60)] {
            view.center.x = 10
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 110 }
            animator.addCompletion { positions.append($0) }
            let t0 = CACurrentMediaTime()
            animator.startAnimation()
            at(t0 + 0.5)
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertEqual(animator.fractionComplete, 0, "stopped animators report 0")
            XCTAssertEqual(view.center.x, 60)
            animator.addCompletion { _ in positions.append(position) }
            animator.finishAnimation(at: position)
            XCTAssertEqual(Double(view.center.x), expected)
            XCTAssertEqual(positions, [position, position], "every completion, with the position")
            XCTAssertEqual(animator.state, .inactive)
        }
    }

    func testPausesOnCompletionStaysActiveAndCanPlayBack() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 110 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        at(t0 + 1.2)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(positions, [], "no completion when pausing on completion")
        XCTAssertEqual(x, 110, accuracy: 1e-9)
        animator.isReversed = true
        assertNoJump("play back") { animator.startAnimation() }
        at(t0 + 1.7)
        XCTAssertEqual(x, 60, accuracy: 1e-9)
        at(t0 + 2.3)
        XCTAssertEqual(animator.fractionComplete, 0)
        XCTAssertEqual(x, 10, accuracy: 1e-9)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.center.x, 10)
    }

    // MARK: Adding animations

    func testDelayFactorStartsPartWayWithItsOwnCurve() {
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut)
        animator.addAnimations({ self.view.alpha = 0 }, delayFactor: 0.5)
        animator.addAnimations { self.view.center.x = 110 }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        at(t0 + 0.8)
        XCTAssertEqual(alpha, 1, accuracy: 1e-9, "not started before half-way")
        XCTAssertEqual(x, 10 + 100 * easeInEaseOut(0.4), accuracy: 1e-4)
        at(t0 + 1.5)
        XCTAssertEqual(alpha, 1 - easeInEaseOut(0.5), accuracy: 1e-4, "the curve over the last 1 s")
        at(t0 + 2)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testAnimationsAddedWhileRunningUseTheRemainingTime() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 110 }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        at(t0 + 0.5)
        animator.addAnimations { self.view.alpha = 0 }
        XCTAssertEqual(alpha, 1, accuracy: 1e-9)
        at(t0 + 0.75)
        XCTAssertEqual(alpha, 0.5, accuracy: 1e-9)
        at(t0 + 1)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(alpha, 0)
    }

    func testStartingWithoutBlocksWaitsForThem() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning, "UIKit's transient paused state")
        let t0 = CACurrentMediaTime() + 5
        at(t0)
        animator.addAnimations { self.view.center.x = 110 }
        XCTAssertTrue(animator.isRunning)
        at(t0 + 0.5)
        XCTAssertEqual(x, 60, accuracy: 1e-9)
        at(t0 + 1)
        XCTAssertEqual(positions, [.end])
    }

    func testStacksAdditivelyWithUIViewAnimate() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 110 }
        let t0 = CACurrentMediaTime()
        animator.startAnimation()
        at(t0 + 0.5)
        assertNoJump("a UIView.animate on top") {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 210 })
        }
        at(t0 + 0.75)
        // 210 + (10 − 110)(1 − 0.75) + (110 − 210)(1 − 0.25)
        XCTAssertEqual(x, 110, accuracy: 1e-9)
        at(t0 + 1.6)
        XCTAssertEqual(x, 210)
    }

    func testRunningPropertyAnimator() {
        var positions: [UIViewAnimatingPosition] = []
        let t0 = CACurrentMediaTime()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveEaseIn,
                                                                      animations: { self.view.center.x = 110 },
                                                                      completion: { positions.append($0) })
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.delay, 0.5)
        XCTAssertEqual(view.interactionBlockingAnimations, 1, "like UIView.animate without .allowUserInteraction")
        at(t0 + 0.3)
        XCTAssertEqual(x, 10, accuracy: 1e-9, "waiting out the delay")
        at(t0 + 1.0)
        XCTAssertEqual(x, 10 + 100 * easeIn(0.5), accuracy: 1e-4)
        at(t0 + 1.5)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(view.interactionBlockingAnimations, 0)
    }

    func testZeroDurationFinishesAtTheNextFrame() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0, curve: .linear) { self.view.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        XCTAssertEqual(positions, [])
        Clock.advance(by: 1.0 / 60)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(x, 110)
    }

    func testReleasingAPausedAnimatorLeavesTheViewsWhereTheyAre() {
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 110 }
            animator.fractionComplete = 0.5
            XCTAssertEqual(x, 60, accuracy: 1e-9)
        }
        // UIKit raises here; MotionLab warns on stderr and stops the animations where they were.
        XCTAssertEqual(view.center.x, 60)
        XCTAssertNil(view.layer.animationKeys())
    }

    // MARK: Programmer errors (UIKit raises; here they stop the program — observed through the hook)

    func testProgrammerErrorsAreReportedAndIgnored() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 110 }
        animator.startAnimation()
        Clock.advance(by: 0.25)
        animator.fractionComplete = 0.9
        XCTAssertEqual(Double(animator.fractionComplete), 0.25, accuracy: 1e-9, "a running animator keeps going")
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        animator.finishAnimation(at: .end)
        animator.isInterruptible = false
        XCTAssertTrue(animator.isInterruptible)
        XCTAssertEqual(errors.count, 4)
        XCTAssertTrue(errors[0].contains("fractionComplete set while the animator is running"), errors[0])
        XCTAssertTrue(errors[1].contains("continueAnimation"), errors[1])
        XCTAssertTrue(errors[2].contains("finishAnimation(at:) on a active animator") || errors[2].contains("finishAnimation"), errors[2])
        XCTAssertTrue(errors[3].contains("isInterruptible"), errors[3])
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("UIViewPropertyAnimator: ") && $0.hasSuffix("(UIKit raises here)") })

        animator.stopAnimation(false)
        errors = []
        animator.startAnimation()
        animator.pauseAnimation()
        animator.addAnimations { self.view.alpha = 0 }
        XCTAssertEqual(errors.count, 3, "start, pause and addAnimations on a stopped animator")
        animator.finishAnimation(at: .current)

        let strict = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 10 }
        strict.isInterruptible = false
        strict.startAnimation()
        errors = []
        strict.pauseAnimation()
        strict.stopAnimation(true)
        XCTAssertEqual(errors.count, 2)
        XCTAssertTrue(strict.isRunning, "a non-interruptible animator runs to completion")
        Clock.advance(by: 1.1)
        XCTAssertEqual(strict.state, .inactive)
    }
}
