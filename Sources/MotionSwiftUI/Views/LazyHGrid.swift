import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `LazyHGrid`: columns of the rows given — fixed, flexible and adaptive rows share the height as
/// `LazyVGrid`'s columns share the width — filled top to bottom, then the next column to the right;
/// each column as wide as its widest cell, each cell centred in its row. Cells are made a column at a
/// time as they near the screen (see `LazyContainer`).
public struct LazyHGrid<Content: View>: View, BuiltinView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { primitiveBody("LazyHGrid") }
    func makeNode(graph: ViewGraph) -> ViewNode { LazyHGridNode(graph: graph) }
}

extension LazyHGrid: GridDescription {
    var gridColumns: [GridItem] { rows }
    var gridSpacing: CGFloat? { spacing }
    var gridContent: any View { content }
    var gridSpanAlignment: CGFloat {
        alignment.key == VerticalAlignment.top.key ? 0 : alignment.key == VerticalAlignment.bottom.key ? 1 : 0.5
    }
    var gridPinnedViews: PinnedScrollableViews { pinnedViews }
}

/// A `LazyHGrid`: `GridNode`'s track sizing across the height, lines of cells along the width.
final class LazyHGridNode: GridNode, LazyContainer, ScrollFollowing, ScrollPinning {
    let window = LazyWindow()
    var lazyAxis: Axis { .horizontal }
    private var rowCount = 1

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        window.beginUpdate(view, ctx, axis: .horizontal, container: self)
        super.updateNode(view, ctx)
        registerWithScrollViews(self)
    }

    /// The rows' heights for a height, and the cells in columns (top to bottom, then right).
    func cellColumns(_ height: CGFloat) -> (heights: [CGFloat], columns: [[LayoutNode]]) {
        let heights = columnWidths(height)
        return (heights, Self.lines(contentItems(), perLine: max(heights.count, 1)))
    }

    private var gap: CGFloat { spacing ?? LayoutSpacing.standard }

    /// Each column's cells' sizes (offered their row's height, their ideal width) and the column's width;
    /// a spanning view (a section's header or footer) is offered the grid's whole `height`.
    private func measure(_ column: [LayoutNode], _ heights: [CGFloat], height: CGFloat) -> (sizes: [CGSize], width: CGFloat) {
        if Self.isSpanningLine(column) {
            let s = column[0].sizeThatFits(ProposedViewSize(width: nil, height: height))
            return ([s], s.width)
        }
        let sizes = zip(column, heights).map { $0.sizeThatFits(ProposedViewSize(width: nil, height: $1)) }
        return (sizes, sizes.map(\.width).max() ?? 0)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let height = p.height ?? columns.reduce(CGFloat(0)) { s, c in
            if case .fixed(let h) = c.size { return s + h }
            return s + 50
        }
        let (heights, columns) = cellColumns(height)
        rowCount = max(heights.count, 1)
        var w: CGFloat = 0
        for c in columns { w += measure(c, heights, height: height).width }
        w += CGFloat(max(columns.count - 1, 0)) * gap
        let rest = window.unmadeRows
        if rest > 0 {
            if !columns.isEmpty { window.pitch = max((w + gap) / CGFloat(columns.count), 1) }
            let lines = (contentItems().count + rest + rowCount - 1) / rowCount - columns.count
            w += CGFloat(max(lines, 0)) * window.pitch
        }
        return CGSize(width: w, height: height)
    }

    override func placeChildren(in size: CGSize) {
        placeCells(in: size)
        makeRowsComingIntoView(rowsPerLine: rowCount) { placeCells(in: size) }
        noteSectionLines()
        pinSectionLines(along: .horizontal, render: false)
    }

    /// A scroll moved the content: the pinned headers and footers follow at once.
    func followScroll() { pinSectionLines(along: .horizontal, render: true) }

    private func placeCells(in size: CGSize) {
        let (heights, columns) = cellColumns(size.height)
        let gaps = self.columns.map { $0.spacing ?? LayoutSpacing.standard }
        // Rows shorter than the grid (fixed ones) are centred in it.
        var used = heights.reduce(0, +)
        for k in 0..<max(heights.count - 1, 0) { used += k < gaps.count ? gaps[k] : gaps.last ?? LayoutSpacing.standard }
        let y0 = max(0, (size.height - used) / 2)
        var x: CGFloat = 0
        for c in columns {
            let (sizes, width) = measure(c, heights, height: size.height)
            if Self.isSpanningLine(c) {
                c[0].place(CGRect(x: x, y: (size.height - sizes[0].height) * spanAlignment, width: sizes[0].width, height: sizes[0].height))
                x += width + gap
                continue
            }
            var y = y0
            for (k, (item, s)) in zip(c, sizes).enumerated() {
                let h = heights[k]
                item.place(CGRect(x: x + (width - s.width) / 2, y: y + (h - s.height) / 2, width: s.width, height: s.height))
                y += h + (k < gaps.count ? gaps[k] : gaps.last ?? LayoutSpacing.standard)
            }
            x += width + gap
        }
    }

    var movedSinceEvaluation: Bool { needsMoreRows }
    func reevaluate(transaction: Transaction) { reevaluateRows(rowsPerLine: rowCount) }
}
