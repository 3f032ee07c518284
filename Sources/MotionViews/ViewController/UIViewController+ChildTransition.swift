import Foundation

extension UIViewController {
    /// UIViewController.h's container transition between two of this controller's children: the
    /// second child's view is added above the first's (in the first's superview), `animations` run as a
    /// `UIView.animate` block with `duration` and `options` — with a transition option (a flip, a
    /// cross-dissolve, a curl) the superview's content changes by that view transition — and when it
    /// ends the first child's view is removed and `completion` runs. The children get their appearance
    /// callbacks around it (`viewWillDisappear`/`viewWillAppear` before, the "did" calls when it ends),
    /// as UIKit sends them. The children must be this controller's, with the first's view in a
    /// superview; UIKit raises otherwise, here a one-line warning says so and nothing happens.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self, fromViewController !== toViewController,
              let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            FileHandle.standardError.write(Data("warning: \(type(of: self)).transition(from:to:…): both controllers must be children of this one, different, and the first's view in a superview; nothing done\n".utf8))
            return
        }
        let toView: UIView = toViewController.view
        let animated = duration > 0
        fromViewController.beginAppearanceTransition(false, animated: animated)
        toViewController.beginAppearanceTransition(true, animated: animated)
        let finish: (Bool) -> Void = { finished in
            fromView.removeFromSuperview()
            fromViewController.endAppearanceTransition()
            toViewController.endAppearanceTransition()
            completion?(finished)
        }
        if options.rawValue & UIView.AnimationOptions.transitionMask != 0 {
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.insertSubview(toView, aboveSubview: fromView)
                animations?()
            }, completion: finish)
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
        }
    }
}
