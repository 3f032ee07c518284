import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The node of a `Layout` container (`MyLayout { … }`, `AnyLayout`, `Grid`): its content's views
/// are its subviews; the layout sizes it and places them. Placing sets each subview node's frame,
/// and rendering moves its layer there with the update's transaction: a subview moved by a state
/// change in `withAnimation` (or by an `AnyLayout` switching layouts) animates to its new place.
///
/// A layout's own `animatableData` animates as SwiftUI animates it: in an animated change the data is
/// interpolated and the subviews laid out again at every frame with the frame's layout (a radial
/// layout's rotation turns its views around the circle rather than moving them straight).
final class CustomLayoutNode: LayoutNode, Reevaluating {
    var engine: CustomLayoutEngine?
    /// The layout's animatable data's animation.
    var driver: AnimatableDataDriver?
    /// The layout value of the last update (its data at the target).
    var target: Any?

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let d = view as? LayoutContainerDescription else { return }
        let e = d.engine(reusing: engine)
        engine = e
        target = d.anyLayout
        let now = CACurrentMediaTime()
        if let driver, ObjectIdentifier(type(of: d.anyLayout)) == lastLayoutType {
            let t = ctx.transaction
            let animation = t.disablesAnimations ? nil : (ctx.implicitAnimation ?? t.animation)
            driver.retarget(d.anyLayout, animation: animation, time: now, group: t.completionGroup)
            if driver.isAnimating(at: now) { followFrames() }
            e.setLayout(driver.interpolated(d.anyLayout, at: now))
        } else {
            driver = d.makeDriver()
        }
        lastLayoutType = ObjectIdentifier(type(of: d.anyLayout))
        var inner = ctx
        inner.environment.stackAxis = e.stackOrientation
        reconcile([(AnyHashable(0), d.containerContent)], inner)
        // The view (the layout's properties) or its subviews may have changed: `updateCache` next.
        e.invalidateCache()
    }

    private var lastLayoutType: ObjectIdentifier?

    /// Lays out again at each frame while the layout's data animates (updates without animation:
    /// each frame's frames are shown as they are).
    func followFrames() {
        graph.invalidateEachFrame(self) { [weak self] time in self?.driver?.isAnimating(at: time) ?? false }
    }

    func reevaluate(transaction: Transaction) {
        guard let driver, let target, let engine else { return }
        engine.setLayout(driver.interpolated(target, at: CACurrentMediaTime()))
        cachedItems = nil
    }

    override func tearDown() {
        super.tearDown()
        graph.perFrame[ObjectIdentifier(self)] = nil
    }

    /// The subviews, as proxies recording their placement into `sink`.
    func subviews(_ sink: LayoutPlacementSink?) -> LayoutSubviews {
        LayoutSubviews(contentItems().map { LayoutSubview(node: $0, sink: sink) })
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        guard let engine else { return .zero }
        return engine.sizeThatFits(p, subviews(nil))
    }

    /// The proposal each size came from in this pass: the layout places with the proposal its
    /// container gave it (as SwiftUI passes it to `placeSubviews`).
    private var proposals = ProposalMemo()
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = super.sizeThatFits(proposal)
        proposals.record(s, for: proposal)
        return s
    }

    /// The bounds `placeSubviews` is given: the node's frame in its parent's coordinates (as
    /// SwiftUI's bounds are not at the origin, a layout must place relative to `bounds.minX/minY`).
    func bounds(for size: CGSize) -> CGRect { CGRect(origin: frame.origin, size: size) }

    override func placeChildren(in size: CGSize) {
        guard let engine else { return }
        let sink = LayoutPlacementSink()
        let subs = subviews(sink)
        let b = bounds(for: size)
        let p = proposals.proposal(for: size) ?? ProposedViewSize(size)
        engine.place(in: b, p, subs)
        for s in subs {
            if let row = s.node as? GridRowNode { row.gridCellFrames = sink.gridCells[ObjectIdentifier(row)] }
            if let f = sink.frames[ObjectIdentifier(s.node)] {
                s.node.place(f.offsetBy(dx: -b.minX, dy: -b.minY))
            } else {
                // Not placed by the layout: centred in the bounds, as SwiftUI does.
                let sz = s.node.sizeThatFits(p)
                s.node.place(CGRect(x: (size.width - sz.width) / 2, y: (size.height - sz.height) / 2, width: sz.width, height: sz.height))
            }
        }
    }

    override func innerExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard let engine else { return nil }
        let b = CGRect(origin: .zero, size: size)
        return engine.explicitAlignment(key, in: b, proposals.proposal(for: size) ?? ProposedViewSize(size), subviews(nil))
    }
}
