import Foundation

/// Where everything of a table is along its length, in content coordinates: the table header, then
/// per section its header, rows and footer, then the table footer. Rows are kept flat (a global row
/// number per row, `sectionStart[s] + row`) with their heights and whether each height is final
/// (measured or asked) or still the estimate.
///
/// Tops are prefix sums, recomputed lazily from the first row whose height changed — so measuring the
/// rows that scroll into view costs the rows below them, once per frame at most, and 10,000 rows cost
/// a pass over 10,000 numbers when one at the top changes.
struct TableGeometry {
    struct Section {
        var header: CGFloat = 0
        var footer: CGFloat = 0
        var rowCount = 0
        /// Global number of the section's first row.
        var firstRow = 0
        /// Top of the section (its header's top).
        var top: CGFloat = 0
    }

    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0
    private(set) var sections: [Section] = []
    private(set) var heights: [CGFloat] = []
    var known: [Bool] = []
    private var tops: [CGFloat] = []
    /// First section whose tops are stale (nil: all current).
    private var staleSection: Int? = 0
    private var contentHeightStorage: CGFloat = 0

    init() {}

    /// A table of `counts` rows per section, every row `estimate(section,row)` high and not yet final.
    init(counts: [Int], headers: [CGFloat], footers: [CGFloat], estimate: (Int, Int) -> CGFloat) {
        var first = 0
        sections.reserveCapacity(counts.count)
        let total = counts.reduce(0, +)
        heights.reserveCapacity(total)
        for (s, n) in counts.enumerated() {
            sections.append(Section(header: headers[s], footer: footers[s], rowCount: n, firstRow: first))
            for r in 0..<n { heights.append(max(0, estimate(s, r))) }
            first += n
        }
        known = [Bool](repeating: false, count: total)
        tops = [CGFloat](repeating: 0, count: total)
        staleSection = 0
    }

    var rowCount: Int { heights.count }
    var sectionCount: Int { sections.count }
    var counts: [Int] { sections.map(\.rowCount) }

    func global(_ p: ListPosition) -> Int { sections[p.section].firstRow + p.row }

    func contains(_ p: ListPosition) -> Bool {
        p.section >= 0 && p.section < sections.count && p.row >= 0 && p.row < sections[p.section].rowCount
    }

    /// The position of global row `g` (binary search over sections).
    func position(ofGlobal g: Int) -> ListPosition {
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sections[mid].firstRow <= g { lo = mid } else { hi = mid - 1 }
        }
        // Skip empty sections that start at the same row.
        var s = lo
        while s + 1 < sections.count && sections[s + 1].firstRow <= g && sections[s].rowCount == 0 { s += 1 }
        return ListPosition(s, g - sections[s].firstRow)
    }

    func height(ofGlobal g: Int) -> CGFloat { heights[g] }

    mutating func setHeight(_ h: CGFloat, ofGlobal g: Int, final: Bool = true) {
        let v = max(0, h.isFinite ? h : 0)
        known[g] = final
        guard heights[g] != v else { return }
        heights[g] = v
        markStale(section: position(ofGlobal: g).section)
    }

    /// Moves a row within its section (its height and measurement go with it).
    mutating func moveRow(from a: Int, to b: Int) {
        guard a != b, a >= 0, b >= 0, a < heights.count, b < heights.count else { return }
        let h = heights.remove(at: a), k = known.remove(at: a)
        heights.insert(h, at: b)
        known.insert(k, at: b)
        markStale(section: position(ofGlobal: min(a, b)).section)
    }

    mutating func setHeader(_ h: CGFloat, section s: Int) {
        guard sections[s].header != h else { return }
        sections[s].header = h
        markStale(section: s)
    }

    mutating func setFooter(_ h: CGFloat, section s: Int) {
        guard sections[s].footer != h else { return }
        sections[s].footer = h
        markStale(section: s)
    }

    mutating func setTableHeader(_ h: CGFloat) { if tableHeader != h { tableHeader = h; markStale(section: 0) } }
    mutating func setTableFooter(_ h: CGFloat) { if tableFooter != h { tableFooter = h; markStale(section: 0) } }

    private mutating func markStale(section s: Int) {
        staleSection = min(staleSection ?? s, s)
    }

    /// Recomputes the stale tops.
    mutating func update() {
        guard let stale = staleSection else { return }
        staleSection = nil
        let from = min(stale, max(0, sections.count - 1))
        var y: CGFloat = from == 0 || sections.isEmpty ? tableHeader : sections[from - 1].top + sectionLength(from - 1)
        if sections.isEmpty { contentHeightStorage = tableHeader + tableFooter; return }
        for s in from..<sections.count {
            sections[s].top = y
            y += sections[s].header
            let first = sections[s].firstRow
            for g in first..<(first + sections[s].rowCount) {
                tops[g] = y
                y += heights[g]
            }
            y += sections[s].footer
        }
        contentHeightStorage = y + tableFooter
    }

    private func sectionLength(_ s: Int) -> CGFloat {
        let sec = sections[s]
        var h = sec.header + sec.footer
        if sec.rowCount > 0 {
            let last = sec.firstRow + sec.rowCount - 1
            h += tops[last] + heights[last] - tops[sec.firstRow]
        }
        return h
    }

    /// Total height of the content (call `update()` first).
    var contentHeight: CGFloat { contentHeightStorage }

    /// Top of global row `g` (call `update()` first).
    func top(ofGlobal g: Int) -> CGFloat { tops[g] }

    func rowRect(global g: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: tops[g], width: width, height: heights[g])
    }

    func headerRect(section s: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sections[s].top, width: width, height: sections[s].header)
    }

    func footerRect(section s: Int, width: CGFloat) -> CGRect {
        let sec = sections[s]
        var y = sec.top + sec.header
        if sec.rowCount > 0 { let last = sec.firstRow + sec.rowCount - 1; y = tops[last] + heights[last] }
        return CGRect(x: 0, y: y, width: width, height: sec.footer)
    }

    /// Rect of the whole section (header to footer).
    func sectionRect(section s: Int, width: CGFloat) -> CGRect {
        let f = footerRect(section: s, width: width)
        return CGRect(x: 0, y: sections[s].top, width: width, height: f.maxY - sections[s].top)
    }

    /// The first global row whose bottom is below `y` (rows.count when none).
    func firstRow(endingAfter y: CGFloat) -> Int {
        var lo = 0, hi = heights.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tops[mid] + heights[mid] <= y { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Global rows intersecting `minY..<maxY` (rows of zero height at the edges are left out).
    func rows(in minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let first = firstRow(endingAfter: minY)
        var last = first
        while last < heights.count && tops[last] < maxY { last += 1 }
        return first..<last
    }

    /// The row containing `y`, if any.
    func row(at y: CGFloat) -> Int? {
        let g = firstRow(endingAfter: y)
        guard g < heights.count, tops[g] <= y else { return nil }
        return g
    }

    /// Sections whose extent intersects `minY..<maxY`.
    func sections(in minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sectionRect(section: mid, width: 0).maxY <= minY { lo = mid + 1 } else { hi = mid }
        }
        var last = lo
        while last < sections.count && sections[last].top < maxY { last += 1 }
        return lo..<last
    }
}
