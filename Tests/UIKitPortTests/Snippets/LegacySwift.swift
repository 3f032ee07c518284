// Ported unchanged: Swift 3/4-era spellings that still circulate — string constants for timing and
// fill modes, UIViewAnimationOptions/UIViewKeyframeAnimationOptions/UIViewAnimationCurve type names.
import UIKit

enum LegacyAnimations {
    static func slideIn(_ view: UIView, from x: CGFloat) {
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = x
        slide.toValue = view.center.x
        slide.duration = 0.5
        slide.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
        slide.fillMode = kCAFillModeBackwards
        slide.beginTime = CACurrentMediaTime() + 0.25
        view.layer.add(slide, forKey: "slideIn")
    }

    static func nudge(_ view: UIView) {
        let options: UIViewAnimationOptions = [UIViewAnimationOptions.curveEaseIn]
        UIView.animate(withDuration: 0.2, delay: 0, options: options, animations: {
            view.transform = CGAffineTransform(translationX: 8, y: 0)
        }, completion: nil)
    }

    static func wobble(_ view: UIView) {
        let mode: UIViewKeyframeAnimationOptions = UIViewKeyframeAnimationOptions.calculationModeDiscrete
        UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: mode, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.transform = CGAffineTransform(rotationAngle: 0.1) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.transform = .identity }
        }, completion: nil)
    }

    static func curveName(_ curve: UIViewAnimationCurve) -> String {
        switch curve {
        case .easeInOut: return "easeInOut"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .linear: return "linear"
        @unknown default: return "unknown"
        }
    }
}
