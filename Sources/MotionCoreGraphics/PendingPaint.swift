import Foundation
import MotionGeometry
import MotionRaster
import CMotionBlend

/// Drawing calls recorded but not yet rasterised or painted: each call's coverage source (a rect, dense
/// coverage, or edges with a rule) and how it paints. A context paints them all at once, band of rows by
/// band of rows, the first time anything reads its pixels or what was drawn (`CGContext.pixels`,
/// `hasDrawn`, `takeDamage()`).
///
/// Why: painting call by call walks the whole bitmap once per call (a full @2x screen is 2.9 MB, more
/// than a core's L2), and a thin stroke's every row is then a cache miss on the destination — most of a
/// frame's painting time. Band by band, every call is rasterised into a grid of the band's rows and its
/// runs land in pixels the previous calls just left in the cache; bands are independent, so they are
/// rasterised and painted on the frame's two workers at once. Each pixel still sees the same calls in
/// the same order with the same arithmetic (an edge's part in a band is the same part of the same line),
/// so the pixels are those of painting at once (to float rounding of where an edge enters a band).
final class PendingPaint {
    enum Source {
        /// All of a rect (within `limit`).
        case rect(PixelRect)
        /// Per pixel.
        case dense(Coverage)
        /// The inside of edges by a rule; `box`: the pixels the edges reach, within the bitmap.
        case edges(EdgeList, WindingRule, box: PixelRect)
        /// The inside of edges made when painted (a fill's or stroke's outline), by a rule; `size`: the
        /// path's elements.
        case outline(() -> EdgeList, WindingRule, size: Int)
    }

    /// One deferred drawing call: its painter, source, the drawable rect
    /// and antialiasing at the time of the call.
    struct Call {
        var painter: SpanPainter
        var source: Source
        var limit: PixelRect
        var antialias: Bool
    }

    private var calls: [Call] = []
    /// Pixels the pending calls may paint (for choosing one band or many) and edges they hold.
    private var pixelCount = 0, edgeCount = 0
    /// Calls whose outline is still to be made, their paths' elements, and the values of dense coverage.
    private var outlineCount = 0, outlineSize = 0, denseValues = 0

    /// Rows per band, at most (painted on workers, a bitmap's bands are made as many as a whole number per
    /// worker, as tall as each other): 128 rows of a 640-pixel bitmap are 320 KB, inside a core's L2 (1 MB here) with a
    /// call's band-high coverage grid (at most as much again) beside them. Every call costs something
    /// per band it reaches (an edge crossing a band's border is set up once in each band; each band
    /// re-reads the call's edges and drains its own grid), so fewer, taller bands are cheaper as long as
    /// they stay in the cache and a full-screen bitmap still has several for the two workers: bench
    /// draw's 640×1136 frame (9 bands) took 6 % less time on one core and on two than with 32 rows
    /// (64: −3 %; 96: −5 %).
    static let bandRows = 128
    /// The system's workers (read once: on Linux the count comes from the cgroup's files, two file reads
    /// a call).
    static let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Pending edges beyond which the calls are painted before more are recorded (bounds the memory a
    /// long drawing holds: 1 M edges, 32 MB).
    static let maxPendingEdges = 1 << 20

    var isEmpty: Bool { calls.isEmpty }
    /// Calls pending.
    var count: Int { calls.count }
    /// Outlines still to be made beyond which the calls are painted before more are recorded (their
    /// edges are all made, and held, before the first band is painted).
    static let maxPendingOutlines = 4096

    /// Path elements of pending outlines, and dense coverage values (4 M, 16 MB: a shadowed call's), beyond
    /// which the calls are painted before more are recorded. An outline's edges grow with its path's
    /// elements, so the outlines made at once are bounded like one call's path of that many elements.
    static let maxPendingOutlineSize = 1 << 16
    static let maxPendingDenseValues = 1 << 22

    var isFull: Bool {
        edgeCount >= Self.maxPendingEdges || outlineCount >= Self.maxPendingOutlines || outlineSize >= Self.maxPendingOutlineSize
            || denseValues >= Self.maxPendingDenseValues || calls.count >= 1 << 20
    }

    func add(_ call: Call) {
        switch call.source {
        case .rect(let r): pixelCount += r.width * r.height
        case .dense(let c): pixelCount += c.rect.width * c.rect.height; denseValues += c.values.count
        case .edges(let e, _, let box): pixelCount += box.width * box.height; edgeCount += e.count
        case .outline(_, _, let size): outlineCount += 1; outlineSize += size
        }
        calls.append(call)
    }

    /// Forgets every pending call unpainted.
    func discard() {
        calls.removeAll(keepingCapacity: true)
        pixelCount = 0
        edgeCount = 0
        outlineCount = 0
        outlineSize = 0
        denseValues = 0
    }

    /// Rasterises and paints every pending call into `pixels` (`width` × `height` RGBA) in order, band
    /// by band (bands on the system's workers at once when there is enough to paint), forgets them and
    /// returns the pixels painted and whether every pixel of the bitmap is opaque afterwards (each band
    /// is checked once painted, while it is in the cache). `clearing`: the pixels are not yet
    /// initialised: each band's rows are set to 0 (transparent) before its first call.
    func paint(into pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, parallelPixels: Int,
               clearing: Bool = false) -> (painted: PixelRect, opaque: Bool) {
        defer { discard() }
        guard !calls.isEmpty, width > 0, height > 0 else {
            if clearing, let base = pixels.baseAddress { base.initialize(repeating: 0, count: pixels.count) }
            return (.empty, false)
        }
        makeOutlines(bitmap: PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        var bands = (height + Self.bandRows - 1) / Self.bandRows
        let parallel = pixelCount >= parallelPixels && bands > 1
        if parallel {
            // A whole number of bands per worker, as tall as each other: the workers take bands as they
            // finish them, and with 9 bands on 2 workers one painted 5 while the other, done with 4, waited.
            let workers = Self.workers
            bands = (bands + workers - 1) / workers * workers
        }
        let bandRows = (height + bands - 1) / bands
        bands = (height + bandRows - 1) / bandRows  // no empty band at the end
        var painted = [PixelRect](repeating: .empty, count: bands)
        var opaque = [Bool](repeating: false, count: bands)
        // Each call's rows (so a band skips the calls that miss it without touching them) and the pixels
        // it paints into.
        var rows = [Range<Int>](repeating: 0..<0, count: calls.count)
        for i in calls.indices {
            let r: PixelRect
            switch calls[i].source {
            case .rect(let rect): r = rect
            case .dense(let cov): r = cov.rect
            case .edges(_, _, let box): r = box
            case .outline: r = .empty
            }
            let lo = max(r.y0, calls[i].limit.y0), hi = min(r.y1, calls[i].limit.y1)
            rows[i] = lo < hi ? lo..<hi : 0..<0
        }
        let bytes = pixels.baseAddress.unsafelyUnwrapped
        calls.withUnsafeBufferPointer { calls in
        rows.withUnsafeBufferPointer { rows in
        painted.withUnsafeMutableBufferPointer { painted in
        opaque.withUnsafeMutableBufferPointer { opaque in
            func band(_ b: Int) {
                let y0 = b * bandRows, y1 = min(height, y0 + bandRows)
                let overwritten = Self.overwrites(calls, rows, rows: y0..<y1, width: width)
                if clearing && !overwritten {
                    (bytes + y0 * width * 4).initialize(repeating: 0, count: (y1 - y0) * width * 4)
                }
                defer {
                    opaque[b] = overwritten && Self.staysOpaqueAfterFirst(calls, rows, rows: y0..<y1)
                        || Self.isOpaque(bytes + y0 * width * 4, pixels: (y1 - y0) * width)
                }
                let row = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width)
                defer { row.deallocate() }
                // Coverage runs of every call's grid in this band (a grid is at most the bitmap's width).
                let coverageRow = UnsafeMutablePointer<Float>.allocate(capacity: width)
                defer { coverageRow.deallocate() }
                var grid: CoverageAccumulator?
                defer { if let grid { CoverageGridPool.giveBack(grid) } }
                // What this band painted (a pointer: a variable the closures below captured would be
                // checked for exclusive access at run time on every run).
                let area = UnsafeMutablePointer<PixelRect>.allocate(capacity: 1)
                area.initialize(to: .empty)
                defer { area.deallocate() }
                let base = calls.baseAddress.unsafelyUnwrapped
                for i in 0..<calls.count {
                    let lo = max(rows[i].lowerBound, y0), hi = min(rows[i].upperBound, y1)
                    guard lo < hi else { continue }
                    // Read in place (a copy of the call would retain its painter's and source's storage
                    // once per band).
                    let call = base + i
                    let limit = call.pointee.limit
                    let aa = call.pointee.antialias
                    @inline(__always) func run(_ y: Int, _ x0: Int, _ x1: Int, _ c: Float) {
                        guard y >= lo, y < hi else { return }
                        let a = max(x0, limit.x0), b = min(x1, limit.x1)
                        guard a < b else { return }
                        let k = aa ? c : (c >= 0.5 ? 1 : 0)
                        guard k > 0 else { return }
                        call.pointee.painter.paint(y, a, b, k, row: row, into: bytes)
                        area.pointee = area.pointee.union(PixelRect(x0: a, y0: y, x1: b, y1: y + 1))
                    }
                    /// A run with a coverage per pixel (`coverage[x − x0]`; this call may change them).
                    @inline(__always) func run(_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UnsafeMutablePointer<Float>) {
                        guard y >= lo, y < hi else { return }
                        var a = max(x0, limit.x0), b = min(x1, limit.x1)
                        let p = coverage - x0
                        if !aa { for x in a..<max(a, b) { p[x] = p[x] >= 0.5 ? 1 : 0 } }
                        // Only the covered pixels count as painted.
                        while a < b && p[a] <= 0 { a += 1 }
                        while b > a && p[b - 1] <= 0 { b -= 1 }
                        guard a < b else { return }
                        call.pointee.painter.paint(y, a, b, coverage: p + a, row: row, into: bytes)
                        area.pointee = area.pointee.union(PixelRect(x0: a, y0: y, x1: b, y1: y + 1))
                    }
                    switch call.pointee.source {
                    case .rect(let r):
                        // Whole pixels at full coverage, row by row (the painter looks at its shader once).
                        let ya = max(r.y0, lo), yb = max(min(r.y1, hi), ya)
                        let a = max(r.x0, limit.x0), b = min(r.x1, limit.x1)
                        guard ya < yb, a < b else { continue }
                        call.pointee.painter.paintRows(ya..<yb, a, b, row: row, into: bytes)
                        area.pointee = area.pointee.union(PixelRect(x0: a, y0: ya, x1: b, y1: yb))
                    case .dense(let cov):
                        let r = cov.rect
                        let ya = max(r.y0, lo), yb = min(r.y1, hi)
                        guard ya < yb else { continue }
                        cov.values.withUnsafeBufferPointer { values in
                            for y in ya..<yb {
                                let o = (y - r.y0) * r.width - r.x0
                                for x in r.x0..<r.x1 {
                                    let c = values[o + x]
                                    if c > 0 { run(y, x, x + 1, c) }
                                }
                            }
                        }
                    case .outline: continue  // made into edges before the bands
                    case .edges(let e, let rule, let box):
                        // The box's rows in this band, as a grid of their own: the edges' parts in them
                        // are rasterised exactly as in a grid of the whole box (rows are independent).
                        let ya = max(box.y0, y0), yb = min(box.y1, y1)
                        guard ya < yb, box.width > 0 else { continue }
                        if grid == nil { grid = CoverageGridPool.take(width: box.width, height: yb - ya) }
                        if !grid!.reshape(width: box.width, height: yb - ya) {
                            grid = CoverageAccumulator(width: box.width, height: yb - ya, tracksTouchedCells: true)
                        }
                        let ox = box.x0
                        let painter = call.pointee.painter
                        // The one-pass C drain walks rows by their extents: no touched bits to mark.
                        var drainsInC = false
                        if aa && painter.solidOver && SolidOverBlend.wide, case .nonZero = rule { drainsInC = true }
                        grid!.marksCells = !drainsInC
                        grid!.add(e, origin: Vec2(Double(ox), Double(ya)))
                        if aa && painter.solidOver {
                            if drainsInC {
                                // With AVX2 and the nonzero rule (strokes, most fills) the grid is drained and
                                // blended in one pass in C, row by row through the extents its edges wrote, in
                                // whole groups of eight pixels — the bytes of the loop below (to the rounding of
                                // a group's sums), without a Swift call per segment or a bit per cell.
                                Self.drainOver(&grid!, bytes: bytes, width: width, origin: (ox, ya), clip: limit,
                                               rows: lo..<hi, source: painter.solidWord, area: area)
                                continue
                            }
                            // A solid colour in source-over (strokes and fills): the cells are summed and
                            // blended four pixels at a time in one pass (the same bytes as the runs below).
                            let blend = SolidOverBlend(source: painter.solidWord)
                            let wide = SolidOverBlend.wide
                            // Pixels and cells from a segment's start that a whole group may read and
                            // write back unchanged: the bitmap's row and the grid's (its three spare cells).
                            let gridRow = grid!.stride
                            // The covered pixels' columns and rows (min x, max x + 1, min y, max y + 1),
                            // a union taken once per call rather than a rect's per segment.
                            let box = UnsafeMutablePointer<SIMD4<Int>>.allocate(capacity: 1)
                            box.initialize(to: SIMD4(Int.max, Int.min, Int.max, Int.min))
                            defer { box.deallocate() }
                            grid!.drainSegments(rule, segment: { y, x0, x1, cells, sum in
                                // (Wrapping arithmetic: every index here lies within the bitmap.)
                                let py = y &+ ya
                                let a = max(x0 &+ ox, limit.x0), b = min(x1 &+ ox, limit.x1)
                                guard py >= lo, py < hi, a < b else {
                                    var acc = sum
                                    for x in x0..<x1 { acc += cells[x]; cells[x] = 0 }
                                    return acc
                                }
                                var acc = sum
                                for x in x0..<(a &- ox) { acc += cells[x]; cells[x] = 0 }
                                var covered = (first: -1, last: -1)
                                let words = UnsafeMutableRawPointer(bytes + (py &* width &+ a) &* 4).assumingMemoryBound(to: UInt32.self)
                                let room = min(width &- a, gridRow &- (a &- ox))
                                acc = blend.paint(words, summing: cells + (a &- ox), count: b &- a, room: room, from: acc, rule: rule,
                                                  wide: wide, covered: &covered)
                                for x in (b &- ox)..<x1 { acc += cells[x]; cells[x] = 0 }
                                if covered.first >= 0 {
                                    let b = box.pointee
                                    box.pointee = SIMD4(min(b.x, a &+ covered.first), max(b.y, a &+ covered.last &+ 1),
                                                        min(b.z, py), max(b.w, py &+ 1))
                                }
                                return acc
                            }, constant: { y, x0, x1, c in run(y + ya, x0 + ox, x1 + ox, c) })
                            let b = box.pointee
                            if b.x < b.y { area.pointee = area.pointee.union(PixelRect(x0: b.x, y0: b.z, x1: b.y, y1: b.w)) }
                            continue
                        }
                        grid!.drainSpans(rule, scratch: coverageRow) { _, y, x0, x1, coverage, c in
                            if let coverage { run(y + ya, x0 + ox, x1 + ox, coverage) } else { run(y + ya, x0 + ox, x1 + ox, c) }
                        }
                    }
                }
                painted[b] = area.pointee
            }
            if parallel { DispatchQueue.concurrentPerform(iterations: bands, execute: band) } else { for b in 0..<bands { band(b) } }
        }
        }
        }
        }
        return (painted.reduce(PixelRect.empty) { $0.union($1) }, !opaque.contains(false))
    }

    /// `grid` drained and blended under the nonzero rule into `bytes` (a bitmap `width` pixels wide)
    /// by `CMotionBlend`'s one-pass kernel: cells at `origin` (pixel of cell 0, 0), pixels within `clip`
    /// and `rows` only (stretches of untouched cells inside the shape included); what it covered is
    /// added to `area`. AVX2 only (`SolidOverBlend.wide`).
    private static func drainOver(_ grid: inout CoverageAccumulator, bytes: UnsafeMutablePointer<UInt8>, width: Int,
                                  origin: (x: Int, y: Int), clip: PixelRect, rows: Range<Int>, source: UInt32,
                                  area: UnsafeMutablePointer<PixelRect>) {
        grid.drainInPlace { cells, extents, gridWidth, stride, touchedRows in
            var target = cmotionblend_target(
                pixels: UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self), width: width,
                origin_x: origin.x, origin_y: origin.y,
                clip_x0: clip.x0, clip_x1: clip.x1, clip_y0: rows.lowerBound, clip_y1: rows.upperBound,
                source: source,
                box: (Int.max, Int.min, Int.max, Int.min))
            cmotionblend_drain_over(cells, extents, gridWidth, stride, touchedRows.lowerBound, touchedRows.upperBound, &target)
            let b = target.box
            if b.0 < b.1 { area.pointee = area.pointee.union(PixelRect(x0: b.0, y0: b.2, x1: b.1, y1: b.3)) }
        }
    }

    /// Whether the first of `calls` that reaches `band` (rows of a `width`-pixel bitmap; `rows`: each
    /// call's) replaces every pixel of the band whatever it held: an opaque paint over a rect covering the
    /// band's rows (a background: an opaque colour, or a linear gradient with every pixel inside it).
    /// Then a band of new pixels need not be cleared first.
    static func overwrites(_ calls: UnsafeBufferPointer<Call>, _ rows: UnsafeBufferPointer<Range<Int>>, rows band: Range<Int>,
                           width: Int) -> Bool {
        guard let i = rows.firstIndex(where: { $0.overlaps(band) }) else { return false }
        let call = calls[i]
        guard case .rect(let r) = call.source else { return false }
        let l = call.limit
        guard r.x0 <= 0, r.x1 >= width, r.y0 <= band.lowerBound, r.y1 >= band.upperBound,
              l.x0 <= 0, l.x1 >= width, l.y0 <= band.lowerBound, l.y1 >= band.upperBound else { return false }
        return call.painter.replacesWholeRows(band, width: width)
    }

    /// Whether every call reaching `band` after the first paints in `SolidOverBlend`'s source-over (a solid
    /// colour, no clip mask): over a band the first call overwrote with opaque pixels (`overwrites`) the
    /// band then stays opaque without being read — the blend's alpha is sα·c/255 + 255·(255 − sα·c/255)/255,
    /// each product rounded by the exact divide-by-255, which is 255 for every coverage. Why: reading every
    /// pixel of the frame again to find what this tells (a background, then strokes and fills) was 1.8 %
    /// of `motionlab bench draw`'s instructions.
    static func staysOpaqueAfterFirst(_ calls: UnsafeBufferPointer<Call>, _ rows: UnsafeBufferPointer<Range<Int>>,
                                      rows band: Range<Int>) -> Bool {
        guard let first = rows.firstIndex(where: { $0.overlaps(band) }) else { return false }
        var i = first + 1
        while i < calls.count {
            if rows[i].overlaps(band) && !calls[i].painter.solidOver { return false }
            i += 1
        }
        return true
    }

    /// Whether all `count` RGBA pixels from `bytes` have alpha 255: sixteen pixels at a time, one AND of
    /// four vectors and an OR of its lanes' missing alpha bits (as `PixelConversion` tests them), stopping
    /// at the first translucent group (a transparent background fails at once).
    static func isOpaque(_ bytes: UnsafeMutablePointer<UInt8>, pixels count: Int) -> Bool {
        let raw = UnsafeRawPointer(bytes)
        let alpha = SIMD4<UInt32>(repeating: UInt32(0xFF00_0000).littleEndian)
        var i = 0
        while i &+ 16 <= count {
            let o = i &* 4
            let v0 = raw.loadUnaligned(fromByteOffset: o, as: SIMD4<UInt32>.self)
            let v1 = raw.loadUnaligned(fromByteOffset: o &+ 16, as: SIMD4<UInt32>.self)
            let v2 = raw.loadUnaligned(fromByteOffset: o &+ 32, as: SIMD4<UInt32>.self)
            let v3 = raw.loadUnaligned(fromByteOffset: o &+ 48, as: SIMD4<UInt32>.self)
            let missing = ~(v0 & v1 & v2 & v3) & alpha
            if missing.x | missing.y | missing.z | missing.w != 0 { return false }
            i &+= 16
        }
        while i < count {
            if bytes[i &* 4 &+ 3] != 255 { return false }
            i &+= 1
        }
        return true
    }
}

extension PendingPaint {
    /// Makes every pending outline into edges, the calls at once on the system's workers (each call's
    /// outline is its own: flattening and stroking read only the path and pen the call kept), and drops
    /// calls whose edges reach none of their drawable pixels.
    fileprivate func makeOutlines(bitmap: PixelRect) {
        guard outlineCount > 0 else { return }
        let indices = calls.indices.filter { if case .outline = calls[$0].source { return true } else { return false } }
        let made = UnsafeMutableBufferPointer<EdgeList>.allocate(capacity: indices.count)
        made.initialize(repeating: EdgeList())
        defer { made.deinitialize(); made.deallocate() }
        calls.withUnsafeBufferPointer { calls in
            func make(_ i: Int) {
                if case .outline(let build, _, _) = calls[indices[i]].source { made[i] = build() }
            }
            if indices.count > 1 {
                DispatchQueue.concurrentPerform(iterations: indices.count, execute: make)
            } else {
                for i in indices.indices { make(i) }
            }
        }
        for (k, i) in indices.enumerated() {
            guard case .outline(_, let rule, _) = calls[i].source else { continue }
            let e = made[k]
            let box = PixelRect(covering: e.minX, e.minY, e.maxX, e.maxY).intersection(bitmap)
            if e.isEmpty || box.isEmpty || box.intersection(calls[i].limit).isEmpty {
                calls[i].source = .rect(.empty)  // paints nothing
            } else {
                calls[i].source = .edges(e, rule, box: box)
                pixelCount += box.width * box.height
                edgeCount += e.count
            }
        }
        outlineCount = 0
        outlineSize = 0
    }
}

/// Pending-paint stores that contexts finished with, kept for the next context (their arrays keep
/// their capacity: a view redrawn every frame does not grow them again). Thread-safe.
enum PendingPaintPool {
    static let capacity = 4
    nonisolated(unsafe) private static var stores: [PendingPaint] = []
    private static let lock = NSLock()

    static func take() -> PendingPaint {
        lock.lock()
        defer { lock.unlock() }
        return stores.popLast() ?? PendingPaint()
    }

    /// Keeps an empty `store` for a later `take`.
    static func giveBack(_ store: PendingPaint) {
        guard store.isEmpty else { return }
        lock.lock()
        if stores.count < capacity { stores.append(store) }
        lock.unlock()
    }
}
