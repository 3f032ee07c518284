import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `LazyVStack` and `LazyHStack`: a stack that makes its `ForEach`es' rows only as far as they are
/// (about to be) on screen, as SwiftUI's lazy stacks do — a feed of 5,000 rows opens with the rows of
/// its first screens, and a row's `onAppear` runs when it scrolls into view (the "load more" idiom:
/// `.onAppear { if item == items.last { loadMore() } }` loads once the last row shows, not at once).
///
/// The rows made are a prefix of each `ForEach` directly in the stack (no other layout view between
/// them: a `ForEach` inside a row is made whole); the prefix grows as the visible region nears its end
/// — half a screen ahead, checked at each layout and each scroll — and never shrinks (rows keep their
/// state once made; a long fling makes the rows it passes). The rows not yet made count along the axis
/// as the average pitch of those made, so the scroll view's content size is an estimate until the end
/// is reached, as SwiftUI's is. Everything is made when a `ScrollViewProxy` asks for a row not yet made
/// or the scroll view opens at a `defaultScrollAnchor` other than the top.
final class LazyStackNode: StackNode, ScrollFollowing {
    /// Rows each `ForEach` directly in the stack makes (from its first).
    private(set) var rowLimit = Int.max
    /// Rows each such `ForEach` left unmade in its last update.
    private var unmade: [ObjectIdentifier: Int] = [:]
    private var lastView: (any View)?
    /// The row limit of a stack not yet laid out; its first layout makes as many more as the screen wants.
    static let initialLimit = 16

    /// The screen's length along the stack's axis (points; a phone's when the host has no size yet).
    private var screenLength: CGFloat {
        let s = graph.hostSize
        let length = axis == .horizontal ? s.width : s.height
        return length > 0 ? length : (axis == .horizontal ? 393 : 852)
    }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        lastView = view
        if rowLimit == Int.max && !madeEverything { rowLimit = Self.initialLimit }
        if let anchor = ctx.environment.defaultScrollAnchor, (axis == .horizontal ? anchor.x : anchor.y) > 0 {
            madeEverything = true
            rowLimit = Int.max
        }
        ctx.environment.scrollTargets?.registerLazyStack(self)
        unmade.removeAll(keepingCapacity: true)
        super.updateNode(view, ctx)
        registerWithScrollViews()
    }
    private var madeEverything = false

    /// The prefix a `ForEach` in this stack makes, told how many rows it has; it reports the rest.
    func madeRows(of list: ListNode, total: Int) -> Int {
        let made = min(total, rowLimit)
        unmade[ObjectIdentifier(list)] = total - made
        return made
    }

    /// The stack whose rows `list` (a `ForEach`'s node) is among: the nearest view with a layout above it,
    /// when that is a lazy stack.
    static func stack(containing list: ListNode) -> LazyStackNode? {
        var p = list.parent
        while let x = p, !(x is LayoutNode) { p = x.parent }
        return p as? LazyStackNode
    }

    /// Makes every row (a scroll to a row not yet made, a scroll view opening at its end).
    func makeEverything() {
        guard !madeEverything else { return }
        madeEverything = true
        rowLimit = Int.max
        graph.invalidate(self, transaction: Transaction())
    }

    private func registerWithScrollViews() {
        var p = parent
        while let x = p {
            if let scroll = x as? ScrollNode { scroll.register(self) }
            p = x.parent
        }
    }

    // MARK: Layout

    private var unmadeRows: Int { unmade.values.reduce(0, +) }

    /// The made rows' average pitch along the axis — a row's length and the gap after it (points; 44
    /// before any is measured), from the last size computed.
    private var pitch: CGFloat = 44

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        var size = super.computeSize(p)
        let rest = CGFloat(unmadeRows)
        guard rest > 0, case .linear(let l) = kind else { return size }
        let items = contentItems()
        let horizontal = l.axis == .horizontal
        let lengths = l.sizes(items, proposal: p).map { horizontal ? $0.width : $0.height }
        if !items.isEmpty {
            let total = horizontal ? size.width : size.height, rows = lengths.reduce(0, +)
            let gap = items.count > 1 ? (total - rows) / CGFloat(items.count - 1) : 0
            pitch = max(rows / CGFloat(items.count) + gap, 1)
        }
        if axis == .horizontal { size.width += rest * pitch } else { size.height += rest * pitch }
        return size
    }

    override func placeChildren(in size: CGSize) {
        super.placeChildren(in: size)
        // Rows up to half a screen past the visible end: made now, in this layout (as a geometry reader
        // evaluates its content when placed), so no frame shows the stack's end short of its rows.
        var rounds = 0
        while needsMoreRows, rounds < 8 {
            rounds += 1
            growLimit()
            guard let view = lastView else { break }
            update(view, growthContext)
            super.placeChildren(in: size)
        }
    }

    /// Where the made rows end and where rows are wanted up to, along the axis, in the stack's coordinates.
    private var reach: (made: CGFloat, wanted: CGFloat) {
        let items = contentItems()
        let horizontal = axis == .horizontal
        let made = items.last.map { horizontal ? $0.frame.maxX : $0.frame.maxY } ?? 0
        let origin = visibleGlobalFrame.origin
        let visibleEnd = screenLength - (horizontal ? origin.x : origin.y)
        return (made, visibleEnd + screenLength / 2)
    }

    private var needsMoreRows: Bool {
        guard unmadeRows > 0 else { return false }
        let r = reach
        return r.made < r.wanted
    }

    private func growLimit() {
        let r = reach
        let more = Int(((r.wanted - r.made) / pitch).rounded(.up)) + 4
        rowLimit = rowLimit > Int.max - more ? Int.max : rowLimit + more
    }

    // MARK: Scrolling

    /// A scroll brought the visible region near the made rows' end.
    var movedSinceEvaluation: Bool { needsMoreRows }

    func reevaluate(transaction: Transaction) {
        guard needsMoreRows || madeEverything, let view = lastView else { return }
        if !madeEverything { growLimit() }
        update(view, growthContext)
    }

    /// The last update's context for making more rows: rows coming into view are not a change (no
    /// transition, even when the last update was animated).
    private var growthContext: UpdateContext {
        var ctx = context
        var t = Transaction()
        t.disablesAnimations = true
        ctx.transaction = t
        ctx.implicitAnimation = nil
        return ctx
    }
}
