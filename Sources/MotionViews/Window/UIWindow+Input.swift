import Foundation

/// Input delivery. Touch sequences follow UIKit: each touch goes first to its gesture recognizers (the
/// hit view's and its ancestors', see `GestureArena`), then to the view hit-tested when it began, which
/// receives every later event of the sequence (even outside its bounds) unless a recognizer cancels it
/// or a `TouchInterceptor` ancestor takes the touch over while it moves. Unhandled touches travel up
/// the responder chain.
///
/// Several fingers: each touch has the host's identifier (`id`; the mouse is 0). `sendTouches` feeds
/// the changes of one event together, as a touch screen reports them (a pinch moves both fingers in
/// one event); `sendTouch(_:at:)` is the single-finger form.
extension UIWindow {
    /// One finger's change in an event.
    public struct TouchInput: Equatable {
        /// The host's identifier of the finger, unique among the fingers down.
        public var id: Int
        public var phase: UITouch.Phase
        /// Window points.
        public var location: CGPoint

        public init(id: Int, phase: UITouch.Phase, location: CGPoint) {
            self.id = id
            self.phase = phase
            self.location = location
        }
    }

    /// A touch that goes down within this many seconds of the previous one's lift counts as its next
    /// tap (`UITouch.tapCount`); the multi-tap window UIKit's double tap uses (about 0.35 s).
    public static let multiTapInterval: CFTimeInterval = 0.35
    /// … and within this many points of where the previous one lifted (fingers land a little apart).
    public static let multiTapDistance: CGFloat = 45

    /// Feeds one event of the single (mouse) touch at `point` (window points).
    /// - Returns: the view that received it (nil when nothing is under a beginning touch).
    @discardableResult
    public func sendTouch(_ phase: UITouch.Phase, at point: CGPoint) -> UIView? {
        sendTouch(phase, at: point, id: 0)
    }

    /// Feeds one event of finger `id` at `point` (window points).
    /// - Returns: the view that received it (nil when nothing is under a beginning touch, or no finger
    ///   `id` is down for a later phase).
    @discardableResult
    public func sendTouch(_ phase: UITouch.Phase, at point: CGPoint, id: Int) -> UIView? {
        sendTouches([TouchInput(id: id, phase: phase, location: point)]).first?.view
    }

    /// Feeds one event with several fingers' changes. A `.began` for a finger already down cancels its
    /// old touch first; later phases for a finger that is not down are ignored.
    /// - Returns: the touches changed, in the order of `inputs`.
    @discardableResult
    public func sendTouches(_ inputs: [TouchInput]) -> [UITouch] {
        let now = CACurrentMediaTime()
        let restarted = inputs.compactMap { i -> UITouch? in i.phase == .began ? touchesByID[i.id] : nil }
        if !restarted.isEmpty {
            for t in restarted { update(t, phase: .cancelled, location: t.windowLocation, time: now) }
            deliver(restarted, time: now)
        }
        var changed: [UITouch] = []
        for input in inputs {
            switch input.phase {
            case .began:
                var target = hitTest(input.location, with: nil)
                // A touch on a decelerating scroll view's content is the scroll view's: it stops the
                // scroll where it is, and the content does not see a tap (UIScrollView's behaviour).
                if let moving = UIScrollView.decelerating(atOrAbove: target) { target = moving }
                let t = UITouch(window: self, view: target, location: input.location, timestamp: now,
                                identifier: input.id)
                t.tapCount = tapCount(at: input.location, time: now)
                touchesByID[input.id] = t
                touchOrder.append(input.id)
                changed.append(t)
            case .moved, .stationary, .ended, .cancelled:
                guard let t = touchesByID[input.id], !changed.contains(where: { $0 === t }) else { continue }
                update(t, phase: input.phase, location: input.location, time: now)
                changed.append(t)
            }
        }
        deliver(changed, time: now)
        return changed
    }

    /// Feeds a mouse-wheel movement at `point` (window points) to the nearest `WheelScrollable` at or
    /// above the view under the pointer.
    /// - Returns: whether some view took it.
    @discardableResult
    public func sendWheel(dx: CGFloat, dy: CGFloat, at point: CGPoint) -> Bool {
        wheelLocation = point
        defer { wheelLocation = nil }
        var v = hitTest(point, with: nil)
        while let cur = v {
            if let s = cur as? WheelScrollable { s.scrollWheel(dx: dx, dy: dy); return true }
            v = cur.superview
        }
        return false
    }

    /// Feeds a key press to `keyHandler`.
    /// - Returns: whether a handler was installed.
    @discardableResult
    public func sendKey(_ name: String) -> Bool {
        guard let handler = keyHandler else { return false }
        handler(name)
        return true
    }

    // MARK: Private

    private func update(_ t: UITouch, phase: UITouch.Phase, location: CGPoint, time: CFTimeInterval) {
        t.previousWindowLocation = t.windowLocation
        t.windowLocation = location
        t.timestamp = time
        t.phase = phase
    }

    /// One event: recognizers and views (through the arena), interception of moved touches, then the
    /// ended touches leave the window.
    private func deliver(_ touches: [UITouch], time: CFTimeInterval) {
        guard !touches.isEmpty else { return }
        let event = UIEvent(type: .touches, timestamp: time, allTouches: Set(activeTouches))
        gestureArena.dispatch(touches, event: event) { touch in
            self.interceptIfWanted(touch, event: event)
        }
        for t in touches where t.phase == .ended || t.phase == .cancelled {
            touchesByID[t.identifier] = nil
            touchOrder.removeAll { $0 == t.identifier }
            let travel = GestureGeometry.distance(t.initialWindowLocation, t.windowLocation)
            lastTapEnd = t.phase == .ended && travel <= UIWindow.multiTapDistance
                ? (t.windowLocation, time, t.tapCount) : nil
        }
    }

    private func tapCount(at p: CGPoint, time: CFTimeInterval) -> Int {
        guard let last = lastTapEnd, time - last.time <= UIWindow.multiTapInterval,
              GestureGeometry.distance(p, last.location) <= UIWindow.multiTapDistance else { return 1 }
        return last.count + 1
    }

    /// A moving touch may be taken over by a `TouchInterceptor` ancestor (at most once): the view that
    /// had it gets `touchesCancelled`, the interceptor `touchesBegan` at the current location.
    /// - Returns: whether the touch was taken over now.
    private func interceptIfWanted(_ touch: UITouch, event: UIEvent) -> Bool {
        guard !touch.wasIntercepted, gestureArena.mayBeIntercepted(touch),
              let interceptor = interceptor(for: touch) else { return false }
        touch.wasIntercepted = true
        let original = touch.view
        touch.phase = .cancelled
        // A touch a scroll view still delayed never reached the view: nothing to cancel there.
        if gestureArena.viewHasBegun(touch) { original?.touchesCancelled([touch], with: event) }
        touch.view = interceptor
        touch.phase = .began
        gestureArena.touch(touch, interceptedBy: interceptor)
        interceptor.touchesBegan([touch], with: event)
        return true
    }

    /// The first interceptor (nearest ancestor of the touched view) that wants the touch now.
    private func interceptor(for touch: UITouch) -> UIView? {
        let translation = CGPoint(x: touch.windowLocation.x - touch.initialWindowLocation.x,
                                  y: touch.windowLocation.y - touch.initialWindowLocation.y)
        var v = touch.view?.superview
        while let cur = v {
            if cur.isUserInteractionEnabled, let i = cur as? TouchInterceptor,
               i.shouldIntercept(touch: touch, translation: translation) {
                return cur
            }
            v = cur.superview
        }
        return nil
    }
}
