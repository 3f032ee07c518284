import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
@testable import MotionRender
@testable import MotionHost
import XCTest

/// Text the rasteriser must survive and bound (the outside tester's D2, D6 and D10): unbounded
/// widths mean "no wrapping" (UIKit's `.greatestFiniteMagnitude` idiom), long strings cost what
/// can show, and NUL / CR / tab / U+2028 follow UIKit's meaning instead of blanking or boxing text.
final class SDLTextHostileInputTests: XCTestCase {
    private func inkCount(_ image: CGImage) -> Int {
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 { n += 1 } }
        return n
    }

    private func sameImage(_ a: CGImage, _ b: CGImage, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.width, b.width, file: file, line: line)
        XCTAssertEqual(a.height, b.height, file: file, line: line)
        guard a.width == b.width, a.height == b.height else { return }
        var differing = 0
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 } }
        XCTAssertEqual(differing, 0, "pixels differ", file: file, line: line)
    }

    // MARK: D2 — unbounded widths

    func testUnboundedWidthsMeanNoWrappingLimit() throws {
        let text = try SDLTextRasterizer()
        let reference = try text.render("Unbounded", fontSize: 17, bold: false, color: .black, maxWidth: nil,
                                        alignment: .left, numberOfLines: 0, scale: 2)
        let size = text.measure("Unbounded", fontSize: 17, bold: false, maxWidth: nil, numberOfLines: 0, scale: 2)
        for width in [CGFloat.greatestFiniteMagnitude, .infinity, 1e300, .nan] {
            for alignment in [TextAlignment.left, .center, .right] {
                let image = try text.render("Unbounded", fontSize: 17, bold: false, color: .black, maxWidth: width,
                                            alignment: alignment, numberOfLines: 0, scale: 2)
                sameImage(image, reference)
            }
            XCTAssertEqual(text.measure("Unbounded", fontSize: 17, bold: false, maxWidth: width, numberOfLines: 1, scale: 2), size)
        }
        // Hostile font sizes and scales measure and draw without trapping.
        for (fontSize, scale) in [(CGFloat.nan, CGFloat(2)), (.infinity, 2), (17, .nan), (17, .infinity), (-5, 2), (17, 0)] {
            _ = text.measure("x", fontSize: fontSize, bold: false, maxWidth: 100, numberOfLines: 0, scale: scale)
            _ = try? text.render("x", fontSize: fontSize, bold: false, color: .black, maxWidth: 100,
                                 alignment: .left, numberOfLines: 0, scale: scale)
        }
        // A negative width is an empty layout width, not a negative image.
        let negative = try text.render("x", fontSize: 17, bold: false, color: .black, maxWidth: -10,
                                       alignment: .left, numberOfLines: 1, scale: 2)
        XCTAssertEqual(negative.width, 0)
    }

    func testStringDrawInGreatestFiniteRectAndInfinitelyWideLabelDraw() throws {
        try HostServices.install(screenScale: 2)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 60))
        let image = renderer.image { _ in
            ("Unbounded" as NSString).draw(in: CGRect(x: 10, y: 10, width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
                                           withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
            "Infinite".draw(in: CGRect(x: 10, y: 30, width: CGFloat.infinity, height: 30), withAttributes: nil)
        }
        // Both strings are drawn (black ink), not clipped away by their unbounded rects.
        let drawn = try XCTUnwrap(image.cgImage)
        func darkPixels(_ rows: Range<Int>) -> Int {
            var n = 0
            for y in rows { for x in 0..<drawn.width { let p = drawn.pixel(x: x, y: y); if p.a > 127, p.r < 100 { n += 1 } } }
            return n
        }
        let s = drawn.height / 60
        XCTAssertGreaterThan(darkPixels(10 * s..<28 * s), 50, "\"Unbounded\" in the greatestFiniteMagnitude rect")
        XCTAssertGreaterThan(darkPixels(30 * s..<60 * s), 50, "\"Infinite\" in the infinitely wide rect")
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 40))
        label.text = "Label"
        try label.renderText()
        let contents = try XCTUnwrap(label.layer.contents as? CGImage)
        XCTAssertGreaterThan(inkCount(contents), 0)
    }

    // MARK: D6 — long strings cost what shows

    func testTruncationMatchesCharacterByCharacterReference() throws {
        let text = try SDLTextRasterizer()
        let sentence = "The quick brown fox jumps over the lazy dog, then naps in the afternoon sun."
        // Reference: UILabel's tail truncation done the slow way — drop one character at a time
        // until the prefix (trimmed) plus "…" fits, measured on one unwrapped line at scale 1.
        for maxWidth in stride(from: CGFloat(30), through: 400, by: 37) {
            var characters = Array(sentence)
            var expected = "…"
            while !characters.isEmpty {
                let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
                if text.measure(candidate, fontSize: 16, bold: false, maxWidth: nil, numberOfLines: 0).width <= maxWidth {
                    expected = candidate; break
                }
                characters.removeLast()
            }
            let lines = try text.lines(sentence, fontSize: 16, bold: false, maxWidth: maxWidth, numberOfLines: 1)
            let fitsWhole = text.measure(sentence, fontSize: 16, bold: false, maxWidth: nil, numberOfLines: 0).width <= maxWidth
            XCTAssertEqual(lines, fitsWhole ? [sentence] : [expected], "width \(maxWidth)")
        }
    }

    func testLongSingleLineMeasuresOnlyWhatFits() throws {
        let text = try SDLTextRasterizer()
        for long in [String(repeating: "W", count: 1_000_000),
                     String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 22_000)] {
            text.bytesMeasured = 0
            let image = try text.render(long, fontSize: 17, bold: false, color: .black, maxWidth: 300,
                                        alignment: .left, numberOfLines: 1, scale: 2)
            XCTAssertEqual(image.width, 600, "the label's width at scale 2")
            XCTAssertLessThan(text.bytesMeasured, 20_000, "measured \(text.bytesMeasured) bytes of a \(long.utf8.count)-byte text")
            // What shows depends only on what fits: the first 500 characters give the same line.
            let short = String(long.prefix(500))
            XCTAssertEqual(try text.lines(long, fontSize: 17, bold: false, maxWidth: 300, numberOfLines: 1, scale: 2),
                           try text.lines(short, fontSize: 17, bold: false, maxWidth: 300, numberOfLines: 1, scale: 2))
        }
    }

    func testLongMultiLineAndUnwrappedTextImagesAreCapped() throws {
        let text = try SDLTextRasterizer()
        let prose = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 18_000)
        text.bytesMeasured = 0
        let wrapped = try text.render(prose, fontSize: 17, bold: false, color: .black, maxWidth: 280,
                                      alignment: .left, numberOfLines: 0, scale: 2)
        XCTAssertEqual(wrapped.width, 560)
        XCTAssertLessThanOrEqual(wrapped.height, SDLTextRasterizer.maxImageSide)
        XCTAssertLessThan(text.bytesMeasured, prose.utf8.count, "layout stopped where the image ends")
        let oneLine = try text.render(String(repeating: "W", count: 100_000), fontSize: 17, bold: false, color: .black,
                                      maxWidth: nil, alignment: .left, numberOfLines: 1, scale: 2)
        XCTAssertLessThanOrEqual(oneLine.width, SDLTextRasterizer.maxImageSide)
        XCTAssertLessThanOrEqual(oneLine.width * oneLine.height, SDLTextRasterizer.maxImagePixels)
        let manyLines = try text.render(String(repeating: "line\n", count: 200_000), fontSize: 17, bold: false, color: .black,
                                        maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 2)
        XCTAssertLessThanOrEqual(manyLines.height, SDLTextRasterizer.maxImageSide)
    }

    func testMegabyteLabelImageIsNoWiderThanItsBounds() throws {
        try HostServices.install(screenScale: 2)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.text = String(repeating: "W", count: 1_000_000)
        try label.renderText()
        let image = try XCTUnwrap(label.layer.contents as? CGImage)
        XCTAssertEqual(image.width, 600)
        XCTAssertLessThanOrEqual(image.height, 80)
    }

    func testMultiLineLabelShowsOnlyTheLinesItsHeightHolds() throws {
        try HostServices.install(screenScale: 2)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        label.numberOfLines = 0
        label.text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 22_000)
        try label.renderText()
        let image = try XCTUnwrap(label.layer.contents as? CGImage)
        XCTAssertEqual(image.width, 600)
        XCTAssertLessThanOrEqual(image.height, 600, "no taller than the label at scale 2")
        XCTAssertGreaterThan(image.height, 500, "as many lines as fit")
        // Text that fits is laid out as before: the height it asks for shows every line.
        label.text = "One\nTwo\nThree"
        label.frame.size = label.sizeThatFits(CGSize(width: 300, height: 0))
        try label.renderText()
        let fits = try XCTUnwrap(label.layer.contents as? CGImage)
        XCTAssertEqual(CGFloat(fits.height), label.bounds.height * 2, accuracy: 2)
    }

    // MARK: D10 — NUL, CR, line separators, tabs

    func testNulIsDroppedNotTheWholeString() throws {
        let text = try SDLTextRasterizer()
        func draw(_ s: String) throws -> CGImage {
            try text.render(s, fontSize: 24, bold: false, color: .black, maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        }
        let withNul = try draw("before\u{0}after")
        XCTAssertGreaterThan(inkCount(withNul), 0)
        sameImage(withNul, try draw("beforeafter"))
        sameImage(try draw("\u{0}x\u{0}"), try draw("x"))
    }

    func testCarriageReturnsAndSeparatorsBreakLinesLikeNewline() throws {
        let text = try SDLTextRasterizer()
        for separator in ["\r", "\r\n", "\u{2028}", "\u{2029}"] {
            XCTAssertEqual(try text.lines("ab\(separator)cd", fontSize: 17, bold: false, maxWidth: 200, numberOfLines: 0),
                           ["ab", "cd"], "separator \(separator.unicodeScalars.map { $0.value })")
            XCTAssertEqual(text.measure("ab\(separator)cd", fontSize: 17, bold: false, maxWidth: nil, numberOfLines: 0),
                           text.measure("ab\ncd", fontSize: 17, bold: false, maxWidth: nil, numberOfLines: 0))
        }
        // A lone "\r" draws no missing-glyph box: same pixels as "\n".
        let cr = try text.render("a\rb", fontSize: 20, bold: false, color: .black, maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        let lf = try text.render("a\nb", fontSize: 20, bold: false, color: .black, maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        sameImage(cr, lf)
    }

    func testTabAdvancesToUIKitsDefaultTabStops() throws {
        let text = try SDLTextRasterizer()
        // NSParagraphStyle.defaultTabInterval: 28 points. "i" is narrower than 28, so "i\tX"
        // puts X at 28 pt; "\t\tX" at 56 pt.
        for scale in [CGFloat(1), 2] {
            let x = text.measure("X", fontSize: 17, bold: false, maxWidth: nil, numberOfLines: 0, scale: scale).width
            XCTAssertEqual(text.measure("i\tX", fontSize: 17, bold: false, maxWidth: nil, numberOfLines: 0, scale: scale).width, 28 + x)
            XCTAssertEqual(text.measure("\t\tX", fontSize: 17, bold: false, maxWidth: nil, numberOfLines: 0, scale: scale).width, 56 + x)
            XCTAssertEqual(text.measure("\t", fontSize: 17, bold: false, maxWidth: nil, numberOfLines: 0, scale: scale).width, 28)
        }
        // A tab alone draws nothing (no missing-glyph box), and "i\tX"'s X ink starts at 28 pt.
        let tab = try text.render("\t", fontSize: 20, bold: false, color: .black, maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        XCTAssertEqual(inkCount(tab), 0)
        let image = try text.render("i\tX", fontSize: 20, bold: false, color: .black, maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        var firstInkAfterI = Int.max
        for y in 0..<image.height { for px in 12..<image.width where image.pixel(x: px, y: y).a > 127 { firstInkAfterI = min(firstInkAfterI, px) } }
        XCTAssertEqual(firstInkAfterI, 28, accuracy: 2)
    }
}
