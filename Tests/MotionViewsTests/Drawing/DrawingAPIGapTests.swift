import XCTest
@testable import MotionViews

/// iOS drawing APIs ported code reaches for, against UIKit's documented behaviour: `boundingRect(with:
/// options:attributes:context:)` (wrapped with `.usesLineFragmentOrigin`, one line without; a
/// `.greatestFiniteMagnitude` width is no limit), `pngData()` through the installed encoder,
/// `resizableImage(withCapInsets:)` as an image view's nine-part stretch, `drawHierarchy(in:afterScreenUpdates:)`
/// into the current context, and a NaN arc angle (a progress ring's 0/0) adding nothing instead of trapping.
final class DrawingAPIGapTests: XCTestCase {
    let rasterizer = FixedWidthRasterizer()
    override func setUp() { UIServices.textRasterizer = rasterizer }
    override func tearDown() { UIServices.textRasterizer = nil; UIServices.imageEncoder = nil }

    func testBoundingRectWrapsOnlyWithLineFragmentOrigin() {
        let font = UIFont.systemFont(ofSize: 10)   // 5 points a glyph, 12.5 a line (the fake)
        let text = "aaaa bbbb cccc"
        let one = text.boundingRect(with: CGSize(width: 50, height: 100), options: [], attributes: [.font: font], context: nil)
        XCTAssertEqual(one.size, CGSize(width: 70, height: 12.5), "without the option: one line")
        let wrapped = (text as NSString).boundingRect(with: CGSize(width: CGFloat(50), height: .greatestFiniteMagnitude),
                                                      options: [.usesLineFragmentOrigin, .usesFontLeading],
                                                      attributes: [.font: font], context: nil)
        XCTAssertEqual(wrapped.size, CGSize(width: 45, height: 25), "two lines of up to 50 points")
        let unlimited = text.boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                                          options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        XCTAssertEqual(unlimited.size, CGSize(width: 70, height: 12.5), "an unbounded width is no limit")
        let attributed = NSAttributedString(string: text, attributes: [.font: font])
        XCTAssertEqual(attributed.boundingRect(with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin, context: nil).height, 25)
    }

    final class RecordingEncoder: ImageEncoding {
        var encoded: [(Int, Int)] = []
        func pngData(_ image: CGImage) throws -> Data { encoded.append((image.width, image.height)); return Data([0x89, 0x50]) }
    }

    func testPNGDataGoesThroughTheEncoder() {
        let encoder = RecordingEncoder()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 3)) }
        XCTAssertNil(image.pngData(), "no encoder installed: nil")
        UIServices.imageEncoder = encoder
        XCTAssertEqual(image.pngData(), Data([0x89, 0x50]))
        XCTAssertEqual(encoder.encoded.first?.0, image.cgImage?.width)
        XCTAssertNil(UIImage().pngData(), "no bitmap: nil")
    }

    func testResizableImagesStretchTheirMiddleInAnImageView() {
        let base = UIImage(cgImage: CGImage(width: 20, height: 10, pixels: [UInt8](repeating: 255, count: 800)), scale: 1)
        let resizable = base.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 5, bottom: 3, right: 5))
        XCTAssertEqual(resizable.capInsets.left, 5)
        XCTAssertEqual(resizable.size, base.size)
        let view = UIImageView(image: resizable)
        XCTAssertEqual(view.layer.contentsCenter, CGRect(x: 0.25, y: 0.2, width: 0.5, height: 0.5))
        view.image = base
        XCTAssertEqual(view.layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(UIImage(cgImage: base.cgImage!, scale: 2, orientation: .right).imageOrientation, .up)
    }

    func testDrawHierarchyRendersTheViewIntoTheContext() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        XCTAssertFalse(v.drawHierarchy(in: v.bounds, afterScreenUpdates: true), "no context: false")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            XCTAssertTrue(v.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: false))
        }
        let p = image.cgImage!.pixel(x: 15, y: 15)
        XCTAssertEqual(p.r, 255, "scaled to fill the rect")
        XCTAssertEqual(p.a, 255)
    }

    func testANaNArcAngleAddsNothing() {
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .nan, clockwise: false)
        XCTAssertTrue(p.isEmpty)
        let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                                endAngle: -.pi / 2 + 2 * .pi * (0.0 / 0.0), clockwise: true)
        XCTAssertTrue(ring.isEmpty)
        p.addRelativeArc(center: .zero, radius: 5, startAngle: .nan, delta: 1)
        XCTAssertTrue(p.isEmpty)
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .infinity, clockwise: false)
        XCTAssertEqual(full.boundingBox.width, 20, accuracy: 0.01, "an infinite end angle: a full circle")
    }

    func testANegativeRendererSizeGivesAnEmptyImage() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: -50, height: -50)).image { ctx in
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        XCTAssertEqual(image.cgImage?.width, 0)
    }

    func testAnInfiniteMiterLimitNeverBevels() {
        // A near reversal (the segments 0.6° apart): its miter is about 190 line widths long.
        func stroke(_ limit: CGFloat) -> Int {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40), format: format).image { ctx in
                let c = ctx.cgContext
                c.setLineWidth(1)
                c.setMiterLimit(limit)
                c.move(to: CGPoint(x: 10, y: 20)); c.addLine(to: CGPoint(x: 100, y: 20)); c.addLine(to: CGPoint(x: 10, y: 20.5))
                c.strokePath()
            }
            let cg = image.cgImage!
            var painted = 0
            for x in 100..<200 { for y in 0..<40 where cg.pixel(x: x, y: y).a > 0 { painted += 1 } }
            return painted
        }
        XCTAssertEqual(stroke(10), 0, "beveled at the default limit: nothing beyond the corner")
        XCTAssertGreaterThan(stroke(.infinity), 50, "the long miter spike")
        XCTAssertGreaterThan(stroke(1000), 50)
    }
}

/// `UIFont(name:size:)`: a custom font previews with the system face at its size and the weight its
/// name says; an empty name is nil (a font UIKit does not have).
final class FontByNameTests: XCTestCase {
    func testTheNamesWeightAndSizeAreKept() {
        XCTAssertEqual(UIFont(name: "HelveticaNeue-Bold", size: 20)?.isBold, true)
        XCTAssertEqual(UIFont(name: "HelveticaNeue-Bold", size: 20)?.pointSize, 20)
        XCTAssertEqual(UIFont(name: "Avenir-Heavy", size: 17)?.weight, .heavy)
        XCTAssertEqual(UIFont(name: "Avenir-Medium", size: 17)?.weight, .medium)
        XCTAssertEqual(UIFont(name: "MyBrand-SemiboldItalic", size: 12)?.weight, .semibold)
        XCTAssertEqual(UIFont(name: "Georgia", size: 15)?.weight, .regular)
        XCTAssertEqual(UIFont(name: "Georgia", size: .nan)?.pointSize, 17)
        XCTAssertNil(UIFont(name: "", size: 12))
    }
}
