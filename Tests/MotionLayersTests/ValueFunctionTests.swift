import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// `CAValueFunction`: the animation interpolates the function's input and writes the transform built
/// from it (Apple's documented behaviour), so a rotation from 0 to 2π turns all the way round.
final class ValueFunctionTests: LayerTestCase {
    private func transform(_ l: CALayer) -> CATransform3D { l.presentationProperties().transform }

    private func assertRotation(_ t: CATransform3D, _ angle: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(t.m11), cos(angle), accuracy: 1e-9, "m11", file: file, line: line)
        XCTAssertEqual(Double(t.m12), sin(angle), accuracy: 1e-9, "m12", file: file, line: line)
        XCTAssertEqual(Double(t.m21), -sin(angle), accuracy: 1e-9, "m21", file: file, line: line)
    }

    func testRotateZTurnsAFullCircle() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "transform")
        a.valueFunction = CAValueFunction(name: .rotateZ)
        a.fromValue = 0
        a.toValue = 2 * Double.pi
        a.duration = 1
        l.add(a, forKey: "spin")
        for t in [0.25, 0.5, 0.6, 0.75] {
            at(t)
            assertRotation(transform(l), 2 * .pi * t)
        }
        // Without the function both ends are the identity matrix and nothing turns.
        let plain = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = CABasicAnimation(keyPath: "transform")
        b.fromValue = CATransform3DMakeRotation(0, 0, 0, 1)
        b.toValue = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
        b.duration = 1
        plain.add(b, forKey: "spin")
        at(1.25)
        at(1.5)
        XCTAssertEqual(Double(transform(plain).m11), 1, accuracy: 1e-9)
    }

    func testThreeInputScaleAndOneInputTranslate() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let s = CABasicAnimation(keyPath: "transform")
        s.valueFunction = CAValueFunction(name: .scale)
        s.fromValue = [1.0, 1.0, 1.0]
        s.toValue = [3.0, 2.0, 1.0]
        s.duration = 1
        l.add(s, forKey: "scale")
        at(0.5)
        let m = transform(l)
        XCTAssertEqual(m.m11, 2, accuracy: 1e-9)
        XCTAssertEqual(m.m22, 1.5, accuracy: 1e-9)
        XCTAssertEqual(m.m33, 1, accuracy: 1e-9)

        let k = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let tr = CABasicAnimation(keyPath: "transform")
        tr.valueFunction = CAValueFunction(name: .translateX)
        tr.toValue = 40   // missing fromValue: the function's identity input, 0
        tr.duration = 1
        k.add(tr, forKey: "slide")
        at(0.75)
        XCTAssertEqual(transform(k).m41, 10, accuracy: 1e-9, "a quarter of the way at t = 0.25 s into it")
    }

    func testAdditiveAndCumulativeRotation() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.performWithoutAnimation { l.transform = CATransform3DMakeScale(2, 2, 1) }
        let a = CABasicAnimation(keyPath: "transform")
        a.valueFunction = CAValueFunction(name: .rotateZ)
        a.byValue = Double.pi / 2
        a.duration = 1
        a.repeatCount = 3
        a.isCumulative = true
        a.isAdditive = true
        l.add(a, forKey: "spin")
        at(1.5)   // second iteration, half-way: π/2 + π/4, on top of the model's scale 2
        let angle = 0.75 * Double.pi
        let m = transform(l)
        XCTAssertEqual(Double(m.m11), 2 * cos(angle), accuracy: 1e-9)
        XCTAssertEqual(Double(m.m12), 2 * sin(angle), accuracy: 1e-9)
    }

    func testKeyframesAndSpringsWithValueFunction() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let k = CAKeyframeAnimation(keyPath: "transform")
        k.valueFunction = CAValueFunction(name: .rotateZ)
        k.values = [0.0, Double.pi, 3 * Double.pi]
        k.duration = 1
        l.add(k, forKey: "k")
        at(0.75)
        assertRotation(transform(l), 2 * .pi)
        at(0.8)
        assertRotation(transform(l), Double.pi + 2 * .pi * 0.6)

        let s = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let spring = CASpringAnimation(keyPath: "transform")
        spring.valueFunction = CAValueFunction(name: .rotateZ)
        spring.fromValue = 0
        spring.toValue = 1.0
        spring.duration = 2
        s.add(spring, forKey: "s")
        at(1.1)   // 0.3 s into the spring
        let x = SpringSimulation(mass: 1, stiffness: 100, damping: 10).value(at: 0.3)
        assertRotation(transform(s), x)
    }

    func testMisuseIsAnErrorNamingIt() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "opacity")
        a.valueFunction = CAValueFunction(name: .rotateZ)
        a.toValue = 1
        XCTAssertThrowsError(try l.addChecked(a, forKey: nil)) { error in
            XCTAssertTrue("\(error)".contains("valueFunction"), "\(error)")
        }
        let b = CABasicAnimation(keyPath: "transform")
        b.valueFunction = CAValueFunction(name: .scale)
        b.toValue = [1.0, 2.0]
        XCTAssertThrowsError(try l.addChecked(b, forKey: nil)) { error in
            XCTAssertTrue("\(error)".contains("[x, y, z]"), "\(error)")
        }
        XCTAssertNil(CAValueFunction(name: CAValueFunctionName("spin")), "unknown names fail, as on Apple platforms")
        XCTAssertEqual(CAValueFunction(name: kCAValueFunctionRotateZ)?.name, .rotateZ)
    }

    func testHugeRepeatsForever() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "transform.rotation.z")
        a.fromValue = 0
        a.toValue = 2 * Double.pi
        a.duration = 1
        a.repeatCount = HUGE
        l.add(a, forKey: "spinner")
        XCTAssertEqual(HUGE, Float(3.40282346638528860e+38), "Darwin's MAXFLOAT")
        at(100_000.25)
        XCTAssertEqual(scalar(l, "transform.rotation.z"), Double.pi / 2, accuracy: 1e-6)
        XCTAssertNotNil(l.animation(forKey: "spinner"), "still running after a day")
    }
}
