import XCTest
import MotionLab
@testable import MotionRender

/// Filled outlines: the coverage summed over the image equals the exact area (signed-area
/// accumulation is exact per pixel), fill rules, and anti-aliased edges.
final class CoverageAreaTests: XCTestCase {
    func testRectAtFractionalCoordinatesCoversItsExactArea() {
        let r = CGRect(x: 10.3, y: 20.7, width: 35.25, height: 12.5)
        for scale: CGFloat in [1, 2, 3] {
            let area = RasterTest.fillArea(RasterTest.shape(CGPath(rect: r), fill: true), scale: scale)
            XCTAssertEqual(area, 35.25 * 12.5, accuracy: 1e-3, "scale \(scale)")
        }
    }

    func testTriangleCoversItsExactArea() {
        let tri = RasterTest.polyline([CGPoint(x: 12.2, y: 7.9), CGPoint(x: 150.6, y: 40.3), CGPoint(x: 60.1, y: 171.4)], closed: true)
        // Shoelace: ½|x1(y2 − y3) + x2(y3 − y1) + x3(y1 − y2)|.
        let exact = 0.5 * abs(12.2 * (40.3 - 171.4) + 150.6 * (171.4 - 7.9) + 60.1 * (7.9 - 40.3))
        XCTAssertEqual(RasterTest.fillArea(RasterTest.shape(tri, fill: true)), exact, accuracy: exact * 1e-5)
        // An open subpath is filled as if closed.
        let open = RasterTest.polyline([CGPoint(x: 12.2, y: 7.9), CGPoint(x: 150.6, y: 40.3), CGPoint(x: 60.1, y: 171.4)])
        XCTAssertEqual(RasterTest.fillArea(RasterTest.shape(open, fill: true)), exact, accuracy: exact * 1e-5)
    }

    func testCircleCoversPiRSquared() {
        // The path is four cubic Béziers (radius error ≤ 0.03 %) flattened within 0.05 px.
        for (r, scale) in [(CGFloat(40), CGFloat(1)), (30, 2), (7.5, 3)] {
            let c = CGPath(ellipseIn: CGRect(x: 100 - r, y: 100 - r, width: 2 * r, height: 2 * r))
            let area = RasterTest.fillArea(RasterTest.shape(c, fill: true), scale: scale)
            let exact = Double.pi * Double(r * r)
            XCTAssertEqual(area, exact, accuracy: exact * 0.003, "r \(r) at @\(scale)x")
        }
    }

    func testEdgeCoverageIsTheCoveredFractionOfThePixel() {
        let m = RasterTest.maps(RasterTest.shape(CGPath(rect: CGRect(x: 10.25, y: 0, width: 50, height: 10)), fill: true))
        XCTAssertEqual(m.fill[5 * m.width + 9], 0, accuracy: 1e-6)
        XCTAssertEqual(m.fill[5 * m.width + 10], 0.75, accuracy: 1e-5)
        XCTAssertEqual(m.fill[5 * m.width + 11], 1, accuracy: 1e-5)
        XCTAssertEqual(m.fill[5 * m.width + 60], 0.25, accuracy: 1e-5)
        // A 45° edge through a pixel's corners covers half of it.
        let tri = RasterTest.polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)], closed: true)
        let t = RasterTest.maps(RasterTest.shape(tri, fill: true))
        XCTAssertEqual(t.fill[50 * t.width + 49], 0.5, accuracy: 1e-5)
        XCTAssertEqual(t.fill[50 * t.width + 48], 1, accuracy: 1e-5)
    }

    /// A pentagram drawn as one self-crossing subpath: the centre pentagon winds twice, so the
    /// nonzero rule fills it and even-odd leaves it empty.
    func testNonZeroAndEvenOddOnASelfOverlappingStar() {
        let R = 80.0, c = CGPoint(x: 100, y: 100)
        let outer = (0..<5).map { k -> CGPoint in
            let a = -Double.pi / 2 + Double(k) * 2 * .pi / 5
            return CGPoint(x: c.x + R * cos(a), y: c.y + R * sin(a))
        }
        let star = RasterTest.polyline([0, 2, 4, 1, 3].map { outer[$0] }, closed: true)
        // Inner pentagon circumradius r = R·cos 72° / cos 36°.
        let r = R * cos(2 * .pi / 5) / cos(.pi / 5)
        let starArea = 10 * 0.5 * R * r * sin(.pi / 5)
        let pentagon = 2.5 * r * r * sin(2 * .pi / 5)
        let nonZero = RasterTest.fillArea(RasterTest.shape(star, fill: true, rule: .nonZero))
        let evenOdd = RasterTest.fillArea(RasterTest.shape(star, fill: true, rule: .evenOdd))
        // Exact except in the five pixels where two edges cross (Apple's header allows the same):
        // there the winding-2 part counts twice before the clamp; at most half a pixel each.
        XCTAssertEqual(nonZero, starArea, accuracy: 5 * 0.5)
        XCTAssertEqual(evenOdd, starArea - pentagon, accuracy: 5 * 0.5)
        let m = RasterTest.maps(RasterTest.shape(star, fill: true, rule: .evenOdd))
        XCTAssertEqual(m.fill[100 * m.width + 100], 0, accuracy: 1e-5, "centre empty under even-odd")
    }

    func testOppositeSubpathsCutAHoleOnlyWhenTheyWindOppositely() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 20, y: 20, width: 100, height: 100))
        // The same direction: nonzero fills the inner square (winding 2); even-odd does not.
        p.addRect(CGRect(x: 50, y: 50, width: 40, height: 40))
        XCTAssertEqual(RasterTest.fillArea(RasterTest.shape(p, fill: true)), 10_000, accuracy: 0.01)
        XCTAssertEqual(RasterTest.fillArea(RasterTest.shape(p, fill: true, rule: .evenOdd)), 10_000 - 1_600, accuracy: 0.01)
        // The inner square reversed: a hole under both rules.
        let q = CGMutablePath()
        q.addRect(CGRect(x: 20, y: 20, width: 100, height: 100))
        q.addLines(between: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 90), CGPoint(x: 90, y: 90), CGPoint(x: 90, y: 50)])
        q.closeSubpath()
        XCTAssertEqual(RasterTest.fillArea(RasterTest.shape(q, fill: true)), 10_000 - 1_600, accuracy: 0.01)
    }

    func testGeometryOutsideTheGridIsClippedNotWrapped() {
        // A rect hanging off the left and right of a 100-pixel grid covers exactly its inside part.
        let s = RasterTest.shape(CGPath(rect: CGRect(x: -30.5, y: 10, width: 200, height: 20)), fill: true)
        let m = ShapeRasterizer.coverageMaps(s, scale: 1, region: CGRect(x: 0, y: 0, width: 100, height: 50))!
        XCTAssertEqual(Double(m.fill!.reduce(0, +)), 100 * 20, accuracy: 0.01)
        XCTAssertEqual(m.fill![15 * 100 + 0], 1, accuracy: 1e-5)
    }

    /// Far-off, huge and non-finite geometry draws what it can (or nothing) and never traps.
    func testExtremeGeometryIsHandled() {
        let huge = RasterTest.polyline([CGPoint(x: -1e15, y: -1e12), CGPoint(x: 1e15, y: 5), CGPoint(x: 20, y: 1e300)], closed: true)
        let m = ShapeRasterizer.coverageMaps(RasterTest.shape(huge, fill: true, stroke: 3), scale: 2, maxSide: 64)
        XCTAssertEqual(m?.width, 64); XCTAssertEqual(m?.height, 64, "cropped to the size limit")
        _ = ShapeRasterizer.coverageMaps(RasterTest.shape(huge, fill: true), scale: 1, region: CGRect(x: 0, y: 0, width: 50, height: 50))
        _ = ShapeRasterizer.coverageMaps(RasterTest.shape(huge, fill: true), scale: 1, region: CGRect(x: 0, y: 0, width: 1e300, height: 50), maxSide: 64)
        let wide = ShapeRasterizer.coverageMaps(RasterTest.shape(line(), stroke: 1e9), scale: 2, maxSide: 64)
        XCTAssertEqual(wide?.width, 64)
        let nan = RasterTest.polyline([CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: 20, y: 20)])
        XCTAssertNil(ShapeRasterizer.rasterize(RasterTest.shape(nan, fill: true, stroke: 2), scale: 2))
        var s = RasterTest.shape(line(), stroke: .nan)
        XCTAssertNil(ShapeRasterizer.rasterize(s, scale: 2), "no stroke, no fill")
        s = RasterTest.shape(line(), stroke: 2, dash: [1, .infinity], phase: .nan, start: .nan, end: .nan)
        XCTAssertNotNil(ShapeRasterizer.rasterize(s, scale: 2), "bad dash, trim values fall back to a solid full stroke")
        XCTAssertNil(ShapeRasterizer.rasterize(RasterTest.shape(line(), stroke: 2), scale: .nan))
    }

    private func line() -> CGPath { RasterTest.polyline([CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 40)]) }
}
