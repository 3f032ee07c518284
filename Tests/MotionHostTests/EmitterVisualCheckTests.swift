import Foundation
import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
@testable import MotionRender
@testable import MotionHost

/// Confetti as iOS tutorials write it — a line emitter across the top, three coloured cells of one white
/// square, falling and spinning — rendered headless to /tmp/confetti-@2x.png for a human to look at; the
/// same frame rendered twice is the same pixels (particles are a function of time).
final class EmitterVisualCheckTests: XCTestCase {
    func makeConfetti() -> CALayer {
        AnimationContext(clock: MediaClock(now: 10)).makeCurrent()
        let root = CALayer()
        CATransaction.performWithoutAnimation {
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
            root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.15, alpha: 1)
        }
        let square = CGImage(width: 8, height: 8, pixels: [UInt8](repeating: 255, count: 256))
        let emitter = CAEmitterLayer()
        CATransaction.performWithoutAnimation { emitter.frame = root.bounds }
        root.addSublayer(emitter)
        emitter.emitterPosition = CGPoint(x: 160, y: -10)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 320, height: 1)
        emitter.seed = 42
        let colors = [CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1), CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1),
                      CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)]
        emitter.emitterCells = colors.map { color in
            let c = CAEmitterCell()
            c.birthRate = 12; c.lifetime = 6
            c.velocity = 120; c.velocityRange = 40
            c.emissionLongitude = .pi / 2; c.emissionRange = .pi / 3
            c.yAcceleration = 60
            c.spin = 3; c.spinRange = 2
            c.scale = 1; c.scaleRange = 0.3
            c.color = color
            c.contents = square
            return c
        }
        return root
    }

    func render(_ root: CALayer, at t: CFTimeInterval, file: String?) throws -> CGImage {
        AnimationDriver.shared.advance(to: t)
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = 2
        let commands = renderer.render(root: root, at: t)
        let target = try SDLOffscreenTarget(pixelWidth: 640, pixelHeight: 800)
        SDLCanvas(renderer: target.renderer, pixelScale: 2).draw(commands, clear: .black)
        if let file { try target.writePNG(to: file) }
        return target.snapshot()
    }

    func testConfettiFallsInItsColoursAndRepeats() throws {
        let img = try render(makeConfetti(), at: 12.5, file: "/tmp/confetti-@2x.png")
        var red = 0, green = 0, blue = 0
        for y in 0..<img.height { for x in 0..<img.width {
            let p = img.pixel(x: x, y: y)
            if p.r > 200 && p.g < 90 { red += 1 }
            if p.g > 160 && p.r < 90 { green += 1 }
            if p.b > 200 && p.r < 40 { blue += 1 }
        } }
        XCTAssertGreaterThan(red, 500); XCTAssertGreaterThan(green, 500); XCTAssertGreaterThan(blue, 500)
        let again = try render(makeConfetti(), at: 12.5, file: nil)
        XCTAssertEqual(again.pixels, img.pixels, "the same frame, the same particles")
    }
}
