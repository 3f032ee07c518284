import XCTest
import MotionLab
@testable import MotionRender

/// Where and when the renderer draws a layer's shadow: beneath the layer's own drawing, offset by
/// `shadowOffset` in the layer's space, with `shadowOpacity` × the layer's opacity, never when it cannot
/// show, and clipped away by `masksToBounds` (Core Animation's documented behaviour).
final class LayerRendererShadowTests: RenderTestCase {
    @discardableResult
    func shadowed(_ configure: (CALayer) -> Void = { _ in }) -> CALayer {
        layer(CGRect(x: 100, y: 100, width: 80, height: 60), RenderTestCase.red) {
            $0.cornerRadius = 10
            $0.shadowOpacity = 0.5
            $0.shadowRadius = 0
            $0.shadowOffset = CGSize(width: 7, height: 9)
            configure($0)
        }
    }

    /// The shadow's image command (the first image before the layer's fill).
    func shadowCommand(_ commands: [DrawCommand]) -> (size: CGSize, transform: CATransform3D, opacity: CGFloat)? {
        for c in commands {
            if case let .image(_, size, transform, opacity, _) = c { return (size, transform, opacity) }
            if case .fill(_, _, let color, _, _) = c, color == RenderTestCase.red { return nil }
        }
        return nil
    }

    func testTheShadowIsDrawnBeneathTheLayerAtItsOffset() throws {
        shadowed()
        let commands = draw()
        XCTAssertEqual(kinds(commands), ["image", "fill"], "shadow, then the layer's background")
        let s = try XCTUnwrap(shadowCommand(commands))
        // σ = 0: the image is the rounded rect's pixel box plus the one-pixel pad, at 2 px/pt (the
        // default screen scale) — its top-left at the layer's origin + offset − the pad.
        let pad = 1 / UIServices.screenScale
        XCTAssertEqual(s.transform.m41, 100 + 7 - pad, accuracy: 1e-9)
        XCTAssertEqual(s.transform.m42, 100 + 9 - pad, accuracy: 1e-9)
        XCTAssertEqual(s.size.width, 80 + 2 * pad, accuracy: 1e-9)
        XCTAssertEqual(s.opacity, 0.5, accuracy: 1e-9, "shadowOpacity")
    }

    func testTheLayersOpacityMultipliesTheShadow() throws {
        shadowed { $0.opacity = 0.4 }
        XCTAssertEqual(try XCTUnwrap(shadowCommand(draw())).opacity, 0.2, accuracy: 1e-6)
    }

    func testNoShadowWhenItCannotShow() {
        shadowed { $0.shadowOpacity = 0 }
        XCTAssertEqual(kinds(draw()), ["fill"], "opacity 0 (the default)")
        root.sublayers?.forEach { $0.removeFromSuperlayer() }
        shadowed { $0.shadowColor = nil }
        XCTAssertEqual(kinds(draw()), ["fill"], "no colour")
        root.sublayers?.forEach { $0.removeFromSuperlayer() }
        shadowed { $0.masksToBounds = true }
        XCTAssertEqual(kinds(draw()), ["fill"], "masks to bounds: the shadow is clipped away")
        root.sublayers?.forEach { $0.removeFromSuperlayer() }
        shadowed { $0.backgroundColor = nil }
        XCTAssertEqual(kinds(draw()), [], "nothing casts it: no background, no sublayers, no shadowPath")
    }

    func testAShadowPathCastsWithoutABackground() throws {
        shadowed {
            $0.backgroundColor = nil
            $0.shadowPath = CGPath(ellipseIn: CGRect(x: -20, y: 0, width: 120, height: 60))
        }
        let s = try XCTUnwrap(shadowCommand(draw()))
        let pad = 1 / UIServices.screenScale
        XCTAssertEqual(s.transform.m41, 100 - 20 + 7 - pad, accuracy: 1e-9, "the path's left edge, offset")
        XCTAssertEqual(s.size.width, 120 + 2 * pad, accuracy: 1e-9)
    }

    func testTheShadowTurnsWithTheLayer() throws {
        shadowed { $0.transform = CATransform3DMakeRotation(.pi, 0, 0, 1) }
        let s = try XCTUnwrap(shadowCommand(draw()))
        // Turned half way about its centre (140, 130): the offset (7, 9) points up and left now, so the
        // shadow image's far corner (its local origin) lands at the centre + (40, 30) − (7, 9) + the pad.
        let pad = 1 / UIServices.screenScale
        XCTAssertEqual(s.transform.m41, 140 + 40 - 7 + pad, accuracy: 1e-9)
        XCTAssertEqual(s.transform.m42, 130 + 30 - 9 + pad, accuracy: 1e-9)
    }

    func testAnAnimatedShadowIsRasterisedOncePerChangeAndNotKeptWhenDone() throws {
        let l = shadowed { $0.shadowRadius = 4 }
        let a = CABasicAnimation(keyPath: "shadowRadius")
        a.fromValue = 4; a.toValue = 16; a.duration = 0.5
        l.add(a, forKey: "r")
        var sizes: [CGFloat] = []
        for frame in 0...40 {
            let s = try XCTUnwrap(shadowCommand(draw(at: Double(frame) / 60)))
            sizes.append(s.size.width)
            XCTAssertLessThanOrEqual(renderer.contentCache.count, 2, "this frame's shadow image and the last frame's at most")
        }
        // The blur grows the image: 3σ of room each side.
        XCTAssertGreaterThan(sizes[25], sizes[1])
        XCTAssertEqual(sizes[40], sizes[35], "settled at σ 16: no new raster")
    }

    /// Without a background or path, the layer's own drawing casts: here a `contents` image whose right
    /// half is transparent (a label's text, an image view's icon cast this way).
    func testContentsAlphaCastsTheShadow() throws {
        var px = [UInt8](repeating: 0, count: 20 * 10 * 4)
        for y in 0..<10 { for x in 0..<10 { let i = (y * 20 + x) * 4; px[i] = 255; px[i + 3] = 255 } }
        let image = CGImage(width: 20, height: 10, pixels: px)
        shadowed {
            $0.backgroundColor = nil
            $0.contents = image
            $0.shadowOffset = .zero
            $0.shadowOpacity = 1
        }
        let commands = draw()
        XCTAssertEqual(kinds(commands), ["image", "image"], "the shadow, then the contents")
        guard case let .image(shadowImage, size, m, _, _) = commands[0] else { return XCTFail() }
        // The opaque left half (40 of the 80 points) casts; the transparent half does not.
        let s = CGFloat(shadowImage.width) / size.width
        func alpha(atLayerX x: CGFloat) -> UInt8 {
            shadowImage.pixel(x: Int((x + 100 - m.m41) * s), y: Int((130 - m.m42) * s)).a
        }
        XCTAssertEqual(alpha(atLayerX: 20), 255)
        XCTAssertEqual(alpha(atLayerX: 60), 0)
    }
}
