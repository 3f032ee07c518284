import Foundation
import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
@testable import MotionRender
@testable import MotionHost

/// Layer shadows rendered headless through `LayerRenderer` + `SDLCanvas` on a light background, written
/// to /tmp/shadows-@Nx.png for a human to look at: a card with a soft offset shadow, a clear container
/// whose rounded sublayer casts it, a shape layer's star, a rotated card (the shadow turns with it), a
/// card that masks to bounds (no shadow) and a shadowPath wider than its layer. Pixel checks on what
/// must be there.
final class ShadowVisualCheckTests: XCTestCase {
    let t0: CFTimeInterval = 50
    let background = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

    func card(_ frame: CGRect, radius: CGFloat = 12) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = .white
        l.cornerRadius = radius
        l.shadowOpacity = 0.35
        l.shadowRadius = 8
        l.shadowOffset = CGSize(width: 0, height: 6)
        return l
    }

    func makeScene() -> CALayer {
        AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
        AnimationDriver.shared.reset()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 300)
        root.position = CGPoint(x: 160, y: 150)
        root.backgroundColor = background
        root.addSublayer(card(CGRect(x: 20, y: 20, width: 120, height: 80)))

        // A clear container with a shadow, its rounded card inside: the card casts it.
        let container = CALayer()
        container.frame = CGRect(x: 170, y: 20, width: 130, height: 90)
        container.shadowOpacity = 0.5
        container.shadowRadius = 4
        container.shadowOffset = CGSize(width: 4, height: 4)
        let inner = CALayer()
        inner.frame = CGRect(x: 5, y: 5, width: 120, height: 80)
        inner.backgroundColor = CGColor(red: 0.2, green: 0.55, blue: 1, alpha: 1)
        inner.cornerRadius = 16
        inner.masksToBounds = true
        container.addSublayer(inner)
        root.addSublayer(container)

        let star = CAShapeLayer()
        star.frame = CGRect(x: 20, y: 130, width: 100, height: 100)
        let p = CGMutablePath()
        for i in 0..<10 {
            let r: CGFloat = i % 2 == 0 ? 45 : 20, a = CGFloat(i) * .pi / 5 - .pi / 2
            let pt = CGPoint(x: 50 + r * cos(a), y: 50 + r * sin(a))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        star.path = p
        star.fillColor = CGColor(red: 1, green: 0.75, blue: 0.1, alpha: 1)
        star.shadowColor = CGColor(red: 0.6, green: 0.3, blue: 0, alpha: 1)
        star.shadowOpacity = 0.8
        star.shadowRadius = 3
        star.shadowOffset = CGSize(width: 3, height: 3)
        root.addSublayer(star)

        let turned = card(CGRect(x: 170, y: 150, width: 100, height: 60))
        turned.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(turned)

        let clipped = card(CGRect(x: 20, y: 250, width: 120, height: 40))
        clipped.masksToBounds = true
        root.addSublayer(clipped)

        let wide = CALayer()
        wide.frame = CGRect(x: 170, y: 250, width: 60, height: 30)
        wide.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1)
        wide.shadowOpacity = 1
        wide.shadowRadius = 0
        wide.shadowOffset = .zero
        wide.shadowPath = CGPath(rect: CGRect(x: -10, y: 0, width: 140, height: 40))
        root.addSublayer(wide)
        CATransaction.commit()
        return root
    }

    func render(_ root: CALayer, scale: CGFloat, file: String) throws -> CGImage {
        AnimationDriver.shared.advance(to: t0)
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = scale
        let commands = renderer.render(root: root, at: t0)
        let target = try SDLOffscreenTarget(pixelWidth: Int(320 * scale), pixelHeight: Int(300 * scale))
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: scale)
        canvas.draw(commands, clear: .black)
        try target.writePNG(to: file)
        return target.snapshot()
    }

    func testShadowsDrawBeneathTheirLayers() throws {
        for scale: CGFloat in [1, 2] {
            let img = try render(makeScene(), scale: scale, file: "/tmp/shadows-@\(Int(scale))x.png")
            func luma(_ x: CGFloat, _ y: CGFloat) -> Int {
                let p = img.pixel(x: Int(x * scale), y: Int(y * scale))
                return (Int(p.r) + Int(p.g) + Int(p.b)) / 3
            }
            // The background's luma, from its colour (0.95, 0.95, 0.97).
            let bg = (242 + 242 + 247) / 3
            XCTAssertEqual(luma(160, 5), bg, "background far from every shadow")
            // Card 1 (20…140 × 20…100), shadow 6 pt down: darker just below the card's bottom edge,
            // untouched far away, and the card itself still white on top of its shadow.
            XCTAssertLessThan(luma(80, 104), bg - 25, "shadow below card 1")
            XCTAssertGreaterThan(luma(80, 60), 250, "card 1 is drawn over its shadow")
            XCTAssertGreaterThanOrEqual(luma(80, 2), bg - 1, "none above card 1: the shadow is offset down")
            // The container casts its inner card's shadow, 4 pt right and down.
            XCTAssertLessThan(luma(297, 60), bg - 40, "container shadow at the card's lower right")
            // The star's shadow sits down-right of its points.
            XCTAssertLessThan(luma(70, 202), bg - 20, "star shadow in the notch below its inner vertex")
            // The rotated card (a quarter turn about its centre, 220, 180): its shadow offset turns
            // with it, to the left (−x) of the 60-wide, 100-tall rotated rect spanning x 190…250.
            XCTAssertLessThan(luma(187, 180), bg - 25, "rotated card's shadow on its left")
            XCTAssertGreaterThanOrEqual(luma(262, 180), bg - 3, "nothing on its right")
            // Masks to bounds: no shadow below.
            XCTAssertGreaterThanOrEqual(luma(80, 293), bg - 2, "a layer that masks to bounds casts no shadow")
            // shadowPath wider than the layer: a hard black shadow (radius 0, opacity 1) beyond its sides.
            XCTAssertLessThan(luma(165, 265), 10, "shadowPath's left part")
            XCTAssertLessThan(luma(235, 285), 10, "shadowPath's lower right part")
        }
    }
}
