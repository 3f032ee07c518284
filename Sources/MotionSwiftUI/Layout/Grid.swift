import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A grid of rows and columns (SwiftUI's `Grid`, iOS 16): each `GridRow` is a row, each of its views
/// a cell; a view outside a `GridRow` is a row of its own spanning every column (a `Divider`). Every
/// cell is made (it is not lazy). Laid out by `GridLayout`.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
    public var body: some View { LayoutContainer(layout: layout, content: content) }
}

/// One row of a `Grid`: its views are the row's cells, column by column (`alignment` overrides the
/// grid's vertical alignment for the row). Outside a grid it lays out as an `HStack`.
public struct GridRow<Content: View>: View, BuiltinView {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody("GridRow") }
    func makeNode(graph: ViewGraph) -> ViewNode { GridRowNode(graph: graph) }
}

protocol GridRowDescription { var rowAlignment: VerticalAlignment? { get }; var rowContent: any View { get } }
extension GridRow: GridRowDescription {
    var rowAlignment: VerticalAlignment? { alignment }
    var rowContent: any View { content }
}

final class GridRowNode: LayoutNode {
    var alignment: VerticalAlignment?
    /// The cells' frames (row coordinates) the grid computed for this row's current placement.
    var gridCellFrames: [ObjectIdentifier: CGRect]?

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let r = view as? GridRowDescription else { return }
        alignment = r.rowAlignment
        var inner = ctx
        inner.environment.stackAxis = nil
        reconcile([(AnyHashable(0), r.rowContent)], inner)
    }

    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil) }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let items = contentItems()
        return stack.size(items, sizes: stack.sizes(items, proposal: p))
    }

    override func placeChildren(in size: CGSize) {
        let items = contentItems()
        if let frames = gridCellFrames {
            for i in items { i.place(frames[ObjectIdentifier(i)] ?? .zero) }
            return
        }
        let sizes = stack.sizes(items, proposal: ProposedViewSize(size))
        for (i, f) in zip(items, stack.place(items, sizes: sizes, in: size)) { i.place(f) }
    }
}

// MARK: Cell modifiers

struct GridCellColumnsKey: LayoutValueKey { static var defaultValue: Int { 1 } }
struct GridCellAnchorKey: LayoutValueKey { static var defaultValue: UnitPoint? { nil } }
struct GridCellUnsizedAxesKey: LayoutValueKey { static var defaultValue: Axis.Set { [] } }
struct GridColumnAlignmentKey: LayoutValueKey { static var defaultValue: HorizontalAlignment? { nil } }

extension View {
    /// The cell spans `count` columns of its row (1 by default).
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: max(count, 1)) }
    /// Places the cell in its area by this unit point of both (instead of the grid's and row's alignment).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { layoutValue(key: GridCellAnchorKey.self, value: anchor) }
    /// Along these axes the cell does not size its column or row: it takes the size the others give
    /// it (a `Divider` or `Color` that would otherwise take all the width offered).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { layoutValue(key: GridCellUnsizedAxesKey.self, value: axes) }
    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { layoutValue(key: GridColumnAlignmentKey.self, value: guide) }
}

// MARK: GridLayout

/// The grid's layout (SwiftUI's `GridLayout`, iOS 16; `Grid` uses it, `AnyLayout(GridLayout())` too).
/// Columns: as many as the row with the most cells (a cell spanning n columns counts n). Each
/// column is as wide as its widest cell (cells spanning columns, and cells unsized horizontally,
/// do not size columns; a spanning cell wider than its columns widens them evenly). Offered a
/// width, the columns share it as a stack's views do (the least flexible first, each an equal share
/// of what is left, a column taking the most any of its cells takes of its share). Each row is as
/// tall as its tallest cell for its columns' widths. Cells are placed in their area (their
/// columns' width, the row's height) by the column's `gridColumnAlignment` or the grid's
/// horizontal alignment, and the row's or grid's vertical alignment, or by `gridCellAnchor`.
/// Spacing: 8 points between columns and between rows unless given.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        GridGeometry(self, subviews, proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let g = GridGeometry(self, subviews, proposal)
        g.place(in: bounds, grid: self)
    }
}

/// One grid row: a `GridRow`'s cells, or one view spanning the grid.
struct GridModelRow {
    struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
        let unsized: Axis.Set
        let anchor: UnitPoint?
    }
    let subview: LayoutSubview
    let row: GridRowNode?
    let cells: [Cell]
}

/// The grid's rows, column widths and row heights for a proposal.
struct GridGeometry {
    var rows: [GridModelRow] = []
    var columnCount = 0
    var columnWidths: [CGFloat] = []
    var rowHeights: [CGFloat] = []
    var columnAlignments: [Int: HorizontalAlignment] = [:]
    let hs: CGFloat, vs: CGFloat
    var width: CGFloat = 0

    init(_ grid: GridLayout, _ subviews: LayoutSubviews, _ p: ProposedViewSize) {
        hs = grid.horizontalSpacing ?? LayoutSpacing.standard
        vs = grid.verticalSpacing ?? LayoutSpacing.standard
        for s in subviews {
            if let row = s.node as? GridRowNode {
                var cells: [GridModelRow.Cell] = []
                var column = 0
                for c in row.contentItems() {
                    let span = (c.layoutTraitValue(ObjectIdentifier(GridCellColumnsKey.self)) as? Int) ?? 1
                    let unsized = (c.layoutTraitValue(ObjectIdentifier(GridCellUnsizedAxesKey.self)) as? Axis.Set) ?? []
                    let anchor = c.layoutTraitValue(ObjectIdentifier(GridCellAnchorKey.self)) as? UnitPoint
                    if let a = c.layoutTraitValue(ObjectIdentifier(GridColumnAlignmentKey.self)) as? HorizontalAlignment {
                        columnAlignments[column] = a
                    }
                    cells.append(.init(node: c, column: column, span: max(span, 1), unsized: unsized, anchor: anchor))
                    column += max(span, 1)
                }
                columnCount = max(columnCount, column)
                rows.append(GridModelRow(subview: s, row: row, cells: cells))
            } else {
                rows.append(GridModelRow(subview: s, row: nil, cells: []))
            }
        }
        columnWidths = sizeColumns(p.width)
        let columnsTotal = columnWidths.reduce(0, +) + hs * CGFloat(max(columnCount - 1, 0))
        if columnCount > 0 {
            width = columnsTotal
        } else {
            width = rows.map { $0.subview.node.sizeThatFits(ProposedViewSize(width: p.width, height: nil)).width }.max() ?? 0
        }
        rowHeights = sizeRows(p.height)
    }

    var size: CGSize {
        CGSize(width: width, height: rowHeights.reduce(0, +) + vs * CGFloat(max(rows.count - 1, 0)))
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    func spanWidth(_ column: Int, _ span: Int) -> CGFloat {
        let end = min(column + span, columnWidths.count)
        guard column < end else { return 0 }
        return columnWidths[column..<end].reduce(0, +) + hs * CGFloat(end - column - 1)
    }

    /// The widest width the column's sizing cells take for a width proposal.
    func columnWidth(_ column: Int, _ w: CGFloat?) -> CGFloat {
        var m: CGFloat = 0
        for r in rows {
            for c in r.cells where c.column == column && c.span == 1 && !c.unsized.contains(.horizontal) {
                m = max(m, c.node.sizeThatFits(ProposedViewSize(width: w, height: nil)).width)
            }
        }
        return m
    }

    func sizeColumns(_ proposed: CGFloat?) -> [CGFloat] {
        let n = columnCount
        guard n > 0 else { return [] }
        var widths = [CGFloat](repeating: 0, count: n)
        if let total = proposed, total.isFinite {
            // Shared as a stack shares its length: least flexible first, an equal share of what is left.
            let lo = (0..<n).map { columnWidth($0, 0) }, hi = (0..<n).map { columnWidth($0, .infinity) }
            let order = (0..<n).sorted { (hi[$0] - lo[$0], $0) < (hi[$1] - lo[$1], $1) }
            var remaining = max(total - hs * CGFloat(n - 1), 0)
            var left = n
            for i in order {
                let share = remaining / CGFloat(left)
                widths[i] = columnWidth(i, share)
                remaining = max(remaining - widths[i], 0)
                left -= 1
            }
        } else {
            for i in 0..<n { widths[i] = columnWidth(i, proposed) }
        }
        // A spanning cell wider than its columns (its width offered the grid's) widens them evenly.
        for r in rows {
            for c in r.cells where c.span > 1 && !c.unsized.contains(.horizontal) {
                let end = min(c.column + c.span, n)
                let have = widths[c.column..<end].reduce(0, +) + hs * CGFloat(end - c.column - 1)
                let need = c.node.sizeThatFits(ProposedViewSize(width: proposed, height: nil)).width
                if need > have {
                    let extra = (need - have) / CGFloat(end - c.column)
                    for k in c.column..<end { widths[k] += extra }
                }
            }
        }
        return widths
    }

    /// A row's height for a height proposal: its tallest sizing cell for its columns' widths.
    func rowHeight(_ r: GridModelRow, _ h: CGFloat?) -> CGFloat {
        if r.row == nil { return r.subview.node.sizeThatFits(ProposedViewSize(width: width, height: h)).height }
        var m: CGFloat = 0
        for c in r.cells where !c.unsized.contains(.vertical) {
            m = max(m, c.node.sizeThatFits(ProposedViewSize(width: spanWidth(c.column, c.span), height: h)).height)
        }
        return m
    }

    func sizeRows(_ proposed: CGFloat?) -> [CGFloat] {
        let n = rows.count
        guard n > 0 else { return [] }
        guard let total = proposed, total.isFinite else { return rows.map { rowHeight($0, proposed) } }
        var heights = [CGFloat](repeating: 0, count: n)
        let lo = rows.map { rowHeight($0, 0) }, hi = rows.map { rowHeight($0, .infinity) }
        let order = (0..<n).sorted { (hi[$0] - lo[$0], $0) < (hi[$1] - lo[$1], $1) }
        var remaining = max(total - vs * CGFloat(n - 1), 0)
        var left = n
        for i in order {
            heights[i] = rowHeight(rows[i], remaining / CGFloat(left))
            remaining = max(remaining - heights[i], 0)
            left -= 1
        }
        return heights
    }

    /// A view's frame in an area: by its anchor, or by the guides (the area's default guide meets
    /// the view's own, explicit or default).
    static func frame(of node: LayoutNode, size s: CGSize, in area: CGRect, anchor: UnitPoint?,
                      horizontal: HorizontalAlignment, vertical: VerticalAlignment) -> CGRect {
        if let a = anchor {
            return CGRect(x: area.minX + a.x * (area.width - s.width), y: area.minY + a.y * (area.height - s.height),
                          width: s.width, height: s.height)
        }
        let d = ViewDimensions(size: area.size)
        let x = area.minX + horizontal.key.defaultValue(d) - node.alignment(horizontal.key, size: s)
        let y = area.minY + vertical.key.defaultValue(d) - node.alignment(vertical.key, size: s)
        return CGRect(x: x, y: y, width: s.width, height: s.height)
    }

    func place(in bounds: CGRect, grid: GridLayout) {
        var columnX: [CGFloat] = []
        var x: CGFloat = 0
        for w in columnWidths { columnX.append(x); x += w + hs }
        var y: CGFloat = 0
        for (r, h) in zip(rows, rowHeights) {
            let rowRect = CGRect(x: 0, y: y, width: width, height: h)
            if let rowNode = r.row {
                var frames: [ObjectIdentifier: CGRect] = [:]
                for c in r.cells where c.column < columnX.count {
                    let area = CGRect(x: columnX[c.column], y: 0, width: spanWidth(c.column, c.span), height: h)
                    let s = c.node.sizeThatFits(ProposedViewSize(area.size))
                    frames[ObjectIdentifier(c.node)] = Self.frame(
                        of: c.node, size: s, in: area, anchor: c.anchor,
                        horizontal: columnAlignments[c.column] ?? grid.alignment.horizontal,
                        vertical: rowNode.alignment ?? grid.alignment.vertical)
                }
                r.subview.sink?.gridCells[ObjectIdentifier(rowNode)] = frames
                r.subview.placeFrame(rowRect.offsetBy(dx: bounds.minX, dy: bounds.minY))
            } else {
                let node = r.subview.node
                let s = node.sizeThatFits(ProposedViewSize(rowRect.size))
                let f = Self.frame(of: node, size: s, in: rowRect, anchor: nil,
                                   horizontal: grid.alignment.horizontal, vertical: grid.alignment.vertical)
                r.subview.placeFrame(f.offsetBy(dx: bounds.minX, dy: bounds.minY))
            }
            y += h + vs
        }
    }
}
