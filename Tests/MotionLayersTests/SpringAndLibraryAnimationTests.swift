import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// Springs and the seed libraries' animations, against closed-form solutions typed here.
final class SpringAndLibraryAnimationTests: LayerTestCase {
    /// Underdamped solution of m·x'' + c·x' + k·(x − 1) = 0, x(0) = 0, x'(0) = v0.
    func underdamped(m: Double, k: Double, c: Double, v0: Double, t: Double) -> Double {
        let zeta = c / (2 * (k * m).squareRoot()), w0 = (k / m).squareRoot()
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let x0 = -1.0
        let disp = exp(-zeta * w0 * t) * (x0 * cos(wd * t) + (v0 + zeta * w0 * x0) / wd * sin(wd * t))
        return 1 + disp
    }

    func testCASpringAnimationFollowsTheODEAtNonUnitMass() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CASpringAnimation(keyPath: "position.x")
        a.fromValue = 100; a.toValue = 300
        a.mass = 2.5; a.stiffness = 180; a.damping = 6; a.initialVelocity = 1.5
        a.duration = a.settlingDuration
        l.add(a, forKey: "spring")
        XCTAssertGreaterThan(a.settlingDuration, 1)
        for t in stride(from: 0.0, through: 2.0, by: 0.137) {
            MediaClock.shared.advance(to: t0 + t)
            let expected = 100 + 200 * underdamped(m: 2.5, k: 180, c: 6, v0: 1.5, t: t)
            XCTAssertEqual(scalar(l, "position.x"), expected, accuracy: 1e-7, "t=\(t)")
        }
    }

    func testBadSpringParametersAreErrors() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CASpringAnimation(keyPath: "opacity")
        a.toValue = 0; a.mass = -1
        XCTAssertThrowsError(try l.addChecked(a, forKey: "s")) { XCTAssertTrue("\($0)".contains("mass"), "\($0)") }
    }

    func testJNWSpringPlaysItsDocumentedCurveFromThePresentationValue() {
        // The seed's map: damping = stiffness = 16, mass 1, scale 1.1 → 1.0.
        let map = makeLayer(CGRect(x: 0, y: 62, width: 320, height: 458))
        let s = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
        s.damping = 16; s.stiffness = 16; s.mass = 1
        s.fromValue = 1.1; s.toValue = 1.0
        map.add(s, forKey: s.keyPath)
        // k/m − c²/4m² = 16 − 64 < 0, so JNW takes ω = 0: a smooth exponential approach, no bounce.
        // JNW computes N samples 1 ms apart and sets duration = N ms; Core Animation spreads the N keyframes
        // evenly over it, so sample k plays at k·N/(N − 1) ms.
        let n = Double(JNWSpringCurve(mass: 1, stiffness: 16, damping: 16).samples.count)
        for t in [0.05, 0.2, 0.5, 1.0] {
            MediaClock.shared.advance(to: t0 + t)
            // x(t) = to − (to − from)·e^(−c·t/2m)·cos(ωt), at the sample time that plays at t.
            let expected = 1.0 - (1.0 - 1.1) * exp(-16 * (t * (n - 1) / n) / 2)
            XCTAssertEqual(scalar(map, "transform.scale"), expected, accuracy: 1e-5, "t=\(t)")
        }
        XCTAssertGreaterThan(s.duration, 1)
    }

    func testRBBTweenWithBounceEasing() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = RBBTweenAnimation(keyPath: "position.y")
        a.fromValue = 50; a.toValue = 150; a.duration = 1
        a.easing = RBBEasingFunctionEaseOutBounce
        l.add(a, forKey: "b")
        MediaClock.shared.advance(to: t0 + 0.5)
        // Penner's easeOutBounce(0.5) = 7.5625·(0.5 − 1.5/2.75)² + 0.75 = 0.765625.
        XCTAssertEqual(scalar(l, "position.y"), 50 + 100 * 0.765625, accuracy: 1e-9)
    }

    func testCubicBezierBeyondUnitOvershoots() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = RBBTweenAnimation(keyPath: "position.y")
        a.fromValue = 50; a.toValue = 150; a.duration = 1
        a.easing = RBBCubicBezier(0.68, -0.55, 0.735, 1.55)
        l.add(a, forKey: "b")
        var minY = Double.infinity, maxY = -Double.infinity
        for i in 0..<100 {
            MediaClock.shared.advance(to: t0 + Double(i) / 100)
            let y = scalar(l, "position.y")
            minY = min(minY, y); maxY = max(maxY, y)
        }
        XCTAssertLessThan(minY, 50, "undershoots below the start")
        XCTAssertGreaterThan(maxY, 150, "overshoots past the end")
    }
}
