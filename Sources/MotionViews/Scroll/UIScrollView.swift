import Foundation
import MotionTiming

/// UIKit's `UIScrollView`: `contentOffset` is `bounds.origin`, so moving it moves every subview.
///
/// - **Dragging** follows the pointer 1:1 inside the limits and rubber-bands past them
///   (`RubberBand`). A touch that starts on a subview is taken over (see `TouchInterceptor`) once it
///   has moved more than `panThreshold` (10 pt) along a scrollable axis, mostly along it; the
///   subview gets `touchesCancelled` (a pressed button unhighlights).
/// - **Release** estimates the velocity from the last 100 ms (`VelocityTracker`), then decelerates
///   (`ScrollDeceleration`, `decelerationRate` per ms), bounces off edges and springs back from past
///   them (`ScrollSpring`), per axis (`ScrollAxis`), ticked by a `CADisplayLink` with its frame
///   timestamp.
/// - **Wheel** movement eases to the accumulated target in about 0.2 s, clamped to the limits.
/// - **Indicators**: 2.5 pt dark rounded bars, shown while scrolling and faded out over
///   `indicatorFadeDuration` after `indicatorFadeDelay` once scrolling stops (gone 0.5 s after).
open class UIScrollView: UIView, TouchInterceptor, WheelScrollable {
    /// UIKit's `UIScrollView.DecelerationRate`: velocity multiplier per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Points a touch must travel before a drag begins.
    public static let panThreshold: CGFloat = 10
    /// Seconds the indicators stay after scrolling stops, then seconds they take to fade.
    public static let indicatorFadeDelay: CFTimeInterval = 0.25
    public static let indicatorFadeDuration: CFTimeInterval = 0.25

    open weak var delegate: UIScrollViewDelegate?

    /// Size of the scrollable content, points.
    open var contentSize: CGSize = .zero { didSet { syncLimits(); if contentSize != oldValue { updateAdjustedContentInset() } } }
    /// Extra scrollable space around the content (yours; the safe area is added to it in
    /// `adjustedContentInset`, see `UIScrollView+ContentInsetAdjustment.swift`).
    open var contentInset: UIEdgeInsets = .zero { didSet { syncLimits(); updateAdjustedContentInset() } }
    /// How the safe area adds to `contentInset` (UIKit's default: `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { syncLimits(); updateAdjustedContentInset() } }
    }
    /// Whether the indicators keep out of the safe area's insets too (UIKit's default: true).
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { updateIndicators() } }
    /// Insets of the vertical indicator's track from the view's edges (added to the safe area's).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicators() } }
    /// Insets of the horizontal indicator's track from the view's edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicators() } }
    /// The adjusted insets last reported (`adjustedContentInsetDidChange`).
    var reportedAdjustedContentInset = UIEdgeInsets.zero
    /// How much more of the bottom the keyboard covers than the safe area does, added to the adjusted
    /// inset while it shows (a table view controller's table, as UIKit adjusts it; see `KeyboardAvoidance`).
    var keyboardBottomInset: CGFloat = 0 { didSet { if keyboardBottomInset != oldValue { syncLimits(); updateAdjustedContentInset() } } }

    open var bounces = true { didSet { x.bounces = bounces; y.bounces = bounces } }
    /// Allow dragging (and rubber-banding) vertically even when the content fits.
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isScrollEnabled = true
    /// Apple's `isPagingEnabled` (false by default): "the scroll view stops on multiples of the scroll
    /// view's bounds when the user scrolls". A release settles on the page nearest where its
    /// deceleration would have ended, one page at most from the page the drag began on, with the
    /// critically damped spring of the edge bounce (see `ScrollAxis.pageTarget`).
    open var isPagingEnabled = false
    open var decelerationRate: DecelerationRate = .normal {
        didSet { x.decelerationRate = Double(decelerationRate.rawValue); y.decelerationRate = Double(decelerationRate.rawValue) }
    }
    open var showsVerticalScrollIndicator = true { didSet { updateIndicators() } }
    open var showsHorizontalScrollIndicator = true { didSet { updateIndicators() } }

    /// A touch is down on the scroll view (or was taken over by it).
    public internal(set) var isTracking = false
    /// The content follows a drag.
    public internal(set) var isDragging = false
    /// Moving after a release (deceleration or bounce).
    public internal(set) var isDecelerating = false

    var x = ScrollAxis()
    var y = ScrollAxis()
    var tracker = VelocityTracker()
    var displayLink: CADisplayLink?
    weak var trackedTouch: UITouch?
    var lastTouchLocation: CGPoint = .zero
    /// The offset when the current drag began (paging turns at most one page from it).
    var dragStartOffset: CGPoint = .zero
    var isAnimatingOffset = false
    /// iOS 10's pull-to-refresh control, placed above the content (see `UIRefreshControl`).
    open var refreshControl: UIRefreshControl? {
        didSet {
            if oldValue !== refreshControl { oldValue?.removeFromSuperview() }
            guard let control = refreshControl else { return }
            control.scrollView = self
            insertSubview(control, at: 0)
            control.scrollViewDidMove(self)
        }
    }
    /// A refresh control added with `addSubview` rather than set as `refreshControl` (iOS 9 code).
    weak var addedRefreshControl: UIRefreshControl?
    /// The refresh control that follows this scroll view's pulls: `refreshControl`, else one added as a
    /// subview.
    var activeRefreshControl: UIRefreshControl? { refreshControl ?? addedRefreshControl }
    /// `panGestureRecognizer`, made at the first touch or when first asked for.
    var scrollPanStorage: ScrollViewPanGestureRecognizer?
    /// Media time of the last scroll movement (drives the indicator fade).
    var lastScrollTime: CFTimeInterval = -.infinity
    /// The navigation controller whose large title follows this scroll view's content (it sets this).
    weak var largeTitleTracker: UINavigationController?
    /// How a drag dismisses the keyboard (see `UIScrollView+Keyboard.swift`; UIKit's default: `.none`).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Zooming's limits, scale and pinch (see `UIScrollView+Zoom.swift`).
    var zoomState = ScrollZoomState()
    /// The indicator bars, created the first time they are needed.
    var verticalIndicatorView: UIView?
    var horizontalIndicatorView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        syncLimits()
    }

    /// A scroll view with a zero frame and no content (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        syncLimits()
    }

    deinit { displayLink?.invalidate() }

    // MARK: Offset

    /// The point of the content shown at the view's top-left: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content. Not animated, it jumps and stops any scrolling; animated, it eases there
    /// in 0.3 s and then calls `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        syncLimits()
        if animated {
            let now = CACurrentMediaTime()
            x.animate(to: Double(offset.x), at: now)
            y.animate(to: Double(offset.y), at: now)
            isAnimatingOffset = true
            startDisplayLink()
        } else {
            x = positioned(x, Double(offset.x)); y = positioned(y, Double(offset.y))
            isAnimatingOffset = false
            applyOffset(markScrolling: false)
        }
    }

    /// UIKit's `scrollRectToVisible(_:animated:)`: scrolls as little as needed for `rect` (content
    /// coordinates) to show inside the bounds less the adjusted insets, within the resting range; a rect
    /// already visible, or a scroll view that cannot scroll, moves nothing. Larger than the visible area:
    /// its top-left edge shows.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        syncLimits()
        let i = adjustedContentInset, o = contentOffset
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ offset: CGFloat, _ start: CGFloat, _ length: CGFloat,
                  _ limits: ClosedRange<Double>) -> CGFloat {
            guard length > 0 else { return offset }
            var target = offset
            if hi - lo > length || lo < offset + start { target = lo - start }
            else if hi > offset + start + length { target = hi - start - length }
            return CGFloat(min(max(Double(target), limits.lowerBound), max(limits.lowerBound, limits.upperBound)))
        }
        let target = CGPoint(x: axis(rect.minX, rect.maxX, o.x, i.left, bounds.width - i.left - i.right, limitsX),
                             y: axis(rect.minY, rect.maxY, o.y, i.top, bounds.height - i.top - i.bottom, limitsY))
        if target != o { setContentOffset(target, animated: animated) }
    }

    /// `setPosition` clamps when bounces is false; a programmatic offset is taken as given.
    private func positioned(_ axis: ScrollAxis, _ value: Double) -> ScrollAxis {
        var a = axis
        let b = a.bounces
        a.bounces = true
        a.setPosition(value)
        a.bounces = b
        return a
    }

    /// Resting range of the offset per axis.
    var limitsX: ClosedRange<Double> { x.limits }
    var limitsY: ClosedRange<Double> { y.limits }

    /// Whether the content can be dragged along each axis.
    var scrollsHorizontally: Bool {
        let i = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + i.left + i.right > bounds.width
    }
    var scrollsVertically: Bool {
        let i = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + i.top + i.bottom > bounds.height
    }

    /// Recomputes the axes' limits and dimensions from size, content size and insets.
    func syncLimits() {
        let w = Double(bounds.width), h = Double(bounds.height)
        x.dimension = w
        y.dimension = h
        let i = adjustedContentInset
        x.setLimits(min: Double(-i.left), max: Double(contentSize.width + i.right) - w)
        y.setLimits(min: Double(-i.top), max: Double(contentSize.height + i.bottom) - h)
    }

    /// Shows the axes' positions: sets bounds.origin, moves the indicators, tells the delegate.
    func applyOffset(markScrolling: Bool = true) {
        let new = CGPoint(x: x.position, y: y.position)
        let old = bounds.origin
        guard new != old else { return }
        bounds = CGRect(origin: new, size: bounds.size)
        if markScrolling { lastScrollTime = CACurrentMediaTime() }
        updateIndicators()
        activeRefreshControl?.scrollViewDidMove(self)
        largeTitleTracker?.largeTitleScrollViewDidScroll(self)
        contentOffsetDidChange()
        delegate?.scrollViewDidScroll(self)
    }

    /// Called whenever the content offset changed (before the delegate hears of it): lists lay out the
    /// rows that came into view (UIKit's scroll view lays out on every offset change).
    func contentOffsetDidChange() {}

    /// Moves the offset by `delta` without any visible motion of the content's rows relative to each
    /// other — what a list does when rows above the visible ones changed height: a drag, deceleration,
    /// bounce, wheel or animation in flight continues from the shifted place with the same velocity.
    func shiftContentOffset(by delta: CGPoint) {
        guard delta != .zero, delta.x.isFinite, delta.y.isFinite else { return }
        syncLimits()
        x.shift(by: Double(delta.x))
        y.shift(by: Double(delta.y))
        let new = CGPoint(x: x.position, y: y.position)
        bounds = CGRect(origin: new, size: bounds.size)
        updateIndicators()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isScrollEnabled, let touch = touches.first else { return }
        trackedTouch = touch
        isTracking = true
        syncLimits()
        let now = touch.timestamp
        // A touch catches a moving scroll view where it is.
        if x.isMoving || y.isMoving {
            update(at: now)
            x.stop(); y.stop()
            finishMotionCallbacks()
        }
        lastTouchLocation = touch.location(in: nil)
        scrollPanRecognizer.scrollTouchBegan(at: lastTouchLocation, time: now)
        tracker.reset()
        tracker.add(time: now, x: x.position, y: y.position)
        // Taken over after the pan threshold: start dragging at once from here.
        let start = touch.initialLocation(in: nil)
        if exceedsPanThreshold(CGPoint(x: lastTouchLocation.x - start.x, y: lastTouchLocation.y - start.y)) {
            beginDragging()
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first, touch === trackedTouch else { return }
        let p = touch.location(in: nil)
        scrollPanRecognizer.scrollTouchMoved(to: p, time: touch.timestamp)
        if !isDragging {
            let start = touch.initialLocation(in: nil)
            guard exceedsPanThreshold(CGPoint(x: p.x - start.x, y: p.y - start.y)) else { return }
            lastTouchLocation = p
            beginDragging()
            return
        }
        // The content moves with the finger: offset changes opposite to the pointer.
        if scrollsHorizontally { x.drag(by: Double(lastTouchLocation.x - p.x)) }
        if scrollsVertically { y.drag(by: Double(lastTouchLocation.y - p.y)) }
        lastTouchLocation = p
        tracker.add(time: touch.timestamp, x: x.position, y: y.position)
        applyOffset()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first, touch === trackedTouch else { return }
        let now = touch.timestamp
        tracker.add(time: now, x: x.position, y: y.position)
        if isDragging { dismissKeyboardForRelease(at: touch.location(in: nil)) }
        scrollPanRecognizer.scrollTouchEnded(at: touch.location(in: nil), time: now, cancelled: false)
        let v = tracker.velocity(at: now)
        endTouch(velocity: CGPoint(x: scrollsHorizontally ? v.x : 0, y: scrollsVertically ? v.y : 0), at: now)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first, touch === trackedTouch else { return }
        scrollPanRecognizer.scrollTouchEnded(at: nil, time: touch.timestamp, cancelled: true)
        endTouch(velocity: .zero, at: touch.timestamp)
    }

    /// The nearest scroll view at or above `view` that is decelerating from a fling (and can scroll):
    /// a touch coming down there stops it and is not its content's.
    static func decelerating(atOrAbove view: UIView?) -> UIScrollView? {
        var v = view
        while let cur = v {
            if let s = cur as? UIScrollView, s.isDecelerating, s.isScrollEnabled, s.isUserInteractionEnabled { return s }
            v = cur.superview
        }
        return nil
    }

    // MARK: TouchInterceptor, WheelScrollable

    /// Takes over a drag that began on a subview once it moved more than 10 pt, mostly along an axis
    /// this view scrolls — at once while the touch is still delayed (`delaysContentTouches`), and once
    /// the subview has it only when `canCancelContentTouches` and `touchesShouldCancel(in:)` allow.
    open func shouldIntercept(touch: UITouch, translation: CGPoint) -> Bool {
        guard isScrollEnabled, !isTracking else { return false }
        syncLimits()
        guard exceedsPanThreshold(translation) else { return false }
        // A picker's wheel keeps its vertical drags, as the inner wheel's pan wins on iOS.
        if abs(translation.y) >= abs(translation.x), let view = touch.view, PickerWheel.contains(view) { return false }
        let contentHasTouch = touch.window?.gestureArenaStorage?.viewHasBegun(touch) ?? true
        if contentHasTouch, let view = touch.view {
            return canCancelContentTouches && touchesShouldCancel(in: view)
        }
        return true
    }

    // MARK: Content touches (UIScrollView.h)

    /// How long a touch on content is held back while the scroll view decides whether it is a scroll
    /// (UIKit's 150 ms).
    public static let contentTouchDelay: CFTimeInterval = 0.15

    /// Whether a touch-down on content is delivered only after `contentTouchDelay` (or when the touch
    /// ends first), so a drag that starts at once scrolls without the content ever seeing the touch
    /// (UIKit's default: true).
    open var delaysContentTouches = true
    /// Whether a drag may take a touch the content already has (UIKit's default: true); false: once
    /// content tracks a touch, the scroll view does not scroll with it.
    open var canCancelContentTouches = true

    /// Asked before a delayed touch goes to `view` (the default: yes); false keeps it from the content.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked before a drag takes over a touch `view` has: UIScrollView.h — "The default returned value
    /// is YES if view isn't a UIControl object; otherwise, it returns NO", so a slider or button that
    /// has the finger keeps its drag.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Smooth wheel scrolling: `dy` > 0 scrolls the content up (the offset grows).
    open func scrollWheel(dx: CGFloat, dy: CGFloat) {
        guard isScrollEnabled, !isDragging else { return }
        syncLimits()
        let now = CACurrentMediaTime()
        if isDecelerating || isAnimatingOffset {
            update(at: now)
            if isDecelerating { x.stop(); y.stop(); finishMotionCallbacks() }
        }
        if scrollsHorizontally { x.scrollWheel(by: Double(dx), at: now) }
        if scrollsVertically { y.scrollWheel(by: Double(dy), at: now) }
        if x.isMoving || y.isMoving {
            isAnimatingOffset = false
            lastScrollTime = now
            startDisplayLink()
        }
    }

    /// Called when `adjustedContentInset` changed (before the delegate hears of it).
    open func adjustedContentInsetDidChange() {}

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedContentInset()
        syncLimits()
        updateIndicators()
    }
}
