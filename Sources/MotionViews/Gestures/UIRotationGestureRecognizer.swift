import Foundation

/// UIKit's rotation: two fingers; `rotation` is how far the line through them has turned since the
/// second one came down, in radians, clockwise on screen positive, continuous past ±π. It begins once
/// that exceeds `UIRotationGestureRecognizer.hysteresis` (5°), reports `.changed` on every move and
/// ends when a finger lifts. `velocity` is in radians per second (the last 100 ms).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Radians the line must turn before a rotation begins (UIKit's value is private).
    public static let hysteresis: CGFloat = 5 * .pi / 180

    /// Setting it rebases so the current angle corresponds to the new value.
    open var rotation: CGFloat {
        get { currentAngle - baseAngle }
        set { baseAngle = currentAngle - newValue }
    }
    /// Radians per second.
    open private(set) var velocity: CGFloat = 0

    private var hasLine = false
    private var baseAngle: CGFloat = 0
    private var initialAngle: CGFloat = 0
    /// The line's angle, unwrapped to stay continuous.
    private var currentAngle: CGFloat = 0
    private var tracker = VelocityTracker()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in trackedTouches.dropFirst(2) where touches.contains(t) { ignore(t, for: event) }
        if numberOfTouches == 2, !hasLine {
            currentAngle = angle()
            initialAngle = currentAngle
            baseAngle = currentAngle
            hasLine = true
            tracker.reset()
            tracker.add(time: event.timestamp, x: 0, y: 0)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2, hasLine else { return }
        currentAngle = GestureGeometry.unwrap(angle(), near: currentAngle)
        tracker.add(time: event.timestamp, x: Double(currentAngle - initialAngle), y: 0)
        velocity = CGFloat(tracker.velocity(at: event.timestamp).x)
        twoFingerMoved(beyondHysteresis: abs(currentAngle - initialAngle) > UIRotationGestureRecognizer.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerLifted(cancelled: false) { hasLine = false }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerLifted(cancelled: true) { hasLine = false }
    }

    private func angle() -> CGFloat {
        GestureGeometry.angle(trackedTouches[0].windowLocation, trackedTouches[1].windowLocation)
    }

    open override func reset() {
        super.reset()
        hasLine = false
        baseAngle = 0
        initialAngle = 0
        currentAngle = 0
        velocity = 0
        tracker.reset()
    }
}
