import Foundation
import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
@testable import MotionRender
@testable import MotionHost

/// A shadow cast by everything a layer composites (Core Animation's shadow of a layer without a
/// `shadowPath`): a clear container of pictures casts their outlines, measured against the analytic
/// shadow of a square (a Gaussian-blurred box is a product of two differences of the normal CDF) and
/// against the shape-cast shadow of the same square drawn as a background.
final class GroupShadowTests: XCTestCase {
    let t0: CFTimeInterval = 50

    /// An opaque `side`-pixel square image in `rgb` (a picture with no background behind it).
    func squareImage(side: Int, rgb: (UInt8, UInt8, UInt8) = (40, 120, 220)) -> CGImage {
        var px = [UInt8](repeating: 0, count: side * side * 4)
        for i in 0..<(side * side) { px[4 * i] = rgb.0; px[4 * i + 1] = rgb.1; px[4 * i + 2] = rgb.2; px[4 * i + 3] = 255 }
        return CGImage(width: side, height: side, pixels: px)
    }

    /// A white 200×200 root with a clear container (`containerFrame`) casting a black shadow (σ points,
    /// `offset`), holding `children`.
    func scene(sigma: CGFloat, offset: CGSize, opacity: Float = 1, containerOpacity: Float = 1,
               containerFrame: CGRect = CGRect(x: 20, y: 20, width: 160, height: 160), children: [CALayer]) -> CALayer {
        AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
        AnimationDriver.shared.reset()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.position = CGPoint(x: 100, y: 100)
        root.backgroundColor = .white
        let container = CALayer()
        container.frame = containerFrame
        container.shadowOpacity = opacity
        container.shadowRadius = sigma
        container.shadowOffset = offset
        container.shadowColor = .black
        container.opacity = containerOpacity
        for c in children { container.addSublayer(c) }
        root.addSublayer(container)
        CATransaction.commit()
        return root
    }

    func picture(_ frame: CGRect, scale: CGFloat) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.contents = squareImage(side: Int(frame.width * scale))
        l.contentsScale = scale
        return l
    }

    func render(_ root: CALayer, scale: CGFloat) throws -> (CGImage, [DrawCommand]) {
        AnimationDriver.shared.advance(to: t0)
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = scale
        let commands = renderer.render(root: root, at: t0)
        let target = try SDLOffscreenTarget(pixelWidth: Int(200 * scale), pixelHeight: Int(200 * scale))
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: scale)
        canvas.draw(commands, clear: .black)
        return (target.snapshot(), commands)
    }

    /// Φ, the standard normal CDF.
    func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.squareRoot()) }

    /// The analytic shadow alpha at point (x, y) of an opaque square [x0, x1] × [y0, y1] blurred by σ.
    func boxShadow(_ x: Double, _ y: Double, _ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double, _ s: Double) -> Double {
        (phi((x - x0) / s) - phi((x - x1) / s)) * (phi((y - y0) / s) - phi((y - y1) / s))
    }

    func testAClearContainersPictureCastsTheAnalyticShadowOfItsOutline() throws {
        for scale: CGFloat in [1, 2] {
            // The picture: 40 × 40 at (30, 30) in the container, so (50…90) in the window; shadow 12 pt
            // right and down, σ = 4 pt: the square (62…102) blurred.
            let root = scene(sigma: 4, offset: CGSize(width: 12, height: 12),
                             children: [picture(CGRect(x: 30, y: 30, width: 40, height: 40), scale: scale)])
            let (img, commands) = try render(root, scale: scale)
            XCTAssertTrue(commands.contains { if case .shadow = $0 { return true } else { return false } }, "the group casts it")
            var worst = 0.0
            var worstAt = (0.0, 0.0, 0.0, 0.0)
            var samples = 0
            // Pixels outside the picture (where only the shadow over white shows), across the shadow's edges.
            for py in stride(from: 40.0, through: 120.0, by: 1.5) {
                for px in stride(from: 40.0, through: 120.0, by: 1.5) {
                    // The centre of the pixel sampled.
                    let ix = Int(px * Double(scale)), iy = Int(py * Double(scale))
                    let x = (Double(ix) + 0.5) / Double(scale), y = (Double(iy) + 0.5) / Double(scale)
                    if x >= 49 && x <= 91 && y >= 49 && y <= 91 { continue }
                    let expected = 1 - boxShadow(x, y, 62, 102, 62, 102, 4)
                    let p = img.pixel(x: ix, y: iy)
                    // White under a black shadow: every channel is 255 × (1 − α).
                    let got = Double(p.g) / 255
                    if abs(got - expected) > worst { worst = abs(got - expected); worstAt = (x, y, got, expected) }
                    samples += 1
                }
            }
            XCTAssertGreaterThan(samples, 2000)
            // Sampled-kernel blur of whole pixels against the continuous formula: within 3/255.
            XCTAssertLessThan(worst, 3.0 / 255, "@\(Int(scale))x: worst difference from the analytic shadow \(worst * 255)/255 at \(worstAt)")
            // The picture itself is drawn over its shadow.
            let inside = img.pixel(x: Int(85 * scale), y: Int(85 * scale))
            XCTAssertEqual([inside.r, inside.g, inside.b], [40, 120, 220])
        }
    }

    func testAPictureCastsTheShadowItsBackgroundWould() throws {
        // The same square cast two ways: as a picture in a clear container (the group), and as a clear
        // container of an opaque background (the rounded-rect shape the renderer caches).
        let scale: CGFloat = 2
        let (byGroup, _) = try render(scene(sigma: 6, offset: CGSize(width: 5, height: 9),
                                            children: [picture(CGRect(x: 50, y: 40, width: 60, height: 60), scale: scale)]), scale: scale)
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 40, width: 60, height: 60)
        card.backgroundColor = CGColor(red: 40 / 255, green: 120 / 255, blue: 220 / 255, alpha: 1)
        let (commands, byShape): ([DrawCommand], CGImage) = try {
            let (i, c) = try render(scene(sigma: 6, offset: CGSize(width: 5, height: 9), children: [card]), scale: scale)
            return (c, i)
        }()
        XCTAssertFalse(commands.contains { if case .shadow = $0 { return true } else { return false } },
                       "an opaque card in a clear container is cast by its shape")
        var worst = 0
        for y in 0..<byGroup.height {
            for x in 0..<byGroup.width {
                let a = byGroup.pixel(x: x, y: y), b = byShape.pixel(x: x, y: y)
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        XCTAssertLessThanOrEqual(worst, 3, "the two casts differ by at most 3/255 per channel")
    }

    /// SwiftUI's card (`.background(Color.white).cornerRadius(12).shadow(…)`) is a clear layer holding a
    /// rounded clip holding a container of a white rectangle shape and the content: everything it draws is
    /// the clip's rounded rect, so that casts the shadow (no group), exactly as a rounded white card does.
    func testAClippedOpaqueCoverCastsItsRoundedRectWithoutAGroup() throws {
        let scale: CGFloat = 2
        func swiftUICard() -> CALayer {
            let clip = CALayer()
            clip.frame = CGRect(x: 20, y: 30, width: 120, height: 80)
            clip.masksToBounds = true
            clip.cornerRadius = 12
            let container = CALayer()
            container.frame = clip.bounds
            let color = CAShapeLayer()
            color.frame = container.bounds
            color.path = CGPath(rect: container.bounds, transform: nil)
            color.fillColor = .white
            let label = picture(CGRect(x: 10, y: 10, width: 30, height: 30), scale: scale)
            container.addSublayer(color)
            container.addSublayer(label)
            clip.addSublayer(container)
            return clip
        }
        let (a, commandsA) = try render(scene(sigma: 6, offset: CGSize(width: 0, height: 4), children: [swiftUICard()]), scale: scale)
        XCTAssertFalse(commandsA.contains { if case .shadow = $0 { return true } else { return false } }, "cast by its shape")
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 30, width: 120, height: 80)
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.addSublayer(picture(CGRect(x: 10, y: 10, width: 30, height: 30), scale: scale))
        let (b, _) = try render(scene(sigma: 6, offset: CGSize(width: 0, height: 4), children: [card]), scale: scale)
        // The same shadow as a rounded white card (outside the card: the two draw their corners' edges
        // each their own way, a rounded clip and a rounded fill).
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let px = CGFloat(x) / scale, py = CGFloat(y) / scale
                guard !CGRect(x: 40, y: 50, width: 120, height: 80).insetBy(dx: -1, dy: -1).contains(CGPoint(x: px, y: py)) else { continue }
                let u = a.pixel(x: x, y: y), v = b.pixel(x: x, y: y)
                worst = max(worst, abs(Int(u.g) - Int(v.g)))
            }
        }
        XCTAssertLessThanOrEqual(worst, 1, "the shadows around the card")
        // A cover that does not fill its clip (a shape smaller than the bounds) is cast by the group.
        let partial = swiftUICard()
        (partial.sublayers?.first?.sublayers?.first as? CAShapeLayer)?.path = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 80), transform: nil)
        let (_, commandsC) = try render(scene(sigma: 6, offset: CGSize(width: 0, height: 4), children: [partial]), scale: scale)
        XCTAssertTrue(commandsC.contains { if case .shadow = $0 { return true } else { return false } })
    }

    func testTheContainersOpacityDimsItsShadow() throws {
        let scale: CGFloat = 1
        func shadowAlpha(_ containerOpacity: Float) throws -> Double {
            let root = scene(sigma: 3, offset: CGSize(width: 20, height: 0), containerOpacity: containerOpacity,
                             children: [picture(CGRect(x: 20, y: 20, width: 40, height: 40), scale: scale)])
            let (img, _) = try render(root, scale: scale)
            // (100, 60): inside the shadow (the square moved to 60…100 × 40…80), right of the picture.
            return 1 - Double(img.pixel(x: 95, y: 60).g) / 255
        }
        let full = try shadowAlpha(1), half = try shadowAlpha(0.5)
        XCTAssertEqual(full, boxShadow(95.5, 60.5, 60, 100, 40, 80, 3), accuracy: 3.0 / 255)
        XCTAssertEqual(half, full / 2, accuracy: 2.0 / 255, "a layer's opacity multiplies its shadow")
    }

    func testTwoPicturesCastTwoShadowsNotTheirBoundingRect() throws {
        let scale: CGFloat = 1
        let root = scene(sigma: 2, offset: CGSize(width: 0, height: 6),
                         children: [picture(CGRect(x: 10, y: 10, width: 30, height: 30), scale: scale),
                                    picture(CGRect(x: 110, y: 10, width: 30, height: 30), scale: scale)])
        let (img, _) = try render(root, scale: scale)
        func shade(_ x: Int, _ y: Int) -> Int { 255 - Int(img.pixel(x: x, y: y).g) }
        // Below each picture (window y 60…66 under 30…60): shadow; between them (x 90…120): none.
        XCTAssertGreaterThan(shade(45, 63), 150)
        XCTAssertGreaterThan(shade(145, 63), 150)
        XCTAssertLessThanOrEqual(shade(100, 63), 0, "nothing between the two pictures")
        XCTAssertLessThanOrEqual(shade(100, 40), 0)
    }

    /// Hostile values: a huge or non-finite blur, offset or opacity never loses the layer's own drawing
    /// (a group too large to make would skip it) and never traps.
    func testHugeAndNonFiniteShadowValuesStillDrawTheContent() throws {
        let scale: CGFloat = 1
        for (sigma, offset) in [(CGFloat(1e6), CGSize(width: 3, height: 3)), (.nan, CGSize(width: 3, height: 3)),
                                (4, CGSize(width: 1e9, height: -1e9)), (.infinity, CGSize(width: CGFloat.nan, height: .infinity))] {
            let root = scene(sigma: sigma, offset: offset,
                             children: [picture(CGRect(x: 20, y: 20, width: 40, height: 40), scale: scale)])
            let (img, _) = try render(root, scale: scale)
            let p = img.pixel(x: 60, y: 60)
            XCTAssertEqual([p.r, p.g, p.b], [40, 120, 220], "σ \(sigma), offset \(offset): the picture is drawn")
        }
    }

    func testAMaskingContainerStillClipsItsShadowAway() throws {
        let scale: CGFloat = 1
        let root = scene(sigma: 2, offset: CGSize(width: 0, height: 20),
                         children: [picture(CGRect(x: 20, y: 20, width: 30, height: 30), scale: scale)])
        root.sublayers?.first?.masksToBounds = true
        root.sublayers?.first?.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        let (img, commands) = try render(root, scale: scale)
        XCTAssertFalse(commands.contains { if case .shadow = $0 { return true } else { return false } })
        XCTAssertEqual(img.pixel(x: 55, y: 85).g, 255, "a layer that masks to its bounds casts no shadow")
    }
}

/// `GroupShadow.apply` on a few pixels, against source-over by hand.
final class GroupShadowRasterTests: XCTestCase {
    func testTheShadowGoesBeneathThePixelsAtItsOffset() {
        // 4 × 1 RGBA (alpha last): pixel 0 opaque red, pixel 1 half-transparent premultiplied green.
        var px: [UInt8] = [255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0]
        GroupShadow.apply(&px, width: 4, height: 1, alphaIndex: 3, colorIndices: (r: 0, g: 1, b: 2), sigma: 0,
                          dx: 1, dy: 0, color: (r: 0, g: 0, b: 1, a: 1), opacity: 0.4)
        // Pixel 0: opaque, unchanged (nothing shows through it).
        XCTAssertEqual(Array(px[0..<4]), [255, 0, 0, 255])
        // Pixel 1: over the shadow of pixel 0 (blue at α 0.4): green 128 + 0; blue 0 + 255·0.4·(1 − 128/255).
        let keep = 1 - 128.0 / 255
        XCTAssertEqual(Array(px[4..<8]), [0, 128, UInt8((102 * keep).rounded()), UInt8((128 + 102 * keep).rounded())])
        // Pixel 2: the shadow of pixel 1 (α 128/255 × 0.4), premultiplied blue.
        let a = 128.0 / 255 * 0.4
        XCTAssertEqual(Array(px[8..<12]), [0, 0, UInt8((255 * a).rounded()), UInt8((255 * a).rounded())])
        XCTAssertEqual(Array(px[12..<16]), [0, 0, 0, 0], "nothing casts onto pixel 3")
    }

    func testBadValuesChangeNothing() {
        let original: [UInt8] = [255, 0, 0, 255, 0, 0, 0, 0]
        for (sigma, dx, opacity) in [(Float.nan, Float(1), Float(1)), (1, .infinity, 1), (1, 1, .nan), (1, 1, 0)] {
            var px = original
            GroupShadow.apply(&px, width: 2, height: 1, alphaIndex: 3, colorIndices: (r: 0, g: 1, b: 2), sigma: sigma,
                              dx: dx, dy: 0, color: (r: 0, g: 0, b: 0, a: 1), opacity: opacity)
            XCTAssertEqual(px, original)
        }
        var short: [UInt8] = [1, 2, 3]
        GroupShadow.apply(&short, width: 2, height: 2, alphaIndex: 3, colorIndices: (r: 0, g: 1, b: 2), sigma: 1,
                          dx: 0, dy: 0, color: (r: 0, g: 0, b: 0, a: 1), opacity: 1)
        XCTAssertEqual(short, [1, 2, 3])
    }
}
