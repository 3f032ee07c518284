import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// What a render pass is given: the update's transaction (its animation after the
/// `.animation(_:value:)` modifiers above), the scene time, and the group its animations report to.
struct RenderContext {
    var animation: Animation?
    /// Inside an `animation(_:body:)` scope: the animation for frames (position and size), which follow
    /// the content's layout and so the transaction from outside the scope (nil: `animation`).
    var layoutAnimation: Animation??
    var time: Double
    var group: AnimationCompletionGroup?
    var generation: Int
    /// Whether this pass is the second one of an insertion (the transition to identity).
    var disablesAnimations = false
    /// The parent layout node's origin in the host's coordinates, now and before this pass: a view
    /// inserted (or removed) while its parent moves keeps its own place on screen, as SwiftUI's
    /// views do (their frames are not carried by their parents').
    var parentGlobal = CGPoint.zero
    var parentOldGlobal = CGPoint.zero
    /// How far the parent layout node's coordinate space moved on screen without animation in this pass
    /// (its frame, or an ancestor's, set at once): a view whose own geometry animates then starts from
    /// where it was on screen, as SwiftUI's views do — a bar animated by `.animation(_:value:)` grows up
    /// from its label while the stack around it, outside the animation, is already its new height.
    var parentJump = CGPoint.zero
}

/// The view graph of one hosting view: the root node, the nodes whose bodies must be evaluated
/// again, and the update that runs in the frame's layout phase (evaluate dirty bodies, lay out,
/// render; again while `onAppear`/`onChange` change state, at most 8 passes a frame).
final class ViewGraph {
    var rootNode: ViewNode?
    var rootView: (any View)?
    var rootEnvironment = EnvironmentValues()
    weak var host: HostingView?

    /// State changes not yet taken in, in batches of one transaction each (consecutive changes with
    /// the same transaction share a batch). Each batch is its own update pass, so each change
    /// animates with its own transaction.
    struct Batch {
        var transaction: Transaction
        var commits: [() -> Void] = []
        var nodes: [ViewNode] = []
    }
    var batches: [Batch] = []
    var structureChanged = true
    /// The root's flattened views changed: the host's subviews must be put in order again.
    var rootSubviewsChanged = true
    var generation = 0
    var isUpdating = false
    /// Bodies being evaluated now (state reads the values taken in).
    nonisolated(unsafe) static var evaluating = 0
    /// Work to run after the current pass has laid out and rendered (`onAppear`, `onChange`).
    var afterRender: [() -> Void] = []
    /// Nodes inserted in this pass that animate in, and removed ones that animate out.
    var insertions: [(ViewNode, AnyTransitionResolution)] = []
    /// Matched geometry: the frames (in the host's coordinates) of the views that declared each id.
    var matchedFrames: [MatchedGeometryKey: (frame: CGRect, node: AnyObject)] = [:]
    var matchedThisPass: [MatchedGeometryKey: (frame: CGRect, node: AnyObject)] = [:]
    var matchedRemovals: [(MatchedGeometryNode, Animation, AnimationCompletionGroup)] = []
    /// Work done every frame while it returns true (a running `TimelineView`, `KeyframeAnimator`,
    /// a matched frame's content following it), given the frame's scene time.
    var perFrame: [ObjectIdentifier: (Double) -> Bool] = [:]
    /// Scene time when the graph was made: `TimelineView` dates count from here.
    let clockOrigin = CACurrentMediaTime()
    /// The wall clock at `clockOrigin`: live date text counts from here (`sceneDate`).
    let wallClockOrigin = Date()
    /// `onPreferenceChange` readers, checked after each pass's layout and render.
    let preferenceObservers = PreferenceObservers()

    init() {}

    /// The animation an inserted node starts with in this pass (nil when it is not animating in).
    func pendingInsertionAnimation(for node: LayoutNode) -> (Animation, AnimationCompletionGroup?)? {
        if let r = insertions.first(where: { $0.0 === node })?.1 { return (r.transition.animationOverride ?? r.animation, r.group) }
        return insertedSubtrees[ObjectIdentifier(node)]
    }

    /// Nodes anywhere inside a subtree inserted in this pass, with the insertion's animation (a
    /// matched view nested in an inserted one starts from its partner's frame).
    var insertedSubtrees: [ObjectIdentifier: (Animation, AnimationCompletionGroup?)] = [:]

    func forEachDescendant(_ node: ViewNode, _ body: (ViewNode) -> Void) {
        body(node)
        for c in node.children { forEachDescendant(c, body) }
    }

    /// Invalidates `node` at every frame (without animation: each frame shows its own values) for as
    /// long as the node is attached and up to the first frame at which `animating(time)` no longer holds — a node whose animated data is read
    /// in its update (an animatable layout's properties, an animatable modifier's body). Once per node:
    /// asking again while it runs changes nothing.
    func invalidateEachFrame(_ node: ViewNode, while animating: @escaping (Double) -> Bool) {
        let key = ObjectIdentifier(node)
        guard perFrame[key] == nil else { return }
        perFrame[key] = { [weak self, weak node] time in
            guard let self, let node, node.isAttached else { return false }
            var t = Transaction()
            t.disablesAnimations = true
            self.invalidate(node, transaction: t)
            return animating(time)  // the frame it ends in is shown too
        }
        host?.startFrames()
    }

    /// Runs the per-frame work of this frame (from the hosting view's display link).
    func runPerFrame() {
        guard !perFrame.isEmpty else { return }
        let now = CACurrentMediaTime()
        for (k, f) in perFrame where !f(now) { perFrame[k] = nil }
    }

    /// A node of the right kind for `view`.
    func makeNode(_ view: any View) -> ViewNode {
        if let b = view as? BuiltinView { return b.makeNode(graph: self) }
        if view is any Shape { return ShapeNode(graph: self) }
        if let r = makeRepresentableNode(view) { return r }
        return makeComposite(view)
    }

    private func makeComposite<V: View>(_ view: V) -> ViewNode { CompositeNode<V>(graph: self) }

    /// Sets the root view (from the hosting controller): the whole tree is updated, in `transaction`
    /// (a screen shown inside another is given its root again in the presenting view's transaction, so
    /// an animated change there animates here too).
    func setRoot(_ view: any View, transaction: Transaction = Transaction()) {
        rootView = view
        needsRootUpdate = true
        rootTransaction = transaction
        host?.requestUpdate()
    }

    /// The transaction of the last `setRoot`, used by the update that takes the new root in.
    var rootTransaction = Transaction()

    var needsRootUpdate = true

    /// Marks a node's body for evaluation at the next update, with the transaction of the change;
    /// `commit` makes the change visible to bodies when its batch is taken in.
    func invalidate(_ node: ViewNode, transaction: Transaction, commit: (() -> Void)? = nil) {
        if let last = batches.last, ViewGraph.sameTransaction(last.transaction, transaction) {
            batches[batches.count - 1].nodes.append(node)
            if let commit { batches[batches.count - 1].commits.append(commit) }
        } else {
            batches.append(Batch(transaction: transaction, commits: commit.map { [$0] } ?? [], nodes: [node]))
        }
        host?.requestUpdate()
    }

    static func sameTransaction(_ a: Transaction, _ b: Transaction) -> Bool {
        a.animation == b.animation && a.disablesAnimations == b.disablesAnimations && a.completionGroup === b.completionGroup
    }

    var lastSize = CGSize(width: -1, height: -1)
    var lastSafeArea = EdgeInsets()
    var needsUpdate: Bool { needsRootUpdate || !batches.isEmpty || structureChanged }

    /// One update: for each batch of changes, bodies, layout and render; again while the passes
    /// change state (`onAppear`, `onChange`), at most 16 passes.
    func update(size: CGSize, safeArea: EdgeInsets) {
        guard !isUpdating else { return }
        // Nothing changed and the same space: the layers already show this.
        if batches.isEmpty && !needsRootUpdate && !structureChanged && size == lastSize && safeArea == lastSafeArea { return }
        lastSize = size
        lastSafeArea = safeArea
        isUpdating = true
        defer { isUpdating = false }
        var passes = 0
        repeat {
            passes += 1
            // A new root (a screen given its view again by the view that shows it) takes its own pass in
            // its own transaction when changes of another transaction are pending here (its button's
            // press ending): a list row toggled inside `withAnimation` on a pushed screen animates.
            let rootFirst = needsRootUpdate && !batches.isEmpty && !ViewGraph.sameTransaction(rootTransaction, batches[0].transaction)
            let batch = batches.isEmpty || rootFirst ? Batch(transaction: needsRootUpdate ? rootTransaction : Transaction()) : batches.removeFirst()
            for c in batch.commits { c() }
            let transaction = batch.transaction
            generation += 1
            let ctx = UpdateContext(environment: rootEnvironment, transaction: transaction)
            if needsRootUpdate, let view = rootView {
                needsRootUpdate = false
                rootTransaction = Transaction()
                if rootNode == nil || rootNode?.viewType != ObjectIdentifier(type(of: view)) {
                    rootSubviewsChanged = true
                    rootNode?.tearDown()
                    let n = makeNode(view)
                    n.viewType = ObjectIdentifier(type(of: view))
                    rootNode = n
                }
                rootNode?.update(view, ctx)
            }
            var seen = Set<ObjectIdentifier>()
            let nodes = batch.nodes.filter { seen.insert(ObjectIdentifier($0)).inserted }.sorted { $0.depth < $1.depth }
            for n in nodes { (n as? DirtyMarkable)?.markDirty() }
            for n in nodes where n.isAttached {
                if let d = n as? DirtyMarkable, !d.isStillDirty { continue }
                (n as? Reevaluating)?.reevaluate(transaction: transaction)
            }
            layout(size: size, safeArea: safeArea)
            render(transaction)
            preferenceObservers.check()
            let work = afterRender
            afterRender = []
            for w in work { w() }
        } while (!batches.isEmpty || needsRootUpdate) && passes < 16
    }

    /// Every layout node placed for the host's bounds: the root offered the size less the safe area
    /// and centred in it (a hosting view centres its content).
    /// The host's size and safe area at the last layout (`ignoresSafeArea` reads them).
    var hostSize = CGSize.zero
    var safeArea = EdgeInsets()

    func layout(size: CGSize, safeArea: EdgeInsets) {
        guard let root = rootNode else { return }
        hostSize = size
        self.safeArea = safeArea
        let roots = root.layoutNodes()
        LayoutNode.layoutPass += 1
        let inner = CGSize(width: max(size.width - safeArea.horizontal, 0), height: max(size.height - safeArea.vertical, 0))
        let proposal = ProposedViewSize(inner)
        if roots.count > 1 {
            // Several root views (a builder block at the root): stacked vertically and centred, as SwiftUI
            // lays out a hosting view's several views, rather than on top of each other.
            let stack = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
            let sizes = stack.sizes(roots, proposal: proposal)
            let total = stack.size(roots, sizes: sizes)
            let frames = stack.place(roots, sizes: sizes, in: total)
            let dx = safeArea.leading + (inner.width - total.width) / 2, dy = safeArea.top + (inner.height - total.height) / 2
            for (r, f) in zip(roots, frames) { r.place(f.offsetBy(dx: dx, dy: dy)) }
        } else {
            for r in roots {
                let s = r.sizeThatFits(proposal)
                let origin = CGPoint(x: safeArea.leading + (inner.width - s.width) / 2, y: safeArea.top + (inner.height - s.height) / 2)
                r.place(CGRect(origin: origin, size: s))
            }
        }
        structureChanged = false
    }

    func render(_ t: Transaction) {
        guard let root = rootNode, let host else { return }
        let group = t.completionGroup
        let rc = RenderContext(animation: t.disablesAnimations ? nil : t.animation, time: CACurrentMediaTime(), group: group, generation: generation)
        matchedThisPass = [:]
        root.render(rc)
        if rootSubviewsChanged {
            rootSubviewsChanged = false
            host.syncRootSubviews(root.layoutNodes(includeDisappearing: true))
        }
        // Insertions animate to identity after their first, unanimated frame at the transition's start.
        let pending = insertions
        insertions = []
        insertedSubtrees = [:]
        for (node, resolution) in pending { (node as? LayoutNode)?.finishInsertion(resolution, rc) }
        let removals = matchedRemovals
        matchedRemovals = []
        for (node, animation, group) in removals { node.animateToReplacement(rc, animation: animation, group: group) }
        for (k, f) in matchedThisPass { matchedFrames[k] = f }
        if let group {
            scheduleCompletion(group)
        }
    }

    /// Calls a transaction's completions when its animations have ended (at once if none ran).
    func scheduleCompletion(_ group: AnimationCompletionGroup) {
        guard !group.isFinished else { return }
        let end = group.latestEnd
        if !end.isFinite {
            if end < 0 { afterRender.append { group.finish() } }
            return
        }
        let delay = max(end - CACurrentMediaTime(), 0)
        SceneTimer.scheduledTimer(withTimeInterval: delay, repeats: false) { _ in group.finish() }
    }

    // MARK: Insertion and removal

    /// A node was inserted: remembered for its transition when the update animates.
    func inserted(_ node: ViewNode, transaction: Transaction, implicit: Animation??) {
        let animation = implicit ?? transaction.animation
        guard !transaction.disablesAnimations, let animation else { return }
        for l in node.layoutNodes() {
            let t = l.context.traits.transition ?? .opacity
            insertions.append((l, AnyTransitionResolution(transition: t, animation: animation, group: transaction.completionGroup)))
            l.beginInsertion(t)
        }
        forEachDescendant(node) { insertedSubtrees[ObjectIdentifier($0)] = (animation, transaction.completionGroup) }
    }

    /// A node was removed: returns true when it stays (disappearing) to animate out.
    func removed(_ node: ViewNode, transaction: Transaction, implicit: Animation??) -> Bool {
        let animation = implicit ?? transaction.animation
        let items = node.layoutNodes()
        guard !transaction.disablesAnimations, let animation, items.contains(where: { $0.hasAppeared }) else {
            node.tearDown()
            return false
        }
        node.isDisappearing = true
        node.parent?.markSubviewsChanged()
        let group = AnimationCompletionGroup { [weak self, weak node] in
            guard let self, let node, let parent = node.parent else { return }
            parent.dropChild(node)
            self.structureChanged = true
            self.host?.requestUpdate()
        }
        for l in items {
            l.beginRemoval(l.context.traits.transition ?? .opacity, animation: animation, group: group)
        }
        // Matched views inside the removed subtree move to their partners' frames.
        forEachDescendant(node) { d in
            if let m = d as? MatchedGeometryNode, !items.contains(where: { $0 === m }) { matchedRemovals.append((m, animation, group)) }
        }
        afterRender.append { [weak self] in self?.scheduleCompletion(group) }
        return true
    }
}

/// Nodes whose body can be evaluated again on their own (composite views, animators, timelines).
protocol Reevaluating: AnyObject {
    func reevaluate(transaction: Transaction)
}

protocol DirtyMarkable: AnyObject {
    func markDirty()
    /// False once an ancestor's evaluation in the same pass has evaluated it.
    var isStillDirty: Bool { get }
}

extension CompositeNode: Reevaluating, DirtyMarkable {
    func markDirty() { isDirty = true }
    var isStillDirty: Bool { isDirty }
    func reevaluate(transaction: Transaction) {
        context.transaction = transaction
        evaluate()
    }
}

/// The key of a matched geometry group.
struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}
