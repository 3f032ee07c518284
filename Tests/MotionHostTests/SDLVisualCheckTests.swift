import Foundation
import MotionGeometry
@testable import MotionRender
@testable import MotionHost
import XCTest

/// Renders a test card to /tmp/canvas-check.png for a human to look at (rects, rotated image,
/// text, rounded corners, borders, a rotated clip group and a perspective image), and times the
/// two pipeline stages on a phone-sized frame.
final class SDLVisualCheckTests: XCTestCase {
    static func testCard(text: SDLTextRasterizer) throws -> [DrawCommand] {
        let checker = CGImage(width: 8, height: 8, pixels: (0..<64).flatMap { i -> [UInt8] in
            (i / 8 + i % 8) % 2 == 0 ? [240, 90, 40, 255] : [40, 120, 220, 255]
        })
        let label = try text.render("MotionLab canvas check — wrapped, centred text that ends in an ellipsis when it runs out",
                                    fontSize: 16, bold: false, color: .white, maxWidth: 280,
                                    alignment: .center, numberOfLines: 2, scale: 2)
        let title = try text.render("Test card", fontSize: 28, bold: true, color: CGColor(red: 1, green: 0.85, blue: 0.3, alpha: 1),
                                    maxWidth: nil, alignment: .left, numberOfLines: 1, scale: 2)
        var perspective = SDLTest.translation(40, 330)
        perspective.m14 = 0.0025
        var skew = SDLTest.translation(190, 190)
        skew.m21 = 0.4
        return [
            .image(title, size: CGSize(width: CGFloat(title.width) / 2, height: CGFloat(title.height) / 2),
                   transform: SDLTest.translation(20, 16), opacity: 1, cornerRadius: 0),
            .fill(size: CGSize(width: 120, height: 60), transform: SDLTest.translation(20, 70), color: CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1), cornerRadius: 0, opacity: 1),
            .fill(size: CGSize(width: 120, height: 60), transform: SDLTest.translation(170, 70), color: CGColor(red: 0.9, green: 0.3, blue: 0.5, alpha: 1), cornerRadius: 20, opacity: 1),
            .border(size: CGSize(width: 120, height: 60), transform: SDLTest.translation(170, 70), width: 4, color: .white, cornerRadius: 20, opacity: 1),
            .image(checker, size: CGSize(width: 80, height: 80), transform: SDLTest.rotation(25, pivot: CGPoint(x: 40, y: 40), position: CGPoint(x: 80, y: 210)), opacity: 1, cornerRadius: 0),
            .image(checker, size: CGSize(width: 80, height: 80), transform: skew, opacity: 0.8, cornerRadius: 12),
            .beginGroup(size: CGSize(width: 90, height: 90), transform: SDLTest.rotation(-20, pivot: CGPoint(x: 45, y: 45), position: CGPoint(x: 240, y: 400)), opacity: 1),
            .fill(size: CGSize(width: 90, height: 90), transform: .identity, color: CGColor(gray: 0.3, alpha: 1), cornerRadius: 0, opacity: 1),
            .image(checker, size: CGSize(width: 140, height: 140), transform: SDLTest.translation(-25, -25), opacity: 1, cornerRadius: 0),
            .endGroup,
            .image(checker, size: CGSize(width: 120, height: 120), transform: perspective, opacity: 1, cornerRadius: 0),
            .image(label, size: CGSize(width: 280, height: CGFloat(label.height) / 2), transform: SDLTest.translation(20, 480), opacity: 1, cornerRadius: 0),
        ]
    }

    func testRenderTestCard() throws {
        let text = try SDLTextRasterizer()
        let target = try SDLOffscreenTarget(pixelWidth: 640, pixelHeight: 1136)
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: 2)
        canvas.draw(try Self.testCard(text: text), clear: CGColor(red: 0.08, green: 0.09, blue: 0.12, alpha: 1))
        try target.writePNG(to: "/tmp/canvas-check.png")
        let back = try SDLImageDecoder.decode(contentsOf: "/tmp/canvas-check.png")
        XCTAssertEqual(back.pixels, target.snapshot().pixels)
    }

    /// Median per-frame cost of the test card at 640×1136 (software renderer): translate+execute
    /// vs replaying the recorded calls. Printed for the record; only sanity-checked here.
    func testFrameCost() throws {
        let text = try SDLTextRasterizer()
        let target = try SDLOffscreenTarget(pixelWidth: 640, pixelHeight: 1136)
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: 2)
        let card = try Self.testCard(text: text)
        let clear = CGColor(gray: 0.1, alpha: 1)
        func median(_ body: () -> Void) -> Double {
            var samples: [Double] = []
            for _ in 0..<30 {
                let start = DispatchTime.now().uptimeNanoseconds
                body()
                _ = target.snapshot() // forces the batched SDL work to finish
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return samples.sorted()[samples.count / 2]
        }
        let pipeline = median { canvas.draw(card, clear: clear) }
        let calls = canvas.lastCalls
        let replay = median { canvas.replay(calls) }
        let recordOnly = median { canvas.record(card, clear: clear) }
        print("SDLCanvas test card 640×1136: draw \(pipeline) ms, replay \(replay) ms, record only \(recordOnly) ms (incl. 3 ms-ish read-back), \(calls.calls.count) calls")
        XCTAssertGreaterThan(calls.calls.count, 10)
    }
}
