// Ported unchanged: a label's text pushed in from the right with a CATransition under kCATransition.
import UIKit

extension UIView {
    func pushTransition(_ duration: CFTimeInterval) {
        let animation = CATransition()
        animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        animation.type = CATransitionType.push
        animation.subtype = CATransitionSubtype.fromRight
        animation.duration = duration
        layer.add(animation, forKey: kCATransition)
    }
}
