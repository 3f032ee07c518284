import XCTest
import MotionLab
@testable import MotionRender

/// Gradients against Apple's definitions (CAGradientLayer.h): axial projection in unit space,
/// radial ellipse, conic angle; stops from `locations`; straight-alpha interpolation.
final class GradientRasterizerTests: XCTestCase {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    func gradient(_ colors: [CGColor], locations: [CGFloat]? = nil, _ start: CGPoint, _ end: CGPoint,
                  _ type: CAGradientLayerType = .axial) -> GradientContent {
        var g = GradientContent()
        g.colors = colors; g.locations = locations; g.startPoint = start; g.endPoint = end; g.type = type
        return g
    }

    func testVerticalAxialIsAStripWithTheColourAtEachPixelCentre() {
        let img = GradientRasterizer.rasterize(gradient([red, blue], CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1)),
                                               pixelWidth: 40, pixelHeight: 100)!
        XCTAssertEqual(img.width, 1); XCTAssertEqual(img.height, 100)
        for y in [0, 37, 99] {
            let t = (Double(y) + 0.5) / 100
            XCTAssertEqual(Double(img.pixel(x: 0, y: y).r), (1 - t) * 255, accuracy: 1.5, "y \(y)")
            XCTAssertEqual(Double(img.pixel(x: 0, y: y).b), t * 255, accuracy: 1.5)
        }
        let h = GradientRasterizer.rasterize(gradient([red, blue], CGPoint(x: 0, y: 0.3), CGPoint(x: 1, y: 0.3)),
                                             pixelWidth: 40, pixelHeight: 100)!
        XCTAssertEqual(h.width, 40); XCTAssertEqual(h.height, 1)
    }

    func testLocationsPlaceTheStopsAndEndsExtend() {
        // Stops at 0.2 (red), 0.4 (green), 0.8 (blue): red above 0.2, blue below 0.8.
        let img = GradientRasterizer.rasterize(gradient([red, green, blue], locations: [0.2, 0.4, 0.8], CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1)),
                                               pixelWidth: 1, pixelHeight: 200)!
        XCTAssertEqual(img.pixel(x: 0, y: 10).r, 255)
        XCTAssertEqual(img.pixel(x: 0, y: 190).b, 255)
        let mid = img.pixel(x: 0, y: 59)  // t = 0.2975: half-way red → green
        XCTAssertEqual(Double(mid.r), 0.5125 * 255, accuracy: 2)
        XCTAssertEqual(Double(mid.g), 0.4875 * 255, accuracy: 2)
        // A count that does not match the colours spreads them evenly.
        let even = GradientRasterizer.rasterize(gradient([red, blue], locations: [0.9], CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1)),
                                                pixelWidth: 1, pixelHeight: 100)!
        XCTAssertEqual(Double(even.pixel(x: 0, y: 49).r), 0.505 * 255, accuracy: 1.5)
    }

    /// A diagonal on a non-square layer runs corner to corner: the other two corners share t = ½.
    func testDiagonalAxialIsPerpendicularInUnitSpace() {
        let img = GradientRasterizer.rasterize(gradient([red, blue], .zero, CGPoint(x: 1, y: 1)), pixelWidth: 300, pixelHeight: 100)!
        let topRight = img.pixel(x: 299, y: 0), bottomLeft = img.pixel(x: 0, y: 99)
        XCTAssertEqual(Double(topRight.r), 127.5, accuracy: 2)
        XCTAssertEqual(Double(bottomLeft.r), 127.5, accuracy: 2)
    }

    func testRadialEllipseAndConicAngle() {
        // Radial: centre (0.5, 0.5), radii 0.5 × 0.25 in unit space.
        let r = GradientRasterizer.rasterize(gradient([red, blue], CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.75), .radial),
                                             pixelWidth: 100, pixelHeight: 100)!
        XCTAssertEqual(Double(r.pixel(x: 50, y: 50).r), (1 - (0.01 * 0.01 + 0.02 * 0.02).squareRoot()) * 255, accuracy: 1.5)
        XCTAssertEqual(Double(r.pixel(x: 74, y: 50).b), (24.5 / 50) * 255, accuracy: 3, "t = Δu / 0.5")
        XCTAssertEqual(Double(r.pixel(x: 50, y: 62).b), (12.5 / 25) * 255, accuracy: 6, "t = Δv / 0.25")
        XCTAssertEqual(r.pixel(x: 50, y: 90).b, 255, "outside the ellipse: the last colour")
        // Conic: 0 pointing up (start → end), increasing from +x towards +y (clockwise on screen).
        let c = GradientRasterizer.rasterize(gradient([red, blue], CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0.5, y: 0), .conic),
                                             pixelWidth: 101, pixelHeight: 101)!
        XCTAssertEqual(Double(c.pixel(x: 95, y: 50).b), 0.25 * 255, accuracy: 3, "3 o'clock: a quarter turn")
        XCTAssertEqual(Double(c.pixel(x: 50, y: 95).b), 0.5 * 255, accuracy: 3, "6 o'clock: half")
        XCTAssertEqual(Double(c.pixel(x: 5, y: 50).b), 0.75 * 255, accuracy: 3, "9 o'clock")
    }

    func testStraightAlphaInterpolationAndNothingToDraw() {
        // Red to clear passes through dark semi-transparent red, as Core Graphics does.
        let img = GradientRasterizer.rasterize(gradient([red, .clear], CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1)),
                                               pixelWidth: 1, pixelHeight: 2)!
        XCTAssertEqual(Double(img.pixel(x: 0, y: 0).r), 0.75 * 255, accuracy: 1.5)
        XCTAssertEqual(Double(img.pixel(x: 0, y: 0).a), 0.75 * 255, accuracy: 1.5)
        XCTAssertNil(GradientRasterizer.rasterize(GradientContent(), pixelWidth: 10, pixelHeight: 10), "no colours")
        XCTAssertNil(GradientRasterizer.rasterize(gradient([red, blue], .zero, .zero), pixelWidth: 10, pixelHeight: 10), "start = end")
        XCTAssertNil(GradientRasterizer.rasterize(gradient([red, blue], CGPoint(x: CGFloat.nan, y: 0), .zero), pixelWidth: 10, pixelHeight: 10))
    }
}
