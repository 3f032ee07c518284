import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A view with a layout and a layer: text, shapes, stacks, and the modifiers that lay out or draw
/// (`padding`, `frame`, `offset`, `opacity`, `background`…). Its `hostView` is a `UIView` placed at
/// the node's frame in its parent layout node's view; its attributes (position, size, opacity,
/// transform, and each kind's own) are `LayerAttribute`s, so a change in an animated update moves
/// exactly as SwiftUI's curves and springs say.
class LayoutNode: ViewNode, LayoutChild {
    nonisolated(unsafe) static var layoutPass = 0
    private var cachePass = -1
    private var sizeCache: [ProposedViewSize: CGSize] = [:]
    /// The frame in the parent layout node's coordinates, from the last layout.
    var frame: CGRect = .zero
    private var _hostView: UIView?
    var hostView: UIView {
        if let v = _hostView { return v }
        let v = makeHostView()
        _hostView = v
        return v
    }
    var hasHostView: Bool { _hostView != nil }

    /// The view that draws this node (a plain `NodeView` unless the kind needs a layer class).
    func makeHostView() -> UIView { NodeView() }

    override func update(_ view: any View, _ ctx: UpdateContext) {
        context = ctx
        var inner = ctx
        inner.traits = ViewTraits()
        updateNode(view, inner)
    }

    /// The kind's update: read the view, update the children with `ctx`.
    func updateNode(_ view: any View, _ ctx: UpdateContext) {}

    // MARK: Layout

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if cachePass != LayoutNode.layoutPass {
            cachePass = LayoutNode.layoutPass
            sizeCache.removeAll(keepingCapacity: true)
        }
        if let s = sizeCache[proposal] { return s }
        let s = sanitize(computeSize(proposal))
        sizeCache[proposal] = s
        return s
    }

    /// Drops the sizes measured in this layout pass (a lazy section that made rows while it was placed).
    func forgetMeasuredSizes() { sizeCache.removeAll(keepingCapacity: true) }

    /// Sizes are never negative or NaN; infinity stays (a flexible view offered infinity takes it,
    /// which is how stacks measure flexibility).
    func sanitize(_ s: CGSize) -> CGSize {
        CGSize(width: s.width.isNaN ? 0 : max(s.width, 0), height: s.height.isNaN ? 0 : max(s.height, 0))
    }

    /// The size for a proposal (before caching). Default: the content laid out as a `VStack`
    /// would (one child: its size).
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let items = contentItems()
        if items.count == 1 { return items[0].sizeThatFits(proposal) }
        let stack = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
        return stack.size(items, sizes: stack.sizes(items, proposal: proposal))
    }

    /// Places the node at `frame` (parent coordinates) and its children inside it.
    func place(_ frame: CGRect) {
        var frame = frame
        let edges = context.traits.ignoresSafeAreaEdges
        if !edges.isEmpty { frame = extendedIntoSafeArea(frame, edges) }
        self.frame = frame
        placeChildren(in: frame.size)
    }

    /// The frame grown to the screen's edge on each edge it shares with the safe area.
    func extendedIntoSafeArea(_ f: CGRect, _ edges: Edge.Set) -> CGRect {
        let inset = graph.safeArea, screen = graph.hostSize
        guard inset != EdgeInsets() else { return f }
        var origin = CGPoint.zero
        var p = parent
        while let x = p {
            if let l = x as? LayoutNode { origin.x += l.frame.minX; origin.y += l.frame.minY }
            p = x.parent
        }
        var g = f.offsetBy(dx: origin.x, dy: origin.y)
        let near: (CGFloat, CGFloat) -> Bool = { abs($0 - $1) <= 0.5 }
        if edges.contains(.top), near(g.minY, inset.top) { g.origin.y -= inset.top; g.size.height += inset.top }
        if edges.contains(.leading), near(g.minX, inset.leading) { g.origin.x -= inset.leading; g.size.width += inset.leading }
        if edges.contains(.bottom), near(g.maxY, screen.height - inset.bottom) { g.size.height += inset.bottom }
        if edges.contains(.trailing), near(g.maxX, screen.width - inset.trailing) { g.size.width += inset.trailing }
        return g.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    func placeChildren(in size: CGSize) {
        let items = contentItems()
        if items.count == 1 { items[0].place(CGRect(origin: .zero, size: size)); return }
        let stack = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
        let sizes = stack.sizes(items, proposal: ProposedViewSize(size))
        let frames = stack.place(items, sizes: sizes, in: size)
        for (i, f) in zip(items, frames) { i.place(f) }
    }

    /// The layout nodes of the children (disappearing ones excluded), kept until the children change.
    func contentItems() -> [LayoutNode] {
        if let c = cachedItems { return c }
        let c = layoutNodes(ofChildrenIn: children)
        cachedItems = c
        return c
    }
    var cachedItems: [LayoutNode]?

    func layoutNodes(ofChildrenIn nodes: [ViewNode], includeDisappearing: Bool = false) -> [LayoutNode] {
        var out: [LayoutNode] = []
        for c in nodes where includeDisappearing || !c.isDisappearing { c.collectLayoutNodes(into: &out, includeDisappearing: includeDisappearing) }
        return out
    }

    override func collectLayoutNodes(into out: inout [LayoutNode], includeDisappearing: Bool) { out.append(self) }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if let g = context.traits.alignmentGuides[key] { return g(ViewDimensions(size: size) { self.innerExplicitAlignment($0, size: size) }) }
        return innerExplicitAlignment(key, size: size)
    }

    /// Explicit guides of the content, for kinds that wrap one child placed at a known frame.
    func innerExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

    var layoutPriority: Double { context.traits.layoutPriority ?? innerLayoutPriority }
    /// The content's priority, for modifiers that wrap one view (traits pass through them).
    var innerLayoutPriority: Double { 0 }
    var spacerMinLength: CGFloat? { nil }

    // MARK: Render

    lazy var attributes = NodeAttributes(node: self)
    /// The transition applied now (identity unless inserting or removing).
    var transitionParams = TransitionParams.identity
    var pendingRemoval: (AnyTransition, Animation, AnimationCompletionGroup)?
    var insertionPending = false
    var childrenChanged = true {
        didSet { if childrenChanged { cachedItems = nil } }
    }

    override func render(_ rc: RenderContext) {
        wasRendered = true
        let view = hostView
        if let name = context.traits.accessibilityIdentifier, view.accessibilityIdentifier != name {
            view.accessibilityIdentifier = name
            view.layer.name = name
        }
        // The environment's colour scheme is the view's UIKit style, so UIKit views inside (switches,
        // fields, hosted controllers) draw in it too, as under `.environment(\.colorScheme, .dark)`.
        let style: UIUserInterfaceStyle = context.environment.colorScheme == .dark ? .dark : .light
        if view.overrideUserInterfaceStyle != style { view.overrideUserInterfaceStyle = style }
        var rc = rc
        let newGlobal = CGPoint(x: rc.parentGlobal.x + frame.minX, y: rc.parentGlobal.y + frame.minY)
        let oldGlobal = lastGlobal ?? newGlobal
        lastGlobal = newGlobal
        var inner = rc
        inner.parentGlobal = newGlobal
        inner.parentOldGlobal = oldGlobal
        if let (t, animation, group) = pendingRemoval {
            pendingRemoval = nil
            transitionParams = t.removalParams(size: frame.size)
            let a = t.animationOverride ?? animation
            var r = rc
            r.animation = a
            r.group = group
            // Removed: it stays where it was on screen while its parent moves.
            if rc.parentGlobal != rc.parentOldGlobal {
                frame.origin = CGPoint(x: oldGlobal.x - rc.parentGlobal.x, y: oldGlobal.y - rc.parentGlobal.y)
                lastGlobal = oldGlobal
                inner.parentGlobal = oldGlobal
                applyGeometry(r)
            } else {
                applyGeometry(rc)
            }
            applyEffects(r)
            renderContent(rc)
            for c in children { c.render(inner) }
            syncSubviews()
            return
        }
        let insertion = insertionPending ? graph.pendingInsertionAnimation(for: self) : nil
        if insertionPending { rc.animation = nil }
        if !hasAppeared, rc.parentGlobal != rc.parentOldGlobal, let animation = insertion?.0 ?? rc.animation {
            // Inserted while its parent moves: it appears at its own place on screen and stays there.
            let start = CGPoint(x: newGlobal.x - rc.parentOldGlobal.x, y: newGlobal.y - rc.parentOldGlobal.y)
            var still = rc
            still.animation = nil
            attributes.set(position: CGPoint(x: start.x + frame.width / 2, y: start.y + frame.height / 2), size: frame.size, still)
            var moving = rc
            moving.animation = animation
            moving.group = insertion?.1 ?? rc.group
            applyGeometry(moving)
            inner.parentJump = .zero
        } else {
            var g = rc
            if let layout = rc.layoutAnimation { g.animation = layout }
            let oldLocal = CGPoint(x: oldGlobal.x - rc.parentOldGlobal.x, y: oldGlobal.y - rc.parentOldGlobal.y)
            if hasAppeared, g.animation != nil, rc.parentJump != .zero, let oldSize = lastRenderedSize {
                // Its parent jumped: it starts where it was on screen and animates to its new frame.
                var still = rc
                still.animation = nil
                still.layoutAnimation = nil
                attributes.set(position: CGPoint(x: oldLocal.x - rc.parentJump.x + oldSize.width / 2,
                                                 y: oldLocal.y - rc.parentJump.y + oldSize.height / 2), size: oldSize, still)
                applyGeometry(rc)
                inner.parentJump = .zero
            } else {
                applyGeometry(rc)
                inner.parentJump = g.animation != nil || !hasAppeared ? .zero
                    : CGPoint(x: rc.parentJump.x + frame.minX - oldLocal.x, y: rc.parentJump.y + frame.minY - oldLocal.y)
            }
        }
        lastRenderedSize = frame.size
        applyEffects(rc)
        renderContent(rc)
        for c in children { c.render(inner) }
        syncSubviews()
        if !hasAppeared { hasAppeared = true; appearSubtreeHook() }
    }

    /// The node's origin in the host's coordinates at its last render.
    var lastGlobal: CGPoint?
    /// The node's size at its last render.
    var lastRenderedSize: CGSize?

    func appearSubtreeHook() {}

    /// Position and size from the frame (matched geometry may move them, see `MatchedGeometryNode`).
    func applyGeometry(_ rc: RenderContext) {
        let f = geometryFrame(rc)
        var g = rc
        if let layout = rc.layoutAnimation { g.animation = layout }
        attributes.set(position: CGPoint(x: f.midX, y: f.midY), size: f.size, g)
    }

    func geometryFrame(_ rc: RenderContext) -> CGRect { frame }

    /// Opacity and transform: the kind's own effect with the transition's on top.
    func applyEffects(_ rc: RenderContext) {
        let own = ownOpacity
        let t = transitionParams
        if own != 1 || t.opacity != 1 || isOpacityEffect || attributes.hasOpacity {
            attributes.setOpacity(own: own, transition: t.opacity, rc)
        }
        let blur = ownBlurRadius + t.blur
        if blur != 0 || isBlurEffect || attributes.hasBlur { attributes.setBlur(blur, rc) }
        let params = ownTransformParams
        if !params.isEmpty || !t.isIdentityTransform || attributes.hasTransform {
            attributes.setTransform(own: params, transition: t, rc)
        }
    }

    /// The kind's opacity (1 unless it is an opacity modifier).
    var ownOpacity: Double { 1 }
    /// The kind's blur σ in points (0 unless it is a blur modifier).
    var ownBlurRadius: Double { 0 }
    /// Whether the kind is a blur modifier (its blur is an attribute from the start, so a first change animates).
    var isBlurEffect: Bool { false }
    /// Whether the kind is an opacity modifier (its opacity is an attribute from the start, at 1 too, so a
    /// first change animates: a fade-out from 1 jumped, the attribute being made at its new value).
    var isOpacityEffect: Bool { false }
    /// The kind's transform parameters (empty unless it is a transform effect).
    var ownTransformParams: [Double] { [] }
    /// The transform for parameters (the kind's and, after them, the transition's) at a size.
    func ownTransform(_ params: ArraySlice<Double>, size: CGSize) -> CATransform3D { CATransform3DIdentity }

    /// The kind's own drawing (text image, shape path, colour).
    func renderContent(_ rc: RenderContext) {}

    /// Makes the host view's subviews the content's host views (with disappearing ones), in order
    /// of `zIndex` (stable).
    func syncSubviews() {
        guard childrenChanged else { return }
        childrenChanged = false
        let items = layoutNodes(ofChildrenIn: children, includeDisappearing: true)
        let ordered = items.enumerated().sorted { a, b in
            a.element.context.traits.zIndex != b.element.context.traits.zIndex
                ? a.element.context.traits.zIndex < b.element.context.traits.zIndex : a.offset < b.offset
        }.map(\.element.hostView)
        let container = contentContainer
        let all = container.subviews
        let current = all.filter { $0 is NodeHosted }
        if current.count == ordered.count && zip(current, ordered).allSatisfy({ $0 === $1 }) { return }
        // By identity in a set: a lazy stack of thousands of rows made more of them (each lookup in the
        // array, and re-adding every view, made a growing list's update quadratic in its rows).
        let wanted = Set(ordered.map(ObjectIdentifier.init))
        var kept: [UIView] = []
        kept.reserveCapacity(current.count)
        for v in current {
            if wanted.contains(ObjectIdentifier(v)) { kept.append(v) } else { v.removeFromSuperview() }
        }
        if current.count == all.count, kept.count <= ordered.count, zip(kept, ordered).allSatisfy({ $0 === $1 }) {
            // The views kept are in order at the front (rows made after them): only the new ones are added.
            for v in ordered[kept.count...] { container.addSubview(v) }
        } else {
            for v in ordered { container.addSubview(v) }
        }
    }

    /// The view children's host views go in.
    var contentContainer: UIView { hostView }

    // MARK: Transitions

    func beginInsertion(_ t: AnyTransition) {
        insertionPending = true
        transitionParams = t.insertionParams(size: frame.size)
    }

    /// After the first frame at the transition's start: animate to identity.
    func finishInsertion(_ r: AnyTransitionResolution, _ rc: RenderContext) {
        guard insertionPending else { return }
        insertionPending = false
        // The inserted view's size is known now: its start state again for it, then identity.
        transitionParams = r.transition.insertionParams(size: frame.size)
        var start = rc
        start.animation = nil
        applyEffects(start)
        transitionParams = .identity
        var animated = rc
        animated.animation = r.transition.animationOverride ?? r.animation
        animated.group = r.group
        applyEffects(animated)
    }

    func beginRemoval(_ t: AnyTransition, animation: Animation, group: AnimationCompletionGroup) {
        pendingRemoval = (t, animation, group)
    }

    override func tearDown() {
        super.tearDown()
        if hasHostView { hostView.removeFromSuperview() }
    }
}

/// Marks the views the graph manages (a node's host view), so other subviews — a representable's
/// own — are left alone when children are synchronised.
protocol NodeHosted: AnyObject {}

/// A layout node's view: plain, named by `accessibilityIdentifier` for traces.
class NodeView: UIView, NodeHosted {
    override init(frame: CGRect) {
        super.init(frame: frame)
        // Content moved by an offset or scaled past the layout frame is hit where it is drawn.
        searchesSubviewsOutsideBounds = true
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchesSubviewsOutsideBounds = true
    }

    /// SwiftUI hit-tests content: a stack, a spacer, a frame or padding is not hit where none of the
    /// views it holds is, so a tap there reaches the views below (`VStack { Spacer(); logo }` laid over
    /// a menu in a `ZStack`). One carrying a gesture recognizer is hit in its bounds, as a view with a
    /// `contentShape` is.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, gestureRecognizers?.isEmpty ?? true { return nil }
        return hit
    }
}

/// How an insertion animates: its transition, the animation and the transaction's completion group.
struct AnyTransitionResolution {
    let transition: AnyTransition
    let animation: Animation
    let group: AnimationCompletionGroup?
}
