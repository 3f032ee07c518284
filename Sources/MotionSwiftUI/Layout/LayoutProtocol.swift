import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A container's layout written by the user (SwiftUI's `Layout`, iOS 16): it sizes itself for a
/// proposal from its subviews' sizes (`sizeThatFits`) and places each subview in its bounds
/// (`placeSubviews`). `MyLayout { … }` is a container view; its subviews are view-graph nodes, so
/// their state, transitions and animated moves work as inside a stack.
public protocol Layout: Animatable {
    /// Properties of the layout's kind: `stackOrientation` makes `Spacer`s inside stretch along it.
    static var layoutProperties: LayoutProperties { get }
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Made once before the first layout (and again when an `AnyLayout` changes its layout's type).
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Called before a layout when the container's view or its subviews changed (default: a new cache).
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The spacing the container prefers around it (default: the union of its subviews').
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

/// Properties of a kind of layout (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges along (nil: none; `Spacer`s expand on both axes).
    public var stackOrientation: Axis?
    public init() { stackOrientation = nil }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var s = ViewSpacing.zero
        for v in subviews { s.formUnion(v.spacing) }
        return s
    }

    /// Default: the subviews' explicit guides merged (averaged) where the layout places them; nil
    /// when no subview sets the guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Runs `placeSubviews` into a scratch sink (nothing moves) and averages the placed subviews'
    /// explicit values of `key`, in the bounds' coordinates.
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                 subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        guard !subviews.isEmpty else { return nil }
        let sink = LayoutPlacementSink()
        let scratch = LayoutSubviews(subviews.map { LayoutSubview(node: $0.node, sink: sink) })
        placeSubviews(in: bounds, proposal: proposal, subviews: scratch, cache: &cache)
        var values: [CGFloat] = []
        for v in scratch {
            guard let f = sink.frames[ObjectIdentifier(v.node)], let g = v.node.explicitAlignment(key, size: f.size) else { continue }
            values.append(g + (key.isHorizontal ? f.minX - bounds.minX : f.minY - bounds.minY))
        }
        guard !values.isEmpty else { return nil }
        return values.reduce(0, +) / CGFloat(values.count)
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// The layout as a container of `content`: `FlowLayout(spacing: 8) { ForEach(tags) { … } }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

/// A container laid out by a `Layout` (what `callAsFunction` makes, and `Grid`).
struct LayoutContainer<L: Layout, Content: View>: View, BuiltinView, LayoutContainerDescription {
    let layout: L
    let content: Content
    var body: Never { primitiveBody("Layout") }
    func makeNode(graph: ViewGraph) -> ViewNode { CustomLayoutNode(graph: graph) }
    var containerContent: any View { content }
    var anyLayout: Any { layout }
    func makeDriver() -> AnimatableDataDriver { layout.makeAnimatableDataDriver() }
    func engine(reusing old: CustomLayoutEngine?) -> CustomLayoutEngine {
        if let e = old as? TypedLayoutEngine<L> { e.layout = layout; return e }
        return TypedLayoutEngine(layout)
    }
}

/// Views whose node is a `CustomLayoutNode`: their layout and content.
protocol LayoutContainerDescription {
    var containerContent: any View { get }
    /// The layout value (for its `animatableData`).
    var anyLayout: Any { get }
    func makeDriver() -> AnimatableDataDriver
    func engine(reusing old: CustomLayoutEngine?) -> CustomLayoutEngine
}

/// A layout of some type with its cache, behind a class so the node needs no generic parameter.
class CustomLayoutEngine {
    var stackOrientation: Axis? { nil }
    /// Replaces the layout by one of its type (its animatable data interpolated for a frame).
    func setLayout(_ layout: Any) {}
    func invalidateCache() {}
    func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews) -> CGSize { .zero }
    func place(in bounds: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) {}
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) -> CGFloat? { nil }
    func spacing(_ s: LayoutSubviews) -> ViewSpacing { ViewSpacing() }
}

/// A layout whose properties depend on its value, not only its type (`AnyLayout` forwards its layout's).
protocol InstanceLayoutProperties { var instanceLayoutProperties: LayoutProperties { get } }

final class TypedLayoutEngine<L: Layout>: CustomLayoutEngine {
    var layout: L
    var cache: L.Cache?
    var cacheIsStale = false
    init(_ layout: L) { self.layout = layout }

    override var stackOrientation: Axis? {
        (layout as? InstanceLayoutProperties)?.instanceLayoutProperties.stackOrientation ?? L.layoutProperties.stackOrientation
    }
    override func invalidateCache() { cacheIsStale = true }
    override func setLayout(_ layout: Any) { if let l = layout as? L { self.layout = l } }

    /// The cache, made or updated as the protocol says: `makeCache` the first time, `updateCache`
    /// after the view or its subviews changed.
    func withCache<R>(_ s: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c: L.Cache
        if var old = cache {
            if cacheIsStale { layout.updateCache(&old, subviews: s) }
            c = old
        } else {
            c = layout.makeCache(subviews: s)
        }
        cacheIsStale = false
        let r = body(&c)
        cache = c
        return r
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews) -> CGSize {
        withCache(s) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) }
    }
    override func place(in bounds: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) {
        withCache(s) { layout.placeSubviews(in: bounds, proposal: p, subviews: s, cache: &$0) }
    }
    override func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) -> CGFloat? {
        withCache(s) { c in
            key.isHorizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: p, subviews: s, cache: &c)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: p, subviews: s, cache: &c)
        }
    }
    override func spacing(_ s: LayoutSubviews) -> ViewSpacing {
        withCache(s) { layout.spacing(subviews: s, cache: &$0) }
    }
}
