import XCTest
import UIKit

/// The ported snippets (Snippets/*.swift, compiled unchanged against `import UIKit`), their motion
/// checked at key times against independent references: Bézier curves solved by bisection, springs
/// integrated with RK4, and Apple's documented construction of each animation.
final class SnippetMotionTests: PortTestCase {
    private func assertAngle(_ t: CATransform3D, _ angle: Double, scale: Double = 1, _ message: String = "",
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(t.m11), scale * cos(angle), accuracy: 1e-6, "m11 \(message)", file: file, line: line)
        XCTAssertEqual(Double(t.m12), scale * sin(angle), accuracy: 1e-6, "m12 \(message)", file: file, line: line)
    }

    func testRotateForeverAndStop() {
        let v = makeView(CGRect(x: 10, y: 10, width: 40, height: 40))
        v.rotate(duration: 1)
        v.rotate(duration: 1)   // a second call is ignored while spinning
        XCTAssertEqual(v.layer.animationKeys()?.count, 1)
        for t in [0.25, 0.6, 500.3] {
            at(t)
            assertAngle(shown(v).transform, 2 * .pi * (t - floor(t)), "t = \(t)")
        }
        v.stopRotating()
        at(500.4)
        XCTAssertEqual(shown(v).transform, CATransform3DIdentity)
    }

    func testSpinnerWithHUGEAndCumulativeRotation() {
        let v = makeView(CGRect(x: 10, y: 10, width: 40, height: 40))
        v.startSpinning()
        at(0.2)
        assertAngle(shown(v).transform, .pi / 2)
        at(1.0)   // second turn, a quarter in; cumulative: 2π + π/2
        assertAngle(shown(v).transform, .pi / 2)
        at(80_000.4)
        assertAngle(shown(v).transform, .pi, "HUGE repeats never end")
    }

    func testPulsateSpring() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        window.addSubview(button)
        button.pulsate()
        // CASpringAnimation defaults: mass 1, stiffness 100; damping 1, initialVelocity 0.5; 0.95 → 1.0.
        func scale(_ tau: Double) -> Double { 0.95 + 0.05 * springRef(mass: 1, stiffness: 100, damping: 1, velocity: 0.5, at: tau) }
        for (t, tau) in [(0.3, 0.3), (0.5, 0.5), (0.9, 0.3), (1.5, 0.3), (2.3, 0.1)] {
            at(t)
            XCTAssertEqual(Double(shown(button).transform.m11), scale(tau), accuracy: 1e-6, "t = \(t)")
        }
        at(2.41)
        XCTAssertEqual(shown(button).transform.m11, 1, "two autoreversed cycles, then the model")
    }

    func testPulseRingGroup() {
        let dot = makeView(CGRect(x: 100, y: 100, width: 20, height: 20))
        let pulse = PulseRing(around: dot)
        XCTAssertTrue(window.subviews.firstIndex(of: pulse.ring)! < window.subviews.firstIndex(of: dot)!, "the ring is below")
        pulse.start()
        for t in [0.75, 1.2, 3.75] {
            at(t)
            let u = easeOutRef((t.truncatingRemainder(dividingBy: 1.5)) / 1.5)   // the group's curve, in its time
            XCTAssertEqual(Double(shown(pulse.ring).transform.m11), 1 + 1.5 * u, accuracy: 1e-5, "scale t = \(t)")
            let fade = u < 0.3 ? 0.9 + (0.5 - 0.9) * u / 0.3 : 0.5 + (0 - 0.5) * (u - 0.3) / 0.7
            XCTAssertEqual(Double(shown(pulse.ring).opacity), fade, accuracy: 1e-5, "opacity t = \(t)")
        }
    }

    func testHeartbeatWithNSValueBoxes() {
        let v = makeView(CGRect(x: 0, y: 0, width: 40, height: 40))   // centre (20, 20)
        v.heartbeat()
        at(0.15)
        XCTAssertEqual(Double(shown(v).transform.m11), 1 + 0.3 * easeInOutRef(0.5), accuracy: 1e-5)
        XCTAssertEqual(Double(shown(v).position.y), 20 - 10 * 0.5, accuracy: 1e-9, "byValue: from the value when added")
        at(0.45)   // reversing
        XCTAssertEqual(Double(shown(v).transform.m11), 1 + 0.3 * easeInOutRef(0.5), accuracy: 1e-5)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue, CGPoint(x: 3, y: 4))
        XCTAssertEqual(NSValue(cgAffineTransform: CGAffineTransform(rotationAngle: 1)).cgAffineTransformValue,
                       CGAffineTransform(rotationAngle: 1))
    }

    func testShakeKeyframes() {
        let field = makeView(CGRect(x: 20, y: 20, width: 200, height: 40))
        field.shake()
        // Nine values, eight even segments of 0.075 s, linear.
        for (t, x) in [(0.0375, 0.0), (0.075, 20), (0.3, -10), (0.5625, 2.5)] {
            at(t)
            XCTAssertEqual(Double(shown(field).transform.m41), x, accuracy: 1e-6, "t = \(t)")
        }
        at(0.61)
        XCTAssertEqual(shown(field).transform.m41, 0)
        XCTAssertNil(field.layer.animationKeys())
    }

    func testFadeChainRunsThroughCompletions() {
        let v = makeView(CGRect(x: 0, y: 0, width: 10, height: 10))
        var done = false
        v.blink { done = true }
        at(0.125)
        XCTAssertEqual(Double(shown(v).opacity), 1 - easeInRef(0.5), accuracy: 1e-5)
        at(0.25)   // fade-out ends; its completion starts the fade-in now
        at(0.375)
        XCTAssertEqual(Double(shown(v).opacity), easeInRef(0.5), accuracy: 1e-5)
        XCTAssertFalse(done)
        at(0.5)
        XCTAssertTrue(done)
        XCTAssertEqual(v.alpha, 1)
    }

    func testPopInSpring() throws {
        let v = makeView(CGRect(x: 0, y: 0, width: 50, height: 50))
        var finished: [Bool] = []
        v.popIn { finished.append($0) }
        let s = try UIKitSpring.parameters(duration: 0.6, dampingRatio: 0.5, initialVelocity: 0.8)
        for t in [0.05, 0.15, 0.3] {
            at(t)
            let x = springRef(mass: s.mass, stiffness: s.stiffness, damping: s.damping, velocity: 0.8, at: t)
            XCTAssertEqual(Double(shown(v).transform.m11), 0.1 + 0.9 * x, accuracy: 1e-4, "scale t = \(t)")
            XCTAssertEqual(Double(shown(v).opacity), x, accuracy: 1e-4, "alpha t = \(t)")
        }
        XCTAssertTrue(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === v, ".allowUserInteraction keeps it touchable")
        at(0.6)
        XCTAssertEqual(finished, [true])
    }

    func testKeyframeBounce() {
        let ball = makeView(CGRect(x: 90, y: 90, width: 20, height: 20))   // centre (100, 100)
        var finished: [Bool] = []
        ball.bounce(height: 60) { finished.append($0) }
        // Construction: y at [0, .25, .5, .75, 1] = [100, 40, 100, 80, 100], linear overall.
        for (t, y) in [(0.125, 70.0), (0.375, 70), (0.625, 90), (0.875, 90)] {
            at(t)
            XCTAssertEqual(Double(shown(ball).position.y), y, accuracy: 1e-6, "t = \(t)")
        }
        at(1.0)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(ball.center, CGPoint(x: 100, y: 100))
    }

    func testScrubbableCard() {
        let card = makeView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let scrubber = ScrubbableCard(card: card)
        for (value, p) in [(Float(0.5), 0.5), (0.2, 0.2)] {
            scrubber.sliderChanged(value)
            let now = card.layer.presentationProperties(atLocalTime: CACurrentMediaTime())
            assertAngle(now.transform, .pi / 4 * p, scale: 1 + 0.5 * p, "slider \(value)")
            XCTAssertEqual(Double(now.opacity), 1 - 0.5 * p, accuracy: 1e-6)
        }
        let before = card.layer.presentationProperties(atLocalTime: CACurrentMediaTime())
        let released = CACurrentMediaTime() - t0
        scrubber.sliderReleased()
        let after = card.layer.presentationProperties(atLocalTime: CACurrentMediaTime())
        XCTAssertEqual(after.transform.m11, before.transform.m11, accuracy: 1e-9, "no jump on release")
        XCTAssertEqual(after.opacity, before.opacity, accuracy: 1e-7)
        at(released + 0.4)   // half of the remaining 0.8 s, ease-in-ease-out replayed from 0.2
        let p = 0.2 + 0.8 * easeInOutRef(0.5)
        assertAngle(shown(card).transform, .pi / 4 * p, scale: 1 + 0.5 * p)
        at(released + 0.8)
        XCTAssertEqual(scrubber.animator.state, .active, "pausesOnCompletion keeps it active")
        XCTAssertFalse(scrubber.animator.isRunning)
        assertAngle(shown(card).transform, .pi / 4, scale: 1.5)
        scrubber.animator.stopAnimation(true)
    }

    func testCardFlip() {
        let container = makeView(CGRect(x: 0, y: 0, width: 100, height: 150))
        let front = UIView(frame: container.bounds), back = UIView(frame: container.bounds)
        let card = FlipCard(container: container, front: front, back: back)
        var finished: [Bool] = []
        card.flip { finished.append($0) }
        XCTAssertTrue(front.isHidden)
        XCTAssertFalse(back.isHidden)
        at(0.25)
        let frames = container.layer.transitionFrames(atLocalTime: CACurrentMediaTime())
        XCTAssertEqual(frames.count, 1)
        XCTAssertEqual(frames.first?.frame.type, .flip)
        XCTAssertEqual(frames.first?.frame.subtype, .fromRight)
        XCTAssertEqual(frames.first?.frame.progress ?? -1, easeInOutRef(0.5), accuracy: 1e-5)
        at(0.5)
        XCTAssertEqual(finished, [true])
    }

    func testPushTransitionUnderKCATransition() {
        let label = makeView(CGRect(x: 0, y: 0, width: 200, height: 30))
        label.pushTransition(0.4)
        XCTAssertTrue(label.layer.animation(forKey: "transition") is CATransition)
        at(0.2)
        let frame = label.layer.transitionFrames(atLocalTime: CACurrentMediaTime()).first?.frame
        XCTAssertEqual(frame?.type, .push)
        XCTAssertEqual(frame?.progress ?? -1, easeInOutRef(0.5), accuracy: 1e-5)
        XCTAssertEqual(frame?.offsets.old.x ?? 0, -0.5, accuracy: 1e-5, "the old text leaves to the left")
        XCTAssertEqual(frame?.offsets.new.x ?? 0, 0.5, accuracy: 1e-5, "the new one comes in from the right")
    }

    func testColorFlashHoldsItsLastFrame() {
        let v = makeView(CGRect(x: 0, y: 0, width: 10, height: 10))
        v.flash(to: .systemRed, duration: 0.4)
        at(0.2)
        let mid = shown(v).backgroundColor!
        XCTAssertEqual(Double(mid.red), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(mid.green), 0.5 * 59 / 255, accuracy: 1e-9)
        XCTAssertEqual(Double(mid.alpha), 0.5, accuracy: 1e-9)
        at(5)
        XCTAssertEqual(shown(v).backgroundColor, UIColor.systemRed.cgColor, "fillMode forwards, not removed")
        XCTAssertNil(v.backgroundColor, "the model never changed")
    }

    func testBreathingRepeatsWithAutoreverse() {
        let v = makeView(CGRect(x: 0, y: 0, width: 10, height: 10))
        v.startBreathing()
        XCTAssertTrue(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === v, ".allowUserInteraction keeps it touchable")
        for (t, u) in [(0.6, 0.5), (1.5, 0.75), (1.8, 0.5), (120.3, 0.25)] {
            at(t)
            XCTAssertEqual(Double(shown(v).opacity), 1 - 0.7 * easeInOutRef(u), accuracy: 1e-5, "t = \(t)")
        }
    }

    func testValueFunctionSpin() {
        let v = makeView(CGRect(x: 0, y: 0, width: 40, height: 40))
        v.layer.spinWithValueFunction(turns: 1, duration: 2)
        for t in [0.5, 1.0, 1.6] {
            at(t)
            assertAngle(shown(v).transform, 2 * .pi * easeInOutRef(t / 2), "t = \(t)")
        }
    }

    func testDrawerReversesMidFlight() throws {
        let panel = makeView(CGRect(x: 0, y: 500, width: 320, height: 300))   // centre y 650
        let drawer = Drawer(panel: panel, closedY: 500, openY: 200)
        let s = try UIKitSpring.parameters(duration: 0.5, dampingRatio: 0.8, initialVelocity: 0)
        func y(afterSeconds tau: Double) -> Double {
            650 - 300 * springRef(mass: s.mass, stiffness: s.stiffness, damping: s.damping, velocity: 0, at: tau)
        }
        drawer.toggle()
        at(0.05)
        XCTAssertEqual(Double(shown(panel).position.y), y(afterSeconds: 0.05), accuracy: 1e-4)
        at(0.1)
        let before = Double(panel.layer.presentationProperties(atLocalTime: CACurrentMediaTime()).position.y)
        drawer.toggle()   // running: reverse
        XCTAssertEqual(Double(panel.layer.presentationProperties(atLocalTime: CACurrentMediaTime()).position.y), before, accuracy: 1e-9)
        at(0.15)
        XCTAssertEqual(Double(shown(panel).position.y), y(afterSeconds: 0.05), accuracy: 1e-4, "back along the same spring")
        at(0.2)
        XCTAssertFalse(drawer.isOpen)
        XCTAssertEqual(panel.frame.origin.y, 500, "ended at the start")
        drawer.toggle()
        at(0.7)
        XCTAssertTrue(drawer.isOpen)
        XCTAssertEqual(panel.frame.origin.y, 200)
    }

    func testLegacySpellings() {
        let v = makeView(CGRect(x: 110, y: 0, width: 100, height: 20))   // centre x 160
        LegacyAnimations.slideIn(v, from: -100)
        at(0.1)
        XCTAssertEqual(shown(v).position.x, -100, "fill backwards during the delay")
        at(0.5)
        XCTAssertEqual(Double(shown(v).position.x), -100 + 260 * easeOutRef(0.5), accuracy: 1e-4)

        let w = makeView(CGRect(x: 0, y: 100, width: 10, height: 10))
        LegacyAnimations.nudge(w)
        at(0.6)
        XCTAssertEqual(Double(shown(w).transform.m41), 8 * easeInRef(0.5), accuracy: 1e-4)

        let k = makeView(CGRect(x: 0, y: 200, width: 10, height: 10))
        LegacyAnimations.wobble(k)   // discrete, ease-in-ease-out overall, 0.4 s
        // Begun at 0.6. Discrete keyframes switch where the ease-in-ease-out curve crosses 0.5, i.e.
        // exactly half-way (0.8): sample well clear of that switch, not on it, where the clock's
        // rounding (t0 + 0.8 − (t0 + 0.6)) would decide the answer.
        at(0.65)   // 0.05 s in: u = c(0.125) < 0.5
        XCTAssertEqual(shown(k).transform, CATransform3DIdentity)
        at(0.75)   // 0.15 s in: u = c(0.375) < 0.5
        XCTAssertEqual(shown(k).transform, CATransform3DIdentity)
        at(0.85)   // 0.25 s in: u = c(0.625) ≥ 0.5
        assertAngle(shown(k).transform, 0.1)
        at(0.95)   // 0.35 s in: u = c(0.875)
        assertAngle(shown(k).transform, 0.1)
        XCTAssertEqual(LegacyAnimations.curveName(.easeIn), "easeIn")
    }

    /// `override class var layerClass: AnyClass` makes the view's own layer a CAShapeLayer; its
    /// strokeEnd animation follows ease-out (cubic-bezier(0, 0, 0.58, 1)) from the old model value.
    func testLayerClassOverrideBacksTheViewWithAShapeLayer() {
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(ring)
        XCTAssertTrue(ring.layer is CAShapeLayer)
        XCTAssertTrue(ring.layer.delegate === ring)
        ring.setProgress(0.8, duration: 1)
        for t in [0.25, 0.5, 0.9] {
            at(t)
            XCTAssertEqual(Double(ring.shapeLayer.presentation()?.strokeEnd ?? -1), 0.8 * easeOutRef(t), accuracy: 1e-6, "t = \(t)")
        }
        at(1.5)
        XCTAssertEqual(ring.shapeLayer.presentation()?.strokeEnd, 0.8)
    }
}
