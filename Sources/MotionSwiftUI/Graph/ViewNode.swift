import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Traits a view carries to the container that lays it out, set by modifiers that have no layout of
/// their own (`layoutPriority`, `zIndex`, `transition`, `alignmentGuide`, `accessibilityIdentifier`).
struct ViewTraits {
    var layoutPriority: Double?
    var zIndex: Double = 0
    var transition: AnyTransition?
    var alignmentGuides: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
    var accessibilityIdentifier: String?
    /// `ignoresSafeArea(_:edges:)`: the view extends to the screen's edge on these edges when it
    /// reaches the safe area's.
    var ignoresSafeAreaEdges: Edge.Set = []
    /// `tag(_:)`: names the view among its siblings (a canvas's symbols).
    var tag: AnyHashable?
    /// `layoutValue(key:value:)`: values a custom `Layout` reads from its subviews (by key type).
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// A section's header or footer in a lazy grid: a line of the grid to itself, across every column
    /// (`LazyVGrid`) or row (`LazyHGrid`), pinned as the grid's `pinnedViews` says.
    var gridLine: GridLineRole?
}

/// Which line of a section in a lazy grid a view spanning the grid is.
enum GridLineRole { case header, footer }

/// What a node's update is given by its parent: the environment, the traits for the next view with
/// a layout, the transaction of this update (after `.animation(_:value:)` overrides above), and the
/// content of the custom modifiers being evaluated (`_ViewModifier_Content` stands for it).
struct UpdateContext {
    var environment: EnvironmentValues
    var traits = ViewTraits()
    var transaction: Transaction
    var modifierContents: [ModifierContentFrame] = []
    /// `.animation(_:)` without a value above: applies to every change below.
    var implicitAnimation: Animation??
    /// `animation(_:body:)` scopes above, innermost last: their content gets the transaction from outside back.
    var animationScopes: [AnimationScopeFrame] = []
}

/// The content a custom `ViewModifier`'s `body(content:)` refers to, with the context it was in.
struct ModifierContentFrame {
    let content: any View
    let depth: Int
}

/// One view in the graph: its identity is its place in its parent's `children` under a key (a
/// position in a tuple, a branch of an `if`, a `ForEach` id). Subclasses are the kinds of view:
/// `CompositeNode` (a user view: state and body), `ListNode` (tuples, conditionals, `ForEach`,
/// groups), `TransparentNode` (modifiers without layout) and `LayoutNode` (views with a frame and a
/// layer: text, shapes, stacks, layout and effect modifiers).
class ViewNode {
    unowned let graph: ViewGraph
    weak var parent: ViewNode?
    /// Changes whenever `children` changes (a `ForEach` knows its last ids still describe them).
    private(set) var childrenVersion = 0
    var children: [ViewNode] = [] {
        didSet { childrenVersion &+= 1 }
    }
    var childKeys: [AnyHashable] = []
    /// The type of view the node was made for (a different type at the same place is a new node).
    var viewType: ObjectIdentifier = ObjectIdentifier(ViewNode.self)
    var context: UpdateContext
    /// Removed with an animation: shown until its transition ends, no longer laid out.
    var isDisappearing = false
    var hasAppeared = false
    /// Whether the node has been rendered once: children it makes before that are part of its first
    /// appearance, not insertions (no transition, as in SwiftUI).
    var wasRendered = false
    var depth = 0

    init(graph: ViewGraph) {
        self.graph = graph
        context = UpdateContext(environment: graph.rootEnvironment, transaction: Transaction())
    }

    /// Takes a new value of the view (of the node's type) and updates the subtree.
    func update(_ view: any View, _ ctx: UpdateContext) {}

    /// The views with a layout this node stands for, in order (itself, or its children's).
    func collectLayoutNodes(into out: inout [LayoutNode], includeDisappearing: Bool) {
        for c in children where includeDisappearing || !c.isDisappearing {
            c.collectLayoutNodes(into: &out, includeDisappearing: includeDisappearing)
        }
    }

    func layoutNodes(includeDisappearing: Bool = false) -> [LayoutNode] {
        var out: [LayoutNode] = []
        collectLayoutNodes(into: &out, includeDisappearing: includeDisappearing)
        return out
    }

    /// Applies this update's values to the layers below (see `LayoutNode.render`).
    func render(_ rc: RenderContext) {
        wasRendered = true
        for c in children { c.render(rc) }
    }

    // MARK: Children

    /// Updates `children` to `views`: a child whose key and type match is updated in place (its
    /// state survives), a new key makes a new node, a missing one is removed — with its transition
    /// when the update animates.
    func reconcile(_ views: [(AnyHashable, any View)], _ ctx: UpdateContext) {
        if views.count == 1, children.count == 1, childKeys[0] == views[0].0, !children[0].isDisappearing,
           children[0].viewType == ObjectIdentifier(type(of: views[0].1)) {
            children[0].update(views[0].1, ctx)
            return
        }
        var old: [AnyHashable: ViewNode] = [:]
        for (k, c) in zip(childKeys, children) where !c.isDisappearing { old[k] = c }
        var newChildren: [ViewNode] = []
        var newKeys: [AnyHashable] = []
        newChildren.reserveCapacity(views.count)
        var kept = Set<ObjectIdentifier>()
        for (key, view) in views {
            let type = ObjectIdentifier(Swift.type(of: view))
            if let o = old[key], o.viewType == type {
                o.update(view, ctx)
                kept.insert(ObjectIdentifier(o))
                newChildren.append(o)
            } else {
                let n = graph.makeNode(view)
                n.parent = self
                n.depth = depth + 1
                n.viewType = type
                n.update(view, ctx)
                if wasRendered { graph.inserted(n, transaction: ctx.transaction, implicit: ctx.implicitAnimation) }
                newChildren.append(n)
            }
            newKeys.append(key)
        }
        // Removed children: kept (disappearing) where they were when they animate out.
        var merged: [ViewNode] = []
        var mergedKeys: [AnyHashable] = []
        var cursor = 0
        for (k, c) in zip(childKeys, children) {
            if kept.contains(ObjectIdentifier(c)) {
                while cursor < newChildren.count {
                    merged.append(newChildren[cursor]); mergedKeys.append(newKeys[cursor])
                    let done = newChildren[cursor] === c
                    cursor += 1
                    if done { break }
                }
            } else if c.isDisappearing || (wasRendered ? graph.removed(c, transaction: ctx.transaction, implicit: ctx.implicitAnimation) : { c.tearDown(); return false }()) {
                merged.append(c)
                mergedKeys.append(RemovedKey(key: k, node: ObjectIdentifier(c)))
            }
        }
        while cursor < newChildren.count {
            merged.append(newChildren[cursor]); mergedKeys.append(newKeys[cursor]); cursor += 1
        }
        let changed = merged.count != children.count || zip(merged, children).contains { $0 !== $1 }
        children = merged
        childKeys = mergedKeys
        if changed {
            graph.structureChanged = true
            markSubviewsChanged()
        }
    }

    /// The nearest view with a layer (this one or an ancestor) must put its children's layers in
    /// order again: its flattened children changed.
    func markSubviewsChanged() {
        var n: ViewNode? = self
        while let x = n {
            if let l = x as? LayoutNode { l.childrenChanged = true; return }
            n = x.parent
        }
        graph.rootSubviewsChanged = true
    }

    /// Drops a disappearing child once its transition has ended.
    func dropChild(_ node: ViewNode) {
        guard let i = children.firstIndex(where: { $0 === node }) else { return }
        children.remove(at: i)
        childKeys.remove(at: i)
        node.tearDown()
        graph.structureChanged = true
        markSubviewsChanged()
    }

    /// The node leaves the graph: its layers leave their superlayers, `onDisappear` runs.
    func tearDown() {
        for c in children { c.tearDown() }
        disappear()
    }

    /// Called once after the node's first layout and render (`onAppear`).
    func appear() {}
    func disappear() {}

    /// A node that is no longer in the graph (removed, or an ancestor was).
    var isAttached: Bool {
        var n: ViewNode? = self
        while let x = n {
            if x === graph.rootNode { return true }
            guard let p = x.parent, p.children.contains(where: { $0 === x }) else { return false }
            n = p
        }
        return false
    }
}

/// A removed child's key: unique, so a new child with the old key is a new view beside it.
struct RemovedKey: Hashable { let key: AnyHashable; let node: ObjectIdentifier }

/// Tuples, conditionals, optionals, `ForEach`, `Group`, `AnyView`, `EmptyView`: children only.
final class ListNode: ViewNode {
    /// What the list's view remembered of its last update (a `ForEach`'s ids, see `ForEachIdentity`).
    var listIdentity: AnyObject?

    override func update(_ view: any View, _ ctx: UpdateContext) {
        context = ctx
        guard let list = view as? ListView else { return }
        list.updateChildren(of: self, ctx)
        // A `ForEach`'s elements can be scrolled to by their ids (`ScrollViewProxy`).
        if let targets = ctx.environment.scrollTargets, view is ForEachElements {
            for (k, c) in zip(childKeys, children) { targets.register(k, c) }
        }
    }
}

/// A `ForEach` (its children are keyed by its elements' ids).
protocol ForEachElements {}
extension ForEach: ForEachElements where Content: View {}
