import XCTest
import MotionGeometry
@testable import MotionRender

/// How a quad is drawn, decided without SDL, against geometry worked out independently: the image of
/// each corner under the 4×4 transform (row vectors, divided by w) at the pixel scale.
final class QuadPlanTests: XCTestCase {
    /// The projective image of local (x, y) in pixels, written out from the matrix entries.
    func image(_ t: CATransform3D, _ x: Double, _ y: Double, scale: Double) -> (x: Double, y: Double, w: Double) {
        let w = x * Double(t.m14) + y * Double(t.m24) + Double(t.m44)
        return ((x * Double(t.m11) + y * Double(t.m21) + Double(t.m41)) / w * scale,
                (x * Double(t.m12) + y * Double(t.m22) + Double(t.m42)) / w * scale, w)
    }

    func plan(_ w: Double, _ h: Double, _ t: CATransform3D, scale: Double = 1) -> QuadPlan {
        QuadPlan(width: w, height: h, plane: PlaneTransform(t), scale: scale)
    }

    func testTranslationWithScaleIsAPixelRect() {
        var t = CATransform3DMakeScale(2, 3, 1)
        t.m41 = 10; t.m42 = 20
        guard case let .rect(r, flipX, flipY, box) = plan(30, 40, t, scale: 2) else { return XCTFail() }
        // (10, 20) + (60, 120) points, ×2 pixels.
        XCTAssertEqual(r, CGRect(x: 20, y: 40, width: 120, height: 240))
        XCTAssertFalse(flipX); XCTAssertFalse(flipY)
        XCTAssertEqual(box.rect, r)
    }

    func testNegativeScalesFlipTheRectNotItsSize() {
        var t = CATransform3DMakeScale(-1, 1, 1)
        t.m41 = 100
        guard case let .rect(r, flipX, flipY, _) = plan(30, 40, t) else { return XCTFail() }
        XCTAssertEqual(r, CGRect(x: 70, y: 0, width: 30, height: 40))
        XCTAssertTrue(flipX); XCTAssertFalse(flipY)
        guard case let .rect(r2, fx, fy, _) = plan(30, 40, CATransform3DMakeScale(1, -2, 1)) else { return XCTFail() }
        XCTAssertEqual(r2, CGRect(x: 0, y: -80, width: 30, height: 80))
        XCTAssertFalse(fx); XCTAssertTrue(fy)
    }

    /// The rotated rect turned by `degrees` about its centre (and mirrored vertically first when
    /// flagged) must put the local corners where the transform does.
    func assertRotatedPlanMatchesTheTransform(_ t: CATransform3D, _ w: Double, _ h: Double, scale: Double = 1,
                                              file: StaticString = #filePath, line: UInt = #line) {
        guard case let .rotated(r, degrees, flipVertical, box) = plan(w, h, t, scale: scale) else {
            return XCTFail("not a rotated rect", file: file, line: line)
        }
        let a = degrees * .pi / 180
        let cx = Double(r.midX), cy = Double(r.midY)
        for (u, v) in [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)] {
            // Unrotated: local (u·w, v·h) is at the rect's (u, v) corner (v mirrored when flipped).
            let vv = flipVertical ? 1 - v : v
            let px = Double(r.minX) + u * Double(r.width) - cx, py = Double(r.minY) + vv * Double(r.height) - cy
            let x = cx + px * cos(a) - py * sin(a), y = cy + px * sin(a) + py * cos(a)
            let e = image(t, u * w, v * h, scale: scale)
            XCTAssertEqual(x, e.x, accuracy: 1e-9, "corner \(u),\(v)", file: file, line: line)
            XCTAssertEqual(y, e.y, accuracy: 1e-9, "corner \(u),\(v)", file: file, line: line)
            XCTAssertTrue(box.minX - 1e-9 <= e.x && e.x <= box.maxX + 1e-9 && box.minY - 1e-9 <= e.y && e.y <= box.maxY + 1e-9,
                          file: file, line: line)
        }
    }

    func testRotationIsARotatedRectThatReproducesTheCorners() {
        var t = CATransform3DMakeRotation(0.7, 0, 0, 1)
        t.m41 = 50; t.m42 = 60
        assertRotatedPlanMatchesTheTransform(t, 40, 20)
        assertRotatedPlanMatchesTheTransform(CATransform3DScale(t, 2, 0.5, 1), 40, 20, scale: 2)
    }

    func testReflectionWithRotationFlipsVertically() {
        // Mirror in x, then turn: determinant −1.
        var t = CATransform3DConcat(CATransform3DMakeScale(-1, 1, 1), CATransform3DMakeRotation(0.4, 0, 0, 1))
        t.m41 = 80; t.m42 = 30
        guard case let .rotated(_, _, flipVertical, _) = plan(40, 20, t) else { return XCTFail() }
        XCTAssertTrue(flipVertical)
        assertRotatedPlanMatchesTheTransform(t, 40, 20)
    }

    func testSkewIsTwoTrianglesOverTheFourCorners() {
        var t = CATransform3DIdentity
        t.m21 = 0.5; t.m41 = 10; t.m42 = 10
        guard case let .mesh(mesh) = plan(40, 30, t, scale: 2) else { return XCTFail() }
        XCTAssertEqual(mesh.cells, 1)
        XCTAssertEqual(mesh.side, 2)
        for j in 0...1 {
            for i in 0...1 {
                let v = mesh.vertex(i, j), e = image(t, Double(i) * 40, Double(j) * 30, scale: 2)
                XCTAssertEqual(v.x, e.x, accuracy: 1e-12); XCTAssertEqual(v.y, e.y, accuracy: 1e-12)
                XCTAssertEqual(v.u, Double(i)); XCTAssertEqual(v.v, Double(j))
            }
        }
        // Box: x from 20 (top-left) to (10 + 40 + 15)·2 = 130 (bottom-right).
        XCTAssertEqual(mesh.bounds, PlaneBox(minX: 20, minY: 20, maxX: 130, maxY: 80))
    }

    func perspective(_ angle: CGFloat) -> CATransform3D {
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 300
        // Turn about the rect's vertical centre line (x = 50), seen from in front, then place at (100, 100).
        var t = CATransform3DMakeTranslation(-50, -40, 0)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(angle, 0, 1, 0))
        t = CATransform3DConcat(t, p)
        return CATransform3DConcat(t, CATransform3DMakeTranslation(100, 100, 0))
    }

    func testPerspectiveIsAnEightByEightGridOnTheProjectiveImageOfTheLattice() {
        let t = perspective(0.8)
        guard case let .mesh(mesh) = plan(100, 80, t, scale: 2) else { return XCTFail() }
        XCTAssertEqual(mesh.cells, 8)
        var box = PlaneBox.empty
        for j in 0...8 {
            for i in 0...8 {
                let u = Double(i) / 8, v = Double(j) / 8
                let e = image(t, u * 100, v * 80, scale: 2)
                let p = mesh.vertex(i, j)
                XCTAssertEqual(p.x, e.x, accuracy: 1e-9, "vertex \(i),\(j)")
                XCTAssertEqual(p.y, e.y, accuracy: 1e-9, "vertex \(i),\(j)")
                XCTAssertEqual(p.u, u); XCTAssertEqual(p.v, v)
                XCTAssertGreaterThan(p.w, 0)
                box.include(e.x, e.y)
            }
        }
        XCTAssertEqual(mesh.bounds.minX, box.minX, accuracy: 1e-9)
        XCTAssertEqual(mesh.bounds.maxY, box.maxY, accuracy: 1e-9)
        // Perspective is not affine: the lattice's midpoint is not the midpoint of the corners.
        let mid = mesh.vertex(4, 4), a = mesh.vertex(0, 0), b = mesh.vertex(8, 8)
        XCTAssertGreaterThan(abs(mid.x - (a.x + b.x) / 2), 0.5)
    }

    func testQuadReachingBehindTheEyeIsCulled() {
        // Turned 80° about y with the eye 300 points away: a 100-point-wide rect's edges reach z ≈ ±49,
        // in front; a 1000-point-wide one's near edge reaches z ≈ 492 > 300, behind the eye (w ≤ 0).
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 300
        var t = CATransform3DConcat(CATransform3DMakeTranslation(-500, 0, 0), CATransform3DMakeRotation(1.4, 0, 1, 0))
        t = CATransform3DConcat(t, p)
        XCTAssertLessThanOrEqual(min(image(t, 0, 0, scale: 1).w, image(t, 1000, 0, scale: 1).w), 0,
                                 "the reference agrees a corner is behind the eye")
        XCTAssertEqual(plan(1000, 80, t), .culled)
        XCTAssertNil(plan(1000, 80, t).bounds)
        XCTAssertNil(PlaneTransform(t).boundingBox(width: 1000, height: 80))
        // The same turn on a narrow rect stays in front and is drawn as a grid.
        var near = CATransform3DConcat(CATransform3DMakeTranslation(-50, 0, 0), CATransform3DMakeRotation(1.4, 0, 1, 0))
        near = CATransform3DConcat(near, p)
        guard case .mesh = plan(100, 80, near) else { return XCTFail() }
    }

    func testDegenerateMapsAreCulled() {
        XCTAssertEqual(plan(0, 10, CATransform3DIdentity), .culled)
        XCTAssertEqual(plan(10, -1, CATransform3DIdentity), .culled)
        XCTAssertEqual(plan(10, 10, CATransform3DMakeScale(0, 0, 1)), .culled)
        var nan = CATransform3DIdentity
        nan.m41 = .nan
        XCTAssertEqual(plan(10, 10, nan), .culled)
        var atInfinity = CATransform3DIdentity
        atInfinity.m44 = 0
        XCTAssertEqual(plan(10, 10, atInfinity), .culled, "m44 = 0 sends the plane to infinity")
    }

    /// A non-unit m44 without perspective divides everything (homogeneous coordinates).
    func testM44ScalesAnAffineMap() {
        var t = CATransform3DMakeTranslation(10, 20, 0)
        t.m44 = 2
        XCTAssertEqual(plan(10, 10, t).bounds, PlaneBox(minX: 5, minY: 10, maxX: 10, maxY: 15))
    }
}
