// Ported unchanged: a "breathing" indicator repeating forever with autoreverse.
import UIKit

extension UIView {
    func startBreathing() {
        alpha = 1.0
        UIView.animate(withDuration: 1.2, delay: 0,
                       options: [.repeat, .autoreverse, .allowUserInteraction, .curveEaseInOut],
                       animations: { self.alpha = 0.3 }, completion: nil)
    }
}
