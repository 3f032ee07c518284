import CSDL2
import Foundation
import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
@testable import MotionRender
@testable import MotionHost

/// `CALayer.mask` rendered through `SDLCanvas`: the circular reveal (a shape mask whose path animates)
/// and a gradient fade, headless at @1x and @2x (written to /tmp/mask-reveal-@Nx-T.png for a human to
/// look at) and, when a display is there (`xvfb-run`), in an OpenGL window, whose groups are premultiplied.
final class MaskVisualCheckTests: XCTestCase {
    let t0: CFTimeInterval = 50
    let page = CGColor(red: 0.93, green: 0.93, blue: 0.93, alpha: 1)
    let blue = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)

    /// A 320 × 300 page; a blue panel with a white card inside, revealed by a circle growing from (160, 150)
    /// over 1 s; below, a red bar faded out left to right by a gradient mask.
    func makeScene() -> CALayer {
        AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
        AnimationDriver.shared.reset()
        let root = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 300)
        root.position = CGPoint(x: 160, y: 150)
        root.backgroundColor = page
        let panel = CALayer()
        panel.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        panel.backgroundColor = blue
        let card = CALayer()
        card.frame = CGRect(x: 40, y: 60, width: 240, height: 120)
        card.backgroundColor = .white
        card.cornerRadius = 16
        panel.addSublayer(card)
        root.addSublayer(panel)
        let circle = CAShapeLayer()
        circle.frame = panel.bounds
        let start = CGPath(ellipseIn: CGRect(x: 159.5, y: 149.5, width: 1, height: 1), transform: nil)
        let end = CGPath(ellipseIn: CGRect(x: 160 - 220, y: 150 - 220, width: 440, height: 440), transform: nil)
        circle.path = end
        panel.mask = circle
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = start; reveal.toValue = end; reveal.duration = 1
        reveal.timingFunction = CAMediaTimingFunction(name: .linear)
        circle.add(reveal, forKey: "reveal")

        let bar = CALayer()
        bar.frame = CGRect(x: 20, y: 255, width: 280, height: 30)
        bar.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let fade = CAGradientLayer()
        fade.frame = bar.bounds
        fade.colors = [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 0)]
        fade.startPoint = CGPoint(x: 0, y: 0.5); fade.endPoint = CGPoint(x: 1, y: 0.5)
        bar.mask = fade
        root.addSublayer(bar)
        CATransaction.commit()
        return root
    }

    func commands(_ root: CALayer, scale: CGFloat, at dt: CFTimeInterval) -> [DrawCommand] {
        AnimationDriver.shared.advance(to: t0 + dt)
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = scale
        return renderer.render(root: root, at: t0 + dt)
    }

    /// The checks every rendering must pass; `px` reads the pixel at a point (points).
    func check(_ px: (CGFloat, CGFloat) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8), dt: CFTimeInterval, _ what: String) {
        // The reveal's radius grows linearly from 0.5 to 220 points.
        let radius = 0.5 + 219.5 * CGFloat(dt)
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [Int] { let p = px(x, y); return [Int(p.r), Int(p.g), Int(p.b)] }
        func near(_ a: [Int], _ b: [Int], _ message: String) {
            XCTAssertTrue(zip(a, b).allSatisfy { abs($0 - $1) <= 3 }, "\(what) \(message): \(a) vs \(b)")
        }
        let pageRGB = [237, 237, 237], blueRGB = [51, 102, 255]
        // Inside the circle: the panel (the card at its centre, blue beside it); outside: the page.
        if radius > 12 { near(rgb(160, 150), [255, 255, 255], "centre shows the card") }
        if radius > 30, radius < 140 {
            let y = 150 - radius + 8  // the card spans y 60…180 at x = 160
            near(rgb(160, y), y >= 60 ? [255, 255, 255] : blueRGB, "just inside the rim")
            near(rgb(160, 150 - radius - 6), pageRGB, "just outside the rim")
        }
        near(rgb(5, 5), radius > 160 * 1.42 ? blueRGB : pageRGB, "the corner")
        // The bar fades from red to the page: red at its left end, page at its right end, half way between
        // in the middle (straight alpha ½ over the page: (255 + 237) / 2, 237 / 2, 237 / 2).
        near(rgb(21, 270), [255, 3, 3], "the bar's left end")
        near(rgb(299, 270), pageRGB, "the bar's right end")
        near(rgb(160, 270), [246, 118, 118], "the bar's middle")
    }

    func testRevealAndFadeOffscreen() throws {
        for scale: CGFloat in [1, 2] {
            for dt in [0.05, 0.3, 0.6, 1.2] {
                let list = commands(makeScene(), scale: scale, at: dt)
                let target = try SDLOffscreenTarget(pixelWidth: Int(320 * scale), pixelHeight: Int(300 * scale))
                let canvas = SDLCanvas(renderer: target.renderer, pixelScale: scale)
                canvas.draw(list, clear: .black)
                try target.writePNG(to: "/tmp/mask-reveal-@\(Int(scale))x-\(dt).png")
                let img = target.snapshot()
                check({ img.pixel(x: Int($0 * scale), y: Int($1 * scale)) }, dt: dt, "@\(scale)x t=\(dt)")
            }
        }
    }

    /// Frames drawn one after another into one target redraw only their damage: each must equal the
    /// same frame drawn whole (a mask changes the whole of its group; content under a still mask only
    /// its own box).
    func testPartialRedrawsOfMaskedFramesEqualWholeOnes() throws {
        let root = makeScene()
        let partial = try SDLOffscreenTarget(pixelWidth: 320, pixelHeight: 300)
        for dt in [0.2, 0.25, 0.5, 0.51, 1.2, 1.3] {
            let list = commands(root, scale: 1, at: dt)
            partial.draw(list, clear: .black)
            let whole = try SDLOffscreenTarget(pixelWidth: 320, pixelHeight: 300)
            whole.redrawsOnlyDamage = false
            whole.draw(list, clear: .black)
            let a = partial.snapshot(), b = whole.snapshot()
            let differing = zip(a.pixels, b.pixels).filter { abs(Int($0) - Int($1)) > 1 }.count
            XCTAssertEqual(differing, 0, "t = \(dt)")
        }
    }

    /// A mask that covers everything changes nothing, for a turned layer at the top level (whose group
    /// is cut to the window through the inverse of its transform) and inside a turned clipping group.
    func testFullMaskEqualsNoMask() throws {
        func scene(masked: Bool, clipped: Bool) -> CALayer {
            AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
            let root = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.bounds = CGRect(x: 0, y: 0, width: 320, height: 300)
            root.position = CGPoint(x: 160, y: 150)
            root.backgroundColor = page
            let holder = CALayer()
            holder.frame = root.bounds
            if clipped {
                holder.frame = CGRect(x: 20, y: 20, width: 280, height: 260)
                holder.masksToBounds = true
                holder.transform = CATransform3DMakeRotation(-0.2, 0, 0, 1)
            }
            root.addSublayer(holder)
            let panel = CALayer()
            panel.frame = CGRect(x: 60, y: 50, width: 200, height: 160)
            panel.backgroundColor = blue
            panel.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
            let card = CALayer()
            card.frame = CGRect(x: 150, y: 100, width: 120, height: 90)  // reaching past the panel
            card.backgroundColor = .white
            card.cornerRadius = 12
            panel.addSublayer(card)
            holder.addSublayer(panel)
            if masked {
                let all = CALayer()
                all.frame = CGRect(x: -2000, y: -2000, width: 5000, height: 5000)
                all.backgroundColor = .black
                panel.mask = all
            }
            CATransaction.commit()
            return root
        }
        for clipped in [false, true] {
            var images: [CGImage] = []
            for masked in [false, true] {
                let target = try SDLOffscreenTarget(pixelWidth: 320, pixelHeight: 300)
                target.draw(commands(scene(masked: masked, clipped: clipped), scale: 1, at: 0), clear: .black)
                images.append(target.snapshot())
                try target.writePNG(to: "/tmp/mask-full-\(masked ? "masked" : "plain")-\(clipped ? "clipped" : "top").png")
            }
            // The masked layer is drawn through a group texture, turned as a whole with linear filtering, where
            // the unmasked one draws its turned quads directly: their edges differ. Everywhere else — every
            // pixel whose 5 × 5 neighbourhood is uniform in the unmasked image — they must agree.
            let (a, b) = (images[0], images[1])
            var interiorDiffering = 0, interior = 0
            for y in 2..<(a.height - 2) {
                for x in 2..<(a.width - 2) {
                    let p = a.pixel(x: x, y: y)
                    var uniform = true
                    for dy in -2...2 { for dx in -2...2 { let q = a.pixel(x: x + dx, y: y + dy); if q != p { uniform = false } } }
                    guard uniform else { continue }
                    interior += 1
                    let q = b.pixel(x: x, y: y)
                    if abs(Int(p.r) - Int(q.r)) > 2 || abs(Int(p.g) - Int(q.g)) > 2 || abs(Int(p.b) - Int(q.b)) > 2 { interiorDiffering += 1 }
                }
            }
            XCTAssertGreaterThan(interior, 80_000)
            XCTAssertEqual(interiorDiffering, 0, "clipped \(clipped)")

        }
    }

    /// The same in an SDL window with its accelerated renderer (OpenGL under Xvfb), whose group textures
    /// are premultiplied: skipped without a display.
    func testRevealAndFadeInAWindow() throws {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            throw XCTSkip("no display (run under xvfb-run to check the window's renderer)")
        }
        setenv("SDL_VIDEODRIVER", "x11", 1)
        let window = try SDLWindow(title: "mask check", logicalSize: CGSize(width: 320, height: 300), pixelScale: 1)
        var captured: [UInt8] = []
        var size = (width: 0, height: 0)
        window.onBeforePresent = { pixels, s in captured = Array(pixels); size = s }
        for dt in [0.3, 0.6] {
            window.draw(commands(makeScene(), scale: 1, at: dt), clear: .black)
            window.present()
            XCTAssertEqual(size.width, 320)
            let img = CGImage(width: size.width, height: size.height, pixels: captured)
            check({ img.pixel(x: Int($0), y: Int($1)) }, dt: dt, "window t=\(dt)")
            print("window renderer premultiplied groups:", window.canvas.groupsArePremultiplied)
        }
    }
}
