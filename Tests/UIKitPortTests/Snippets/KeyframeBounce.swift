// Ported unchanged: a bounce built from keyframes — up, down, a smaller hop, down — with the
// linear-curve option trick (AnimationOptions' curve bits passed as KeyframeAnimationOptions).
import UIKit

extension UIView {
    func bounce(height: CGFloat = 60, completion: ((Bool) -> Void)? = nil) {
        let start = center
        let options = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1.0, delay: 0, options: [options, .calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                self.center = CGPoint(x: start.x, y: start.y - height)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                self.center = start
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                self.center = CGPoint(x: start.x, y: start.y - height / 3)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                self.center = start
            }
        }, completion: completion)
    }
}
