import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// CABasicAnimation against Apple's documented from/to/by table and the objc.io rocket (seed 004).
final class BasicAnimationTests: LayerTestCase {
    func testRocketMovesLinearlyFrom77To455AndModelHoldsTheEnd() {
        let rocket = makeLayer(CGRect(x: 57, y: 100, width: 40, height: 20))
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 77; a.toValue = 455; a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        rocket.add(a, forKey: "basic")
        CATransaction.performWithoutAnimation { rocket.position = CGPoint(x: 455, y: rocket.position.y) }
        for (t, x) in [(0.0, 77.0), (0.25, 171.5), (0.5, 266.0), (0.9, 417.2)] {
            MediaClock.shared.advance(to: t0 + t)
            XCTAssertEqual(scalar(rocket, "position.x"), x, accuracy: 1e-9, "t=\(t)")
        }
        // The model already says 455 during the animation; the presentation is derived, not stored.
        XCTAssertEqual(rocket.position.x, 455)
        at(1.0)
        XCTAssertNil(rocket.animationKeys(), "removed on completion")
        XCTAssertEqual(scalar(rocket, "position.x"), 455)
    }

    func testWithoutModelUpdateItSnapsBackUnlessFillForwards() {
        let l = makeLayer(CGRect(x: 57, y: 0, width: 40, height: 20))
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 77; a.toValue = 455; a.duration = 1
        l.add(a, forKey: "snap")
        at(1.5)
        XCTAssertEqual(scalar(l, "position.x"), 77, "back to the model value")
        let b = CABasicAnimation(keyPath: "position.x")
        b.fromValue = 77; b.toValue = 455; b.duration = 1
        b.fillMode = .forwards; b.isRemovedOnCompletion = false
        l.add(b, forKey: "fill")
        at(3)
        XCTAssertEqual(scalar(l, "position.x"), 455)
        XCTAssertEqual(l.animationKeys(), ["fill"])
    }

    func testFromToByTable() {
        // Model x = 10. Each case: (from, to, by) → expected (start, end) per Apple's table.
        let cases: [(Any?, Any?, Any?, Double, Double)] = [
            (20, 30, nil, 20, 30), (20, nil, 5, 20, 25), (nil, 30, 5, 25, 30),
            (20, nil, nil, 20, 10), (nil, 30, nil, 10, 30), (nil, nil, 5, 10, 15),
        ]
        for (i, c) in cases.enumerated() {
            let l = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 20))
            CATransaction.performWithoutAnimation { l.position = CGPoint(x: 10, y: 0) }
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = c.0; a.toValue = c.1; a.byValue = c.2
            a.duration = 2; a.timingFunction = CAMediaTimingFunction(name: .linear)
            a.beginTime = t0 + Double(i) * 10
            l.add(a, forKey: "k")
            MediaClock.shared.advance(to: a.beginTime)
            XCTAssertEqual(scalar(l, "position.x"), c.3, accuracy: 1e-9, "case \(i) start")
            MediaClock.shared.advance(to: a.beginTime + 1)
            XCTAssertEqual(scalar(l, "position.x"), (c.3 + c.4) / 2, accuracy: 1e-9, "case \(i) middle")
            MediaClock.shared.advance(to: a.beginTime + 1.999999)
            XCTAssertEqual(scalar(l, "position.x"), c.4, accuracy: 1e-4, "case \(i) end")
        }
    }

    func testAddingCopiesSoTheSecondRocketStartsHalfASecondLater() {
        let r1 = makeLayer(CGRect(x: 57, y: 0, width: 40, height: 20))
        let r2 = makeLayer(CGRect(x: 57, y: 50, width: 40, height: 20))
        at(0)   // the rockets are on screen
        // The article's code: byValue from what is on screen, model set to the end right after adding.
        let a = CABasicAnimation(keyPath: "position.x")
        a.byValue = 378; a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        r1.add(a, forKey: "basic")
        CATransaction.performWithoutAnimation { r1.position = CGPoint(x: 455, y: 10) }
        a.beginTime = CACurrentMediaTime() + 0.5
        r2.add(a, forKey: "basic")
        CATransaction.performWithoutAnimation { r2.position = CGPoint(x: 455, y: 60) }
        at(0.5)
        XCTAssertEqual(scalar(r1, "position.x"), 77 + 189, accuracy: 1e-9)
        XCTAssertEqual(scalar(r2, "position.x"), 77, accuracy: 1e-9, "not started yet")
        at(1.0)
        XCTAssertEqual(scalar(r2, "position.x"), 77 + 189, accuracy: 1e-9)
        // Changing the object after adding changes nothing already added.
        a.byValue = 1000
        XCTAssertEqual(scalar(r2, "position.x"), 77 + 189, accuracy: 1e-9)
        at(1.6)
        XCTAssertEqual(scalar(r1, "position.x"), 455, accuracy: 1e-9, "landed where the model is")
        XCTAssertEqual(scalar(r2, "position.x"), 455, accuracy: 1e-9)
    }

    func testTimingFunctionShapesProgress() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        a.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7)
        l.add(a, forKey: "fade")
        MediaClock.shared.advance(to: t0 + 0.5)
        // Independent reference: solve the bezier x(s) = 0.5 by bisection here.
        func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * 0.5 + 3 * (1 - s) * s * s * 0.9 + s * s * s }
        func by(_ s: Double) -> Double { 3 * (1 - s) * s * s * 0.7 + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 { let m = (lo + hi) / 2; if bx(m) < 0.5 { lo = m } else { hi = m } }
        XCTAssertEqual(scalar(l, "opacity"), by(lo), accuracy: 1e-6)
    }

    func testSameKeyReplacesAndReportsUnfinished() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        var stops: [(String, Bool)] = []
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        a.stopHandler = { _, f in stops.append(("a", f)) }
        l.add(a, forKey: "fade")
        let b = CABasicAnimation(keyPath: "opacity")
        b.fromValue = 1; b.toValue = 0.5; b.duration = 1
        b.stopHandler = { _, f in stops.append(("b", f)) }
        at(0.1)
        l.add(b, forKey: "fade")
        XCTAssertEqual(l.animationKeys(), ["fade"])
        at(0.2)
        XCTAssertEqual(stops.map(\.0), ["a"]); XCTAssertEqual(stops.map(\.1), [false])
        at(1.2)
        XCTAssertEqual(stops.map(\.0), ["a", "b"]); XCTAssertEqual(stops.last?.1, true)
    }

    func testRemoveAnimationAndKeys() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        for k in ["one", "two", "three"] {
            let a = CABasicAnimation(keyPath: "opacity"); a.toValue = 0; a.duration = 5
            l.add(a, forKey: k)
        }
        XCTAssertEqual(l.animationKeys(), ["one", "two", "three"])
        l.removeAnimation(forKey: "two")
        XCTAssertEqual(l.animationKeys(), ["one", "three"])
        XCTAssertNotNil(l.animation(forKey: "one"))
        XCTAssertNil(l.animation(forKey: "two"))
        l.removeAllAnimations()
        XCTAssertNil(l.animationKeys())
    }

    func testUnknownKeyPathAndWrongTypeAreErrorsAtAddTime() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "positon.x")
        a.toValue = 3
        XCTAssertThrowsError(try l.addChecked(a, forKey: "bad")) { e in
            XCTAssertTrue("\(e)".contains("positon.x"), "\(e)")
        }
        let b = CABasicAnimation(keyPath: "position")
        b.toValue = "left"
        XCTAssertThrowsError(try l.addChecked(b, forKey: "bad")) { e in
            XCTAssertTrue("\(e)".contains("CGPoint") && "\(e)".contains("toValue"), "\(e)")
        }
        let c = CABasicAnimation(keyPath: "opacity")
        c.toValue = Double.nan
        XCTAssertThrowsError(try l.addChecked(c, forKey: "nan"))
        XCTAssertNil(l.animationKeys(), "nothing was added")
    }

    func testSubKeyPathsCombineOnTheTransform() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let s = CABasicAnimation(keyPath: "transform.scale")
        s.fromValue = 1.1; s.toValue = 1.1; s.duration = 1
        let t = CABasicAnimation(keyPath: "transform.translation.y")
        t.fromValue = 30; t.toValue = 30; t.duration = 1
        l.add(s, forKey: "s"); l.add(t, forKey: "t")
        let m = l.presentationProperties().transform
        XCTAssertEqual(Double(m.m11), 1.1, accuracy: 1e-9)
        XCTAssertEqual(Double(m.m22), 1.1, accuracy: 1e-9)
        XCTAssertEqual(Double(m.m42), 30, accuracy: 1e-9)
    }

    func testTransformAnimationPassesThroughTheHalfwayRotation() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = CABasicAnimation(keyPath: "transform")
        a.fromValue = CATransform3DIdentity
        a.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        a.duration = 1; a.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(a, forKey: "spin")
        MediaClock.shared.advance(to: t0 + 0.5)
        let m = l.presentationProperties().transform
        XCTAssertEqual(Double(m.m11), cos(.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(Double(m.m12), sin(.pi / 4), accuracy: 1e-9)
    }

    func testCumulativeRepeatsBuildOnEachOther() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 10; a.duration = 1; a.repeatCount = 3; a.isCumulative = true
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(a, forKey: "c")
        MediaClock.shared.advance(to: t0 + 1.5)
        XCTAssertEqual(scalar(l, "position.x"), 15, accuracy: 1e-9)
        MediaClock.shared.advance(to: t0 + 2.25)
        XCTAssertEqual(scalar(l, "position.x"), 22.5, accuracy: 1e-9)
    }
}
