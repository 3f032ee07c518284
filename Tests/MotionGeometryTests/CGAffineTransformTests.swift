import Foundation
import XCTest
@testable import MotionGeometry

final class CGAffineTransformTests: XCTestCase {
    func testRotationMatrixAndDirection() {
        // Core Graphics: a = cos, b = sin, c = −sin, d = cos.
        let r = CGAffineTransform(rotationAngle: .pi / 6)
        assertAffine(r, sqrt(3) / 2, 0.5, -0.5, sqrt(3) / 2, 0, 0)
        assertPoint(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), 0, 1, accuracy: 1e-15)
    }

    func testScaleAndTranslationInits() {
        assertAffine(CGAffineTransform(scaleX: 2, y: 3), 2, 0, 0, 3, 0, 0)
        assertAffine(CGAffineTransform(translationX: 4, y: 5), 1, 0, 0, 1, 4, 5)
        assertPoint(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 4, y: 5)), 5, 6)
    }

    func testConcatenatingAppliesReceiverFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        // (1, 0) → translate → (11, 0) → scale → (22, 0).
        assertPoint(CGPoint(x: 1, y: 0).applying(t), 22, 0)
        // Matrix product by hand: [1 0; 0 1; 10 0] · [2 0; 0 2; 0 0].
        assertAffine(t, 2, 0, 0, 2, 20, 0)
        XCTAssertEqual(CGAffineTransformConcat(CGAffineTransform(translationX: 10, y: 0), CGAffineTransform(scaleX: 2, y: 2)), t)
    }

    func testScaledTranslatedRotatedPrependTheOperation() {
        // Apple: CGAffineTransformScale(t, sx, sy) = scale · t, i.e. the scale acts first.
        let base = CGAffineTransform(translationX: 10, y: 20)
        assertPoint(CGPoint(x: 1, y: 1).applying(base.scaledBy(x: 2, y: 3)), 12, 23)
        let scaled = CGAffineTransform(scaleX: 2, y: 2)
        assertPoint(CGPoint(x: 1, y: 1).applying(scaled.translatedBy(x: 10, y: 20)), 22, 42)
        assertPoint(CGPoint(x: 1, y: 0).applying(base.rotated(by: .pi / 2)), 10, 21, accuracy: 1e-12)
        XCTAssertEqual(CGAffineTransformScale(base, 2, 3), base.scaledBy(x: 2, y: 3))
        XCTAssertEqual(CGAffineTransformTranslate(scaled, 10, 20), scaled.translatedBy(x: 10, y: 20))
        XCTAssertEqual(CGAffineTransformRotate(base, 1), base.rotated(by: 1))
    }

    func testInvertedHandComputed() {
        // det = 2·1 − 1·1 = 1; inverse linear part [1 −1; −1 2]; t' = −(3, 4)·[1 −1; −1 2] = (1, −5).
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 3, ty: 4)
        assertAffine(t.inverted(), 1, -1, -1, 2, 1, -5)
        assertAffine(t.concatenating(t.inverted()), 1, 0, 0, 1, 0, 0)
        XCTAssertEqual(CGAffineTransformInvert(t), t.inverted())
    }

    func testSingularInverseReturnsSelf() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(singular.inverted(), singular)
        XCTAssertEqual(CGAffineTransform(scaleX: 0, y: 1).inverted(), CGAffineTransform(scaleX: 0, y: 1))
    }

    func testIsIdentity() {
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertTrue(CGAffineTransformIsIdentity(CGAffineTransformIdentity))
        XCTAssertFalse(CGAffineTransform(translationX: 0, y: 1e-9).isIdentity)
        XCTAssertTrue(CGAffineTransformMakeScale(1, 1).isIdentity)
    }

    func testSizeIgnoresTranslation() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
        XCTAssertEqual(CGSize(width: 3, height: 4).applying(t), CGSize(width: 6, height: -4))
        XCTAssertEqual(CGSizeApplyAffineTransform(CGSize(width: 3, height: 4), t), CGSize(width: 6, height: -4))
    }

    func testRectBoundingBoxOfRotatedCorners() {
        // Unit square rotated 45°: corners (0,0), (√½,√½), (−√½,√½), (0,√2).
        let r = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let h = sqrt(0.5)
        XCTAssertEqual(r.minX, -h, accuracy: 1e-12)
        XCTAssertEqual(r.maxX, h, accuracy: 1e-12)
        XCTAssertEqual(r.minY, 0, accuracy: 1e-12)
        XCTAssertEqual(r.maxY, 2 * h, accuracy: 1e-12)
        let moved = CGRectApplyAffineTransform(CGRect(x: 1, y: 2, width: 3, height: 4), CGAffineTransformMakeTranslation(10, 20))
        XCTAssertEqual(moved, CGRect(x: 11, y: 22, width: 3, height: 4))
        // A mirror yields a standardized (positive-size) rectangle.
        XCTAssertEqual(CGRect(x: 1, y: 1, width: 2, height: 2).applying(CGAffineTransform(scaleX: -1, y: 1)),
                       CGRect(x: -3, y: 1, width: 2, height: 2))
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
    }

    func testCFunctions() {
        XCTAssertEqual(CGAffineTransformMakeTranslation(1, 2), CGAffineTransform(translationX: 1, y: 2))
        XCTAssertEqual(CGAffineTransformMakeRotation(0.5), CGAffineTransform(rotationAngle: 0.5))
        XCTAssertEqual(CGPointApplyAffineTransform(CGPointMake(1, 2), CGAffineTransformMakeScale(3, 4)), CGPoint(x: 3, y: 8))
        XCTAssertEqual(CGAffineTransformMake(1, 2, 3, 4, 5, 6), CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        XCTAssertTrue(CGAffineTransformEqualToTransform(.identity, CGAffineTransform()))
        XCTAssertEqual(CGRectMake(1, 2, 3, 4), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(CGSizeMake(3, 4), CGSize(width: 3, height: 4))
    }
}
