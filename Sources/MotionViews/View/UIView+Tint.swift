import Foundation

/// UIKit's tint colour: a view's own `tintColor`, else its superview's, else system blue — desaturated to
/// grey while the view's tint adjustment mode is `.dimmed` (its own, else inherited: UIKit dims the views
/// behind an alert or action sheet so the alert's buttons stand out); changing either
/// tells the view and every descendant that inherits it (`tintColorDidChange()`), as does moving a view
/// under a superview with a different tint. Controls that draw in the tint (a `.system` button's title,
/// a progress bar, a slider's filled track) redraw then.
extension UIView {
    /// Calls `tintColorDidChange()` on this view and the descendants that inherit its tint.
    func notifyTintChange() {
        tintColorDidChange()
        for s in subviews where s.tintColorStorage == nil { s.notifyTintChange() }
    }
}

extension UIView {
    /// UIKit's `UIView.TintAdjustmentMode` (raw values UIKit's).
    public enum TintAdjustmentMode: Int, Sendable { case automatic = 0, normal = 1, dimmed = 2 }

    /// Whether the tint is shown dimmed: `.automatic` (the default) takes the superview's mode (`.normal`
    /// at the root); setting it tells the views whose tint changes (`tintColorDidChange()`).
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set {
            let before = effectiveTintAdjustmentMode
            tintAdjustmentModeStorage = newValue
            if effectiveTintAdjustmentMode != before { notifyTintAdjustmentChange() }
        }
    }

    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var v: UIView? = self
        while let cur = v {
            if cur.tintAdjustmentModeStorage != .automatic { return cur.tintAdjustmentModeStorage }
            v = cur.superview
        }
        return .normal
    }

    /// A dimmed tint: iOS's desaturated grey (`systemGray`), keeping the tint's alpha.
    static func dimmed(_ c: UIColor) -> UIColor { UIColor.systemGray.withAlphaComponent(c.cgColor.alpha) }

    /// Calls `tintColorDidChange()` on this view and the descendants that inherit its adjustment mode.
    func notifyTintAdjustmentChange() {
        tintColorDidChange()
        for s in subviews where s.tintAdjustmentModeStorage == .automatic { s.notifyTintAdjustmentChange() }
    }
}
