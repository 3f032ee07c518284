import CSDL2
import Foundation
import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
@testable import MotionRender
@testable import MotionHost

/// `CALayer.motionBlurRadius` through `SDLCanvas` (the group read back, blurred, uploaded): a black panel
/// whose left edge is at x = 100 on a white page, blurred by σ = 6 points, against Φ, the Gaussian's CDF,
/// headless at @1x and @2x and, with a display (`xvfb-run`), in an OpenGL window (premultiplied groups).
final class BlurVisualCheckTests: XCTestCase {
    let t0: CFTimeInterval = 50

    func commands(scale: CGFloat) -> [DrawCommand] {
        AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
        AnimationDriver.shared.reset()
        let root = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 200)
        root.position = CGPoint(x: 160, y: 100)
        root.backgroundColor = .white
        let panel = CALayer()
        panel.frame = CGRect(x: 100, y: 40, width: 180, height: 120)
        panel.backgroundColor = .black
        panel.motionBlurRadius = 6
        root.addSublayer(panel)
        CATransaction.commit()
        AnimationDriver.shared.advance(to: t0)
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = scale
        return renderer.render(root: root, at: t0)
    }

    /// Along the row y = 100 (points), pixel by pixel: the red channel is 255 · (1 − Φ((x − 100)/σ)).
    func check(_ red: (Int) -> UInt8, scale: CGFloat, _ what: String) {
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }
        let s = Double(scale)
        for px in Int(82 * s)..<Int(118 * s) {
            let x = (Double(px) + 0.5) / s
            let expected = 255 * (1 - phi((x - 100) / 6))
            XCTAssertEqual(Double(red(px)), expected, accuracy: 4, "\(what) x = \(x)")
        }
    }

    func testABlurredEdgeOffscreen() throws {
        for scale: CGFloat in [1, 2] {
            let list = commands(scale: scale)
            let target = try SDLOffscreenTarget(pixelWidth: Int(320 * scale), pixelHeight: Int(200 * scale))
            let canvas = SDLCanvas(renderer: target.renderer, pixelScale: scale)
            canvas.draw(list, clear: .black)
            try target.writePNG(to: "/tmp/blur-edge-@\(Int(scale))x.png")
            let img = target.snapshot()
            check({ img.pixel(x: $0, y: Int(100 * scale)).r }, scale: scale, "@\(scale)x")
        }
    }

    func testABlurredEdgeInAWindow() throws {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            throw XCTSkip("no display (run under xvfb-run to check the window's renderer)")
        }
        setenv("SDL_VIDEODRIVER", "x11", 1)
        let window = try SDLWindow(title: "blur check", logicalSize: CGSize(width: 320, height: 200), pixelScale: 1)
        var captured: [UInt8] = []
        var size = (width: 0, height: 0)
        window.onBeforePresent = { pixels, s in captured = Array(pixels); size = s }
        window.draw(commands(scale: 1), clear: .black)
        window.present()
        XCTAssertEqual(size.width, 320)
        let img = CGImage(width: size.width, height: size.height, pixels: captured)
        check({ img.pixel(x: $0, y: 100).r }, scale: 1, "window")
        print("window renderer premultiplied groups:", window.canvas.groupsArePremultiplied)
    }
}
