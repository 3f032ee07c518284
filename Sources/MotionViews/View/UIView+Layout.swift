import Foundation

/// The layout pass. UIKit runs it once per run-loop turn; here the host runs it once per frame with
/// `window.layoutIfNeeded()`, which walks the tree top-down: `layoutSubviews()` for every view marked
/// with `setNeedsLayout()` (between its view controller's `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()` when it is a controller's view), then `display(_:)` for every view marked
/// with `setNeedsDisplay()`.
extension UIView {
    /// UIKit's value for "no intrinsic size in this dimension".
    public static let noIntrinsicMetric: CGFloat = -1

    /// Marks the view for `layoutSubviews()` in the next layout pass.
    func layoutSetNeedsLayout() { needsLayout = true }

    /// Marks the view for `display(_:)` (and so `draw(_:)`) in the next layout pass, once however often
    /// it is called.
    func layoutSetNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks the view for display; the whole view is redrawn (`draw(_:)` gets the bounds).
    func layoutSetNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    /// Runs the pending layout and display of this view and its subtree now. Inside an animation block,
    /// the frames that layout changes animate (UIKit's idiom for animating layout).
    ///
    /// In a tree that uses constraints, UIKit's order: the constraint update pass (`updateConstraints`,
    /// subviews first), the engine's solution (incremental: only what changed since the last pass),
    /// then — from the highest ancestor that needs layout, as Core Animation's `layoutIfNeeded` climbs —
    /// each view needing layout: `viewWillLayoutSubviews`, its subviews get their solved frames,
    /// `layoutSubviews`, `viewDidLayoutSubviews`. Constraint changes made in `viewWillLayoutSubviews`
    /// or by the layout itself (a label's width changing its height) are solved again before the
    /// frames are applied.
    func layoutLayoutIfNeeded() {
        let root = rootView
        if root.constraintUpdateFlags != 0 { root.updateConstraintsIfNeeded() }
        guard root.treeUsesAutoLayout else {
            performLayoutPass(engine: nil, superviewInsets: superviewStorage?.safeAreaInsetsInWindow)
            return
        }
        let engine = root.layoutEngineMakingIfNeeded()
        engine.solveIfNeeded()
        var start = self
        while let parent = start.superviewStorage, parent.needsLayout { start = parent }
        let changesBefore = SafeAreaPass.changes
        start.performLayoutPass(engine: engine, superviewInsets: start.superviewStorage?.safeAreaInsetsInWindow)
        // Safe areas that changed during the pass moved guides that constraints elsewhere in the tree
        // may use (laid out before the change was seen): once more, as UIKit's layout loop would.
        var rounds = 0
        while SafeAreaPass.changes != changesBefore, engine.isDirty, rounds < 2 {
            rounds += 1
            engine.solveIfNeeded()
            start.performLayoutPass(engine: engine, superviewInsets: start.superviewStorage?.safeAreaInsetsInWindow)
        }
    }

    /// The root's layout engine, made (and built) on first use.
    func layoutEngineMakingIfNeeded() -> LayoutEngine {
        if let e = autoLayoutState?.engine { return e }
        let engine = LayoutEngine(root: self)
        autoLayout.engine = engine
        engine.build()
        return engine
    }

    /// `layoutSubviews()`'s base work: in a tree that uses constraints, the constraint updates and the
    /// solution, then the solved frames of this view's subviews (nothing when they are current, as they
    /// are when the layout pass calls it).
    func applyAutoLayoutToSubviews() {
        let root = rootView
        guard root.treeUsesAutoLayout else { return }
        if root.constraintUpdateFlags != 0 { root.updateConstraintsIfNeeded() }
        let engine = root.layoutEngineMakingIfNeeded()
        engine.solveIfNeeded()
        engine.applyFrames(toSubviewsOf: self)
    }

    /// The layout and display of this view and its subtree, top-down (see `layoutIfNeeded`).
    ///
    /// `superviewInsets`: the superview's safe-area insets (nil when it is not in a window), so each
    /// view's own are brought up to date on the way down at a constant cost (`UIView+SafeArea.swift`).
    func performLayoutPass(engine: LayoutEngine?, superviewInsets: UIEdgeInsets?) {
        let insets = updateSafeAreaInsets(superviewInsets: superviewInsets, isRoot: superviewStorage == nil)
        // Dynamic colours resolve in this view's style while it lays out and draws.
        let outerStyle = UITraitCollection.currentStyle, outerElevated = UITraitCollection.currentElevated
        UITraitCollection.currentStyle = traitStyleStorage
        UITraitCollection.currentElevated = traitElevatedStorage
        defer { UITraitCollection.currentStyle = outerStyle; UITraitCollection.currentElevated = outerElevated }
        if needsLayout {
            needsLayout = false
            let outer = UIView.passEngine
            UIView.passEngine = engine
            // Through the layer's delegate method, as UIKit lays a view out: an override of
            // `layoutSublayers(of:)` that calls super wraps the whole of it.
            layoutSublayers(of: layer)
            UIView.passEngine = outer
        }
        if layer.needsDisplayFlag { layer.displayIfNeeded() }
        // Layout may add or remove subviews; iterate over a snapshot (which keeps them alive, so each
        // is visited without a retain of its own: views' side tables make those slow).
        let children = subviewStorage
        for i in children.indices {
            Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef { $0.performLayoutPass(engine: engine, superviewInsets: insets) }
        }
    }

    /// The Auto Layout engine of the layout pass running on this thread's main loop (nil outside a
    /// pass, or in a tree without constraints). Layout happens on the main thread only.
    nonisolated(unsafe) static var passEngine: LayoutEngine?

    /// One view's layout, what `layoutSublayers(of:)` runs for the view's own layer: the controller's
    /// `viewWillLayoutSubviews`, the frames Auto Layout solved for the subviews, `layoutSubviews()`,
    /// `viewDidLayoutSubviews`.
    func layOutOwnSubviews() {
        let engine = UIView.passEngine
        // A view controller's view: its controller hears about the layout around it.
        let controller = mayHaveViewController ? viewControllerStorage : nil
        controller?.sendViewIsAppearingIfNeeded()
        controller?.viewWillLayoutSubviews()
        if let engine {
            var rounds = 0
            repeat {
                if constraintUpdateFlags != 0 { rootView.updateConstraintsIfNeeded() }
                engine.solveIfNeeded()
                engine.applyFrames(toSubviewsOf: self)
                rounds += 1
            } while engine.isDirty && rounds < 4
        }
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Resizes the view to `sizeThatFits(current size)`, keeping its origin (UIKit's behaviour).
    func layoutSizeToFit() {
        let s = sizeThatFits(bounds.size)
        let f = frame
        frame = CGRect(origin: f.origin, size: s)
    }
}
