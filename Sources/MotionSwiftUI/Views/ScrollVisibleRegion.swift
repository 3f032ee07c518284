import Foundation
import MotionLab
import MotionSwiftUILayout

/// What pinned views (a lazy stack's or a lazy grid's section headers and footers) read of the scroll
/// view they are in.
extension LayoutNode {
    /// The region of the nearest scroll view along `lazyAxis` that shows content (inside its insets for
    /// the bars), in this node's coordinates: where pinned section headers and footers rest.
    func visibleScrollRegion(along lazyAxis: Axis) -> (start: CGFloat, end: CGFloat)? {
        var origin = frame.origin[lazyAxis]
        var p = parent
        while let x = p {
            if let scroll = x as? ScrollNode, scroll.axes.contains(lazyAxis == .vertical ? .vertical : .horizontal) {
                guard scroll.hasHostView, let s = scroll.hostView as? UIScrollView else { return nil }
                let offset = lazyAxis == .vertical ? s.contentOffset.y : s.contentOffset.x
                let insetStart = lazyAxis == .vertical ? s.contentInset.top : s.contentInset.left
                let insetEnd = lazyAxis == .vertical ? s.contentInset.bottom : s.contentInset.right
                // The scroll view's frame from this layout (its bounds follow at the render).
                let length = scroll.frame.size[lazyAxis]
                var start = offset + insetStart
                if lazyAxis == .vertical, let bar = LayoutNode.barBottom(over: s), bar > offset, bar < start {
                    // The navigation bar's large title collapsed as the content scrolled (the safe area keeps
                    // its expanded height): pinned views rest under the bar as it is, as UIKit's do.
                    start = bar
                }
                return (start - origin, offset + length - insetEnd - origin)
            }
            if let l = x as? LayoutNode { origin += l.frame.origin[lazyAxis] }
            p = x.parent
        }
        return nil
    }

    /// The bottom of the navigation bar of the screen `scroll` is on, in `scroll`'s content coordinates
    /// (nil: no bar shown).
    static func barBottom(over scroll: UIScrollView) -> CGFloat? {
        var r: UIResponder? = scroll.next
        while let x = r, !(x is UIViewController) { r = x.next }
        guard let bar = (r as? UIViewController)?.navigationController?.navigationBar, !bar.isHidden, bar.window != nil else { return nil }
        let bottom = bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: nil)
        return scroll.convert(bottom, from: nil).y
    }
}
