import Foundation
import Observation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A view that gives its content its own size and position: SwiftUI's `GeometryReader`. It takes
/// all the space offered (10 points where unspecified) and puts its content at the top-leading corner.
public struct GeometryReader<Content: View>: View, BuiltinView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody("GeometryReader") }
    func makeNode(graph: ViewGraph) -> ViewNode { GeometryReaderNode(graph: graph) }
}

/// The size and frame a `GeometryReader` was given.
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    let global: CGRect
    /// The view whose geometry this is (a geometry reader, or a `visualEffect`'s view): named spaces
    /// (`.named`, `.scrollView`) are found from its environment.
    weak var reader: LayoutNode?
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        default: return reader?.frame(in: space) ?? global
        }
    }
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }
}

public protocol CoordinateSpaceProtocol { var coordinateSpace: CoordinateSpace { get } }
public struct LocalCoordinateSpace: CoordinateSpaceProtocol { public var coordinateSpace: CoordinateSpace { .local } }
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol { public var coordinateSpace: CoordinateSpace { .global } }
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace { public static var local: LocalCoordinateSpace { LocalCoordinateSpace() } }
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace { public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() } }

protocol GeometryReaderContent { func makeBody(_ proxy: GeometryProxy) -> any View }
extension GeometryReader: GeometryReaderContent { func makeBody(_ proxy: GeometryProxy) -> any View { content(proxy) } }

/// A node evaluated again when a scroll view it is in moves it (see `ScrollNode.register`).
protocol ScrollFollowing: ViewNode, Reevaluating {
    /// Whether it moved on screen since it was last evaluated.
    var movedSinceEvaluation: Bool { get }
}

final class GeometryReaderNode: LayoutNode, ScrollFollowing {
    var reader: GeometryReaderContent?
    var proxySize: CGSize?
    /// The global origin its content was last given (a scroll moves it without a layout).
    var evaluatedOrigin: CGPoint?
    /// Counts evaluations: an observation change of an older one is stale.
    var observationGeneration = 0

    /// Evaluates the content again for where the reader is now (a scroll view it is in scrolled).
    func reevaluate(transaction: Transaction) {
        if let s = proxySize { evaluate(size: s) }
    }

    /// Whether the reader's global position changed since its content was evaluated.
    var movedSinceEvaluation: Bool { evaluatedOrigin.map { $0 != globalOrigin } ?? false }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        reader = view as? GeometryReaderContent
        if let s = proxySize { evaluate(size: s) }
    }

    func evaluate(size: CGSize) {
        guard let reader else { return }
        ViewGraph.evaluating += 1
        let origin = globalOrigin
        evaluatedOrigin = origin
        var p = parent
        while let x = p {
            if let scroll = x as? ScrollNode { scroll.register(self) }
            p = x.parent
        }
        // `@Observable` properties its content reads are tracked, as a body's are: a change evaluates the
        // content again (a bar whose width reads a model only inside the reader never grew).
        observationGeneration += 1
        let generation = observationGeneration
        let proxy = GeometryProxy(size: size, safeAreaInsets: EdgeInsets(), global: CGRect(origin: origin, size: size), reader: self)
        let body = withObservationTracking {
            reader.makeBody(proxy)
        } onChange: { [weak self] in
            guard let self, self.observationGeneration == generation else { return }
            self.graph.invalidate(self, transaction: currentTransaction())
        }
        ViewGraph.evaluating -= 1
        var ctx = context
        ctx.traits = ViewTraits()
        reconcile([(AnyHashable(0), body)], ctx)
    }

    /// The reader's origin in the hosting view as it is on screen (`visibleGlobalFrame`: less the content
    /// offsets of the scroll views it is in, so a header's `frame(in: .global).minY` follows the scroll).
    var globalOrigin: CGPoint { visibleGlobalFrame.origin }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    override func placeChildren(in size: CGSize) {
        // The content depends on the size: evaluated again when it changes.
        if proxySize != size {
            proxySize = size
            evaluate(size: size)
        }
        for item in contentItems() {
            let s = item.sizeThatFits(ProposedViewSize(size))
            item.place(CGRect(origin: .zero, size: s))
        }
    }
}

/// A scrolling area: SwiftUI's `ScrollView`, on MotionLab's `UIScrollView` (its physics, bounce and
/// deceleration). The content is offered the scroll view's size across the axis and its ideal
/// size along it.
public struct ScrollView<Content: View>: View, BuiltinView {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }
    public var body: Never { primitiveBody("ScrollView") }
    func makeNode(graph: ViewGraph) -> ViewNode { ScrollNode(graph: graph) }
}

protocol ScrollDescription { var scrollAxes: Axis.Set { get }; var scrollContent: any View { get }; var indicators: Bool { get } }
extension ScrollView: ScrollDescription {
    var scrollAxes: Axis.Set { axes }
    var scrollContent: any View { content }
    var indicators: Bool { showsIndicators }
}

final class ScrollHostView: UIScrollView, NodeHosted, UIScrollViewDelegate {
    /// The axes its `ScrollView` scrolls along (a navigation bar's large title follows vertical ones only).
    var scrollAxes: Axis.Set = .vertical
    /// Run as a drag begins to scroll it (a list closes its swiped-open row); nil: nothing.
    var onDragBegan: (() -> Void)?
    /// Run whenever its content offset changes (geometry readers inside follow it).
    var onScroll: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        delegate = self
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = contentOffset
        onDragBegan?()
    }
    /// The content offset when the current drag began (a limited view-aligned drag moves one view from it).
    private var dragStart: CGPoint = .zero
    func scrollViewDidScroll(_ scrollView: UIScrollView) { onScroll?() }

    /// `.viewAligned`: offsets along the scroll axis where the target views start (nil: settle freely),
    /// and whether a drag moves at most one of them.
    var alignedTargets: (() -> [CGFloat])?
    var limitsToOneTarget = true
    /// An app's `ScrollTargetBehavior` (CustomScrollTargets.swift); nil: none.
    var customTarget: ((inout ScrollTarget, ScrollTargetBehaviorContext) -> Void)?

    /// A view-aligned scroll view settles with the view nearest where the fling would rest at its
    /// leading edge — at most one view from where the drag was released when limited.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if let customTarget {
            targetContentOffset.pointee = customTargetOffset(customTarget, natural: targetContentOffset.pointee, velocity: velocity)
            return
        }
        guard let targets = alignedTargets?(), !targets.isEmpty else { return }
        let horizontal = scrollAxes.contains(.horizontal)
        let natural = horizontal ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
        let started = horizontal ? dragStart.x : dragStart.y
        let v = horizontal ? velocity.x : velocity.y
        func nearest(_ x: CGFloat) -> Int { targets.indices.min { abs(targets[$0] - x) < abs(targets[$1] - x) } ?? 0 }
        var i = nearest(natural)
        if limitsToOneTarget {
            let from = nearest(started)
            // A flick moves on by one in its direction even when it would come to rest short of the next view.
            let step = v > 0.2 ? 1 : v < -0.2 ? -1 : 0
            let wanted = step == 0 ? i : from + step
            i = min(max(wanted, from - 1), from + 1)
            i = min(max(i, 0), targets.count - 1)
        }
        if horizontal { targetContentOffset.pointee.x = targets[i] } else { targetContentOffset.pointee.y = targets[i] }
    }
}

final class ScrollNode: LayoutNode {
    var axes: Axis.Set = .vertical
    let container = NodeView()
    /// `refreshable` above: the scroll view's refresh control runs it.
    private lazy var refresh = RefreshBinding()

    override func makeHostView() -> UIView {
        let s = ScrollHostView(frame: .zero)
        // SwiftUI's layout places the scroll view and its content against the safe area itself.
        s.contentInsetAdjustmentBehavior = .never
        s.addSubview(container)
        s.onScroll = { [weak self] in self?.contentDidScroll() }
        return s
    }

    /// The content moved: geometry readers inside whose position changed evaluate their content again
    /// at the next update (parallax and collapsing headers read `frame(in: .global)`).
    /// A `scrollPosition(id:)` above: told of every scroll, asked for scrolls after layout.
    weak var positionTracker: ScrollPositionTracker?

    func contentDidScroll() {
        geometryReaders.removeAll { $0.node?.isAttached != true }
        for r in geometryReaders { (r.node as? ScrollPinning)?.followScroll() }
        var rowsComing = false
        for r in geometryReaders {
            guard let n = r.node, n.movedSinceEvaluation else { continue }
            graph.invalidate(n, transaction: Transaction())
            if n is any LazyContainer { rowsComing = true }
        }
        guard let t = positionTracker, let scroll = hostView as? UIScrollView else { return }
        let horizontal = axes.contains(.horizontal)
        if rowsComing {
            // Scrolled past the rows a lazy stack has made: the first visible one is read once it made them.
            graph.afterRender.append { [weak t, weak scroll] in
                if let t, let scroll { t.scrolled(scroll, horizontal: horizontal) }
            }
        } else {
            t.scrolled(scroll, horizontal: horizontal)
        }
    }

    /// The content offsets at which the views of the content's first stack of several views start, along
    /// the scroll axis (the views a `.viewAligned` scroll view settles on).
    func alignedTargetOffsets() -> [CGFloat] {
        let horizontal = axes.contains(.horizontal)
        var origin = CGPoint.zero
        var node = contentItems().first
        while let n = node {
            origin.x += n.frame.minX; origin.y += n.frame.minY
            let items = n.contentItems()
            if items.count > 1 {
                let leading = horizontal ? 0 : -safeAreaContentInset.top
                return items.map { (horizontal ? origin.x + $0.frame.minX : origin.y + $0.frame.minY) + leading }
            }
            node = items.first
        }
        return []
    }

    struct WeakReader { weak var node: (any ScrollFollowing)? }
    /// The views inside this scroll view that follow its scrolling: geometry readers, scroll transitions
    /// and visual effects (they register as they evaluate).
    var geometryReaders: [WeakReader] = []

    func register(_ reader: any ScrollFollowing) {
        if !geometryReaders.contains(where: { $0.node === reader }) { geometryReaders.append(WeakReader(node: reader)) }
    }
    override var contentContainer: UIView { container }

    /// What the scroll view grew into the safe area at its top and bottom edges, which it insets its
    /// content by (points; 0 when it does not reach the safe area's edge, or scrolls sideways).
    private(set) var safeAreaContentInset = (top: CGFloat(0), bottom: CGFloat(0))

    /// A vertical scroll view whose top or bottom is at the safe area's edge extends to the screen's
    /// edge under the bars, its content inset by as much, as SwiftUI's do: rows scroll on under a
    /// collapsed large title, the bar and the home indicator instead of being cut off at the safe area.
    override func place(_ frame: CGRect) {
        var grown = frame
        if context.traits.ignoresSafeAreaEdges.isEmpty {
            // Under a `safeAreaInset`/`safeAreaPadding` first (see SafeAreaInset.swift), then the screen's.
            var edges: Edge.Set = []
            if axes.contains(.vertical) { edges.formUnion(.vertical) }
            if axes.contains(.horizontal) { edges.formUnion(.horizontal) }
            grown = extendedIntoSafeAreaInsets(frame, edges)
            if axes.contains(.vertical) { grown = extendedIntoSafeArea(grown, [.top, .bottom]) }
        }
        let inset = (top: frame.minY - grown.minY, bottom: grown.maxY - frame.maxY)
        let side = (left: frame.minX - grown.minX, right: grown.maxX - frame.maxX)
        safeAreaContentInset = inset
        if let scroll = hostView as? UIScrollView, scroll.contentInset.top != inset.top || scroll.contentInset.bottom != inset.bottom
            || scroll.contentInset.left != side.left || scroll.contentInset.right != side.right {
            let atRest = abs(scroll.contentOffset.y + scroll.contentInset.top) < 0.5
            let atRestX = abs(scroll.contentOffset.x + scroll.contentInset.left) < 0.5
            var insets = scroll.contentInset
            insets.top = inset.top
            insets.bottom = inset.bottom
            insets.left = side.left
            insets.right = side.right
            scroll.contentInset = insets
            if atRest { scroll.contentOffset.y = -inset.top }
            if atRestX && axes.contains(.horizontal) { scroll.contentOffset.x = -side.left }
        }
        super.place(grown)
    }

    /// See `defaultScrollAnchor` (ScrollModifiers.swift).
    var anchorState = ScrollAnchorState()
    /// Its `.scrollView` coordinate space (ScrollViewCoordinateSpace.swift).
    let scrollSpaceAnchor = CoordinateSpaceAnchor()

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let s = view as? ScrollDescription else { return }
        axes = s.scrollAxes
        positionTracker = ctx.environment.scrollPositionTracker
        if let host = hostView as? ScrollHostView {
            host.scrollAxes = axes
            let dismiss = ctx.environment.scrollDismissesKeyboard.uiKit
            if host.keyboardDismissMode != dismiss { host.keyboardDismissMode = dismiss }
            let settling = ctx.environment.scrollSettling
            host.isPagingEnabled = settling == .paging
            if case .viewAligned(let limited) = settling {
                host.limitsToOneTarget = limited
                host.alignedTargets = { [weak self] in self?.alignedTargetOffsets() ?? [] }
            } else {
                host.alignedTargets = nil
            }
            if case .custom(let c) = settling { host.customTarget = c.update } else { host.customTarget = nil }
            if let swipes = ctx.environment.listSwipeCoordinator {
                host.onDragBegan = { [weak swipes] in swipes?.closeOpenRow() }
            } else if host.onDragBegan != nil {
                host.onDragBegan = nil
            }
        }
        applyScrollEnvironment(ctx.environment, showsIndicators: s.indicators)
        var inner = ctx
        inner.environment.stackAxis = nil
        registerScrollViewSpaces(&inner.environment)
        reconcile([(AnyHashable(0), s.scrollContent)], inner)
        if let scroll = hostView as? UIScrollView, ctx.environment.refresh != nil || scroll.refreshControl != nil {
            refresh.attach(to: scroll, action: ctx.environment.refresh)
        }
    }

    func contentProposal(_ size: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width, height: axes.contains(.vertical) ? nil : size.height)
    }

    /// The size the scroll view is being measured or placed at: what `containerRelativeFrame` views in
    /// it are relative to (its frame is not set yet while its content is measured).
    var containerSize: CGSize?

    /// `contentMargins` (ScrollModifiers.swift): the content is laid out as if padded by them.
    var margins: EdgeInsets { context.environment.scrollContentMargins }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        containerSize = p.replacingUnspecifiedDimensions()
        let m = margins
        let content = PaddingLayout(insets: m).size(child: super.computeSize(
            PaddingLayout(insets: m).childProposal(contentProposal(p.replacingUnspecifiedDimensions()))))
        return CGSize(width: p.width ?? content.width, height: p.height ?? content.height)
    }

    override func placeChildren(in size: CGSize) {
        containerSize = size
        let items = contentItems()
        let m = margins
        let proposal = PaddingLayout(insets: m).childProposal(contentProposal(size))
        let inner = CGSize(width: max(size.width - m.horizontal, 0), height: max(size.height - m.vertical, 0))
        var contentSize = CGSize.zero
        if items.count == 1 {
            contentSize = items[0].sizeThatFits(proposal)
            // Narrower content than the scroll view is centred across the axis.
            let shift = anchorAlignment(content: contentSize, inner: inner)
            let x = axes.contains(.horizontal) ? shift.x : max((inner.width - contentSize.width) / 2, 0)
            let y = axes.contains(.vertical) ? shift.y : max((inner.height - contentSize.height) / 2, 0)
            items[0].place(CGRect(x: x + m.leading, y: y + m.top, width: contentSize.width, height: contentSize.height))
        } else {
            let stack = StackLayout(axis: axes.contains(.horizontal) ? .horizontal : .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
            let sizes = stack.sizes(items, proposal: proposal)
            contentSize = stack.size(items, sizes: sizes)
            for (i, f) in zip(items, stack.place(items, sizes: sizes, in: contentSize)) { i.place(f.offsetBy(dx: m.leading, dy: m.top)) }
        }
        contentSize = PaddingLayout(insets: m).size(child: contentSize)
        let visibleHeight = max(0, size.height - safeAreaContentInset.top - safeAreaContentInset.bottom)
        container.frame = CGRect(origin: .zero, size: CGSize(width: max(contentSize.width, size.width), height: max(contentSize.height, visibleHeight)))
        (hostView as? UIScrollView)?.contentSize = CGSize(width: axes.contains(.horizontal) ? contentSize.width : size.width,
                                                         height: axes.contains(.vertical) ? contentSize.height : size.height)
        applyDefaultAnchor(contentSize: contentSize, visible: size)
        if let t = positionTracker, t.pending != nil {
            // After this update's render, when the target's view is where its layout put it.
            graph.afterRender.append { [weak t] in
                guard let t, let p = t.pending else { return }
                t.pending = nil
                t.targets.scroll(to: p.id, anchor: p.anchor, animated: p.animated)
            }
        }
    }
}

/// A grid item (column or row) of a lazy grid.
public struct GridItem {
    public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// `LazyVGrid`: rows of the columns given (fixed, flexible and adaptive columns share the width as
/// SwiftUI shares it), each cell centred in its column; cells are made a line at a time as they near the
/// screen (see `LazyContainer`).
public struct LazyVGrid<Content: View>: View, BuiltinView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { primitiveBody("LazyVGrid") }
    func makeNode(graph: ViewGraph) -> ViewNode { LazyGridNode(graph: graph) }
}

protocol GridDescription {
    var gridColumns: [GridItem] { get }
    var gridSpacing: CGFloat? { get }
    var gridContent: any View { get }
    /// Where a view spanning a line sits across the grid (see `GridNode.spanAlignment`).
    var gridSpanAlignment: CGFloat { get }
    /// The sections' views that rest at the visible region's edges while the section scrolls.
    var gridPinnedViews: PinnedScrollableViews { get }
}
extension LazyVGrid: GridDescription {
    var gridColumns: [GridItem] { columns }
    var gridSpacing: CGFloat? { spacing }
    var gridContent: any View { content }
    var gridSpanAlignment: CGFloat {
        alignment.key == HorizontalAlignment.leading.key ? 0 : alignment.key == HorizontalAlignment.trailing.key ? 1 : 0.5
    }
    var gridPinnedViews: PinnedScrollableViews { pinnedViews }
}

class GridNode: LayoutNode {
    var columns: [GridItem] = []
    var spacing: CGFloat?

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let g = view as? GridDescription else { return }
        columns = g.gridColumns
        spacing = g.gridSpacing
        spanAlignment = g.gridSpanAlignment
        pinned = g.gridPinnedViews
        var inner = ctx
        inner.environment.stackAxis = nil
        reconcile([(AnyHashable(0), g.gridContent)], inner)
    }

    /// Column widths for a width: fixed ones first, then adaptive ones as many as fit at their
    /// minimum, then flexible ones sharing what remains (clamped to their bounds).
    func columnWidths(_ width: CGFloat) -> [CGFloat] {
        var expanded: [(GridItem, Bool)] = []
        let gap: (GridItem) -> CGFloat = { $0.spacing ?? LayoutSpacing.standard }
        var fixedTotal: CGFloat = 0
        for c in columns { if case .fixed(let w) = c.size { fixedTotal += w } }
        var remaining = max(width - fixedTotal, 0)
        for c in columns {
            switch c.size {
            case .adaptive(let minimum, _):
                let n = max(Int((remaining + gap(c)) / (max(minimum, 1) + gap(c))), 1)
                for _ in 0..<n { expanded.append((c, true)) }
                remaining = 0
            default: expanded.append((c, false))
            }
        }
        let gaps = expanded.dropLast().reduce(CGFloat(0)) { $0 + gap($1.0) }
        var available = max(width - gaps, 0)
        var widths = [CGFloat](repeating: 0, count: expanded.count)
        var flexible: [Int] = []
        for (i, (c, _)) in expanded.enumerated() {
            if case .fixed(let w) = c.size { widths[i] = w; available -= w } else { flexible.append(i) }
        }
        var left = flexible.count
        for i in flexible {
            let share = max(available, 0) / CGFloat(max(left, 1))
            var w = share
            switch expanded[i].0.size {
            case .flexible(let lo, let hi), .adaptive(let lo, let hi): w = min(max(share, lo), hi)
            default: break
            }
            widths[i] = w
            available -= w
            left -= 1
        }
        return widths
    }

    func rows(_ width: CGFloat) -> (widths: [CGFloat], rows: [[LayoutNode]]) {
        let widths = columnWidths(width)
        return (widths, Self.lines(contentItems(), perLine: max(widths.count, 1)))
    }

    /// `items` in lines of `n`, in order — but a view spanning a line (`spansGridLine`: a section's
    /// header or footer) ends the line before it and is a line by itself, so each section's cells start
    /// a new line under its header.
    static func lines(_ items: [LayoutNode], perLine n: Int) -> [[LayoutNode]] {
        var lines: [[LayoutNode]] = []
        var line: [LayoutNode] = []
        for item in items {
            if spansLine(item) {
                if !line.isEmpty { lines.append(line); line = [] }
                lines.append([item])
                continue
            }
            line.append(item)
            if line.count == n { lines.append(line); line = [] }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Whether a line is a spanning view's (offered the whole grid across, placed by the grid's alignment).
    static func spansLine(_ item: LayoutNode) -> Bool { item.context.traits.gridLine != nil }
    static func isSpanningLine(_ line: [LayoutNode]) -> Bool { line.count == 1 && spansLine(line[0]) }

    /// Where a spanning line's view sits across the grid: 0 leading, 0.5 centred, 1 trailing (the grid's
    /// alignment; SwiftUI centres a section's header in a grid unless the grid is aligned otherwise).
    var spanAlignment: CGFloat = 0.5
    /// The sections' headers and footers that pin (`pinnedViews`).
    var pinned = PinnedScrollableViews()
    /// The sections' headers and footers as laid out, before pinning moved them, in order (see
    /// `noteSectionLines`).
    var naturalLines: [(item: LayoutNode, role: GridLineRole, frame: CGRect)] = []

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let width = p.width ?? columns.reduce(CGFloat(0)) { s, c in
            if case .fixed(let w) = c.size { return s + w }
            return s + 50
        }
        let (widths, rows) = self.rows(width)
        var h: CGFloat = 0
        for r in rows {
            if Self.isSpanningLine(r) {
                h += r[0].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
                continue
            }
            h += zip(r, widths).map { $0.sizeThatFits(ProposedViewSize(width: $1, height: nil)).height }.max() ?? 0
        }
        h += CGFloat(max(rows.count - 1, 0)) * (spacing ?? LayoutSpacing.standard)
        return CGSize(width: width, height: h)
    }

    override func placeChildren(in size: CGSize) {
        let (widths, rows) = self.rows(size.width)
        let gaps = columns.map { $0.spacing ?? LayoutSpacing.standard }
        // Columns narrower than the grid (fixed ones) are centred in it, as the grid's default alignment.
        var used = widths.reduce(0, +)
        for k in 0..<max(widths.count - 1, 0) { used += k < gaps.count ? gaps[k] : gaps.last ?? LayoutSpacing.standard }
        let x0 = max(0, (size.width - used) / 2)
        var y: CGFloat = 0
        for r in rows {
            if Self.isSpanningLine(r) {
                let s = r[0].sizeThatFits(ProposedViewSize(width: size.width, height: nil))
                r[0].place(CGRect(x: (size.width - s.width) * spanAlignment, y: y, width: s.width, height: s.height))
                y += s.height + (spacing ?? LayoutSpacing.standard)
                continue
            }
            let sizes = zip(r, widths).map { $0.sizeThatFits(ProposedViewSize(width: $1, height: nil)) }
            let height = sizes.map(\.height).max() ?? 0
            var x: CGFloat = x0
            for (k, (item, s)) in zip(r, sizes).enumerated() {
                let w = widths[k]
                item.place(CGRect(x: x + (w - s.width) / 2, y: y + (height - s.height) / 2, width: s.width, height: s.height))
                x += w + (k < gaps.count ? gaps[k] : gaps.last ?? LayoutSpacing.standard)
            }
            y += height + (spacing ?? LayoutSpacing.standard)
        }
    }
}

extension View {
    public func persistentSystemOverlays(_ v: Visibility) -> some View { self }
}

public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
public enum NavigationBarItem { public enum TitleDisplayMode: Sendable { case automatic, inline, large } }
