import XCTest
@testable import MotionViews

final class HitTestTests: XCTestCase {
    var window: UIWindow!

    override func setUp() { window = makeWindow() }

    private func box(_ frame: CGRect, in parent: UIView? = nil) -> UIView {
        let v = UIView(frame: frame)
        (parent ?? window).addSubview(v)
        return v
    }

    func testDeepestViewContainingThePoint() {
        let a = box(CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = box(CGRect(x: 10, y: 10, width: 20, height: 20), in: a)
        XCTAssertTrue(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === b)
        XCTAssertTrue(window.hitTest(CGPoint(x: 80, y: 80), with: nil) === a)
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === window)
        XCTAssertNil(window.hitTest(CGPoint(x: -1, y: 5), with: nil))
        XCTAssertTrue(b.point(inside: CGPoint(x: 19.5, y: 0), with: nil))
        XCTAssertFalse(b.point(inside: CGPoint(x: 20.5, y: 0), with: nil))
    }

    func testHiddenTransparentAndDisabledViewsAreSkippedWithTheirSubtrees() {
        let a = box(CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = box(CGRect(x: 0, y: 0, width: 50, height: 50), in: a)
        let p = CGPoint(x: 10, y: 10)
        XCTAssertTrue(window.hitTest(p, with: nil) === child)
        a.isHidden = true
        XCTAssertTrue(window.hitTest(p, with: nil) === window)
        a.isHidden = false
        a.alpha = 0.009
        XCTAssertTrue(window.hitTest(p, with: nil) === window)
        a.alpha = 0.02
        XCTAssertTrue(window.hitTest(p, with: nil) === child)
        a.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(p, with: nil) === window)
        a.isUserInteractionEnabled = true
        child.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(p, with: nil) === a, "a disabled child lets touches through to its parent")
    }

    func testFrontMostFirstByZPositionThenOrder() {
        let first = box(CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = box(CGRect(x: 50, y: 50, width: 100, height: 100))
        let overlap = CGPoint(x: 75, y: 75)
        XCTAssertTrue(window.hitTest(overlap, with: nil) === second)
        first.layer.zPosition = 1
        XCTAssertTrue(window.hitTest(overlap, with: nil) === first)
        first.layer.zPosition = 0
        window.bringSubviewToFront(first)
        XCTAssertTrue(window.hitTest(overlap, with: nil) === first)
    }

    func testChildrenOutsideTheirParentAreNotHit() {
        // UIKit: the point must be inside every ancestor, clipped or not.
        let parent = box(CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = box(CGRect(x: 80, y: 80, width: 50, height: 50), in: parent)
        XCTAssertTrue(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
        parent.clipsToBounds = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
    }

    func testClipsToBoundsLimitsChildrenOfAWidenedView() {
        final class Wide: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -50, dy: -50).contains(point)
            }
        }
        let parent = Wide(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(parent)
        let child = box(CGRect(x: 90, y: 0, width: 40, height: 40), in: parent)
        let outside = CGPoint(x: 220, y: 110)   // in the child, outside the parent's bounds
        XCTAssertTrue(window.hitTest(outside, with: nil) === child)
        parent.clipsToBounds = true
        XCTAssertTrue(window.hitTest(outside, with: nil) === parent)
    }

    func testScaleRotationAndTranslation() {
        let v = box(CGRect(x: 100, y: 100, width: 100, height: 100))   // centre (150, 150)
        v.transform = CGAffineTransform(scaleX: 2, y: 2)               // covers 50…250
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === v)
        XCTAssertTrue(window.hitTest(CGPoint(x: 40, y: 60), with: nil) === window)

        let bar = box(CGRect(x: 110, y: 274, width: 100, height: 20))   // centre (160, 284)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)       // now 20 wide, 100 tall
        XCTAssertTrue(window.hitTest(CGPoint(x: 160, y: 284 + 45), with: nil) === bar)
        XCTAssertTrue(window.hitTest(CGPoint(x: 160 + 45, y: 284), with: nil) === window)

        let t = box(CGRect(x: 0, y: 400, width: 20, height: 20))
        t.transform = CGAffineTransform(translationX: 100, y: 0)
        XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 410), with: nil) === t)
        XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 410), with: nil) === window)
    }

    func testPerspectiveTransform() {
        let v = box(CGRect(x: 60, y: 184, width: 200, height: 200))   // centre (160, 284)
        let angle = CGFloat.pi / 3
        var t = CATransform3DMakeRotation(angle, 0, 1, 0)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        t = CATransform3DConcat(t, p)
        v.transform3D = t
        // Independent projection of the local offset (x, y) from the centre: rotating about y sends
        // (x, y, 0) to (x·cos, y, −x·sin); the perspective divides by w = 1 + x·sin/500.
        func screen(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let w = 1 + x * sin(angle) / 500
            return CGPoint(x: 160 + x * cos(angle) / w, y: 284 + y / w)
        }
        let inside = screen(90, 90)
        XCTAssertTrue(window.hitTest(inside, with: nil) === v)
        let edge = screen(100, 0)
        XCTAssertTrue(window.hitTest(CGPoint(x: edge.x + 1, y: edge.y), with: nil) === window)
        XCTAssertTrue(window.hitTest(CGPoint(x: edge.x - 1, y: edge.y), with: nil) === v)
        let leftEdge = screen(-100, 0)
        XCTAssertTrue(window.hitTest(CGPoint(x: leftEdge.x - 1, y: leftEdge.y), with: nil) === window)
        // The touch maps back to the local point under it.
        assertPoint(v.convert(inside, from: nil), CGPoint(x: 190, y: 190), accuracy: 1e-6)
    }

    func testAnimatingViewIsHitWhereItIsDrawn() {
        let v = box(CGRect(x: 0, y: 0, width: 40, height: 40))   // centre (20, 20)
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction],
                       animations: { v.center = CGPoint(x: 220, y: 20) })
        Clock.run(from: t0, to: 0.5)
        // On screen at (120, 20); the model is already at (220, 20).
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 20), with: nil) === v)
        XCTAssertTrue(window.hitTest(CGPoint(x: 220, y: 20), with: nil) === window)
        Clock.run(from: t0, to: 1.1)
        XCTAssertTrue(window.hitTest(CGPoint(x: 220, y: 20), with: nil) === v)
    }

    func testAnimatingViewIgnoresTouchesWithoutAllowUserInteraction() {
        let v = box(CGRect(x: 0, y: 0, width: 40, height: 40))
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { v.center = CGPoint(x: 220, y: 20) })
        Clock.run(from: t0, to: 0.5)
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 20), with: nil) === window)
        XCTAssertTrue(window.hitTest(CGPoint(x: 220, y: 20), with: nil) === window)
        Clock.run(from: t0, to: 1.1)
        XCTAssertTrue(window.hitTest(CGPoint(x: 220, y: 20), with: nil) === v)
    }
}
