// Ported unchanged: a springy "pop in" with UIView.animate's spring variant and CGAffineTransform.
import UIKit

extension UIView {
    func popIn(completion: ((Bool) -> Void)? = nil) {
        self.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        self.alpha = 0
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.8,
                       options: [.curveEaseOut, .allowUserInteraction], animations: {
            self.transform = .identity
            self.alpha = 1
        }, completion: completion)
    }
}
