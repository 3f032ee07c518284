import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Shows the first of its views that fits (SwiftUI's `ViewThatFits`, iOS 16): in order, the first
/// whose ideal size (its size for an unspecified proposal) is no larger than the proposal along
/// each of `axes` (an unspecified dimension fits anything); when none does, the last. Only that
/// view is drawn and hit; the others are kept (their state too) but hidden.
public struct ViewThatFits<Content: View>: View, BuiltinView {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public var body: Never { primitiveBody("ViewThatFits") }
    func makeNode(graph: ViewGraph) -> ViewNode { ViewThatFitsNode(graph: graph) }
}

protocol ViewThatFitsDescription { var fitAxes: Axis.Set { get }; var fitContent: any View { get } }
extension ViewThatFits: ViewThatFitsDescription {
    var fitAxes: Axis.Set { axes }
    var fitContent: any View { content }
}

final class ViewThatFitsNode: LayoutNode {
    var axes: Axis.Set = [.horizontal, .vertical]
    /// The view chosen at the last placement.
    weak var chosen: LayoutNode?

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let d = view as? ViewThatFitsDescription else { return }
        axes = d.fitAxes
        reconcile([(AnyHashable(0), d.fitContent)], ctx)
    }

    /// The first child whose ideal size fits `p` along the axes, else the last.
    func choice(_ p: ProposedViewSize) -> LayoutNode? {
        let items = contentItems()
        for item in items {
            let ideal = item.sizeThatFits(.unspecified)
            let fitsW = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 } ?? true
            let fitsH = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 } ?? true
            if fitsW && fitsH { return item }
        }
        return items.last
    }

    private var proposals = ProposalMemo()
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = super.sizeThatFits(proposal)
        proposals.record(s, for: proposal)
        return s
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { choice(p)?.sizeThatFits(p) ?? .zero }

    override func placeChildren(in size: CGSize) {
        let p = proposals.proposal(for: size) ?? ProposedViewSize(size)
        let pick = choice(p)
        chosen = pick
        for item in contentItems() {
            if item === pick {
                let s = item.sizeThatFits(p)
                item.place(CGRect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height))
            } else {
                item.place(CGRect(x: size.width / 2, y: size.height / 2, width: 0, height: 0))
            }
        }
    }

    override func render(_ rc: RenderContext) {
        super.render(rc)
        for item in contentItems() {
            let hidden = item !== chosen
            if item.hostView.isHidden != hidden { item.hostView.isHidden = hidden }
        }
    }
}
