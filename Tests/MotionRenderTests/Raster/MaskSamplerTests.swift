import XCTest
import MotionLab
@testable import MotionRender

/// The mask resampled onto a group's pixels: where the mask's rect lands (through the inverse of its
/// transform, perspective included) its alpha, elsewhere 0.
final class MaskSamplerTests: XCTestCase {
    let opaque = CGImage(width: 1, height: 1, pixels: [255, 255, 255, 255])

    func grid(_ a: [UInt8], _ w: Int) -> [[UInt8]] { stride(from: 0, to: a.count, by: w).map { Array(a[$0..<($0 + w)]) } }

    func testTranslatedRectCoversExactlyItsPixels() {
        let a = MaskSampler.alpha(opaque, size: CGSize(width: 2, height: 1), transform: CATransform3DMakeTranslation(1, 2, 0),
                                  width: 4, height: 4, scale: 1)
        XCTAssertEqual(grid(a, 4), [[0, 0, 0, 0], [0, 0, 0, 0], [0, 255, 255, 0], [0, 0, 0, 0]])
        // At @2x the same rect covers 4 × 2 pixels.
        let b = MaskSampler.alpha(opaque, size: CGSize(width: 2, height: 1), transform: CATransform3DMakeTranslation(1, 2, 0),
                                  width: 8, height: 8, scale: 2)
        XCTAssertEqual(b.filter { $0 == 255 }.count, 8)
        XCTAssertEqual(grid(b, 8)[4], [0, 0, 255, 255, 255, 255, 0, 0])
    }

    /// A quarter turn clockwise (y down) about the origin, then moved right by 2: the 2 × 1 rect stands
    /// upright in column 1 (x ∈ [1, 2]), rows 0 and 1.
    func testRotationIsInverted() {
        let t = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeTranslation(2, 0, 0))
        let a = MaskSampler.alpha(opaque, size: CGSize(width: 2, height: 1), transform: t, width: 3, height: 3, scale: 1)
        XCTAssertEqual(grid(a, 3), [[0, 255, 0], [0, 255, 0], [0, 0, 0]])
    }

    /// The image's alpha is sampled bilinearly: a 2 × 1 mask, opaque left, clear right, over 4 pixels
    /// reads 255, 191, 64, 0 (pixel centres at a quarter steps, clamped at the ends).
    func testAlphaIsInterpolated() {
        let image = CGImage(width: 2, height: 1, pixels: [255, 255, 255, 255, 255, 255, 255, 0])
        let a = MaskSampler.alpha(image, size: CGSize(width: 4, height: 1), transform: CATransform3DIdentity, width: 4, height: 1, scale: 1)
        XCTAssertEqual(a, [255, 191, 64, 0])
    }

    func testPerspectiveMapsBack() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, 0.3, 0, 1, 0)
        // Every pixel centre the forward map sends the rect to is covered, none far outside.
        let a = MaskSampler.alpha(opaque, size: CGSize(width: 40, height: 40), transform: t, width: 60, height: 60, scale: 1)
        let centre = t.project(CGPoint(x: 20, y: 20))
        XCTAssertEqual(a[Int(centre.y) * 60 + Int(centre.x)], 255)
        XCTAssertEqual(a[55 * 60 + 55], 0)
    }

    func testSingularOrBadInputMasksEverything() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        XCTAssertEqual(Set(MaskSampler.alpha(opaque, size: CGSize(width: 2, height: 2), transform: flat, width: 3, height: 3, scale: 1)), [0])
        XCTAssertEqual(Set(MaskSampler.alpha(opaque, size: CGSize(width: CGFloat.nan, height: 2), transform: CATransform3DIdentity,
                                             width: 3, height: 3, scale: 1)), [0])
    }
}
