// Ported unchanged: the two loading-spinner idioms iOS answers and blog posts repeat — a `rotate360`
// extension with `Float.pi` and `.infinity`, and an Objective-C-era `transform.rotation.z` with
// `NSNumber`, `HUGE`, `isCumulative` and the `kCAMediaTimingFunctionLinear` constant.
import UIKit

private let kRotationAnimationKey = "rotationanimationkey"

extension UIView {
    func rotate(duration: Double = 1) {
        if layer.animation(forKey: kRotationAnimationKey) == nil {
            let rotationAnimation = CABasicAnimation(keyPath: "transform.rotation")
            rotationAnimation.fromValue = 0.0
            rotationAnimation.toValue = Float.pi * 2.0
            rotationAnimation.duration = duration
            rotationAnimation.repeatCount = Float.infinity
            layer.add(rotationAnimation, forKey: kRotationAnimationKey)
        }
    }

    func stopRotating() {
        if layer.animation(forKey: kRotationAnimationKey) != nil {
            layer.removeAnimation(forKey: kRotationAnimationKey)
        }
    }

    func startSpinning() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = NSNumber(value: Double.pi * 2.0)
        spin.duration = 0.8
        spin.isCumulative = true
        spin.repeatCount = HUGE
        spin.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
        self.layer.add(spin, forKey: "spinAnimation")
    }
}
