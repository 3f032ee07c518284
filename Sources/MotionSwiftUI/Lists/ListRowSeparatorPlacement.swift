import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Where a list row's separator runs: from the row's `listRowSeparatorLeading` guide to its
/// `listRowSeparatorTrailing` guide, over the row's bottom edge, as iOS 16+ draws it.
///
/// iOS's default for the leading guide is the leading edge of the row's first text, so a Settings-style
/// row (`HStack { icon; Text("Wi-Fi") }`) has its separator under the text, not under the icon; a
/// `.alignmentGuide(.listRowSeparatorLeading) { … }` on the row or on a view inside it moves it (the
/// first such guide in the row's view order wins over any text). Without text or guide, the separator
/// starts at the row content's leading inset (`defaultLeading`, points from the row's leading edge).
/// The trailing end is the row's trailing edge unless a view sets `listRowSeparatorTrailing`.
/// Backgrounds and overlays take no part (a view's guides are its content's, as in SwiftUI), so the
/// labels of a swiped row's buttons never move it.
struct ListRowSeparatorPlacement: ViewModifier, PrimitiveModifier {
    /// The separator (a hairline of its colour), laid out by the node.
    let separator: AnyView
    /// Points from the row's leading edge where the separator starts when nothing in the row says.
    let defaultLeading: CGFloat
    /// The row edge the separator lies over (a disclosure group's revealed rows have theirs above them).
    var edge: VerticalEdge = .bottom
    func body(content: Content) -> Never { primitiveBody("listRowSeparator") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ListRowSeparatorNode(graph: graph) }
}

/// The row's node: the row is the content and decides the size; the separator is placed after the row
/// has been laid out, from the frames of the row's views in this layout pass (so it follows the text
/// in the same frame, and animates with the row's own layout animation).
final class ListRowSeparatorNode: UnaryNode {
    var m: ListRowSeparatorPlacement?
    override func readModifier(_ x: Any) { m = x as? ListRowSeparatorPlacement }
    override func childViews(_ mc: AnyModifiedContent) -> [(AnyHashable, any View)] {
        guard let m else { return [(AnyHashable(0), mc.anyContent)] }
        return [(AnyHashable(0), mc.anyContent), (AnyHashable(1), m.separator)]
    }
    private var rowItems: [LayoutNode] { children.isEmpty ? [] : layoutNodes(ofChildrenIn: [children[0]]) }
    private var separatorItems: [LayoutNode] { children.count == 2 ? layoutNodes(ofChildrenIn: [children[1]]) : [] }
    override var content: [LayoutNode] { rowItems }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { contentSize(p) }

    override func placeChildren(in size: CGSize) {
        placeContent(CGRect(origin: .zero, size: size))
        let items = separatorItems
        guard !items.isEmpty else { return }
        let rows = rowItems
        let leading = ListRowSeparatorGuides.find(HorizontalAlignment.listRowSeparatorLeading.key, in: rows, textDefault: true)
            ?? m?.defaultLeading ?? 0
        let trailing = ListRowSeparatorGuides.find(HorizontalAlignment.listRowSeparatorTrailing.key, in: rows, textDefault: false)
            ?? size.width
        let hairline = 1 / max(UIServices.screenScale, 1)
        let frame = CGRect(x: leading, y: m?.edge == .top ? 0 : size.height - hairline, width: max(trailing - leading, 0), height: hairline)
        for i in items { i.place(frame) }
    }
}

/// Finding a row's separator guides in its laid-out views.
enum ListRowSeparatorGuides {
    /// The x (in the coordinates the nodes' frames are in) of the first view, in view order, that sets
    /// the guide `key` explicitly — or, with `textDefault`, is a text (whose guide is its leading edge).
    static func find(_ key: AlignmentKey, in nodes: [LayoutNode], textDefault: Bool, origin: CGFloat = 0) -> CGFloat? {
        for node in nodes {
            let x = origin + node.frame.minX
            if let guide = node.context.traits.alignmentGuides[key] {
                return x + guide(ViewDimensions(size: node.frame.size) { node.innerExplicitAlignment($0, size: node.frame.size) })
            }
            if textDefault, node is TextNode { return x }
            // A background or overlay is not part of the view's guides: only its content is searched.
            let inner = (node as? SecondaryNode)?.primary ?? node.contentItems()
            if let found = find(key, in: inner, textDefault: textDefault, origin: x) { return found }
        }
        return nil
    }
}
