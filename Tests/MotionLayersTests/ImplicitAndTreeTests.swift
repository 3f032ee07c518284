import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// Implicit animations, transactions, the presentation tree and hit-testing.
final class ImplicitAndTreeTests: LayerTestCase {
    func testStandaloneLayerAnimatesImplicitlyFromWhatIsOnScreen() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        AnimationDriver.commit()   // shown: its changes animate implicitly from now on
        l.opacity = 0
        XCTAssertEqual(l.opacity, 0, "the model changes at once")
        at(0.125)
        let mid = scalar(l, "opacity")
        XCTAssertGreaterThan(mid, 0.1); XCTAssertLessThan(mid, 0.9)
        // Interrupt: the new implicit animation starts where the old one is now.
        l.opacity = 1
        XCTAssertEqual(scalar(l, "opacity"), mid, accuracy: 1e-9)
        at(1)
        XCTAssertEqual(scalar(l, "opacity"), 1)
    }

    /// Core Animation interpolates an implicit animation from what the render tree holds; a layer not yet
    /// committed there has nothing else, so it appears at its new values: created and set in one frame,
    /// made earlier but first attached in this frame (itself or an ancestor) — no animation. Once shown,
    /// and when moved between superlayers while on screen, its changes animate.
    func testALayerNotYetShownDoesNotAnimateImplicitly() {
        let fresh = CALayer()
        root.addSublayer(fresh)
        fresh.frame = CGRect(x: 0, y: 0, width: 100, height: 20)   // a first layoutSubviews
        fresh.opacity = 0.5
        XCTAssertNil(fresh.animationKeys(), "created and set in the same frame")
        XCTAssertEqual(scalar(fresh, "bounds.size.width"), 100)

        let early = CALayer(), child = CALayer()
        early.addSublayer(child)
        AnimationDriver.commit()                 // made in an earlier frame, but in no shown tree
        root.addSublayer(early)
        early.position = CGPoint(x: 40, y: 40)
        child.opacity = 0.2
        XCTAssertNil(early.animationKeys(), "attached in this frame")
        XCTAssertNil(child.animationKeys(), "its superlayer attached in this frame")

        AnimationDriver.commit()                 // shown
        fresh.opacity = 1
        child.opacity = 1
        XCTAssertEqual(fresh.animationKeys(), ["opacity"])
        XCTAssertEqual(child.animationKeys(), ["opacity"])
        let moved = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        AnimationDriver.commit()
        early.addSublayer(moved)                 // from one superlayer to another, on screen all along
        moved.position = CGPoint(x: 90, y: 90)
        XCTAssertEqual(moved.animationKeys(), ["position"])
    }

    func testDisableActionsAndDurationFromTheTransaction() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        AnimationDriver.commit()   // shown: its changes animate implicitly from now on
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        XCTAssertNil(l.animationKeys())
        AnimationDriver.commit()   // the jump is on screen before the next change
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        var done = false
        CATransaction.setCompletionBlock { done = true }
        l.position = CGPoint(x: 150, y: 50)
        CATransaction.commit()
        at(1)
        XCTAssertEqual(scalar(l, "position.x"), 100, accuracy: 1e-9)
        XCTAssertFalse(done)
        at(2.01)
        XCTAssertTrue(done)
    }

    func testALayerDelegateCanVetoActions() {
        final class NoActions: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { CANullAction.shared }
        }
        let d = NoActions()
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        l.delegate = d
        l.opacity = 0.3
        XCTAssertNil(l.animationKeys())
    }

    func testPresentationTreeMirrorsTheModelTree() throws {
        let parent = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100), name: "parent")
        let child = CALayer(); child.name = "child"
        parent.addSublayer(child)
        let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = 0.5; a.toValue = 0.5; a.duration = 1
        child.add(a, forKey: "o")
        let p = try XCTUnwrap(parent.presentation())
        XCTAssertTrue(p.isPresentation)
        XCTAssertTrue(p.model() === parent)
        XCTAssertEqual(p.sublayers?.first?.name, "child")
        XCTAssertEqual(p.sublayers?.first?.opacity, 0.5)
        XCTAssertEqual(child.opacity, 1)
    }

    func testHitTestRespectsTransformsZOrderAndHiddenLayers() {
        let a = makeLayer(CGRect(x: 100, y: 100, width: 100, height: 50), name: "a")
        CATransaction.performWithoutAnimation {
            a.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)   // now 50 wide, 100 tall about (150,125)
        }
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 170)) === a, "inside the rotated box")
        XCTAssertTrue(root.hitTest(CGPoint(x: 190, y: 125)) === root, "outside it, though inside the unrotated frame")
        let b = makeLayer(CGRect(x: 120, y: 150, width: 60, height: 60), name: "b")
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 160)) === b, "later sibling on top")
        CATransaction.performWithoutAnimation { a.zPosition = 1 }
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 160)) === a, "higher zPosition on top")
        CATransaction.performWithoutAnimation { a.isHidden = true }
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 160)) === b)
    }

    func testConvertPointsThroughScaleAndPerspective() {
        let l = makeLayer(CGRect(x: 100, y: 100, width: 100, height: 100))
        CATransaction.performWithoutAnimation {
            l.transform = CATransform3DMakeScale(2, 2, 1)
        }
        // Bounds point (0,0) sits at centre (150,150) minus 2×50.
        let p = l.convert(CGPoint(x: 0, y: 0), to: root)
        XCTAssertEqual(Double(p.x), 50, accuracy: 1e-9); XCTAssertEqual(Double(p.y), 50, accuracy: 1e-9)
        var persp = CATransform3DIdentity; persp.m34 = -1 / 500
        CATransaction.performWithoutAnimation { l.transform = CATransform3DConcat(CATransform3DMakeRotation(0.6, 0, 1, 0), persp) }
        for q in [CGPoint(x: 10, y: 20), CGPoint(x: 90, y: 70)] {
            let there = l.convert(q, to: root)
            let back = l.convert(there, from: root)
            XCTAssertEqual(Double(back.x), Double(q.x), accuracy: 1e-6)
            XCTAssertEqual(Double(back.y), Double(q.y), accuracy: 1e-6)
        }
    }

    func testTransitionKeepsTheOldRenderingAndFades() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let t = CATransition(); t.type = .fade; t.duration = 2
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(t, forKey: "fade")
        CATransaction.performWithoutAnimation { l.backgroundColor = .white }
        MediaClock.shared.advance(to: t0 + 0.5)
        let frames = l.transitionFrames(atLocalTime: l.localTime())
        XCTAssertEqual(frames.count, 1)
        XCTAssertEqual(frames[0].frame.opacities.new, 0.25, accuracy: 1e-12)
        XCTAssertEqual(frames[0].frame.opacities.old, 0.75, accuracy: 1e-12)
        XCTAssertNil(frames[0].old.backgroundColor, "the snapshot shows the old state")
        at(2.5)
        XCTAssertTrue(l.transitionFrames(atLocalTime: l.localTime()).isEmpty)
    }
}

/// The presentation layer shows the last committed frame (the seed's map animation depends on it).
final class CommitSemanticsTests: LayerTestCase {
    func testPresentationDuringAnEventShowsTheLastFrameNotTheNewModel() {
        let map = makeLayer(CGRect(x: 0, y: 62, width: 320, height: 458))
        CATransaction.performWithoutAnimation {
            map.transform = CATransform3DConcat(CATransform3DMakeScale(1.1, 1.1, 1), CATransform3DMakeTranslation(0, 30, 0))
        }
        at(0.5)   // a frame is drawn: this state is on screen
        let scale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
        scale.fromValue = map.presentation()?.value(forKeyPath: "transform.scale")
        scale.toValue = 1.0
        map.add(scale, forKey: "transform.scale")
        CATransaction.performWithoutAnimation { map.transform = CATransform3DIdentity }
        // Still the same event: the presentation layer shows the frame on screen.
        XCTAssertEqual(Double(map.presentation()?.value(forKeyPath: "transform.translation.y") as! CGFloat), 30, accuracy: 1e-9)
        XCTAssertEqual(Double(map.presentation()?.value(forKeyPath: "transform.scale") as! CGFloat), 1.1, accuracy: 1e-9)
        at(0.5 + 1.0 / 60)
        // Next frame: the new model (translation 0) with the spring on the scale.
        XCTAssertEqual(Double(map.presentation()?.value(forKeyPath: "transform.translation.y") as! CGFloat), 0, accuracy: 1e-9)
        XCTAssertLessThan(Double(map.presentation()?.value(forKeyPath: "transform.scale") as! CGFloat), 1.1)
    }
}

extension CommitSemanticsTests {
    func testAnAnimationRemovedDuringAnEventStaysOnScreenUntilTheFrameCommits() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.2; a.toValue = 0.2; a.duration = 10
        l.add(a, forKey: "o")
        at(0.1)
        XCTAssertEqual(Double(l.presentationProperties().opacity), 0.2, accuracy: 1e-6)
        l.removeAnimation(forKey: "o")
        XCTAssertEqual(Double(l.presentationProperties().opacity), 0.2, accuracy: 1e-6, "still the frame on screen")
        at(0.2)
        XCTAssertEqual(Double(l.presentationProperties().opacity), 1, accuracy: 1e-6)
    }
}
