import XCTest
@testable import MotionCoreGraphics
@testable import MotionRaster

/// Clips and rect fills with coordinates far beyond the bitmap (outside tester's D8): clipping to
/// `CGRect.infinite` is a no-op on iOS, and a bar running off the edge draws its visible part.
final class HugeRectClipTests: XCTestCase {
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 300×300-point UIKit-style context at 2×.
    private func context() -> CGContext { CGContext(pixelWidth: 600, pixelHeight: 600, scale: 2) }

    private func alpha(_ c: CGContext, _ x: CGFloat, _ y: CGFloat) -> UInt8 {
        c.pixels[(Int(y * 2) * 600 + Int(x * 2)) * 4 + 3]
    }

    func testClippingToHugeRectsKeepsTheWholeBitmap() {
        let huge = [CGRect.infinite, CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12),
                    CGRect(x: -1e30, y: 0, width: 2e30, height: 1e30), CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 1e9)]
        for rect in huge {
            let c = context()
            c.clip(to: rect)
            let box = c.boundingBoxOfClipPath
            XCTAssertEqual(box.minX, rect.minX > 0 ? rect.minX : 0, accuracy: 1e-9, "clip to \(rect)")
            XCTAssertEqual(box.width, 300 - box.minX, accuracy: 1e-9)
            XCTAssertEqual(box.height, 300 - box.minY, accuracy: 1e-9)
            c.setFillColor(blue)
            c.fill(CGRect(x: 50, y: 50, width: 200, height: 200))
            XCTAssertEqual(alpha(c, 150, 150), 255, "the fill after clip(to: \(rect))")
            XCTAssertEqual(alpha(c, 20, 20), 0)
        }
        let c = context()
        c.clip(to: [CGRect.infinite])
        c.setFillColor(blue)
        c.fill(CGRect(x: 50, y: 50, width: 10, height: 10))
        XCTAssertEqual(alpha(c, 55, 55), 255, "clip(to: [.infinite])")
    }

    func testAClipFarOffTheBitmapStillEmptiesIt() {
        let c = context()
        c.clip(to: CGRect(x: 1e12, y: 0, width: 10, height: 10))
        c.setFillColor(blue)
        c.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
        XCTAssertEqual(alpha(c, 150, 150), 0)
        XCTAssertEqual(c.boundingBoxOfClipPath, .zero)
    }

    func testHugeRectFillsDrawTheirVisiblePart() {
        // A 1e9-wide bar from (50, 50) runs off the right edge; k = 1e9…1e30 squares cover the view;
        // under a turned CTM the visible part is kept as well (the cut lands outside the bitmap).
        let c = context()
        c.setFillColor(blue)
        c.fill(CGRect(x: 50, y: 50, width: 1e9, height: 100))
        XCTAssertEqual(alpha(c, 299, 100), 255, "the bar reaches the right edge")
        XCTAssertEqual(alpha(c, 49, 100), 0, "and starts at 50")
        XCTAssertEqual(alpha(c, 100, 160), 0, "100 points tall")
        for k: CGFloat in [1e9, 1e12, 1e30] {
            let c = context()
            c.setFillColor(blue)
            c.fill(CGRect(x: -k, y: -k, width: 2 * k, height: 2 * k))
            XCTAssertEqual(alpha(c, 0, 0), 255, "±\(k)")
            XCTAssertEqual(alpha(c, 299, 299), 255, "±\(k)")
        }
        let turned = context()
        turned.translateBy(x: 150, y: 150)
        turned.rotate(by: .pi / 4)
        turned.setFillColor(blue)
        turned.fill([CGRect(x: 0, y: -10, width: 1e12, height: 20)])
        XCTAssertEqual(alpha(turned, 200, 200), 255, "along the diagonal")
        XCTAssertEqual(alpha(turned, 290, 290), 255, "to the corner")
        XCTAssertEqual(alpha(turned, 100, 100), 0, "from the centre only")
    }

    func testFarStraightPolygonsFillTheirVisiblePart() {
        // A ±1e30 bow-tie about the origin (filled where |y| < |x|: on the bitmap, below its diagonal),
        // a bar reaching 1e12 to the right, and .infinite through a path, in both fill
        // rules: coordinates beyond ±1e9 pixels used to drop the whole path.
        for rule in [CGPathFillRule.winding, .evenOdd] {
            let c = context()
            c.setFillColor(blue)
            c.move(to: CGPoint(x: -1e30, y: -1e30))
            c.addLine(to: CGPoint(x: 1e30, y: 1e30))
            c.addLine(to: CGPoint(x: 1e30, y: -1e30))
            c.addLine(to: CGPoint(x: -1e30, y: 1e30))
            c.closePath()
            c.fillPath(using: rule)
            XCTAssertEqual(alpha(c, 280, 20), 255, "right lobe, \(rule)")
            XCTAssertEqual(alpha(c, 150, 100), 255, "right lobe, \(rule)")
            XCTAssertEqual(alpha(c, 20, 280), 0, "lower lobe's gap, \(rule)")
            XCTAssertEqual(alpha(c, 100, 150), 0, "lower lobe's gap, \(rule)")

            let t = context()
            t.setFillColor(blue)
            t.move(to: CGPoint(x: 50, y: 100))
            t.addLine(to: CGPoint(x: 1e12, y: 100))
            t.addLine(to: CGPoint(x: 1e12, y: 200))
            t.addLine(to: CGPoint(x: 50, y: 200))
            t.closePath()
            t.fillPath(using: rule)
            XCTAssertEqual(alpha(t, 299, 150), 255, "a bar to 1e12 reaches the edge, \(rule)")
            XCTAssertEqual(alpha(t, 40, 150), 0)
            XCTAssertEqual(alpha(t, 150, 210), 0)

            let inf = context()
            inf.setFillColor(blue)
            inf.addPath(CGPath(rect: .infinite, transform: nil))
            inf.fillPath(using: rule)
            XCTAssertEqual(alpha(inf, 1, 1), 255, ".infinite as a path, \(rule)")
        }
        // The cut keeps windings: a square cut to a box inside it is the box.
        let cut = CGContext.clipPolygon([Vec2(-5, -5), Vec2(5, -5), Vec2(5, 5), Vec2(-5, 5)], toBox: 2)
        XCTAssertEqual(Set(cut.map { [$0.x, $0.y] }), [[-2, -2], [2, -2], [2, 2], [-2, 2]])
    }

    func testFarStraightStrokesDrawTheirVisiblePart() {
        // A 6-point line from (50, 150) to (1e9, 150), and one from (-1e30, 100) to (1e30, 100): drawn
        // across the view (butt caps: the first starts at 50). Dashed ones are still dropped.
        let c = context()
        c.setStrokeColor(blue)
        c.setLineWidth(6)
        c.move(to: CGPoint(x: 50, y: 150)); c.addLine(to: CGPoint(x: 1e9, y: 150))
        c.move(to: CGPoint(x: -1e30, y: 100)); c.addLine(to: CGPoint(x: 1e30, y: 100))
        c.strokePath()
        XCTAssertEqual(alpha(c, 299, 150), 255, "to the right edge")
        XCTAssertEqual(alpha(c, 60, 150), 255)
        XCTAssertEqual(alpha(c, 45, 150), 0, "from 50")
        XCTAssertEqual(alpha(c, 150, 154), 0, "6 points wide")
        XCTAssertEqual(alpha(c, 0, 100), 255, "the ±1e30 line across")
        XCTAssertEqual(alpha(c, 299, 100), 255)
        let runs = CGContext.clipPolyline([Vec2(-10, 0), Vec2(0, 0), Vec2(0, 10), Vec2(10, 10)], toBox: 5)
        XCTAssertEqual(runs.map { $0.map { [$0.x, $0.y] } }, [[[-5, 0], [0, 0], [0, 5]]])
    }
}
