import Foundation

/// A scroll view's zooming: its limits, its scale and the pinch that changes it.
struct ScrollZoomState {
    /// UIKit's defaults: 1 and 1, so a scroll view does not zoom until the maximum is raised.
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
    var scale: CGFloat = 1
    var bounces = true
    var isZooming = false
    var isBouncing = false
    /// Made when the limits first allow zooming (UIKit: nil while they do not).
    var pinch: UIPinchGestureRecognizer?
    /// The scale when the pinch began, and the point of the zoomed view (its own coordinates) that
    /// was under the fingers' centroid then: it stays under the centroid while the pinch goes on.
    var pinchStartScale: CGFloat = 1
    var pinchAnchor: CGPoint = .zero
}

/// UIKit's zooming (UIScrollView.h): the delegate's `viewForZooming(in:)` names a subview; zooming sets
/// that view's `transform` to a scale of `zoomScale`, places its frame at the content's origin and sets
/// `contentSize` to its scaled frame's size, so the scroll view pans over the enlarged view. The scale
/// stays within `minimumZoomScale`…`maximumZoomScale` (UIKit's defaults 1 and 1: no zooming until the
/// maximum is raised); without a zooming view nothing happens.
///
/// - `setZoomScale(_:animated:)` zooms about the middle of the visible area; `zoom(to:animated:)` makes
///   a rectangle of the zoomed view's coordinates fill the view as far as the limits allow, centred.
///   Animated, both take 0.3 s (ease in-out) and end with `scrollViewDidEndZooming`; `zoomScale` reads the
///   final scale at once and `scrollViewDidZoom` is called once, at the start (UIKit calls it on each
///   frame of the animation).
/// - A pinch (`pinchGestureRecognizer`, two fingers; the preview's Alt-drag) zooms about the fingers'
///   centroid, keeping the point under it there and panning with it; past a limit it goes on at half
///   the rate in log scale when `bouncesZoom` (UIKit's default true), then springs back to the limit in
///   0.3 s on release (`isZoomBouncing`); without `bouncesZoom` it stops at the limit. The content offset
///   stays within the content (UIKit lets a pinch pull it past an edge and springs it back).
/// - The zooming view is placed by frame: one constrained by Auto Layout is placed by its constraints
///   again at the next layout (as in UIKit, zooming a constrained view fights the constraints).
extension UIScrollView {
    /// The smallest scale (default 1).
    public var minimumZoomScale: CGFloat {
        get { zoomState.minimum }
        set { guard newValue.isFinite, newValue > 0 else { return }; zoomState.minimum = newValue; zoomLimitsChanged() }
    }

    /// The largest scale (default 1).
    public var maximumZoomScale: CGFloat {
        get { zoomState.maximum }
        set { guard newValue.isFinite, newValue > 0 else { return }; zoomState.maximum = newValue; zoomLimitsChanged() }
    }

    /// The current scale of the zooming view (1 until it is zoomed).
    public var zoomScale: CGFloat {
        get { zoomState.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch may go past the limits and spring back (default true).
    public var bouncesZoom: Bool {
        get { zoomState.bounces }
        set { zoomState.bounces = newValue }
    }

    /// Whether a pinch is zooming the content now.
    public var isZooming: Bool { zoomState.isZooming }
    /// Whether the scale is springing back inside the limits after a pinch went past them.
    public var isZoomBouncing: Bool { zoomState.isBouncing }

    /// The pinch that zooms (nil while the limits do not allow zooming, as in UIKit).
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomState.pinch }

    /// Zooms to `scale` (clamped to the limits) about the middle of the visible area.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
        let s = clampedZoomScale(scale)
        let visible = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
        zoomAnimated(animated, view: view) { self.placeZoom(view, scale: s, anchor: anchor, at: visible) }
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the scroll view as far as the
    /// limits allow, centred in it.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width.isFinite, rect.height.isFinite,
              rect.width > 0 || rect.height > 0 else { return }
        let sx = rect.width > 0 ? bounds.width / rect.width : .infinity
        let sy = rect.height > 0 ? bounds.height / rect.height : .infinity
        let s = clampedZoomScale(min(sx, sy))
        let visible = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        zoomAnimated(animated, view: view) { self.placeZoom(view, scale: s, anchor: CGPoint(x: rect.midX, y: rect.midY), at: visible) }
    }

    func clampedZoomScale(_ s: CGFloat) -> CGFloat {
        min(max(s, zoomState.minimum), max(zoomState.minimum, zoomState.maximum))
    }

    private func zoomAnimated(_ animated: Bool, view: UIView, _ change: @escaping () -> Void) {
        guard animated else { change(); return }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: change) { _ in
            self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: self.zoomState.scale)
        }
    }

    /// Scales `view` to `s`, sets the content size to its scaled frame, and offsets the content so that
    /// `anchor` (a point of `view`'s own coordinates) shows at `visible` (a point of the scroll view's
    /// frame, from its top-left), within the content's limits.
    func placeZoom(_ view: UIView, scale s: CGFloat, anchor: CGPoint, at visible: CGPoint) {
        guard s.isFinite, s > 0 else { return }
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: s, y: s)
        view.center = CGPoint(x: size.width * s / 2, y: size.height * s / 2)
        zoomState.scale = s
        contentSize = CGSize(width: size.width * s, height: size.height * s)
        let inContent = CGPoint(x: (anchor.x - view.bounds.minX) * s, y: (anchor.y - view.bounds.minY) * s)
        syncLimits()
        let lx = limitsX, ly = limitsY
        let offset = CGPoint(x: min(max(Double(inContent.x - visible.x), lx.lowerBound), max(lx.lowerBound, lx.upperBound)),
                             y: min(max(Double(inContent.y - visible.y), ly.lowerBound), max(ly.lowerBound, ly.upperBound)))
        setContentOffset(offset, animated: false)
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Pinch

    private func zoomLimitsChanged() {
        if zoomState.maximum > zoomState.minimum, zoomState.pinch == nil {
            let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
            pinch.addTarget(nil) { [weak self] recognizer in
                guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
                self.handleZoomPinch(pinch)
            }
            zoomState.pinch = pinch
            addGestureRecognizer(pinch)
        }
        zoomState.pinch?.isEnabled = zoomState.maximum > zoomState.minimum
    }

    /// The pinch's centroid in the scroll view's frame (from its top-left).
    private func pinchVisiblePoint(_ pinch: UIPinchGestureRecognizer) -> CGPoint {
        let p = pinch.location(in: self)
        return CGPoint(x: p.x - bounds.minX, y: p.y - bounds.minY)
    }

    private func handleZoomPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            zoomState.isZooming = true
            zoomState.pinchStartScale = zoomState.scale
            zoomState.pinchAnchor = view.convert(pinch.location(in: self), from: self)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            fallthrough
        case .changed:
            placeZoom(view, scale: pinchScale(zoomState.pinchStartScale * pinch.scale), anchor: zoomState.pinchAnchor,
                      at: pinchVisiblePoint(pinch))
        case .ended, .cancelled, .failed:
            guard zoomState.isZooming else { return }
            zoomState.isZooming = false
            let s = clampedZoomScale(zoomState.scale)
            guard s != zoomState.scale else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
                return
            }
            zoomState.isBouncing = true
            let anchor = zoomState.pinchAnchor, visible = pinchVisiblePoint(pinch)
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
                self.placeZoom(view, scale: s, anchor: anchor, at: visible)
            }) { _ in
                self.zoomState.isBouncing = false
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
            }
        default:
            break
        }
    }

    /// The pinch's wanted scale `s` as shown: within the limits as is; past one, half the excess in log
    /// scale with `bouncesZoom`, else the limit.
    func pinchScale(_ s: CGFloat) -> CGFloat {
        guard s.isFinite, s > 0 else { return zoomState.scale }
        let lo = zoomState.minimum, hi = max(zoomState.minimum, zoomState.maximum)
        if s > hi { return zoomState.bounces ? hi * (s / hi).squareRoot() : hi }
        if s < lo { return zoomState.bounces ? lo * (s / lo).squareRoot() : lo }
        return s
    }
}
