// Ported unchanged: a "pulsate" button tap effect with CASpringAnimation, and a radar-style pulse ring
// built from a CAAnimationGroup of a scale and a keyframed fade.
import UIKit

extension UIButton {
    func pulsate() {
        let pulse = CASpringAnimation(keyPath: "transform.scale")
        pulse.duration = 0.6
        pulse.fromValue = 0.95
        pulse.toValue = 1.0
        pulse.autoreverses = true
        pulse.repeatCount = 2
        pulse.initialVelocity = 0.5
        pulse.damping = 1.0
        layer.add(pulse, forKey: "pulse")
    }
}

final class PulseRing {
    let ring: UIView

    init(around view: UIView) {
        ring = UIView(frame: view.frame)
        ring.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.4)
        ring.layer.cornerRadius = view.bounds.width / 2
        view.superview?.insertSubview(ring, belowSubview: view)
    }

    func start() {
        let duration: CFTimeInterval = 1.5
        let scaleAnimation = CABasicAnimation(keyPath: "transform.scale")
        scaleAnimation.fromValue = 1.0
        scaleAnimation.toValue = 2.5
        scaleAnimation.duration = duration

        let opacityAnimation = CAKeyframeAnimation(keyPath: "opacity")
        opacityAnimation.values = [0.9, 0.5, 0]
        opacityAnimation.keyTimes = [0, 0.3, 1]
        opacityAnimation.duration = duration

        let group = CAAnimationGroup()
        group.animations = [scaleAnimation, opacityAnimation]
        group.duration = duration
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ring.layer.add(group, forKey: "pulse")
    }
}

// Ported unchanged: the Objective-C-era "heartbeat" with NSValue-boxed transforms.
extension UIView {
    func heartbeat() {
        let beat = CABasicAnimation(keyPath: "transform")
        beat.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        beat.toValue = NSValue(caTransform3D: CATransform3DMakeScale(1.3, 1.3, 1))
        beat.duration = 0.3
        beat.autoreverses = true
        beat.repeatCount = 2
        beat.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(beat, forKey: "heartbeat")

        let nudge = CABasicAnimation(keyPath: "position")
        nudge.byValue = NSValue(cgPoint: CGPoint(x: 0, y: -10))
        nudge.duration = 0.3
        nudge.autoreverses = true
        layer.add(nudge, forKey: "nudge")
    }
}
