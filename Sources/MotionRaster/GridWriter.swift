import Foundation

/// A `CoverageAccumulator`'s storage as pointers while edges are added to it: the accumulation of one
/// edge at a time (see `CoverageAccumulator`), without an array's uniqueness check or bounds checks per
/// edge. Valid only inside `CoverageAccumulator.withGrid`.
struct GridWriter {
    let cells: UnsafeMutablePointer<Float>
    /// One bit per cell (tracking grids; nil or unused when `words` is 0).
    let touched: UnsafeMutablePointer<UInt64>?
    let width: Int, height: Int, stride: Int, words: Int
    /// Rows an edge wrote to since the last drain (tracking only).
    var touchedRows: Range<Int>

    /// The directed edge (x0, y0) → (x1, y1), clipped to the grid's columns: the part left of x = 0
    /// still covers the pixels to its right, so it becomes a vertical edge at x = 0; the part right of
    /// x = width covers nothing on the grid and is dropped.
    @inline(__always)
    mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let w = Double(width)
        if x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w { return rawLine(x0, y0, x1, y1) }
        clippedLine(x0, y0, x1, y1)
    }

    /// `line` for an edge reaching past x = 0 or x = width: split there (at most two splits, kept in
    /// order without an array: this runs for every edge of a shape reaching past the bitmap).
    private mutating func clippedLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let w = Double(width)
        var ta = 2.0, tb = 2.0  // the split points in 0…1 along the edge, ta ≤ tb; 2: none
        if (x0 < 0) != (x1 < 0) { ta = (0 - x0) / (x1 - x0) }
        if (x0 > w) != (x1 > w) {
            let t = (w - x0) / (x1 - x0)
            if t < ta { tb = ta; ta = t } else { tb = t }
        }
        ta = min(ta, 1); tb = min(tb, 1)
        piece(x0, y0, x1, y1, 0, ta)
        piece(x0, y0, x1, y1, ta, tb)
        piece(x0, y0, x1, y1, tb, 1)
    }

    /// The part t0…t1 of the edge, lying wholly left of the grid, on it, or right of it.
    @inline(__always)
    private mutating func piece(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ t0: Double, _ t1: Double) {
        guard t1 > t0 else { return }
        let w = Double(width)
        let ya = y0 + (y1 - y0) * t0, yb = y0 + (y1 - y0) * t1
        let xm = x0 + (x1 - x0) * (t0 + t1) / 2
        if xm >= w { return }
        if xm <= 0 { return rawLine(0, ya, 0, yb) }
        let xa = min(max(x0 + (x1 - x0) * t0, 0), w), xb = min(max(x0 + (x1 - x0) * t1, 0), w)
        rawLine(xa, ya, xb, yb)
    }

    /// ⌊v⌋ for 0 ≤ v < 2⁵³ (truncation is the floor there; `rounded(.down)` is a library call on
    /// x86-64's baseline).
    @inline(__always) private static func floor(_ v: Double) -> Int { Int(v) }
    /// ⌈v⌉ for 0 ≤ v < 2⁵³.
    @inline(__always) private static func ceil(_ v: Double) -> Int { let t = Int(v); return Double(t) < v ? t &+ 1 : t }

    /// Cells a…b (inclusive) of row y: touched.
    @inline(__always)
    private func mark(_ y: Int, _ a: Int, _ b: Int) {
        let t = touched.unsafelyUnwrapped
        let base = y &* words
        if a >> 6 == b >> 6 {
            // Within one word (most row steps: one or two cells).
            let n = UInt64(truncatingIfNeeded: b &- a &+ 1)
            let bits: UInt64 = n == 64 ? ~0 : ((1 &<< n) &- 1) &<< UInt64(truncatingIfNeeded: a & 63)
            t[base &+ a >> 6] |= bits
            return
        }
        var i = a
        while i <= b {
            let w = i >> 6, bit = i & 63
            let n = min(64 &- bit, b &- i &+ 1)
            let bits: UInt64 = n == 64 ? ~0 : ((1 << UInt64(n)) &- 1) << UInt64(bit)
            t[base &+ w] |= bits
            i &+= n
        }
    }

    /// Adds to `cells[0…2]` the row step of an edge crossing the row between a and b, relative to the first
    /// cell's pixel (0 ≤ a < 1, a ≤ b ≤ 2), `d` its height in the row times its direction. Cell p gets
    /// C(p) − C(p − 1) (C(−1) = 0), C(p) = d · A(p), A(p) the area of pixel p right of the edge, so a row's
    /// running sum is each pixel's exact covered area, as `rawLine`'s one- and many-pixel formulas give it:
    /// with h = min(b, 1) and i = 1 / (2(b − a)) (0 for a vertical edge, where the terms it scales are 0),
    /// A(0) = (h − a)² · i + (1 − h) (the slope's part in pixel 0 plus the rest right of it) and
    /// A(1) = 1 − (b − h)² · i (all of pixel 1 but the triangle left of the edge's lower end); A(2) = 1.
    /// For b ≤ 1 this is the one-pixel formula (A(0) = 1 − (a + b)/2, A(1) exactly 1, cell 2 gets exactly
    /// 0); for b > 1 the two-pixel one (a triangle, then the rest).
    ///
    /// Why: `rawLine` chose the one-pixel or the many-pixel formula per row step, and which one a step
    /// takes is data (an edge less steep than 45° crosses into the next pixel on some rows and not on
    /// others): the mispredicted branch was a seventh of the time spent adding edges. Here the choice is
    /// ≤ 2 pixels or more, which an edge steeper than about 63° (|dx/dy| < 1) never changes. Same
    /// instructions a frame, 7–9 % less time (bench draw's frame, byte-identical).
    @inline(__always)
    private static func twoPixelStep(_ cells: UnsafeMutablePointer<Float>, _ a: Float, _ b: Float, _ d: Float) {
        let w = b - a
        let i: Float = w > 0 ? 0.5 / w : 0
        let h = Swift.min(b, 1)
        let t0 = h - a, t1 = b - h
        let c0 = d * (t0 * t0 * i + (1 - h)), c1 = d * (1 - t1 * t1 * i)
        cells[0] += c0
        cells[1] += c1 - c0
        cells[2] += d - c1
    }

    /// An edge with 0 ≤ x ≤ width; rows outside the grid are skipped.
    @inline(__always)
    private mutating func rawLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        if ay == by { return }
        // The edge top to bottom and its direction's sign bit, chosen by masks: edges alternate direction
        // (a stroke's two sides), so a branch here was mispredicted on about every other edge, and a
        // multiply by ±1 became a branch per row step.
        let down: UInt64 = ay < by ? ~0 : 0
        @inline(__always) func pick(_ a: Double, _ b: Double) -> Double {
            Double(bitPattern: (a.bitPattern & down) | (b.bitPattern & ~down))
        }
        let x0 = pick(ax, bx), y0 = pick(ay, by), x1 = pick(bx, ax), y1 = pick(by, ay)
        let sign = UInt32(truncatingIfNeeded: ~down) & 0x8000_0000
        let dxdy = (x1 - x0) / (y1 - y0)
        let w = Double(width)
        var x = x0
        if y0 < 0 { x = min(max(x - y0 * dxdy, 0), w) }
        // Rows on the grid only (clamped in Double first: far-off geometry must not overflow Int).
        let yStart = Self.floor(min(max(y0, 0), Double(height)))
        let yEnd = Self.ceil(min(max(y1, 0), Double(height)))
        guard yStart < yEnd else { return }
        let tracking = words > 0
        if tracking {
            touchedRows = touchedRows.isEmpty ? yStart..<yEnd : min(touchedRows.lowerBound, yStart)..<max(touchedRows.upperBound, yEnd)
        }
        let cells = self.cells
        for y in yStart..<yEnd {
            let row = y &* stride
            // min and max written as selects: Swift's `max` (y >= x ? y : x) is not x86's maxsd, so it
            // became a compare and three mask operations; these are one instruction each.
            let top = Double(y), bottom = top + 1
            let dy = (y1 < bottom ? y1 : bottom) - (y0 > top ? y0 : top)
            // Clamped: rounding in x − y0·dxdy must not step off the row's cells.
            let xs = x + dxdy * dy
            let xp = xs > 0 ? xs : 0
            let xnext = xp < w ? xp : w
            let d = Float(bitPattern: Float(dy).bitPattern ^ sign)
            let (xa, xb) = x < xnext ? (x, xnext) : (xnext, x)
            let xai = Self.floor(xa)
            let xaFloor = Double(xai)
            if xb - xaFloor <= 2 {
                // Within two pixels of ⌊xa⌋ (nearly every row step of a stroke or a curve): one formula
                // for one pixel and for two, branch free (see `twoPixelStep`).
                Self.twoPixelStep(cells + (row &+ xai), Float(xa - xaFloor), Float(xb - xaFloor), d)
                if tracking { mark(y, xai, xai &+ (xb - xaFloor > 1 ? 2 : 1)) }
                x = xnext
                continue
            }
            let xbi = Self.ceil(xb)
            if xbi <= xai &+ 1 {
                // Within one pixel: the area right of the edge's mid-x.
                let xmf = Float(0.5 * (x + xnext) - xaFloor)
                cells[row &+ xai] += d - d * xmf
                cells[row &+ xai &+ 1] += d * xmf
                if tracking { mark(y, xai, xai &+ 1) }
            } else {
                // Across several pixels: a triangle in the first, trapezoids in between, the
                // remainder in the last.
                let s = Float(1 / (xb - xa))
                let x0f = Float(xa - xaFloor)
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = Float(xb - Double(xbi) + 1)
                let am = 0.5 * s * x1f * x1f
                cells[row &+ xai] += d * a0
                if xbi == xai &+ 2 {
                    cells[row &+ xai &+ 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    cells[row &+ xai &+ 1] += d * (a1 - a0)
                    for xi in (xai &+ 2)..<(xbi &- 1) { cells[row &+ xi] += d * s }
                    let a2 = a1 + Float(xbi &- xai &- 3) * s
                    cells[row &+ xbi &- 1] += d * (1 - a2 - am)
                }
                cells[row &+ xbi] += d * am
                if tracking { mark(y, xai, xbi) }
            }
            x = xnext
        }
    }
}
