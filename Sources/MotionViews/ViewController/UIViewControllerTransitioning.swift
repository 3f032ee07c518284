import Foundation

/// UIKit's custom view-controller transitions: a `transitioningDelegate` (presentation) or a navigation
/// controller's `delegate` (push and pop) hands UIKit an animator, UIKit gives the animator a context —
/// a container view (on top of the window; under the bar for a push or pop), the two controllers and
/// their views, their frames — and the
/// animator animates whatever it likes, then calls `completeTransition(_:)`.
///
/// Apple's protocols are Objective-C protocols with optional members; here the optional ones have
/// default implementations, so conformances written for iOS compile unchanged. Interactive transitions
/// are in `UIPercentDrivenInteractiveTransition.swift`; presentation controllers are not here.
@MainActor @preconcurrency public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// Seconds the transition takes (UIKit uses it to pace alongside animations; the animator decides).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the animations; must end with `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition completed or was cancelled (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What an animator is given (UIKit's `UIViewControllerContextTransitioning`).
@MainActor @preconcurrency public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the animation happens in: it covers the window, above the presenting view.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition (until it finishes or cancels).
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate, or nil when the animator must leave it alone (the presenting view of a
    /// presentation that keeps it, as UIKit returns).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition: `true` keeps the new state, `false` returns to the old one. Only the first
    /// call counts.
    func completeTransition(_ didComplete: Bool)
    /// An interaction controller's progress (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ends towards the new state: the transition is no longer interactive.
    func finishInteractiveTransition()
    /// The interaction ends towards the old state: `transitionWasCancelled` becomes true.
    func cancelInteractiveTransition()
    /// An interaction controller paused the transition's animations.
    func pauseInteractiveTransition()
}

extension UIViewControllerContextTransitioning {
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    public func finishInteractiveTransition() {}
    public func cancelInteractiveTransition() {}
    public func pauseInteractiveTransition() {}
}

/// `viewController(forKey:)`'s keys.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// `view(forKey:)`'s keys.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// Supplies animators for a presented controller (UIKit's `UIViewControllerTransitioningDelegate`; the
/// interaction-controller and presentation-controller members are not here).
@MainActor @preconcurrency public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Drives the presentation's animator interactively (nil: it runs on its own).
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// Drives the dismissal's animator interactively (nil: it runs on its own).
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// The context UIKit hands an animator, for one transition.
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    /// The animator an interaction controller drives (set when one starts the transition).
    private(set) var animator: UIViewControllerAnimatedTransitioning?
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    private var onComplete: ((Bool) -> Void)?
    /// The interaction controller driving the transition, held until it completes, as UIKit holds it —
    /// so an app may drop its own reference right after `finish()` or `cancel()` (the tutorial pattern).
    private var interaction: UIViewControllerInteractiveTransitioning?

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         frames: [(UIViewController, CGRect, CGRect)], onComplete: @escaping (Bool) -> Void) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        controllers = [.from: from, .to: to]
        var v: [UITransitionContextViewKey: UIView] = [:]
        v[.from] = fromView
        v[.to] = toView
        views = v
        var f: [ObjectIdentifier: (CGRect, CGRect)] = [:]
        for (vc, initial, final) in frames { f[ObjectIdentifier(vc)] = (initial, final) }
        self.frames = f
        self.onComplete = onComplete
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    /// `.zero` for a controller whose frame the transition does not set, as UIKit answers.
    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    func completeTransition(_ didComplete: Bool) {
        guard let done = onComplete else { return }
        onComplete = nil
        if !didComplete { transitionWasCancelled = true }
        isInteractive = false
        interaction = nil
        done(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { isInteractive = false }
    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }
    /// UIKit: pauses the transition and makes it interactive (an interruptible transition grabbed
    /// mid-flight); the interaction controller pauses its own animators.
    func pauseInteractiveTransition() { isInteractive = true }

    /// Starts the transition: through `interaction` when there is one (it calls or replaces the animator
    /// itself; UIKit then never calls `animateTransition(using:)`), interactive from the start only if it
    /// `wantsInteractiveStart` — else it plays on its own and may be made interactive later (WWDC 2016's
    /// interruptible transitions: the navigation delegate always returns the interaction controller, whose
    /// `startInteractiveTransition` animates at once when `isInteractive` is false); without one, the
    /// animator on its own.
    func start(_ animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?) {
        if let interaction {
            self.animator = animator
            self.interaction = interaction
            isInteractive = interaction.wantsInteractiveStart
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
    }
}
