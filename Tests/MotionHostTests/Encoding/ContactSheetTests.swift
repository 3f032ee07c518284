import Foundation
import MotionGeometry
@testable import MotionHost
import XCTest

/// The grid's geometry, the box-filtered cells and the labels.
final class ContactSheetTests: XCTestCase {
    static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int = 40, height: Int = 30) -> CGImage {
        CGImage(width: width, height: height, pixels: Array([[r, g, b, 255]].joined().map { $0 }).repeated(width * height))
    }

    func testGridGeometryAndCellsWithoutLabels() throws {
        let cells = [(200, 0, 0), (0, 200, 0), (0, 0, 200)].enumerated().map {
            ContactSheet.Cell(image: Self.solid(UInt8($0.element.0), UInt8($0.element.1), UInt8($0.element.2)), label: "\($0.offset)")
        }
        let sheet = try ContactSheet.compose(cells, columns: 2, shrink: 2, text: nil)
        // Cells 20×15 after shrinking by 2; 2 columns, 2 rows, 8 px gaps.
        XCTAssertEqual(sheet.width, 8 + 2 * (20 + 8))
        XCTAssertEqual(sheet.height, 8 + 2 * (15 + 8))
        XCTAssertTrue(sheet.pixel(x: 8, y: 8) == (200, 0, 0, 255))
        XCTAssertTrue(sheet.pixel(x: 8 + 28 + 19, y: 8 + 14) == (0, 200, 0, 255))
        XCTAssertTrue(sheet.pixel(x: 8, y: 8 + 23) == (0, 0, 200, 255))
        XCTAssertTrue(sheet.pixel(x: 8 + 28, y: 8 + 23) == (28, 28, 30, 255), "the empty fourth cell is background")
        XCTAssertTrue(sheet.pixel(x: 4, y: 4) == (28, 28, 30, 255))
    }

    func testShrinkAveragesEachBlock() throws {
        // Columns alternate 0 and 255: a 2×2 box gives 127.5, rounded to 128.
        var pixels: [UInt8] = []
        for _ in 0..<4 { for x in 0..<4 { pixels += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] } }
        let sheet = try ContactSheet.compose([.init(image: CGImage(width: 4, height: 4, pixels: pixels), label: "")],
                                             columns: 1, shrink: 2, text: nil)
        XCTAssertTrue(sheet.pixel(x: 8, y: 8) == (128, 128, 128, 255))
        XCTAssertTrue(sheet.pixel(x: 9, y: 9) == (128, 128, 128, 255))
    }

    func testLabelsAreDrawnUnderTheirCells() throws {
        let text = try SDLTextRasterizer()
        let cells = [ContactSheet.Cell(image: Self.solid(0, 0, 0, width: 120, height: 40), label: "t = 1.50 s")]
        let sheet = try ContactSheet.compose(cells, columns: 1, text: text)
        XCTAssertGreaterThan(sheet.height, 8 + 40 + 8 + 10, "room for a label line")
        var bright = 0
        for y in (8 + 40)..<sheet.height { for x in 0..<sheet.width where sheet.pixel(x: x, y: y).r > 150 { bright += 1 } }
        XCTAssertGreaterThan(bright, 30, "white label text under the cell")
        XCTAssertThrowsError(try ContactSheet.compose([cells[0], .init(image: Self.solid(0, 0, 0), label: "x")], columns: 2, text: nil))
        XCTAssertThrowsError(try ContactSheet.compose([], columns: 2, text: nil))
    }
}

private extension Array {
    func repeated(_ n: Int) -> [Element] { Array([[Element]](repeating: self, count: n).joined()) }
}
