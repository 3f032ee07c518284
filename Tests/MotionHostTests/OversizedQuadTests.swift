import Foundation
import XCTest
import CSDL2
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
@testable import MotionRender
@testable import MotionHost

/// Layer shadows with huge radii, contents magnified by huge transforms and contents with an invalid
/// `contentsScale` (outside tester's D4, D5), rendered headless through `LayerRenderer` + `SDLCanvas`:
/// they used to allocate 73 GB / 10 TB or trap converting a Float rect to Int32. Each now draws the
/// layer, with a shadow that is a faint wash or nothing, and the canvas never hands SDL a copy larger
/// than a few times the target (`SDLCanvas.isOversized` routes those to the bounded CPU resampler).
final class OversizedQuadTests: XCTestCase {
    let t0: CFTimeInterval = 50

    private func image(_ w: Int, _ h: Int, _ rgba: (Int, Int) -> [UInt8]) -> CGImage {
        var px: [UInt8] = []
        for y in 0..<h { for x in 0..<w { px += rgba(x, y) } }
        return CGImage(width: w, height: h, pixels: px)
    }

    /// A 320×300 root (white) with `configure`'s layer, rendered at 2×.
    private func render(_ configure: (CALayer) -> Void) throws -> CGImage {
        AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
        AnimationDriver.shared.reset()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 300)
        root.position = CGPoint(x: 160, y: 150)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        configure(root)
        CATransaction.commit()
        AnimationDriver.shared.advance(to: t0)
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = 2
        let commands = renderer.render(root: root, at: t0)
        let target = try SDLOffscreenTarget(pixelWidth: 640, pixelHeight: 600)
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: 2)
        canvas.draw(commands, clear: .black)
        return target.snapshot()
    }

    func testHugeShadowRadiiDrawTheLayerAndAtMostAFaintWash() throws {
        for radius: CGFloat in [1000, 1e4, 1e9, .greatestFiniteMagnitude] {
            let img = try render { root in
                let l = CALayer()
                l.frame = CGRect(x: 60, y: 50, width: 200, height: 200)
                l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                l.shadowOpacity = 0.5
                l.shadowRadius = radius
                root.addSublayer(l)
            }
            let centre = img.pixel(x: 320, y: 300)
            XCTAssertEqual([centre.r, centre.g, centre.b], [255, 0, 0], "the layer at radius \(radius)")
            // The shadow's alpha anywhere is at most 0.5 × area/(2πσ²) with σ = radius/2: at 1000 points
            // that is under 0.7 %, i.e. 2 levels of 255 at most; beyond, nothing.
            for (x, y) in [(10, 10), (630, 590), (60, 580)] {
                let p = img.pixel(x: x, y: y)
                XCTAssertGreaterThanOrEqual(Int(p.r), 252, "corner (\(x), \(y)) at radius \(radius)")
                XCTAssertEqual(p.r, p.g, "a grey wash, if any")
            }
        }
    }

    func testAContentsImageMagnifiedABillionTimesFillsTheView() throws {
        // A 40×40 blue image scaled 1e9 about the layer's centre covers the whole view (one texel is a
        // billion points wide), where the canvas used to trap converting its rect to Int32.
        for k: CGFloat in [1e9, 1e5] {
            let img = try render { root in
                let l = CALayer()
                l.frame = CGRect(x: 140, y: 130, width: 40, height: 40)
                l.contents = self.image(40, 40) { _, _ in [0, 0, 255, 255] }
                l.setAffineTransform(CGAffineTransform(scaleX: k, y: k))
                root.addSublayer(l)
            }
            for (x, y) in [(2, 2), (320, 300), (637, 597)] {
                let p = img.pixel(x: x, y: y)
                XCTAssertEqual([p.r, p.g, p.b], [0, 0, 255], "blue at (\(x), \(y)) at scale \(k)")
            }
        }
    }

    func testAnInvalidContentsScaleDrawsTheImageAtItsNaturalSize() throws {
        // An 80×80-pixel image under .center / .topLeft with contentsScale 0, 1e-6, NaN, ∞ or 1e9: drawn
        // as at scale 1 (80 points), as Core Animation ignores an invalid contents scale.
        for scale: CGFloat in [0, 1e-6, .nan, .infinity, -2, 1e9] {
            for gravity: CALayerContentsGravity in [.center, .topLeft] {
                let img = try render { root in
                    let l = CALayer()
                    l.frame = CGRect(x: 60, y: 50, width: 200, height: 200)
                    l.contents = self.image(80, 80) { _, _ in [0, 0, 255, 255] }
                    l.contentsScale = scale
                    l.contentsGravity = gravity
                    root.addSublayer(l)
                }
                // .center: the image spans 120…200 × 110…190 points; .topLeft: 60…140 × 50…130.
                let inside = gravity == .center ? (160, 150) : (100, 90)
                let outside = gravity == .center ? (110, 100) : (150, 140)
                XCTAssertEqual(img.pixel(x: inside.0 * 2, y: inside.1 * 2).b, 255, "image at scale \(scale), \(gravity)")
                XCTAssertEqual(img.pixel(x: outside.0 * 2, y: outside.1 * 2).r, 255, "white beyond 80 points at scale \(scale), \(gravity)")
            }
        }
        XCTAssertEqual(CALayer.usableContentsScale(0.5), 0.5)
        XCTAssertEqual(CALayer.usableContentsScale(3), 3)
        XCTAssertEqual(CALayer.usableContentsScale(1e-6), 1)
    }

    func testOversizedCopiesAreThoseSDLWouldStretchWhole() {
        let target = SDL_Rect(x: 0, y: 0, w: 640, h: 600)
        XCTAssertFalse(SDLCanvas.isOversized(CGRect(x: -100, y: -100, width: 840, height: 800), target: target))
        XCTAssertFalse(SDLCanvas.isOversized(CGRect(x: 0, y: -2000, width: 640, height: 2400), target: target),
                       "a tall scroll content image stays on SDL's copy")
        XCTAssertTrue(SDLCanvas.isOversized(CGRect(x: -1e5, y: 0, width: 2e5, height: 10), target: target))
        XCTAssertFalse(SDLCanvas.isOversized(CGRect(x: -2000, y: -2000, width: 4000, height: 4000), target: target),
                       "a few screens' worth stays on SDL's copy")
        XCTAssertTrue(SDLCanvas.isOversized(CGRect(x: -5000, y: -5000, width: 10_000, height: 10_000), target: target))
        XCTAssertTrue(SDLCanvas.isOversized(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), target: target))
    }

    func testEmitterCellsMagnifiedAMillionTimesOrWithoutBound() throws {
        // A 1×1 white cell at scale 1e6 (64 TB stretched whole before) covers the view; scaleRange ∞ with
        // scaleSpeed 1e9 (a trap in the stretch cache before) draws without trapping.
        for (scale, range, speed) in [(CGFloat(1e6), CGFloat(0), CGFloat(0)), (1, .infinity, 1e9)] {
            AnimationContext(clock: MediaClock(now: 10)).makeCurrent()
            AnimationDriver.shared.reset()
            let root = CALayer()
            let emitter = CAEmitterLayer()
            CATransaction.performWithoutAnimation {
                root.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
                root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                emitter.frame = root.bounds
            }
            root.addSublayer(emitter)
            emitter.emitterPosition = CGPoint(x: 160, y: 150)
            let cell = CAEmitterCell()
            cell.birthRate = 4; cell.lifetime = 2; cell.velocity = 50
            cell.contents = CGImage(width: 1, height: 1, pixels: [255, 255, 255, 255])
            cell.scale = scale; cell.scaleRange = range; cell.scaleSpeed = speed
            emitter.emitterCells = [cell]
            AnimationDriver.shared.advance(to: 10.5)
            let renderer = LayerRenderer()
            renderer.contentCache.pixelScale = 2
            let commands = renderer.render(root: root, at: 10.5)
            let target = try SDLOffscreenTarget(pixelWidth: 640, pixelHeight: 600)
            SDLCanvas(renderer: target.renderer, pixelScale: 2).draw(commands, clear: .black)
            let img = target.snapshot()
            if scale == 1e6 {
                XCTAssertEqual(img.pixel(x: 320, y: 300).r, 255, "a magnified white particle over the centre")
                XCTAssertEqual(img.pixel(x: 2, y: 2).r, 255, "and the corner")
            }
        }
    }
}
