import Foundation

/// UIKit's pinch: two fingers; `scale` is the distance between them over their distance when the
/// second one came down (so at `.began` it already reflects the first change). It begins once that
/// distance has changed by more than `UIPinchGestureRecognizer.hysteresis` (10 pt), reports `.changed`
/// on every move, and ends when a finger lifts. `velocity` is in scale factor per second (the last
/// 100 ms, `VelocityTracker`). Further fingers are ignored.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Points the span must change before a pinch begins (UIKit's value is private; the touch slop).
    public static let hysteresis: CGFloat = 10

    /// The span ratio; setting it rebases so the current span corresponds to the new value.
    open var scale: CGFloat {
        get { baseSpan > 0 ? currentSpan / baseSpan : 1 }
        set { if newValue > 0, currentSpan > 0 { baseSpan = currentSpan / newValue } }
    }
    /// Scale factor per second.
    open private(set) var velocity: CGFloat = 0

    private var baseSpan: CGFloat = 0
    private var initialSpan: CGFloat = 0
    private var currentSpan: CGFloat = 0
    private var tracker = VelocityTracker()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in trackedTouches.dropFirst(2) where touches.contains(t) { ignore(t, for: event) }
        if numberOfTouches == 2, baseSpan == 0 {
            currentSpan = span()
            initialSpan = currentSpan
            baseSpan = currentSpan
            tracker.reset()
            tracker.add(time: event.timestamp, x: 1, y: 0)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2, baseSpan > 0 else { return }
        currentSpan = span()
        tracker.add(time: event.timestamp, x: Double(scale), y: 0)
        velocity = CGFloat(tracker.velocity(at: event.timestamp).x)
        twoFingerMoved(beyondHysteresis: abs(currentSpan - initialSpan) > UIPinchGestureRecognizer.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerLifted(cancelled: false) { baseSpan = 0 }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerLifted(cancelled: true) { baseSpan = 0 }
    }

    private func span() -> CGFloat {
        GestureGeometry.distance(trackedTouches[0].windowLocation, trackedTouches[1].windowLocation)
    }

    open override func reset() {
        super.reset()
        baseSpan = 0
        initialSpan = 0
        currentSpan = 0
        velocity = 0
        tracker.reset()
    }
}
