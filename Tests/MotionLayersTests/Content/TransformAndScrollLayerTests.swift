import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// `CATransformLayer` (only its sublayers, hit only through them) and `CAScrollLayer` (`scroll(to:)` along
/// its `scrollMode`, `scrollRectToVisible`, `visibleRect`), as Apple documents them.
final class TransformAndScrollLayerTests: LayerTestCase {
    func testATransformLayerIsHitOnlyThroughItsSublayers() {
        let cube = CATransformLayer()
        CATransaction.performWithoutAnimation {
            cube.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
            cube.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(cube)
        }
        let face = CALayer()
        CATransaction.performWithoutAnimation {
            face.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            cube.addSublayer(face)
        }
        XCTAssertTrue(root.hitTest(CGPoint(x: 120, y: 120)) === face)
        XCTAssertTrue(root.hitTest(CGPoint(x: 180, y: 180)) === root, "inside the transform layer but no sublayer: not it")
    }

    func testScrollingMovesTheBoundsOriginAlongTheAllowedAxes() {
        let s = CAScrollLayer()
        CATransaction.performWithoutAnimation {
            s.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
            root.addSublayer(s)
        }
        XCTAssertEqual(s.scrollMode, .both)
        XCTAssertFalse(s.masksToBounds, "clips only when told to, as any layer")
        s.scroll(to: CGPoint(x: 30, y: 40))
        XCTAssertEqual(s.bounds.origin, CGPoint(x: 30, y: 40))
        s.scrollMode = .horizontally
        s.scroll(to: CGPoint(x: 5, y: 7))
        XCTAssertEqual(s.bounds.origin, CGPoint(x: 5, y: 40))
        s.scrollMode = .vertically
        s.scroll(to: CGPoint(x: 60, y: 9))
        XCTAssertEqual(s.bounds.origin, CGPoint(x: 5, y: 9))
        s.scrollMode = .none
        s.scroll(to: CGPoint(x: 0, y: 0))
        XCTAssertEqual(s.bounds.origin, CGPoint(x: 5, y: 9))
        XCTAssertEqual(CAScrollLayerScrollMode(rawValue: "both"), .both)
    }

    func testScrollingARectIntoViewMovesAsLittleAsNeeded() {
        let s = CAScrollLayer()
        let content = CALayer()
        CATransaction.performWithoutAnimation {
            s.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
            root.addSublayer(s)
            content.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
            s.addSublayer(content)
        }
        // Below and right of the visible rect: its far edges come to the layer's edges.
        content.scrollRectToVisible(CGRect(x: 150, y: 200, width: 20, height: 30))
        XCTAssertEqual(s.bounds.origin, CGPoint(x: 70, y: 150))
        XCTAssertEqual(content.visibleRect, CGRect(x: 70, y: 150, width: 100, height: 80))
        // Already visible: nothing moves.
        content.scrollRectToVisible(CGRect(x: 80, y: 160, width: 10, height: 10))
        XCTAssertEqual(s.bounds.origin, CGPoint(x: 70, y: 150))
        // Above and left: its near edges.
        content.scrollRectToVisible(CGRect(x: 10, y: 20, width: 5, height: 5))
        XCTAssertEqual(s.bounds.origin, CGPoint(x: 10, y: 20))
        // Larger than the layer: its top-left.
        s.scroll(to: CGRect(x: 300, y: 400, width: 500, height: 500))
        XCTAssertEqual(s.bounds.origin, CGPoint(x: 300, y: 400))
        // `scroll(_:)` puts a point of a sublayer at the top-left.
        content.scroll(CGPoint(x: 42, y: 24))
        XCTAssertEqual(s.bounds.origin, CGPoint(x: 42, y: 24))
        // A layer with no scroll layer above: its bounds are visible, nothing scrolls.
        XCTAssertEqual(s.visibleRect, s.bounds)
    }
}

/// `CAKeyframeAnimation`'s cubic modes with `tensionValues`, `continuityValues` and `biasValues`: the
/// Kochanek–Bartels spline, against the Hermite form computed here.
final class KeyframeTCBTests: LayerTestCase {
    /// The KB spline through `p` (ends duplicated) at segment `i`, parameter `s`.
    func reference(_ p: [Double], _ tcb: [(Double, Double, Double)], _ i: Int, _ s: Double) -> Double {
        let p0 = p[max(i - 1, 0)], p1 = p[i], p2 = p[i + 1], p3 = p[min(i + 2, p.count - 1)]
        let (t1, c1, b1) = tcb[i], (t2, c2, b2) = tcb[i + 1]
        let d1 = (1 - t1) * (1 + c1) * (1 + b1) / 2 * (p1 - p0) + (1 - t1) * (1 - c1) * (1 - b1) / 2 * (p2 - p1)
        let d2 = (1 - t2) * (1 - c2) * (1 + b2) / 2 * (p2 - p1) + (1 - t2) * (1 + c2) * (1 - b2) / 2 * (p3 - p2)
        let h00 = 2 * s * s * s - 3 * s * s + 1, h10 = s * s * s - 2 * s * s + s, h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s
        return h00 * p1 + h10 * d1 + h01 * p2 + h11 * d2
    }

    func testTensionContinuityAndBiasShapeTheCubicCurve() {
        let values: [Double] = [0, 100, 40, 160]
        let tcb: [(Double, Double, Double)] = [(0.5, 0, 0), (-0.3, 0.4, 0.2), (1, -0.5, -0.6), (0, 0, 0)]
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = values
        a.keyTimes = [0, NSNumber(value: 1.0 / 3), NSNumber(value: 2.0 / 3), 1]
        a.calculationMode = .cubic
        a.tensionValues = tcb.map { NSNumber(value: $0.0) }
        a.continuityValues = tcb.map { NSNumber(value: $0.1) }
        a.biasValues = tcb.map { NSNumber(value: $0.2) }
        a.duration = 3
        l.add(a, forKey: "x")
        for k in 0..<30 {
            let t = Double(k) * 0.1
            at(t)
            let i = min(Int(t), 2), s = t - Double(i)
            XCTAssertEqual(Double(l.presentationProperties().position.x), reference(values, tcb, i, s), accuracy: 1e-9, "t = \(t)")
        }
    }

    func testFullTensionStopsAtEachKeyframeAndZerosAreCatmullRom() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = [0, 100, 0]
        a.keyTimes = [0, 0.5, 1]
        a.calculationMode = .cubic
        a.tensionValues = [1, 1, 1]
        a.duration = 2
        l.add(a, forKey: "x")
        at(0.5)
        // Zero tangents: the Hermite midpoint of 0 and 100.
        XCTAssertEqual(Double(l.presentationProperties().position.x), 50, accuracy: 1e-9)
        let m = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = CAKeyframeAnimation(keyPath: "position.x")
        b.values = [0, 100, 0]; b.keyTimes = [0, 0.5, 1]; b.calculationMode = .cubic; b.duration = 2
        b.tensionValues = [0, 0, 0]
        let c = CAKeyframeAnimation(keyPath: "position.y")
        c.values = [0, 100, 0]; c.keyTimes = [0, 0.5, 1]; c.calculationMode = .cubic; c.duration = 2
        m.add(b, forKey: "x"); m.add(c, forKey: "y")
        at(0.7)
        let p = m.presentationProperties().position
        XCTAssertEqual(Double(p.x), Double(p.y), accuracy: 1e-9, "zero tension, continuity and bias: Catmull-Rom")
    }
}
