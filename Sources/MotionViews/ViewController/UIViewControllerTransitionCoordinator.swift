import Foundation

/// UIKit's transition coordinator, for `viewWillTransition(to:with:)`: a preview window resizes at once
/// (turned to landscape with a key, or resized), so the transition has no duration — the alongside
/// blocks run right after the new size is laid out, then the completions, each with this context.
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
    var transitionDuration: TimeInterval { get }
    var targetTransform: CGAffineTransform { get }
    var containerView: UIView { get }
    /// The controller leaving (`.from`) or arriving (`.to`); nil when the transition has none.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The rest of UIViewControllerTransitionCoordinator.h, the same for every coordinator here: the
/// transitions they coordinate are not interactive (the interactive back swipe has none), so interaction
/// never changes and a transition completes forwards at its own speed.
extension UIViewControllerTransitionCoordinatorContext {
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// The controller's view for `.from` or `.to`.
    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        viewController(forKey: key == .from ? .from : .to)?.viewIfLoaded
    }
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion (UIKit's `completion` defaults to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// UIKit's form that names a view to animate in: the same blocks, run as `animate(alongsideTransition:)`'s.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Called when an interactive transition's interaction ends: never, as no coordinated transition
    /// here is interactive (the handler is not kept).
    public func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// The deprecated spelling of `notifyWhenInteractionChanges(_:)`.
    public func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

/// The coordinator of a window's size change.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(window: UIWindow) { containerView = window }

    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks, then the completions (each list once).
    func finish() {
        let a = alongside, c = completions
        alongside = []
        completions = []
        for block in a { block(self) }
        for block in c { block(self) }
    }
}

/// UIKit's interface orientations (raw values UIKit's).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// UIKit's `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
