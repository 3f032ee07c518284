import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A type-erased layout (SwiftUI's `AnyLayout`, iOS 16). `let layout = isWide ? AnyLayout(HStackLayout())
/// : AnyLayout(VStackLayout()); layout { … }` is one container whichever layout it holds: its
/// subviews keep their identity and state, and a change of layout inside `withAnimation` moves
/// them to their new places along the animation.
public struct AnyLayout: Layout, InstanceLayoutProperties {
    var box: AnyLayoutBox

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { box = any.box } else { box = TypedAnyLayoutBox(layout) }
    }

    /// The wrapped layout's cache, remade when the wrapped layout's type changes.
    public struct Cache {
        var type: ObjectIdentifier
        var value: Any
    }

    var instanceLayoutProperties: LayoutProperties { box.properties }

    /// The wrapped layout's animatable data: an `AnyLayout` of an animatable layout animates it.
    public var animatableData: _AnyAnimatableData {
        get { box.animatableData }
        set { box = box.with(newValue) }
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(type: box.type, value: box.makeCache(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.type != box.type { cache = makeCache(subviews: subviews) } else { box.updateCache(&cache.value, subviews) }
    }

    func current(_ cache: inout Cache, _ subviews: Subviews) {
        if cache.type != box.type { cache = makeCache(subviews: subviews) }
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        current(&cache, subviews)
        return box.spacing(subviews, &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        current(&cache, subviews)
        return box.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        current(&cache, subviews)
        box.place(bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        current(&cache, subviews)
        return box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        current(&cache, subviews)
        return box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
}

/// The wrapped layout behind `AnyLayout`, with its cache as `Any`.
class AnyLayoutBox {
    var type: ObjectIdentifier { ObjectIdentifier(AnyLayoutBox.self) }
    var properties: LayoutProperties { LayoutProperties() }
    var animatableData: _AnyAnimatableData { .zero }
    /// A box of the same layout with its data replaced (data of another type: unchanged).
    func with(_ data: _AnyAnimatableData) -> AnyLayoutBox { self }
    func makeCache(_ s: LayoutSubviews) -> Any { () }
    func updateCache(_ c: inout Any, _ s: LayoutSubviews) {}
    func spacing(_ s: LayoutSubviews, _ c: inout Any) -> ViewSpacing { ViewSpacing() }
    func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) -> CGSize { .zero }
    func place(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) {}
    func explicitAlignment(_ key: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) -> CGFloat? { nil }
}

final class TypedAnyLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    init(_ layout: L) { self.layout = layout }
    override var type: ObjectIdentifier { ObjectIdentifier(L.self) }
    override var properties: LayoutProperties { L.layoutProperties }
    override var animatableData: _AnyAnimatableData { _AnyAnimatableData(TypedAnimatableDataBox(layout.animatableData)) }
    override func with(_ data: _AnyAnimatableData) -> AnyLayoutBox {
        guard let typed = data.box as? TypedAnimatableDataBox<L.AnimatableData> else { return self }
        var l = layout
        l.animatableData = typed.value
        return TypedAnyLayoutBox(l)
    }
    override func makeCache(_ s: LayoutSubviews) -> Any { layout.makeCache(subviews: s) }

    /// Runs `body` on the typed cache (made afresh if `c` holds another type's) and stores it back.
    func typed<R>(_ c: inout Any, _ s: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (c as? L.Cache) ?? layout.makeCache(subviews: s)
        let r = body(&typed)
        c = typed
        return r
    }
    override func updateCache(_ c: inout Any, _ s: LayoutSubviews) {
        typed(&c, s) { layout.updateCache(&$0, subviews: s) }
    }
    override func spacing(_ s: LayoutSubviews, _ c: inout Any) -> ViewSpacing {
        typed(&c, s) { layout.spacing(subviews: s, cache: &$0) }
    }
    override func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) -> CGSize {
        typed(&c, s) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) }
    }
    override func place(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) {
        typed(&c, s) { layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &$0) }
    }
    override func explicitAlignment(_ key: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews, _ c: inout Any) -> CGFloat? {
        typed(&c, s) { c in
            key.isHorizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: b, proposal: p, subviews: s, cache: &c)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: b, proposal: p, subviews: s, cache: &c)
        }
    }
}
