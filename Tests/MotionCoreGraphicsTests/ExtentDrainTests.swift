import XCTest
import CMotionBlend
@testable import MotionCoreGraphics
@testable import MotionRaster

/// The one-pass drain of solid strokes and fills (`CMotionBlend`'s `cmotionblend_drain_over`) walks each
/// grid row through the extents its edges wrote (two a row) in whole groups of eight cells, skipping
/// untouched groups and painting long untouched stretches inside a shape as constant runs. The
/// reference is the immediate painter (a context over the caller's memory), which drains every grid
/// through `CoverageAccumulator.drainSpans`, cell by cell: the same calls must give the same bytes,
/// whatever the clip, the bitmap's edges and a row's second extent.
final class ExtentDrainTests: XCTestCase {
    private func rgba() -> CGColorSpace { CGColorSpaceCreateDeviceRGB() }

    /// Random solid strokes and fills: arcs crossing the bitmap's edges, rings (a row crosses them twice),
    /// wide discs and bars (long runs inside a shape), under a random clip rect, on a bitmap whose width
    /// is not a multiple of eight.
    private func scene(_ c: CGContext, seed start: UInt64, width: Int, height: Int) {
        var seed = start
        func next() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(Double(seed >> 11) / Double(1 << 53))
        }
        let w = CGFloat(width), h = CGFloat(height)
        c.setFillColor(CGColor(red: 0.15, green: 0.2, blue: 0.3, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: w, height: h))
        c.saveGState()
        if seed % 3 != 0 {
            c.clip(to: CGRect(x: -10 + w * 0.4 * next(), y: -10 + h * 0.4 * next(), width: w * (0.3 + 0.8 * next()), height: h * (0.3 + 0.8 * next())))
        }
        for i in 0..<40 {
            let color = CGColor(red: next(), green: next(), blue: next(), alpha: 0.3 + 0.7 * next())
            let center = CGPoint(x: -20 + (w + 40) * next(), y: -20 + (h + 40) * next())
            switch i % 4 {
            case 0, 1:
                c.setStrokeColor(color)
                c.setLineWidth(0.5 + 9 * next())
                c.setLineCap(i % 8 == 0 ? .round : .butt)
                let a = 6.3 * next()
                c.addArc(center: center, radius: 4 + 90 * next(), startAngle: a, endAngle: a + 0.3 + 6 * next(), clockwise: false)
                c.strokePath()
            case 2:
                c.setFillColor(color)
                c.fillEllipse(in: CGRect(x: center.x - 60 * next(), y: center.y - 50 * next(), width: 20 + 120 * next(), height: 20 + 90 * next()))
            default:
                c.setFillColor(color)
                c.addRect(CGRect(x: center.x, y: center.y, width: 10 + w * next(), height: 3 + 30 * next()))
                c.addEllipse(in: CGRect(x: center.x + 5, y: center.y - 25, width: 50, height: 50))
                c.fillPath()
            }
        }
        c.restoreGState()
    }

    func testSolidStrokesAndFillsPaintTheBytesOfCellByCellDraining() throws {
        guard SolidOverBlend.wide else { throw XCTSkip("no AVX2 here: every grid drains cell by cell") }
        for (k, (width, height)) in [(203, 97), (64, 64), (131, 150), (9, 300)].enumerated() {
            for round in 0..<3 {
                let seed = UInt64(0xD7A1_0000 + 16 * k + round)
                var memory = [UInt8](repeating: 0, count: width * height * 4)
                try memory.withUnsafeMutableBytes { raw in
                    let immediate = try XCTUnwrap(CGContext(data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                                            bytesPerRow: 0, space: rgba(),
                                                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
                    scene(immediate, seed: seed, width: width, height: height)
                }
                let deferred = try XCTUnwrap(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                                       space: rgba(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
                scene(deferred, seed: seed, width: width, height: height)
                let mine = deferred.pixels
                var differing = 0, largest = 0
                for i in 0..<memory.count where memory[i] != mine[i] {
                    differing += 1
                    largest = max(largest, abs(Int(memory[i]) - Int(mine[i])))
                }
                // Bands enter an edge at their top row, and a group's sums are added in a tree: float
                // rounding, which may move a byte by one.
                XCTAssertLessThanOrEqual(largest, 1, "\(width)×\(height) round \(round): largest difference")
                XCTAssertLessThan(differing, memory.count / 2000 + 10, "\(width)×\(height) round \(round): bytes differing by one")
            }
        }
    }

    /// A stroked circle's rows through its hole have two extents; the hole keeps the background and the
    /// ring is painted (pixels well inside each, against the geometry).
    func testARingsHoleIsLeftAndItsBandPainted() throws {
        let c = CGContext(pixelWidth: 120, pixelHeight: 120, scale: 1)
        c.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 120, height: 120))
        c.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.setLineWidth(6)
        c.strokeEllipse(in: CGRect(x: 10, y: 10, width: 100, height: 100))
        let px = c.pixels
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(px[(y * 120 + x) * 4..<(y * 120 + x) * 4 + 4]) }
        for (x, y) in [(60, 60), (30, 60), (90, 60), (60, 20), (60, 100), (40, 40)] {
            XCTAssertEqual(pixel(x, y), [0, 0, 255, 255], "(\(x), \(y)) inside the hole")
        }
        for (x, y) in [(10, 60), (110, 60), (60, 10), (60, 110), (25, 25)] {
            XCTAssertEqual(pixel(x, y), [255, 0, 0, 255], "(\(x), \(y)) on the ring")
        }
        for (x, y) in [(2, 2), (117, 117), (2, 60), (117, 60)] {
            XCTAssertEqual(pixel(x, y), [0, 0, 255, 255], "(\(x), \(y)) outside")
        }
    }

    /// Adding edges without marking cells keeps only the rows' extents; the cell-by-cell drains then
    /// mark the extents' cells first and give the same coverage as a grid that marked them.
    func testUnmarkedGridsDrainTheCoverageOfMarkedOnes() {
        var seed: UInt64 = 0xE47E
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for round in 0..<20 {
            let w = 20 + Int(next() * 150), h = 10 + Int(next() * 60)
            var marked = CoverageAccumulator(width: w, height: h, tracksTouchedCells: true)
            var unmarked = CoverageAccumulator(width: w, height: h, tracksTouchedCells: true)
            unmarked.marksCells = false
            for _ in 0..<(3 + Int(next() * 5)) {
                // A closed polygon: each edge's ends in and around the grid.
                let n = 3 + Int(next() * 6)
                let pts = (0..<n).map { _ in (next() * Double(w + 20) - 10, next() * Double(h + 20) - 10) }
                for i in 0..<n {
                    let a = pts[i], b = pts[(i + 1) % n]
                    marked.line(a.0, a.1, b.0, b.1)
                    unmarked.line(a.0, a.1, b.0, b.1)
                }
            }
            let rule: WindingRule = round % 2 == 0 ? .nonZero : .evenOdd
            var a = [Float](repeating: 0, count: w * h), b = a
            marked.drainSpans(rule) { _, y, x0, x1, coverage, c in
                for x in x0..<x1 { a[y * w + x] = coverage.map { $0[x - x0] } ?? c }
            }
            unmarked.drainSpans(rule) { _, y, x0, x1, coverage, c in
                for x in x0..<x1 { b[y * w + x] = coverage.map { $0[x - x0] } ?? c }
            }
            XCTAssertEqual(a, b, "round \(round): coverage")
            XCTAssertTrue(marked.isDrained && unmarked.isDrained)
            XCTAssertTrue(unmarked.cells.allSatisfy { $0 == 0 } && unmarked.touched.allSatisfy { $0 == 0 },
                          "round \(round): the drain leaves the grid empty")
            XCTAssertEqual(unmarked.rowExtents, marked.rowExtents, "round \(round): extents forgotten")
        }
    }

    /// A gradient's opaque rows are its table's entries at 32.32 fixed-point indices stepped along the
    /// row; taken eight at a time (one load and a permute for steps of at most one entry, whose eight lie
    /// within eight of the first, near the table's end too; a gather for longer steps), they are the
    /// entries the plain loop reads.
    func testGatheredTableRowsAreTheEntriesOfTheirIndices() throws {
        guard SolidOverBlend.wide else { throw XCTSkip("no AVX2 here: the plain loop runs") }
        let table = (0..<1024).map { UInt32($0) &* 2_654_435_761 }
        var seed: UInt64 = 0x7AB1E
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for round in 0..<210 {
            let count = round % 70
            // Steps of less than one entry, exactly one, and up to three; starts anywhere, near the end too.
            let step = round % 7 == 0 ? Int64(4_294_967_296) : Int64(next() * (round % 2 == 0 ? 1 : 3) * 4_294_967_296)
            let start = Int64(next() * (round % 3 == 0 ? 1023 : 200) * 4_294_967_296)
            guard (start + step * Int64(max(count - 1, 0))) >> 32 < 1024 else { continue }
            var row = [UInt32](repeating: 0xDEAD_BEEF, count: count + 4)
            table.withUnsafeBufferPointer { t in cmotionblend_table_row(&row, t.baseAddress, t.count, start, step, count) }
            for i in 0..<count {
                XCTAssertEqual(row[i], table[Int((start + step * Int64(i)) >> 32)], "count \(count), pixel \(i)")
            }
            XCTAssertEqual(Array(row[count...]), [UInt32](repeating: 0xDEAD_BEEF, count: 4), "count \(count): past the row")
        }
    }
}
