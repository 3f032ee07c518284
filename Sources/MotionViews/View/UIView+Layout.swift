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
    public func setNeedsLayout() { needsLayout = true }

    /// Marks the view for `display(_:)` in the next layout pass.
    public func setNeedsDisplay() { needsDisplay = true }

    /// Runs the pending layout and display of this view and its subtree now. Inside an animation block,
    /// the frames that layout changes animate (UIKit's idiom for animating layout).
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            // A view controller's view: its controller hears about the layout around it.
            let controller = viewControllerStorage
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        if needsDisplay {
            needsDisplay = false
            display(layer)
        }
        // Layout may add or remove subviews; iterate over a snapshot.
        for s in subviewStorage { s.layoutIfNeeded() }
    }

    /// Resizes the view to `sizeThatFits(current size)`, keeping its origin (UIKit's behaviour).
    public func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        let f = frame
        frame = CGRect(origin: f.origin, size: s)
    }
}
