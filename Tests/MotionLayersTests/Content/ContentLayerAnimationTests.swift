import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// CAShapeLayer, CAGradientLayer and CAReplicatorLayer properties: defaults (Apple's headers),
/// explicit and implicit animations through key paths, presentation copies.
final class ContentLayerAnimationTests: LayerTestCase {
    func shapeLayer() -> CAShapeLayer {
        let s = CAShapeLayer()
        CATransaction.performWithoutAnimation {
            s.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            s.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60))
            root.addSublayer(s)
        }
        return s
    }

    func testDefaultsMatchApplesHeaders() {
        let s = CAShapeLayer()
        XCTAssertNil(s.path)
        XCTAssertEqual(s.fillColor, CGColor.black)
        XCTAssertNil(s.strokeColor)
        XCTAssertEqual(s.fillRule, .nonZero)
        XCTAssertEqual(s.lineWidth, 1); XCTAssertEqual(s.miterLimit, 10)
        XCTAssertEqual(s.lineCap, .butt); XCTAssertEqual(s.lineJoin, .miter)
        XCTAssertNil(s.lineDashPattern); XCTAssertEqual(s.lineDashPhase, 0)
        XCTAssertEqual(s.strokeStart, 0); XCTAssertEqual(s.strokeEnd, 1)
        XCTAssertEqual(CAShapeLayerLineCap.round.rawValue, "round")
        XCTAssertEqual(CAShapeLayerFillRule.evenOdd.rawValue, "even-odd")
        XCTAssertEqual(kCALineJoinBevel, .bevel)
        let g = CAGradientLayer()
        XCTAssertNil(g.colors); XCTAssertNil(g.locations)
        XCTAssertEqual(g.startPoint, CGPoint(x: 0.5, y: 0)); XCTAssertEqual(g.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(g.type, .axial)
        let r = CAReplicatorLayer()
        XCTAssertEqual(r.instanceCount, 1); XCTAssertEqual(r.instanceDelay, 0)
        XCTAssertEqual(r.instanceTransform, CATransform3DIdentity)
        XCTAssertEqual(r.instanceColor, CGColor.white)
        XCTAssertEqual(r.instanceAlphaOffset, 0)
        XCTAssertNil(CALayer().properties.content, "plain layers carry no content box")
    }

    func testPathIsCopiedOnAssignment() {
        let s = CAShapeLayer()
        let p = CGMutablePath()
        p.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        s.path = p
        p.addLine(to: CGPoint(x: 10, y: 10))
        XCTAssertEqual(s.path?.elements.count, 2, "later changes to the mutable path do not show")
    }

    func testDashPatternTakesNumbersAndCGFloats() {
        let s = CAShapeLayer()
        s.lineDashPattern = [4, 2.5]
        XCTAssertEqual(s.lineDashPattern?.map { $0.doubleValue }, [4, 2.5])
        let dash: CGFloat = 6, gap: CGFloat = 3
        s.lineDashPattern = [dash, gap] as [NSNumber]
        XCTAssertEqual(s.lineDashPattern?.map { $0.doubleValue }, [6, 3])
        XCTAssertEqual(s.properties.content?.shape?.lineDashPattern, [6, 3])
    }

    func testStrokeEndAnimatesExplicitly() {
        let s = shapeLayer()
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0; a.toValue = 1; a.duration = 2
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        s.add(a, forKey: "draw")
        MediaClock.shared.advance(to: t0 + 0.5)
        XCTAssertEqual(scalar(s, "strokeEnd"), 0.25, accuracy: 1e-9)
        XCTAssertEqual(s.presentation()?.strokeEnd ?? -1, 0.25, accuracy: 1e-9, "a shape-layer presentation copy")
        XCTAssertEqual(s.strokeEnd, 1, "the model is untouched")
    }

    func testStandaloneShapeLayerAnimatesImplicitlyButNotItsPath() {
        let s = shapeLayer()
        AnimationDriver.commit()   // shown: its changes animate implicitly from now on
        s.strokeEnd = 0.2
        XCTAssertEqual(s.animationKeys(), ["strokeEnd"])
        let a = s.animation(forKey: "strokeEnd") as? CABasicAnimation
        XCTAssertEqual(a?.duration, 0.25)
        at(0.125)
        let mid = scalar(s, "strokeEnd")
        XCTAssertGreaterThan(mid, 0.2); XCTAssertLessThan(mid, 1)
        at(1)
        XCTAssertEqual(scalar(s, "strokeEnd"), 0.2, accuracy: 1e-12)
        s.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        s.lineWidth = 4
        s.lineDashPhase = 3
        XCTAssertEqual(Set(s.animationKeys() ?? []), ["strokeColor", "lineWidth", "lineDashPhase"])
        at(2)
        // Apple: "although the path property is animatable, no implicit animation will be created".
        s.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.lineCap = .round
        XCTAssertNil(s.animationKeys())
    }

    func testPathInterpolatesPointByPointWhenTheElementsMatch() {
        let s = shapeLayer()
        let from = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let to = CGPath(rect: CGRect(x: 20, y: 0, width: 30, height: 50))
        let a = CABasicAnimation(keyPath: "path")
        a.fromValue = from; a.toValue = to; a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        s.add(a, forKey: "morph")
        MediaClock.shared.advance(to: t0 + 0.5)
        let mid = s.presentation()?.path
        XCTAssertEqual(mid, CGPath(rect: CGRect(x: 10, y: 0, width: 20, height: 30)))
        // Different structures: the path switches half-way.
        let b = CABasicAnimation(keyPath: "path")
        b.fromValue = from; b.toValue = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)); b.duration = 1
        b.timingFunction = CAMediaTimingFunction(name: .linear)
        b.beginTime = t0 + 10
        s.add(b, forKey: "morph")
        MediaClock.shared.advance(to: t0 + 10.4)
        XCTAssertEqual(s.presentation()?.path, from)
        MediaClock.shared.advance(to: t0 + 10.6)
        XCTAssertEqual(s.presentation()?.path, CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)))
    }

    func testWrongValueTypesAreRefusedWithTheKeyPath() {
        let s = shapeLayer()
        let a = CABasicAnimation(keyPath: "path")
        a.toValue = 3
        XCTAssertThrowsError(try s.addChecked(a, forKey: nil)) { e in
            XCTAssertTrue("\(e)".contains("path"), "\(e)")
            XCTAssertTrue("\(e)".contains("CGPath"), "\(e)")
        }
        let g = CABasicAnimation(keyPath: "locations")
        g.toValue = [0, Double.nan]
        XCTAssertThrowsError(try s.addChecked(g, forKey: nil))
    }

    func testGradientColorsAndLocationsAnimateElementwise() {
        let g = CAGradientLayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.performWithoutAnimation {
            g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            g.colors = [red, blue]
            g.locations = [0, 1]
            root.addSublayer(g)
        }
        AnimationDriver.commit()   // shown: its changes animate implicitly from now on
        let a = CABasicAnimation(keyPath: "colors")
        a.toValue = [blue, red]; a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        g.add(a, forKey: "swap")
        g.locations = [0.25, 0.75]   // implicit
        XCTAssertEqual(Set(g.animationKeys() ?? []), ["swap", "locations"])
        g.startPoint = CGPoint(x: 0, y: 0.5)
        XCTAssertTrue(g.animationKeys()?.contains("startPoint") == true)
        at(0.125)
        let p = g.presentation()!
        XCTAssertEqual(p.colors?[0], CGColor(red: 0.875, green: 0, blue: 0.125, alpha: 1))
        let loc = p.locations!.map { $0.doubleValue }
        XCTAssertGreaterThan(loc[0], 0); XCTAssertLessThan(loc[0], 0.25)
        XCTAssertEqual(loc[0] + loc[1], 1, accuracy: 1e-9, "both ends move symmetrically")
        // value(forKeyPath:) hands back NSNumbers, and they feed an animation again.
        let back = g.value(forKeyPath: "locations") as? [NSNumber]
        XCTAssertEqual(back?.map { $0.doubleValue }, [0.25, 0.75])
        let b = CABasicAnimation(keyPath: "locations")
        b.fromValue = back as Any; b.toValue = [0.0, 0.5] as [CGFloat]
        XCTAssertNoThrow(try g.addChecked(b, forKey: "b"))
    }

    func testReplicatorPropertiesAndInstanceTransformKeyPaths() {
        let r = CAReplicatorLayer()
        CATransaction.performWithoutAnimation {
            r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.addSublayer(r)
        }
        AnimationDriver.commit()   // shown: its changes animate implicitly from now on
        let a = CABasicAnimation(keyPath: "instanceTransform.rotation.z")
        a.fromValue = 0; a.toValue = Double.pi / 2; a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        r.add(a, forKey: "spread")
        at(0.5)
        XCTAssertEqual(scalar(r, "instanceTransform.rotation.z"), .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(r.presentation()!.instanceTransform.m12, sin(.pi / 4), accuracy: 1e-9)
        r.instanceDelay = 0.2
        r.instanceAlphaOffset = -0.1
        XCTAssertEqual(Set(r.animationKeys() ?? []), ["spread", "instanceDelay", "instanceAlphaOffset"])
        // An interpolated count rounds to whole instances.
        var p = r.properties
        LayerKeyPath("instanceCount")!.set(.scalar(3.6), in: &p)
        XCTAssertEqual(p.content?.replicator?.instanceCount, 4)
    }

    func testContentKeyPathsOnAPlainLayerReadDefaultsAndWriteNothing() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(l.value(forKeyPath: "strokeEnd") as? CGFloat, 1)
        l.setValue(0.5, forKeyPath: "strokeEnd")
        XCTAssertNil(l.properties.content)
        XCTAssertNil(l.animationKeys(), "no implicit animation for a key the layer does not have")
    }
}
