import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The stacks as `Layout`s (iOS 16): `HStackLayout`, `VStackLayout`, `ZStackLayout` lay out exactly
/// as `HStack`, `VStack`, `ZStack` (the same `StackLayout`/`OverlayLayout`), so an `AnyLayout` of
/// them switches between a row and a column with the views keeping their identity.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal, subviews)
    }
}

public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }
    var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal, subviews)
    }
}

public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let nodes = subviews.map(\.node)
        return OverlayLayout(alignment: alignment).size(nodes, sizes: nodes.map { $0.sizeThatFits(proposal) })
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let nodes = subviews.map(\.node)
        let frames = OverlayLayout(alignment: alignment).place(nodes, sizes: nodes.map { $0.sizeThatFits(proposal) }, in: bounds.size)
        for (s, f) in zip(subviews, frames) { s.placeFrame(f.offsetBy(dx: bounds.minX, dy: bounds.minY)) }
    }
}

extension StackLayout {
    func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let nodes = subviews.map(\.node)
        return size(nodes, sizes: sizes(nodes, proposal: p))
    }
    /// The stack's frames for its proposal, as `StackNode` places: the sizes chosen for the proposal.
    func placeSubviews(in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) {
        let nodes = subviews.map(\.node)
        let frames = place(nodes, sizes: sizes(nodes, proposal: p), in: bounds.size)
        for (s, f) in zip(subviews, frames) { s.placeFrame(f.offsetBy(dx: bounds.minX, dy: bounds.minY)) }
    }
}

extension LayoutSubview {
    /// Places the subview at a frame whose size it chose already (the built-in layouts: a text offered
    /// a share keeps the size it chose for the share, not for its size offered again).
    func placeFrame(_ frame: CGRect) { sink?.record(node, frame) }
}
