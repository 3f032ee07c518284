import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A container that makes its `ForEach`es' rows only as far as they are (about to be) on screen, as
/// SwiftUI's lazy stacks and grids do: `LazyVStack`, `LazyHStack` (`LazyStackNode`) and `LazyVGrid`
/// (`LazyGridNode`). A feed of 5,000 rows opens with the rows of its first screen, and a row's
/// `onAppear` runs when it scrolls into view (the "load more" idiom: `.onAppear { if item ==
/// items.last { loadMore() } }` loads once the last row shows, not at once).
///
/// The rows made are a prefix of each `ForEach` directly in the container (no other layout view between
/// them: a `ForEach` inside a row is made whole) or in a `Section` directly in a lazy stack (the section
/// is a lazy container of its own, `SectionStackNode`, whose first rows come from what the stack's first
/// screen leaves); the prefix grows as the visible region nears its end —
/// half a screen ahead, checked at each layout and each scroll — and never shrinks (rows keep their state
/// once made; a long fling makes the rows it passes). The rows not yet made count along the axis as the
/// made rows' average pitch, so the scroll view's content size is an estimate until the end is reached,
/// as SwiftUI's is. Everything is made when a `ScrollViewProxy` asks for a row not yet made or the scroll
/// view opens at a `defaultScrollAnchor` other than the top.
protocol LazyContainer: LayoutNode {
    var window: LazyWindow { get }
    /// The axis the rows follow one another along.
    var lazyAxis: Axis { get }
    /// Where the made rows end along the axis, in the container's coordinates.
    var madeExtent: CGFloat { get }
}

/// A lazy container's rows: how many each `ForEach` makes and how many it left unmade.
final class LazyWindow {
    /// Rows each `ForEach` directly in the container makes (from its first).
    private(set) var rowLimit = LazyWindow.initialLimit
    /// Rows each such `ForEach` left unmade in its last update.
    private var unmade: [ObjectIdentifier: Int] = [:]
    private(set) var madeEverything = false
    /// The container's last view (rows are made by updating it again).
    var lastView: (any View)?
    /// The made rows' average pitch along the axis — a row's length and the gap after it (points; 44
    /// before any is measured), from the last size computed.
    var pitch: CGFloat = 44
    /// The pitch of the rows of the last section in the container that had rows made (a section with none
    /// made yet counts its rows at it).
    var sectionRowPitch: CGFloat?

    /// The row limit of a container not yet laid out; its first layout makes as many more as the screen wants.
    static let initialLimit = 16

    var unmadeRows: Int { unmade.values.reduce(0, +) }
    /// Rows the container's `ForEach`es made in the last update.
    private(set) var madeRowCount = 0
    /// Whether the container has been updated once.
    private(set) var wasStarted = false
    /// Rows the container's sections may still make before its first layout (a section's first update
    /// takes its rows from here: the first screen's worth in all, not that many in each section).
    private(set) var initialBudget = LazyWindow.initialLimit
    /// Whether the container has been laid out (sections made from now on start with no rows: their
    /// first placement makes those on screen).
    var wasLaidOut = false {
        didSet { if wasLaidOut { initialBudget = 0 } }
    }

    /// A section's window, before its first update: it makes `limit` rows.
    func start(limit: Int) {
        rowLimit = max(limit, 0)
    }

    /// A section made `rows` rows of the container's first screen.
    func spend(_ rows: Int) {
        if !wasLaidOut { initialBudget = max(initialBudget - rows, 0) }
    }

    /// The start of the container's update: the `ForEach`es report again.
    func beginUpdate(_ view: any View, _ ctx: UpdateContext, axis: Axis, container: LazyContainer) {
        lastView = view
        if let anchor = ctx.environment.defaultScrollAnchor, (axis == .horizontal ? anchor.x : anchor.y) > 0 {
            madeEverything = true
            rowLimit = .max
        }
        ctx.environment.scrollTargets?.registerLazyContainer(container)
        unmade.removeAll(keepingCapacity: true)
        madeRowCount = 0
        wasStarted = true
    }

    /// The prefix a `ForEach` in the container makes, told how many rows it has; it reports the rest.
    func madeRows(of list: ListNode, total: Int) -> Int {
        let made = min(total, rowLimit)
        unmade[ObjectIdentifier(list)] = total - made
        madeRowCount += made
        return made
    }

    /// The container whose rows `list` (a `ForEach`'s node) is among: the nearest view with a layout above
    /// it, when that is a lazy container.
    static func window(containing list: ListNode) -> LazyWindow? {
        var p = list.parent
        while let x = p, !(x is LayoutNode) { p = x.parent }
        return (p as? LazyContainer)?.window
    }

    /// Every row from now on (a scroll to a row not yet made).
    func makeEverything() {
        madeEverything = true
        rowLimit = .max
    }

    /// Rows enough to reach `wanted` from `made` (points along the axis) at the measured pitch, and a few more.
    func grow(from made: CGFloat, to wanted: CGFloat, rowsPerLine: Int = 1) {
        let more = (Int(((wanted - made) / pitch).rounded(.up)) + 4) * max(rowsPerLine, 1)
        rowLimit = rowLimit > Int.max - more ? .max : rowLimit + more
    }
}

extension LazyContainer {
    /// The screen's length along the axis (points; a phone's when the host has no size yet).
    var screenLength: CGFloat {
        let s = graph.hostSize
        let length = lazyAxis == .horizontal ? s.width : s.height
        return length > 0 ? length : (lazyAxis == .horizontal ? 393 : 852)
    }

    var madeExtent: CGFloat {
        let horizontal = lazyAxis == .horizontal
        return contentItems().reduce(CGFloat(0)) { max($0, horizontal ? $1.frame.maxX : $1.frame.maxY) }
    }

    /// Where the made rows end and where rows are wanted up to (half a screen past the visible end), along
    /// the axis, in the container's coordinates.
    var reach: (made: CGFloat, wanted: CGFloat) {
        let horizontal = lazyAxis == .horizontal
        let origin = visibleGlobalFrame.origin
        let visibleEnd = screenLength - (horizontal ? origin.x : origin.y)
        return (madeExtent, visibleEnd + screenLength / 2)
    }

    var needsMoreRows: Bool {
        guard window.unmadeRows > 0 else { return false }
        let r = reach
        return r.made < r.wanted
    }

    /// The last update's context for making more rows: rows coming into view are not a change (no
    /// transition, even when the last update was animated).
    var growthContext: UpdateContext {
        var ctx = context
        var t = Transaction()
        t.disablesAnimations = true
        ctx.transaction = t
        ctx.implicitAnimation = nil
        return ctx
    }

    /// Registers with the scroll views above, which ask `movedSinceEvaluation` as they scroll.
    func registerWithScrollViews(_ follower: any ScrollFollowing) {
        var p = parent
        while let x = p {
            if let scroll = x as? ScrollNode { scroll.register(follower) }
            p = x.parent
        }
    }

    /// After placing the rows made: rows up to half a screen past the visible end are made now, in this
    /// layout (as a geometry reader evaluates its content when placed), so no frame shows the container's
    /// end short of its rows. `place` places the rows again.
    func makeRowsComingIntoView(rowsPerLine: Int = 1, place: () -> Void) {
        window.wasLaidOut = true
        var rounds = 0
        while needsMoreRows, rounds < 8, let view = window.lastView {
            rounds += 1
            let r = reach
            window.grow(from: r.made, to: r.wanted, rowsPerLine: rowsPerLine)
            update(view, growthContext)
            place()
        }
    }

    /// Made to answer a scroll (`ScrollFollowing.reevaluate`).
    func reevaluateRows(rowsPerLine: Int = 1) {
        guard let view = window.lastView else { return }
        if !window.madeEverything {
            guard needsMoreRows else { return }
            let r = reach
            window.grow(from: r.made, to: r.wanted, rowsPerLine: rowsPerLine)
        }
        update(view, growthContext)
    }

    /// Makes every row, at the next update.
    func makeEverything() {
        guard !window.madeEverything else { return }
        window.makeEverything()
        graph.invalidate(self, transaction: Transaction())
    }
}

/// `LazyVStack` and `LazyHStack` (see `LazyContainer`).
final class LazyStackNode: StackNode, LazyContainer, ScrollFollowing {
    let window = LazyWindow()
    var lazyAxis: Axis { axis ?? .vertical }
    /// The stack's `pinnedViews`: its sections' headers and footers pinned to the visible region's edges.
    var pinnedViews = PinnedScrollableViews()

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        if let s = view as? StackDescription, case .linear(let l) = s.stackKind { kind = .linear(l) }
        pinnedViews = (view as? LazyStackPinning)?.pinned ?? []
        window.beginUpdate(view, ctx, axis: lazyAxis, container: self)
        super.updateNode(view, ctx)
        registerWithScrollViews(self)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        var size = super.computeSize(p)
        let rest = CGFloat(window.unmadeRows)
        guard rest > 0, case .linear(let l) = kind else { return size }
        let items = contentItems()
        let horizontal = l.axis == .horizontal
        let lengths = l.sizes(items, proposal: p).map { horizontal ? $0.width : $0.height }
        if !items.isEmpty {
            let total = horizontal ? size.width : size.height, rows = lengths.reduce(0, +)
            let gap = items.count > 1 ? (total - rows) / CGFloat(items.count - 1) : 0
            window.pitch = max(rows / CGFloat(items.count) + gap, 1)
        }
        if horizontal { size.width += rest * window.pitch } else { size.height += rest * window.pitch }
        return size
    }

    override func placeChildren(in size: CGSize) {
        placeItems(in: size)
        makeRowsComingIntoView { placeItems(in: size) }
    }

    /// Places the views, and again while sections in the stack made rows as they were placed (those after
    /// them move along: a section's estimated length became its rows').
    private func placeItems(in size: CGSize) {
        super.placeChildren(in: size)
        var rounds = 0
        while rounds < 4 {
            let grew = contentItems().reduce(false) { (($1 as? SectionStackNode)?.takeGrowth() ?? false) || $0 }
            guard grew else { return }
            rounds += 1
            super.placeChildren(in: size)
        }
    }

    /// A scroll brought the visible region near the made rows' end.
    var movedSinceEvaluation: Bool { needsMoreRows }
    func reevaluate(transaction: Transaction) { reevaluateRows() }
}

/// `LazyVGrid` (see `LazyContainer`): rows of as many items as it has columns.
final class LazyGridNode: GridNode, LazyContainer, ScrollFollowing, ScrollPinning {
    let window = LazyWindow()
    var lazyAxis: Axis { .vertical }
    private var columnCount = 1

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        window.beginUpdate(view, ctx, axis: .vertical, container: self)
        super.updateNode(view, ctx)
        registerWithScrollViews(self)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        var size = super.computeSize(p)
        let rest = window.unmadeRows
        guard rest > 0 else { return size }
        let (widths, rows) = self.rows(size.width)
        columnCount = max(widths.count, 1)
        if !rows.isEmpty {
            // A line's height and the spacing after it.
            window.pitch = max((size.height + (spacing ?? LayoutSpacing.standard)) / CGFloat(rows.count), 1)
        }
        let made = contentItems().count
        let lines = (made + rest + columnCount - 1) / columnCount - rows.count
        size.height += CGFloat(max(lines, 0)) * window.pitch
        return size
    }

    override func placeChildren(in size: CGSize) {
        super.placeChildren(in: size)
        makeRowsComingIntoView(rowsPerLine: columnCount) { super.placeChildren(in: size) }
        noteSectionLines()
        pinSectionLines(along: .vertical, render: false)
    }

    var movedSinceEvaluation: Bool { needsMoreRows }
    func reevaluate(transaction: Transaction) { reevaluateRows(rowsPerLine: columnCount) }

    /// A scroll moved the content: the pinned headers and footers follow at once.
    func followScroll() { pinSectionLines(along: .vertical, render: true) }
}
