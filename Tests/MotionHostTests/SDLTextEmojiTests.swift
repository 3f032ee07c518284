import CSDL2
import Foundation
import MotionGeometry
@testable import MotionHost
import XCTest

/// Colour emoji in text (Noto Color Emoji, Debian's fonts-noto-color-emoji): drawn in their own colours,
/// scaled from the font's one bitmap strike to the text's size, on the line's baseline. References:
/// SDL_ttf driven directly with each face (advances), the emoji face's own colour rendering, and the text
/// without emoji (byte for byte).
final class SDLTextEmojiTests: XCTestCase {
    private var rasterizer: SDLTextRasterizer!
    private let fonts = OpenedFonts()

    override func setUpWithError() throws {
        rasterizer = try SDLTextRasterizer()
        guard rasterizer.emojiFontPath != nil else {
            throw XCTSkip("fonts-noto-color-emoji is not installed (scripts/install-deps.sh installs it)")
        }
    }

    override func tearDown() { fonts.closeAll() }

    private func open(_ path: String, _ pixels: Int) throws -> OpaquePointer { try fonts.open(path, pixels) }

    private func width(_ font: OpaquePointer, _ text: String) -> Int { OpenedFonts.width(font, text) }

    func testAnEmojiIsDrawnInItsOwnColoursAtTheTextsSize() throws {
        // 17 pt at @2x: 34 pixels to the em.
        let image = try rasterizer.render("👍", fontSize: 17, bold: false, color: .black, maxWidth: nil,
                                          alignment: .left, numberOfLines: 1, scale: 2)
        let dejavu = try open(rasterizer.regularFontPath, 34), emoji = try open(try XCTUnwrap(rasterizer.emojiFontPath), 109)
        // Scaled so the strike's ascent + descent is DejaVu's: the advance scales with it.
        let k = Double(TTF_FontAscent(dejavu) - TTF_FontDescent(dejavu)) / Double(TTF_FontAscent(emoji) - TTF_FontDescent(emoji))
        XCTAssertEqual(image.width, Int((Double(width(emoji, "👍")) * k).rounded()))
        XCTAssertEqual(Double(image.width), 34 * 1.25, accuracy: 3, "about 1.25 em wide, as Apple's emoji are")
        XCTAssertEqual(image.height, Int(TTF_FontLineSkip(dejavu)), "one line of DejaVu's skip")
        // The thumb is yellow-orange, not the text's black: colour pixels, opaque in the middle.
        var yellow = 0, black = 0, inked = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 3] > 200 {
            inked += 1
            let r = Int(image.pixels[i]), g = Int(image.pixels[i + 1]), b = Int(image.pixels[i + 2])
            if r > 200 && g > 120 && b < 120 { yellow += 1 }
            if r + g + b < 30 { black += 1 }
        }
        XCTAssertGreaterThan(inked, 400)
        XCTAssertGreaterThan(Double(yellow) / Double(inked), 0.5, "mostly the thumb's yellow")
        XCTAssertEqual(black, 0, "never the text colour")
    }

    func testAnEmojiSitsInALineOfTextAndMeasuresAsItDraws() throws {
        let text = "Nice 🎉 work"
        let size = rasterizer.measure(text, fontSize: 17, bold: false, maxWidth: nil, numberOfLines: 1, scale: 2)
        let image = try rasterizer.render(text, fontSize: 17, bold: false, color: .black, maxWidth: nil,
                                          alignment: .left, numberOfLines: 1, scale: 2)
        XCTAssertEqual([Int(size.width * 2), Int(size.height * 2)], [image.width, image.height])
        let dejavu = try open(rasterizer.regularFontPath, 34), emoji = try open(try XCTUnwrap(rasterizer.emojiFontPath), 109)
        let k = Double(TTF_FontAscent(dejavu) - TTF_FontDescent(dejavu)) / Double(TTF_FontAscent(emoji) - TTF_FontDescent(emoji))
        let expected = width(dejavu, "Nice ") + Int((Double(width(emoji, "🎉")) * k).rounded()) + width(dejavu, " work")
        XCTAssertEqual(image.width, expected, "DejaVu's runs plus the emoji's scaled advance")
        // The emoji's colours lie between the two words.
        let left = width(dejavu, "Nice "), right = image.width - width(dejavu, " work")
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard p.a > 128, Int(p.r) + Int(p.g) + Int(p.b) > 150 else { continue }
                XCTAssertTrue((left - 1...right + 1).contains(x), "a coloured pixel at \(x) outside the emoji")
                coloured += 1
            }
        }
        XCTAssertGreaterThan(coloured, 200)
    }

    func testJoinedSequencesAndFlagsAreOneGlyph() throws {
        // SDL_ttf shapes with HarfBuzz: a family (man, joiner, woman, joiner, girl) and a flag (two regional
        // indicators) are each the font's one glyph, one emoji advance wide.
        let one = try rasterizer.render("😀", fontSize: 17, bold: false, color: .black, maxWidth: nil,
                                        alignment: .left, numberOfLines: 1, scale: 2).width
        for text in ["👨\u{200D}👩\u{200D}👧", "🇫🇷", "👍🏽"] {
            let image = try rasterizer.render(text, fontSize: 17, bold: false, color: .black, maxWidth: nil,
                                              alignment: .left, numberOfLines: 1, scale: 2)
            XCTAssertEqual(image.width, one, accuracy: 2, "\(text) is one glyph")
        }
    }

    func testHugeAndTinyEmojiAreBounded() throws {
        for size: CGFloat in [0.5, 3, 2000, 1e9, .nan] {
            let image = try rasterizer.render("🎉👍", fontSize: size, bold: false, color: .black, maxWidth: nil,
                                              alignment: .left, numberOfLines: 1, scale: 2)
            XCTAssertLessThanOrEqual(image.width, SDLTextRasterizer.maxImageSide, "\(size)")
            XCTAssertLessThanOrEqual(image.width * image.height, SDLTextRasterizer.maxImagePixels, "\(size)")
        }
    }

    func testTextWithoutEmojiIsUnchangedAndTextSymbolsStayText() throws {
        let plain = try SDLTextRasterizer(fontFallback: false)
        for text in ["Hello, world", "Ünïcödé — dash", "© 2026 ™", "Check ✓ mark", "arrows ← →"] {
            let a = try rasterizer.render(text, fontSize: 15, bold: false, color: .black, maxWidth: nil,
                                          alignment: .left, numberOfLines: 1, scale: 2)
            let b = try plain.render(text, fontSize: 15, bold: false, color: .black, maxWidth: nil,
                                     alignment: .left, numberOfLines: 1, scale: 2)
            XCTAssertEqual(a.pixels, b.pixels, "\(text): text symbols DejaVu has are text, as iOS shows them")
        }
    }
}
