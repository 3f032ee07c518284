import Foundation

/// UIKit's `UITrackingLayoutGuide` (iOS 15): a system layout guide that follows something on screen.
open class UITrackingLayoutGuide: UILayoutGuide {}

/// UIKit's `view.keyboardLayoutGuide` (iOS 15): a guide along the view's bottom whose top is the top of
/// the keyboard — "when the keyboard isn't visible, the guide's top matches the view's
/// `safeAreaLayoutGuide` bottom" (Apple). Constrain a text field's or toolbar's bottom to its
/// `topAnchor` and the field rides above the keyboard.
///
/// The preview has no software keyboard (as an iPhone with a hardware keyboard attached shows none):
/// what rises from the bottom here is the strip of the first responder's `inputView` and
/// `inputAccessoryView` (`InputViewHost`), the same thing that posts the keyboard notifications, so the
/// guide follows it: its height is the strip's overlap with the owning view (points), and the layout
/// change animates with the strip's slide (0.25 s ease-in-out). Without a strip it is the owning view's
/// bottom safe-area inset (0 when `usesBottomSafeArea` is false). The guide spans the view's width
/// (`followsUndockedKeyboard` is kept: an iPhone's keyboard is always docked).
public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked (iPad) keyboard (UIKit's default: false).
    /// An iPhone's keyboard is always docked, so this changes nothing here.
    public var followsUndockedKeyboard = false
    /// iOS 17: whether the guide's top rests on the safe area's bottom while no keyboard shows (default
    /// true); false: it rests on the view's bottom (height 0).
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue, let v = owningView { KeyboardLayoutTracking.relayout(v) } }
    }
    /// iOS 17: how far above the keyboard a drag must stay to not dismiss it interactively (points).
    public var keyboardDismissPadding: CGFloat = 0

    override init() {
        super.init()
        role = .keyboard
        identifier = "UIKeyboardLayoutGuide"
    }
}

extension UIView {
    /// The keyboard layout guide of this view (made on first use; see `UIKeyboardLayoutGuide`).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let s = autoLayout
        if let g = s.keyboardGuide as? UIKeyboardLayoutGuide { return g }
        let g = UIKeyboardLayoutGuide()
        g.owningView = self
        s.keyboardGuide = g
        s.guides.append(g)
        return g
    }

    /// How much of this view's bottom the keyboard (or an input-view strip) covers, points; 0 when none shows.
    /// What SwiftUI's keyboard safe area adds to a hosting view's bottom inset.
    package var keyboardOverlap: CGFloat {
        guard let window, let strip = InputViewHost.shownFrame(in: window) else { return 0 }
        let top = convert(CGPoint(x: 0, y: strip.minY), from: window).y
        return min(bounds.height, max(0, bounds.height - top))
    }

    /// Set by views that lay out around the keyboard (SwiftUI's hosting view): they lay out again, inside
    /// the keyboard's animation, when it moves.
    package var avoidsKeyboard: Bool {
        get { autoLayoutState?.avoidsKeyboard ?? false }
        set { autoLayout.avoidsKeyboard = newValue }
    }

    /// The keyboard guide's height in this view, points: the input-view strip's overlap with the bounds
    /// while one shows, else the bottom safe-area inset (or 0, see `usesBottomSafeArea`).
    var keyboardGuideHeight: CGFloat {
        let height = bounds.height
        if let window, let strip = InputViewHost.shownFrame(in: window) {
            let top = convert(CGPoint(x: 0, y: strip.minY), from: window).y
            return min(height, max(0, height - top))
        }
        let usesSafeArea = (autoLayoutState?.keyboardGuide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
        return usesSafeArea ? min(height, max(0, safeAreaInsets.bottom)) : 0
    }
}

/// Moves the keyboard layout guides of a window when the keyboard (the input-view strip) moves.
enum KeyboardLayoutTracking {
    /// The strip in `window` is moving to its new frame over `duration` seconds: the views owning
    /// keyboard guides lay out again inside an animation of that duration, so what is pinned to a guide
    /// moves with the strip.
    static func keyboardWillMove(in window: UIWindow, duration: TimeInterval) {
        var owners: [UIView] = []
        collect(window, into: &owners)
        let tables = KeyboardAvoidance.tables(in: window)
        guard !owners.isEmpty || !tables.isEmpty else { return }
        let apply = {
            for v in owners { relayout(v) }
            window.layoutIfNeeded()
            KeyboardAvoidance.adjust(tables, in: window)
        }
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: apply)
        } else {
            UIView.performWithoutAnimation(apply)
        }
    }

    /// Tells `view`'s layout engine that its keyboard guide moved.
    static func relayout(_ view: UIView) {
        view.rootView.autoLayoutState?.engine?.guidesChanged()
        view.setNeedsLayout()
    }

    private static func collect(_ view: UIView, into out: inout [UIView]) {
        if view.autoLayoutState?.keyboardGuide != nil || view.autoLayoutState?.avoidsKeyboard == true { out.append(view) }
        for s in view.subviews { collect(s, into: &out) }
    }
}

extension KeyboardAvoidance {
    /// SwiftUI's: a focused field in a scroll view of a hosting view (a `Form`, a `List`, a `ScrollView`,
    /// whose safe area now ends at the keyboard's top) scrolls as little as needed to show above it.
    static func scrollFirstResponderIntoView(in window: UIWindow, excluding tables: [UITableView]) {
        guard let responder = FirstResponderState.current as? UIView, responder.window === window else { return }
        var v = responder.superview
        var scroll: UIScrollView?
        while let cur = v {
            if scroll == nil, let s = cur as? UIScrollView { scroll = s }
            if cur.autoLayoutState?.avoidsKeyboard == true { break }
            v = cur.superview
        }
        guard v != nil, let scroll, !tables.contains(where: { $0 === scroll }) else { return }
        scroll.layoutIfNeeded()
        // A little room above the field, as SwiftUI leaves.
        let rect = scroll.convert(responder.bounds, from: responder).insetBy(dx: 0, dy: -8)
        scroll.scrollRectToVisible(rect, animated: true)
    }
}

/// UIKit's keyboard avoidance of a table view controller: while the keyboard (or an input-view strip)
/// covers the bottom of its table, the table's adjusted inset grows by the part the safe area does not
/// already cover, so every row can scroll above the keyboard, and the first responder's row is scrolled
/// into view; the inset goes when the keyboard does.
enum KeyboardAvoidance {
    /// The tables of the table view controllers in `window` (the controller's view is its table).
    static func tables(in window: UIWindow) -> [UITableView] {
        var out: [UITableView] = []
        func walk(_ v: UIView) {
            if let t = v as? UITableView, t.next is UITableViewController { out.append(t) }
            for s in v.subviews { walk(s) }
        }
        walk(window)
        return out
    }

    static func adjust(_ tables: [UITableView], in window: UIWindow) {
        let strip = InputViewHost.shownFrame(in: window)
        defer { if strip != nil { scrollFirstResponderIntoView(in: window, excluding: tables) } }
        for table in tables {
            guard let strip, let superview = table.superview else { table.keyboardBottomInset = 0; continue }
            let bottom = superview.convert(CGPoint(x: 0, y: table.frame.maxY), to: window).y
            let covered = max(0, bottom - strip.minY)
            table.keyboardBottomInset = max(0, covered - table.safeAreaContentInset.bottom)
            // The row being edited above the keyboard.
            if let responder = FirstResponderState.current as? UIView, responder.isDescendant(of: table) {
                let rect = table.convert(responder.bounds, from: responder)
                let row = table.indexPathForRow(at: CGPoint(x: rect.midX, y: rect.midY)).map { table.rectForRow(at: $0) } ?? rect
                table.scrollRectToVisible(row, animated: true)
            }
        }
    }
}
