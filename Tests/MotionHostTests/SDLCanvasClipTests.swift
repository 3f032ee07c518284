import Foundation
import MotionGeometry
@testable import MotionRender
@testable import MotionHost
import XCTest

/// Clips, groups, recording/replay and the texture cache's bounds.
final class SDLCanvasClipTests: XCTestCase {
    private let everything = DrawCommand.fill(size: CGSize(width: 1000, height: 1000), transform: SDLTest.translation(-500, -500),
                                              color: SDLTest.red, cornerRadius: 0, opacity: 1)

    func testNestedAxisAlignedClipsIntersect() throws {
        let image = try SDLTest.render([
            .pushClip(size: CGSize(width: 50, height: 50), transform: SDLTest.translation(10, 10)),
            .pushClip(size: CGSize(width: 50, height: 50), transform: SDLTest.translation(30, 30)),
            everything,
            .popClip,
            .fill(size: CGSize(width: 100, height: 5), transform: SDLTest.translation(0, 0), color: SDLTest.green, cornerRadius: 0, opacity: 1),
            .fill(size: CGSize(width: 100, height: 5), transform: SDLTest.translation(0, 12), color: SDLTest.green, cornerRadius: 0, opacity: 1),
            .popClip,
            .fill(size: CGSize(width: 5, height: 5), transform: SDLTest.translation(90, 90), color: SDLTest.blue, cornerRadius: 0, opacity: 1),
        ])
        for y in 0..<100 {
            for x in 0..<100 {
                var expected = [0, 0, 0]
                if (30..<60).contains(x) && (30..<60).contains(y) { expected = [255, 0, 0] }
                if (10..<60).contains(x) && (12..<17).contains(y) { expected = [0, 255, 0] }
                if (90..<95).contains(x) && (90..<95).contains(y) { expected = [0, 0, 255] }
                XCTAssertEqual(SDLTest.rgb(image, x, y), expected, "pixel \(x),\(y)")
            }
        }
    }

    /// A 40×40 group rotated 45° about its centre at (50, 50) is the diamond |dx| + |dy| ≤ 20√2;
    /// a child that covers everything stays inside it.
    func testRotatedGroupClipsChildrenToTheRotatedRect() throws {
        let t = SDLTest.rotation(45, pivot: CGPoint(x: 20, y: 20), position: CGPoint(x: 50, y: 50))
        let image = try SDLTest.render([.beginGroup(size: CGSize(width: 40, height: 40), transform: t, opacity: 1),
                                        everything, .endGroup])
        let half = 20 * 2.0.squareRoot()
        for y in 0..<100 {
            for x in 0..<100 {
                let d = abs(Double(x) + 0.5 - 50) + abs(Double(y) + 0.5 - 50)
                if d < half - 2 { XCTAssertEqual(SDLTest.rgb(image, x, y), [255, 0, 0], "inside \(x),\(y)") }
                if d > half + 2 { XCTAssertEqual(SDLTest.rgb(image, x, y), [0, 0, 0], "outside \(x),\(y)") }
            }
        }
    }

    /// Children of a group are positioned relative to the group's local rect, and group opacity
    /// composes once over the result.
    func testGroupChildrenAreRelativeAndOpacityApplies() throws {
        let image = try SDLTest.render([
            .beginGroup(size: CGSize(width: 40, height: 40), transform: SDLTest.translation(20, 20), opacity: 0.5),
            .fill(size: CGSize(width: 10, height: 10), transform: SDLTest.translation(5, 5), color: .white, cornerRadius: 0, opacity: 1),
            .endGroup,
        ])
        XCTAssertEqual(Double(image.pixel(x: 27, y: 27).r), 128, accuracy: 1.5)
        XCTAssertEqual(SDLTest.rgb(image, 24, 27), [0, 0, 0])
        XCTAssertEqual(SDLTest.rgb(image, 36, 27), [0, 0, 0])
    }

    /// The software renderer has no premultiplied blend mode: a group is made straight before it is
    /// composited, so a 50 % white child inside a group over black comes out at 255·0.5 ≈ 128, as it
    /// does without the group (it came out at 255·0.5·0.5 ≈ 64: the alpha applied twice).
    func testSoftwareGroupWithTranslucentChildIsCompositedOnce() throws {
        let target = try SDLOffscreenTarget(pixelWidth: 60, pixelHeight: 60)
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: 1)
        XCTAssertFalse(canvas.groupsArePremultiplied)
        canvas.draw([
            .beginGroup(size: CGSize(width: 40, height: 40), transform: SDLTest.translation(10, 10), opacity: 1),
            .fill(size: CGSize(width: 40, height: 40), transform: .identity, color: .white, cornerRadius: 0, opacity: 0.5),
            .endGroup,
        ], clear: .black)
        XCTAssertEqual(Double(target.snapshot().pixel(x: 30, y: 30).r), 127.5, accuracy: 1.5)
    }

    func testReplayOfLastCallsReproducesTheFrame() throws {
        let target = try SDLOffscreenTarget(pixelWidth: 120, pixelHeight: 120)
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: 1)
        var skew = SDLTest.translation(10, 60)
        skew.m21 = 0.3
        var perspective = SDLTest.translation(60, 60)
        perspective.m14 = 0.003
        let photo = SDLTest.opaqueImage(width: 20, height: 20, seed: 5)
        let scene: [DrawCommand] = [
            .fill(size: CGSize(width: 50, height: 30), transform: SDLTest.translation(5, 5), color: SDLTest.blue, cornerRadius: 6, opacity: 0.8),
            .pushClip(size: CGSize(width: 60, height: 60), transform: SDLTest.translation(0, 50)),
            .image(photo, size: CGSize(width: 40, height: 40), transform: skew, opacity: 1, cornerRadius: 0),
            .popClip,
            .beginGroup(size: CGSize(width: 40, height: 40), transform: SDLTest.rotation(30, pivot: CGPoint(x: 20, y: 20), position: CGPoint(x: 90, y: 30)), opacity: 0.9),
            .image(photo, size: CGSize(width: 60, height: 60), transform: SDLTest.translation(-10, -10), opacity: 1, cornerRadius: 0),
            .endGroup,
            .image(photo, size: CGSize(width: 40, height: 40), transform: perspective, opacity: 1, cornerRadius: 5),
            .border(size: CGSize(width: 30, height: 30), transform: SDLTest.translation(80, 80), width: 3, color: .white, cornerRadius: 8, opacity: 1),
        ]
        canvas.draw(scene, clear: CGColor(gray: 0.2, alpha: 1))
        let original = target.snapshot()
        let calls = canvas.lastCalls
        canvas.draw([everythingGreen], clear: .black)
        XCTAssertNotEqual(target.snapshot().pixels, original.pixels)
        canvas.replay(calls)
        XCTAssertEqual(target.snapshot().pixels, original.pixels)
    }

    private let everythingGreen = DrawCommand.fill(size: CGSize(width: 500, height: 500), transform: .identity,
                                                   color: SDLTest.green, cornerRadius: 0, opacity: 1)

    /// A new image every frame must not accumulate textures: unused ones go after `evictionAge` frames.
    func testTextureCacheEvictsUnusedImages() throws {
        let target = try SDLOffscreenTarget(pixelWidth: 50, pixelHeight: 50)
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: 1)
        let kept = SDLTest.opaqueImage(width: 4, height: 4, seed: 1)
        for frame in 0..<40 {
            let fresh = SDLTest.opaqueImage(width: 4, height: 4, seed: UInt64(frame + 100))
            canvas.draw([
                .image(kept, size: CGSize(width: 10, height: 10), transform: .identity, opacity: 1, cornerRadius: 0),
                .image(fresh, size: CGSize(width: 10, height: 10), transform: SDLTest.translation(20, 0), opacity: 1, cornerRadius: 3),
            ], clear: .black)
            XCTAssertLessThanOrEqual(canvas.cachedTextureCount, 1 + canvas.evictionAge + 1)
        }
    }
}
