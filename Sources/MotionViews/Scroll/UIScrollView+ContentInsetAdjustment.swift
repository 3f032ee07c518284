import Foundation

/// UIKit's content-inset adjustment (UIScrollView.h, iOS 11): the scroll view's safe area is added to
/// `contentInset`, so content scrolls under the bars and the status bar but rests below them.
///
/// `contentInsetAdjustmentBehavior` (Apple's documentation of `UIScrollView.ContentInsetAdjustmentBehavior`):
/// - `.automatic` (default): like `.scrollableAxes`, and always vertically when the scroll view is owned by
///   a controller shown by a navigation or tab bar controller whose `automaticallyAdjustsScrollViewInsets`
///   is true (the default) — owned as iOS 7's rule has it: the controller's view, or the first subview of it
///   (a collection view added to a plain root view, Apple's "Modern Collection Views" sample) — whether or
///   not it scrolls, so a short list rests below the bar;
/// - `.scrollableAxes`: on an axis only when the scroll view scrolls along it (its content is larger
///   than its bounds, or `alwaysBounce…` is true — a table view always bounces vertically);
/// - `.never`: `contentInset` alone;
/// - `.always`: the whole safe area.
///
/// When the adjusted inset changes, a scroll view resting at its top (or left) edge stays there — its
/// offset follows to `-adjustedContentInset.top` — so a table in a navigation controller first shows
/// at offset −64 (320×568), its first row just below the bar; `adjustedContentInsetDidChange()` and the
/// delegate's `scrollViewDidChangeAdjustedContentInset` are called.
extension UIScrollView {
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// `contentInset` plus the part of the safe area the behaviour adds.
    public var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset.adding(safeAreaContentInset)
        inset.bottom += keyboardBottomInset
        return inset
    }

    /// UIKit's deprecated single indicator inset: setting it sets both indicators' insets.
    @available(iOS, deprecated: 13.0, message: "use verticalScrollIndicatorInsets / horizontalScrollIndicatorInsets")
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    /// The part of the safe area added to `contentInset`.
    var safeAreaContentInset: UIEdgeInsets { safeAreaContentInset(forSafeArea: safeAreaInsets) }

    /// The part of safe area `s` (this view's) the behaviour adds to `contentInset`.
    func safeAreaContentInset(forSafeArea s: UIEdgeInsets) -> UIEdgeInsets {
        let behavior = contentInsetAdjustmentBehavior
        if behavior == .never { return .zero }
        if behavior == .always || s == .zero { return s }
        let vertical = alwaysBounceVertical || contentSize.height > bounds.height || (behavior == .automatic && isContentOfBarController)
        let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        return UIEdgeInsets(top: vertical ? s.top : 0, left: horizontal ? s.left : 0,
                            bottom: vertical ? s.bottom : 0, right: horizontal ? s.right : 0)
    }

    /// Whether a controller a navigation or tab bar controller shows owns this scroll view (its view, or its
    /// view's first subview) and adjusts its insets (`automaticallyAdjustsScrollViewInsets`).
    private var isContentOfBarController: Bool {
        let owner: UIViewController?
        if mayHaveViewController, let c = viewControllerStorage {
            owner = c
        } else if let parent = superview, parent.mayHaveViewController, parent.subviews.first === self {
            owner = parent.viewControllerStorage
        } else {
            owner = nil
        }
        guard let c = owner, c.automaticallyAdjustsScrollViewInsets else { return false }
        return c.navigationController != nil || c.tabBarController != nil
    }

    /// Reports a change of the adjusted inset, keeping a scroll view that rests at its top or left
    /// edge there.
    func updateAdjustedContentInset() {
        let new = adjustedContentInset
        let old = reportedAdjustedContentInset
        guard new != old else { return }
        reportedAdjustedContentInset = new
        syncLimits()
        if !isDragging && !isDecelerating && !isTracking {
            var o = contentOffset
            if abs(o.y + old.top) < 0.5 { o.y = -new.top }
            if abs(o.x + old.left) < 0.5 { o.x = -new.left }
            if o != contentOffset { setContentOffset(o, animated: false) }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        // The bar's large title measures the scroll from this inset: it follows a change even when
        // the offset did not move.
        largeTitleTracker?.largeTitleScrollViewDidScroll(self)
    }
}
