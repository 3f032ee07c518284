import XCTest
@testable import MotionLabPreview

/// The rasteriser's coverage against the geometry of a stroke: full inside, none beyond half the width
/// plus half a pixel, partial (antialiased) on the edge; joins do not double; dashes leave gaps.
final class PolylineRasterTests: XCTestCase {
    func testHorizontalStrokeCoverage() {
        var r = PolylineRaster(width: 40, height: 20)
        // A 3 px line along y = 10 (pixel rows 8.5…11.5).
        r.stroke([(x: 5, y: 10), (x: 35, y: 10)], lineWidth: 3)
        func c(_ x: Int, _ y: Int) -> Float { r.coverage[y * r.width + x] }
        XCTAssertEqual(c(20, 9), 1)      // centre 9.5: distance 0.5 < 1.5
        XCTAssertEqual(c(20, 10), 1)
        XCTAssertEqual(c(20, 8), 0.5, accuracy: 1e-6)   // centre 8.5: 1.5 + 0.5 − 1.5 = 0.5
        XCTAssertEqual(c(20, 11), 0.5, accuracy: 1e-6)
        XCTAssertEqual(c(20, 7), 0)
        XCTAssertEqual(c(20, 13), 0)
        XCTAssertEqual(c(2, 10), 0)      // before the start (round cap reaches 1.5 + 0.5 px)
    }

    func testJoinsTakeTheMaximumAndDashesLeaveGaps() {
        var solid = PolylineRaster(width: 60, height: 20)
        solid.stroke([(x: 0, y: 10), (x: 30, y: 10), (x: 60, y: 10)], lineWidth: 2)
        XCTAssertEqual(solid.coverage.max()!, 1)
        var dashed = PolylineRaster(width: 60, height: 20)
        dashed.stroke([(x: 0, y: 10), (x: 60, y: 10)], lineWidth: 2, dash: (on: 6, off: 4))
        let row = (0..<60).map { dashed.coverage[9 * 60 + $0] }
        XCTAssertEqual(row[2], 1)        // inside the first dash (0…6)
        XCTAssertEqual(row[8], 0)        // inside the first gap (6…10)
        XCTAssertEqual(row[12], 1)       // second dash (10…16)
    }

    func testNonFiniteBreaksTheLine() {
        var r = PolylineRaster(width: 40, height: 20)
        r.stroke([(x: 0, y: 10), (x: 10, y: 10), (x: .nan, y: .nan), (x: 30, y: 10), (x: 40, y: 10)], lineWidth: 2)
        XCTAssertEqual(r.coverage[9 * 40 + 20], 0)   // the gap between 10 and 30
        XCTAssertEqual(r.coverage[9 * 40 + 5], 1)
        XCTAssertEqual(r.coverage[9 * 40 + 35], 1)
    }

    func testImageCarriesColourAndCoverageAsAlpha() {
        var r = PolylineRaster(width: 10, height: 10)
        r.disc(center: (x: 5, y: 5), radius: 2)
        let image = r.image(color: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let centre = image.pixel(x: 4, y: 4)
        XCTAssertEqual([centre.r, centre.g, centre.b, centre.a], [255, 128, 0, 255])
        XCTAssertEqual(image.pixel(x: 0, y: 0).a, 0)
    }
}
