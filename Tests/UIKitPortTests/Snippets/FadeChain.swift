// Ported unchanged: fade helpers chained through their completion blocks.
import UIKit

extension UIView {
    func fadeIn(_ duration: TimeInterval = 0.5, delay: TimeInterval = 0.0,
                completion: @escaping ((Bool) -> Void) = { (finished: Bool) -> Void in }) {
        UIView.animate(withDuration: duration, delay: delay, options: .curveEaseIn, animations: {
            self.alpha = 1.0
        }, completion: completion)
    }

    func fadeOut(_ duration: TimeInterval = 0.5, delay: TimeInterval = 0.0,
                 completion: @escaping (Bool) -> Void = { (finished: Bool) -> Void in }) {
        UIView.animate(withDuration: duration, delay: delay, options: .curveEaseIn, animations: {
            self.alpha = 0.0
        }, completion: completion)
    }

    func blink(then done: @escaping () -> Void) {
        fadeOut(0.25) { _ in
            self.fadeIn(0.25) { finished in
                if finished { done() }
            }
        }
    }
}
