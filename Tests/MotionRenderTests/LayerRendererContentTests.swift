import XCTest
import MotionLab
@testable import MotionRender

/// Shape, gradient and replicator layers through the layer renderer, without SDL: what they draw,
/// where, in which order, and that unchanged content is not rasterised again.
final class LayerRendererContentTests: XCTestCase {
    let t0: CFTimeInterval = 100
    var root: CALayer!
    var renderer: LayerRenderer!

    override func setUp() {
        super.setUp()
        AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
        AnimationDriver.shared.reset()
        root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.position = CGPoint(x: 160, y: 240)
        renderer = LayerRenderer()
        renderer.contentCache.pixelScale = 2
    }

    func frame(_ dt: CFTimeInterval) -> [DrawCommand] {
        AnimationDriver.shared.advance(to: t0 + dt)
        return renderer.render(root: root, at: t0 + dt)
    }

    func images(_ commands: [DrawCommand]) -> [(image: CGImage, size: CGSize, transform: CATransform3D, opacity: CGFloat, radius: CGFloat)] {
        commands.compactMap { if case let .image(i, s, t, o, r) = $0 { return (i, s, t, o, r) }; return nil }
    }

    func fills(_ commands: [DrawCommand]) -> [(transform: CATransform3D, color: CGColor, opacity: CGFloat)] {
        commands.compactMap { if case let .fill(_, t, c, _, o) = $0 { return (t, c, o) }; return nil }
    }

    func spinner() -> CAShapeLayer {
        let s = CAShapeLayer()
        CATransaction.performWithoutAnimation {
            s.frame = CGRect(x: 100, y: 100, width: 60, height: 60)
            s.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 50, height: 50))
            s.fillColor = nil
            s.strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
            s.lineWidth = 4
            s.lineCap = .round
            root.addSublayer(s)
        }
        return s
    }

    func testShapeIsAnImagePlacedAtItsRasterOriginAndCachedWhileUnchanged() {
        let s = spinner()
        let first = images(frame(0))
        XCTAssertEqual(first.count, 1)
        let img = first[0]
        // The ring spans 3…57 in the layer (radius 25 ± 2 about 30, 30); at @2x the image is
        // pixel-aligned: origin 3 pt → layer x 100 + 3.
        XCTAssertEqual(img.transform.project(.zero).x, 103, accuracy: 1e-9)
        XCTAssertEqual(img.transform.project(.zero).y, 103, accuracy: 1e-9)
        XCTAssertEqual(img.size.width, 54, accuracy: 1e-9)
        XCTAssertEqual(img.image.width, 108)
        XCTAssertEqual(renderer.contentCache.rasterizedThisFrame, 1)
        let second = images(frame(0.1))
        XCTAssertEqual(renderer.contentCache.rasterizedThisFrame, 0, "unchanged: not rasterised again")
        XCTAssertTrue(second[0].image === img.image)
        // The ring's pixels: opaque on the stroke (3 o'clock, x = 55 pt → 110 px in the image
        // less the 6 px origin), clear at the centre.
        XCTAssertEqual(img.image.pixel(x: 104, y: 54).a, 255)
        XCTAssertEqual(img.image.pixel(x: 54, y: 54).a, 0)
        withExtendedLifetime(s) {}
    }

    func testAnimatingStrokeEndRasterisesEachFrameAndHoldsOneImage() {
        let s = spinner()
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        s.add(a, forKey: "draw")
        var alphas: [Int] = []
        for k in 1...5 {
            let img = images(frame(Double(k) * 0.15))
            XCTAssertEqual(renderer.contentCache.rasterizedThisFrame, 1)
            XCTAssertLessThanOrEqual(renderer.contentCache.count, 2, "old frames' images dropped")
            alphas.append(img.first.map { $0.image.pixels.enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) } } ?? 0)
        }
        XCTAssertEqual(alphas, alphas.sorted(), "more ring drawn as strokeEnd grows")
        XCTAssertLessThan(alphas[0], alphas[4])
    }

    func testShapeDrawsAfterContentsAndBeforeSublayers() {
        let s = spinner()
        CATransaction.performWithoutAnimation {
            s.contents = CGImage(width: 1, height: 1, pixels: [9, 9, 9, 255])
            let child = CALayer()
            child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            child.backgroundColor = .white
            s.addSublayer(child)
        }
        let commands = frame(0)
        let kinds = commands.map { c -> String in
            switch c {
            case .image(let i, _, _, _, _): return i.width == 1 ? "contents" : "shape"
            case .fill: return "fill"
            default: return "other"
            }
        }
        XCTAssertEqual(kinds, ["contents", "shape", "fill"])
    }

    func testMaskedShapeIsCroppedToItsBoundsWithItsCorners() {
        let s = spinner()
        CATransaction.performWithoutAnimation {
            s.path = CGPath(rect: CGRect(x: -20, y: -20, width: 100, height: 100))
            s.fillColor = .black
            s.masksToBounds = true
            s.cornerRadius = 8
        }
        let img = images(frame(0))[0]
        XCTAssertEqual(img.size, CGSize(width: 60, height: 60))
        XCTAssertEqual(img.radius, 8)
        XCTAssertEqual(img.image.width, 120)
        XCTAssertEqual(img.transform.project(.zero).x, 100, accuracy: 1e-9)
    }

    func testGradientFillsTheBoundsWithRoundedCorners() {
        let g = CAGradientLayer()
        CATransaction.performWithoutAnimation {
            g.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            g.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            g.cornerRadius = 12
            root.addSublayer(g)
        }
        let img = images(frame(0))
        XCTAssertEqual(img.count, 1)
        XCTAssertEqual(img[0].size, CGSize(width: 100, height: 50))
        XCTAssertEqual(img[0].radius, 12)
        // Vertical (the default): a 1-pixel-wide strip, 100 px tall at @2x, red at the top.
        XCTAssertEqual(img[0].image.width, 1)
        XCTAssertEqual(img[0].image.height, 100)
        XCTAssertGreaterThan(img[0].image.pixel(x: 0, y: 0).r, 250)
        XCTAssertGreaterThan(img[0].image.pixel(x: 0, y: 99).b, 250)
        XCTAssertEqual(img[0].transform.project(.zero).x, 10, accuracy: 1e-9)
    }

    func testReplicatorDrawsInstancesTransformedAboutItsCentreWithColoursAndDelays() {
        let r = CAReplicatorLayer()
        let dot = CALayer()
        CATransaction.performWithoutAnimation {
            r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
            dot.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            r.addSublayer(dot)
            r.instanceCount = 4
            r.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            r.instanceColor = CGColor(red: 1, green: 0.5, blue: 1, alpha: 1)
            r.instanceAlphaOffset = -0.25
            r.instanceBlueOffset = -0.25
            r.instanceDelay = 0.25
            root.addSublayer(r)
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0; fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.fillMode = .both
        dot.add(fade, forKey: "fade")
        let f = fills(frame(0.5))
        XCTAssertEqual(f.count, 4)
        // The dot's centre (50, 5) turned by k·90° about the replicator's centre (50, 50):
        // (50, 5), (95, 50), (50, 95), (5, 50) — rotation from +x towards +y, clockwise on screen.
        let centres = f.map { $0.transform.project(CGPoint(x: 5, y: 5)) }
        let expected = [CGPoint(x: 50, y: 5), CGPoint(x: 95, y: 50), CGPoint(x: 50, y: 95), CGPoint(x: 5, y: 50)]
        for (c, e) in zip(centres, expected) {
            XCTAssertEqual(c.x, e.x, accuracy: 1e-9); XCTAssertEqual(c.y, e.y, accuracy: 1e-9)
        }
        for k in 0..<4 {
            // Colour: instanceColor + k·offsets; alpha into opacity.
            XCTAssertEqual(f[k].color.green, 0.5, accuracy: 1e-9)
            XCTAssertEqual(f[k].color.blue, 1 - 0.25 * CGFloat(k), accuracy: 1e-9)
            // Opacity: the fade at 0.5 − k·0.25 s (clamped at its start), times 1 − k/4.
            let fadeOpacity = 1 - max(0.5 - 0.25 * Double(k), 0)
            XCTAssertEqual(Double(f[k].opacity), fadeOpacity * (1 - 0.25 * Double(k)), accuracy: 1e-6, "instance \(k)")
        }
    }

    func testReplicatorTintsShapeContentAndNeedsAtLeastOneInstance() {
        let r = CAReplicatorLayer()
        let s = spinner()
        CATransaction.performWithoutAnimation {
            r.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            s.removeFromSuperlayer()
            r.addSublayer(s)
            s.strokeColor = .white
            r.instanceCount = 2
            r.instanceRedOffset = -1
            root.addSublayer(r)
        }
        let img = images(frame(0))
        XCTAssertEqual(img.count, 2)
        XCTAssertEqual(img[0].image.pixel(x: 104, y: 54).r, 255)
        XCTAssertEqual(img[1].image.pixel(x: 104, y: 54).r, 0, "instance 1's red multiplied by 0")
        XCTAssertEqual(img[1].image.pixel(x: 104, y: 54).g, 255)
        CATransaction.performWithoutAnimation { r.instanceCount = 0 }
        XCTAssertTrue(images(frame(0.1)).isEmpty)
    }
}
