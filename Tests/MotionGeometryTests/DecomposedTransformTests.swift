import Foundation
import XCTest
@testable import MotionGeometry

final class DecomposedTransformTests: XCTestCase {
    private func perspective(_ d: CGFloat) -> CATransform3D {
        var p = CATransform3DIdentity; p.m34 = -1 / d; return p
    }

    /// Scale, then rotate, then translate, then perspective (row-vector order).
    private var composite: CATransform3D {
        CATransform3DMakeScale(2, 3, 4)
            .concatenating(CATransform3DMakeRotation(0.9, 1, -2, 0.5))
            .concatenating(CATransform3DMakeTranslation(5, 6, 7))
            .concatenating(perspective(500))
    }

    func testKnownComponentsOfConstructedMatrix() throws {
        // S(2,3,4) · Rz(30°) · T(5,6,7): each factor must come back as built.
        let m = CATransform3DMakeScale(2, 3, 4)
            .concatenating(CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
            .concatenating(CATransform3DMakeTranslation(5, 6, 7))
        let d = try XCTUnwrap(m.decomposed())
        XCTAssertEqual(d.scale, .init(x: 2, y: 3, z: 4))
        XCTAssertEqual(d.translation, .init(x: 5, y: 6, z: 7))
        XCTAssertEqual(d.skew.xy, 0, accuracy: 1e-15)
        XCTAssertEqual(d.quaternion.z, sin(.pi / 12), accuracy: 1e-15)
        XCTAssertEqual(d.quaternion.w, cos(.pi / 12), accuracy: 1e-15)
        XCTAssertEqual(d.perspective, .init(x: 0, y: 0, z: 0, w: 1))
    }

    func testSkewFromShearedRow() throws {
        // Row 1 = (0.5, 1, 0) = row 1 of identity + 0.5 · row 0: skew.xy = 0.5.
        let m = CATransform3D(rowMajor: [1, 0, 0, 0, 0.5, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        let d = try XCTUnwrap(m.decomposed())
        XCTAssertEqual(d.skew.xy, 0.5, accuracy: 1e-15)
        XCTAssertEqual(d.scale, .init(x: 1, y: 1, z: 1))
        XCTAssertEqual(d.quaternion, .identity)
    }

    func testPerspectiveRoundTrip() throws {
        let p = perspective(500)
        let d = try XCTUnwrap(p.decomposed())
        XCTAssertEqual(d.perspective.z, -1 / 500, accuracy: 1e-15)
        XCTAssertEqual(d.perspective.w, 1)
        assertTransform(d.recomposed(), p, accuracy: 1e-15)
    }

    func testCompositeRoundTrip() throws {
        let m = composite
        assertTransform(try XCTUnwrap(m.decomposed()).recomposed(), m, accuracy: 1e-12)
        let d = try XCTUnwrap(m.decomposed())
        XCTAssertEqual(d.scale.x, 2, accuracy: 1e-12)
        XCTAssertEqual(d.scale.y, 3, accuracy: 1e-12)
        XCTAssertEqual(d.scale.z, 4, accuracy: 1e-12)
        XCTAssertEqual(d.translation, .init(x: 5, y: 6, z: 7))
        // w absorbs m44 = 1 + 7 · (−1/500).
        XCTAssertEqual(d.perspective.w, 1, accuracy: 1e-12)
        XCTAssertEqual(d.perspective.z, -1 / 500, accuracy: 1e-15)
    }

    func testRandomMatricesRoundTrip() throws {
        // Any matrix with an invertible upper 3×3 and non-zero determinant is S·K·R·T·P exactly.
        var rng = TestRandom(seed: 42)
        for _ in 0..<200 {
            var v = (0..<16).map { _ in rng.next(-2...2) }
            v[15] = rng.next(0.5...2)
            let m = CATransform3D(rowMajor: v)
            guard let d = m.decomposed() else { XCTFail("decomposition failed for \(m)"); continue }
            assertTransform(d.recomposed(), m, accuracy: 1e-9)
            XCTAssertEqual(d.quaternion.length, 1, accuracy: 1e-12)
        }
    }

    func testHalfTurnRotationsKeepTheirAxis() throws {
        // At θ = π the quaternion has w = 0; the axis signs must survive (x = −y here).
        let m = CATransform3DMakeRotation(.pi, 1, -1, 0)
        let d = try XCTUnwrap(m.decomposed())
        assertTransform(d.recomposed(), m, accuracy: 1e-12)
        XCTAssertEqual(d.quaternion.w, 0, accuracy: 1e-12)
        XCTAssertEqual(abs(d.quaternion.x), sqrt(0.5), accuracy: 1e-12)
        XCTAssertEqual(d.quaternion.x, -d.quaternion.y, accuracy: 1e-12)
    }

    func testMirrorsReadAsNegativeScaleWithoutRotation() throws {
        let fx = try XCTUnwrap(CATransform3DMakeScale(-1, 1, 1).decomposed())
        XCTAssertEqual(fx.scale, .init(x: -1, y: 1, z: 1))
        XCTAssertEqual(fx.quaternion, .identity)
        let fy = try XCTUnwrap(CATransform3DMakeScale(2, -3, 1).decomposed())
        XCTAssertEqual(fy.scale, .init(x: 2, y: -3, z: 1))
        XCTAssertEqual(fy.quaternion, .identity)
        let m = CATransform3DMakeScale(-2, 1, 1).concatenating(CATransform3DMakeRotation(0.4, 0, 0, 1))
        assertTransform(try XCTUnwrap(m.decomposed()).recomposed(), m, accuracy: 1e-12)
    }

    func testSingularDecomposesToNil() {
        XCTAssertNil(CATransform3DMakeScale(0, 1, 1).decomposed())
        var zeroW = CATransform3DIdentity; zeroW.m44 = 0
        XCTAssertNil(zeroW.decomposed())
    }

    func testRotationInterpolatesAlongTheAngle() {
        let a = CATransform3DIdentity, b = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        assertTransform(a.interpolated(to: b, fraction: 0.5), CATransform3DMakeRotation(.pi / 4, 0, 0, 1), accuracy: 1e-12)
        assertTransform(a.interpolated(to: b, fraction: 0.25), CATransform3DMakeRotation(.pi / 8, 0, 0, 1), accuracy: 1e-12)
    }

    func testRotationTakesTheShorterArc() {
        // 0 → 3π/2 is the same end orientation as −π/2: halfway is −π/4.
        let b = CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1)
        assertTransform(CATransform3DIdentity.interpolated(to: b, fraction: 0.5),
                        CATransform3DMakeRotation(-.pi / 4, 0, 0, 1), accuracy: 1e-12)
    }

    func testScaleAndTranslationLerp() {
        let s = CATransform3DIdentity.interpolated(to: CATransform3DMakeScale(2, 2, 1), fraction: 0.5)
        assertTransform(s, CATransform3DMakeScale(1.5, 1.5, 1))
        let t = CATransform3DMakeTranslation(10, 0, -4).interpolated(to: CATransform3DMakeTranslation(20, 40, 4), fraction: 0.25)
        assertTransform(t, CATransform3DMakeTranslation(12.5, 10, -2))
    }

    func testEndpointsReproduceTheEnds() {
        let a = composite
        let b = CATransform3DMakeRotation(-2.5, 0.3, 1, 0.2).concatenating(CATransform3DMakeTranslation(-40, 3, 0))
        assertTransform(a.interpolated(to: b, fraction: 0), a, accuracy: 1e-9)
        assertTransform(a.interpolated(to: b, fraction: 1), b, accuracy: 1e-9)
    }

    func testSingularEndFallsBackToElementwiseLerp() {
        let from = CATransform3DMakeScale(0, 0, 1)
        assertTransform(from.interpolated(to: CATransform3DIdentity, fraction: 0.5), CATransform3DMakeScale(0.5, 0.5, 1))
        let rotated = CATransform3DMakeRotation(1, 0, 0, 1)
        let mid = from.interpolated(to: rotated, fraction: 0.5)
        // Element-wise: m11 = (0 + cos 1)/2, m12 = (0 + sin 1)/2, m33 = 1.
        XCTAssertEqual(mid.m12, 0.5 * sin(1), accuracy: 1e-15)
        XCTAssertEqual(mid.m11, 0.5 * cos(1), accuracy: 1e-15)
        XCTAssertEqual(mid.m33, 1)
    }

    func testSlerpStaysOnTheUnitSphereAndMatchesAngle() {
        let a = DecomposedTransform.Quaternion(angle: 0.2, axisX: 0, y: 1, z: 0)
        let b = DecomposedTransform.Quaternion(angle: 1.4, axisX: 0, y: 1, z: 0)
        let mid = a.slerp(to: b, fraction: 0.5)
        let want = DecomposedTransform.Quaternion(angle: 0.8, axisX: 0, y: 1, z: 0)
        XCTAssertEqual(mid.y, want.y, accuracy: 1e-12)
        XCTAssertEqual(mid.w, want.w, accuracy: 1e-12)
        XCTAssertEqual(mid.length, 1, accuracy: 1e-12)
    }
}
