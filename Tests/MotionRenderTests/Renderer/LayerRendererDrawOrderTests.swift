import XCTest
import MotionLab
@testable import MotionRender

/// Core Animation's painting order: a layer's background, then its `contents`, then its shape or
/// gradient content ("composited between the layer's contents and its first sublayer"), then its
/// sublayers back to front by zPosition (ties in sublayer order, only among siblings), then its border
/// ("the border is composited above the layer's contents and sublayers").
final class LayerRendererDrawOrderTests: RenderTestCase {
    func testBackgroundContentsSublayersThenBorder() {
        let image = CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16))
        let parent = layer(CGRect(x: 10, y: 10, width: 100, height: 100), Self.red) {
            $0.contents = image; $0.borderWidth = 3; $0.borderColor = Self.blue
        }
        layer(CGRect(x: 0, y: 0, width: 20, height: 20), Self.green, in: parent)
        let c = draw()
        XCTAssertEqual(kinds(c), ["fill", "image", "fill", "border"])
        XCTAssertEqual(fillColor(c[0]), Self.red)
        XCTAssertEqual(fillColor(c[2]), Self.green)
    }

    func testShapeContentSitsBetweenContentsAndSublayers() {
        let shape = CAShapeLayer()
        quietly {
            shape.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
            shape.backgroundColor = Self.red
            shape.contents = CGImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60))
            shape.fillColor = Self.blue
            shape.borderWidth = 1; shape.borderColor = Self.green
            root.addSublayer(shape)
        }
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green, in: shape)
        let c = draw()
        XCTAssertEqual(kinds(c), ["fill", "image", "image", "fill", "border"])
        // The first image is `contents` (the 1×1 image), the second the rasterised ellipse.
        guard case let .image(contents, _, _, _, _) = c[1], case let .image(raster, _, _, _, _) = c[2] else { return XCTFail() }
        XCTAssertEqual(contents.width, 1)
        XCTAssertGreaterThan(raster.width, 1)
    }

    func testZPositionSortsSiblingsOnlyWithTiesInOrder() {
        let colors = (0..<6).map { CGColor(red: CGFloat($0) / 10, green: 0, blue: 0, alpha: 1) }
        // Sublayer order a(z 1), b(z −1), c(z 0) with a child d(z 100), e(z 0): drawn b, c, d, e, a —
        // d's large zPosition does not lift it out of c.
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10), colors[0]) { $0.zPosition = 1 }
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), colors[1]) { $0.zPosition = -1 }
        let c = layer(CGRect(x: 0, y: 0, width: 10, height: 10), colors[2])
        layer(CGRect(x: 0, y: 0, width: 5, height: 5), colors[3], in: c) { $0.zPosition = 100 }
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), colors[4])
        _ = a
        XCTAssertEqual(draw().compactMap(fillColor), [colors[1], colors[2], colors[3], colors[4], colors[0]])
    }

    func testOrderFollowsThePresentationZPosition() {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.red)
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green) { $0.zPosition = 1 }
        let anim = CABasicAnimation(keyPath: "zPosition")
        anim.fromValue = 0; anim.toValue = 2; anim.duration = 1
        anim.timingFunction = CAMediaTimingFunction(name: .linear)
        a.add(anim, forKey: "z")
        XCTAssertEqual(draw(at: 0.25).compactMap(fillColor), [Self.red, Self.green], "z 0.5 < 1")
        XCTAssertEqual(draw(at: 0.75).compactMap(fillColor), [Self.green, Self.red], "z 1.5 > 1")
        XCTAssertEqual(draw(at: 1.5).compactMap(fillColor), [Self.red, Self.green], "back to the model's 0")
    }

    func testEqualZPositionsKeepSublayerOrderForManySiblings() {
        // Wide layers are built on several cores: the order must still be the sublayer order.
        let colors = (0..<2000).map { CGColor(red: CGFloat($0) / 2000, green: 0, blue: 0, alpha: 1) }
        quietly {
            for color in colors {
                let l = CALayer()
                l.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
                l.backgroundColor = color
                root.addSublayer(l)
            }
        }
        XCTAssertEqual(draw().compactMap(fillColor), colors)
    }
}
