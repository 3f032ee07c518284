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
