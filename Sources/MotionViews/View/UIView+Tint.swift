import Foundation

/// UIKit's tint colour: a view's own `tintColor`, else its superview's, else system blue; changing it
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
