import XCTest
import MotionLab
@testable import MotionRender

/// Where a layer's parts land, against Core Animation's geometry worked out by hand: the bounds
/// rect's anchor point sits at `position`, `transform` turns about the anchor point, the superlayer's
/// `sublayerTransform` acts about its own anchor point on the sublayers only, and `bounds.origin`
/// shifts the sublayers only.
final class LayerRendererTransformTests: RenderTestCase {
    func testAnchorPointIsWhereThePositionIs() {
        for (anchor, topLeft) in [(CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 100)),
                                  (CGPoint(x: 1, y: 1), CGPoint(x: 100, y: 50)),
                                  (CGPoint(x: 0.25, y: 0.5), CGPoint(x: 175, y: 75))] {
            root.sublayers?.forEach { $0.removeFromSuperlayer() }
            let l = CALayer()
            quietly {
                l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
                l.anchorPoint = anchor
                l.position = CGPoint(x: 200, y: 100)
                l.backgroundColor = Self.red
                root.addSublayer(l)
            }
            assertRect(rect(draw()[0]), CGRect(origin: topLeft, size: CGSize(width: 100, height: 50)), "anchor \(anchor)")
        }
    }

    func testTransformTurnsAboutTheAnchorPoint() {
        // anchor (0, 0) at (200, 100), a quarter turn: local (x, y) → (200 − y, 100 + x).
        let l = CALayer()
        quietly {
            l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
            l.anchorPoint = .zero
            l.position = CGPoint(x: 200, y: 100)
            l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            l.backgroundColor = Self.red
            root.addSublayer(l)
        }
        let c = draw()
        guard let (size, t) = geometry(c[0]) else { return XCTFail() }
        let expected = [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 200), CGPoint(x: 150, y: 200), CGPoint(x: 150, y: 100)]
        for (p, q) in zip(corners(size, t), expected) { assertPoint(p, q, accuracy: 1e-9) }
    }

    func testSublayerTransformActsAboutTheParentsAnchorOnSublayersOnly() {
        // Parent: 200×200 at (50, 150); sublayerTransform ×2 about its centre (100, 100). A 20×20 child
        // centred at (50, 50) → centre 100 + 2·(50 − 100) = 0, size 40: (−20, −20, 40, 40) in the
        // parent → (30, 130, 40, 40) in the window.
        let parent = layer(CGRect(x: 50, y: 150, width: 200, height: 200), Self.red) {
            $0.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        }
        layer(CGRect(x: 40, y: 40, width: 20, height: 20), Self.green, in: parent)
        let c = draw()
        assertRect(rect(c[0]), CGRect(x: 50, y: 150, width: 200, height: 200))
        assertRect(rect(c[1]), CGRect(x: 30, y: 130, width: 40, height: 40))
    }

    func testSublayerTransformReachesOnlyDirectSublayersSpace() {
        // A grandchild is placed in its parent's space, which the grandparent's sublayerTransform scales
        // as a whole: the grandchild scales with it (×2), it is not scaled twice.
        let parent = layer(CGRect(x: 0, y: 0, width: 200, height: 200)) {
            $0.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        }
        let child = layer(CGRect(x: 100, y: 100, width: 50, height: 50), in: parent)
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green, in: child)
        // child: centre (125, 125) → 100 + 2·25 = 150, size 100 → (100, 100, 100, 100); grandchild at its corner ×2.
        assertRect(rect(draw()[0]), CGRect(x: 100, y: 100, width: 20, height: 20))
    }

    func testBoundsOriginShiftsSublayersNotTheLayer() {
        let parent = layer(CGRect(x: 50, y: 150, width: 200, height: 200), Self.red)
        quietly { parent.bounds.origin = CGPoint(x: 30, y: 10) }
        layer(CGRect(x: 0, y: 0, width: 20, height: 20), Self.green, in: parent)
        let c = draw()
        assertRect(rect(c[0]), CGRect(x: 50, y: 150, width: 200, height: 200))
        assertRect(rect(c[1]), CGRect(x: 20, y: 140, width: 20, height: 20))
    }

    func testPerspectiveReachesTheDrawListAsM14AndM24() {
        // The idiom: perspective m34 = −1/500, then turned about y (CATransform3DRotate puts the turn
        // first): the layer's plane has perspective, and each corner's image is the full 4×4 product
        // applied to (x, y, 0, 1) and divided by w.
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, 0.5, 0, 1, 0)
        let l = layer(CGRect(x: 100, y: 100, width: 100, height: 100), Self.red) { $0.transform = t }
        let c = draw()
        guard let (size, m) = geometry(c[0]) else { return XCTFail() }
        XCTAssertNotEqual(m.m14, 0)
        // Reference: translate(−50, −50) · t · translate(150, 150) by hand for corner (0, 0) → local (−50, −50).
        let x: CGFloat = -50, y: CGFloat = -50
        let X = x * t.m11 + y * t.m21 + t.m41, Y = x * t.m12 + y * t.m22 + t.m42, W = x * t.m14 + y * t.m24 + t.m44
        assertPoint(corners(size, m)[0], CGPoint(x: X / W + 150, y: Y / W + 150), accuracy: 1e-9)
        _ = l
    }
}

/// contentsGravity for all 12 values against rects computed by hand from Apple's definitions
/// (a 40×20-point image in a 100×80 layer; "top" is the bounds' top edge, y down).
final class ContentsGravityTests: RenderTestCase {
    func testEveryGravityPlacesTheImageWhereAppleSays() {
        let expected: [(CALayerContentsGravity, CGRect)] = [
            (.resize, CGRect(x: 0, y: 0, width: 100, height: 80)),
            // fit: s = min(100/40, 80/20) = 2.5 → 100×50, centred.
            (.resizeAspect, CGRect(x: 0, y: 15, width: 100, height: 50)),
            // fill: s = max(2.5, 4) = 4 → 160×80, centred.
            (.resizeAspectFill, CGRect(x: -30, y: 0, width: 160, height: 80)),
            (.center, CGRect(x: 30, y: 30, width: 40, height: 20)),
            (.top, CGRect(x: 30, y: 0, width: 40, height: 20)),
            (.bottom, CGRect(x: 30, y: 60, width: 40, height: 20)),
            (.left, CGRect(x: 0, y: 30, width: 40, height: 20)),
            (.right, CGRect(x: 60, y: 30, width: 40, height: 20)),
            (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
            (.topRight, CGRect(x: 60, y: 0, width: 40, height: 20)),
            (.bottomLeft, CGRect(x: 0, y: 60, width: 40, height: 20)),
            (.bottomRight, CGRect(x: 60, y: 60, width: 40, height: 20)),
        ]
        XCTAssertEqual(Set(expected.map(\.0.rawValue)).count, 12)
        // 80×40 pixels at contentsScale 2 = 40×20 points.
        let image = CGImage(width: 80, height: 40, pixels: [UInt8](repeating: 255, count: 80 * 40 * 4))
        for (gravity, r) in expected {
            root.sublayers?.forEach { $0.removeFromSuperlayer() }
            layer(CGRect(x: 10, y: 20, width: 100, height: 80)) {
                $0.contents = image; $0.contentsScale = 2; $0.contentsGravity = gravity
            }
            let c = draw()
            XCTAssertEqual(kinds(c), ["image"], "\(gravity)")
            assertRect(c.first.flatMap(rect), r.offsetBy(dx: 10, dy: 20), "\(gravity)")
        }
    }

    func testImageCornersAreRoundedOnlyWhenMaskingAndFillingTheBounds() {
        let image = CGImage(width: 40, height: 20, pixels: [UInt8](repeating: 255, count: 40 * 20 * 4))
        func radius(_ gravity: CALayerContentsGravity, masks: Bool) -> CGFloat? {
            root.sublayers?.forEach { $0.removeFromSuperlayer() }
            layer(CGRect(x: 0, y: 0, width: 100, height: 80)) {
                $0.contents = image; $0.contentsGravity = gravity; $0.cornerRadius = 8; $0.masksToBounds = masks
            }
            if case let .image(_, _, _, _, r) = draw().first { return r }
            return nil
        }
        XCTAssertEqual(radius(.resize, masks: true), 8)
        XCTAssertEqual(radius(.resize, masks: false), 0)
        XCTAssertEqual(radius(.center, masks: true), 0, "an image smaller than the bounds keeps square corners")
    }
}
