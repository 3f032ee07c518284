import XCTest
import SwiftUI
@testable import MotionLabPreview

/// The pixels of a canvas in a rendered frame (straight RGBA, 0…1), over the hosting view's white.
struct CanvasPixels {
    let image: CGImage
    let origin: (x: Int, y: Int)
    let size: Int

    func at(_ x: Int, _ y: Int) -> SIMD4<Double> {
        let o = ((origin.y + y) * image.width + origin.x + x) * 4
        return SIMD4(Double(image.pixels[o]), Double(image.pixels[o + 1]), Double(image.pixels[o + 2]), Double(image.pixels[o + 3])) / 255
    }

    /// How much of each pixel is covered by black ink over white (1 − the red channel), summed over a
    /// region of the canvas.
    func ink(x: Range<Int>? = nil, y: Range<Int>? = nil) -> Double {
        var sum = 0.0
        for yy in y ?? 0..<size { for xx in x ?? 0..<size { sum += 1 - at(xx, yy).x } }
        return sum
    }

    /// The columns and rows holding any ink (above `threshold`).
    func inkBounds(threshold: Double = 0.2) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for yy in 0..<size { for xx in 0..<size where 1 - at(xx, yy).x > threshold { xs.append(xx); ys.append(yy) } }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }
}

/// Renders a `size`-point canvas (scale 1) drawn by `draw` and returns frame `frame`'s pixels.
func renderCanvas(size: Int = 100, frame: Int = 1, file: StaticString = #filePath, line: UInt = #line,
                  _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> CanvasPixels {
    let s = try ViewSession(size: CGSize(width: 200, height: 200)) {
        Canvas(renderer: draw).frame(width: CGFloat(size), height: CGFloat(size)).accessibilityIdentifier("canvas")
    }
    let shot = try s.session.render(frame: frame, image: true, tracing: true)
    let f = try XCTUnwrap(shot.traced["canvas"]?.windowFrame, file: file, line: line)
    XCTAssertEqual(f.minX, f.minX.rounded(), file: file, line: line)
    XCTAssertEqual(f.minY, f.minY.rounded(), file: file, line: line)
    return CanvasPixels(image: try XCTUnwrap(shot.image, file: file, line: line), origin: (Int(f.minX), Int(f.minY)), size: size)
}

/// A canvas inside `TimelineView(.animation)`: a 10-point square whose left edge moves one point per
/// frame (60 points a second of the timeline's date); `renders` counts the renderer's calls.
struct MovingSquare: View {
    let renders: Counter
    final class Counter { var count = 0 }
    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                renders.count += 1
                let t = timeline.date.timeIntervalSinceReferenceDate
                context.fill(Path(CGRect(x: 10 + t * 60, y: 40, width: 10, height: 10)), with: .color(.black))
            }
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("canvas")
        }
    }
}

/// `Canvas` and `GraphicsContext` against analytic references: areas of shapes (exact-area
/// antialiasing makes a shape's ink its area), the W3C blend formulas, group opacity, gradients' t.
final class CanvasTests: XCTestCase {
    func testFillsCoverTheirShapesAreas() throws {
        let p = try renderCanvas { context, _ in
            context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.black))
            context.fill(Path(ellipseIn: CGRect(x: 50, y: 50, width: 40, height: 40)), with: .color(.black))
        }
        XCTAssertEqual(p.at(25, 40), SIMD4(0, 0, 0, 1))
        XCTAssertEqual(p.at(5, 40), SIMD4(1, 1, 1, 1))
        XCTAssertEqual(p.ink(x: 0..<45), 1200, accuracy: 0.5, "a 30 × 40 rect")
        XCTAssertEqual(p.ink(x: 45..<100), .pi * 400, accuracy: 1.5, "a circle of radius 20")
    }

    func testStrokesFollowTheirStyle() throws {
        let line = Path { $0.move(to: CGPoint(x: 10, y: 30)); $0.addLine(to: CGPoint(x: 90, y: 30)) }
        let p = try renderCanvas { context, _ in
            context.stroke(line, with: .color(.black), lineWidth: 6)
            context.stroke(line.offsetBy(dx: 0, dy: 30), with: .color(.black), style: StrokeStyle(lineWidth: 6, lineCap: .round))
            context.stroke(line.offsetBy(dx: 0, dy: 50), with: .color(.black), style: StrokeStyle(lineWidth: 6, dash: [10, 10]))
        }
        XCTAssertEqual(p.ink(y: 20..<40), 80 * 6, accuracy: 0.5, "butt caps: length × width")
        XCTAssertEqual(p.ink(y: 50..<70), 80 * 6 + .pi * 9, accuracy: 0.6, "round caps add a disc of the width")
        XCTAssertEqual(p.ink(y: 70..<90), 4 * 10 * 6, accuracy: 0.5, "dashes of 10 on, 10 off")
    }

    func testTransformsApplyInSwiftUIsOrder() throws {
        let p = try renderCanvas { context, _ in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            context.scaleBy(x: 2, y: 1)
            // (0…20) × (0…5) scaled, turned clockwise (x → y down), moved: x 45…50, y 50…70.
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 5)), with: .color(.black))
        }
        XCTAssertEqual(p.at(47, 60).x, 0)
        XCTAssertEqual(p.at(52, 60).x, 1)
        XCTAssertEqual(p.at(47, 48).x, 1)
        XCTAssertEqual(p.ink(), 100, accuracy: 0.5)
        XCTAssertEqual(p.ink(x: 45..<50, y: 50..<70), 100, accuracy: 0.5)
    }

    func testOpacityBlendModesAndCopiesOfTheContext() throws {
        let p = try renderCanvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 1, blue: 0)))
            var multiply = context
            multiply.blendMode = .multiply
            multiply.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(Color(red: 0, green: 0.5, blue: 1)))
            var half = context
            half.opacity = 0.5
            half.fill(Path(CGRect(x: 50, y: 50, width: 50, height: 50)), with: .color(Color(red: 0, green: 0, blue: 1)))
            // The original keeps its own state.
            context.fill(Path(CGRect(x: 60, y: 0, width: 20, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }
        func assertColor(_ c: SIMD4<Double>, _ r: Double, _ g: Double, _ b: Double, line: UInt = #line) {
            XCTAssertEqual(c.x, r, accuracy: 1.0 / 255, line: line)
            XCTAssertEqual(c.y, g, accuracy: 1.0 / 255, line: line)
            XCTAssertEqual(c.z, b, accuracy: 1.0 / 255, line: line)
        }
        assertColor(p.at(25, 25), 0, 0.5, 0)       // multiply: (1, 1, 0) × (0, 0.5, 1)
        assertColor(p.at(75, 75), 0.5, 0.5, 0.5)   // blue at half opacity over yellow
        assertColor(p.at(70, 10), 0, 0, 1)         // normal, opaque
        assertColor(p.at(25, 75), 1, 1, 0)
    }

    func testClipsToPathsAndTheirOutside() throws {
        let circle = Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60))
        let inside = try renderCanvas { context, size in
            context.clip(to: circle)
            XCTAssertEqual(context.clipBoundingRect, CGRect(x: 20, y: 20, width: 60, height: 60))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }
        XCTAssertEqual(inside.ink(), .pi * 900, accuracy: 2)
        let outside = try renderCanvas { context, size in
            context.clip(to: circle, options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }
        XCTAssertEqual(outside.ink(), 10_000 - .pi * 900, accuracy: 2)
    }

    func testDrawLayerCompositesItsDrawingsAsOneGroup() throws {
        func draw(_ c: inout GraphicsContext) {
            c.fill(Path(CGRect(x: 10, y: 10, width: 50, height: 20)), with: .color(.black))
            c.fill(Path(CGRect(x: 40, y: 10, width: 50, height: 20)), with: .color(.black))
        }
        let p = try renderCanvas { context, _ in
            context.opacity = 0.5
            context.drawLayer { draw(&$0) }
            var separate = context
            separate.translateBy(x: 0, y: 50)
            draw(&separate)
        }
        // In a layer the overlap is as dark as the rest (the group is composited at 0.5 once).
        // Translucent canvas pixels are stored in 8 bits twice (the backing store, then the frame
        // over the white background): 2.5/255 of rounding.
        let eps = 2.5 / 255
        XCTAssertEqual(p.at(20, 20).x, 0.5, accuracy: eps)
        XCTAssertEqual(p.at(50, 20).x, 0.5, accuracy: eps)
        XCTAssertEqual(p.at(20, 20), p.at(50, 20))
        // Drawn one by one, the overlap is covered twice: 1 − (1 − 0.5)² of black.
        XCTAssertEqual(p.at(20, 70).x, 0.5, accuracy: eps)
        XCTAssertEqual(p.at(50, 70).x, 0.25, accuracy: eps)
    }

    func testGradientsShadeByTheirParameter() throws {
        let bw = Gradient(colors: [.black, .white])
        let linear = try renderCanvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .linearGradient(bw, startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
        }
        for x in [0, 13, 50, 77, 99] {
            XCTAssertEqual(linear.at(x, 40).x, (Double(x) + 0.5) / 100, accuracy: 2.0 / 255, "t at x = \(x)")
        }
        let conic = try renderCanvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .conicGradient(bw, center: CGPoint(x: 50, y: 50)))
        }
        for (x, y) in [(80, 60), (40, 90), (20, 30), (70, 10)] {
            var t = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50) / (2 * .pi)
            if t < 0 { t += 1 }
            XCTAssertEqual(conic.at(x, y).x, t, accuracy: 2.0 / 255, "t at (\(x), \(y))")
        }
        // A shape style's unit points are relative to the filled path's bounds.
        let style = try renderCanvas { context, _ in
            context.fill(Path(CGRect(x: 20, y: 0, width: 50, height: 100)),
                         with: .style(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
        }
        XCTAssertEqual(style.at(20, 50).x, 0.5 / 50, accuracy: 2.0 / 255)
        XCTAssertEqual(style.at(45, 50).x, 25.5 / 50, accuracy: 2.0 / 255)
        XCTAssertEqual(style.at(10, 50).x, 1)
    }

    func testImagesAndTextDrawWhereAsked() throws {
        let red = UIImage(cgImage: CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 0, count: 64).enumerated().map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 255 : 0 }))
        let p = try renderCanvas { context, _ in
            context.draw(Image(uiImage: red), in: CGRect(x: 20, y: 10, width: 40, height: 30))
            context.draw(Text("Hi").font(.system(size: 20)), at: CGPoint(x: 50, y: 70), anchor: .center)
        }
        XCTAssertEqual(p.at(21, 11), SIMD4(1, 0, 0, 1))
        XCTAssertEqual(p.at(58, 38), SIMD4(1, 0, 0, 1))
        XCTAssertEqual(p.at(61, 25), SIMD4(1, 1, 1, 1))
        XCTAssertEqual(p.at(40, 41), SIMD4(1, 1, 1, 1))
        // The text's ink is centred on (50, 70) horizontally and lies within its line's box.
        let ink = try XCTUnwrap(p.inkBounds())
        XCTAssertGreaterThan(ink.y.lowerBound, 45)
        let centre = Double(ink.x.lowerBound + ink.x.upperBound + 1) / 2
        XCTAssertEqual(centre, 50, accuracy: 2)
        XCTAssert(ink.y.contains(70))
        XCTAssertLessThan(ink.y.upperBound, 85)
    }

    func testFiltersApplyToEachDrawing() throws {
        let p = try renderCanvas { context, _ in
            var inverted = context
            inverted.addFilter(.colorInvert())
            inverted.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.white))
            var gray = context
            gray.addFilter(.grayscale(1))
            gray.fill(Path(CGRect(x: 30, y: 0, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
            var blurred = context
            blurred.addFilter(.blur(radius: 3))
            blurred.fill(Path(CGRect(x: 40, y: 40, width: 20, height: 20)), with: .color(.black))
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black, radius: 0, x: 5, y: 5))
            shadowed.fill(Path(CGRect(x: 70, y: 0, width: 20, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }
        XCTAssertEqual(p.at(10, 10).x, 0, accuracy: 1.0 / 255, "white inverted")
        // SVG's saturate(0) of red: 0.213 in each channel.
        XCTAssertEqual(p.at(40, 10).x, 0.213, accuracy: 1.5 / 255)
        XCTAssertEqual(p.at(40, 10).z, 0.213, accuracy: 1.5 / 255)
        // A blur keeps the ink (σ = 3: it spreads ~9 points each side) and spreads it (to within the
        // 8-bit rounding of ~1,400 translucent pixels, twice).
        XCTAssertEqual(p.ink(x: 25..<75, y: 25..<75), 400, accuracy: 8)
        XCTAssertGreaterThan(1 - p.at(63, 50).x, 0.05)
        XCTAssertLessThan(p.at(50, 50).x, 0.35)
        // The shadow: black 5 points down and right, under the blue square.
        XCTAssertEqual(p.at(80, 10), SIMD4(0, 0, 1, 1))
        XCTAssertEqual(p.at(92, 22).x, 0, accuracy: 1.0 / 255)
        XCTAssertEqual(p.at(72, 22).x, 1, accuracy: 1.0 / 255)
    }

    /// Shapes reaching past the canvas's right edge fill to it (the rasteriser drops the part of an
    /// edge right of the bitmap; the row's coverage must still run to its end).
    func testShapesPastTheRightEdgeFillToIt() throws {
        let p = try renderCanvas { context, _ in
            context.fill(Path(CGRect(x: 50, y: 10, width: 200, height: 20)), with: .color(.black))
            context.fill(Path(ellipseIn: CGRect(x: 60, y: 40, width: 80, height: 40)), with: .color(.black))
        }
        XCTAssertEqual(p.ink(y: 0..<35), 50 * 20, accuracy: 0.5)
        XCTAssertEqual(p.at(99, 20).x, 0)
        XCTAssertEqual(p.at(99, 60).x, 0)
    }

    /// A wide blur (σ = 8, three box blurs of the Gaussian's variance) of a half-plane edge follows
    /// the Gaussian's CDF: Φ(−d/σ) of ink at distance d outside the edge.
    func testAWideBlurFollowsTheGaussiansProfile() throws {
        let p = try renderCanvas { context, _ in
            context.addFilter(.blur(radius: 8))
            context.fill(Path(CGRect(x: 50, y: -50, width: 200, height: 200)), with: .color(.black))
        }
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }
        for x in [30, 38, 45, 49, 50, 54, 62] {
            let d = 50 - (Double(x) + 0.5)
            XCTAssertEqual(1 - p.at(x, 50).x, phi(-d / 8), accuracy: 0.02, "x = \(x)")
        }
    }

    /// Metaballs: a threshold added before a blur applies after it (the last filter added is nearest
    /// the drawing), so two close discs drawn in one layer merge into one hard-edged shape.
    func testFiltersApplyLastAddedFirstAsMetaballsNeed() throws {
        let p = try renderCanvas { context, _ in
            context.addFilter(.alphaThreshold(min: 0.5, color: .black))
            context.addFilter(.blur(radius: 6))
            context.drawLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 10, y: 30, width: 40, height: 40)), with: .color(.black))
                layer.fill(Path(ellipseIn: CGRect(x: 54, y: 30, width: 40, height: 40)), with: .color(.black))
            }
        }
        // Thresholded last: every pixel is black or white (the composite stores exact bytes).
        for y in stride(from: 0, to: 100, by: 3) { for x in stride(from: 0, to: 100, by: 3) {
            let v = p.at(x, y).x
            XCTAssert(v < 1.0 / 255 || v > 254.0 / 255, "(\(x), \(y)) is \(v)")
        } }
        // The 4-point gap between the discs is bridged; far outside stays white.
        XCTAssertEqual(p.at(52, 50).x, 0)
        XCTAssertEqual(p.at(52, 30).x, 1)
        XCTAssertEqual(p.at(5, 50).x, 1)
    }

    func testTimelineRedrawsTheCanvasOncePerFrameAtTheSceneClock() throws {
        let counter = MovingSquare.Counter()
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { MovingSquare(renders: counter) }
        // The session's first layout (before frame 0) draws once.
        XCTAssertEqual(counter.count, 1)
        for n in [3, 20, 41] {
            let shot = try s.session.render(frame: n, image: true, tracing: true)
            let f = try XCTUnwrap(shot.traced["canvas"]?.windowFrame)
            let p = CanvasPixels(image: try XCTUnwrap(shot.image), origin: (Int(f.minX), Int(f.minY)), size: 100)
            // Frame n is at n/60 s: the square's left edge is at 10 + n.
            XCTAssertEqual(p.at(10 + n, 45).x, 0, accuracy: 1.0 / 255, "frame \(n)")
            XCTAssertEqual(p.at(9 + n, 45).x, 1, accuracy: 1.0 / 255, "frame \(n)")
            XCTAssertEqual(p.ink(), 100, accuracy: 0.5)
        }
        // Once per frame (frames 0…41), not more.
        XCTAssertEqual(counter.count, 1 + 42)
    }

    func testSymbolsAreTheirViewsDrawnWhereAsked() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) {
            Canvas { context, size in
                guard let dot = context.resolveSymbol(id: "dot") else { return }
                XCTAssertEqual(dot.size, CGSize(width: 20, height: 20))
                XCTAssertNil(context.resolveSymbol(id: "missing"))
                context.draw(dot, at: CGPoint(x: 30, y: 30))
                context.draw(dot, at: CGPoint(x: 70, y: 70), anchor: .topLeading)
            } symbols: {
                Circle().fill(Color.black).frame(width: 20, height: 20).tag("dot")
            }
            .frame(width: 100, height: 100).accessibilityIdentifier("canvas")
        }
        let shot = try s.session.render(frame: 1, image: true, tracing: true)
        let f = try XCTUnwrap(shot.traced["canvas"]?.windowFrame)
        let p = CanvasPixels(image: try XCTUnwrap(shot.image), origin: (Int(f.minX), Int(f.minY)), size: 100)
        // Two discs of radius 10: one centred on (30, 30), one with its bounds' top-left at (70, 70).
        XCTAssertEqual(p.ink(x: 0..<50, y: 0..<50), .pi * 100, accuracy: 2)
        XCTAssertEqual(p.ink(x: 60..<100, y: 60..<100), .pi * 100, accuracy: 2)
        XCTAssertEqual(p.at(30, 30).x, 0, accuracy: 1.0 / 255)
        XCTAssertEqual(p.at(80, 80).x, 0, accuracy: 1.0 / 255)
        XCTAssertEqual(p.ink(), 2 * .pi * 100, accuracy: 4)
    }

    /// `mask { Canvas { … } }` (public metaball views mask a colour by a canvas): the colour shows
    /// where the canvas drew.
    func testAViewMaskedByACanvasShowsWhereTheCanvasDrew() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) {
            Color.black
                .mask {
                    Canvas { context, _ in
                        context.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(.red))
                    }
                }
                .frame(width: 100, height: 100).accessibilityIdentifier("canvas")
        }
        let shot = try s.session.render(frame: 1, image: true, tracing: true)
        let f = try XCTUnwrap(shot.traced["canvas"]?.windowFrame)
        let p = CanvasPixels(image: try XCTUnwrap(shot.image), origin: (Int(f.minX), Int(f.minY)), size: 100)
        XCTAssertEqual(p.at(50, 50).x, 0, accuracy: 1.0 / 255)
        XCTAssertEqual(p.at(10, 10).x, 1, accuracy: 1.0 / 255)
        XCTAssertEqual(p.ink(), .pi * 900, accuracy: 6)
    }

    /// Hostile numbers from user code draw nothing (or what is finite) and never trap.
    func testNonFiniteInputsDrawNothingAndDoNotTrap() throws {
        let p = try renderCanvas { context, _ in
            var c = context
            c.opacity = .nan
            c.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), with: .color(.black))
            c.stroke(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), with: .color(.black), lineWidth: .infinity)
            var f = context
            f.addFilter(.brightness(.nan))
            f.addFilter(.shadow(color: .black, radius: .nan, x: .infinity, y: -.infinity))
            f.addFilter(.blur(radius: .infinity))
            f.addFilter(.alphaThreshold(min: .nan, color: Color(red: .nan, green: 2, blue: -1)))
            f.fill(Path(CGRect(x: 40, y: 40, width: 10, height: 10)), with: .color(Color(red: .nan, green: .infinity, blue: 1)))
            var t = context
            t.scaleBy(x: .nan, y: 1)
            t.draw(Text("x"), at: CGPoint(x: 50, y: 50))
            context.draw(Text("y"), at: CGPoint(x: CGFloat.infinity, y: 0))
            context.fill(Path(CGRect(x: 0, y: 90, width: 10, height: 10)), with: .conicGradient(Gradient(colors: [.black]), center: CGPoint(x: CGFloat.nan, y: 0), angle: .radians(.nan)))
        }
        XCTAssertEqual(p.at(95, 5).x, 1)
    }

    func testACanvasWithNothingNewIsNotDrawnAgain() throws {
        let counter = MovingSquare.Counter()
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) {
            Canvas { context, size in
                counter.count += 1
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }
        }
        try s.step(10)
        XCTAssertEqual(counter.count, 1)
    }
}
