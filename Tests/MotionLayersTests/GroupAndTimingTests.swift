import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// Groups and hierarchical layer time (Apple's CAMediaTiming documentation and QA1673).
final class GroupAndTimingTests: LayerTestCase {
    func testCardShuffleGroupStartsAtItsBeginTime() {
        let card = makeLayer(CGRect(x: 100, y: 300, width: 120, height: 120))
        let z = CABasicAnimation(keyPath: "zPosition")
        z.fromValue = -1; z.toValue = 1; z.duration = 1.2
        let pos = CAKeyframeAnimation(keyPath: "position")
        pos.values = [CGPoint.zero, CGPoint(x: 110, y: -20), CGPoint.zero]
        pos.isAdditive = true; pos.duration = 1.2
        let group = CAAnimationGroup()
        group.animations = [z, pos]
        group.duration = 1.2
        group.beginTime = CACurrentMediaTime() + 0.5
        card.add(group, forKey: "shuffle")
        card.zPosition = 1
        MediaClock.shared.advance(to: t0 + 0.4)
        XCTAssertEqual(Double(card.presentationProperties().zPosition), 1, "before the group starts: the model")
        MediaClock.shared.advance(to: t0 + 0.5 + 0.6)
        let p = card.presentationProperties()
        XCTAssertEqual(Double(p.zPosition), 0, accuracy: 1e-9, "half way from −1 to 1")
        XCTAssertEqual(Double(p.position.x), 160 + 110, accuracy: 1e-9)
        XCTAssertEqual(Double(p.position.y), 360 - 20, accuracy: 1e-9)
    }

    /// Apple's CAAnimationGroup Listing 1 and the Programming Guide's Listing 3-6 set only the group's
    /// duration: children without one play over it (linear children: half way at half the group's time).
    func testChildrenWithoutADurationPlayOverTheGroups() {
        let card = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 50, y: 50); move.toValue = CGPoint(x: 250, y: 450)
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0.2
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        let short = CABasicAnimation(keyPath: "zPosition")
        short.fromValue = 0; short.toValue = 10; short.duration = 0.5
        short.timingFunction = CAMediaTimingFunction(name: .linear)
        let group = CAAnimationGroup()
        group.animations = [move, fade, short]
        group.duration = 1.5
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        card.add(group, forKey: "g")
        MediaClock.shared.advance(to: t0 + 0.75)
        var p = card.presentationProperties()
        XCTAssertEqual(Double(p.position.x), 150, accuracy: 1e-9, "half of the group's 1.5 s")
        XCTAssertEqual(Double(p.position.y), 250, accuracy: 1e-9)
        XCTAssertEqual(Double(p.opacity), 0.6, accuracy: 1e-6)
        XCTAssertEqual(Double(p.zPosition), 0, accuracy: 1e-9, "a child with its own 0.5 s has ended (no fill)")
        MediaClock.shared.advance(to: t0 + 1.4)
        p = card.presentationProperties()
        XCTAssertEqual(Double(p.position.x), 50 + 200 * 1.4 / 1.5, accuracy: 1e-9)
        XCTAssertEqual(move.duration, 0, "the caller's child is not changed")
    }

    /// The "animate and stay" idiom: a group with `fillMode = .forwards` and `isRemovedOnCompletion = false`
    /// holds the children that reach its end at their final frame; a child ending earlier stays ended.
    func testAGroupThatFillsForwardsHoldsItsChildrensEnd() {
        let card = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 280, y: 450); move.duration = 1.5
        let early = CABasicAnimation(keyPath: "zPosition")
        early.fromValue = 0; early.toValue = 10; early.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [move, early]
        group.duration = 1.5
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        card.add(group, forKey: "g")
        for t in [1.5, 2, 10] {
            MediaClock.shared.advance(to: t0 + t)
            let p = card.presentationProperties()
            XCTAssertEqual(Double(p.position.x), 280, accuracy: 1e-9, "held at t = \(t)")
            XCTAssertEqual(Double(p.position.y), 450, accuracy: 1e-9)
            XCTAssertEqual(Double(p.zPosition), 0, accuracy: 1e-9, "the child that ended at 0.5 s stays ended")
        }
        XCTAssertNotNil(card.animation(forKey: "g"))
    }

    func testGroupCutsChildrenAtItsDuration() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 10
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        let g = CAAnimationGroup(); g.animations = [a]; g.duration = 2
        l.add(g, forKey: "g")
        MediaClock.shared.advance(to: t0 + 1)
        XCTAssertEqual(scalar(l, "opacity"), 0.1, accuracy: 1e-7)
        at(2.5)
        XCTAssertEqual(scalar(l, "opacity"), 1, "group ended: back to the model")
    }

    func testPausingALayerFreezesItsAnimationsAndResumingDoesNotJump() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 100; a.duration = 10
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(a, forKey: "move")
        MediaClock.shared.advance(to: t0 + 2)
        // QA1673 pause.
        let paused = l.convertTime(CACurrentMediaTime(), from: nil)
        l.speed = 0
        l.timeOffset = paused
        MediaClock.shared.advance(to: t0 + 7)
        XCTAssertEqual(scalar(l, "position.x"), 20, accuracy: 1e-9, "frozen")
        // QA1673 resume.
        let pausedTime = l.timeOffset
        l.speed = 1
        l.timeOffset = 0
        l.beginTime = 0
        let sincePause = l.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        l.beginTime = sincePause
        XCTAssertEqual(scalar(l, "position.x"), 20, accuracy: 1e-9, "resumes where it stopped")
        MediaClock.shared.advance(to: t0 + 8)
        XCTAssertEqual(scalar(l, "position.x"), 30, accuracy: 1e-9)
    }

    func testSublayerSpeedScalesItsAnimationsAndConvertTimeAgrees() {
        let parent = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.speed = 2
        parent.timeOffset = 0
        parent.beginTime = t0
        let child = CALayer()
        parent.addSublayer(child)
        XCTAssertEqual(child.convertTime(t0 + 3, from: nil), 6, accuracy: 1e-12)
        XCTAssertEqual(child.convertTime(6, to: nil), t0 + 3, accuracy: 1e-12)
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 4
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        child.add(a, forKey: "f")   // begins at the child's "now" = 0
        MediaClock.shared.advance(to: t0 + 1)
        XCTAssertEqual(scalar(child, "opacity"), 0.5, accuracy: 1e-9, "1 s of parent time is 2 s for the child")
    }

    func testRepeatAndAutoreverse() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1; a.autoreverses = true; a.repeatCount = 2
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(a, forKey: "pulse")
        for (t, v) in [(0.25, 0.25), (1.25, 0.75), (2.5, 0.5), (3.75, 0.25)] {
            MediaClock.shared.advance(to: t0 + t)
            XCTAssertEqual(scalar(l, "opacity"), v, accuracy: 1e-9, "t=\(t)")
        }
        at(4.1)
        XCTAssertNil(l.animationKeys())
    }

    func testStartAndStopCallbacksArriveOnFrames() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        final class D: CAAnimationDelegate {
            var log: [String] = []
            func animationDidStart(_ anim: CAAnimation) { log.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
        }
        let d = D()
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0; a.duration = 1; a.beginTime = CACurrentMediaTime() + 0.5
        a.delegate = d
        l.add(a, forKey: "f")
        at(0.2); XCTAssertEqual(d.log, [])
        at(0.6); XCTAssertEqual(d.log, ["start"])
        at(1.6); XCTAssertEqual(d.log, ["start", "stop true"])
    }
}
