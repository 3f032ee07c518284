import Foundation

/// UIKit's pan: a continuous gesture that begins once the touches' centroid has moved more than
/// `UIPanGestureRecognizer.hysteresis` (10 pt) from where it went down, then reports `.changed` on
/// every move and `.ended` when fewer than `minimumNumberOfTouches` remain.
///
/// - `translation(in:)` is measured from where the touches went down (so at `.began` it already holds
///   the first 10 pt: a dragged view stays under the finger). A finger joining or leaving does not
///   make it jump: the centroid's jump is absorbed.
/// - `velocity(in:)` is the centroid's velocity in points per second, from the last 100 ms of motion
///   (`VelocityTracker`, the same estimate scroll views fling with), at the time of the latest event.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Points of movement before a pan begins.
    public static let hysteresis: CGFloat = 10

    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// Points the touches must move before the pan begins: UIKit's `hysteresis`, or a SwiftUI drag's
    /// `minimumDistance` (0: it begins as the finger comes down, and ends on lift without moving).
    package var beginDistance: CGFloat = UIPanGestureRecognizer.hysteresis

    /// The centroid minus the jumps made when fingers joined or left (window points): continuous.
    private var position: CGPoint = .zero
    /// The centroid's accumulated jumps (window points).
    private var jump: CGPoint = .zero
    /// Where `position` was when the gesture started, and the translation origin (window points).
    private var start: CGPoint = .zero
    private var origin: CGPoint = .zero
    private var tracker = VelocityTracker()
    private var lastEventTime: CFTimeInterval = 0
    private var lastCount = 0

    /// How far the touches have moved, in `view`'s coordinate system (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        GestureGeometry.vector(CGPoint(x: position.x - origin.x, y: position.y - origin.y), at: GestureGeometry.sum(position, jump), in: view)
    }

    /// Makes the translation in `view`'s coordinate system `translation` now (`.zero` is the usual
    /// reset for incremental drags).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let here = GestureGeometry.sum(position, jump)
        let w: CGPoint
        if let view {
            let a = UIView.convert(here, from: nil, to: view, presentation: true)
            let b = UIView.convert(CGPoint(x: a.x - translation.x, y: a.y - translation.y), from: view, to: nil,
                                   presentation: true)
            w = CGPoint(x: here.x - b.x, y: here.y - b.y)
        } else {
            w = translation
        }
        origin = CGPoint(x: position.x - w.x, y: position.y - w.y)
    }

    /// Points per second in `view`'s coordinate system, at the latest event.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = tracker.velocity(at: lastEventTime)
        return GestureGeometry.vector(CGPoint(x: v.x, y: v.y), at: GestureGeometry.sum(position, jump), in: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Fingers beyond the maximum are not part of the pan.
        if numberOfTouches > maximumNumberOfTouches {
            let extra = trackedTouches.suffix(numberOfTouches - maximumNumberOfTouches)
            for t in extra where touches.contains(t) { ignore(t, for: event) }
        }
        let c = windowCentroid
        if lastCount == 0 {
            jump = .zero
            position = c
            start = c
            origin = c
            tracker.reset()
        } else {
            absorbJump(to: c)
        }
        lastCount = numberOfTouches
        sample(event.timestamp)
        if state == .possible, beginDistance <= 0, numberOfTouches >= minimumNumberOfTouches { state = .began }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        position = GestureGeometry.difference(windowCentroid, jump)
        sample(event.timestamp)
        switch state {
        case .possible:
            let moved = GestureGeometry.distance(start, position)
            if moved > beginDistance && numberOfTouches >= minimumNumberOfTouches {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finish(touches, event: event, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finish(touches, event: event, cancelled: true)
    }

    private func finish(_ touches: Set<UITouch>, event: UIEvent, cancelled: Bool) {
        // The lifting fingers' last positions count for the velocity; then the centroid of the rest.
        position = GestureGeometry.difference(lastWindowCentroid, jump)
        sample(event.timestamp)
        if numberOfTouches > 0 { absorbJump(to: windowCentroid) }
        lastCount = numberOfTouches
        let active = state == .began || state == .changed
        if numberOfTouches < minimumNumberOfTouches || cancelled {
            if active { state = cancelled ? .cancelled : .ended } else if numberOfTouches == 0 { state = .failed }
        }
    }

    /// The centroid jumped to `c` because a finger joined or left: keep `position` where it was.
    private func absorbJump(to c: CGPoint) {
        jump = CGPoint(x: c.x - position.x, y: c.y - position.y)
    }

    private func sample(_ time: CFTimeInterval) {
        lastEventTime = time
        tracker.add(time: time, x: Double(position.x), y: Double(position.y))
    }

    open override func reset() {
        super.reset()
        lastCount = 0
        jump = .zero
        tracker.reset()
    }
}
