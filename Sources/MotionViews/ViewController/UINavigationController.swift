import Foundation

/// UIKit's navigation controller: a stack of child controllers, the top one's view filling the
/// navigation controller's view (under a translucent `UINavigationBar`, as since iOS 7), with the
/// standard horizontal slide between them (`UINavigationController+Transition.swift`).
///
/// - `pushViewController(_:animated:)`: the new controller becomes a child (`willMove(toParent:)` at
///   once, `didMove(toParent:)` after the transition); its view slides in from the right edge while
///   the old top view moves a third of the width left under a dimming.
/// - `popViewController(animated:)` and the `popTo…` forms: the reverse; the popped controllers get
///   `willMove(toParent: nil)` at once and `didMove(toParent: nil)` when the transition ends (those
///   between, popped without showing, are removed at once).
/// - While the navigation controller is on screen, the outgoing and incoming controllers get
///   `viewWillDisappear`/`viewWillAppear` when a transition starts and the "did" calls when it ends.
/// - A transition in progress refuses further pushes and pops (UIKit warns that nesting them corrupts
///   the navigation bar).
/// - The back swipe from the left edge pops interactively (`interactivePopGestureRecognizer`).
open class UINavigationController: UIViewController {
    /// Seconds a push or pop animates. UIKit does not publish it: often quoted as 0.35 s (the
    /// transition's nominal duration), but the visible motion lasts about 0.5 s — a display-link count
    /// of a real pop gave 31 frames at 60 Hz, and Flutter's reproduction settled on 500 ms.
    public static var transitionDuration: TimeInterval = 0.5
    /// The curve: fast start, long settle (Flutter's port: `linearToEaseOut`); UIKit's ease-out.
    public static var transitionCurve: UIView.AnimationOptions = .curveEaseOut
    /// How far the covered view moves left, as a fraction of the width (iOS's parallax; Flutter's port
    /// uses 1/3).
    public static let parallaxFraction: CGFloat = 1.0 / 3
    /// Black alpha over the covered view at the end of a push (Flutter's port: 0x18/255 ≈ 0.094).
    public static let dimmingAlpha: CGFloat = 0.1
    /// UIKit's `UINavigationControllerHideShowBarDuration`.
    public static let hideShowBarDuration: TimeInterval = 0.2

    /// The stack, root first. Setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    var stack: [UIViewController] = []
    /// A push or pop is animating.
    public internal(set) var isTransitioning = false

    /// The bar at the top of the view.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The back swipe from the left edge (`UINavigationController+InteractivePop.swift`), on the
    /// navigation controller's view once it is loaded.
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    /// The back swipe in progress.
    var interactivePop: InteractivePop?
    private let interactivePopDelegate = InteractivePopDelegate()
    /// Whether the bar is hidden (`setNavigationBarHidden(_:animated:)` to animate).
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarHiddenStorage = false

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An empty navigation controller (nothing is decoded: see `UIViewController.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// The top controller, or what it presents.
    public var visibleViewController: UIViewController? {
        topViewController.map { $0.presentedViewController ?? $0 }
    }

    // MARK: View

    open override func loadView() {
        let size = pendingViewSize ?? UIViewController.defaultViewSize
        let container = NavigationContainerView(frame: CGRect(origin: .zero, size: size))
        container.owner = self
        container.backgroundColor = .white
        view = container
        container.addSubview(navigationBar)
        navigationBar.backButton.addTarget(self, action: { [weak self] _ in
            _ = self?.popViewController(animated: true)
        }, for: .touchUpInside)
        if let top = stack.last {
            let v = top.loadView(sizedTo: size)
            container.insertSubview(v, belowSubview: navigationBar)
        }
        let backSwipe = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.handleInteractivePop)
        backSwipe.edges = .left
        interactivePopDelegate.navigationController = self
        backSwipe.delegate = interactivePopDelegate
        container.addGestureRecognizer(backSwipe)
        interactivePopGestureRecognizer = backSwipe
        updateBar(duration: 0)
        layoutContainer()
    }

    /// The bar below the status bar (or above the top edge when hidden); the top view fills the bounds.
    func layoutContainer() {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds
        let y = navigationBarHiddenStorage ? -UINavigationBar.height - ModalLayout.statusBarHeight : ModalLayout.statusBarHeight
        let barFrame = CGRect(x: 0, y: y, width: b.width, height: UINavigationBar.height)
        if navigationBar.frame != barFrame { navigationBar.frame = barFrame }
        guard !isTransitioning, let top = stack.last?.viewIfLoaded, top.superview === v else { return }
        if top.frame != b { top.frame = b }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        UIView.animate(withDuration: animated ? UINavigationController.hideShowBarDuration : 0, animations: {
            self.layoutContainer()
        })
    }

    /// The bar shows the top's title and a back button titled with the one below.
    func updateBar(duration: TimeInterval) {
        guard isViewLoaded else { return }
        let below = stack.count > 1 ? stack[stack.count - 2] : nil
        navigationBar.show(title: stack.last?.title, backTitle: below.map { $0.title ?? "Back" }, duration: duration)
    }

    override func childTitleDidChange(_ child: UIViewController) {
        if stack.suffix(2).contains(where: { $0 === child }) { updateBar(duration: 0) }
    }

    // MARK: Stack operations

    /// Pushes `viewController` (not already in a stack or contained elsewhere) on top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !isTransitioning, !stack.contains(where: { $0 === viewController }),
              viewController.parentStorage == nil, viewController.presentingStorage == nil else { return }
        let from = stack.last
        addChild(viewController)
        stack.append(viewController)
        show(viewController, replacing: from, popped: [], kind: .push, animated: animated)
    }

    /// Pops the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops everything above the root; returns what was popped (nil when nothing was).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops everything above `viewController`; returns what was popped, top first (nil when
    /// `viewController` is not in the stack or already on top).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard !isTransitioning, let i = stack.firstIndex(where: { $0 === viewController }), i < stack.count - 1 else {
            return nil
        }
        let popped = Array(stack[(i + 1)...].reversed())
        for c in popped { c.willMove(toParent: nil) }
        stack.removeSubrange((i + 1)...)
        show(viewController, replacing: popped.first, popped: popped, kind: .pop, animated: animated)
        return popped
    }

    /// Replaces the stack. The new top slides in as a push when it was not in the old stack, as a pop
    /// when it was; controllers no longer in the stack leave it.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !isTransitioning else { return }
        var seen: [UIViewController] = []
        for c in viewControllers where !seen.contains(where: { $0 === c }) { seen.append(c) }
        let old = stack
        let from = old.last
        let leaving = old.filter { c in !seen.contains { $0 === c } }
        for c in leaving { c.willMove(toParent: nil) }
        for c in seen where c.parentStorage !== self {
            if c.parentStorage != nil { continue }
            addChild(c)
        }
        stack = seen.filter { $0.parentStorage === self }
        guard let to = stack.last else {
            if let v = from?.viewIfLoaded, v.superview === viewIfLoaded { v.removeFromSuperview() }
            for c in leaving { c.removeFromParent() }
            updateBar(duration: 0)
            return
        }
        if to === from {
            for c in leaving { c.removeFromParent() }
            updateBar(duration: 0)
            return
        }
        let wasInStack = old.contains { $0 === to }
        let newcomers = seen.filter { c in !old.contains { $0 === c } && c !== to }
        for c in newcomers { c.didMove(toParent: self) }
        show(to, replacing: from, popped: leaving, kind: wasInStack ? .pop : .push, animated: animated)
    }
}

/// The navigation controller's view: lays the bar and the top view out.
final class NavigationContainerView: UIView {
    weak var owner: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutContainer()
    }
}
