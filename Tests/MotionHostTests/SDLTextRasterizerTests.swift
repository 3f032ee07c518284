import Foundation
import MotionGeometry
@testable import MotionRender
@testable import MotionHost
import XCTest

/// Text rendering checked against DejaVu Sans's published metrics: cap height 1493 units of a
/// 2048-unit em (0.729 em).
final class SDLTextRasterizerTests: XCTestCase {
    private struct Ink { var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1 }

    private func ink(_ image: CGImage) -> Ink {
        var box = Ink()
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).a > 127 {
                box.minX = min(box.minX, x); box.maxX = max(box.maxX, x)
                box.minY = min(box.minY, y); box.maxY = max(box.maxY, y)
            }
        }
        return box
    }

    func testCapitalHasTheFontsCapHeight() throws {
        let text = try SDLTextRasterizer()
        for (fontSize, scale) in [(CGFloat(40), CGFloat(1)), (20, 2), (60, 1)] {
            let image = try text.render("H", fontSize: fontSize, bold: false, color: .black, maxWidth: nil,
                                        alignment: .left, numberOfLines: 0, scale: scale)
            let box = ink(image)
            XCTAssertGreaterThanOrEqual(box.maxX, 0, "no ink")
            let expected = 1493.0 / 2048.0 * Double(fontSize * scale)
            XCTAssertEqual(Double(box.maxY - box.minY + 1), expected, accuracy: 1.5, "size \(fontSize)@\(scale)")
            let size = text.measure("H", fontSize: fontSize, bold: false, maxWidth: nil, numberOfLines: 0, scale: scale)
            XCTAssertEqual(CGFloat(image.height), size.height * scale)
            XCTAssertEqual(CGFloat(image.width), size.width * scale)
            // Colour is the requested one; alpha carries coverage.
            XCTAssertEqual(image.pixel(x: box.minX, y: (box.minY + box.maxY) / 2).r, 0)
        }
    }

    func testWrappingAddsLinesAndTruncationLimitsThem() throws {
        let text = try SDLTextRasterizer()
        let sentence = "The quick brown fox jumps over the lazy dog again and again"
        let one = text.measure("The", fontSize: 16, bold: false, maxWidth: nil, numberOfLines: 0)
        let wrapped = text.measure(sentence, fontSize: 16, bold: false, maxWidth: 120, numberOfLines: 0)
        XCTAssertGreaterThanOrEqual(wrapped.height, one.height * 4)
        XCTAssertLessThanOrEqual(wrapped.width, 120)
        let limited = text.measure(sentence, fontSize: 16, bold: false, maxWidth: 120, numberOfLines: 2)
        XCTAssertEqual(limited.height, one.height * 2)
        let image = try text.render(sentence, fontSize: 16, bold: true, color: .white, maxWidth: 120,
                                    alignment: .left, numberOfLines: 2, scale: 2)
        XCTAssertEqual(image.width, 240)
        XCTAssertEqual(CGFloat(image.height), one.height * 2 * 2, accuracy: 2)
        XCTAssertLessThan(ink(image).maxX, 240)
    }

    func testAlignmentPlacesInkInsideTheLayoutWidth() throws {
        let text = try SDLTextRasterizer()
        func box(_ alignment: TextAlignment) throws -> Ink {
            ink(try text.render("ii", fontSize: 20, bold: false, color: .black, maxWidth: 200,
                                alignment: alignment, numberOfLines: 1, scale: 1))
        }
        let left = try box(.left), center = try box(.center), right = try box(.right)
        XCTAssertLessThan(left.minX, 10)
        XCTAssertEqual(Double(center.minX + center.maxX) / 2, 100, accuracy: 4)
        XCTAssertGreaterThan(right.maxX, 190)
    }

    func testMissingFontErrorNamesFontAndPackage() {
        XCTAssertThrowsError(try SDLTextRasterizer.locateFont(named: "NoSuchFont-Bold.ttf", fontconfigPattern: "NoSuchFont:bold",
                                                              directory: "/nonexistent/fonts")) { error in
            XCTAssertTrue("\(error)".contains("NoSuchFont-Bold.ttf"), "\(error)")
            XCTAssertTrue("\(error)".contains("fonts-dejavu-core"), "\(error)")
        }
        XCTAssertTrue(try SDLTextRasterizer.locateFont(bold: true).hasSuffix("/DejaVuSans-Bold.ttf"))
    }
}
