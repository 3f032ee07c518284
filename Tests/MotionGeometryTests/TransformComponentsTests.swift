import Foundation
import XCTest
@testable import MotionGeometry

final class TransformComponentsTests: XCTestCase {
    func testRotationZOfScaledRotationIsAtan2() {
        // S(2, 3) then Rz(0.7): m11 = 2cos, m12 = 2sin, so atan2(m12, m11) = 0.7.
        let m = CATransform3DMakeScale(2, 3, 1).concatenating(CATransform3DMakeRotation(0.7, 0, 0, 1))
        XCTAssertEqual(m.value(of: .rotationZ), atan2(m.m12, m.m11), accuracy: 1e-12)
        XCTAssertEqual(m.value(of: .rotation), 0.7, accuracy: 1e-12)
        XCTAssertEqual(m.value(of: .rotationX), 0, accuracy: 1e-12)
        XCTAssertEqual(m.value(of: .scaleX), 2, accuracy: 1e-12)
        XCTAssertEqual(m.value(of: .scaleY), 3, accuracy: 1e-12)
        XCTAssertEqual(m.value(of: .scale), 2.5, accuracy: 1e-12)
    }

    func testEulerAnglesMatchTheDocumentedOrder() throws {
        // rotationAngles (x, y, z) ⇔ MakeRotation(x,1,0,0) · MakeRotation(y,0,1,0) · MakeRotation(z,0,0,1).
        let (x, y, z): (CGFloat, CGFloat, CGFloat) = (0.3, -0.4, 1.1)
        let m = CATransform3DMakeRotation(x, 1, 0, 0)
            .concatenating(CATransform3DMakeRotation(y, 0, 1, 0))
            .concatenating(CATransform3DMakeRotation(z, 0, 0, 1))
        let angles = try XCTUnwrap(m.decomposed()).rotationAngles
        XCTAssertEqual(angles.x, x, accuracy: 1e-12)
        XCTAssertEqual(angles.y, y, accuracy: 1e-12)
        XCTAssertEqual(angles.z, z, accuracy: 1e-12)
        var d = DecomposedTransform()
        d.rotationAngles = .init(x: x, y: y, z: z)
        assertTransform(d.recomposed(), m, accuracy: 1e-12)
    }

    func testSettingOneComponentKeepsTheOthers() {
        let base = CATransform3DMakeScale(2, 2, 1).concatenating(CATransform3DMakeTranslation(10, 20, 0))
        let rotated = base.setting(.rotationZ, to: .pi / 3)
        let want = CATransform3DMakeScale(2, 2, 1)
            .concatenating(CATransform3DMakeRotation(.pi / 3, 0, 0, 1))
            .concatenating(CATransform3DMakeTranslation(10, 20, 0))
        assertTransform(rotated, want, accuracy: 1e-12)
        assertTransform(base.setting(.translationY, to: -5),
                        CATransform3DMakeScale(2, 2, 1).concatenating(CATransform3DMakeTranslation(10, -5, 0)))
        assertTransform(base.setting(.scaleX, to: 3),
                        CATransform3DMakeScale(3, 2, 1).concatenating(CATransform3DMakeTranslation(10, 20, 0)))
        // Writing `scale` sets the x and y factors (the key path's meaning; z stays), so it reads back unchanged.
        let uniform = base.setting(.scale, to: 0.5)
        assertTransform(uniform, CATransform3DMakeScale(0.5, 0.5, 1).concatenating(CATransform3DMakeTranslation(10, 20, 0)))
        XCTAssertEqual(uniform.value(of: .scale), 0.5, accuracy: 1e-12)
    }

    func testRotationBeyondAHalfTurnIsAccepted() {
        let m = CATransform3DIdentity.setting(.rotation, to: 3 * .pi / 2)
        assertTransform(m, CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1), accuracy: 1e-12)
    }

    func testZeroScaleIsReadableAndEditable() {
        let collapsed = CATransform3DMakeScale(0, 0, 1).concatenating(CATransform3DMakeTranslation(5, 6, 0))
        XCTAssertEqual(collapsed.value(of: .scale), 0)
        XCTAssertEqual(collapsed.value(of: .translationX), 5)
        assertTransform(collapsed.setting(.scale, to: 1), CATransform3DMakeTranslation(5, 6, 0))
        assertTransform(collapsed.setting(.scaleX, to: 2), CATransform3DMakeScale(2, 0, 1).concatenating(CATransform3DMakeTranslation(5, 6, 0)))
        // Rotating an invisible layer keeps it invisible.
        assertTransform(collapsed.setting(.rotationZ, to: 1), collapsed, accuracy: 1e-15)
    }

    func testScaleKeepsZUnderPerspectiveContent() {
        // A layer scaled in z (a 3-D container) keeps its z factor when `scale` is written.
        let m = CATransform3DMakeScale(1, 1, 3)
        let d = m.setting(.scale, to: 2).decomposed()
        XCTAssertEqual(d?.scale.x ?? 0, 2, accuracy: 1e-12)
        XCTAssertEqual(d?.scale.y ?? 0, 2, accuracy: 1e-12)
        XCTAssertEqual(d?.scale.z ?? 0, 3, accuracy: 1e-12)
    }

    func testAffineFastPathEqualsTheFullProduct() {
        // The 2-D path of `concatenating` against the full 4×4 product on random affine pairs.
        var seed: UInt64 = 0x5EED
        func r() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(Double(seed >> 11) / Double(UInt64(1) << 53) * 20 - 10)
        }
        for _ in 0..<1000 {
            let a = CATransform3D(CGAffineTransform(a: r(), b: r(), c: r(), d: r(), tx: r(), ty: r()))
            let b = CATransform3D(CGAffineTransform(a: r(), b: r(), c: r(), d: r(), tx: r(), ty: r()))
            XCTAssertEqual(a.concatenating(b), a.concatenatingGeneral(b))
        }
    }

    func testKeyPathParsing() {
        XCTAssertEqual(TransformComponent(keyPath: "transform.rotation.z"), .rotationZ)
        XCTAssertEqual(TransformComponent(keyPath: "sublayerTransform.scale"), .scale)
        XCTAssertEqual(TransformComponent(keyPath: "translation.x"), .translationX)
        XCTAssertEqual(TransformComponent(keyPath: "transform.rotation"), .rotation)
        XCTAssertNil(TransformComponent(keyPath: "transform.bogus"))
    }
}
