import Foundation
import CMotionRaster

/// Which points a filled outline covers.
package enum WindingRule {
    case nonZero, evenOdd
}

/// Exact-area anti-aliased scanline rasterisation by signed-area accumulation (the technique of
/// font rasterisers such as font-rs and stb_truetype's v2 rasteriser).
///
/// Each edge adds, to the cells of the rows it crosses, the signed area it sweeps to its right
/// within each pixel; a running sum along a row then gives, per pixel, the exact signed area of
/// the pixel covered by the outline (the winding number for pixels wholly inside). The nonzero
/// rule takes min(1, |sum|); even-odd folds the sum to 0…1 with period 2. Coverage is exact for
/// every pixel crossed by one edge at a time, so the coverage summed over an image equals the
/// outline's area (up to float rounding).
package struct CoverageAccumulator {
    package private(set) var width: Int
    package private(set) var height: Int
    /// Cells, `stride` per row: one spare column for edges on the right border, one for the
    /// last pixel's carry, and one more for the two-pixel row step (CMotionRaster) from the border (it writes
    /// three cells, the last 0 there); then `groupRoom` never written, always 0, so a group of eight cells
    /// read from any written cell stays in its row (CMotionBlend's drain blends whole groups).
    /// A row's running sum up to pixel x is that pixel's signed coverage.
    package private(set) var cells: [Float]
    package private(set) var stride: Int
    /// Spare cells after the three written ones at the end of a row (see `cells`).
    package static let groupRoom = 7

    /// With `tracksTouchedCells`: one bit per cell, set where an edge wrote, so `drainSpans` visits only
    /// those (a thin stroke across a large grid costs its edges, not the grid's area) and the grid can
    /// be reused; empty otherwise. `wordsPerRow` words a row and one spare word at the end.
    package private(set) var touched: [UInt64] = []
    private var wordsPerRow: Int
    /// Rows an edge wrote to since the last drain (tracking only).
    private var touchedRows = 0..<0

    /// Tracking grids: each row's written cells as two extents (four values a row: the first and last
    /// cell written by row steps starting left of column `width / 2`, then by those starting at or right
    /// of it; first > last: none, as every drain leaves them: `Int32.max`, −1), kept whether or not
    /// cells are marked. The left extent may reach past the middle; the right one starts at or after it.
    package private(set) var rowExtents: [Int32] = []

    /// Whether adding edges sets the touched bits (tracking grids; true unless changed). A drain that
    /// walks rows by their extents (`drainInPlace`'s callers) needs no bits, and marking a row step's
    /// cells costs more than the extent's two compares; set false only while drained, and the bits stay
    /// clear. `drainSpans` and `drainSegments` work either way (unmarked rows are marked from their
    /// extents first).
    package var marksCells = true {
        didSet {
            guard marksCells != oldValue, !touchedRows.isEmpty else { return }
            if marksCells { markFromExtents(touchedRows) } else { clearBits(touchedRows) }
        }
    }

    /// A tracking grid with nothing added since its last drain: every cell 0, every bit clear (what a
    /// drain leaves), so it can serve another shape of its size.
    package var isDrained: Bool { wordsPerRow > 0 && touchedRows.isEmpty }

    /// Makes this drained tracking grid a `width × height` one over the same storage (grown when too
    /// small): every cell is 0 and every bit clear, so any layout of them is an empty grid. A context
    /// rasterises each shape in a grid the size of the shape's box, so the cells a shape touches lie
    /// close together and stay in the cache from one shape to the next (on a grid the bitmap's size a
    /// thin arc's every row was a cache miss). Returns false, changing nothing, when not drained.
    @discardableResult
    package mutating func reshape(width: Int, height: Int) -> Bool {
        guard isDrained, width > 0, height > 0 else { return false }
        if width == self.width && height == self.height { return true }
        self.width = width
        self.height = height
        stride = width + 3 + CoverageAccumulator.groupRoom
        wordsPerRow = (stride + 63) / 64
        if cells.count < stride * height { cells = [Float](repeating: 0, count: stride * height) }
        if touched.count < wordsPerRow * height + 1 { touched = [UInt64](repeating: 0, count: wordsPerRow * height + 1) }
        if rowExtents.count < 4 * height { rowExtents = CoverageAccumulator.emptyExtents(rows: height) }
        return true
    }

    package init(width: Int, height: Int, tracksTouchedCells: Bool = false) {
        precondition(width > 0 && height > 0, "CoverageAccumulator: empty \(width)×\(height)")
        self.width = width
        self.height = height
        stride = width + 3 + CoverageAccumulator.groupRoom
        cells = [Float](repeating: 0, count: stride * height)
        wordsPerRow = tracksTouchedCells ? (stride + 63) / 64 : 0
        // One spare word after the last row: CMotionRaster marks a row step's cells with one unaligned OR.
        if tracksTouchedCells {
            touched = [UInt64](repeating: 0, count: wordsPerRow * height + 1)
            rowExtents = CoverageAccumulator.emptyExtents(rows: height)
        }
    }

    /// `rows` rows' extents with nothing written.
    private static func emptyExtents(rows: Int) -> [Int32] {
        var e = [Int32](repeating: -1, count: 4 * rows)
        for i in Swift.stride(from: 0, to: 4 * rows, by: 2) { e[i] = .max }
        return e
    }

    /// Sets the touched bits of every cell inside `rows`' extents (a superset of the cells written:
    /// drains then visit cells that may hold exactly 0, which changes no coverage), so the bit drains
    /// can follow adds made without marking.
    private mutating func markFromExtents(_ rows: Range<Int>) {
        let words = wordsPerRow
        guard words > 0 else { return }
        touched.withUnsafeMutableBufferPointer { touched in
            rowExtents.withUnsafeBufferPointer { extents in
                for y in rows {
                    for half in 0..<2 {
                        let lo = Int(extents[4 * y + 2 * half]), hi = Int(extents[4 * y + 2 * half + 1])
                        guard lo <= hi else { continue }
                        for x in lo...hi { touched[y * words + x >> 6] |= 1 << UInt64(x & 63) }
                    }
                }
            }
        }
    }

    /// Clears `rows`' touched bits.
    private mutating func clearBits(_ rows: Range<Int>) {
        let words = wordsPerRow
        guard words > 0, !rows.isEmpty else { return }
        touched.withUnsafeMutableBufferPointer { touched in
            (touched.baseAddress.unsafelyUnwrapped + rows.lowerBound * words).update(repeating: 0, count: rows.count * words)
        }
    }

    /// Forgets `rows`' extents (what a drain does to the rows it drained).
    private mutating func clearExtents(_ rows: Range<Int>) {
        rowExtents.withUnsafeMutableBufferPointer { e in
            for i in Swift.stride(from: 4 * rows.lowerBound, to: 4 * rows.upperBound, by: 2) { e[i] = .max; e[i + 1] = -1 }
        }
    }

    /// Untouched pixels between two touched ones, up to this many, are handed over inside the touched
    /// pixels' run (their coverage repeated) instead of as a run of their own: a thin stroke's row is then
    /// one run instead of three (edge, inside, edge), and a run costs more to hand over and paint than a
    /// few pixels do.
    package static let mergedGap = 32

    /// Walks every row an edge touched since the last drain, in order, handing `body` runs of pixels
    /// (y, x0..<x1) under `rule`: each stretch of touched pixels as one run with a coverage per pixel
    /// (`coverage[x − x0]`, 0 where a pixel ends up uncovered; a stretch of up to `mergedGap` untouched
    /// pixels between touched ones is part of it), and each longer untouched stretch between two touched
    /// ones as one run of the running sum's coverage (`coverage` nil, `constant` > 0; inside a fill: 1).
    /// Leaves the grid empty for the next shape. Tracking grids only.
    ///
    /// `bands` > 1 splits the rows into that many bands drained at once on the system's worker threads
    /// (rows are independent); `body` then runs concurrently for different bands (its first argument)
    /// and must only touch what belongs to its rows (a band's coverage buffer is its own; `body` may
    /// change it).
    ///
    /// `scratch`: `width` floats for the coverage runs of one band (a caller painting many shapes in
    /// turn passes its own, sparing an allocation per shape); nil: allocated here.
    package mutating func drainSpans(_ rule: WindingRule, bands: Int = 1, scratch: UnsafeMutablePointer<Float>? = nil,
                                     _ body: (_ band: Int, _ y: Int, _ x0: Int, _ x1: Int,
                                              _ coverage: UnsafeMutablePointer<Float>?, _ constant: Float) -> Void) {
        let rows = touchedRows
        guard !rows.isEmpty else { return }
        if !marksCells { markFromExtents(rows) }
        clearExtents(rows)
        touchedRows = 0..<0
        let words = wordsPerRow, stride = self.stride, width = self.width
        let n = max(1, min(bands, rows.count))
        let owned = n > 1 || scratch == nil
        let buffers = owned ? UnsafeMutablePointer<Float>.allocate(capacity: width * n) : scratch.unsafelyUnwrapped
        defer { if owned { buffers.deallocate() } }
        touched.withUnsafeMutableBufferPointer { touched in
            cells.withUnsafeMutableBufferPointer { cells in
                func drain(_ band: Int) {
                    let lo = rows.lowerBound + rows.count * band / n, hi = rows.lowerBound + rows.count * (band + 1) / n
                    let buffer = buffers + band * width
                    for y in lo..<hi {
                        var acc: Float = 0
                        var previous = -1
                        // The touched pixels not yet handed over: runStart..<runEnd (empty: none).
                        var runStart = 0, runEnd = 0
                        let row = y * stride, wordBase = y * words
                        for w in 0..<words {
                            var bits = touched[wordBase + w]
                            if bits == 0 { continue }
                            touched[wordBase + w] = 0
                            while bits != 0 {
                                let i = w * 64 + bits.trailingZeroBitCount
                                bits &= bits - 1
                                if previous >= 0 && i > previous + 1 {
                                    let c = CoverageAccumulator.fold(acc, rule)
                                    let gapEnd = min(i, width)
                                    if runEnd > runStart && i < width && gapEnd - (previous + 1) <= CoverageAccumulator.mergedGap {
                                        // A short untouched stretch between touched pixels joins the run.
                                        let v = c > 1e-6 ? c : 0
                                        for x in (previous + 1)..<gapEnd { buffer[x] = v }
                                        runEnd = gapEnd
                                    } else {
                                        if runEnd > runStart {
                                            body(band, y, runStart, runEnd, buffer + runStart, 0)
                                            runStart = runEnd
                                        }
                                        if c > 1e-6 { body(band, y, previous + 1, gapEnd, nil, c) }
                                    }
                                }
                                acc += cells[row + i]
                                cells[row + i] = 0
                                if i < width {
                                    let c = CoverageAccumulator.fold(acc, rule)
                                    if runEnd == runStart { runStart = i; runEnd = i }
                                    buffer[i] = c > 1e-6 ? c : 0
                                    runEnd = i + 1
                                }
                                previous = i
                            }
                        }
                        if runEnd > runStart { body(band, y, runStart, runEnd, buffer + runStart, 0) }
                        // A shape whose right edge lies past the grid (dropped by `line`) covers the
                        // rest of the row: the running sum is still inside it.
                        if previous >= 0 && previous + 1 < width {
                            let c = CoverageAccumulator.fold(acc, rule)
                            if c > 1e-6 { body(band, y, previous + 1, width, nil, c) }
                        }
                    }
                }
                if n == 1 { drain(0) } else { DispatchQueue.concurrentPerform(iterations: n, execute: drain) }
            }
        }
    }

    /// `drainSpans` for a caller that reads the cells itself: walks every row an edge touched since the
    /// last drain, in order, handing `segment` each stretch of touched pixels (y, x0..<x1, x1 ≤ width;
    /// stretches of up to `mergedGap` untouched pixels between touched ones are part of it) with the row's
    /// cells and the running sum before x0. `segment` must add cells x0..<x1 to the sum in order (one at a
    /// time: the sums, so the coverage, are then `drainSpans`'), set them to 0 and return the sum; pixel x's
    /// coverage is `fold` of the sum up to and including cell x. Longer untouched stretches between touched
    /// ones, and the rest of a row right of its last touched cell, go to `constant` as `drainSpans` hands
    /// them over (coverage > 1e-6 only). Cells past the last pixel are emptied here. Leaves the grid empty.
    ///
    /// Why: `drainSpans` visits every touched cell alone (its bit, the gap test, its coverage stored in a
    /// buffer for the painter to read back); a painter reading stretches of cells can sum, fold and blend
    /// four pixels at a time as it goes.
    package mutating func drainSegments(_ rule: WindingRule,
                                        segment: (_ y: Int, _ x0: Int, _ x1: Int, _ cells: UnsafeMutablePointer<Float>,
                                                  _ sum: Float) -> Float,
                                        constant: (_ y: Int, _ x0: Int, _ x1: Int, _ c: Float) -> Void) {
        let rows = touchedRows
        guard !rows.isEmpty else { return }
        if !marksCells { markFromExtents(rows) }
        clearExtents(rows)
        touchedRows = 0..<0
        let words = wordsPerRow, stride = self.stride, width = self.width
        touched.withUnsafeMutableBufferPointer { touched in
            cells.withUnsafeMutableBufferPointer { cells in
                let base = cells.baseAddress.unsafelyUnwrapped
                for y in rows {
                    let row = base + y &* stride, wordBase = y &* words
                    var acc: Float = 0
                    // The segment being gathered (segStart < 0: none) and the last touched cell.
                    var segStart = -1, segEnd = -1, last = -1
                    for w in 0..<words {
                        var bits = touched[wordBase &+ w]
                        if bits == 0 { continue }
                        touched[wordBase &+ w] = 0
                        while bits != 0 {
                            // The next stretch of set bits: s..<e.
                            let low = bits.trailingZeroBitCount
                            let ones = (~(bits >> UInt64(low))).trailingZeroBitCount
                            bits = low &+ ones >= 64 ? 0 : bits & ~((1 &<< UInt64(low &+ ones)) &- 1)
                            let s = w &* 64 &+ low, e = s &+ ones
                            last = e &- 1
                            if s >= width {
                                // Only the spare columns: the pixels from the segment to the border are
                                // inside by the running sum so far.
                                if segStart >= 0 {
                                    acc = segment(y, segStart, segEnd, row, acc)
                                    let c = CoverageAccumulator.fold(acc, rule)
                                    if c > 1e-6 && segEnd < width { constant(y, segEnd, width, c) }
                                    segStart = -1
                                }
                                for x in s..<e { row[x] = 0 }
                                continue
                            }
                            let end = min(e, width)
                            if e > width { for x in width..<e { row[x] = 0 } }
                            if segStart < 0 {
                                segStart = s
                            } else if s - segEnd > CoverageAccumulator.mergedGap {
                                acc = segment(y, segStart, segEnd, row, acc)
                                let c = CoverageAccumulator.fold(acc, rule)
                                if c > 1e-6 { constant(y, segEnd, s, c) }
                                segStart = s
                            }
                            segEnd = end
                        }
                    }
                    if segStart >= 0 { acc = segment(y, segStart, segEnd, row, acc) }
                    // A shape whose right edge lies past the grid covers the rest of the row (see drainSpans).
                    if last >= 0 && last + 1 < width {
                        let c = CoverageAccumulator.fold(acc, rule)
                        if c > 1e-6 { constant(y, last + 1, width, c) }
                    }
                }
            }
        }
    }

    /// The touched rows' storage lent to a drain done elsewhere (a C kernel draining and painting in
    /// one pass): `body` gets the cells (`stride` a row), the rows' extents (`rowExtents`' layout),
    /// `width` and the rows edges wrote to since the last drain, and must leave every cell of those rows
    /// 0 and their extents empty (`Int32.max`, −1). The touched bits, when marked, are cleared here.
    /// Tracking grids only; the grid is then empty for the next shape.
    package mutating func drainInPlace(_ body: (_ cells: UnsafeMutablePointer<Float>, _ extents: UnsafeMutablePointer<Int32>,
                                                _ width: Int, _ stride: Int, _ rows: Range<Int>) -> Void) {
        let rows = touchedRows
        touchedRows = 0..<0
        guard !rows.isEmpty, wordsPerRow > 0 else { return }
        if marksCells { clearBits(rows) }
        let width = self.width, stride = self.stride
        rowExtents.withUnsafeMutableBufferPointer { extents in
            cells.withUnsafeMutableBufferPointer { cells in
                body(cells.baseAddress.unsafelyUnwrapped, extents.baseAddress.unsafelyUnwrapped, width, stride, rows)
            }
        }
    }

    /// Adds every edge of `edges`, shifted by −origin (raster space → this grid). Edges wholly above or
    /// below the grid's rows are skipped (they cover none of its cells): a grid of a band of rows reads
    /// a whole shape's edges.
    package mutating func add(_ edges: EdgeList, origin: Vec2 = .zero) {
        edges.coords.withUnsafeBufferPointer { add(coords: $0, origin: origin) }
    }

    /// Adds edges given as x0, y0, x1, y1 quadruples, shifted by −origin, as `add` does.
    package mutating func add(coords c: UnsafeBufferPointer<Double>, origin: Vec2 = .zero) {
        guard let base = c.baseAddress, c.count >= 4 else { return }
        withGrid { cmotionraster_add(&$0, base, c.count / 4, origin.x, origin.y) }
    }

    /// Adds the directed edge (x0, y0) → (x1, y1), clipped to the grid's columns: the part left of
    /// x = 0 still covers the pixels to its right, so it becomes a vertical edge at x = 0; the part
    /// right of x = width covers nothing on the grid and is dropped.
    package mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        withGrid { cmotionraster_line(&$0, x0, y0, x1, y1) }
    }

    /// Runs `body` with the grid's storage as C's view of it (`CMotionRaster` adds the edges: the
    /// hot path of every shape; one uniqueness check for all the edges it adds), then records the rows
    /// it touched.
    private mutating func withGrid(_ body: (inout cmotionraster_grid) -> Void) {
        let width = self.width, height = self.height, stride = self.stride, words = wordsPerRow
        let rows = touchedRows
        var lo = rows.lowerBound, hi = rows.upperBound
        let marks = marksCells
        touched.withUnsafeMutableBufferPointer { touched in
            rowExtents.withUnsafeMutableBufferPointer { extents in
                cells.withUnsafeMutableBufferPointer { cells in
                    var grid = cmotionraster_grid(cells: cells.baseAddress, touched: words > 0 && marks ? touched.baseAddress : nil,
                                                  extents: words > 0 ? extents.baseAddress : nil,
                                                  width: width, height: height, stride: stride, words: words,
                                                  rows_lo: lo, rows_hi: hi)
                    body(&grid)
                    lo = grid.rows_lo
                    hi = grid.rows_hi
                }
            }
        }
        touchedRows = lo < hi ? lo..<hi : 0..<0
    }

    /// Coverage 0…1 of a pixel whose running sum is `acc`, under `rule`.
    @inline(__always)
    package static func fold(_ acc: Float, _ rule: WindingRule) -> Float {
        let a = abs(acc)
        switch rule {
        case .nonZero:
            return min(a, 1)
        case .evenOdd:
            // a mod 2 (truncation is floor for a ≥ 0; windings beyond 2·10⁶ are not told apart).
            let m = a - 2 * Float(Int(min(a * 0.5, 1e6)))
            return m > 1 ? 2 - m : m
        }
    }

    /// Per-pixel coverage 0…1, rows top to bottom, `width × height` values.
    package func coverage(_ rule: WindingRule) -> [Float] {
        var out = [Float](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { cells in
                for y in 0..<height {
                    var acc: Float = 0
                    let row = y * stride, o = y * width
                    for x in 0..<width {
                        acc += cells[row + x]
                        out[o + x] = CoverageAccumulator.fold(acc, rule)
                    }
                }
            }
        }
        return out
    }
}
