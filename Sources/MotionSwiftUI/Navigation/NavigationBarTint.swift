import Foundation
import MotionLab

extension NavigationCoordinator {
    /// `NavigationStack { … }.tint(.purple)`: the bar's own buttons — the back button and its chevron —
    /// take the tint, as they do on iOS 16 and later (UIKit draws them in the bar's `tintColor`). Without
    /// a tint the bar is left as the app set it (its appearance proxy, or the window's tint).
    func applyBarTint(_ tint: UIColor?) {
        let bar = navigation.navigationBar
        if let tint {
            if bar.tintColor != tint { bar.tintColor = tint }
            tintsBar = true
        } else if tintsBar {
            bar.tintColor = nil
            tintsBar = false
        }
    }
}
