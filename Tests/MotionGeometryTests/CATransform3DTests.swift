import Foundation
import XCTest
@testable import MotionGeometry

final class CATransform3DTests: XCTestCase {
    func testRotationDirectionMatchesApple() {
        // Right-handed: x → y about z, y → z about x, z → x about y.
        assertVector(map(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1, 0, 0), 0, 1, 0, accuracy: 1e-15)
        assertVector(map(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0, 1, 0), 0, 0, 1, accuracy: 1e-15)
        assertVector(map(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, 1), 1, 0, 0, accuracy: 1e-15)
        // The axis need not be normalized: 2π/3 about (1, 1, 1) cycles the axes x → y → z → x.
        let cycle = CATransform3DMakeRotation(2 * .pi / 3, 5, 5, 5)
        assertVector(map(cycle, 1, 0, 0), 0, 1, 0, accuracy: 1e-12)
        assertVector(map(cycle, 0, 0, 1), 1, 0, 0, accuracy: 1e-12)
        // A zero axis is no rotation.
        XCTAssertEqual(CATransform3DMakeRotation(1, 0, 0, 0), CATransform3DIdentity)
    }

    func testRotationMatrixElements() {
        // Row-vector z rotation: m11 = cos, m12 = sin, m21 = −sin, m22 = cos.
        let r = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        var want = CATransform3DIdentity
        want.m11 = sqrt(3) / 2; want.m12 = 0.5; want.m21 = -0.5; want.m22 = sqrt(3) / 2
        assertTransform(r, want, accuracy: 1e-15)
    }

    func testMakeScaleAndTranslationLayout() {
        let s = CATransform3DMakeScale(2, 3, 4)
        XCTAssertEqual([s.m11, s.m22, s.m33, s.m44], [2, 3, 4, 1])
        let t = CATransform3DMakeTranslation(5, 6, 7)
        XCTAssertEqual([t.m41, t.m42, t.m43], [5, 6, 7])
        assertVector(map(t, 1, 1, 1), 6, 7, 8)
    }

    func testTranslateScaleRotatePrependOperation() {
        // Apple: CATransform3DTranslate(t, …) = translate · t, so the translation acts first.
        let translated = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 10, 0, 0)
        assertVector(map(translated, 0, 0, 0), 20, 0, 0)
        let rotated = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
        assertVector(map(rotated, 1, 0, 0), 5, 1, 0, accuracy: 1e-15)
        let scaled = CATransform3DScale(CATransform3DMakeTranslation(5, 0, 0), 3, 3, 3)
        assertVector(map(scaled, 1, 1, 1), 8, 3, 3)
        XCTAssertEqual(translated, CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2)))
    }

    func testConcatHandComputedProduct() {
        let a = CATransform3D(rowMajor: [1, 2, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, 0, 0, 1])
        let b = CATransform3D(rowMajor: [2, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0.5, 0, 4, 0, 1])
        // Row i of a·b = Σ_k a[i][k] · row k of b.
        let want = CATransform3D(rowMajor: [4, 2, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0.5, 6, 4, 0, 1])
        XCTAssertEqual(CATransform3DConcat(a, b), want)
    }

    func testInverseInvariantsAndSingular() {
        let m = CATransform3DMakeScale(2, 3, 0.5)
            .concatenating(CATransform3DMakeRotation(0.7, 1, 2, 3))
            .concatenating(CATransform3DMakeTranslation(10, -20, 5))
            .concatenating({ var p = CATransform3DIdentity; p.m34 = -1 / 500; return p }())
        assertTransform(m.concatenating(m.inverted()), .identity, accuracy: 1e-12)
        assertTransform(m.inverted().concatenating(m), .identity, accuracy: 1e-12)
        assertTransform(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)), CATransform3DMakeTranslation(-1, -2, -3))
        assertTransform(CATransform3DMakeScale(2, 4, 8).inverted(), CATransform3DMakeScale(0.5, 0.25, 0.125))
        let singular = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular)
        XCTAssertEqual(singular.determinant, 0)
        XCTAssertEqual(CATransform3DMakeScale(2, 3, 4).determinant, 24, accuracy: 1e-12)
    }

    func testIdentityAndEquality() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
        XCTAssertTrue(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
    }

    func testAffineBridging() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        XCTAssertEqual([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m33, t.m44], [1, 2, 3, 4, 5, 6, 1, 1])
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
        // Same mapping of a plane point.
        let p = CGPoint(x: 7, y: -2)
        XCTAssertEqual(t.project(p), p.applying(affine))

        var perspective = t; perspective.m34 = -0.002
        XCTAssertFalse(perspective.isAffine)
        XCTAssertFalse(CATransform3DMakeTranslation(0, 0, 1).isAffine)
        XCTAssertFalse(CATransform3DMakeRotation(0.1, 1, 0, 0).isAffine)
        XCTAssertTrue(CATransform3DMakeRotation(0.1, 0, 0, 1).isAffine2D)
    }

    func testAxisAligned() {
        XCTAssertTrue(CATransform3DMakeScale(2, -1, 1).concatenating(CATransform3DMakeTranslation(3, 4, 0)).isAxisAligned)
        XCTAssertFalse(CATransform3DMakeRotation(0.1, 0, 0, 1).isAxisAligned)
        XCTAssertFalse(CATransform3DMakeScale(2, 2, 3).isAxisAligned) // z scale is not 2-D
    }

    func testProjectWithPerspective() {
        // Rotate about y by θ then perspective with eye distance d: x' = x·cosθ / (1 + x·sinθ/d).
        let d: CGFloat = 500, theta: CGFloat = .pi / 3
        var p = CATransform3DIdentity; p.m34 = -1 / d
        let m = CATransform3DMakeRotation(theta, 0, 1, 0).concatenating(p)
        let projected = m.project(CGPoint(x: 100, y: 40))
        let w = 1 + 100 * sin(theta) / d
        assertPoint(projected, 100 * cos(theta) / w, 40 / w, accuracy: 1e-12)
        // A point at z = 100 in front of a pure perspective scales by 1/(1 − 100/500) = 1.25.
        let q = p.apply(to: (x: 100, y: 0, z: 100))
        XCTAssertEqual(q.x / q.w, 125, accuracy: 1e-12)
    }

    func testSubscriptAndRowMajor() {
        var t = CATransform3DIdentity
        t[3, 0] = 9
        XCTAssertEqual(t.m41, 9)
        XCTAssertEqual(t[3, 0], 9)
        XCTAssertEqual(CATransform3D(rowMajor: t.rowMajor), t)
    }
}
