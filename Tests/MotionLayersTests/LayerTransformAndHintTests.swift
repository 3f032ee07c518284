import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// `affineTransform()`/`setAffineTransform(_:)` (the transform's 2-D part, through the "transform"
/// action), `isDoubleSided` as a model value, and the stored rasterisation hints.
final class LayerTransformAndHintTests: LayerTestCase {
    func testAffineTransformReadsAndWritesTheTransformsPlanarPart() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let m = CGAffineTransform(a: 1, b: 0.5, c: -0.25, d: 2, tx: 10, ty: -3)
        CATransaction.performWithoutAnimation { l.setAffineTransform(m) }
        XCTAssertEqual(l.affineTransform(), m)
        // m11 m12 / m21 m22 / m41 m42 by Core Animation's layout; the z row and column stay the identity's.
        XCTAssertEqual([l.transform.m11, l.transform.m12, l.transform.m21, l.transform.m22, l.transform.m41, l.transform.m42],
                       [1, 0.5, -0.25, 2, 10, -3])
        XCTAssertEqual([l.transform.m33, l.transform.m44, l.transform.m34, l.transform.m43], [1, 1, 0, 0])
        // A 3-D transform reads back its planar part.
        var p = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        p.m34 = -1.0 / 500
        CATransaction.performWithoutAnimation { l.transform = p }
        let a = l.affineTransform()
        XCTAssertEqual(a.b, 1, accuracy: 1e-12)
        XCTAssertEqual(a.c, -1, accuracy: 1e-12)
    }

    /// Like setting `transform`, it animates implicitly on a standalone layer in a tree.
    func testSetAffineTransformRunsTheTransformAction() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        AnimationDriver.commit()   // shown: its changes animate implicitly from now on
        l.setAffineTransform(CGAffineTransform(rotationAngle: 0.5))
        XCTAssertNotNil(l.animation(forKey: "transform"))
    }

    func testIsDoubleSidedIsAModelValueThatFitsInTheFlags() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(l.isDoubleSided)
        l.isDoubleSided = false
        XCTAssertFalse(l.isDoubleSided)
        XCTAssertFalse(l.presentationProperties().isDoubleSided)
        XCTAssertNil(l.animation(forKey: "doubleSided"), "a Boolean switches at once")
        XCTAssertFalse(CALayer(layer: l).isDoubleSided)
        // It sits in the padding after the other flags: cornerRadius starts where it did (8 bytes past
        // opacity, which with its three flags fills 7).
        let opacity = MemoryLayout<LayerProperties>.offset(of: \.opacity)!
        XCTAssertEqual(MemoryLayout<LayerProperties>.offset(of: \.cornerRadius)!, opacity + 8)
    }

    func testRasterisationHintsAreStoredAndCopied() {
        let l = CALayer()
        XCTAssertFalse(l.shouldRasterize)
        XCTAssertEqual(l.rasterizationScale, 1)
        l.shouldRasterize = true
        l.rasterizationScale = 2
        let copy = CALayer(layer: l)
        XCTAssertTrue(copy.shouldRasterize)
        XCTAssertEqual(copy.rasterizationScale, 2)
    }
}
