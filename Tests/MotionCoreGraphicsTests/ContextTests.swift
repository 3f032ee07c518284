import XCTest
@testable import MotionCoreGraphics

/// Core Graphics' coordinate rules, state, bitmap formats and shadows (references: Apple's
/// documentation of bitmap contexts, the Gaussian's integral).
final class ContextTests: XCTestCase {
    func testAPlainBitmapContextIsYUpAndUIKitsIsYDown() throws {
        let raw = try XCTUnwrap(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertEqual(raw.ctm, .identity)
        raw.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        raw.fill(CGRect(x: 0, y: 0, width: 10, height: 3))
        let image = try XCTUnwrap(raw.makeImage())
        XCTAssertEqual(image.pixel(x: 5, y: 9).r, 255, "y = 0 is the bottom row")
        XCTAssertEqual(image.pixel(x: 5, y: 0).a, 0)

        let uikit = CGContext(pixelWidth: 20, pixelHeight: 20, scale: 2)
        XCTAssertEqual(uikit.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20), "iOS's flipped CTM")
        uikit.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        uikit.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        XCTAssertEqual(uikit.makeImage()?.pixel(x: 10, y: 1).b, 255, "y = 0 is the top in points")
    }

    func testStateSavesAndRestoresAndPaintingConsumesThePath() {
        let c = CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1)
        c.saveGState()
        c.translateBy(x: 5, y: 0)
        c.setLineWidth(3)
        c.setAlpha(0.5)
        c.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(c.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 2, height: 2), "user space of the current CTM")
        c.restoreGState()
        XCTAssertEqual(c.boundingBoxOfPath, CGRect(x: 5, y: 0, width: 2, height: 2), "points were fixed when added")
        c.fillPath()
        XCTAssertTrue(c.isPathEmpty)
        XCTAssertEqual(c.pixels[(1 * 10 + 6) * 4 + 3], 255, "alpha restored to 1 before the fill")
        c.restoreGState()  // nothing saved: ignored, as Core Graphics does
    }

    /// A squash to scale 0 in one direction (a flip or squash animation passing through 0) maps the pen,
    /// like the path, onto one line: the stroke covers no area, so nothing is drawn — as a scale of 0.001
    /// draws almost nothing — while a hairline, a device pixel wide whatever the map, is still drawn.
    func testAStrokeUnderASingularMapCoversNothing() throws {
        func inked(_ setUp: (CGContext) -> Void, lineWidth: CGFloat = 8) -> Int {
            let c = CGContext(pixelWidth: 64, pixelHeight: 64, scale: 1)
            c.translateBy(x: 32, y: 32)
            setUp(c)
            c.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            c.setLineWidth(lineWidth)
            c.strokeEllipse(in: CGRect(x: -20, y: -20, width: 40, height: 40))
            c.stroke(CGRect(x: -10, y: -10, width: 20, height: 20))
            return stride(from: 3, to: c.pixels.count, by: 4).reduce(0) { $0 + Int(c.pixels[$1]) }
        }
        XCTAssertGreaterThan(inked { _ in }, 100 * 255, "the shapes are drawn unsquashed")
        XCTAssertEqual(inked { $0.scaleBy(x: 1, y: 0) }, 0, "squashed flat vertically")
        XCTAssertEqual(inked { $0.scaleBy(x: 0, y: 1) }, 0, "squashed flat horizontally")
        XCTAssertEqual(inked { $0.concatenate(CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)) }, 0, "a rank-1 shear")
        XCTAssertLessThan(inked { $0.scaleBy(x: 1, y: 0.001) }, 2 * 40 * 255, "nearly flat: nearly nothing")
        let hairline = inked({ $0.scaleBy(x: 1, y: 0) }, lineWidth: 0)
        XCTAssertGreaterThan(hairline, 30 * 255, "a hairline along the flattened shapes")
    }

    /// Dashes too fine to cut (over `PathTrim.maxDashes` a subpath) average to the solid line at the
    /// pattern's painted share — as the same pattern coarse enough to cut averages along the line — not
    /// to the solid line.
    func testDashesTooFineToCutPaintTheirAverageCoverage() {
        func meanAlpha(_ lengths: [CGFloat]) -> Double {
            let c = CGContext(pixelWidth: 640, pixelHeight: 40, scale: 2)
            c.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            c.setLineWidth(4)
            c.setLineDash(phase: 0, lengths: lengths)
            c.move(to: CGPoint(x: 20, y: 10))
            c.addLine(to: CGPoint(x: 300, y: 10))
            c.strokePath()
            return Double((60..<580).reduce(0) { $0 + Int(c.pixels[(20 * 640 + $1) * 4 + 3]) }) / 520
        }
        // 560 pixels of line over a 0.004-pixel period: 280,000 dashes.
        XCTAssertEqual(meanAlpha([0.001, 0.001]), meanAlpha([0.5, 0.5]), accuracy: 1.5)
        XCTAssertEqual(meanAlpha([0.001, 0.001]), 127.5, accuracy: 1.5)
        XCTAssertEqual(meanAlpha([0.001, 0.003]), meanAlpha([0.5, 1.5]), accuracy: 1.5)
        XCTAssertEqual(meanAlpha([0.001]), 127.5, accuracy: 1.5, "an odd pattern repeats: on, off")
        XCTAssertEqual(meanAlpha([0.5, 0.5, 0, 0]), meanAlpha([0.5, 0.5]), accuracy: 1.5)
        XCTAssertEqual(meanAlpha([0.001, 0]), 255, accuracy: 0.5, "all painted")
    }

    func testUserMemoryInBGRAOrder() throws {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        try memory.withUnsafeMutableBytes { raw in
            let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            let c = try XCTUnwrap(CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
            c.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        XCTAssertEqual(Array(memory[0..<4]), [0, 128, 255, 255], "B, G, R, A in memory")
        XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    func testMakeImageIsStraightAlphaAndClearMakesTransparent() throws {
        let c = CGContext(pixelWidth: 4, pixelHeight: 4, scale: 1)
        c.setFillColor(CGColor(red: 1, green: 0.4, blue: 0.2, alpha: 0.5))
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        c.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
        let image = try XCTUnwrap(c.makeImage())
        let p = image.pixel(x: 3, y: 0)
        XCTAssertEqual(p.a, 128)
        XCTAssertEqual(Int(p.r), 255, accuracy: 1); XCTAssertEqual(Int(p.g), 102, accuracy: 1); XCTAssertEqual(Int(p.b), 51, accuracy: 1)
        XCTAssertEqual(image.pixel(x: 0, y: 0).a, 0)
    }

    func testShadowIsTheBlurredShapeOffsetAndHoldsItsAlpha() throws {
        // A 10×10 opaque square with a shadow 6 points right and down, blur 4 (σ = 2): the shadow's total
        // alpha is the square's area × the shadow colour's alpha, and it is centred 6 points off.
        let c = CGContext(pixelWidth: 60, pixelHeight: 60, scale: 1)
        c.setShadow(offset: CGSize(width: 6, height: 6), blur: 4, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        c.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        c.fill(CGRect(x: 20, y: 20, width: 10, height: 10))
        var total = 0.0, cx = 0.0, cy = 0.0
        for y in 0..<60 {
            for x in 0..<60 {
                let i = (y * 60 + x) * 4
                // Shadow pixels are black; the square's are white: outside the square, alpha is shadow.
                let insideSquare = x >= 20 && x < 30 && y >= 20 && y < 30
                guard !insideSquare else { continue }
                let a = Double(c.pixels[i + 3]) / 255
                total += a; cx += a * (Double(x) + 0.5); cy += a * (Double(y) + 0.5)
            }
        }
        // The square hides the part of the shadow under it: a 4×4 overlap of the 10×10 at (26…30).
        XCTAssertGreaterThan(total, 0)
        XCTAssertEqual(cx / total, cy / total, accuracy: 0.01, "symmetric about the diagonal")
        XCTAssertGreaterThan(cx / total, 31, "the visible shadow lies beyond the square, down and right")
        let raw = try XCTUnwrap(CGContext(data: nil, width: 60, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        raw.setShadow(offset: CGSize(width: 0, height: 6), blur: 4, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        raw.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0))
        raw.setBlendMode(.copy)
        raw.fill(CGRect(x: 20, y: 20, width: 10, height: 10))
        var sum = 0.0
        for y in 0..<60 { for x in 0..<60 { let a = Double(raw.pixels[(y * 60 + x) * 4 + 3]) / 255; sum += a } }
        XCTAssertEqual(sum, 0, accuracy: 1e-9, "a clear source casts no shadow")
        raw.setBlendMode(.normal)
        raw.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        raw.clear(CGRect(x: 0, y: 0, width: 60, height: 60))
        raw.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        raw.fill(CGRect(x: 20, y: 20, width: 10, height: 10))
        // Base space of a plain bitmap is y up: +6 moves the shadow up, i.e. towards row 0.
        XCTAssertEqual(raw.pixels[((60 - 20 - 10 - 6) * 60 + 25) * 4 + 3], 255)
        XCTAssertEqual(raw.makeImage()?.pixel(x: 25, y: 60 - 20 - 10 - 6).r, 0, "shadow black above the square")
    }

    func testHostileGeometryDrawsNothingWrongAndNeverTraps() throws {
        let c = CGContext(pixelWidth: 32, pixelHeight: 32, scale: 1)
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.setStrokeColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        let nan = CGFloat.nan, inf = CGFloat.infinity
        c.fill(CGRect(x: nan, y: 0, width: 10, height: 10))
        c.fill(CGRect(x: 0, y: 0, width: inf, height: 10))
        c.fillEllipse(in: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
        c.addArc(center: CGPoint(x: 16, y: 16), radius: nan, startAngle: 0, endAngle: 3, clockwise: false)
        c.strokePath()
        c.setLineWidth(1e12)
        c.strokeEllipse(in: CGRect(x: 4, y: 4, width: 8, height: 8))
        c.setLineWidth(2)
        c.setLineDash(phase: nan, lengths: [0, 0])
        c.stroke(CGRect(x: 2, y: 2, width: 20, height: 20))
        c.setLineDash(phase: 0, lengths: [-1, 3])
        c.stroke(CGRect(x: 2, y: 2, width: 20, height: 20))
        c.setLineDash(phase: 0, lengths: [1e-9, 1e-9])
        c.stroke(CGRect(x: 2, y: 2, width: 20, height: 20))
        c.scaleBy(x: 0, y: 0)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.draw(CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        c.drawLinearGradient(CGGradient(colorsSpace: nil, colors: [CGColor.black] as CFArray, locations: nil)!,
                             start: .zero, end: .zero, options: [])
        XCTAssertNotNil(c.makeImage())
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil))
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil))
        XCTAssertNil(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue),
                     "straight alpha is not a bitmap context format Core Graphics accepts either")
        // The 1e12-wide stroke covers the whole bitmap (and nothing else broke).
        XCTAssertEqual(c.pixels[(16 * 32 + 16) * 4 + 1], 255)
    }
}
