import Foundation
import MotionTiming

extension UIWindow {
    /// Delivers a motion — the simulator's Device ▸ Shake — as UIKit does: `motionBegan` then
    /// `motionEnded` with a `.motion` event of that subtype, sent to the first responder when it is in
    /// this window, else to the window's frontmost view controller (the root's topmost presented one);
    /// each passes it up the responder chain unless it handles it. A preview has no accelerometer:
    /// nothing shakes unless this is called (from code or a test).
    public func sendMotion(_ motion: UIEvent.EventSubtype) {
        let now = CACurrentMediaTime()
        var receiver: UIResponder = self
        if let first = FirstResponderState.current, (first as? UIView)?.window === self {
            receiver = first
        } else if var top = rootViewController {
            while let presented = top.presentedViewController { top = presented }
            receiver = top
        }
        receiver.motionBegan(motion, with: UIEvent(type: .motion, subtype: motion, timestamp: now, allTouches: nil))
        receiver.motionEnded(motion, with: UIEvent(type: .motion, subtype: motion, timestamp: now, allTouches: nil))
    }
}
