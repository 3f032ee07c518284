import Foundation

/// UIKit's long press: `numberOfTouchesRequired` fingers held still (within `allowableMovement`,
/// 10 pt) for `minimumPressDuration` (0.5 s) begins it — on the frame clock, without any touch event —
/// then moves report `.changed` (movement no longer matters) and lifting ends it. With
/// `numberOfTapsRequired` > 0, that many quick taps must come first (each next one within
/// `UIWindow.multiTapInterval`).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: CFTimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10

    /// When the required fingers were all down (media time) and where their centroid was.
    private var pressStart: (time: CFTimeInterval, location: CGPoint)?
    private var tapsCompleted = 0
    private var waitingSince: CFTimeInterval?

    override var waitsForMoreTouches: Bool { waitingSince != nil }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let wait = waitingSince {
                guard event.timestamp - wait <= UIWindow.multiTapInterval else { state = .failed; return }
                waitingSince = nil
            }
            if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
            if numberOfTouches == numberOfTouchesRequired { pressStart = (event.timestamp, windowCentroid) }
        case .began, .changed:
            for t in touches { ignore(t, for: event) }   // extra fingers are not part of the press
        default:
            break
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let from = pressStart?.location ?? touches.first!.initialWindowLocation
            if GestureGeometry.distance(from, windowCentroid) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            if numberOfTouches < numberOfTouchesRequired { state = .ended }
        case .possible:
            if tapsCompleted < numberOfTapsRequired, numberOfTouches == 0, pressStart != nil {
                tapsCompleted += 1
                pressStart = nil
                waitingSince = event.timestamp
            } else {
                state = .failed
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    override func timeDidAdvance(to time: CFTimeInterval) {
        guard state == .possible else { return }
        if let wait = waitingSince, time - wait > UIWindow.multiTapInterval {
            state = .failed
        } else if let start = pressStart, tapsCompleted >= numberOfTapsRequired,
                  numberOfTouches == numberOfTouchesRequired, time - start.time >= minimumPressDuration {
            state = .began
        }
    }

    open override func reset() {
        super.reset()
        pressStart = nil
        tapsCompleted = 0
        waitingSince = nil
    }
}
