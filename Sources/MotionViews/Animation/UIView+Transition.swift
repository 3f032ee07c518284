import Foundation

/// UIKit's view transitions: the view's whole rendering changes with a cross-dissolve or a
/// perspective card flip (a `CATransition` on its layer, which snapshots the old rendering).
extension UIView {
    /// Transitions `view` from how it looks now to how it looks after `animations`.
    /// - Parameter options: `.transitionCrossDissolve`, `.transitionFlipFromLeft/Right/Top/Bottom`
    ///   (curl transitions are drawn as a cross-dissolve); the curve; `.allowAnimatedContent` to also
    ///   animate the property changes; `.allowUserInteraction` to keep the view touchable meanwhile.
    ///   Without a transition option the changes animate as in `animate(withDuration:…)`.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        // A launched app's own window is shown by the preview's window: that one transitions.
        let view = (view as? UIWindow)?.displayWindow ?? view
        let kind = options.transition
        guard kind != [], duration > 0, duration.isFinite, areAnimationsEnabled else {
            animate(withDuration: kind == [] ? duration : 0, delay: 0,
                    options: options.union([.overrideInheritedDuration, .overrideInheritedCurve]),
                    animations: animations ?? {}, completion: completion)
            return
        }
        let transition = CATransition()
        transition.origin = .viewTransition
        switch kind {
        case .transitionFlipFromLeft: transition.type = .flip; transition.subtype = .fromLeft
        case .transitionFlipFromRight: transition.type = .flip; transition.subtype = .fromRight
        case .transitionFlipFromTop: transition.type = .flip; transition.subtype = .fromTop
        case .transitionFlipFromBottom: transition.type = .flip; transition.subtype = .fromBottom
        default: transition.type = .fade
        }
        transition.duration = duration
        transition.timingFunction = options.timingFunction
        let blocksInteraction = !options.contains(.allowUserInteraction)
        if blocksInteraction { view.interactionBlockingAnimations += 1 }
        transition.stopHandler = { [weak view] _, finished in
            if blocksInteraction { view?.interactionBlockingAnimations -= 1 }
            completion?(finished)
        }
        // Added before the changes: the layer snapshots its old rendering now.
        view.layer.add(transition, forKey: "transition")
        guard let animations else { return }
        if options.contains(.allowAnimatedContent) {
            animate(withDuration: duration, delay: 0,
                    options: options.flags.union(options.curve).union([.overrideInheritedDuration, .overrideInheritedCurve]),
                    animations: animations)
        } else {
            performWithoutAnimation(animations)
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition on the superview
    /// (or, with `.showHideTransitionViews`, hides `fromView` and shows `toView`).
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            swap()
            animate(withDuration: 0, animations: {}, completion: completion)
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }
}
