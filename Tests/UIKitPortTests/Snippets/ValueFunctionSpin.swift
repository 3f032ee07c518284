// Ported unchanged: a full turn on "transform" through a value function (interpolating the angle).
import UIKit

extension CALayer {
    func spinWithValueFunction(turns: Double = 1, duration: CFTimeInterval = 2) {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: CAValueFunctionName.rotateZ)
        animation.fromValue = 0
        animation.toValue = turns * 2 * Double.pi
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        add(animation, forKey: "spin")
    }
}
