import Foundation
import MotionGeometry
@testable import MotionRender
@testable import MotionHost
import XCTest

/// Text in several styles (`StyledSpan`), checked against the one-style rasteriser on the same text (its
/// widths, line heights and pixels are the reference) and against DejaVu's faces' own shapes.
final class SDLTextSpansTests: XCTestCase {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Columns with ink (alpha > 127) in rows `rows`.
    private func inkColumns(_ image: CGImage, rows: Range<Int>? = nil) -> [Int] {
        (0..<image.width).filter { x in (rows ?? 0..<image.height).contains { image.pixel(x: x, y: $0).a > 127 } }
    }

    func testOneSpanDrawsAsOneStyleDoes() throws {
        let text = try SDLTextRasterizer(fontFallback: false)
        let span = StyledSpan("Hello, world", fontSize: 17, bold: true, color: red)
        let styled = try text.render([span], maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 2)
        let plain = try text.render("Hello, world", fontSize: 17, bold: true, color: red, maxWidth: nil, alignment: .left,
                                    numberOfLines: 0, scale: 2)
        XCTAssertEqual(styled.width, plain.width)
        XCTAssertEqual(styled.height, plain.height)
        // The same glyph coverage (the one-style image has the colour everywhere; compare alpha and, where
        // there is ink, colour).
        var differing = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let a = styled.pixel(x: x, y: y), b = plain.pixel(x: x, y: y)
                if a.a != b.a || (a.a > 0 && (a.r, a.g, a.b) != (b.r, b.g, b.b)) { differing += 1 }
            }
        }
        XCTAssertEqual(differing, 0)
        XCTAssertEqual(text.measure([span], maxWidth: nil, numberOfLines: 0, scale: 2),
                       text.measure("Hello, world", fontSize: 17, bold: true, maxWidth: nil, numberOfLines: 0, scale: 2))
    }

    func testSpansSitSideBySideEachInItsColourAndFace() throws {
        let text = try SDLTextRasterizer(fontFallback: false)
        let spans = [StyledSpan("Total: ", fontSize: 20, color: red), StyledSpan("$42", fontSize: 20, bold: true, color: blue)]
        let size = text.measure(spans, maxWidth: nil, numberOfLines: 0, scale: 1)
        let first = text.measure("Total: ", fontSize: 20, bold: false, maxWidth: nil, numberOfLines: 0)
        let second = text.measure("$42", fontSize: 20, bold: true, maxWidth: nil, numberOfLines: 0)
        XCTAssertEqual(size.width, first.width + second.width)
        XCTAssertEqual(size.height, first.height)
        let image = try text.render(spans, maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        let boundary = Int(first.width)
        var reds = 0, blues = 0, misplaced = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).a > 127 {
                let p = image.pixel(x: x, y: y)
                if p.r == 255 && p.b == 0 { reds += 1; if x >= boundary { misplaced += 1 } }
                if p.b == 255 && p.r == 0 { blues += 1; if x < boundary { misplaced += 1 } }
            }
        }
        XCTAssertGreaterThan(reds, 50)
        XCTAssertGreaterThan(blues, 30)
        XCTAssertEqual(misplaced, 0, "each span's ink lies in its own columns")
        // The bold span is drawn with the bold face: as wide as the bold face measures it, wider than regular.
        XCTAssertGreaterThan(second.width, text.measure("$42", fontSize: 20, bold: false, maxWidth: nil, numberOfLines: 0).width)
    }

    func testMixedSizesShareABaselineAndTheTallerLineHeight() throws {
        let text = try SDLTextRasterizer(fontFallback: false)
        let spans = [StyledSpan("H", fontSize: 40, color: red), StyledSpan("H", fontSize: 16, color: blue)]
        let image = try text.render(spans, maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        XCTAssertEqual(CGFloat(image.height), text.measure("H", fontSize: 40, bold: false, maxWidth: nil, numberOfLines: 0).height)
        func bottom(_ isRed: Bool) -> Int {
            var b = -1
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    if p.a > 127 && (isRed ? p.r == 255 : p.b == 255) { b = max(b, y) }
                }
            }
            return b
        }
        XCTAssertGreaterThan(bottom(true), 0)
        XCTAssertEqual(bottom(true), bottom(false), "both capitals stand on one baseline")
    }

    func testWrapsAcrossSpansAndTruncatesInTheLastStyle() throws {
        let text = try SDLTextRasterizer(fontFallback: false)
        let spans = [StyledSpan("one two ", fontSize: 20, color: red), StyledSpan("three four five", fontSize: 20, bold: true, color: blue)]
        // Wide enough for the widest word only: a line a word, as the one-style layout of the same words.
        let widest = ["one", "two", "three", "four", "five"].map {
            text.measure($0, fontSize: 20, bold: $0.count > 3, maxWidth: nil, numberOfLines: 0).width
        }.max()!
        let lineHeight = text.measure("H", fontSize: 20, bold: false, maxWidth: nil, numberOfLines: 0).height
        let wrapped = text.measure(spans, maxWidth: widest + 1, numberOfLines: 0, scale: 1)
        XCTAssertEqual(wrapped.height, 5 * lineHeight)
        // Two lines at most: the second ends in "…" and stays inside the width.
        let image = try text.render(spans, maxWidth: 90, alignment: .left, numberOfLines: 2, scale: 1)
        XCTAssertEqual(CGFloat(image.height), 2 * lineHeight)
        XCTAssertEqual(image.width, 90)
        let lines = text.styledLayout(try text.styled(spans, scale: 1).0, try text.styled(spans, scale: 1).1, maxWidth: 90, numberOfLines: 2)
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines[1].characters.last?.character, "…")
        XCTAssertEqual(lines[1].characters.last?.style, 1, "the ellipsis takes the style of the text before it")
    }

    func testItalicSlantsAndMonospacedKeepsAdvances() throws {
        let text = try SDLTextRasterizer(fontFallback: false)
        let image = try text.render([StyledSpan("l", fontSize: 60, italic: true, color: red)], maxWidth: nil, alignment: .left,
                                    numberOfLines: 0, scale: 1)
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y).a > 127 } }
        let top = inkColumns(image, rows: rows.first!..<(rows.first! + 4)), bottom = inkColumns(image, rows: (rows.last! - 3)..<(rows.last! + 1))
        let centre = { (c: [Int]) in Double(c.reduce(0, +)) / Double(c.count) }
        // DejaVu Sans Oblique slants about 11°: the stem's top lies right of its bottom by ~0.2 × its height.
        XCTAssertGreaterThan(centre(top) - centre(bottom), 0.12 * Double(rows.count))
        let upright = try text.render([StyledSpan("l", fontSize: 60, color: red)], maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        let uRows = (0..<upright.height).filter { y in (0..<upright.width).contains { upright.pixel(x: $0, y: y).a > 127 } }
        XCTAssertEqual(centre(inkColumns(upright, rows: uRows.first!..<(uRows.first! + 4))),
                       centre(inkColumns(upright, rows: (uRows.last! - 3)..<(uRows.last! + 1))), accuracy: 1)
        let narrow = text.measure([StyledSpan("iiii", fontSize: 20, monospaced: true, color: red)], maxWidth: nil, numberOfLines: 0)
        let wide = text.measure([StyledSpan("WWWW", fontSize: 20, monospaced: true, color: red)], maxWidth: nil, numberOfLines: 0)
        // (Hinting rounds each advance of the 0.6-em mono face to whole pixels: within a pixel.)
        XCTAssertEqual(narrow.width, wide.width, accuracy: 1)
        XCTAssertLessThan(text.measure("iiii", fontSize: 20, bold: false, maxWidth: nil, numberOfLines: 0).width,
                          text.measure("WWWW", fontSize: 20, bold: false, maxWidth: nil, numberOfLines: 0).width)
    }

    func testUnderlineAndStrikethroughCrossTheSpan() throws {
        let text = try SDLTextRasterizer(fontFallback: false)
        let plain = try text.render([StyledSpan("ab cd", fontSize: 30, color: red)], maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        for (underline, strike) in [(true, false), (false, true)] {
            let image = try text.render([StyledSpan("ab cd", fontSize: 30, color: red, underline: underline, strikethrough: strike)],
                                        maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
            XCTAssertEqual(image.width, plain.width)
            // A row fully inked from the first column to the last (the space included), absent without the line.
            let full = (0..<image.height).filter { y in (0..<image.width).allSatisfy { image.pixel(x: $0, y: y).a > 127 } }
            let plainFull = (0..<plain.height).filter { y in (0..<plain.width).allSatisfy { plain.pixel(x: $0, y: y).a > 127 } }
            XCTAssertFalse(full.isEmpty, "underline \(underline) strikethrough \(strike)")
            XCTAssertTrue(plainFull.isEmpty)
            // The underline lies below the letters' baseline (the lowest ink of "ab cd" without it), the
            // strikethrough inside the x-height (between the top of "a" and the baseline).
            let plainRows = (0..<plain.height).filter { y in (0..<plain.width).contains { plain.pixel(x: $0, y: y).a > 127 } }
            if underline { XCTAssertGreaterThan(full.first!, plainRows.last!) }
            if strike {
                XCTAssertLessThan(full.last!, plainRows.last! - 4)
                XCTAssertGreaterThan(full.first!, plainRows.first! + 8)
            }
        }
    }

    func testKerningAddsItsPointsAfterEachCharacter() throws {
        let text = try SDLTextRasterizer(fontFallback: false)
        let letters = ["S", "E", "C", "T", "I", "O", "N"]
        // Each character at its own advance (the one-style rasteriser's width of it alone) plus 3 points after
        // each, at @2x.
        let own = letters.map { text.measure($0, fontSize: 13, bold: true, maxWidth: nil, numberOfLines: 0, scale: 2).width }.reduce(0, +)
        let kerned = StyledSpan("SECTION", fontSize: 13, bold: true, color: red, kern: 3)
        XCTAssertEqual(text.measure([kerned], maxWidth: nil, numberOfLines: 0, scale: 2).width, own + 7 * 3, accuracy: 0.5)
        // Drawn so: the ink spreads by six gaps of 3 points (6 pixels each) against the unkerned text.
        func inkWidth(_ span: StyledSpan) throws -> Int {
            let image = try text.render([span], maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 2)
            let columns = inkColumns(image)
            return columns.last! - columns.first!
        }
        var plain = kerned
        plain.kern = 0
        XCTAssertEqual(try inkWidth(kerned) - inkWidth(plain), 6 * 6, accuracy: 3)
        // Negative kerning tightens; a hostile value is bounded.
        plain.kern = -1
        XCTAssertLessThan(text.measure([plain], maxWidth: nil, numberOfLines: 0, scale: 2).width, own)
        plain.kern = .infinity
        XCTAssertEqual(text.measure([plain], maxWidth: nil, numberOfLines: 0, scale: 2).width, own, accuracy: 0.5, "not finite: no kerning")
        plain.kern = 1e12
        XCTAssertLessThanOrEqual(try text.render([plain], maxWidth: 300, alignment: .left, numberOfLines: 0, scale: 2).width, 600)
    }

    func testLineSpacingAddsItsPointsBetweenLines() throws {
        let text = try SDLTextRasterizer(fontFallback: false)
        var span = StyledSpan("one\ntwo\nthree", fontSize: 17, color: red)
        let plain = text.measure([span], maxWidth: nil, numberOfLines: 0, scale: 2)
        span.lineSpacing = 6
        let spaced = text.measure([span], maxWidth: nil, numberOfLines: 0, scale: 2)
        XCTAssertEqual(spaced.height, plain.height + 2 * 6, "two gaps of 6 points: between lines, not after the last")
        XCTAssertEqual(spaced.width, plain.width)
        // Drawn so: the last line's ink is 12 points (24 pixels) lower.
        func lowestInk(_ s: StyledSpan) throws -> Int {
            let image = try text.render([s], maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 2)
            return (0..<image.height).last { y in (0..<image.width).contains { image.pixel(x: $0, y: y).a > 127 } }!
        }
        var unspaced = span
        unspaced.lineSpacing = 0
        XCTAssertEqual(try lowestInk(span) - lowestInk(unspaced), 24)
        span.lineSpacing = .nan
        XCTAssertEqual(text.measure([span], maxWidth: nil, numberOfLines: 0, scale: 2), plain)
    }

    func testABackgroundFillsBehindItsSpanAndABaselineOffsetRaisesIt() throws {
        let text = try SDLTextRasterizer(fontFallback: false)
        let plainSpans = [StyledSpan("find ", fontSize: 20, color: red), StyledSpan("me", fontSize: 20, color: red)]
        var highlighted = plainSpans
        highlighted[1].backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        let plain = try text.render(plainSpans, maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        let image = try text.render(highlighted, maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        XCTAssertEqual(image.width, plain.width)
        XCTAssertEqual(image.height, plain.height)
        let start = Int(text.measure("find ", fontSize: 20, bold: false, maxWidth: nil, numberOfLines: 0).width)
        // The whole line's height behind "me" is yellow and opaque where no glyph is; nothing behind "find ".
        let top = image.pixel(x: start + 2, y: 0)
        XCTAssertEqual([top.r, top.g, top.b, top.a], [255, 255, 0, 255])
        XCTAssertEqual(image.pixel(x: start - 3, y: 0).a, 0)
        // Where "me" is fully inked the glyph stays on top in its colour.
        var inked = 0
        for y in 0..<plain.height {
            for x in start..<plain.width where plain.pixel(x: x, y: y).a == 255 {
                let p = image.pixel(x: x, y: y)
                XCTAssertEqual([p.r, p.g, p.b, p.a], [255, 0, 0, 255])
                inked += 1
            }
        }
        XCTAssertGreaterThan(inked, 20)
        // A baseline offset of 6 points raises the glyphs 6 pixels and the line grows to hold them.
        var raised = plainSpans
        raised[1].baselineOffset = 6
        let up = try text.render(raised, maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1)
        XCTAssertEqual(up.height, plain.height + 6)
        func lowestInk(_ img: CGImage, _ columns: Range<Int>) -> Int {
            (0..<img.height).last { y in columns.contains { img.pixel(x: $0, y: y).a > 127 } }!
        }
        let me = start..<plain.width, find = 0..<(start - 4)
        XCTAssertEqual(lowestInk(up, find) - lowestInk(up, me), 6, "\"me\" stands 6 points above \"find\"")
        XCTAssertEqual(lowestInk(plain, find), lowestInk(plain, me))
    }

    func testHostileSpansDrawBoundedAndNeverTrap() throws {
        let text = try SDLTextRasterizer(fontFallback: false)
        let huge = String(repeating: "word ", count: 40_000)
        let spans = [StyledSpan(huge, fontSize: .nan, color: red), StyledSpan("\0\r\n\t", fontSize: 1e9, italic: true, color: blue),
                     StyledSpan("", fontSize: -3, color: red)]
        let image = try text.render(spans, maxWidth: 300, alignment: .center, numberOfLines: 0, scale: 3)
        XCTAssertLessThanOrEqual(image.height, SDLTextRasterizer.maxImageSide + 4096)
        XCTAssertLessThanOrEqual(image.width * image.height, SDLTextRasterizer.maxImagePixels)
        XCTAssertEqual(text.measure([], maxWidth: nil, numberOfLines: 0), .zero)
        XCTAssertEqual(try text.render([], maxWidth: nil, alignment: .left, numberOfLines: 0, scale: 1).width, 0)
    }
}
