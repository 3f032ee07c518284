import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A modifier node with one content view (laid out as one view; several are stacked vertically).
class UnaryNode: LayoutNode {
    /// The content's layout node (the first, or the implicit stack of several).
    var content: [LayoutNode] { contentItems() }
    var lastChildSize: CGSize = .zero
    var childOrigin: CGPoint = .zero

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let mc = view as? AnyModifiedContent else { return }
        readModifier(mc.anyModifier)
        var inner = ctx
        adjustContext(&inner)
        reconcile(childViews(mc), inner)
    }

    func readModifier(_ m: Any) {}
    func adjustContext(_ ctx: inout UpdateContext) {}
    func childViews(_ mc: AnyModifiedContent) -> [(AnyHashable, any View)] { [(AnyHashable(0), mc.anyContent)] }

    /// The content's size for a proposal (several views: stacked vertically, centred).
    func contentSize(_ p: ProposedViewSize) -> CGSize {
        let items = content
        if items.count == 1 { return items[0].sizeThatFits(p) }
        let stack = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
        return stack.size(items, sizes: stack.sizes(items, proposal: p))
    }

    func placeContent(_ frame: CGRect) {
        let items = content
        lastChildSize = frame.size
        childOrigin = frame.origin
        if items.count == 1 { items[0].place(frame); return }
        let stack = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
        let sizes = stack.sizes(items, proposal: ProposedViewSize(frame.size))
        for (i, f) in zip(items, stack.place(items, sizes: sizes, in: frame.size)) { i.place(f.offsetBy(dx: frame.minX, dy: frame.minY)) }
    }

    override var innerLayoutPriority: Double { content.count == 1 ? content[0].layoutPriority : 0 }
    override var spacerMinLength: CGFloat? { nil }

    override func innerExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard content.count == 1 else { return nil }
        let (origin, childSize) = childGeometry(for: size)
        guard let v = content[0].explicitAlignment(key, size: childSize) else { return nil }
        return v + (key.isHorizontal ? origin.x : origin.y)
    }

    /// Where the content sits for this node's size (for explicit guides).
    func childGeometry(for size: CGSize) -> (CGPoint, CGSize) { (.zero, size) }
}

/// Modifiers that draw or watch without changing layout (effects, gestures, names): the content
/// fills the node.
class PassthroughNode: UnaryNode {
    override func computeSize(_ p: ProposedViewSize) -> CGSize { contentSize(p) }
    override func placeChildren(in size: CGSize) { placeContent(CGRect(origin: .zero, size: size)) }
    override var spacerMinLength: CGFloat? { content.count == 1 ? content[0].spacerMinLength : nil }
}

// MARK: padding

struct PaddingModifier: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets
    func body(content: Content) -> Never { primitiveBody("padding") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { PaddingNode(graph: graph) }
}

final class PaddingNode: UnaryNode {
    var layout = PaddingLayout(insets: EdgeInsets())
    override func readModifier(_ m: Any) { if let p = m as? PaddingModifier { layout = PaddingLayout(insets: p.insets) } }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { layout.size(child: contentSize(layout.childProposal(p))) }
    override func placeChildren(in size: CGSize) {
        let inner = CGSize(width: max(size.width - layout.insets.horizontal, 0), height: max(size.height - layout.insets.vertical, 0))
        placeContent(CGRect(origin: CGPoint(x: layout.insets.leading, y: layout.insets.top), size: inner))
    }
    override func childGeometry(for size: CGSize) -> (CGPoint, CGSize) {
        (CGPoint(x: layout.insets.leading, y: layout.insets.top),
         CGSize(width: max(size.width - layout.insets.horizontal, 0), height: max(size.height - layout.insets.vertical, 0)))
    }
}

extension View {
    /// Space around the view: 16 points on the edges given (iOS's standard margin) unless a length is.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges: edges, length: length ?? LayoutSpacing.padding)))
    }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}

// MARK: frame

struct FrameModifier: ViewModifier, PrimitiveModifier {
    enum Kind { case fixed(FixedFrameLayout), flexible(FlexibleFrameLayout) }
    let kind: Kind
    let alignment: Alignment
    func body(content: Content) -> Never { primitiveBody("frame") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { FrameNode(graph: graph) }
}

final class FrameNode: UnaryNode {
    var modifier = FrameModifier(kind: .fixed(FixedFrameLayout(width: nil, height: nil)), alignment: .center)
    /// The proposal each size came from in this pass (see `ProposalMemo`).
    var lastProposal = ProposalMemo()

    override func readModifier(_ m: Any) { if let f = m as? FrameModifier { modifier = f } }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        switch modifier.kind {
        case .fixed(let l): return l.childProposal(p)
        case .flexible(let l): return l.childProposal(p)
        }
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let child = contentSize(childProposal(p))
        let s: CGSize
        switch modifier.kind {
        case .fixed(let l): s = l.size(child: child)
        case .flexible(let l): s = l.size(child: child, proposal: p)
        }
        lastProposal.record(sanitize(s), for: p)
        return s
    }

    override func placeChildren(in size: CGSize) {
        let p = lastProposal.proposal(for: size) ?? ProposedViewSize(size)
        var cp = childProposal(p)
        // The child is offered at most the frame's size in the dimensions the frame fixes.
        if case .fixed(let l) = modifier.kind {
            if l.width != nil { cp.width = size.width }
            if l.height != nil { cp.height = size.height }
        }
        let items = content
        let child = contentSize(cp)
        let wrapper = AlignedChild(items: items, size: child)
        let f = OverlayLayout(alignment: modifier.alignment).place([wrapper], sizes: [child], in: size)[0]
        placeContent(f)
    }

    override func childGeometry(for size: CGSize) -> (CGPoint, CGSize) { (childOrigin, lastChildSize) }
}

/// The content of a frame or overlay as one child for alignment (its explicit guides).
struct AlignedChild: LayoutChild {
    let items: [LayoutNode]
    let size: CGSize
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { items.count == 1 ? items[0].explicitAlignment(key, size: size) : nil }
    var layoutPriority: Double { 0 }
    var spacerMinLength: CGFloat? { nil }
}

extension View {
    /// A frame of fixed width and/or height, the content aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(kind: .fixed(FixedFrameLayout(width: width.map { max($0, 0) }, height: height.map { max($0, 0) })), alignment: alignment))
    }

    /// A flexible frame: the proposal clamped between the minimum and maximum (`maxWidth: .infinity` fills).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(kind: .flexible(FlexibleFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                                   minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight)),
                               alignment: alignment))
    }

    /// The unused `frame()` (iOS 13's deprecated form): no change.
    public func frame() -> some View { frame(width: nil, height: nil) }

    /// The content's ideal size along the axes given, whatever the proposal.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The content offered the largest (`.fit`) or smallest (`.fill`) size of the aspect ratio.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(layout: AspectRatioLayout(ratio: ratio, contentMode: contentMode)))
    }
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(ratio.height != 0 ? ratio.width / ratio.height : nil, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Places the view's centre at a point of the space offered (which the modifier takes whole).
    public func position(_ p: CGPoint) -> some View { modifier(PositionModifier(point: p)) }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}

struct FixedSizeModifier: ViewModifier, PrimitiveModifier {
    let horizontal: Bool, vertical: Bool
    func body(content: Content) -> Never { primitiveBody("fixedSize") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { FixedSizeNode(graph: graph) }
}

final class FixedSizeNode: UnaryNode {
    var m = FixedSizeModifier(horizontal: true, vertical: true)
    override func readModifier(_ x: Any) { if let f = x as? FixedSizeModifier { m = f } }
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: m.horizontal ? nil : p.width, height: m.vertical ? nil : p.height)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { contentSize(childProposal(p)) }
    override func placeChildren(in size: CGSize) { placeContent(CGRect(origin: .zero, size: size)) }
}

struct AspectRatioModifier: ViewModifier, PrimitiveModifier {
    let layout: AspectRatioLayout
    func body(content: Content) -> Never { primitiveBody("aspectRatio") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { AspectRatioNode(graph: graph) }
}

final class AspectRatioNode: UnaryNode {
    var layout = AspectRatioLayout(ratio: nil, contentMode: .fit)
    override func readModifier(_ x: Any) { if let a = x as? AspectRatioModifier { layout = a.layout } }
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        layout.childProposal(p) { self.contentSize(.unspecified) }
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { contentSize(childProposal(p)) }
    override func placeChildren(in size: CGSize) {
        let child = contentSize(childProposal(ProposedViewSize(size)))
        placeContent(CGRect(x: (size.width - child.width) / 2, y: (size.height - child.height) / 2, width: child.width, height: child.height))
    }
}

struct PositionModifier: ViewModifier, PrimitiveModifier {
    let point: CGPoint
    func body(content: Content) -> Never { primitiveBody("position") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { PositionNode(graph: graph) }
}

final class PositionNode: UnaryNode {
    var point = CGPoint.zero
    override func readModifier(_ x: Any) { if let p = x as? PositionModifier { point = p.point } }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }
    override func placeChildren(in size: CGSize) {
        let child = contentSize(ProposedViewSize(size))
        placeContent(CGRect(x: point.x - child.width / 2, y: point.y - child.height / 2, width: child.width, height: child.height))
    }
}

// MARK: overlay and background

struct SecondaryModifier: ViewModifier, PrimitiveModifier {
    let secondary: any View
    let alignment: Alignment
    let isBackground: Bool
    /// `background(_:ignoresSafeAreaEdges:)` of a style: the style fills the view's bounds.
    func body(content: Content) -> Never { primitiveBody("overlay") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { SecondaryNode(graph: graph) }
}

/// `overlay` and `background`: the content lays out the node; the secondary view is offered the
/// content's size and aligned on it, drawn above (overlay) or below (background).
final class SecondaryNode: UnaryNode {
    var m: SecondaryModifier?
    override func readModifier(_ x: Any) { m = x as? SecondaryModifier }
    override func childViews(_ mc: AnyModifiedContent) -> [(AnyHashable, any View)] {
        guard let m else { return [(AnyHashable(0), mc.anyContent)] }
        return m.isBackground ? [(AnyHashable(1), m.secondary), (AnyHashable(0), mc.anyContent)]
                              : [(AnyHashable(0), mc.anyContent), (AnyHashable(1), m.secondary)]
    }
    var primaryIndex: Int { m?.isBackground == true ? 1 : 0 }
    var primary: [LayoutNode] { children.count == 2 ? layoutNodes(ofChildrenIn: [children[primaryIndex]]) : contentItems() }
    var secondaryItems: [LayoutNode] { children.count == 2 ? layoutNodes(ofChildrenIn: [children[1 - primaryIndex]]) : [] }
    override var content: [LayoutNode] { primary }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { contentSize(p) }
    override func placeChildren(in size: CGSize) {
        placeContent(CGRect(origin: .zero, size: size))
        let items = secondaryItems
        guard !items.isEmpty else { return }
        let overlay = OverlayLayout(alignment: m?.alignment ?? .center)
        let p = ProposedViewSize(size)
        let sizes = items.map { $0.sizeThatFits(p) }
        for (i, f) in zip(items, overlay.place(items, sizes: sizes, in: size)) { i.place(f) }
    }
}

extension View {
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(secondary: content(), alignment: alignment, isBackground: false))
    }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }
    /// A colour is both a view and a style: as in SwiftUI, `.overlay(Color.red)` takes the view form.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(secondary: Rectangle().fill(style), alignment: .center, isBackground: false))
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryModifier(secondary: shape.fill(style), alignment: .center, isBackground: false))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(secondary: content(), alignment: alignment, isBackground: true))
    }
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(secondary: background, alignment: alignment, isBackground: true))
    }
    /// A colour is both a view and a style: as in SwiftUI, `.background(Color.red)` takes the view form.
    @_disfavoredOverload
    /// The style's fill reaches under the safe area on `edges` where the view meets it (a bar's
    /// material behind the home indicator), as SwiftUI's style backgrounds do.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(secondary: Rectangle().fill(style).ignoresSafeArea(.all, edges: edges), alignment: .center, isBackground: true))
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryModifier(secondary: shape.fill(style), alignment: .center, isBackground: true))
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryModifier(secondary: shape.fill(Color(uiColor: .systemBackground)), alignment: .center, isBackground: true))
    }
    /// A border drawn inside the view's bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

// MARK: safe area

extension View {
    /// Lets the view extend under the safe area (the preview's screen has none unless the hosting
    /// controller sets `additionalSafeAreaInsets`).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        contextModifier { $0.traits.ignoresSafeAreaEdges = edges }
    }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

