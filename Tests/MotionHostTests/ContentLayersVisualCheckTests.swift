import Foundation
import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
@testable import MotionRender
@testable import MotionHost

/// Shape, gradient and replicator layers rendered headless through `LayerRenderer` + `SDLCanvas`
/// at @1x and @2x, written to /tmp/content-layers-@Nx-t.png for a human to look at (a spinner with
/// round caps, a checkmark, dashed and dotted strokes, an even-odd star, three gradients, a
/// replicator dots loader), with pixel checks on what must be there.
final class ContentLayersVisualCheckTests: XCTestCase {
    let t0: CFTimeInterval = 50
    let blue = CGColor(red: 0.2, green: 0.55, blue: 1, alpha: 1)
    let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    func makeScene() -> CALayer {
        AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
        AnimationDriver.shared.reset()
        let root = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 300)
        root.position = CGPoint(x: 160, y: 150)
        root.backgroundColor = CGColor(red: 0.08, green: 0.09, blue: 0.12, alpha: 1)

        // Spinner: a ring track and an arc drawn by strokeEnd, round caps, the whole turning.
        let track = CAShapeLayer()
        track.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        let ring = CGMutablePath()
        ring.addArc(center: CGPoint(x: 30, y: 30), radius: 24, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        track.path = ring
        track.fillColor = nil
        track.strokeColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.15)
        track.lineWidth = 5
        root.addSublayer(track)
        let spinner = CAShapeLayer()
        spinner.frame = track.frame
        spinner.path = ring
        spinner.fillColor = nil
        spinner.strokeColor = blue
        spinner.lineWidth = 5
        spinner.lineCap = .round
        root.addSublayer(spinner)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0; draw.toValue = 1; draw.duration = 1
        spinner.add(draw, forKey: "draw")
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0; turn.toValue = 2 * Double.pi; turn.duration = 2
        turn.timingFunction = CAMediaTimingFunction(name: .linear)
        spinner.add(turn, forKey: "turn")

        // Checkmark: round caps and joins, drawn by strokeEnd.
        let check = CAShapeLayer()
        check.frame = CGRect(x: 100, y: 20, width: 60, height: 60)
        check.path = { let p = CGMutablePath(); p.addLines(between: [CGPoint(x: 10, y: 32), CGPoint(x: 25, y: 47), CGPoint(x: 52, y: 14)]); return p }()
        check.fillColor = nil
        check.strokeColor = CGColor(red: 0.2, green: 0.85, blue: 0.4, alpha: 1)
        check.lineWidth = 7
        check.lineCap = .round
        check.lineJoin = .round
        root.addSublayer(check)
        let tick = CABasicAnimation(keyPath: "strokeEnd")
        tick.fromValue = 0; tick.toValue = 1; tick.duration = 0.6
        check.add(tick, forKey: "tick")

        // Dashed rounded rect with marching ants, a dotted line of zero-length dashes, a miter zigzag.
        let dashed = CAShapeLayer()
        dashed.frame = CGRect(x: 180, y: 20, width: 120, height: 60)
        dashed.path = CGPath(roundedRect: CGRect(x: 2, y: 2, width: 116, height: 56), cornerWidth: 10, cornerHeight: 10)
        dashed.fillColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.06)
        dashed.strokeColor = white
        dashed.lineWidth = 2
        dashed.lineDashPattern = [8, 5]
        root.addSublayer(dashed)
        let ants = CABasicAnimation(keyPath: "lineDashPhase")
        ants.byValue = 13; ants.duration = 1; ants.repeatCount = .infinity
        ants.timingFunction = CAMediaTimingFunction(name: .linear)
        dashed.add(ants, forKey: "ants")
        let dots = CAShapeLayer()
        dots.frame = CGRect(x: 20, y: 95, width: 140, height: 20)
        dots.path = { let p = CGMutablePath(); p.addLines(between: [CGPoint(x: 4, y: 10), CGPoint(x: 136, y: 10)]); return p }()
        dots.strokeColor = white
        dots.lineWidth = 6
        dots.lineCap = .round
        let gap: CGFloat = 12
        dots.lineDashPattern = [0, gap] as [NSNumber]
        root.addSublayer(dots)
        let zigzag = CAShapeLayer()
        zigzag.frame = CGRect(x: 180, y: 92, width: 120, height: 30)
        zigzag.path = { let p = CGMutablePath(); p.addLines(between: (0..<7).map { CGPoint(x: 8 + CGFloat($0) * 17, y: $0 % 2 == 0 ? 24 : 6) }); return p }()
        zigzag.fillColor = nil
        zigzag.strokeColor = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1)
        zigzag.lineWidth = 4
        zigzag.lineJoin = .miter
        zigzag.lineCap = .square
        root.addSublayer(zigzag)

        // Even-odd star.
        let star = CAShapeLayer()
        star.frame = CGRect(x: 20, y: 130, width: 70, height: 70)
        star.path = {
            let p = CGMutablePath()
            let pts = (0..<5).map { k -> CGPoint in
                let a = -Double.pi / 2 + Double(k) * 4 * .pi / 5
                return CGPoint(x: 35 + 32 * cos(a), y: 37 + 32 * sin(a))
            }
            p.addLines(between: pts); p.closeSubpath(); return p
        }()
        star.fillColor = CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        star.fillRule = .evenOdd
        star.strokeColor = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
        star.lineWidth = 1.5
        star.lineJoin = .round
        root.addSublayer(star)

        // Gradients: diagonal axial with rounded corners, radial, conic.
        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 105, y: 135, width: 90, height: 60)
        axial.colors = [CGColor(red: 1, green: 0.3, blue: 0.4, alpha: 1), CGColor(red: 1, green: 0.8, blue: 0.3, alpha: 1), CGColor(red: 0.3, green: 0.5, blue: 1, alpha: 1)]
        axial.locations = [0, 0.3, 1]
        axial.startPoint = CGPoint(x: 0, y: 0); axial.endPoint = CGPoint(x: 1, y: 1)
        axial.cornerRadius = 14
        root.addSublayer(axial)
        let radial = CAGradientLayer()
        radial.frame = CGRect(x: 205, y: 135, width: 44, height: 60)
        radial.type = .radial
        radial.colors = [white, CGColor(red: 0.5, green: 0.2, blue: 0.9, alpha: 1), CGColor(red: 0.5, green: 0.2, blue: 0.9, alpha: 0)]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5); radial.endPoint = CGPoint(x: 1, y: 1)
        root.addSublayer(radial)
        let conic = CAGradientLayer()
        conic.frame = CGRect(x: 255, y: 140, width: 50, height: 50)
        conic.type = .conic
        conic.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5); conic.endPoint = CGPoint(x: 0.5, y: 0)
        conic.cornerRadius = 25
        root.addSublayer(conic)

        // Replicator dots loader: 10 dots about the centre, fading trail, each pulsing late.
        let loader = CAReplicatorLayer()
        loader.frame = CGRect(x: 20, y: 215, width: 70, height: 70)
        let dot = CAShapeLayer()
        dot.frame = CGRect(x: 30, y: 2, width: 10, height: 10)
        dot.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.fillColor = white
        loader.addSublayer(dot)
        loader.instanceCount = 10
        loader.instanceTransform = CATransform3DMakeRotation(2 * .pi / 10, 0, 0, 1)
        loader.instanceAlphaOffset = -0.08
        loader.instanceDelay = 0.1
        loader.instanceColor = CGColor(red: 0.6, green: 0.8, blue: 1, alpha: 1)
        root.addSublayer(loader)
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1; pulse.toValue = 0.3; pulse.duration = 1; pulse.repeatCount = .infinity
        dot.add(pulse, forKey: "pulse")

        // A replicated bar chart: a row of bars, the gradient layer repeated with a colour ramp.
        let bars = CAReplicatorLayer()
        bars.frame = CGRect(x: 110, y: 215, width: 190, height: 70)
        let bar = CAGradientLayer()
        bar.frame = CGRect(x: 0, y: 10, width: 14, height: 60)
        bar.colors = [white, CGColor(gray: 1, alpha: 0.2)]
        bar.cornerRadius = 4
        bars.addSublayer(bar)
        bars.instanceCount = 9
        bars.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
        bars.instanceColor = CGColor(red: 1, green: 0.3, blue: 0.3, alpha: 1)
        bars.instanceGreenOffset = 0.08
        bars.instanceRedOffset = -0.08
        bars.instanceBlueOffset = 0.1
        root.addSublayer(bars)
        CATransaction.commit()
        return root
    }

    func render(_ root: CALayer, scale: CGFloat, at dt: CFTimeInterval, file: String? = nil) throws -> CGImage {
        AnimationDriver.shared.advance(to: t0 + dt)
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = scale
        let commands = renderer.render(root: root, at: t0 + dt)
        let target = try SDLOffscreenTarget(pixelWidth: Int(320 * scale), pixelHeight: Int(300 * scale))
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: scale)
        canvas.draw(commands, clear: .black)
        if let file { try target.writePNG(to: file) }
        return target.snapshot()
    }

    func testRenderContentLayersAtOneAndTwoX() throws {
        for scale: CGFloat in [1, 2] {
            for dt in [0.4, 1.2] {
                let root = makeScene()
                let img = try render(root, scale: scale, at: dt, file: "/tmp/content-layers-@\(Int(scale))x-\(dt).png")
                func px(_ x: CGFloat, _ y: CGFloat) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
                    img.pixel(x: Int(x * scale), y: Int(y * scale))
                }
                // Checkmark fully drawn at 1.2 s: its corner stroke is green.
                if dt > 1 { XCTAssertGreaterThan(px(125, 66).g, 180, "checkmark corner") }
                // The star's centre is empty under even-odd: the background shows.
                XCTAssertLessThan(px(55, 167).r, 40, "even-odd hole")
                XCTAssertGreaterThan(px(55, 140).r, 200, "star point filled")
                // Axial gradient: top-left corner colour near colours[0] just inside the rounding.
                XCTAssertGreaterThan(px(125, 145).r, 200)
                // Dotted line: a dot at x = 24 + 12k, background between dots.
                XCTAssertGreaterThan(px(36, 105).r, 200, "dot")
                XCTAssertLessThan(px(42, 105).r, 40, "gap between dots")
                // Spinner at 0.4 s: strokeEnd 0.4 of a ring starting at 12 o'clock, the layer
                // turned by 0.2 turns: drawn at 3 o'clock, not at 10 o'clock.
                if dt < 1 {
                    XCTAssertGreaterThan(px(74, 50).b, 200, "arc at 3 o'clock")
                    XCTAssertLessThan(px(30, 33).b, 120, "no arc at 10 o'clock")
                }
            }
        }
    }

    /// Edges are anti-aliased: across the spinner track's outer edge the alpha ramps through
    /// intermediate values instead of jumping.
    func testEdgesAreAntialiased() throws {
        let root = makeScene()
        let img = try render(root, scale: 2, at: 1.2)
        // Row through the track's centre (y = 50 pt), x from its left edge inwards: the
        // background-to-track ramp has grey levels strictly between its ends.
        let row = (40..<56).map { Int(img.pixel(x: $0, y: 100).r) }
        let lo = row.min()!, hi = row.max()!
        XCTAssertGreaterThan(hi - lo, 20)
        XCTAssertTrue(row.contains { $0 > lo + 3 && $0 < hi - 3 }, "intermediate levels: \(row)")
    }

    /// Thick strokes, large enough to judge joins, caps and dash ends by eye:
    /// /tmp/content-strokes-@2x.png.
    func testRenderStrokeCard() throws {
        AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
        AnimationDriver.shared.reset()
        let root = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 240)
        root.position = CGPoint(x: 160, y: 120)
        root.backgroundColor = CGColor(red: 0.08, green: 0.09, blue: 0.12, alpha: 1)
        func add(_ frame: CGRect, _ path: CGPath, width: CGFloat, cap: CAShapeLayerLineCap = .butt,
                 join: CAShapeLayerLineJoin = .miter, dash: [NSNumber]? = nil, start: CGFloat = 0, end: CGFloat = 1) {
            let l = CAShapeLayer()
            l.frame = frame
            l.path = path
            l.fillColor = nil
            l.strokeColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
            l.lineWidth = width; l.lineCap = cap; l.lineJoin = join
            l.lineDashPattern = dash; l.strokeStart = start; l.strokeEnd = end
            root.addSublayer(l)
        }
        let circle = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        add(CGRect(x: 0, y: 0, width: 100, height: 100), circle, width: 10, dash: [20, 10])
        add(CGRect(x: 105, y: 0, width: 100, height: 100), circle, width: 12, cap: .round, start: 0.1, end: 0.7)
        add(CGRect(x: 210, y: 0, width: 100, height: 100), circle, width: 12, cap: .butt, start: 0.3, end: 0.95)
        let zig = { () -> CGPath in
            let p = CGMutablePath()
            p.addLines(between: [CGPoint(x: 10, y: 80), CGPoint(x: 35, y: 15), CGPoint(x: 60, y: 80), CGPoint(x: 85, y: 40)])
            return p
        }()
        add(CGRect(x: 0, y: 110, width: 100, height: 100), zig, width: 12, cap: .butt, join: .miter)
        add(CGRect(x: 105, y: 110, width: 100, height: 100), zig, width: 12, cap: .square, join: .bevel)
        add(CGRect(x: 210, y: 110, width: 100, height: 100), zig, width: 12, cap: .round, join: .round)
        CATransaction.commit()
        AnimationDriver.shared.advance(to: t0)
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = 2
        let target = try SDLOffscreenTarget(pixelWidth: 640, pixelHeight: 480)
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: 2)
        canvas.draw(renderer.render(root: root, at: t0), clear: .black)
        try target.writePNG(to: "/tmp/content-strokes-@2x.png")
        let img = target.snapshot()
        // The miter at the zigzag's first peak reaches above the round join's top.
        let miterTip = img.pixel(x: 70, y: 2 * (110 + 5)).r, roundTop = img.pixel(x: 2 * 245, y: 2 * (110 + 5)).r
        XCTAssertGreaterThan(miterTip, 200)
        XCTAssertLessThan(roundTop, 60)
    }
}
