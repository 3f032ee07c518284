import Foundation
import Synchronization

/// UIKit's safe area (UIView.h, `safeAreaInsets`: "If the view is not currently installed in a view
/// hierarchy, or is not yet visible onscreen, the edge insets in this property are 0. For the view
/// controller's root view, the insets account for the status bar, other visible bars, and any
/// additional insets … For other views in the view hierarchy, the insets reflect only the portion of
/// the view that is covered.")
///
/// - A window's insets are the device's (status bar, notch or Dynamic Island, home indicator:
///   `UIWindow.deviceSafeAreaInsets`, see `DeviceChrome`).
/// - A view's insets are how far its superview's *unsafe* margins reach into it: on each edge where the
///   superview has an inset, the distance from the view's edge to the superview's safe edge (the unsafe
///   strip extends past the superview's bounds, so a view hanging out of that edge is unsafe there),
///   at most the view's size; on an edge where the superview has none, nothing — a view moved out of
///   its superview through a safe edge is not covered by anything there.
/// - A container controller's bars (navigation bar, toolbar, tab bar) are unsafe margins of its view
///   for its children's views (`barInsets(forChild:)`), so a pushed controller's content pinned to
///   `safeAreaLayoutGuide` starts below the navigation bar (y 64 in a 320×568 window).
/// - A view controller's view in a UIKit container is measured where the container lays it out
///   (`safeAreaReferenceFrame(forChild:)`), not where a transition has moved it: a pushed-over view
///   sliding left, or one following the back swipe, keeps its insets (UIKit updates a child's insets
///   when its container lays out, not as the child moves).
/// - A scroll view's subviews are not covered where the scroll view adds its safe area to its content
///   inset (`contentInsetAdjustmentBehavior`): the content already rests inside it, so a cell scrolled
///   under the status bar keeps its margins (UIKit's rule; only the rest reaches them).
/// - The view controller's `additionalSafeAreaInsets` are added on top.
///
/// The getter computes the insets from the tree as it is now; the layout pass (`updateSafeArea…`)
/// tells views whose insets changed (`safeAreaInsetsDidChange`, `viewSafeAreaInsetsDidChange`,
/// `layoutMarginsDidChange`) and moves their guides, so the guides, the margins and the getter agree.
extension UIView {
    /// The distances from each edge inside which content is unobscured, in this view's points.
    /// Views are taken at their model frames (transforms ignored, as Auto Layout ignores them).
    public var safeAreaInsets: UIEdgeInsets { safeAreaInsetsInWindow ?? .zero }

    /// The insets, or nil when the view is not in a window.
    var safeAreaInsetsInWindow: UIEdgeInsets? {
        guard let parent = superviewStorage else {
            guard let window = self as? UIWindow else { return nil }
            return window.deviceSafeAreaInsets.clampedToZero
        }
        guard let p = parent.safeAreaInsetsInWindow else { return nil }
        return safeAreaInsets(in: parent, superviewInsets: p)
    }

    /// The insets given the superview's: what the superview's unsafe margins (and a container's bars)
    /// cover of this view, plus the controller's additional insets.
    func safeAreaInsets(in parent: UIView, superviewInsets: UIEdgeInsets) -> UIEdgeInsets {
        let controller = mayHaveViewController ? viewControllerStorage : nil
        var p = superviewInsets
        var f = frame
        if let controller, let container = controller.parentStorage, container.viewStorage === parent {
            let bars = container.barInsets(forChild: controller)
            p = UIEdgeInsets(top: max(p.top, bars.top), left: max(p.left, bars.left),
                             bottom: max(p.bottom, bars.bottom), right: max(p.right, bars.right))
            if let reference = container.safeAreaReferenceFrame(forChild: controller) { f = reference }
        }
        if let scroll = parent as? UIScrollView {
            // A scroll view's content is already inset by the safe area it adds to its content inset:
            // its subviews are not covered there, wherever they scroll (a table's cells keep their
            // margins under the bars and the status bar, as in UIKit).
            let adjusted = scroll.safeAreaContentInset(forSafeArea: p)
            p = UIEdgeInsets(top: max(0, p.top - adjusted.top), left: max(0, p.left - adjusted.left),
                             bottom: max(0, p.bottom - adjusted.bottom), right: max(0, p.right - adjusted.right))
        }
        let own = controller?.additionalSafeAreaInsets ?? .zero
        guard p != .zero else { return own.clampedToZero }
        let b = parent.bounds
        func clamp(_ v: CGFloat, _ size: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), max(size, 0)) : 0 }
        let covered = UIEdgeInsets(
            top: p.top > 0 ? clamp(b.minY + p.top - f.minY, f.height) : 0,
            left: p.left > 0 ? clamp(b.minX + p.left - f.minX, f.width) : 0,
            bottom: p.bottom > 0 ? clamp(f.maxY - (b.maxY - p.bottom), f.height) : 0,
            right: p.right > 0 ? clamp(f.maxX - (b.maxX - p.right), f.width) : 0)
        return covered.adding(own).clampedToZero
    }

    /// Something the safe area depends on changed (the device chrome, a bar, a controller's additional
    /// insets): this view's subtree is brought up to date now — the views whose insets changed are
    /// told and laid out again, and the engine moves their guides.
    func safeAreaMayHaveChanged() {
        let start = superviewStorage.flatMap { $0.safeAreaInsetsInWindow }
        updateSafeAreaInSubtree(superviewInsets: superviewStorage == nil ? nil : start)
    }

    private func updateSafeAreaInSubtree(superviewInsets: UIEdgeInsets?) {
        let insets = updateSafeAreaInsets(superviewInsets: superviewInsets, isRoot: superviewStorage == nil)
        for s in subviewStorage { s.updateSafeAreaInSubtree(superviewInsets: insets) }
    }

    /// Brings the reported insets up to date given the superview's (nil: the superview is not in a
    /// window) and returns them (nil when this view is not in a window). A change is reported once:
    /// `safeAreaInsetsDidChange()`, the controller's `viewSafeAreaInsetsDidChange()`, the margins
    /// (when measured from the safe area), a layout of the view and the engine's guides.
    @discardableResult
    func updateSafeAreaInsets(superviewInsets: UIEdgeInsets?, isRoot: Bool) -> UIEdgeInsets? {
        let now: UIEdgeInsets?
        if isRoot {
            now = (self as? UIWindow).map { $0.deviceSafeAreaInsets.clampedToZero }
        } else if let p = superviewInsets, let parent = superviewStorage {
            // The common case, cheaply: nothing unsafe above and no controller to add insets.
            now = p == .zero && !mayHaveViewController ? .zero : safeAreaInsets(in: parent, superviewInsets: p)
        } else {
            now = nil
        }
        let reported = now ?? .zero
        if reported != reportedSafeAreaInsets {
            reportedSafeAreaInsets = reported
            safeAreaInsetsChanged()
        }
        return now
    }

    private func safeAreaInsetsChanged() {
        SafeAreaPass.noteChange()
        safeAreaInsetsDidChange()
        if mayHaveViewController, let c = viewControllerStorage { c.viewSafeAreaInsetsDidChange() }
        setNeedsLayout()
        if insetsLayoutMarginsFromSafeArea {
            layoutMarginsDidChange()
            autoLayoutState?.memberEngine?.marginsChanged(self)
        }
        rootView.autoLayoutState?.engine?.guidesChanged()
        if let scroll = self as? UIScrollView { scroll.updateAdjustedContentInset() }
    }
}

/// Counts safe-area changes reported during a layout pass, so the pass can run again for constraints
/// elsewhere in the tree that use the moved guides. Atomic: sessions may lay out on several threads
/// (another thread's change at worst costs this one a needless extra round).
enum SafeAreaPass {
    static let counter = Atomic<Int>(0)
    static var changes: Int { counter.load(ordering: .relaxed) }
    static func noteChange() { counter.add(1, ordering: .relaxed) }
}

extension UIEdgeInsets {
    /// Negative and non-finite insets as zero.
    var clampedToZero: UIEdgeInsets {
        func z(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        return UIEdgeInsets(top: z(top), left: z(left), bottom: z(bottom), right: z(right))
    }

    /// The sum, edge by edge.
    func adding(_ o: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + o.top, left: left + o.left, bottom: bottom + o.bottom, right: right + o.right)
    }
}
