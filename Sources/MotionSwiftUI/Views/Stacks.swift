import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Views in a column, aligned by a horizontal guide: SwiftUI's `VStack` (`StackLayout`).
public struct VStack<Content: View>: View, BuiltinView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody("VStack") }
    func makeNode(graph: ViewGraph) -> ViewNode { StackNode(graph: graph) }
}

/// Views in a row, aligned by a vertical guide: SwiftUI's `HStack`.
public struct HStack<Content: View>: View, BuiltinView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody("HStack") }
    func makeNode(graph: ViewGraph) -> ViewNode { StackNode(graph: graph) }
}

/// `LazyVStack`: laid out as a `VStack`, its `ForEach`es' rows made as they near the screen
/// (`LazyStackNode`).
public struct LazyVStack<Content: View>: View, BuiltinView, LazyStackPinning {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// The sections' views that stay at the visible region's edges as their rows scroll (see `SectionStackNode`).
    let pinned: PinnedScrollableViews
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.pinned = pinnedViews; self.content = content()
    }
    public var body: Never { primitiveBody("LazyVStack") }
    func makeNode(graph: ViewGraph) -> ViewNode { LazyStackNode(graph: graph) }
}

/// `LazyHStack`: laid out as an `HStack`, its `ForEach`es' rows made as they near the screen
/// (`LazyStackNode`).
public struct LazyHStack<Content: View>: View, BuiltinView, LazyStackPinning {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// The sections' views that stay at the visible region's edges as their rows scroll (see `SectionStackNode`).
    let pinned: PinnedScrollableViews
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.pinned = pinnedViews; self.content = content()
    }
    public var body: Never { primitiveBody("LazyHStack") }
    func makeNode(graph: ViewGraph) -> ViewNode { LazyStackNode(graph: graph) }
}

/// A lazy stack's `pinnedViews`.
protocol LazyStackPinning { var pinned: PinnedScrollableViews { get } }

/// The views of a lazy stack's sections that pin to the scroll view's visible edges: `.sectionHeaders`
/// stay at the top (a horizontal stack's leading edge) while their section's rows scroll under them,
/// `.sectionFooters` at the bottom (trailing edge), each pushed out by its section's end.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { rawValue = 0 }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Views on top of each other, aligned: SwiftUI's `ZStack` (`OverlayLayout`).
public struct ZStack<Content: View>: View, BuiltinView {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody("ZStack") }
    func makeNode(graph: ViewGraph) -> ViewNode { StackNode(graph: graph) }
}

protocol StackDescription {
    var stackKind: StackNode.Kind { get }
    var stackContent: any View { get }
    /// Whether the stack takes all the space offered across its axis (the lazy stacks do: a
    /// `LazyVStack(alignment: .leading)` in a scroll view puts its rows at the scroll view's leading
    /// edge, where a `VStack` would be as wide as its widest row and centred).
    var fillsCrossAxis: Bool { get }
}
extension StackDescription {
    var fillsCrossAxis: Bool { false }
}
extension VStack: StackDescription {
    var stackKind: StackNode.Kind { .linear(StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)) }
    var stackContent: any View { content }
}
extension HStack: StackDescription {
    var stackKind: StackNode.Kind { .linear(StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)) }
    var stackContent: any View { content }
}
extension LazyVStack: StackDescription {
    var stackKind: StackNode.Kind { .linear(StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)) }
    var stackContent: any View { content }
    var fillsCrossAxis: Bool { true }
}
extension LazyHStack: StackDescription {
    var stackKind: StackNode.Kind { .linear(StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)) }
    var stackContent: any View { content }
    var fillsCrossAxis: Bool { true }
}
extension ZStack: StackDescription {
    var stackKind: StackNode.Kind { .overlay(OverlayLayout(alignment: alignment)) }
    var stackContent: any View { content }
}

/// Stacks: the content's views laid out by `StackLayout` or `OverlayLayout`.
class StackNode: LayoutNode {
    enum Kind {
        case linear(StackLayout)
        case overlay(OverlayLayout)
    }
    var kind = Kind.overlay(OverlayLayout(alignment: .center))
    /// See `StackDescription.fillsCrossAxis`.
    var fillsCrossAxis = false
    /// The axis spacers inside stretch along (nil in a ZStack: both).
    var axis: Axis? { if case .linear(let l) = kind { return l.axis }; return nil }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let s = view as? StackDescription else { return }
        kind = s.stackKind
        fillsCrossAxis = s.fillsCrossAxis
        var inner = ctx
        inner.environment.stackAxis = axis
        reconcile([(AnyHashable(0), s.stackContent)], inner)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let items = contentItems()
        switch kind {
        case .linear(let l):
            var size = l.size(items, sizes: l.sizes(items, proposal: p))
            if fillsCrossAxis {
                if l.axis == .vertical, let w = p.width, w.isFinite { size.width = max(size.width, w) }
                if l.axis == .horizontal, let h = p.height, h.isFinite { size.height = max(size.height, h) }
            }
            return size
        case .overlay(let o): return o.size(items, sizes: items.map { $0.sizeThatFits(p) })
        }
    }

    override func placeChildren(in size: CGSize) {
        let items = contentItems()
        let p = ProposedViewSize(size)
        switch kind {
        case .linear(let l):
            // The stack was sized for its proposal; its children get the sizes they chose for the
            // stack's own size offered again (what SwiftUI's stacks place with).
            let sizes = l.sizes(items, proposal: lastProposal(for: size) ?? p)
            for (i, f) in zip(items, l.place(items, sizes: sizes, in: size)) { i.place(f) }
        case .overlay(let o):
            let sizes = items.map { $0.sizeThatFits(lastProposal(for: size) ?? p) }
            for (i, f) in zip(items, o.place(items, sizes: sizes, in: size)) { i.place(f) }
        }
    }

    /// The proposal the stack's current size came from (see `ProposalMemo`).
    var proposals = ProposalMemo()
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = super.sizeThatFits(proposal)
        proposals.record(s, for: proposal)
        return s
    }
    func lastProposal(for size: CGSize) -> ProposedViewSize? { proposals.proposal(for: size) }
}



/// Flexible space along its stack's axis (both axes outside a stack), at least `minLength`
/// (8 points by default).
public struct Spacer: View, BuiltinView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody("Spacer") }
    func makeNode(graph: ViewGraph) -> ViewNode { SpacerNode(graph: graph) }
}

final class SpacerNode: LayoutNode {
    var minLength: CGFloat = LayoutSpacing.spacerMinimum
    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        minLength = (view as? Spacer)?.minLength ?? LayoutSpacing.spacerMinimum
    }
    override var spacerMinLength: CGFloat? { minLength }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        switch context.environment.stackAxis {
        case .vertical?: return CGSize(width: 0, height: max(p.height ?? minLength, minLength))
        case .horizontal?: return CGSize(width: max(p.width ?? minLength, minLength), height: 0)
        case nil: return CGSize(width: max(p.width ?? minLength, minLength), height: max(p.height ?? minLength, minLength))
        }
    }
}

/// A thin line across its stack (along its cross axis): 1 pixel of UIKit's separator colour.
public struct Divider: View, BuiltinView {
    public init() {}
    public var body: Never { primitiveBody("Divider") }
    func makeNode(graph: ViewGraph) -> ViewNode { DividerNode(graph: graph) }
}

final class DividerNode: LayoutNode {
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let t = 1 / max(UIServices.screenScale, 1)
        if context.environment.stackAxis == .horizontal { return CGSize(width: t, height: p.height ?? 8) }
        return CGSize(width: p.width ?? 8, height: t)
    }
    override func renderContent(_ rc: RenderContext) { hostView.backgroundColor = .separator }
}
