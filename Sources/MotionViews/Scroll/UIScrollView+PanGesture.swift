import Foundation

/// UIKit's `UIScrollView.panGestureRecognizer`: the gesture of the scroll view's drag, which iOS code
/// reads to know where the finger is (`location(in:)` — the classic springy collection-view layout
/// scales its springs by the distance from it), how far it went (`translation(in:)`) and how fast
/// (`velocity(in:)`), or adds targets to.
///
/// Here the scroll view tracks its touches itself (`UIScrollView.touchesBegan…`, `TouchInterceptor`)
/// and this recognizer reports that drag: `.began` when the drag starts (past `panThreshold`),
/// `.changed` on each move, `.ended` (`.cancelled`) when it lifts, then `.possible` again; its targets
/// are called on those changes. It takes part in no gesture arbitration (it is not in the view's
/// `gestureRecognizers`): the scroll view's own rules decide who gets a touch. Its location stays where
/// the last touch of the scroll view was (the window's origin before any).
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The finger (window points), where it went down, and its recent motion.
    private var windowLocation: CGPoint = .zero
    private var windowStart: CGPoint = .zero
    private var windowTracker = VelocityTracker()
    private var lastTime: CFTimeInterval = 0
    private var touchesDown = 0

    init(scrollView: UIScrollView) {
        super.init(target: nil, action: nil)
        view = scrollView
    }

    override var numberOfTouches: Int { touchesDown }

    override func location(in view: UIView?) -> CGPoint {
        UIView.convert(windowLocation, from: nil, to: view, presentation: true)
    }

    override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    override func translation(in view: UIView?) -> CGPoint {
        GestureGeometry.vector(CGPoint(x: windowLocation.x - windowStart.x, y: windowLocation.y - windowStart.y), at: windowLocation, in: view)
    }

    override func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let view else {
            windowStart = CGPoint(x: windowLocation.x - translation.x, y: windowLocation.y - translation.y)
            return
        }
        let a = UIView.convert(windowLocation, from: nil, to: view, presentation: true)
        windowStart = UIView.convert(CGPoint(x: a.x - translation.x, y: a.y - translation.y), from: view, to: nil, presentation: true)
    }

    override func velocity(in view: UIView?) -> CGPoint {
        let v = windowTracker.velocity(at: lastTime)
        return GestureGeometry.vector(CGPoint(x: v.x, y: v.y), at: windowLocation, in: view)
    }

    // MARK: Driven by the scroll view

    func scrollTouchBegan(at p: CGPoint, time: CFTimeInterval) {
        touchesDown = 1
        windowLocation = p
        windowStart = p
        windowTracker.reset()
        sample(time)
    }

    func scrollTouchMoved(to p: CGPoint, time: CFTimeInterval) {
        windowLocation = p
        sample(time)
        if rawState == .began || rawState == .changed { report(.changed) }
    }

    func scrollDragBegan() {
        if rawState == .possible { report(.began) }
    }

    func scrollTouchEnded(at p: CGPoint?, time: CFTimeInterval, cancelled: Bool) {
        touchesDown = 0
        if let p { windowLocation = p; sample(time) }
        if rawState == .began || rawState == .changed { report(cancelled ? .cancelled : .ended) }
        rawState = .possible
    }

    private func sample(_ time: CFTimeInterval) {
        lastTime = time
        windowTracker.add(time: time, x: Double(windowLocation.x), y: Double(windowLocation.y))
    }

    private func report(_ state: State) {
        rawState = state
        sendActions()
    }
}

extension UIScrollView {
    /// The recognizer of the scroll view's drag (see `ScrollViewPanGestureRecognizer`), made when first asked for.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPanRecognizer }

    var scrollPanRecognizer: ScrollViewPanGestureRecognizer {
        if let r = scrollPanStorage { return r }
        let r = ScrollViewPanGestureRecognizer(scrollView: self)
        scrollPanStorage = r
        return r
    }
}
