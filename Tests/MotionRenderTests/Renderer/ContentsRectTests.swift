import XCTest
import MotionLab
@testable import MotionRender

/// `contentsRect` (a part of the image) and `contentsCenter` (nine-part stretching) in the draw list.
final class ContentsRectTests: XCTestCase {
    var root: CALayer!
    var renderer: LayerRenderer!

    override func setUp() {
        super.setUp()
        AnimationContext(clock: MediaClock(now: 100)).makeCurrent()
        AnimationDriver.shared.reset()
        root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.position = CGPoint(x: 160, y: 240)
        renderer = LayerRenderer()
    }

    /// A w×h image whose pixel (x, y) has red = x, green = y.
    func gridImage(_ w: Int, _ h: Int) -> CGImage {
        var px = [UInt8]()
        for y in 0..<h { for x in 0..<w { px += [UInt8(x), UInt8(y), 0, 255] } }
        return CGImage(width: w, height: h, pixels: px)
    }

    func images(_ commands: [DrawCommand]) -> [(image: CGImage, size: CGSize, origin: CGPoint)] {
        commands.compactMap { if case let .image(i, s, t, _, _) = $0 { return (i, s, t.project(.zero)) }; return nil }
    }

    func layer(_ image: CGImage, frame: CGRect, configure: (CALayer) -> Void) {
        let l = CALayer()
        CATransaction.performWithoutAnimation {
            l.frame = frame
            l.contents = image
            configure(l)
            root.addSublayer(l)
        }
    }

    func testContentsRectShowsThatPartOfTheImageTheSameImageEachFrame() throws {
        // A sprite sheet of four 8×8 frames side by side; the second frame shown.
        layer(gridImage(32, 8), frame: CGRect(x: 10, y: 20, width: 40, height: 40)) { $0.contentsRect = CGRect(x: 0.25, y: 0, width: 0.25, height: 1) }
        let first = images(renderer.render(root: root, at: 100))
        XCTAssertEqual(first.count, 1)
        let shown = first[0].image
        XCTAssertEqual(shown.width, 8); XCTAssertEqual(shown.height, 8)
        XCTAssertEqual(shown.pixel(x: 0, y: 0).r, 8, "the second frame starts at column 8")
        XCTAssertEqual(shown.pixel(x: 7, y: 5).r, 15); XCTAssertEqual(shown.pixel(x: 7, y: 5).g, 5)
        XCTAssertEqual(first[0].size, CGSize(width: 40, height: 40), "stretched over the bounds (resize gravity)")
        root.sublayers![0].opacity = 0.5
        let again = images(renderer.render(root: root, at: 100.1))
        XCTAssertTrue(again[0].image === shown, "the part is made once, not every frame")
    }

    func testContentsCenterDrawsNinePartsWithCornersAtTheirSize() throws {
        // 12×12 image at scale 2 (6×6 points), the middle third stretchable: corners are 4×4 pixels
        // = 2×2 points, and stay 2 points in a 40×20-point layer.
        layer(gridImage(12, 12), frame: CGRect(x: 0, y: 0, width: 40, height: 20)) {
            $0.contentsScale = 2
            $0.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        }
        let parts = images(renderer.render(root: root, at: 100))
        XCTAssertEqual(parts.count, 9)
        let corner = parts[0], middle = parts[4], bottomRight = parts[8]
        XCTAssertEqual(corner.size, CGSize(width: 2, height: 2))
        XCTAssertEqual(corner.origin, .zero)
        XCTAssertEqual(middle.size, CGSize(width: 36, height: 16))
        XCTAssertEqual(middle.origin, CGPoint(x: 2, y: 2))
        XCTAssertEqual(middle.image.pixel(x: 0, y: 0).r, 4, "the middle starts at pixel 4")
        XCTAssertEqual(bottomRight.origin, CGPoint(x: 38, y: 18))
        XCTAssertEqual(bottomRight.image.pixel(x: 3, y: 3).r, 11)
        let area = parts.reduce(CGFloat(0)) { $0 + $1.size.width * $1.size.height }
        XCTAssertEqual(area, 40 * 20, accuracy: 1e-9, "the nine parts tile the bounds")
    }
}
