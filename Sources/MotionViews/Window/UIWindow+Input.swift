import Foundation

/// Input delivery. Touch sequences follow UIKit: the view hit-tested when the touch begins receives
/// every later event of the sequence (even outside its bounds), unless a `TouchInterceptor` ancestor
/// takes the touch over while it moves. Unhandled touches travel up the responder chain.
extension UIWindow {
    /// Feeds one mouse/touch event at `point` (window points).
    /// - Returns: the view that received it (nil when nothing is under a beginning touch).
    @discardableResult
    public func sendTouch(_ phase: UITouch.Phase, at point: CGPoint) -> UIView? {
        let now = CACurrentMediaTime()
        switch phase {
        case .began:
            if activeTouch != nil { finishTouch(.cancelled, at: activeTouch!.windowLocation, time: now) }
            let target = hitTest(point, with: nil)
            let touch = UITouch(window: self, view: target, location: point, timestamp: now)
            activeTouch = touch
            touchIntercepted = false
            target?.touchesBegan([touch], with: event(for: touch))
            return target
        case .moved, .stationary:
            guard let touch = activeTouch else { return nil }
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = point
            touch.timestamp = now
            touch.phase = phase
            guard phase == .moved else { return touch.view }
            if !touchIntercepted, let interceptor = interceptor(for: touch) {
                touchIntercepted = true
                let original = touch.view
                touch.phase = .cancelled
                original?.touchesCancelled([touch], with: event(for: touch))
                touch.view = interceptor
                touch.phase = .began
                interceptor.touchesBegan([touch], with: event(for: touch))
                return interceptor
            }
            touch.view?.touchesMoved([touch], with: event(for: touch))
            return touch.view
        case .ended, .cancelled:
            return finishTouch(phase, at: point, time: now)
        }
    }

    /// Feeds a mouse-wheel movement at `point` (window points) to the nearest `WheelScrollable` at or
    /// above the view under the pointer.
    /// - Returns: whether some view took it.
    @discardableResult
    public func sendWheel(dx: CGFloat, dy: CGFloat, at point: CGPoint) -> Bool {
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

    @discardableResult
    private func finishTouch(_ phase: UITouch.Phase, at point: CGPoint, time: CFTimeInterval) -> UIView? {
        guard let touch = activeTouch else { return nil }
        activeTouch = nil
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.timestamp = time
        touch.phase = phase
        if phase == .ended {
            touch.view?.touchesEnded([touch], with: event(for: touch))
        } else {
            touch.view?.touchesCancelled([touch], with: event(for: touch))
        }
        return touch.view
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

    private func event(for touch: UITouch) -> UIEvent {
        UIEvent(type: .touches, timestamp: touch.timestamp, allTouches: [touch])
    }
}
