import Foundation

/// UIKit's `transitionCoordinator` for a navigation controller's push or pop (UIViewController.h:
/// "When a presentation or dismissal is in progress … or the view controller is the child of a
/// navigation controller that is pushing or popping, this returns the transition coordinator"), so
/// the common `viewWillAppear` idiom works:
///
/// ```swift
/// transitionCoordinator?.animate(alongsideTransition: { _ in bar.alpha = 0 }, completion: nil)
/// ```
///
/// Alongside blocks added before the slide starts (in `viewWillAppear`/`viewWillDisappear`, or the
/// delegate's `willShow`) run inside the slide's animation block — the same duration and curve —
/// and any added later run at once in a block with the time left; the completions run when the
/// transition ends, before the "did" appearance calls. A transition that is not animated still runs
/// its blocks (alongside without animation, then completions), as UIKit does.
final class NavigationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    /// Seconds the transition takes (a custom animator's own duration once it is known).
    var transitionDuration: TimeInterval
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var targetTransform: CGAffineTransform { .identity }
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// When the slide's animation began (nil before), to give late blocks the time left.
    private var startTime: CFTimeInterval?

    init(container: UIView, animated: Bool, duration: TimeInterval, from: UIViewController?, to: UIViewController) {
        containerView = container
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        var c: [UITransitionContextViewControllerKey: UIViewController] = [.to: to]
        c[.from] = from
        controllers = c
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let start = startTime {
            // Already sliding: the block animates over what is left of the transition.
            let left = max(0, transitionDuration - (CACurrentMediaTime() - start))
            UIView.animate(withDuration: left, delay: 0, options: UINavigationController.transitionCurve,
                           animations: { animation(self) }, completion: nil)
        } else {
            alongside.append(animation)
        }
        return true
    }

    /// Runs the blocks queued so far; called inside the slide's animation block.
    func runAlongside() {
        startTime = CACurrentMediaTime()
        let blocks = alongside
        alongside = []
        for b in blocks { b(self) }
    }

    /// The transition ended: the completions, once.
    func finish() {
        if startTime == nil { runAlongside() }
        let blocks = completions
        completions = []
        for b in blocks { b(self) }
    }

    /// The coordinators of transitions in progress, by navigation controller (a transition is short and
    /// ends by `finish`, which removes it; weakly keyed so a controller that goes away takes it along).
    nonisolated(unsafe) static var active: [ObjectIdentifier: (controller: WeakController, coordinator: NavigationTransitionCoordinator)] = [:]

    struct WeakController { weak var value: UIViewController? }
}

extension UIViewController {
    /// The coordinator of the push or pop this controller (or its nearest ancestor) takes part in, or
    /// of a window size change in progress; nil otherwise.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        NavigationTransitionCoordinator.active = NavigationTransitionCoordinator.active.filter { $0.value.controller.value != nil }
        var c: UIViewController? = self
        while let cur = c {
            if let entry = NavigationTransitionCoordinator.active[ObjectIdentifier(cur)] { return entry.coordinator }
            // The controllers being pushed or popped are not (or no longer) the navigation
            // controller's children at every moment of the transition: ask by key too.
            for entry in NavigationTransitionCoordinator.active.values {
                if entry.coordinator.viewController(forKey: .to) === cur || entry.coordinator.viewController(forKey: .from) === cur {
                    return entry.coordinator
                }
            }
            c = cur.parentStorage
        }
        return nil
    }
}
