import Foundation
import MotionGeometry
@testable import MotionRender
@testable import MotionHost
import XCTest

/// Pixel placement of the canvas's fast paths, checked against analytic geometry.
final class SDLCanvasTests: XCTestCase {
    func testFillAtTranslationCoversExactlyItsRect() throws {
        let image = try SDLTest.render([
            .fill(size: CGSize(width: 20, height: 10), transform: SDLTest.translation(30, 40),
                  color: SDLTest.red, cornerRadius: 0, opacity: 1),
        ])
        for y in 0..<100 {
            for x in 0..<100 {
                let inside = (30..<50).contains(x) && (40..<50).contains(y)
                XCTAssertEqual(SDLTest.rgb(image, x, y), inside ? [255, 0, 0] : [0, 0, 0], "pixel \(x),\(y)")
            }
        }
    }

    func testPixelScaleMultipliesPoints() throws {
        let image = try SDLTest.render([
            .fill(size: CGSize(width: 10, height: 5), transform: SDLTest.translation(15, 20),
                  color: SDLTest.green, cornerRadius: 0, opacity: 1),
        ], scale: 2)
        XCTAssertEqual(SDLTest.rgb(image, 30, 40), [0, 255, 0])
        XCTAssertEqual(SDLTest.rgb(image, 49, 49), [0, 255, 0])
        XCTAssertEqual(SDLTest.rgb(image, 29, 40), [0, 0, 0])
        XCTAssertEqual(SDLTest.rgb(image, 50, 45), [0, 0, 0])
        XCTAssertEqual(SDLTest.rgb(image, 35, 50), [0, 0, 0])
    }

    /// Rotating 90° maps local (x, y) to (−y, x); translated by (50, 10) a 40×20 rect covers
    /// x ∈ [30, 50], y ∈ [10, 50].
    func testNinetyDegreeRotatedFillCoversRotatedRect() throws {
        let t = SDLTest.rotation(90, pivot: .zero, position: CGPoint(x: 50, y: 10))
        let image = try SDLTest.render([
            .fill(size: CGSize(width: 40, height: 20), transform: t, color: SDLTest.red, cornerRadius: 0, opacity: 1),
        ])
        var covered = 0
        for y in 0..<100 { for x in 0..<100 where image.pixel(x: x, y: y).r > 127 { covered += 1 } }
        XCTAssertEqual(Double(covered), 800, accuracy: 60)
        for (x, y) in [(31, 11), (48, 48), (40, 30)] { XCTAssertEqual(SDLTest.rgb(image, x, y), [255, 0, 0], "\(x),\(y)") }
        for (x, y) in [(28, 30), (52, 30), (40, 8), (40, 52)] { XCTAssertEqual(SDLTest.rgb(image, x, y), [0, 0, 0], "\(x),\(y)") }
    }

    /// Under a 90° rotation the image's local +x axis points down the screen: its left (red) half
    /// lands on top, its right (blue) half below.
    func testNinetyDegreeRotatedImageKeepsOrientation() throws {
        let source = SDLTest.blocks([[255, 0, 0], [0, 0, 255]], columns: 2)
        let t = SDLTest.rotation(90, pivot: .zero, position: CGPoint(x: 50, y: 10))
        let image = try SDLTest.render([
            .image(source, size: CGSize(width: 40, height: 20), transform: t, opacity: 1, cornerRadius: 0),
        ])
        // Textures filter linearly, so a pixel near the seam of the 2-pixel source mixes a little.
        let top = SDLTest.rgb(image, 40, 20), bottom = SDLTest.rgb(image, 40, 40)
        XCTAssertGreaterThan(top[0], 230); XCTAssertLessThan(top[2], 25)
        XCTAssertGreaterThan(bottom[2], 230); XCTAssertLessThan(bottom[0], 25)
    }

    /// A horizontal skew x' = x + 0.5·y goes through RenderGeometry; row y' = 40 (local y = 30)
    /// spans x' ∈ [25, 65].
    func testSkewedFillAndImageFollowTheShear() throws {
        var t = SDLTest.translation(10, 10)
        t.m21 = 0.5
        for command in [
            DrawCommand.fill(size: CGSize(width: 40, height: 40), transform: t, color: SDLTest.red, cornerRadius: 0, opacity: 1),
            DrawCommand.image(SDLTest.blocks([[255, 0, 0]], columns: 1), size: CGSize(width: 40, height: 40),
                              transform: t, opacity: 1, cornerRadius: 0),
        ] {
            let image = try SDLTest.render([command])
            XCTAssertEqual(SDLTest.rgb(image, 27, 40), [255, 0, 0])
            XCTAssertEqual(SDLTest.rgb(image, 63, 40), [255, 0, 0])
            XCTAssertEqual(SDLTest.rgb(image, 22, 40), [0, 0, 0])
            XCTAssertEqual(SDLTest.rgb(image, 68, 40), [0, 0, 0])
        }
    }

    /// Source-over with α = 0.5: 255·0.5 + 0·0.5 ≈ 128 through every path (fill rect, texture
    /// alpha mod, vertex alpha).
    func testHalfOpacityWhiteOverBlackIsMidGray() throws {
        var skew = SDLTest.translation(10, 10)
        skew.m21 = 0.2
        let white = CGImage(width: 1, height: 1, pixels: [255, 255, 255, 255])
        let cases: [DrawCommand] = [
            .fill(size: CGSize(width: 50, height: 50), transform: SDLTest.translation(10, 10), color: .white, cornerRadius: 0, opacity: 0.5),
            .fill(size: CGSize(width: 50, height: 50), transform: SDLTest.translation(10, 10),
                  color: CGColor(gray: 1, alpha: 0.5), cornerRadius: 0, opacity: 1),
            .image(white, size: CGSize(width: 50, height: 50), transform: SDLTest.translation(10, 10), opacity: 0.5, cornerRadius: 0),
            .image(white, size: CGSize(width: 50, height: 50), transform: SDLTest.rotation(30, pivot: .zero, position: CGPoint(x: 40, y: 10)),
                   opacity: 0.5, cornerRadius: 0),
            .fill(size: CGSize(width: 50, height: 50), transform: skew, color: .white, cornerRadius: 0, opacity: 0.5),
            .image(white, size: CGSize(width: 50, height: 50), transform: skew, opacity: 0.5, cornerRadius: 0),
        ]
        for (index, command) in cases.enumerated() {
            let image = try SDLTest.render([command])
            let p = image.pixel(x: 35, y: 30)
            for v in [p.r, p.g, p.b] { XCTAssertEqual(Double(v), 128, accuracy: 1.5, "case \(index)") }
        }
    }

    func testAxisAlignedImageReproducesItsPixels() throws {
        let source = SDLTest.opaqueImage(width: 16, height: 12, seed: 7)
        let image = try SDLTest.render([
            .image(source, size: CGSize(width: 16, height: 12), transform: SDLTest.translation(5, 7), opacity: 1, cornerRadius: 0),
        ], width: 40, height: 30)
        for y in 0..<12 {
            for x in 0..<16 {
                let a = image.pixel(x: x + 5, y: y + 7), b = source.pixel(x: x, y: y)
                XCTAssertEqual([a.r, a.g, a.b], [b.r, b.g, b.b], "pixel \(x),\(y)")
            }
        }
    }

    /// Corner pixel of a radius-10 fill lies √2·10 − 10 ≈ 4.1 px outside the arc: background.
    func testRoundedCornersLeaveTheCornerPixelEmpty() throws {
        let rounded = try SDLTest.render([
            .fill(size: CGSize(width: 40, height: 40), transform: SDLTest.translation(10, 10), color: .white, cornerRadius: 10, opacity: 1),
            .image(SDLTest.opaqueImage(width: 8, height: 8, seed: 3), size: CGSize(width: 30, height: 30),
                   transform: SDLTest.translation(60, 60), opacity: 1, cornerRadius: 8),
        ])
        for (x, y) in [(10, 10), (49, 10), (10, 49), (49, 49), (60, 60), (89, 89)] {
            XCTAssertEqual(SDLTest.rgb(rounded, x, y), [0, 0, 0], "corner \(x),\(y)")
        }
        for (x, y) in [(30, 10), (10, 30), (30, 30), (13, 13)] {
            XCTAssertEqual(SDLTest.rgb(rounded, x, y), [255, 255, 255], "inside \(x),\(y)")
        }
        // Rotated rounded fill keeps its corners empty too (texture through RenderCopyEx).
        let rotated = try SDLTest.render([
            .fill(size: CGSize(width: 40, height: 40), transform: SDLTest.rotation(90, pivot: CGPoint(x: 20, y: 20), position: CGPoint(x: 50, y: 50)),
                  color: .white, cornerRadius: 10, opacity: 1),
        ])
        XCTAssertEqual(SDLTest.rgb(rotated, 30, 30), [0, 0, 0])
        XCTAssertEqual(SDLTest.rgb(rotated, 50, 50), [255, 255, 255])
    }

    func testBordersDrawOnlyTheRing() throws {
        let image = try SDLTest.render([
            .border(size: CGSize(width: 40, height: 40), transform: SDLTest.translation(5, 5), width: 4,
                    color: SDLTest.red, cornerRadius: 0, opacity: 1),
            .border(size: CGSize(width: 40, height: 40), transform: SDLTest.translation(55, 55), width: 4,
                    color: SDLTest.green, cornerRadius: 12, opacity: 1),
        ])
        XCTAssertEqual(SDLTest.rgb(image, 5, 5), [255, 0, 0])
        XCTAssertEqual(SDLTest.rgb(image, 8, 25), [255, 0, 0])
        XCTAssertEqual(SDLTest.rgb(image, 44, 44), [255, 0, 0])
        XCTAssertEqual(SDLTest.rgb(image, 9, 25), [0, 0, 0])
        XCTAssertEqual(SDLTest.rgb(image, 25, 25), [0, 0, 0])
        XCTAssertEqual(SDLTest.rgb(image, 55, 55), [0, 0, 0], "rounded corner outside the arc")
        XCTAssertEqual(SDLTest.rgb(image, 75, 56), [0, 255, 0], "top edge")
        XCTAssertEqual(SDLTest.rgb(image, 75, 75), [0, 0, 0], "centre")
    }

    /// A 2×2 colour-block image under a perspective transform: the projection of each block's
    /// centre (x' = (x·m11 + y·m21 + m41)/w, w = x·m14 + y·m24 + m44) shows that block's colour,
    /// and two renders are byte-identical.
    func testPerspectiveGridIsCorrectAndDeterministic() throws {
        let source = SDLTest.blocks([[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 0]], columns: 2)
        var t = SDLTest.translation(20, 30)
        t.m14 = 0.004; t.m24 = -0.002
        let size = CGSize(width: 120, height: 100)
        let commands: [DrawCommand] = [.image(source, size: size, transform: t, opacity: 1, cornerRadius: 0)]
        let first = try SDLTest.render(commands, width: 200, height: 200)
        let second = try SDLTest.render(commands, width: 200, height: 200)
        XCTAssertEqual(first.pixels, second.pixels)
        let expected: [(CGFloat, CGFloat, [Int])] = [(30, 25, [255, 0, 0]), (90, 25, [0, 255, 0]),
                                                     (30, 75, [0, 0, 255]), (90, 75, [255, 255, 0])]
        for (x, y, color) in expected {
            let w = x * t.m14 + y * t.m24 + t.m44
            let px = (x * t.m11 + y * t.m21 + t.m41) / w, py = (x * t.m12 + y * t.m22 + t.m42) / w
            XCTAssertEqual(SDLTest.rgb(first, Int(px), Int(py)), color, "block at local \(x),\(y)")
        }
    }

    /// Large perspective quads at phone resolution: the crash in SDL's software triangle code
    /// must not trigger, and the quad must cover pixels.
    func testPerspectiveSweepDoesNotCrash() throws {
        let target = try SDLOffscreenTarget(pixelWidth: 640, pixelHeight: 1136)
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: 2)
        let source = SDLTest.opaqueImage(width: 64, height: 64, seed: 11)
        for step in 0..<24 {
            let angle = Double(step) * 15 * .pi / 180
            var t = SDLTest.translation(-40 + CGFloat(step), -60)
            t.m11 = CGFloat(cos(angle)); t.m12 = CGFloat(sin(angle)) * 0.3
            t.m14 = CGFloat(sin(angle)) * 0.0015; t.m24 = CGFloat(cos(angle)) * 0.0008
            canvas.draw([.image(source, size: CGSize(width: 400, height: 700), transform: t, opacity: 1, cornerRadius: 0)],
                        clear: .black)
        }
        let image = target.snapshot()
        XCTAssertTrue(stride(from: 0, to: image.pixels.count, by: 4).contains { image.pixels[$0] != 0 })
    }
}
