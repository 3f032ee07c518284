import Foundation

/// How a `UIAlertController` comes and goes (its own transitioning delegate and animator): an alert
/// fades in while its box scales from 1.2 to 1 (0.4 s, critically damped) and fades out (0.2 s); an
/// action sheet slides up from below the bottom edge (0.4 s, ease out) and back down (0.3 s); the
/// dimming fades with either. The content behind stays (`.overFullScreen`).
final class AlertTransition: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: false)
    }
}

final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    static let presentDuration: TimeInterval = 0.4
    static let alertDismissDuration: TimeInterval = 0.2
    static let sheetDismissDuration: TimeInterval = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard !presenting else { return Self.presentDuration }
        let sheet = (transitionContext?.viewController(forKey: .from) as? UIAlertController)?.preferredStyle == .actionSheet
        return sheet ? Self.sheetDismissDuration : Self.alertDismissDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController, let v = alert.view else {
            transitionContext.completeTransition(true)
            return
        }
        let duration = transitionDuration(using: transitionContext)
        let sheet = alert.preferredStyle == .actionSheet
        let box = alert.box
        // UIKit dims the tint of everything behind an alert or action sheet while it is up.
        let window = transitionContext.containerView.window
        if presenting {
            v.tintAdjustmentMode = .normal
            window?.tintAdjustmentMode = .dimmed
            v.frame = transitionContext.finalFrame(for: alert)
            transitionContext.containerView.addSubview(v)
            v.layoutIfNeeded()
            alert.dimming.alpha = 0
            let rest = box.frame
            UIView.performWithoutAnimation {
                if sheet {
                    box.frame.origin.y = v.bounds.height
                } else {
                    box.alpha = 0
                    box.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
                }
            }
            let animations = {
                alert.dimming.alpha = 1
                if sheet { box.frame = rest } else { box.alpha = 1; box.transform = .identity }
            }
            let done: (Bool) -> Void = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            if sheet {
                UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: animations, completion: done)
            } else {
                UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                               options: [], animations: animations, completion: done)
            }
        } else {
            window?.tintAdjustmentMode = .automatic
            UIView.animate(withDuration: duration, delay: 0, options: sheet ? .curveEaseIn : .curveEaseOut, animations: {
                alert.dimming.alpha = 0
                if sheet { box.frame.origin.y = v.bounds.height } else { box.alpha = 0 }
            }, completion: { _ in
                v.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
