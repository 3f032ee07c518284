import Foundation

/// A view's Auto Layout state, made on first use so views that never take part carry one nil
/// reference: its installed constraints (UIKit's `constraints`), the active constraints naming it,
/// content priorities, margins, layout guides, its unknowns and anchors, and — on the root of a tree
/// that uses constraints — the tree's `LayoutEngine`.
final class ViewAutoLayout {
    /// Constraints installed on this view (the nearest common ancestor of their items), in order.
    var installed: [NSLayoutConstraint] = []
    /// Active constraints that name this view as an item.
    var referencing: [NSLayoutConstraint] = []
    /// Constraints installed in this view's subtree, this view included (so a tree knows whether it
    /// uses Auto Layout without walking it).
    var installedInSubtree = 0

    var translatesAutoresizingMask = true
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The view's own margins (UIKit's `directionalLayoutMargins` in left-to-right terms); nil: the default.
    var ownMargins: UIEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false

    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    var keyboardGuide: UILayoutGuide?
    /// Whether the view lays out around the keyboard (see `UIView.avoidsKeyboard`).
    var avoidsKeyboard = false

    lazy var variables: LayoutVariables = LayoutVariables(name: "view")
    var anchorsStorage: LayoutAnchors?

    /// The engine of the tree this view is a root of (nil when not a root or no constraints yet).
    var engine: LayoutEngine?
    /// Subviews with frames solved and not yet applied (taken by this view's layout).
    var pendingChildren: [EngineItem] = []
    /// This view's membership in an engine, if it takes part in one (the engine clears it).
    var engineItem: EngineItem?
    /// The engine this view takes part in (as an item), if any.
    var memberEngine: LayoutEngine? { engineItem?.engine }

    init(hugging: (UILayoutPriority, UILayoutPriority)) {
        self.hugging = (hugging.0, hugging.1)
    }
}

extension UIView {
    /// The state, made on first use.
    var autoLayout: ViewAutoLayout {
        if let s = autoLayoutState { return s }
        let s = ViewAutoLayout(hugging: type(of: self).defaultContentHugging)
        autoLayoutState = s
        return s
    }

    /// The topmost ancestor (self when it has no superview).
    var rootView: UIView {
        var v = self
        while let s = v.superviewStorage { v = s }
        return v
    }

    /// Whether this tree uses constraints (it has some installed, or an engine from before).
    var treeUsesAutoLayout: Bool {
        guard let s = autoLayoutState else { return false }
        return s.installedInSubtree > 0 || s.engine != nil
    }

    /// The nearest common ancestor of two views (inclusive), nil when in different trees.
    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        var depthA = 0, depthB = 0
        var v: UIView? = a
        while let x = v { depthA += 1; v = x.superviewStorage }
        v = b
        while let x = v { depthB += 1; v = x.superviewStorage }
        var p: UIView? = a, q: UIView? = b
        while depthA > depthB { p = p?.superviewStorage; depthA -= 1 }
        while depthB > depthA { q = q?.superviewStorage; depthB -= 1 }
        while let x = p, let y = q {
            if x === y { return x }
            p = x.superviewStorage; q = y.superviewStorage
        }
        return nil
    }

    /// Adds `delta` to the installed-constraint counts of this view and its ancestors.
    func adjustInstalledCount(_ delta: Int) {
        guard delta != 0 else { return }
        var v: UIView? = self
        while let x = v {
            x.autoLayout.installedInSubtree += delta
            v = x.superviewStorage
        }
    }

    /// Every view of this subtree, pre-order (self first, subviews back to front).
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for s in subviewStorage { s.forEachInSubtree(body) }
    }
}

/// The view that owns an item (the view itself, or a guide's owning view).
func owningView(of item: AnyObject?) -> UIView? {
    if let v = item as? UIView { return v }
    if let g = item as? UILayoutGuide { return g.owningView }
    return nil
}

// MARK: Activation

extension NSLayoutConstraint {
    func activateSelf() {
        guard installedView == nil else { return }
        if let reason = invalidReason {
            LayoutDiagnostics.report("Cannot activate an invalid constraint (\(reason)): \(self)")
            return
        }
        guard let a = owningView(of: firstItem) else {
            LayoutDiagnostics.report("Unable to activate constraint \(self): its first item is gone or its guide belongs to no view")
            return
        }
        var ancestor = a
        if let second = secondItem {
            guard let b = owningView(of: second) else {
                LayoutDiagnostics.report("Unable to activate constraint \(self): its second item is gone or its guide belongs to no view")
                return
            }
            guard let c = UIView.commonAncestor(a, b) else {
                LayoutDiagnostics.report("Unable to activate constraint with anchors \(NSLayoutConstraint.describe(firstItem, firstAttribute)) and \(NSLayoutConstraint.describe(secondItem, secondAttribute)) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
                return
            }
            ancestor = c
        }
        install(on: ancestor)
    }

    func install(on view: UIView) {
        installedView = view
        NSLayoutConstraint.activationCounter += 1
        activationIndex = NSLayoutConstraint.activationCounter
        view.autoLayout.installed.append(self)
        view.adjustInstalledCount(1)
        for item in [firstItem, secondItem] {
            if let v = item as? UIView { v.autoLayout.referencing.append(self) }
            if let g = item as? UILayoutGuide { g.referencing.append(self) }
        }
        if let engine = view.rootView.autoLayoutState?.engine { engine.add(self) }
    }

    func deactivateSelf() {
        guard let view = installedView else { return }
        engineRecord?.engine?.remove(self)
        engineRecord = nil
        view.autoLayoutState?.installed.removeAll { $0 === self }
        view.adjustInstalledCount(-1)
        for item in [firstItem, secondItem] {
            if let v = item as? UIView { v.autoLayoutState?.referencing.removeAll { $0 === self } }
            if let g = item as? UILayoutGuide { g.referencing.removeAll { $0 === self } }
        }
        installedView = nil
    }
}

// MARK: The tree changing

extension UIView {
    /// Before `self` leaves its superview: constraints between its subtree and the rest are
    /// deactivated (UIKit removes them with the view), and the old tree's engine lets go of the
    /// subtree's own constraints (they stay installed and active, for wherever the subtree goes).
    func autoLayoutWillDetach() {
        guard let oldParent = superviewStorage else { return }
        let root = oldParent.rootView
        guard root.treeUsesAutoLayout else { return }
        let engine = root.autoLayoutState?.engine
        var inside = Set<ObjectIdentifier>()
        forEachInSubtree { inside.insert(ObjectIdentifier($0)) }
        func isInside(_ v: UIView?) -> Bool { v.map { inside.contains(ObjectIdentifier($0)) } ?? false }
        forEachInSubtree { v in
            guard let s = v.autoLayoutState else { return }
            var crossing = s.referencing
            for g in s.guides { crossing += g.referencing }
            for c in crossing where !isInside(c.installedView) { c.deactivateSelf() }
            if let engine { for c in s.installed { engine.remove(c) } }
        }
        if let count = autoLayoutState?.installedInSubtree, count > 0 { oldParent.adjustInstalledCount(-count) }
    }

    /// After `self` joined a superview: its own engine (if it was a root) is dropped, and the new
    /// tree's engine takes in the subtree's constraints; pending constraint updates propagate up.
    func autoLayoutDidAttach() {
        if constraintUpdateFlags & UIView.subtreeNeedsUpdateConstraintsFlag != 0, let parent = superviewStorage {
            parent.markSubtreeNeedsUpdateConstraints()
        }
        guard let s = autoLayoutState else { return }
        s.engine = nil   // its deinit lets go of the views' pointers to it
        guard s.installedInSubtree > 0, let parent = superviewStorage else { return }
        parent.adjustInstalledCount(s.installedInSubtree)
        if let engine = rootView.autoLayoutState?.engine {
            forEachInSubtree { v in
                for c in v.autoLayoutState?.installed ?? [] { engine.add(c) }
            }
        }
    }
}

extension UIView {
    static let boundsKeyPath = LayerKeyPath("bounds")!
    static let positionKeyPath = LayerKeyPath("position")!

    /// What `bounds.size = size; center = center` do on a plain `UIView` outside animation blocks (its
    /// action is none there), without looking the action up: the engine's fast path for many frames.
    func setEngineFrameWithoutActions(size: CGSize, center: CGPoint) {
        let old = layer.bounds
        if old.size != size {
            layer.setValueWithoutActions(.rect(CGRect(origin: old.origin, size: size)), for: UIView.boundsKeyPath)
            setNeedsLayout()
            if !subviewStorage.isEmpty { resizeSubviews(withOldSize: old.size) }
        }
        if layer.position != center {
            layer.setValueWithoutActions(.point(center), for: UIView.positionKeyPath)
        }
    }
}
