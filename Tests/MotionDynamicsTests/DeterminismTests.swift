import XCTest
import MotionLab
@testable import MotionDynamics

/// Two runs are identical to the bit, and the motion depends on the inputs' times only, never on the
/// frame rate.
final class DeterminismTests: DynamicsTestCase {
    /// 24 boxes and balls falling into a pile, with a push and a snap; the centres and rotations at the
    /// given scene times, as bit patterns. `frames` are the frame times used to get there.
    private func pile(frames: [Double], samples: [Double]) -> [UInt] {
        setUp()
        final class Ball: UIView { override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse } }
        var views: [UIView] = []
        for k in 0..<24 {
            let size = CGSize(width: 30 + CGFloat(k % 5) * 6, height: 26 + CGFloat(k % 3) * 9)
            let v = k % 4 == 0 ? Ball(frame: CGRect(origin: .zero, size: CGSize(width: size.width, height: size.width))) : UIView(frame: CGRect(origin: .zero, size: size))
            v.center = CGPoint(x: 40 + CGFloat(k % 6) * 48, y: 60 + CGFloat(k / 6) * 70)
            reference.addSubview(v)
            views.append(v)
        }
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: views)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: views))
        let material = UIDynamicItemBehavior(items: views)
        material.elasticity = 0.3
        material.friction = 0.4
        animator.addBehavior(material)
        let push = UIPushBehavior(items: [views[3]], mode: .instantaneous)
        push.pushDirection = CGVector(dx: -0.4, dy: -0.3)
        var out: [UInt] = []
        var pending = samples
        var pushed = false
        for t in frames {
            if !pushed && t >= 0.7 {
                input(at: 0.7)   // an input between frames, at its own time
                animator.addBehavior(push)
                pushed = true
            }
            now = t
            AnimationDriver.shared.advance(to: start + t)
            if let s = pending.first, abs(s - t) < 1e-12 {
                pending.removeFirst()
                for v in views { out += [v.center.x.bitPattern, v.center.y.bitPattern, v.transform.b.bitPattern] }
            }
        }
        XCTAssertTrue(pending.isEmpty)
        tearDown()
        return out
    }

    func testTwoRunsAreBitIdentical() {
        let frames = (1...150).map { Double($0) / 60 }
        let samples = [0.5, 1.0, 2.5]
        let a = pile(frames: frames, samples: samples), b = pile(frames: frames, samples: samples)
        XCTAssertEqual(a.count, 24 * 3 * 3)
        XCTAssertEqual(a, b)
    }

    func testMotionDoesNotDependOnTheFrameRate() {
        // Irregular frames (a live window's), meeting the 60 Hz run at the sample times.
        let samples = [0.5, 1.0, 2.5]
        var irregular: [Double] = []
        var t = 0.0, k = 0
        while t < 2.5 {
            k += 1
            t += [0.013, 0.021, 0.017, 0.009, 0.031][k % 5]
            for s in samples where irregular.last.map({ $0 < s }) ?? true && t > s { irregular.append(s) }
            if t < 2.5 && !samples.contains(where: { abs($0 - t) < 1e-12 }) { irregular.append(t) }
        }
        if irregular.last != 2.5 { irregular.append(2.5) }
        let regular = (1...150).map { Double($0) / 60 }
        XCTAssertEqual(pile(frames: irregular, samples: samples), pile(frames: regular, samples: samples))
    }
}
