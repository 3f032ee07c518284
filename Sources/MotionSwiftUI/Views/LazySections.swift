import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// What a `Section` is in the view graph. Directly in a lazy stack (no other layout view between them,
/// as `LazyVStack { ForEach(groups) { g in Section { … } header: { … } } }` or a `List`'s sections) it
/// is a `LazySectionStack`: its header, rows and footer follow one another as the stack's own views do
/// (its spacing and alignment), its `ForEach`'s rows are made as they near the screen, and its header
/// and footer pin to the visible region's edges when the stack's `pinnedViews` says so. Directly in a
/// lazy grid its header and footer are lines of the grid of their own, across it, and its content's
/// views are the grid's cells (a photo grid's sections: a title, then the section's photos in the
/// columns). Anywhere else it is its header, content and footer in a leading-aligned `VStack`.
final class SectionNode: ViewNode {
    override func update(_ view: any View, _ ctx: UpdateContext) {
        context = ctx
        guard let s = view as? SectionDescription & SectionStacking else { return }
        var p = parent
        while let x = p, !(x is LayoutNode) { p = x.parent }
        if let stack = p as? LazyStackNode, case .linear(let layout) = stack.kind {
            reconcile([(AnyHashable(1), LazySectionStack(header: s.sectionHeader, content: s.sectionContent, footer: s.sectionFooter,
                                                         layout: layout, pinned: stack.pinnedViews))], ctx)
        } else if p is GridNode {
            var views: [(AnyHashable, any View)] = []
            // Drawn over the cells, which scroll under them when they are pinned.
            if let h = s.sectionHeader {
                views.append((AnyHashable("header"), h.contextModifier { $0.traits.gridLine = .header; $0.traits.zIndex = 1 }))
            }
            views.append((AnyHashable("content"), s.sectionContent))
            if let f = s.sectionFooter {
                views.append((AnyHashable("footer"), f.contextModifier { $0.traits.gridLine = .footer; $0.traits.zIndex = 1 }))
            }
            reconcile(views, ctx)
        } else {
            reconcile([(AnyHashable(0), s.stackedBody)], ctx)
        }
    }
}

/// A `Section`'s views stacked, for a section outside a lazy stack.
protocol SectionStacking { var stackedBody: any View { get } }

/// A section directly in a lazy stack (see `SectionNode`): laid out by the stack's `layout`, its header
/// and footer pinned as `pinned` says.
struct LazySectionStack: View, BuiltinView {
    let header: AnyView?
    let content: AnyView
    let footer: AnyView?
    let layout: StackLayout
    let pinned: PinnedScrollableViews
    var body: Never { primitiveBody("Section") }
    func makeNode(graph: ViewGraph) -> ViewNode { SectionStackNode(graph: graph) }
}

/// A node that the scroll views above move pinned views of at each scroll, without an update (the
/// pinned views' frames follow the content offset; nothing else changes).
protocol ScrollPinning: AnyObject {
    func followScroll()
}

/// A section in a lazy stack: header, rows, footer along the stack's axis, each offered the stack's
/// width (a vertical stack's) and its ideal length; the rows a `ForEach` in it has not made yet count as
/// the made rows' average pitch (see `LazyContainer`), so the footer sits at the section's estimated
/// end. Pinned headers and footers are drawn over the rows (they are placed where they are drawn, so a
/// touch there reaches them, not the row under them).
final class SectionStackNode: LayoutNode, LazyContainer, ScrollFollowing, ScrollPinning {
    let window = LazyWindow()
    var layout = StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: nil)
    var pinned = PinnedScrollableViews()
    var lazyAxis: Axis { layout.axis }
    private var cross: Axis { layout.axis == .horizontal ? .vertical : .horizontal }
    /// Whether the rows made grew while the section was placed (its stack places its sections again).
    private var grewWhilePlaced = false
    /// The header's and footer's frames as laid out before pinning (the pinning moves them from there).
    private var naturalHeader: [CGRect] = []
    private var naturalFooter: [CGRect] = []

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let s = view as? LazySectionStack else { return }
        layout = s.layout
        pinned = s.pinned
        let stackWindow = enclosingStackWindow
        if !window.wasStarted, let w = stackWindow {
            // A first update: rows from what the stack's first screen has left (none once it is laid out).
            window.start(limit: w.initialBudget)
        }
        window.beginUpdate(view, ctx, axis: lazyAxis, container: self)
        var views: [(AnyHashable, any View)] = []
        // Headers and footers draw over the rows that scroll under them.
        if let h = s.header { views.append((AnyHashable("header"), h.zIndex(1))) }
        views.append((AnyHashable("content"), s.content))
        if let f = s.footer { views.append((AnyHashable("footer"), f.zIndex(1))) }
        var inner = ctx
        inner.environment.stackAxis = lazyAxis
        reconcile(views, inner)
        stackWindow?.spend(window.madeRowCount)
        registerWithScrollViews(self)
    }

    /// The window of the lazy stack the section is in.
    private var enclosingStackWindow: LazyWindow? {
        var p = parent
        while let x = p, !(x is LayoutNode) { p = x.parent }
        return (p as? LazyContainer)?.window
    }

    private func part(_ key: String) -> [LayoutNode] {
        guard let i = childKeys.firstIndex(of: AnyHashable(key)) else { return [] }
        return children[i].layoutNodes()
    }
    private var headerItems: [LayoutNode] { part("header") }
    private var rowItems: [LayoutNode] { part("content") }
    private var footerItems: [LayoutNode] { part("footer") }

    private func itemProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        // Along the axis each view takes its ideal length, as in a lazy stack in a scroll view.
        layout.axis == .vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let items = contentItems()
        let sizes = layout.sizes(items, proposal: itemProposal(p))
        var size = layout.size(items, sizes: sizes)
        // As wide as the stack (a lazy stack takes the width offered).
        if let c = p[cross], c.isFinite { size[cross] = max(size[cross], c) }
        let rest = CGFloat(window.unmadeRows)
        guard rest > 0 else { return size }
        let rows = rowItems
        if !rows.isEmpty {
            let ids = Set(rows.map(ObjectIdentifier.init))
            let lengths = zip(items, sizes).filter { ids.contains(ObjectIdentifier($0.0)) }.map { $0.1[layout.axis] }
            let gaps = layout.gaps(items).reduce(0, +)
            let gap = items.count > 1 ? gaps / CGFloat(items.count - 1) : 0
            window.pitch = max(lengths.reduce(0, +) / CGFloat(rows.count) + gap, 1)
            enclosingStackWindow?.sectionRowPitch = window.pitch
        } else if let pitch = enclosingStackWindow?.sectionRowPitch {
            // No row made yet: the pitch measured in the sections before.
            window.pitch = pitch
        }
        size[layout.axis] += rest * window.pitch
        return size
    }

    override func placeChildren(in size: CGSize) {
        placeParts(in: size)
        var grew = false
        makeRowsComingIntoView { grew = true; placeParts(in: size) }
        if grew {
            // Its size from this pass is stale: its stack measures it again as it places its sections again.
            grewWhilePlaced = true
            forgetMeasuredSizes()
        }
    }

    /// Returns (and forgets) whether rows were made while the section was placed.
    func takeGrowth() -> Bool {
        defer { grewWhilePlaced = false }
        return grewWhilePlaced
    }

    /// Header and rows from the start, the footer at the end (after the rows not made yet), then pinning.
    private func placeParts(in size: CGSize) {
        let items = contentItems()
        var proposal = ProposedViewSize(width: nil, height: nil)
        proposal[cross] = size[cross]
        let sizes = layout.sizes(items, proposal: proposal)
        let footer = Set(footerItems.map(ObjectIdentifier.init))
        var frames = layout.place(items, sizes: sizes, in: size)
        // The footer's views end where the section ends.
        if let lastFooter = frames.indices.last(where: { footer.contains(ObjectIdentifier(items[$0])) }) {
            let shift = size[layout.axis] - frames[lastFooter].maxAlong(layout.axis)
            if shift > 0 {
                for i in frames.indices where footer.contains(ObjectIdentifier(items[i])) { frames[i].origin[layout.axis] += shift }
            }
        }
        for (item, f) in zip(items, frames) { item.place(f) }
        naturalHeader = headerItems.map(\.frame)
        naturalFooter = footerItems.map(\.frame)
        pin(render: false)
    }

    /// The made rows' end along the axis (the footer sits past the rows not made yet).
    var madeExtent: CGFloat {
        let rows = rowItems
        let items = rows.isEmpty ? headerItems : rows
        return items.reduce(CGFloat(0)) { max($0, $1.frame.maxAlong(lazyAxis)) }
    }

    // MARK: Pinning

    /// Moves the header and footer to where the scroll position pins them; `render`: show the move now
    /// (a scroll, between updates) rather than at the next render.
    private func pin(render: Bool) {
        guard !pinned.isEmpty, let visible = visibleScrollRegion(along: lazyAxis) else { return }
        let axis = lazyAxis
        let length = frame.size[axis]
        func span(_ frames: [CGRect]) -> (start: CGFloat, length: CGFloat)? {
            guard let s = frames.map({ $0.origin[axis] }).min(), let e = frames.map({ $0.maxAlong(axis) }).max() else { return nil }
            return (s, e - s)
        }
        let header = pinned.contains(.sectionHeaders) ? span(naturalHeader) : nil
        let footer = pinned.contains(.sectionFooters) ? span(naturalFooter) : nil
        var headerStart: CGFloat?, footerStart: CGFloat?
        if let h = header {
            headerStart = PinnedSectionLayout.headerStart(natural: h.start, length: h.length, visibleStart: visible.start,
                                                          limit: footer.map { length - $0.length } ?? length)
        }
        if let f = footer {
            footerStart = PinnedSectionLayout.footerStart(natural: f.start, length: f.length, visibleEnd: visible.end,
                                                          limit: header.map { $0.length } ?? 0)
        }
        let rc = RenderContext(animation: nil, time: CACurrentMediaTime(), group: nil, generation: graph.generation)
        func move(_ items: [LayoutNode], _ natural: [CGRect], by delta: CGFloat) {
            for (item, f) in zip(items, natural) {
                var moved = f
                moved.origin[axis] += delta
                guard item.frame != moved else { continue }
                item.frame = moved
                if render, item.hasAppeared { item.applyGeometry(rc) }
            }
        }
        if let h = header, let s = headerStart { move(headerItems, naturalHeader, by: s - h.start) }
        if let f = footer, let s = footerStart { move(footerItems, naturalFooter, by: s - f.start) }
    }

    /// A scroll moved the content: the pinned views follow at once.
    func followScroll() { pin(render: true) }

    var movedSinceEvaluation: Bool { needsMoreRows }
    func reevaluate(transaction: Transaction) { reevaluateRows() }
}

extension CGRect {
    /// The end along an axis.
    func maxAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}
