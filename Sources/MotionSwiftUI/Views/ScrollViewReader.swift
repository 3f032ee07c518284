import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Scrolling to a view by its identity: SwiftUI's `ScrollViewReader` and `ScrollViewProxy`. The views
/// a proxy can reach are those below the reader with an `.id(_:)` or a `ForEach` element's id;
/// `scrollTo(_:anchor:)` moves the enclosing scroll view so the view is visible (just enough without an
/// anchor; with one, the anchor's point of the view at the anchor's point of the scroll view), within
/// the content's bounds, animated inside `withAnimation`.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    @State private var targets = ScrollTargets()

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: some View {
        let targets = self.targets
        content(ScrollViewProxy(targets: targets)).environment(\.scrollTargets, targets)
    }
}

public struct ScrollViewProxy {
    let targets: ScrollTargets

    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        // `proxy.scrollTo(messages.last?.id)`: an optional id names its value (nil, nothing), as in SwiftUI.
        guard let key = ScrollTargets.key(id) else { return }
        targets.scroll(to: key, anchor: anchor, animated: Transaction.isExplicit && Transaction.current.animation != nil)
    }
}

/// The nodes a reader's proxy can scroll to, by identity (weakly).
final class ScrollTargets {
    private struct Weak { weak var node: ViewNode? }
    private var nodes: [AnyHashable: Weak] = [:]

    func register(_ id: AnyHashable, _ node: ViewNode) {
        if let key = Self.key(id) { nodes[key] = Weak(node: node) }
    }

    /// The key an id is found by: an optional's value (an `AnyHashable` of `Optional(x)` is not found
    /// under `x`), nil for a nil optional.
    static func key<ID: Hashable>(_ id: ID) -> AnyHashable? {
        if let optional = id as? OptionalScrollID { return optional.scrollKey }
        if let any = (id as Any) as? AnyHashable, let optional = any.base as? OptionalScrollID { return optional.scrollKey }
        return AnyHashable(id)
    }

    /// The registered targets still attached.
    func liveTargets() -> [(AnyHashable, ViewNode)] {
        nodes.compactMap { id, w in w.node.flatMap { $0.isAttached ? (id, $0) : nil } }
    }

    /// Lazy stacks and grids under the reader: a scroll to a row they have not made yet makes their rows.
    private var lazyContainers: [WeakLazyContainer] = []
    private struct WeakLazyContainer { weak var node: (any LazyContainer)? }
    func registerLazyContainer(_ container: any LazyContainer) {
        lazyContainers.removeAll { $0.node == nil }
        if !lazyContainers.contains(where: { $0.node === container }) { lazyContainers.append(WeakLazyContainer(node: container)) }
    }

    func scroll(to id: AnyHashable, anchor: UnitPoint?, animated: Bool, attempts: Int = 0) {
        guard let node = nodes[id]?.node, node.isAttached, let target = node.layoutNodes().first?.hostView else {
            // Not made yet (a row of a lazy stack past the rows made): every row is made, then scrolled to.
            let stacks = lazyContainers.compactMap(\.node).filter { $0.isAttached && !$0.window.madeEverything }
            guard attempts < 4, let graph = stacks.first?.graph else { return }
            for s in stacks { s.makeEverything() }
            // Asked again once the update that makes them has laid them out and rendered.
            graph.afterRender.append { [weak self] in self?.scroll(to: id, anchor: anchor, animated: animated, attempts: attempts + 1) }
            return
        }
        var v = target.superview
        while let x = v, !(x is UIScrollView) { v = x.superview }
        guard let scroll = v as? UIScrollView else { return }
        // Asked before the scroll view is on screen and laid out (a chat's `onAppear` inside a navigation
        // stack, whose screen is sized after its first update): done once it is, on the next frames — as
        // on iOS, where the chat opens at its last message.
        if scroll.window == nil || scroll.bounds.height <= 0 || scroll.contentSize == .zero {
            guard attempts < 4 else { return }
            DispatchQueue.main.async { [weak self] in self?.scroll(to: id, anchor: anchor, animated: animated, attempts: attempts + 1) }
            return
        }
        let r = target.convert(target.bounds, to: scroll)
        // The visible area: the bounds less the content insets (a list under the bars is inset by them).
        let inset = scroll.adjustedContentInset
        let size = CGSize(width: scroll.bounds.width - inset.left - inset.right, height: scroll.bounds.height - inset.top - inset.bottom)
        var offset = CGPoint(x: scroll.contentOffset.x + inset.left, y: scroll.contentOffset.y + inset.top)
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ current: CGFloat, _ length: CGFloat, _ a: CGFloat?) -> CGFloat {
            if let a { return lo + (hi - lo) * a - length * a }
            if lo < current { return lo }
            if hi > current + length { return hi - length }
            return current
        }
        offset.x = axis(r.minX, r.maxX, offset.x, size.width, anchor.map { $0.x })
        offset.y = axis(r.minY, r.maxY, offset.y, size.height, anchor.map { $0.y })
        let maxX = max(scroll.contentSize.width - size.width, 0), maxY = max(scroll.contentSize.height - size.height, 0)
        offset.x = min(max(offset.x, 0), maxX) - inset.left
        offset.y = min(max(offset.y, 0), maxY) - inset.top
        scroll.setContentOffset(offset, animated: animated)
    }
}

struct ScrollTargetsKey: EnvironmentKey { static var defaultValue: ScrollTargets? { nil } }
extension EnvironmentValues {
    var scrollTargets: ScrollTargets? { get { self[ScrollTargetsKey.self] } set { self[ScrollTargetsKey.self] = newValue } }
}

extension ScrollTargets {
    /// The id of the first target whose view reaches into `scroll`'s visible region along the axis (its
    /// trailing or bottom edge past the region's start, less the content inset), nearest the start.
    func firstVisible(in scroll: UIScrollView, horizontal: Bool) -> AnyHashable? {
        let inset = scroll.adjustedContentInset
        let start = horizontal ? scroll.contentOffset.x + inset.left : scroll.contentOffset.y + inset.top
        var best: (AnyHashable, CGFloat)?
        for (id, node) in liveTargets() {
            guard let view = node.layoutNodes().first?.hostView, view.isDescendant(of: scroll) else { continue }
            let r = view.convert(view.bounds, to: scroll)
            let lo = horizontal ? r.minX : r.minY, hi = horizontal ? r.maxX : r.maxY
            guard hi > start + 0.5 else { continue }
            if best == nil || lo < best!.1 { best = (id, lo) }
        }
        return best?.0
    }
}

/// Keeps a `scrollPosition(id:)` binding and its scroll view in step: scrolling writes the id of the
/// first visible view, setting the binding scrolls to it.
final class ScrollPositionTracker {
    var targets = ScrollTargets()
    var write: ((AnyHashable?) -> Void)?
    /// The id last written or scrolled to (so a scroll's own write does not scroll again).
    var current: AnyHashable?
    /// A scroll the binding asked for, made by the scroll view after its next layout (the target placed).
    var pending: (id: AnyHashable, anchor: UnitPoint, animated: Bool)?

    func scrolled(_ scroll: UIScrollView, horizontal: Bool) {
        let id = targets.firstVisible(in: scroll, horizontal: horizontal)
        guard id != current else { return }
        current = id
        write?(id)
    }
}

struct ScrollPositionTrackerKey: EnvironmentKey { static var defaultValue: ScrollPositionTracker? { nil } }
extension EnvironmentValues {
    var scrollPositionTracker: ScrollPositionTracker? {
        get { self[ScrollPositionTrackerKey.self] }
        set { self[ScrollPositionTrackerKey.self] = newValue }
    }
}

extension View {
    /// iOS 17's scroll position by identity: the binding holds the id (a `ForEach` element's or an
    /// `.id(_:)`) of the first view of the scroll view below that is visible, and setting it scrolls that
    /// view to the leading or top edge (animated inside `withAnimation`).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        ScrollPositionContainer(content: self, id: id, anchor: anchor)
    }
}

struct ScrollPositionContainer<Content: View, ID: Hashable>: View {
    let content: Content
    let id: Binding<ID?>
    let anchor: UnitPoint?
    @State private var tracker = ScrollPositionTracker()

    var body: some View {
        let tracker = self.tracker
        let binding = id
        tracker.write = { new in binding.wrappedValue = new?.base as? ID }
        let wanted = id.wrappedValue.map { AnyHashable($0) }
        if wanted != tracker.current, let wanted {
            tracker.current = wanted
            tracker.pending = (wanted, anchor ?? .topLeading, Transaction.isExplicit && Transaction.current.animation != nil)
        }
        return content.environment(\.scrollTargets, tracker.targets).environment(\.scrollPositionTracker, tracker)
    }
}

/// An optional id, unwrapped for lookup.
protocol OptionalScrollID { var scrollKey: AnyHashable? { get } }
extension Optional: OptionalScrollID where Wrapped: Hashable {
    var scrollKey: AnyHashable? { self.map { AnyHashable($0) } }
}
