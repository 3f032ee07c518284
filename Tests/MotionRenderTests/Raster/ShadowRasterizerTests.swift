import XCTest
import MotionLab
@testable import MotionRender

/// The shadow rasteriser against the analytic blur of a rectangle: a box convolved with a 2-D Gaussian of
/// standard deviation σ has, at (x, y), the alpha
/// ¼·[erf((x − x₀)/(σ√2)) − erf((x − x₁)/(σ√2))]·[erf((y − y₀)/(σ√2)) − erf((y − y₁)/(σ√2))].
final class ShadowRasterizerTests: XCTestCase {
    let rect = CGRect(x: 10, y: 20, width: 40, height: 30)

    func analytic(_ x: Double, _ y: Double, sigma: Double) -> Double {
        let k = sigma * 2.0.squareRoot()
        let ax = erf((x - Double(rect.minX)) / k) - erf((x - Double(rect.maxX)) / k)
        let ay = erf((y - Double(rect.minY)) / k) - erf((y - Double(rect.maxY)) / k)
        return ax * ay / 4
    }

    func box(alpha: CGFloat = 1) -> ShapeContent {
        var s = ShapeContent()
        s.path = CGPath(rect: rect)
        s.fillColor = CGColor(red: 1, green: 1, blue: 1, alpha: alpha)
        return s
    }

    /// The largest difference between the raster's alpha at each pixel centre and the analytic blur.
    func maxError(sigma: CGFloat, scale: CGFloat, file: StaticString = #filePath, line: UInt = #line) throws -> (error: Double, raster: ShapeRaster) {
        let r = try XCTUnwrap(ShadowRasterizer.rasterize(box(), sigma: sigma, color: .black, scale: scale), file: file, line: line)
        let img = r.image
        let s = CGFloat(img.width) / r.size.width
        var worst = 0.0
        for py in 0..<img.height {
            for px in 0..<img.width {
                let x = Double(r.origin.x + (CGFloat(px) + 0.5) / s), y = Double(r.origin.y + (CGFloat(py) + 0.5) / s)
                let a = Double(img.pixel(x: px, y: py).a) / 255
                worst = max(worst, abs(a - analytic(x, y, sigma: Double(sigma))))
            }
        }
        return (worst, r)
    }

    func testABlurredRectangleMatchesTheErfProfile() throws {
        // σ = 3 pt at 2 px/pt: σ is 6 px, above the 4 px cap, so the raster is drawn at 4/3 px/pt.
        let (e1, r1) = try maxError(sigma: 3, scale: 2)
        XCTAssertLessThan(e1, 0.02, "σ 3 pt")
        XCTAssertEqual(CGFloat(r1.image.width) / r1.size.width, 4.0 / 3, accuracy: 1e-9, "scale lowered to σ = 4 px")
        // A small blur keeps the screen's density and is exact to a pixel's rounding.
        let (e2, r2) = try maxError(sigma: 1, scale: 2)
        XCTAssertLessThan(e2, 0.02, "σ 1 pt")
        XCTAssertEqual(CGFloat(r2.image.width) / r2.size.width, 2, accuracy: 1e-9)
        // A wide blur at a coarse density still follows the curve.
        let (e3, _) = try maxError(sigma: 20, scale: 2)
        XCTAssertLessThan(e3, 0.02, "σ 20 pt")
    }

    func testTheImageReachesThreeSigmaAndKeepsTheShapesArea() throws {
        for sigma: CGFloat in [0.5, 3, 12] {
            let r = try XCTUnwrap(ShadowRasterizer.rasterize(box(), sigma: sigma, color: .black, scale: 2))
            XCTAssertLessThanOrEqual(r.origin.x, rect.minX - 3 * sigma, "σ \(sigma): room for the tail on the left")
            XCTAssertGreaterThanOrEqual(r.origin.y + r.size.height, rect.maxY + 3 * sigma, "σ \(sigma): and below")
            let s = CGFloat(r.image.width) / r.size.width
            var mass = 0.0
            for py in 0..<r.image.height { for px in 0..<r.image.width { mass += Double(r.image.pixel(x: px, y: py).a) / 255 } }
            // A blur moves alpha and never makes or loses it (the 0.27 % beyond 3σ aside).
            XCTAssertEqual(mass / Double(s * s), Double(rect.width * rect.height), accuracy: Double(rect.width * rect.height) * 0.01,
                           "σ \(sigma)")
        }
    }

    func testNoBlurIsTheShapesCoverageAndColourAndAlphaCarry() throws {
        let c = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        var shape = box(alpha: 0.5)
        shape.strokeColor = nil
        let r = try XCTUnwrap(ShadowRasterizer.rasterize(shape, sigma: 0, color: c, scale: 1))
        let inside = r.image.pixel(x: Int(rect.midX - r.origin.x), y: Int(rect.midY - r.origin.y))
        XCTAssertEqual(inside.r, 255); XCTAssertEqual(inside.g, 128); XCTAssertEqual(inside.b, 0)
        XCTAssertEqual(inside.a, 64, "colour alpha 0.5 × shape alpha 0.5")
        XCTAssertEqual(r.image.pixel(x: 0, y: 0).a, 0, "outside the rectangle: nothing")
    }

    func testNothingToCastOrBadInputsDrawNothing() {
        XCTAssertNil(ShadowRasterizer.rasterize(box(), sigma: 3, color: .clear, scale: 2), "a clear shadow colour")
        XCTAssertNil(ShadowRasterizer.rasterize(ShapeContent(), sigma: 3, color: .black, scale: 2), "no path")
        XCTAssertNil(ShadowRasterizer.rasterize(box(), sigma: 3, color: .black, scale: .nan), "NaN scale")
        // NaN and negative radii draw an unblurred shadow; an infinite one is the coarsest blur, never a hang.
        XCTAssertNotNil(ShadowRasterizer.rasterize(box(), sigma: .nan, color: .black, scale: 2))
        XCTAssertNotNil(ShadowRasterizer.rasterize(box(), sigma: -4, color: .black, scale: 2))
        XCTAssertNotNil(ShadowRasterizer.rasterize(box(), sigma: 1e9, color: .black, scale: 2))
    }
}
