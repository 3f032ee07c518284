import XCTest
@testable import MotionViews
@testable import MotionCoreGraphics

/// A view drawing a filled circle with UIBezierPath and a line through UIGraphicsGetCurrentContext(),
/// as iOS code writes it, counting its draw(_:) calls.
private final class CircleView: UIView {
    var draws = 0
    var lastRect = CGRect.null
    var x: CGFloat = 10

    override func draw(_ rect: CGRect) {
        draws += 1
        lastRect = rect
        UIColor.red.setFill()
        UIBezierPath(ovalIn: CGRect(x: x, y: 10, width: 20, height: 20)).fill()
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setStrokeColor(UIColor.blue.cgColor)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 0, y: 40))
        ctx.addLine(to: CGPoint(x: 60, y: 40))
        ctx.strokePath()
    }
}

/// Pixel (x, y) of an image, straight RGBA.
func drawnPixel(_ image: CGImage?, _ x: Int, _ y: Int) -> [UInt8] {
    guard let image, x >= 0, y >= 0, x < image.width, y < image.height else { return [] }
    let i = (y * image.width + x) * 4
    return Array(image.pixels[i..<(i + 4)])
}

final class ViewDrawingTests: XCTestCase {
    private var window: UIWindow!
    private var view: CircleView!

    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
        UIServices.screenScale = 2
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view = CircleView(frame: CGRect(x: 0, y: 0, width: 60, height: 50))
        window.addSubview(view)
    }

    /// One layout pass: layout, then the display of every view marked.
    private func frame() { window.layoutIfNeeded() }

    func testDrawnWhenFirstShownIntoABackingStoreAtTheScreenScale() throws {
        XCTAssertEqual(view.draws, 0)
        frame()
        XCTAssertEqual(view.draws, 1)
        XCTAssertEqual(view.lastRect, CGRect(x: 0, y: 0, width: 60, height: 50), "draw(_:) gets the bounds")
        let image = try XCTUnwrap(view.layer.contentsImage)
        XCTAssertEqual(image.width, 120); XCTAssertEqual(image.height, 100)
        // The circle's centre (20, 20) pt = (40, 40) px is red; the line at y = 40 pt (80 px) is blue;
        // outside both, transparent (y down, as UIKit draws).
        XCTAssertEqual(drawnPixel(image, 40, 40), [255, 0, 0, 255])
        XCTAssertEqual(drawnPixel(image, 100, 80), [0, 0, 255, 255])
        XCTAssertEqual(drawnPixel(image, 100, 20)[3], 0)
        XCTAssertEqual(drawnPixel(image, 40, 4)[3], 0, "above the circle")
    }

    func testRedrawnOncePerFrameOnlyWhenMarked() {
        frame()
        frame()
        XCTAssertEqual(view.draws, 1, "nothing marked: no redraw")
        view.setNeedsDisplay(); view.setNeedsDisplay(); view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(view.draws, 1, "drawing waits for the frame")
        frame()
        XCTAssertEqual(view.draws, 2, "three marks, one draw")
        frame()
        XCTAssertEqual(view.draws, 2)
    }

    func testTheNewDrawingReplacesTheContents() {
        frame()
        XCTAssertEqual(drawnPixel(view.layer.contentsImage, 40, 40), [255, 0, 0, 255])
        view.x = 30
        view.setNeedsDisplay()
        frame()
        XCTAssertEqual(drawnPixel(view.layer.contentsImage, 40, 40)[3], 0, "the old circle is gone")
        XCTAssertEqual(drawnPixel(view.layer.contentsImage, 80, 40), [255, 0, 0, 255])
    }

    func testBoundsChangesRedrawOnlyWithContentModeRedraw() {
        frame()
        view.bounds.size = CGSize(width: 70, height: 50)
        frame()
        XCTAssertEqual(view.draws, 1, "scaleToFill stretches the old drawing")
        view.contentMode = .redraw
        view.bounds.size = CGSize(width: 80, height: 50)
        frame()
        XCTAssertEqual(view.draws, 2)
        XCTAssertEqual(view.layer.contentsImage?.width, 160)
        view.frame.origin = CGPoint(x: 5, y: 5)
        frame()
        XCTAssertEqual(view.draws, 2, "moving the view is not a bounds change")
    }

    func testAViewThatDoesNotDrawKeepsItsContents() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = CGImage(width: 1, height: 1, pixels: [1, 2, 3, 255])
        plain.layer.contents = image
        window.addSubview(plain)
        frame()
        plain.setNeedsDisplay()
        frame()
        XCTAssertTrue(plain.layer.contentsImage === image, "no draw(_:) override: contents stay as set")
    }

    func testNoCurrentContextOutsideDrawing() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()  // does nothing, as UIKit with no context
        frame()
        XCTAssertNil(UIGraphicsGetCurrentContext(), "the view's context is popped after draw(_:)")
    }
}

final class ImageRendererTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
        UIServices.screenScale = 2
    }

    func testRendererDrawsAtItsScaleYDown() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format)
        let image = renderer.image { ctx in
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            XCTAssertTrue(UIGraphicsGetCurrentContext() === ctx.cgContext)
            ctx.cgContext.setFillColor(UIColor.blue.cgColor)
            ctx.cgContext.fillEllipse(in: CGRect(x: 0, y: 10, width: 10, height: 10))
        }
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.size, CGSize(width: 10, height: 20))
        let cg = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(cg.width, 30); XCTAssertEqual(cg.height, 60)
        XCTAssertEqual(drawnPixel(cg, 15, 2), [0, 255, 0, 255], "top band green")
        XCTAssertEqual(drawnPixel(cg, 15, 45), [0, 0, 255, 255], "circle below")
        XCTAssertEqual(drawnPixel(cg, 15, 25)[3], 0)
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func testImageContextFunctionsAndUprightImages() throws {
        // A 1×2 image: red over blue. UIImage.draw(in:) draws it upright (red on top).
        let src = UIImage(cgImage: CGImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255]), scale: 1)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 8), false, 1)
        src.draw(in: CGRect(x: 0, y: 0, width: 4, height: 8))
        let out = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(drawnPixel(out, 2, 1), [255, 0, 0, 255])
        XCTAssertEqual(drawnPixel(out, 2, 6), [0, 0, 255, 255])
        // Core Graphics' own draw(_:in:) in the same flipped context puts the image's top row at the
        // rect's maxY: upside down, as on iOS.
        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 8)).image { ctx in
            ctx.cgContext.draw(src.cgImage!, in: CGRect(x: 0, y: 0, width: 4, height: 8))
        }
        XCTAssertEqual(drawnPixel(flipped.cgImage, 2, 14)[0], 255, "red at the bottom")
    }

    func testBezierPathStyleAndClip() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { _ in
            let clip = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
            clip.addClip()
            UIColor.black.setStroke()
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 2, y: 10)); p.addLine(to: CGPoint(x: 18, y: 10))
            p.lineWidth = 4
            p.stroke()
        }
        let cg = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(drawnPixel(cg, 5, 9), [0, 0, 0, 255], "inside the 4-point line")
        XCTAssertEqual(drawnPixel(cg, 5, 12)[3], 0, "butt line is 4 wide: rows 8…11")
        XCTAssertEqual(drawnPixel(cg, 14, 9)[3], 0, "clipped away")
        XCTAssertTrue(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 0.5, y: 0.5)))
    }
}

final class LayerRenderInContextTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
        UIServices.screenScale = 1
    }

    /// `layer.render(in:)` inside an image context, as snapshot code writes it: the background, a
    /// sublayer placed by its frame, a shape layer's fill, the border on top.
    func testRenderInContextDrawsTheTreeFromItsModel() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = UIColor.white.cgColor
        root.borderWidth = 2
        root.borderColor = UIColor.black.cgColor
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 20, width: 10, height: 10)
        child.backgroundColor = UIColor.red.cgColor
        root.addSublayer(child)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 24, y: 4, width: 12, height: 12)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 12, height: 12), transform: nil)
        shape.fillColor = UIColor.blue.cgColor
        root.addSublayer(shape)
        let image = UIGraphicsImageRenderer(size: root.bounds.size).image { ctx in
            XCTAssertEqual(ctx.format.bounds, CGRect(x: 0, y: 0, width: 40, height: 40))
            root.render(in: ctx.cgContext)
        }
        let cg = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(drawnPixel(cg, 15, 25), [255, 0, 0, 255], "the sublayer at its frame")
        XCTAssertEqual(drawnPixel(cg, 30, 10), [0, 0, 255, 255], "the shape")
        XCTAssertEqual(drawnPixel(cg, 5, 35), [255, 255, 255, 255], "the background")
        XCTAssertEqual(drawnPixel(cg, 0, 20), [0, 0, 0, 255], "the border")
    }
}
