import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `safeAreaInset(edge:alignment:spacing:content:)` (iOS 15) and `safeAreaPadding` (iOS 17): the
/// modified view's safe area shrinks by the inset. Views in it are laid out in the smaller area;
/// a scroll view (a `List` too) whose edge meets the inset's grows back under it and insets its
/// content by as much, so its content scrolls on behind the inset and its last row can scroll
/// clear of it (as SwiftUI's scroll views treat the safe area).
extension View {
    /// Puts `content` along a vertical edge of the view (proposed the view's width, at its ideal
    /// height, aligned by `alignment`), shrinking the view's safe area by its height plus `spacing`
    /// (nil: the standard 8-point spacing between two views).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, horizontal: alignment, vertical: .center,
                                       spacing: spacing, content: content()))
    }

    /// Puts `content` along a horizontal edge (proposed the view's height, at its ideal width).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, horizontal: .center, vertical: alignment,
                                       spacing: spacing, content: content()))
    }

    /// Adds `insets` to the view's safe area (iOS 17): like padding for most views, while a scroll
    /// view keeps its size and insets its content by as much.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { modifier(SafeAreaPaddingModifier(insets: insets)) }

    /// `length` points (nil: the system's 16-point margin) on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges: edges, length: length ?? LayoutSpacing.padding))
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}

/// A node that lays its main content out in a safe area smaller than itself: scroll views inside it
/// that reach the smaller area's edges grow back to its own edges (`extendedIntoSafeAreaInsets`).
protocol SafeAreaInsetProviding: LayoutNode {
    /// The main content's area (this node's coordinates) and how much it was inset on each edge.
    var contentSafeRect: CGRect { get }
    var contentSafeInsets: EdgeInsets { get }
    /// Whether `child` (one of `children`) is the content whose safe area shrinks (not the inset view).
    func isMainContent(_ child: ViewNode) -> Bool
}

struct SafeAreaInsetModifier<V: View>: ViewModifier, PrimitiveModifier, SafeAreaInsetDescription {
    let edge: Edge
    let horizontal: HorizontalAlignment
    let vertical: VerticalAlignment
    let spacing: CGFloat?
    let content: V
    func body(content: Content) -> Never { primitiveBody("safeAreaInset") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { SafeAreaInsetNode(graph: graph) }
    var insetView: any View { content }
}

protocol SafeAreaInsetDescription {
    var edge: Edge { get }
    var horizontal: HorizontalAlignment { get }
    var vertical: VerticalAlignment { get }
    var spacing: CGFloat? { get }
    var insetView: any View { get }
}

final class SafeAreaInsetNode: UnaryNode, SafeAreaInsetProviding {
    var edge = Edge.bottom
    var alignment = Alignment.center
    var spacing: CGFloat = LayoutSpacing.standard
    private(set) var contentSafeRect = CGRect.zero
    private(set) var contentSafeInsets = EdgeInsets()

    override func readModifier(_ m: Any) {
        guard let d = m as? SafeAreaInsetDescription else { return }
        edge = d.edge
        alignment = Alignment(horizontal: d.horizontal, vertical: d.vertical)
        spacing = d.spacing ?? LayoutSpacing.standard
    }

    override func childViews(_ mc: AnyModifiedContent) -> [(AnyHashable, any View)] {
        guard let d = mc.anyModifier as? SafeAreaInsetDescription else { return [(AnyHashable(0), mc.anyContent)] }
        // The inset after the content: drawn above it (the content scrolls on beneath it).
        return [(AnyHashable(0), mc.anyContent), (AnyHashable(1), d.insetView)]
    }

    func isMainContent(_ child: ViewNode) -> Bool {
        guard let i = children.firstIndex(where: { $0 === child }) else { return false }
        return childKeys[i] == AnyHashable(0)
    }

    func items(_ key: Int) -> [LayoutNode] {
        let picked = zip(childKeys, children).filter { $0.0 == AnyHashable(key) && !$0.1.isDisappearing }.map(\.1)
        return layoutNodes(ofChildrenIn: picked)
    }

    /// Several views: stacked vertically, centred (as `UnaryNode` lays several out).
    func size(of items: [LayoutNode], _ p: ProposedViewSize) -> CGSize {
        if items.count == 1 { return items[0].sizeThatFits(p) }
        let stack = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
        return stack.size(items, sizes: stack.sizes(items, proposal: p))
    }

    func place(_ items: [LayoutNode], in frame: CGRect) {
        if items.count == 1 { items[0].place(frame); return }
        let stack = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
        let sizes = stack.sizes(items, proposal: ProposedViewSize(frame.size))
        for (i, f) in zip(items, stack.place(items, sizes: sizes, in: frame.size)) { i.place(f.offsetBy(dx: frame.minX, dy: frame.minY)) }
    }

    var vertical: Bool { edge == .top || edge == .bottom }

    /// The inset view's size: proposed the whole length along its edge and nothing across it (its ideal).
    func insetSize(_ p: ProposedViewSize) -> CGSize {
        let inset = items(1)
        guard !inset.isEmpty else { return .zero }
        return size(of: inset, vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height))
    }

    /// How much the inset takes from the content along the axis across its edge (its size and spacing).
    func extent(_ inset: CGSize) -> CGFloat {
        guard !items(1).isEmpty else { return 0 }
        return (vertical ? inset.height : inset.width) + spacing
    }

    func mainProposal(_ p: ProposedViewSize, extent e: CGFloat) -> ProposedViewSize {
        vertical ? ProposedViewSize(width: p.width, height: p.height.map { max($0 - e, 0) })
            : ProposedViewSize(width: p.width.map { max($0 - e, 0) }, height: p.height)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let i = insetSize(p)
        let e = extent(i)
        let m = size(of: items(0), mainProposal(p, extent: e))
        return vertical ? CGSize(width: max(m.width, i.width), height: m.height + e)
            : CGSize(width: m.width + e, height: max(m.height, i.height))
    }

    override func placeChildren(in size: CGSize) {
        let p = ProposedViewSize(size)
        let i = insetSize(p)
        let e = extent(i)
        var main = CGRect(origin: .zero, size: size)
        var insets = EdgeInsets()
        switch edge {
        case .top: main.origin.y = e; main.size.height = max(size.height - e, 0); insets.top = e
        case .bottom: main.size.height = max(size.height - e, 0); insets.bottom = e
        case .leading: main.origin.x = e; main.size.width = max(size.width - e, 0); insets.leading = e
        case .trailing: main.size.width = max(size.width - e, 0); insets.trailing = e
        }
        contentSafeRect = main
        contentSafeInsets = insets
        lastChildSize = main.size
        childOrigin = main.origin
        place(items(0), in: main)
        // The inset view at its edge, aligned along it by the guides.
        let d = ViewDimensions(size: size)
        let insetItems = items(1)
        guard !insetItems.isEmpty else { return }
        var r = CGRect(origin: .zero, size: i)
        let guideOf: (AlignmentKey) -> CGFloat = { k in insetItems.count == 1 ? insetItems[0].alignment(k, size: i) : k.defaultValue(ViewDimensions(size: i)) }
        switch edge {
        case .top, .bottom:
            r.origin.x = alignment.horizontal.key.defaultValue(d) - guideOf(alignment.horizontal.key)
            r.origin.y = edge == .top ? 0 : size.height - i.height
        case .leading, .trailing:
            r.origin.y = alignment.vertical.key.defaultValue(d) - guideOf(alignment.vertical.key)
            r.origin.x = edge == .leading ? 0 : size.width - i.width
        }
        place(insetItems, in: r)
    }
}

struct SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets
    func body(content: Content) -> Never { primitiveBody("safeAreaPadding") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { SafeAreaPaddingNode(graph: graph) }
}

/// `safeAreaPadding`: laid out as `padding`, and a safe-area inset for scroll views reaching the
/// padded edges.
final class SafeAreaPaddingNode: UnaryNode, SafeAreaInsetProviding {
    var layout = PaddingLayout(insets: EdgeInsets())
    override func readModifier(_ m: Any) { if let p = m as? SafeAreaPaddingModifier { layout = PaddingLayout(insets: p.insets) } }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { layout.size(child: contentSize(layout.childProposal(p))) }
    var contentSafeRect: CGRect { CGRect(origin: childOrigin, size: lastChildSize) }
    var contentSafeInsets: EdgeInsets { layout.insets }
    func isMainContent(_ child: ViewNode) -> Bool { true }
    override func placeChildren(in size: CGSize) {
        let inner = CGSize(width: max(size.width - layout.insets.horizontal, 0), height: max(size.height - layout.insets.vertical, 0))
        placeContent(CGRect(origin: CGPoint(x: layout.insets.leading, y: layout.insets.top), size: inner))
    }
}

extension LayoutNode {
    /// `f` (parent coordinates) grown on each of `edges` where it meets the shrunk safe area of an
    /// enclosing `safeAreaInset`/`safeAreaPadding` (nearest first: once grown to one's edge it can
    /// meet the next one's).
    func extendedIntoSafeAreaInsets(_ f: CGRect, _ edges: Edge.Set) -> CGRect {
        // Layout ancestors nearest first, and the child each was reached through.
        var chain: [(LayoutNode, ViewNode)] = []
        var child: ViewNode = self
        var p = parent
        while let x = p {
            if let l = x as? LayoutNode { chain.append((l, child)) }
            child = x
            p = x.parent
        }
        guard chain.contains(where: { $0.0 is SafeAreaInsetProviding }) else { return f }
        // Each ancestor's content origin in global coordinates (the sum of its and its ancestors' frames).
        var origins = [CGPoint](repeating: .zero, count: chain.count)
        var acc = CGPoint.zero
        for k in stride(from: chain.count - 1, through: 0, by: -1) {
            acc.x += chain[k].0.frame.minX; acc.y += chain[k].0.frame.minY
            origins[k] = acc
        }
        let parentOrigin = origins.first ?? .zero
        var g = f.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        // The direct child of each provider on the path, to tell its main content from its inset view.
        var pathChild: ViewNode = self
        var q = parent
        var viaChild: [ObjectIdentifier: ViewNode] = [:]
        while let x = q {
            viaChild[ObjectIdentifier(x)] = pathChild
            pathChild = x
            q = x.parent
        }
        let near: (CGFloat, CGFloat) -> Bool = { abs($0 - $1) <= 0.5 }
        for (k, (node, _)) in chain.enumerated() {
            guard let provider = node as? SafeAreaInsetProviding, let via = viaChild[ObjectIdentifier(node)],
                  provider.isMainContent(via) else { continue }
            let safe = provider.contentSafeRect.offsetBy(dx: origins[k].x, dy: origins[k].y)
            let i = provider.contentSafeInsets
            if edges.contains(.top), i.top > 0, near(g.minY, safe.minY) { g.origin.y -= i.top; g.size.height += i.top }
            if edges.contains(.bottom), i.bottom > 0, near(g.maxY, safe.maxY) { g.size.height += i.bottom }
            if edges.contains(.leading), i.leading > 0, near(g.minX, safe.minX) { g.origin.x -= i.leading; g.size.width += i.leading }
            if edges.contains(.trailing), i.trailing > 0, near(g.maxX, safe.maxX) { g.size.width += i.trailing }
        }
        return g.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
    }
}
