import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// CALayer's shadow properties: Apple's documented defaults and ranges, implicit animation on a
/// standalone layer (0.25 s, the default timing), explicit animations by key path, and values that keep
/// plain layers' per-frame copy small.
final class ShadowPropertyTests: LayerTestCase {
    func testAppleDefaults() {
        let l = CALayer()
        XCTAssertEqual(l.shadowOpacity, 0)
        XCTAssertEqual(l.shadowColor, .black)
        XCTAssertEqual(l.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(l.shadowRadius, 3)
        XCTAssertNil(l.shadowPath)
        XCTAssertNil(l.properties.shadowBox, "a layer with default shadow values carries no box")
    }

    func testRangesAndBadValues() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.performWithoutAnimation {
            l.shadowOpacity = 3
            XCTAssertEqual(l.shadowOpacity, 1)
            l.shadowOpacity = -1
            XCTAssertEqual(l.shadowOpacity, 0)
            l.shadowOpacity = .nan
            XCTAssertEqual(l.shadowOpacity, 0)
            l.shadowOffset = CGSize(width: CGFloat.nan, height: 4)
            XCTAssertEqual(l.shadowOffset, CGSize(width: 0, height: 4))
            l.shadowRadius = .infinity
            XCTAssertEqual(l.shadowRadius, 0)
            l.shadowOffset = CGSize(width: 0, height: -3)
            l.shadowRadius = 3
        }
        XCTAssertNil(l.properties.shadowBox, "back to the defaults: the box is released")
    }

    func testShadowOpacityAnimatesImplicitlyOnAStandaloneLayer() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        AnimationDriver.commit()   // shown: its changes animate implicitly from now on
        l.shadowOpacity = 0.8
        XCTAssertEqual(l.shadowOpacity, 0.8, "the model changes at once")
        at(0.125)
        let mid = Double(l.presentation()!.shadowOpacity)
        // Half way through the default 0.25 s on Core Animation's default curve, cubic-bezier(0.25, 0.1,
        // 0.25, 1), solved here by bisection.
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 { let m = (lo + hi) / 2; if bezier(m, 0.25, 0.25) < 0.5 { lo = m } else { hi = m } }
        XCTAssertEqual(mid, 0.8 * bezier(lo, 0.1, 1), accuracy: 1e-5)
        at(0.3)
        XCTAssertEqual(l.presentation()!.shadowOpacity, 0.8)
    }

    func testExplicitAnimationsByKeyPath() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let radius = CABasicAnimation(keyPath: "shadowRadius")
        radius.fromValue = 2; radius.toValue = 10; radius.duration = 1
        radius.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(radius, forKey: "r")
        let offset = CABasicAnimation(keyPath: "shadowOffset")
        offset.fromValue = CGSize(width: 0, height: 0); offset.toValue = CGSize(width: 4, height: 12); offset.duration = 1
        offset.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(offset, forKey: "o")
        at(0.25)
        let p = l.presentation()!
        XCTAssertEqual(p.shadowRadius, 4, accuracy: 1e-9)
        XCTAssertEqual(p.shadowOffset.width, 1, accuracy: 1e-9)
        XCTAssertEqual(p.shadowOffset.height, 3, accuracy: 1e-9)
        XCTAssertEqual(l.shadowRadius, 3, "the model keeps its value")
        XCTAssertNotNil(LayerKeyPath("shadowColor"))
        XCTAssertNotNil(LayerKeyPath("shadowPath"))
        XCTAssertEqual(LayerKeyPath("shadowOffset")?.kind, .size)
    }
}
