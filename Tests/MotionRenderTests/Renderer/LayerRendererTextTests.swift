import XCTest
import MotionLab
@testable import MotionRender

/// CATextLayer through the renderer, with a text service that records what it is asked to draw (each
/// glyph half the point size wide, lines 1.25 × the size tall): Core Animation's defaults, top-aligned
/// placement by `alignmentMode`, wrapping and truncation as the width asked for, and `fontSize` and
/// `foregroundColor` animating (each frame draws at the presentation values).
final class LayerRendererTextTests: RenderTestCase {
    final class Recorder: TextRasterizing {
        var calls: [(text: String, size: CGFloat, bold: Bool, color: CGColor, maxWidth: CGFloat?, lines: Int)] = []
        func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
            CGSize(width: CGFloat(text.count) * font.pointSize / 2, height: font.pointSize * 1.25)
        }
        func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                    numberOfLines: Int, scale: CGFloat) throws -> CGImage {
            calls.append((text, font.pointSize, font.isBold, color.cgColor, maxWidth, numberOfLines))
            let s = measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
            let w = Int(((maxWidth ?? s.width) * scale).rounded(.up)), h = Int((s.height * scale).rounded(.up))
            return CGImage(width: w, height: h, pixels: [UInt8](repeating: 255, count: w * h * 4))
        }
    }
    let recorder = Recorder()

    override func setUp() {
        super.setUp()
        UIServices.textRasterizer = recorder
    }
    override func tearDown() {
        UIServices.textRasterizer = nil
        super.tearDown()
    }

    @discardableResult
    func textLayer(_ configure: (CATextLayer) -> Void) -> CATextLayer {
        let t = CATextLayer()
        quietly {
            t.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
            configure(t)
            root.addSublayer(t)
        }
        return t
    }

    /// The text image's size and top-left in the window.
    func placed(_ commands: [DrawCommand]) -> (size: CGSize, x: CGFloat, y: CGFloat)? {
        for c in commands { if case let .image(_, size, m, _, _) = c { return (size, m.m41, m.m42) } }
        return nil
    }

    func testDefaultsAndTopLeftPlacement() throws {
        let t = CATextLayer()
        XCTAssertEqual(t.fontSize, 36)
        XCTAssertEqual(t.foregroundColor, .white)
        XCTAssertEqual(t.alignmentMode, .natural)
        XCTAssertFalse(t.isWrapped)
        textLayer { $0.string = "Hello"; $0.fontSize = 20 }
        let p = try XCTUnwrap(placed(draw()))
        XCTAssertEqual(p.x, 10); XCTAssertEqual(p.y, 20, "drawn from the top of the bounds")
        XCTAssertEqual(p.size, CGSize(width: 50, height: 25), "5 glyphs × 10 wide, one 25-point line")
        XCTAssertEqual(recorder.calls.last?.maxWidth, nil, "unwrapped, untruncated: its own width")
    }

    func testAlignmentPlacesANarrowLine() throws {
        textLayer { $0.string = "Hello"; $0.fontSize = 20; $0.alignmentMode = .center }
        XCTAssertEqual(try XCTUnwrap(placed(draw())).x, 10 + (200 - 50) / 2)
        root.sublayers?.forEach { $0.removeFromSuperlayer() }
        textLayer { $0.string = "Hello"; $0.fontSize = 20; $0.alignmentMode = .right }
        XCTAssertEqual(try XCTUnwrap(placed(draw())).x, 10 + 200 - 50)
    }

    func testWrappingAndTruncationUseTheBoundsWidth() {
        textLayer { $0.string = "A longer line of text"; $0.isWrapped = true }
        _ = draw()
        XCTAssertEqual(recorder.calls.last?.maxWidth, 200)
        XCTAssertEqual(recorder.calls.last?.lines, 0, "as many lines as it takes")
        root.sublayers?.forEach { $0.removeFromSuperlayer() }
        textLayer { $0.string = "A longer line of text"; $0.truncationMode = .end }
        _ = draw()
        XCTAssertEqual(recorder.calls.last?.maxWidth, 200)
        XCTAssertEqual(recorder.calls.last?.lines, 1, "one line, cut")
    }

    func testFontFromANameOrAUIFont() {
        let a = textLayer { $0.string = "x"; $0.font = "Helvetica-Bold" }
        _ = draw()
        XCTAssertEqual(recorder.calls.last?.bold, true)
        XCTAssertEqual(a.font as? String, "Helvetica-Bold")
        root.sublayers?.forEach { $0.removeFromSuperlayer() }
        textLayer { $0.string = "x"; $0.font = UIFont.systemFont(ofSize: 80, weight: .regular); $0.fontSize = 12 }
        _ = draw()
        XCTAssertEqual(recorder.calls.last?.bold, false)
        XCTAssertEqual(recorder.calls.last?.size, 12, "the font's own size is ignored: fontSize rules")
    }

    func testFontSizeAndColourAnimate() {
        let t = textLayer { $0.string = "Hi"; $0.fontSize = 10 }
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 10; grow.toValue = 30; grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        t.add(grow, forKey: "grow")
        let tint = CABasicAnimation(keyPath: "foregroundColor")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1); tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tint.duration = 1; tint.timingFunction = CAMediaTimingFunction(name: .linear)
        t.add(tint, forKey: "tint")
        _ = draw(at: 0.25)
        XCTAssertEqual(Double(recorder.calls.last!.size), 15, accuracy: 1e-9)
        XCTAssertEqual(Double(recorder.calls.last!.color.red), 0.75, accuracy: 1e-9)
        let before = recorder.calls.count
        _ = draw(at: 0.25)
        XCTAssertEqual(recorder.calls.count, before, "the same values are not drawn again")
        // Implicitly, too, on a standalone text layer.
        t.removeAllAnimations()
        t.fontSize = 20
        XCTAssertNotNil(t.animationKeys())
    }

    func testNothingWithoutTextOrService() {
        textLayer { $0.string = "" }
        XCTAssertEqual(kinds(draw()), [])
        UIServices.textRasterizer = nil
        textLayer { $0.string = "No service" }
        XCTAssertEqual(kinds(draw()), [])
    }
}
