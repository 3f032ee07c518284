import XCTest
@testable import MotionCoreGraphics
@testable import MotionRaster

/// `SolidOverBlend.paint(_:summing:…)` through `CMotionBlend`'s eight-pixel AVX2 loop (`wide`) against its
/// own four-pixel and per-pixel loops, the reference: for random premultiplied colours and pixels, cells
/// whose running sums cross 0 and 1 either way, runs of every length from 1 to 40 and every amount of room
/// after them, both must give the same bytes, the same sum bit for bit, the same first and last covered
/// pixel, empty cells 0..<count and leave every pixel and cell past the run as they were.
final class WideBlendTests: XCTestCase {
    private struct Random {
        var seed: UInt64
        mutating func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 11
        }
        mutating func unit() -> Float { Float(next() % 1_000_000) / 1_000_000 }
        /// A premultiplied RGBA word: each channel at most the alpha.
        mutating func pixel() -> UInt32 {
            let a = UInt32(next() % 256)
            let c = (0..<3).map { _ in a == 0 ? 0 : UInt32(next() % UInt64(a + 1)) }
            return c[0] | c[1] << 8 | c[2] << 16 | a << 24
        }
    }

    func testWideLoopMatchesTheFourPixelLoopByteForByte() throws {
        guard SolidOverBlend.wide else { throw XCTSkip("no AVX2 here: only the four-pixel loop runs") }
        var r = Random(seed: 0xB1E4_2026)
        var sawCovered = false, sawUncovered = false
        for round in 0..<600 {
            let count = 1 + round % 40
            let room = count + Int(r.next() % 12)
            let source = r.pixel()
            // Cells: small steps (an edge's areas), whole ones (a shape's inside) and back, some negative;
            // every seventh run all 0 from a sum of 0 (nothing covered).
            let empty = round % 7 == 0
            let cells = (0..<room + 1).map { _ -> Float in
                if empty { return 0 }
                switch r.next() % 5 {
                case 0: return 0
                case 1: return r.unit() - 0.5
                case 2: return 1 - 2 * Float(r.next() % 2)
                default: return (r.unit() - 0.5) * 0.1
                }
            }
            let pixels = (0..<room + 1).map { _ in r.pixel() }
            let start = empty ? 0 : (r.unit() - 0.5) * 3
            let blend = SolidOverBlend(source: source)

            var narrowPixels = pixels, widePixels = pixels
            var narrowCells = cells, wideCells = cells
            var narrowCovered = (first: -1, last: -1), wideCovered = (first: -1, last: -1)
            let narrowSum = narrowPixels.withUnsafeMutableBufferPointer { p in
                narrowCells.withUnsafeMutableBufferPointer { c in
                    blend.paint(p.baseAddress!, summing: c.baseAddress!, count: count, from: start, rule: .nonZero,
                                covered: &narrowCovered)
                }
            }
            let wideSum = widePixels.withUnsafeMutableBufferPointer { p in
                wideCells.withUnsafeMutableBufferPointer { c in
                    blend.paint(p.baseAddress!, summing: c.baseAddress!, count: count, room: room, from: start, rule: .nonZero,
                                wide: true, covered: &wideCovered)
                }
            }
            XCTAssertEqual(widePixels, narrowPixels, "round \(round): count \(count), room \(room)")
            XCTAssertEqual(wideSum.bitPattern, narrowSum.bitPattern, "round \(round)")
            XCTAssertEqual(wideCovered.first, narrowCovered.first, "round \(round)")
            XCTAssertEqual(wideCovered.last, narrowCovered.last, "round \(round)")
            XCTAssertEqual(wideCells.map(\.bitPattern), narrowCells.map(\.bitPattern), "round \(round)")
            XCTAssertTrue(wideCells[..<count].allSatisfy { $0 == 0 })
            XCTAssertEqual(Array(widePixels[count...]), Array(pixels[count...]), "round \(round): past the run")
            cells[count...].indices.forEach { XCTAssertEqual(wideCells[$0].bitPattern, cells[$0].bitPattern) }
            if narrowCovered.first >= 0 { sawCovered = true } else { sawUncovered = true }
        }
        XCTAssertTrue(sawCovered && sawUncovered)
    }
}
