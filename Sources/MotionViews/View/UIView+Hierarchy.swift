import Foundation

/// The view tree. Each view's layer is kept in the same place among its superview's sublayers, so the
/// layer tree (what is rendered) always matches the view tree.
extension UIView {
    public var superview: UIView? { superviewStorage }

    /// Back to front, as UIKit orders them.
    public var subviews: [UIView] { subviewStorage }

    /// The window at the root of this view's tree, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let cur = v {
            if let w = cur as? UIWindow { return w }
            v = cur.superview
        }
        return nil
    }

    /// Adds `view` in front of every other subview (removing it from its old superview first).
    func hierarchyAddSubview(_ view: UIView) {
        insertSubview(view, at: subviewStorage.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the valid range).
    func hierarchyInsertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(!isDescendant(of: view), "adding a view to its own subtree would make a cycle")
        if view.superview === self, let old = subviewStorage.firstIndex(where: { $0 === view }) {
            subviewStorage.remove(at: old)
            view.layer.removeFromSuperlayer()
            place(view, at: index)
            return
        }
        // A view controller's view entering or leaving a visible window: appearance callbacks.
        let wasVisible = view.isInVisibleWindow, willBeVisible = isInVisibleWindow
        let appearing = wasVisible == willBeVisible ? [] : view.windowVisibilityWillChange(appearing: willBeVisible)
        let tintBefore = view.tintColorStorage == nil ? view.tintColor : nil
        let oldWindow = view.window, newWindow = window
        if oldWindow !== newWindow { view.tellSubtree { $0.willMove(toWindow: newWindow) } }
        view.willMove(toSuperview: self)
        view.autoLayoutWillDetach()
        view.detachFromSuperview()
        place(view, at: index)
        view.superviewStorage = self
        view.autoLayoutDidAttach()
        // The subtree takes its new superview's style (callbacks where it changes).
        view.updateTraitStyle()
        view.setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.tellSubtree { $0.didMoveToWindow() } }
        if !AppearanceRegistry.current.views.isEmpty, willBeVisible || window != nil { view.applyAppearanceInSubtree() }
        if let before = tintBefore, view.tintColor != before { view.notifyTintChange() }
        view.windowVisibilityDidChange(appearing)
    }

    /// Inserts `view` just behind `sibling` (or at the back when `sibling` is not a subview).
    func hierarchyInsertSubview(_ view: UIView, belowSubview sibling: UIView) {
        if view === sibling { return }
        let i = subviewStorage.firstIndex { $0 === sibling }
        insertSubview(view, at: indexAdjusted(i ?? 0, moving: view))
    }

    /// Inserts `view` just in front of `sibling` (or at the front when `sibling` is not a subview).
    func hierarchyInsertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        if view === sibling { return }
        let i = subviewStorage.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviewStorage.count
        insertSubview(view, at: indexAdjusted(i, moving: view))
    }

    /// Removes the view from its superview (and its layer from the layer tree).
    func hierarchyRemoveFromSuperview() {
        guard let s = superview else { return }
        let disappearing = isInVisibleWindow ? windowVisibilityWillChange(appearing: false) : []
        let leavesWindow = window != nil
        if leavesWindow { tellSubtree { $0.willMove(toWindow: nil) } }
        willMove(toSuperview: nil)
        s.willRemoveSubview(self)
        autoLayoutWillDetach()
        detachFromSuperview()
        updateTraitStyle()
        didMoveToSuperview()
        if leavesWindow { tellSubtree { $0.didMoveToWindow() } }
        windowVisibilityDidChange(disappearing)
    }

    func hierarchyBringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviewStorage.count)
    }

    func hierarchySendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    func hierarchyExchangeSubview(at i: Int, withSubviewAt j: Int) {
        guard subviewStorage.indices.contains(i), subviewStorage.indices.contains(j), i != j else { return }
        let a = subviewStorage[i], b = subviewStorage[j]
        insertSubview(a, at: j)
        insertSubview(b, at: i)
    }

    /// This view or the first descendant (depth first, in subview order) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviewStorage { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let cur = v { if cur === view { return true }; v = cur.superview }
        return false
    }

    /// Calls `body` on this view and every view below it, parents first (UIKit tells a whole subtree
    /// that its window changes).
    func tellSubtree(_ body: (UIView) -> Void) {
        body(self)
        for v in subviewStorage { v.tellSubtree(body) }
    }

    // MARK: Private

    private func detachFromSuperview() {
        guard let s = superviewStorage else { return }
        s.subviewStorage.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superviewStorage = nil
        s.setNeedsLayout()
    }

    /// Index in `subviews` after `view` is taken out (when it is already a subview before `i`).
    private func indexAdjusted(_ i: Int, moving view: UIView) -> Int {
        if let old = subviewStorage.firstIndex(where: { $0 === view }), old < i { return i - 1 }
        return i
    }

    /// Puts `view` at `index` in `subviews` and its layer at the matching place among the sublayers
    /// (just below the next subview's layer, or on top of all sublayers at the end, as UIKit's
    /// addSubview does; other sublayers keep their places).
    private func place(_ view: UIView, at index: Int) {
        let i = min(max(index, 0), subviewStorage.count)
        if i < subviewStorage.count {
            layer.insertSublayer(view.layer, below: subviewStorage[i].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        subviewStorage.insert(view, at: i)
    }
}
