import XCTest
@testable import MotionCoreGraphics

/// Drawing calls are recorded and painted band by band when the pixels are read (`PendingPaint`); a
/// context over the caller's memory paints each call at once. The reference here is that immediate
/// painter: the same calls into both must give the same bytes, and reading the pixels between calls
/// must see every call made so far, in order.
final class PendingPaintTests: XCTestCase {
    let W = 150, H = 130

    private func rgba() -> CGColorSpace { CGColorSpaceCreateDeviceRGB() }

    /// Strokes (caps, joins, dashes, a non-uniform scale), fills under both rules, a gradient, a clip,
    /// blend modes, alpha, a shadow, an image, clear and antialiasing off: every paint and source kind.
    private func scene(_ c: CGContext, image: CGImage) {
        let gradient = CGGradient(colorsSpace: rgba(), colors: [CGColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 1),
                                                               CGColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1)] as CFArray, locations: nil)!
        c.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 150, y: 130), options: [])
        var seed: UInt64 = 0x5EED
        func next() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(Double(seed >> 11) / Double(1 << 53))
        }
        for i in 0..<60 {
            c.setStrokeColor(CGColor(red: next(), green: next(), blue: next(), alpha: 0.4 + 0.6 * next()))
            c.setLineWidth(0.5 + 7 * next())
            c.setLineCap(i % 3 == 0 ? .round : (i % 3 == 1 ? .butt : .square))
            let a = 6.3 * next()
            c.addArc(center: CGPoint(x: 150 * next(), y: 130 * next()), radius: 3 + 70 * next(), startAngle: a, endAngle: a + 0.3 + 5 * next(), clockwise: i % 2 == 0)
            c.strokePath()
        }
        c.setLineDash(phase: 2, lengths: [6, 3])
        c.setLineJoin(.round)
        c.setStrokeColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.8))
        c.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 140, y: 30), CGPoint(x: 20, y: 120)])
        c.strokePath()
        c.setLineDash(phase: 0, lengths: [])
        c.saveGState()
        c.addEllipse(in: CGRect(x: 20, y: 15, width: 110, height: 95))
        c.clip()
        c.setBlendMode(.multiply)
        c.setFillColor(CGColor(red: 0.8, green: 0.3, blue: 0.9, alpha: 0.7))
        c.addRect(CGRect(x: 0, y: 40, width: 150, height: 50))
        c.addEllipse(in: CGRect(x: 30, y: 30, width: 60, height: 60))
        c.fillPath(using: .evenOdd)
        c.setBlendMode(.screen)
        c.setAlpha(0.6)
        c.draw(image, in: CGRect(x: 35.5, y: 22.25, width: 70, height: 50))
        c.restoreGState()
        c.setShadow(offset: CGSize(width: 3, height: -2), blur: 4, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.6))
        c.setFillColor(CGColor(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.9))
        c.fillEllipse(in: CGRect(x: 95, y: 70, width: 40, height: 30))
        c.setShadow(offset: .zero, blur: 0, color: nil)
        c.setShouldAntialias(false)
        c.setStrokeColor(CGColor(red: 1, green: 0.9, blue: 0, alpha: 1))
        c.setLineWidth(2.5)
        c.strokeEllipse(in: CGRect(x: 8.3, y: 60.6, width: 50.2, height: 44.7))
        c.setShouldAntialias(true)
        c.clear(CGRect(x: 120, y: 5, width: 20, height: 12))
    }

    private func checkerImage() -> CGImage {
        var px: [UInt8] = []
        for y in 0..<8 { for x in 0..<8 { px += (x + y) % 2 == 0 ? [255, 40, 40, 255] : [30, 90, 255, 160] } }
        return CGImage(width: 8, height: 8, pixels: px)
    }

    func testRecordedCallsPaintTheBytesOfImmediatePainting() throws {
        let image = checkerImage()
        var memory = [UInt8](repeating: 0, count: W * H * 4)
        try memory.withUnsafeMutableBytes { raw in
            let immediate = try XCTUnwrap(CGContext(data: raw.baseAddress, width: W, height: H, bitsPerComponent: 8, bytesPerRow: 0,
                                                    space: rgba(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            XCTAssertFalse(immediate.defersPainting, "the caller's memory is kept up to date call by call")
            scene(immediate, image: image)
        }
        let deferred = try XCTUnwrap(CGContext(data: nil, width: W, height: H, bitsPerComponent: 8, bytesPerRow: 0,
                                               space: rgba(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertTrue(deferred.defersPainting)
        scene(deferred, image: image)
        let mine = deferred.pixels
        var differing = 0, largest = 0
        for i in 0..<memory.count where memory[i] != mine[i] {
            differing += 1
            largest = max(largest, abs(Int(memory[i]) - Int(mine[i])))
        }
        XCTAssertGreaterThan(memory.reduce(0) { $0 + Int($1) }, W * H * 100, "the scene drew")
        // An edge's part in a band is entered at the band's top row instead of stepped to from its
        // start: the same line to float rounding, which may move a byte by one.
        XCTAssertLessThanOrEqual(largest, 1, "largest difference")
        XCTAssertLessThan(differing, 20, "bytes differing by one")
    }

    func testReadingBetweenCallsSeesEveryCallInOrder() throws {
        let c = CGContext(pixelWidth: 40, pixelHeight: 40, scale: 1)
        XCTAssertFalse(c.hasDrawn)
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertTrue(c.hasDrawn, "a recorded call counts as drawn")
        XCTAssertEqual(c.makeImage()?.pixel(x: 20, y: 20).r, 255)
        c.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        c.fillEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        let p = try XCTUnwrap(c.makeImage()).pixel(x: 20, y: 20)
        XCTAssertEqual(Int(p.r), 128, accuracy: 1, "blue at half alpha over the red painted before")
        XCTAssertEqual(Int(p.b), 128, accuracy: 1)
        // Calls after a read go to the same pixels; damage covers what they painted.
        _ = c.takeDamage()
        c.clear(CGRect(x: 0, y: 0, width: 5, height: 40))
        let d = try XCTUnwrap(c.takeDamage())
        XCTAssertEqual(d.x, 0); XCTAssertEqual(d.width, 5); XCTAssertEqual(d.height, 40)
        XCTAssertEqual(c.pixels[(20 * 40 + 2) * 4 + 3], 0)
        XCTAssertEqual(c.pixels[(20 * 40 + 7) * 4 + 3], 255)
    }

    func testDataHandedOutIsKeptUpToDate() throws {
        let c = try XCTUnwrap(CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                                        space: rgba(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        let data = try XCTUnwrap(c.data).assumingMemoryBound(to: UInt8.self)
        c.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        XCTAssertEqual(data[1], 255, "memory read through `data` after a call shows it")
    }

    func testPendingWorkIsBoundedAndPaintedInOrder() {
        // 5,000 strokes, past the 4,096 pending outlines: painted early when the store is full, and still
        // in call order.
        let c = CGContext(pixelWidth: 64, pixelHeight: 64, scale: 1)
        c.setLineWidth(3)
        for i in 0..<5_000 {
            c.setStrokeColor(CGColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: CGFloat(i % 3) / 3, alpha: 1))
            c.move(to: CGPoint(x: 0, y: 32)); c.addLine(to: CGPoint(x: 64, y: 32)); c.strokePath()
        }
        XCTAssertEqual(c.pendingPaint.count, 5_000 - 4_096, "painted when 4,096 outlines were pending")
        let last = c.pixels[(31 * 64 + 10) * 4]
        XCTAssertEqual(Int(last), Int((CGFloat(4_999 % 7) / 7 * 255).rounded()), accuracy: 1, "the last stroke is on top")
    }

    func testPendingDenseCoverageIsBounded() {
        // A shadowed fill holds its shadow's dense coverage until painted: past 4 M values pending, the
        // store is full (the next call paints what is pending first).
        let store = PendingPaint()
        let painter = SpanPainter(width: 2048, paint: .solid(SIMD4(0, 0, 0, 0.5)), mode: .normal, alpha: 1, clip: nil)
        let rect = PixelRect(x0: 0, y0: 0, x1: 2048, y1: 1024)
        let shadow = Coverage(rect: rect, values: [Float](repeating: 0.5, count: 2048 * 1024))
        store.add(PendingPaint.Call(painter: painter, source: .dense(shadow), limit: rect, antialias: true))
        XCTAssertFalse(store.isFull, "2 M values")
        store.add(PendingPaint.Call(painter: painter, source: .dense(shadow), limit: rect, antialias: true))
        XCTAssertTrue(store.isFull, "4 M values")
        store.discard()
        XCTAssertFalse(store.isFull)
        XCTAssertTrue(store.isEmpty)
    }

    func testANearlyEmptyStrokeLeavesNothingDrawn() {
        let c = CGContext(pixelWidth: 20, pixelHeight: 20, scale: 1)
        c.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        c.move(to: CGPoint(x: -50, y: -50)); c.addLine(to: CGPoint(x: -40, y: -45))
        c.strokePath()
        XCTAssertFalse(c.hasDrawn, "a stroke wholly off the bitmap paints nothing")
        XCTAssertNil(c.takeDamage())
    }
}
