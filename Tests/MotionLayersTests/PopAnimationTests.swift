import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// Pop-style animations: springs that retarget without jumping, tweens and decay.
final class PopAnimationTests: LayerTestCase {
    /// Underdamped/overdamped-agnostic reference: integrate m·x'' = −k(x − target) − c·x' with tiny RK4 steps.
    func reference(k: Double, c: Double, m: Double, x0: Double, v0: Double, target: Double, t: Double) -> Double {
        var x = x0, v = v0
        let h = 1e-5
        var s = 0.0
        func a(_ x: Double, _ v: Double) -> Double { (-k * (x - target) - c * v) / m }
        while s < t - 1e-12 {
            let dt = min(h, t - s)
            let k1x = v, k1v = a(x, v)
            let k2x = v + k1v * dt / 2, k2v = a(x + k1x * dt / 2, v + k1v * dt / 2)
            let k3x = v + k2v * dt / 2, k3v = a(x + k2x * dt / 2, v + k2v * dt / 2)
            let k4x = v + k3v * dt, k4v = a(x + k3x * dt, v + k3v * dt)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            s += dt
        }
        return x
    }

    func testSpringFollowsTheODEFrameByFrame() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let s = POPSpringAnimation(propertyNamed: kPOPLayerPositionX)
        s.dynamicsTension = 300; s.dynamicsFriction = 10; s.dynamicsMass = 1.5
        s.toValue = 200
        l.pop_add(s, forKey: "x")
        at(0)
        for i in 1...60 {
            at(Double(i) / 60)
            let expected = reference(k: 300, c: 10, m: 1.5, x0: 5, v0: 0, target: 200, t: Double(i) / 60)
            XCTAssertEqual(Double(l.position.x), expected, accuracy: 1e-3, "frame \(i)")
        }
    }

    func testRetargetingMidFlightKeepsPositionAndVelocity() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let s = POPSpringAnimation(propertyNamed: kPOPLayerPositionX)
        s.dynamicsTension = 120; s.dynamicsFriction = 8; s.dynamicsMass = 1
        s.toValue = 300
        l.pop_add(s, forKey: "x")
        for i in 0...6 { at(Double(i) / 60) }
        let x = Double(l.position.x), v = s.currentVelocity[0]
        XCTAssertGreaterThan(v, 100, "flying towards 300")
        s.toValue = -100   // retarget mid-flight
        XCTAssertEqual(s.currentVelocity[0], v, "velocity carries over")
        at(7.0 / 60)
        // No jump: the next frame continues from the same position and velocity under the new target's
        // force (checked against the ODE integrated independently from (x, v)).
        let expected = reference(k: 120, c: 8, m: 1, x0: x, v0: v, target: -100, t: 1.0 / 60)
        XCTAssertEqual(Double(l.position.x), expected, accuracy: 1e-3)
        for i in 8...900 { at(Double(i) / 60) }
        XCTAssertEqual(Double(l.position.x), -100, accuracy: 1e-9, "settles exactly on the new target")
        XCTAssertTrue(l.pop_animationKeys().isEmpty)
    }

    func testCompletionReportsFinishedAndRemovalReportsUnfinished() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [Bool] = []
        let a = POPBasicAnimation(propertyNamed: kPOPLayerOpacity)
        a.toValue = 0; a.duration = 0.5
        a.completionBlock = { _, f in log.append(f) }
        l.pop_add(a, forKey: "fade")
        at(0); at(0.25)
        XCTAssertEqual(Double(l.opacity), 1 - CAMediaTimingFunction(name: .easeInEaseOut).evaluate(0.5), accuracy: 1e-6)
        at(0.6)
        XCTAssertEqual(log, [true]); XCTAssertEqual(l.opacity, 0)
        let b = POPBasicAnimation(propertyNamed: kPOPLayerOpacity)
        b.toValue = 1; b.duration = 1; b.completionBlock = { _, f in log.append(f) }
        l.pop_add(b, forKey: "fade")
        at(0.7)
        l.pop_removeAnimation(forKey: "fade")
        at(0.8)
        XCTAssertEqual(log, [true, false])
    }

    func testDecayComesToRestWherePopsLawSays() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let d = POPDecayAnimation(propertyNamed: kPOPLayerPositionY)
        d.velocity = 1000
        l.pop_add(d, forKey: "fling")
        at(0)
        for i in 1...600 { at(Double(i) / 60) }
        // Velocity decays by 0.998 each ms before each move: total ≈ v0/1000 · d/(1 − d) for a long fling.
        let total = 1000.0 / 1000 * 0.998 / (1 - 0.998)
        XCTAssertEqual(Double(l.position.y) - 5, total, accuracy: 5 * 1.0 / (1 - 0.998) / 1000 + 1, "comes to rest near the projected distance")
        XCTAssertLessThan(Double(l.position.y) - 5, total)
    }

    func testBadPropertyIsAnError() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let s = POPSpringAnimation(propertyNamed: "frame.wobble")
        XCTAssertThrowsError(try l.pop_addChecked(s, forKey: "w")) { XCTAssertTrue("\($0)".contains("frame.wobble")) }
    }
}
