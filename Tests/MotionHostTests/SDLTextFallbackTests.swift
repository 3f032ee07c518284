import CSDL2
import Foundation
import MotionGeometry
@testable import MotionHost
import XCTest

/// Per-character font fallback: scalars DejaVu Sans lacks are drawn with WenQuanYi Micro Hei.
/// References: SDL_ttf itself, driven directly with each face (advances, text sizes, rendered
/// coverage), independently of the rasteriser's run splitting and layout.
final class SDLTextFallbackTests: XCTestCase {
    private var rasterizer: SDLTextRasterizer!
    private var fallbackPath: String!
    private let fonts = OpenedFonts()

    override func setUpWithError() throws {
        rasterizer = try SDLTextRasterizer()
        guard let path = rasterizer.fallbackFontPath else {
            throw XCTSkip("fonts-wqy-microhei is not installed (scripts/install-deps.sh installs it)")
        }
        fallbackPath = path
    }

    override func tearDown() { fonts.closeAll() }

    private func open(_ path: String, _ pixels: Int) throws -> OpaquePointer { try fonts.open(path, pixels) }

    private func textWidth(_ font: OpaquePointer, _ text: String) -> Int { OpenedFonts.width(font, text) }

    /// Alpha of `text` rendered by SDL_ttf in `font` (width × height, row-major).
    private func coverage(_ font: OpaquePointer, _ text: String) throws -> (width: Int, height: Int, alpha: [UInt8]) {
        let rendered = try XCTUnwrap(TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)))
        defer { SDL_FreeSurface(rendered) }
        let surface = try XCTUnwrap(SDL_ConvertSurfaceFormat(rendered, SDLPixels.rgbaFormat, 0))
        defer { SDL_FreeSurface(surface) }
        let w: Int = Int(surface.pointee.w)
        let h: Int = Int(surface.pointee.h)
        let pitch: Int = Int(surface.pointee.pitch)
        let source: UnsafeMutablePointer<UInt8> = try XCTUnwrap(surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self))
        var alpha = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w { alpha[y * w + x] = source[y * pitch + x * 4 + 3] }
        }
        return (w, h, alpha)
    }

    private func render(_ r: SDLTextRasterizer, _ text: String, size: CGFloat = 20, bold: Bool = false,
                        maxWidth: CGFloat? = nil, lines: Int = 0, scale: CGFloat = 1) throws -> CGImage {
        try r.render(text, fontSize: size, bold: bold, color: .black, maxWidth: maxWidth, alignment: .left,
                     numberOfLines: lines, scale: scale)
    }

    func testCJKDrawsTheFallbackFacesGlyphsNotBoxes() throws {
        let text = "你好，世界"
        let pixels = 20
        let dejavu = try open(rasterizer.regularFontPath, pixels)
        let wqy = try open(fallbackPath, pixels)
        for scalar in text.unicodeScalars {
            XCTAssertEqual(TTF_GlyphIsProvided32(dejavu, scalar.value), 0, "DejaVu has U+\(String(scalar.value, radix: 16))")
            XCTAssertNotEqual(TTF_GlyphIsProvided32(wqy, scalar.value), 0)
        }
        let image = try render(rasterizer, text, size: CGFloat(pixels))
        // One fallback run: as wide as the fallback face sets the string, its baseline on the line's.
        XCTAssertEqual(image.width, textWidth(wqy, text))
        let baseline = max(Int(TTF_FontAscent(dejavu)), Int(TTF_FontAscent(wqy)))
        let reference = try coverage(wqy, text)
        let dy = baseline - Int(TTF_FontAscent(wqy))
        var mismatches = 0
        for y in 0..<reference.height where y + dy < image.height {
            for x in 0..<min(reference.width, image.width)
            where image.pixel(x: x, y: y + dy).a != reference.alpha[y * reference.width + x] { mismatches += 1 }
        }
        XCTAssertEqual(mismatches, 0, "coverage differs from WenQuanYi's own rendering")
        // Ink in every glyph cell (cells from the fallback face's advances).
        var x0 = 0
        for scalar in text.unicodeScalars {
            var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
            XCTAssertEqual(TTF_GlyphMetrics32(wqy, scalar.value, &minX, &maxX, &minY, &maxY, &advance), 0)
            var ink = 0
            for y in 0..<image.height { for x in x0..<min(x0 + Int(advance), image.width) where image.pixel(x: x, y: y).a > 127 { ink += 1 } }
            XCTAssertGreaterThan(ink, 3, "no ink for \(scalar)")
            x0 += Int(advance)
        }
        // Without fallback DejaVu draws its missing-glyph boxes: a different picture.
        let boxes = try render(try SDLTextRasterizer(fontFallback: false), text, size: CGFloat(pixels))
        XCTAssertNotEqual(boxes.pixels, image.pixels)
    }

    func testMixedTextMeasuresAsTheSumOfItsRunsOnOneBaseline() throws {
        let latin = "Hello ", cjk = "世界", scale: CGFloat = 2, size: CGFloat = 17
        let pixels = Int((size * scale).rounded())
        let dejavu = try open(rasterizer.regularFontPath, pixels)
        let wqy = try open(fallbackPath, pixels)
        let measured = rasterizer.measure(latin + cjk, fontSize: size, bold: false, maxWidth: nil, numberOfLines: 0,
                                          scale: scale)
        XCTAssertEqual(measured.width * scale, CGFloat(textWidth(dejavu, latin) + textWidth(wqy, cjk)))
        let baseline = max(Int(TTF_FontAscent(dejavu)), Int(TTF_FontAscent(wqy)))
        let descent = max(-Int(TTF_FontDescent(dejavu)), -Int(TTF_FontDescent(wqy)))
        let lineSkip = max(Int(TTF_FontLineSkip(dejavu)), Int(TTF_FontLineSkip(wqy)), baseline + descent)
        XCTAssertEqual(measured.height * scale, CGFloat(lineSkip))
        let image = try render(rasterizer, latin + cjk, size: size, scale: scale)
        XCTAssertEqual(CGFloat(image.width), measured.width * scale)
        XCTAssertEqual(CGFloat(image.height), measured.height * scale)
        // The Latin run is DejaVu's own rendering, moved down to the common baseline.
        let reference = try coverage(dejavu, latin)
        let dy = baseline - Int(TTF_FontAscent(dejavu))
        var mismatches = 0
        for y in 0..<reference.height { for x in 0..<reference.width
            where image.pixel(x: x, y: y + dy).a != reference.alpha[y * reference.width + x] { mismatches += 1 } }
        XCTAssertEqual(mismatches, 0)
        // Two lines when wrapped between the words: height doubles, each line fits.
        let wrapped = rasterizer.measure(latin + cjk + " " + cjk, fontSize: size, bold: false,
                                         maxWidth: measured.width, numberOfLines: 0, scale: scale)
        XCTAssertEqual(wrapped.height, measured.height * 2)
        XCTAssertLessThanOrEqual(wrapped.width, measured.width)
    }

    func testCJKWrapsBetweenCharactersAndTruncatesWithAnEllipsis() throws {
        let text = String(repeating: "中文字体回退测试", count: 4)
        let wqy = try open(fallbackPath, 16)
        let glyph = textWidth(wqy, "中")
        let maxWidth = CGFloat(glyph * 5)
        let wrapped = rasterizer.measure(text, fontSize: 16, bold: false, maxWidth: maxWidth, numberOfLines: 0)
        let one = rasterizer.measure("中", fontSize: 16, bold: false, maxWidth: nil, numberOfLines: 0)
        // 32 ideographs of equal advance, 5 to a line: 7 lines.
        XCTAssertEqual(wrapped.height, one.height * 7)
        let limited = try render(rasterizer, text, size: 16, maxWidth: maxWidth, lines: 2)
        XCTAssertEqual(CGFloat(limited.height), one.height * 2)
        XCTAssertEqual(limited.width, glyph * 5)
    }

    func testClosingPunctuationNeverStartsALine() throws {
        let wqy = try open(fallbackPath, 34)
        // 17 pt @2x: ten ideographs fit, the eleventh "，" does not: "本" moves down with it.
        let maxWidth = CGFloat(textWidth(wqy, "这是一段很长的中文文本")) / 2 - 1
        let lines = try rasterizer.lines("这是一段很长的中文文本，用于测试自动换行和截断。", fontSize: 17, bold: false,
                                         maxWidth: maxWidth, numberOfLines: 0, scale: 2)
        XCTAssertEqual(lines.first, "这是一段很长的中文文")
        XCTAssertEqual(lines.dropFirst().first?.hasPrefix("本，"), true, "\(lines)")
        for line in lines.dropFirst() { XCTAssertFalse("，。、".contains(line.first ?? "x"), "\(lines)") }
        XCTAssertEqual(lines.joined(), "这是一段很长的中文文本，用于测试自动换行和截断。")
    }

    func testTextDejaVuCoversIsUnchangedByFallback() throws {
        let plain = try SDLTextRasterizer(fontFallback: false)
        XCTAssertNil(plain.fallbackFontPath)
        for (text, bold, maxWidth, lines) in [("Hello, world — café", false, nil, 0),
                                              ("The quick brown fox jumps over the lazy dog", true, 90, 2),
                                              ("Ωμέγα Привет\nsecond line", false, nil, 0)] as [(String, Bool, CGFloat?, Int)] {
            let a = try render(rasterizer, text, bold: bold, maxWidth: maxWidth, lines: lines, scale: 2)
            let b = try render(plain, text, bold: bold, maxWidth: maxWidth, lines: lines, scale: 2)
            XCTAssertEqual(a.width, b.width, text)
            XCTAssertEqual(a.height, b.height, text)
            XCTAssertEqual(a.pixels, b.pixels, text)
            XCTAssertEqual(rasterizer.measure(text, fontSize: 20, bold: bold, maxWidth: maxWidth, numberOfLines: lines),
                           plain.measure(text, fontSize: 20, bold: bold, maxWidth: maxWidth, numberOfLines: lines))
        }
    }
}
