import Foundation

/// UIKit's `UIScrollViewDelegate`. Every method has an empty default, so adopters implement only
/// what they need (Objective-C's optional methods).
///
/// Order during a fling: willBeginDragging → didScroll… → didEndDragging(willDecelerate: true) →
/// willBeginDecelerating → didScroll… → didEndDecelerating. A drag released without velocity inside
/// the limits ends with didEndDragging(willDecelerate: false) and nothing after it. A release past an
/// edge springs back as a deceleration (willDecelerate: true), as in UIKit.
@MainActor @preconcurrency public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` in points per millisecond (UIKit's unit), in content-offset direction;
    /// `targetContentOffset` is where the content will come to rest (the deceleration's end, or a
    /// paging scroll view's page): set it to end elsewhere (snapping to cards), as in UIKit.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// After `setContentOffset(_:animated: true)` arrives.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// After `adjustedContentInset` changed (the safe area, `contentInset` or the behaviour).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view zooming scales (nil, the default: the scroll view does not zoom). See `UIScrollView+Zoom.swift`.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// After every change of `zoomScale`.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A pinch (with its bounce back inside the limits) or an animated zoom has ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
