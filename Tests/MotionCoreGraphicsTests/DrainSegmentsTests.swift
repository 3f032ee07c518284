import XCTest
@testable import MotionRaster

/// `CoverageAccumulator.drainSegments` (stretches of touched cells handed to a painter that sums them)
/// against `drainSpans` (a coverage per touched pixel, constants for long untouched stretches), the
/// reference: the same edges added to two grids must give every pixel the same coverage, bit for bit,
/// under both fill rules — with edges past the left and right borders (the spare columns), rows with
/// several touched stretches far apart and close together, and shapes covering the rest of a row — and
/// leave both grids empty for the next shape.
final class DrainSegmentsTests: XCTestCase {
    private struct Random {
        var seed: UInt64
        mutating func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        mutating func callAsFunction(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * next() }
    }

    /// Closed polygons: thin rings' pieces (two far-apart stretches a row), small blobs, wide fills,
    /// shapes reaching past either border of a `w × h` grid and rectangles ending exactly on its borders.
    private func edges(_ r: inout Random, w: Double, h: Double) -> [(Double, Double, Double, Double)] {
        var out: [(Double, Double, Double, Double)] = []
        for k in 0..<12 {
            let n = 3 + Int(r(0, 6))
            let cx = r(-0.2 * w, 1.2 * w), cy = r(0, h)
            let radius = k % 3 == 0 ? r(20, 0.8 * w) : r(0.5, 12)
            var pts: [(Double, Double)] = []
            for i in 0..<n {
                let a = 2 * Double.pi * (Double(i) + r(0, 0.8)) / Double(n)
                let rr = radius * r(0.3, 1)
                pts.append((cx + rr * cos(a), cy + rr * sin(a)))
            }
            let reversed = r.next() < 0.5
            for i in 0..<n {
                let p = pts[i], q = pts[(i + 1) % n]
                out.append(reversed ? (q.0, q.1, p.0, p.1) : (p.0, p.1, q.0, q.1))
            }
        }
        // Edges exactly on the right border (only the spare columns touched, after a long untouched
        // stretch), and rectangles from left of the grid and from its left border.
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
            out.append((x0, y0, x1, y0)); out.append((x1, y0, x1, y1)); out.append((x1, y1, x0, y1)); out.append((x0, y1, x0, y0))
        }
        rect(w - r(36, 80), r(0, h / 2), w, r(h / 2, h))
        rect(-r(1, 9), r(0, h / 2), r(5, 60), r(h / 2, h))
        rect(0, r(0, h), r(1, 3), r(0, h))
        return out
    }

    func testSegmentsSumToDrainSpansCoverageBitForBit() {
        let w = 200, h = 24
        var r = Random(seed: 0xD5A1_2026)
        var checkedRows = 0, sawFarApart = false, sawRest = false
        for round in 0..<40 {
            let rule: WindingRule = round % 2 == 0 ? .nonZero : .evenOdd
            let list = edges(&r, w: Double(w), h: Double(h))
            var a = CoverageAccumulator(width: w, height: h, tracksTouchedCells: true)
            var b = CoverageAccumulator(width: w, height: h, tracksTouchedCells: true)
            for e in list { a.line(e.0, e.1, e.2, e.3); b.line(e.0, e.1, e.2, e.3) }

            // The reference: drainSpans' runs written into an image (0 where no run).
            var expected = [Float](repeating: 0, count: w * h)
            a.drainSpans(rule) { _, y, x0, x1, coverage, c in
                for x in x0..<x1 { expected[y * w + x] = coverage.map { $0[x - x0] } ?? c }
            }
            // The segments summed one cell at a time, as a painter must.
            var actual = [Float](repeating: 0, count: w * h)
            var lastRow = -1, stretchesInRow = 0
            b.drainSegments(rule, segment: { y, x0, x1, cells, sum in
                XCTAssertLessThan(x0, x1); XCTAssertLessThanOrEqual(x1, w)
                if y == lastRow { stretchesInRow += 1; if stretchesInRow > 1 { sawFarApart = true } } else { lastRow = y; stretchesInRow = 1 }
                var acc = sum
                for x in x0..<x1 {
                    acc += cells[x]
                    cells[x] = 0
                    let c = CoverageAccumulator.fold(acc, rule)
                    actual[y * w + x] = c > 1e-6 ? c : 0
                }
                return acc
            }, constant: { y, x0, x1, c in
                if x1 == w { sawRest = true }
                for x in x0..<x1 { actual[y * w + x] = c }
            })
            for y in 0..<h {
                for x in 0..<w where expected[y * w + x].bitPattern != actual[y * w + x].bitPattern {
                    XCTFail("round \(round) (\(rule)): pixel (\(x), \(y)) drainSpans \(expected[y * w + x]), segments \(actual[y * w + x])")
                    return
                }
                checkedRows += 1
            }
            // Both grids are empty again: every cell 0, nothing left to drain.
            XCTAssertTrue(b.isDrained)
            XCTAssertTrue(b.cells.allSatisfy { $0 == 0 }, "round \(round): cells left behind")
            XCTAssertTrue(b.touched.allSatisfy { $0 == 0 }, "round \(round): touched bits left behind")
        }
        XCTAssertEqual(checkedRows, 40 * h)
        XCTAssertTrue(sawFarApart, "no row had two stretches more than mergedGap apart")
        XCTAssertTrue(sawRest, "no shape covered the rest of a row")
    }
}
