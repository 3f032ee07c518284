import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// The shapes Core Animation's headers give, as public iOS code uses them: `keyTimes` is `[NSNumber]?`
/// (CAAnimation.h), animations and transactions are key-value coding containers
/// (`anim.setValue(layer, forKey: "layer")` read back in `animationDidStop`;
/// `CATransaction.setValue(true, forKey: kCATransactionDisableActions)`), and CALayer's
/// `setValue(_:forKeyPath:)` does not throw.
final class AnimationKeyValueCodingTests: LayerTestCase {
    /// keyTimes built the way iOS code builds them — `NSNumber(value:)` from computed Doubles, and a
    /// literal array — time the keyframes exactly as the plain fractions do.
    func testKeyTimesAreNSNumbersAndTimeTheKeyframes() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = [0.0, 1.0, 0.5]
        let fractions = [0.0, 0.25, 1.0]
        a.keyTimes = fractions.map { NSNumber(value: $0) }
        a.duration = 2
        l.add(a, forKey: "k")
        // Piecewise linear through (0, 0), (0.5 s, 1), (2 s, 0.5).
        for (t, expected) in [(0.25, 0.5), (0.5, 1.0), (1.25, 0.75), (1.75, 0.5 + 0.5 * (0.25 / 1.5))] {
            at(t)
            XCTAssertEqual(scalar(l, "opacity"), expected, accuracy: 1e-6, "t=\(t) (opacity is a Float)")
        }
        let literal = CAKeyframeAnimation(keyPath: "opacity")
        literal.keyTimes = [0, 0.25, 1]
        XCTAssertEqual(literal.keyTimes?.map(\.doubleValue), fractions)
        XCTAssertEqual(literal.value(forKey: "keyTimes") as? [NSNumber], [0, 0.25, 1])
    }

    /// A custom key set on the animation before it is added is on the animation the delegate is told
    /// about (the copy the layer ran), and the animation's own properties answer by their names.
    func testCustomKeysTravelWithTheAnimationToItsDelegate() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        final class D: CAAnimationDelegate {
            var stopped: [(String?, CALayer?)] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                stopped.append((anim.value(forKey: "name") as? String, anim.value(forKey: "layer") as? CALayer))
            }
        }
        let d = D()
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0; a.duration = 0.5; a.delegate = d
        a.setValue("fade", forKey: "name")
        a.setValue(l, forKey: "layer")
        l.add(a, forKey: "fade")
        at(0.6)
        XCTAssertEqual(d.stopped.count, 1)
        XCTAssertEqual(d.stopped.first?.0, "fade")
        XCTAssertTrue(d.stopped.first?.1 === l)

        // Own properties by their Objective-C names; nil removes a custom key; an unknown key is nil.
        a.setValue(3.0, forKey: "duration")
        a.setValue(false, forKey: "removedOnCompletion")
        a.setValue("position.x", forKey: "keyPath")
        XCTAssertEqual(a.duration, 3); XCTAssertFalse(a.isRemovedOnCompletion); XCTAssertEqual(a.keyPath, "position.x")
        XCTAssertEqual(a.value(forKey: "toValue") as? Int, 0)
        XCTAssertEqual(a.value(forKey: "duration") as? Double, 3)
        a.setValue(nil, forKey: "name")
        XCTAssertNil(a.value(forKey: "name"))
        XCTAssertNil(a.value(forKey: "neverSet"))
        // A group reaches its children's keys through a path.
        let g = CAAnimationGroup()
        g.setValue(a, forKey: "inner")
        XCTAssertEqual(g.value(forKeyPath: "inner.keyPath") as? String, "position.x")
    }

    /// CATransaction.h's keys: `setValue(_:forKey:)` is the setters' older spelling and
    /// `value(forKey:)` reads what the getters read.
    func testTransactionKeysAreItsProperties() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        AnimationDriver.commit()   // shown: its changes animate implicitly
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        XCTAssertEqual(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool, true)
        l.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        XCTAssertNil(l.animationKeys(), "actions disabled through the key")
        AnimationDriver.commit()

        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: 2.0), forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(CAMediaTimingFunction(name: .linear), forKey: kCATransactionAnimationTimingFunction)
        CATransaction.setValue("mine", forKey: "custom")
        XCTAssertEqual(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double, 2)
        XCTAssertEqual(CATransaction.value(forKey: "custom") as? String, "mine")
        l.position = CGPoint(x: 150, y: 50)
        CATransaction.commit()
        XCTAssertNil(CATransaction.value(forKey: "custom"), "a custom key lives as long as its transaction")
        at(1)
        XCTAssertEqual(scalar(l, "position.x"), 100, accuracy: 1e-9, "2 s linear, half way")
    }

    /// CALayer's `setValue(_:forKeyPath:)` does not throw (as on iOS): an engine key path runs its
    /// action, a plain key is a custom key, and what cannot be set changes nothing.
    func testLayerSetValueForKeyPathDoesNotThrow() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        l.setValue(2.0, forKeyPath: "transform.scale")
        XCTAssertEqual(Double(l.value(forKeyPath: "transform.scale") as? CGFloat ?? 0), 2, accuracy: 1e-12)
        l.setValue(0.7, forKeyPath: "progress")
        XCTAssertEqual(l.value(forKey: "progress") as? Double, 0.7)
        XCTAssertEqual(l.value(forKeyPath: "progress") as? Double, 0.7)
        l.setValue("not a number", forKeyPath: "opacity")
        XCTAssertEqual(l.opacity, 1, "a value of the wrong type is ignored")
        l.setValue(1, forKeyPath: "no.such.path")
        XCTAssertThrowsError(try l.setValueChecked(1, forKeyPath: "no.such.path"))
        XCTAssertThrowsError(try l.setValueChecked("x", forKeyPath: "opacity"))
    }
}
