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
        targets.scroll(to: AnyHashable(id), anchor: anchor, animated: Transaction.isExplicit && Transaction.current.animation != nil)
    }
}

/// The nodes a reader's proxy can scroll to, by identity (weakly).
final class ScrollTargets {
    private struct Weak { weak var node: ViewNode? }
    private var nodes: [AnyHashable: Weak] = [:]

    func register(_ id: AnyHashable, _ node: ViewNode) { nodes[id] = Weak(node: node) }

    func scroll(to id: AnyHashable, anchor: UnitPoint?, animated: Bool) {
        guard let node = nodes[id]?.node, node.isAttached, let target = node.layoutNodes().first?.hostView else { return }
        var v = target.superview
        while let x = v, !(x is UIScrollView) { v = x.superview }
        guard let scroll = v as? UIScrollView else { return }
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
