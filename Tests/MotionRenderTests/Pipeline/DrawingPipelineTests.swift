import XCTest
import MotionLab
@testable import MotionRender

/// Custom drawing inside the one frame function: a layer redrawn every frame by a display link is
/// drawn in the layout phase, once per frame, and only its own rect is damaged.
final class DrawingPipelineTests: XCTestCase {
    final class Content: FrameContent {
        let context = AnimationContext(clock: MediaClock(now: 100))
        let rootLayer = CALayer()
        func layoutIfNeeded() {}
    }

    /// A surface that keeps its pixels: it asks for each frame's damage.
    final class DamageTarget: RenderTarget {
        let recording = RecordingTarget()
        var pixelScale: CGFloat { 1 }
        func draw(_ commands: [DrawCommand], clear: CGColor) { recording.draw(commands, clear: clear) }
        func present() { recording.present() }
        var usesDamage: Bool { true }
    }

    /// Fills its bounds in a colour that changes with every drawing.
    final class CountingLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: CGFloat(draws % 2), green: 0.5, blue: 0, alpha: 1))
            ctx.fill(bounds)
        }
    }

    func testADisplayLinkRedrawIsDrawnOncePerFrameAndDamagesOnlyItsRect() throws {
        let content = Content()
        var drawn: CountingLayer!
        var link: CADisplayLink!
        content.context.perform {
            CATransaction.performWithoutAnimation {
                content.rootLayer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
                content.rootLayer.position = CGPoint(x: 100, y: 100)
                let still = CALayer()
                still.frame = CGRect(x: 120, y: 120, width: 40, height: 40)
                still.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                content.rootLayer.addSublayer(still)
                drawn = CountingLayer()
                drawn.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
                content.rootLayer.addSublayer(drawn)
            }
            // Marked twice per tick: still one drawing per frame.
            link = CADisplayLink { _ in drawn.setNeedsDisplay(); drawn.setNeedsDisplay() }
            link.add(to: .main, forMode: .common)
        }
        let pipeline = FramePipeline(target: DamageTarget())
        try pipeline.frame(content, FrameRequest(clock: .media(100), force: true))
        for i in 1...5 {
            let before = drawn.draws
            let r = try pipeline.frame(content, FrameRequest(clock: .media(100 + Double(i) / 60)))
            XCTAssertTrue(r.drew)
            XCTAssertEqual(drawn.draws, before + 1, "one drawing in frame \(i)")
            XCTAssertEqual(r.damage.bounds, CGRect(x: 10, y: 20, width: 30, height: 40), "frame \(i) damages only the drawn layer")
            XCTAssertGreaterThan(r.timings[.layout], 0)
        }
        link.invalidate()
    }
}
