import XCTest
@testable import MotionCoreGraphics

/// A new context's pixels come from `PixelBufferPool` with whatever the last bitmap of the size left in
/// them, and are cleared band by band as they are painted — except bands whose first call replaces every
/// pixel (an opaque background). An opaque context's image shares its pixels. The references: a context
/// over zeroed caller memory (painted call by call, never pooled) must give the same bytes, a gradient
/// that stops short of the bitmap's edges must leave the rest transparent whatever the pool held, and an
/// image must keep its pixels when the context draws on.
final class BackingStoreReuseTests: XCTestCase {
    let W = 200, H = 180  // 144 KB: pooled

    private func gradient(_ colors: [CGColor]) -> CGGradient {
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil)!
    }

    /// Leaves opaque red bitmaps of W × H in the pool.
    private func dirtyThePool() {
        for _ in 0..<3 {
            let c = CGContext(pixelWidth: W, pixelHeight: H, scale: 1)
            c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            c.fill(CGRect(x: 0, y: 0, width: W, height: H))
            _ = c.makeImage()
        }
    }

    /// The same drawing into a context over zeroed memory of the caller's (painted at once).
    private func reference(_ draw: (CGContext) -> Void) -> [UInt8] {
        var memory = [UInt8](repeating: 0, count: W * H * 4)
        memory.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: W, height: H, bitsPerComponent: 8, bytesPerRow: W * 4,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            c.translateBy(x: 0, y: CGFloat(H))
            c.scaleBy(x: 1, y: -1)
            draw(c)
        }
        return memory
    }

    private func recorded(_ draw: (CGContext) -> Void) -> [UInt8] {
        let c = CGContext(pixelWidth: W, pixelHeight: H, scale: 1)
        draw(c)
        return c.pixelsCopy()
    }

    func testAGradientStoppingShortLeavesTheRestTransparentWhateverThePoolHeld() {
        let g = gradient([CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1), CGColor(red: 0.9, green: 0.7, blue: 0.2, alpha: 1)])
        // Across x 60…140 only, not extended: columns outside are not painted.
        let draw: (CGContext) -> Void = { $0.drawLinearGradient(g, start: CGPoint(x: 60, y: 0), end: CGPoint(x: 140, y: 0), options: []) }
        dirtyThePool()
        let pixels = recorded(draw)
        XCTAssertEqual(pixels, reference(draw))
        XCTAssertEqual(pixels[(10 * W + 5) * 4 + 3], 0, "left of the gradient: transparent")
        XCTAssertEqual(pixels[(10 * W + 190) * 4 + 3], 0, "right of the gradient: transparent")
        XCTAssertEqual(pixels[(10 * W + 100) * 4 + 3], 255)
    }

    func testOpaqueBackgroundsThenStrokesMatchTheImmediatePainter() {
        let g = gradient([CGColor(red: 0.1, green: 0.12, blue: 0.3, alpha: 1), CGColor(red: 0.9, green: 0.5, blue: 0.3, alpha: 1)])
        let scenes: [(CGContext) -> Void] = [
            // A gradient over every pixel (the bench's background), then translucent strokes.
            { c in
                c.drawLinearGradient(g, start: .zero, end: CGPoint(x: 200, y: 180), options: [])
                c.setStrokeColor(CGColor(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.6))
                c.setLineWidth(7)
                c.addArc(center: CGPoint(x: 90, y: 80), radius: 60, startAngle: 0.3, endAngle: 4, clockwise: false)
                c.strokePath()
            },
            // An opaque colour over every pixel.
            { c in
                c.setFillColor(CGColor(red: 0.3, green: 0.4, blue: 0.5, alpha: 1))
                c.fill(CGRect(x: -5, y: -5, width: 300, height: 300))
                c.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
                c.fillEllipse(in: CGRect(x: 20, y: 30, width: 120, height: 90))
            },
            // A translucent colour over every pixel: the band must be cleared first.
            { c in
                c.setFillColor(CGColor(red: 0.3, green: 0.4, blue: 0.5, alpha: 0.5))
                c.fill(CGRect(x: 0, y: 0, width: 200, height: 180))
            },
            // An opaque colour over part of the rows only.
            { c in
                c.setFillColor(CGColor(red: 0.3, green: 0.4, blue: 0.5, alpha: 1))
                c.fill(CGRect(x: 0, y: 0, width: 150, height: 180))
            },
        ]
        for (i, draw) in scenes.enumerated() {
            dirtyThePool()
            XCTAssertEqual(recorded(draw), reference(draw), "scene \(i)")
        }
    }

    func testAnOpaqueContextsImageKeepsItsPixelsWhenTheContextDrawsOn() {
        let c = CGContext(pixelWidth: W, pixelHeight: H, scale: 1)
        c.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: W, height: H))
        guard let first = c.makeImage() else { return XCTFail("no image") }
        let before = first.pixels
        XCTAssertEqual(Array(before[0..<4]), [51, 153, 102, 255])
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        guard let second = c.makeImage() else { return XCTFail("no image") }
        XCTAssertEqual(first.pixels, before, "the first image is unchanged")
        XCTAssertNotEqual(second.pixels, before)
        XCTAssertEqual(Array(second.pixels[0..<4]), [255, 0, 0, 255])
    }

    /// A band stays known opaque after an opaque background only while every later call is a solid
    /// source-over: a translucent colour painted in `.copy` mode afterwards leaves translucent pixels, and
    /// the image must hold them in straight alpha (an image sharing the premultiplied pixels would read
    /// red 128 for this half-transparent red).
    func testACopyAfterAnOpaqueBackgroundIsNotTakenForOpaque() {
        let c = CGContext(pixelWidth: W, pixelHeight: H, scale: 1)
        // An opaque gradient over every pixel: the background a band knows it replaced.
        let g = gradient([CGColor(red: 0.1, green: 0.12, blue: 0.3, alpha: 1), CGColor(red: 0.9, green: 0.5, blue: 0.3, alpha: 1)])
        c.drawLinearGradient(g, start: .zero, end: CGPoint(x: W, y: H), options: [])
        c.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        c.setLineWidth(4)
        c.strokeEllipse(in: CGRect(x: 20, y: 20, width: 80, height: 60))
        c.setBlendMode(.copy)
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        c.fill(CGRect(x: 150, y: 0, width: 20, height: 20))
        guard let image = c.makeImage() else { return XCTFail("no image") }
        let o = (5 * W + 160) * 4
        XCTAssertEqual(Array(image.pixels[o..<(o + 4)]), [255, 0, 0, 128], "straight alpha")
        XCTAssertEqual(image.pixels[(100 * W + 5) * 4 + 3], 255, "the background")
    }
}
