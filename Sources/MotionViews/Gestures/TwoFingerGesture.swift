import Foundation

/// The state machine pinch and rotation share (UIKit's continuous two-finger recognizers): while two
/// fingers are down a move begins the gesture once its measure has left the hysteresis and changes it
/// after that; lifting a finger ends it (cancels it when the touch was cancelled), and before it began,
/// drops the two-finger baseline, failing once no finger is left.
extension UIGestureRecognizer {
    /// One move with two fingers down: `.possible` → `.began` once `beyondHysteresis`; `.began`/`.changed` → `.changed`.
    func twoFingerMoved(beyondHysteresis: Bool) {
        switch state {
        case .possible:
            if beyondHysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A finger lifted or cancelled. `dropBaseline` runs when fewer than two fingers remain before
    /// the gesture began (the next pair measures from scratch).
    func twoFingerLifted(cancelled: Bool, dropBaseline: () -> Void) {
        switch state {
        case .began, .changed:
            if numberOfTouches < 2 { state = cancelled ? .cancelled : .ended }
        case .possible:
            if numberOfTouches < 2 { dropBaseline() }
            if numberOfTouches == 0 { state = .failed }
        default:
            break
        }
    }
}
