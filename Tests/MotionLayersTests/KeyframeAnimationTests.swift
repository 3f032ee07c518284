import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// CAKeyframeAnimation: the seed's shake (values + keyTimes, additive) and orbit (paced ellipse, rotate auto).
final class KeyframeAnimationTests: LayerTestCase {
    func testShakeFollowsKeyTimesAdditively() {
        let form = makeLayer(CGRect(x: 60, y: 200, width: 200, height: 40))
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = [0, 10, -10, 10, 0]
        a.keyTimes = [0, 1 / 6.0, 3 / 6.0, 5 / 6.0, 1] as [NSNumber]
        a.duration = 0.4
        a.isAdditive = true
        form.add(a, forKey: "shake")
        let base = 160.0
        // Piecewise-linear reference through (0,0), (1/6,10), (3/6,−10), (5/6,10), (1,0).
        func reference(_ u: Double) -> Double {
            let k = [0, 1 / 6.0, 3 / 6.0, 5 / 6.0, 1], v = [0.0, 10, -10, 10, 0]
            for i in 0..<4 where u <= k[i + 1] { return v[i] + (v[i + 1] - v[i]) * (u - k[i]) / (k[i + 1] - k[i]) }
            return 0
        }
        for u in stride(from: 0.0, through: 0.99, by: 0.03) {
            MediaClock.shared.advance(to: t0 + u * 0.4)
            XCTAssertEqual(scalar(form, "position.x"), base + reference(u), accuracy: 1e-9, "u=\(u)")
        }
        XCTAssertEqual(form.position.x, 160, "the model never moves")
    }

    func testPacedOrbitMovesAtConstantSpeedAndFacesAlongThePath() {
        let sat = makeLayer(CGRect(x: 145, y: 269, width: 30, height: 30))
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = CGPath(ellipseIn: CGRect(x: -150, y: -150, width: 300, height: 300), transform: nil)
        orbit.duration = 4
        orbit.isAdditive = true
        orbit.repeatCount = .infinity
        orbit.calculationMode = .paced
        orbit.rotationMode = .rotateAuto
        sat.add(orbit, forKey: "orbit")
        let center = CGPoint(x: 160, y: 284)
        var last: CGPoint?
        var steps: [Double] = []
        for i in 0...40 {
            let t = Double(i) * 0.1
            MediaClock.shared.advance(to: t0 + t)
            let p = sat.presentationProperties()
            let d = hypot(Double(p.position.x - center.x), Double(p.position.y - center.y))
            XCTAssertEqual(d, 150, accuracy: 0.05, "on the circle at t=\(t)")
            if let q = last { steps.append(hypot(Double(p.position.x - q.x), Double(p.position.y - q.y))) }
            last = p.position
            // Rotate auto: the layer's x axis is the tangent, perpendicular to the radius (to within the
            // 4-cubic circle's own deviation from a true circle, about 1.3e-3 rad).
            let angle = atan2(Double(p.transform.m12), Double(p.transform.m11))
            let radial = atan2(Double(p.position.y - center.y), Double(p.position.x - center.x))
            XCTAssertEqual(abs(cos(angle - radial)), 0, accuracy: 2e-3, "tangent at t=\(t)")
        }
        // Constant speed: every 0.1 s chord is the same length (2·150·sin(π/40)).
        for s in steps { XCTAssertEqual(s, 2 * 150 * sin(Double.pi / 40), accuracy: 0.05) }
        // The path starts at (maxX, midY) of the ellipse.
        MediaClock.shared.advance(to: t0 + 8)
        XCTAssertEqual(Double(sat.presentationProperties().position.x), 160 + 150, accuracy: 0.05)
    }

    func testDiscreteModeJumps() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = [0.2, 0.5, 0.9]
        a.calculationMode = .discrete
        a.duration = 3
        l.add(a, forKey: "d")
        for (t, v) in [(0.5, 0.2), (1.5, 0.5), (2.5, 0.9)] {
            MediaClock.shared.advance(to: t0 + t)
            XCTAssertEqual(scalar(l, "opacity"), v, accuracy: 1e-6)
        }
    }

    func testPerSegmentTimingFunctions() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        a.values = [0, 0.14, 0]
        a.duration = 1.2
        a.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .easeInEaseOut)]
        l.add(a, forKey: "r")
        // At a quarter of the whole (half of segment 0), easeInEaseOut is symmetric: exactly half way.
        MediaClock.shared.advance(to: t0 + 0.3)
        XCTAssertEqual(scalar(l, "transform.rotation.z"), 0.07, accuracy: 1e-6)
        MediaClock.shared.advance(to: t0 + 0.6)
        XCTAssertEqual(scalar(l, "transform.rotation.z"), 0.14, accuracy: 1e-6)
    }

    func testKeyTimesMustMatchValues() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = [0, 1]
        a.keyTimes = [0, 0.5, 1]
        XCTAssertThrowsError(try l.addChecked(a, forKey: "k")) { XCTAssertTrue("\($0)".contains("keyTimes")) }
    }

    func testCubicModePassesThroughEveryValue() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CAKeyframeAnimation(keyPath: "position.y")
        a.values = [0, 100, 50, 80]
        a.calculationMode = .cubic
        a.duration = 3
        l.add(a, forKey: "c")
        for (i, v) in [0.0, 100].enumerated() {
            MediaClock.shared.advance(to: t0 + Double(i))
            XCTAssertEqual(scalar(l, "position.y"), v, accuracy: 1e-9)
        }
        // Catmull-Rom between 100 and 50 with neighbours 0 and 80 at t = 0.5: (−p0 + 9p1 + 9p2 − p3)/16.
        MediaClock.shared.advance(to: t0 + 1.5)
        let expected: Double = (9.0 * 100 + 9.0 * 50 - 80) / 16
        XCTAssertEqual(scalar(l, "position.y"), expected, accuracy: 1e-9)
        MediaClock.shared.advance(to: t0 + 2)
        XCTAssertEqual(scalar(l, "position.y"), 50, accuracy: 1e-9)
    }
}
