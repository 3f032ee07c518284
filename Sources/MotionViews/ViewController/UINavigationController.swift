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
    /// A custom animator's transition waiting for the container's next layout, where UIKit starts it
    /// (`UINavigationController+CustomAnimator.swift`).
    var pendingTransitionStart: (() -> Void)?

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
    var navigationBarHiddenStorage = false
    /// The toolbar at the bottom, showing the top controller's `toolbarItems` (hidden by default, as in
    /// UIKit: `setToolbarHidden(false, animated:)` shows it).
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    /// Whether the toolbar is hidden (UIKit's default: true).
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHiddenStorage = true
    /// The delegate told when a controller is about to be shown and has been shown (held weakly).
    open weak var delegate: UINavigationControllerDelegate?
    /// UIKit's bar-hiding conveniences (kept; the preview does not hide bars on swipes or taps).
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false
    open var hidesBarsWhenVerticallyCompact = false

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
        container.backgroundColor = .systemBackground
        view = container
        container.addSubview(navigationBar)
        navigationBar.backAction = { [weak self] in _ = self?.popViewController(animated: true) }
        navigationBar.largeTitlesDidChange = { [weak self] in self?.barsDidChange(animated: false) }
        toolbar.isHidden = toolbarIsHiddenNow
        container.addSubview(toolbar)
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

    /// Whether the toolbar is hidden now: hidden, or the top controller hides bottom bars.
    var toolbarIsHiddenNow: Bool {
        toolbarHiddenStorage || (stack.last?.hidesBottomBarWhenPushed ?? false)
    }

    /// The bar just below the container's safe-area top (the status bar), or above the top edge when
    /// hidden; the toolbar above the safe-area bottom (its backdrop reaching down to the edge), or
    /// below the bottom edge when hidden; the top view fills the bounds, or starts below a bar it does
    /// not extend under (`edgesForExtendedLayout`).
    func layoutContainer() {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds
        let safe = v.safeAreaInsets
        layoutNavigationBar()
        let toolbarHeight = isVerticallyCompact ? UINavigationBar.compactHeight : UIToolbar.height   // 32 on a landscape iPhone
        let toolbarHidden = toolbarIsHiddenNow
        let toolbarY = toolbarHidden ? b.height : b.height - safe.bottom - toolbarHeight
        let toolbarFrame = CGRect(x: 0, y: toolbarY, width: b.width, height: toolbarHeight)
        if toolbar.frame != toolbarFrame { toolbar.frame = toolbarFrame }
        toolbar.bottomExtension = safe.bottom
        if let start = pendingTransitionStart {
            pendingTransitionStart = nil
            start()
        }
        guard !isTransitioning, let topController = stack.last, let top = topController.viewIfLoaded, top.superview === v else { return }
        let f = contentFrame(for: topController)
        if top.frame != f { top.frame = f }
    }

    /// Where a controller's view goes: the bounds, less the bars it does not extend under.
    func contentFrame(for controller: UIViewController) -> CGRect {
        guard let v = viewIfLoaded else { return .zero }
        var f = v.bounds
        let edges = controller.edgesForExtendedLayout
        let opaqueExcluded = !controller.extendedLayoutIncludesOpaqueBars
        if !navigationBarHiddenStorage, !edges.contains(.top) || (opaqueExcluded && !navigationBar.isTranslucent) {
            let top = expandedBarBottom(for: controller)
            f.origin.y += top
            f.size.height -= top
        }
        if !toolbarIsHiddenNow, !edges.contains(.bottom) || (opaqueExcluded && !toolbar.isTranslucent) {
            f.size.height = max(0, toolbar.frame.minY - f.minY)
        }
        return f
    }

    /// The bar and the toolbar cover the children's views where they reach under them.
    override func barInsets(forChild child: UIViewController) -> UIEdgeInsets {
        guard let v = viewIfLoaded else { return .zero }
        var insets = UIEdgeInsets.zero
        if !navigationBarHiddenStorage { insets.top = expandedBarBottom(for: child) }
        if !toolbarIsHiddenNow { insets.bottom = v.bounds.height - toolbar.frame.minY }
        return insets
    }

    /// A child's view is measured where the stack lays it out, also while a push, a pop or the back
    /// swipe moves it.
    override func safeAreaReferenceFrame(forChild child: UIViewController) -> CGRect? {
        viewIfLoaded == nil ? nil : contentFrame(for: child)
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        barsDidChange(animated: animated)
    }

    /// Shows or hides the toolbar (sliding for `animated`).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        barsDidChange(animated: animated)
    }

    /// The bars moved: lay them out, and the children's safe areas with them (animated together).
    func barsDidChange(animated: Bool) {
        guard let v = viewIfLoaded else { return }
        let toolbarHidden = toolbarIsHiddenNow
        if !toolbarHidden { toolbar.isHidden = false }
        UIView.animate(withDuration: animated ? UINavigationController.hideShowBarDuration : 0, animations: {
            self.layoutContainer()
            v.safeAreaMayHaveChanged()
            v.layoutIfNeeded()
        }, completion: { _ in
            self.toolbar.isHidden = self.toolbarIsHiddenNow
        })
    }

    /// The bar shows the stack's navigation items (the top one's title and items, a back button titled
    /// by the one below); the toolbar the top controller's toolbar items.
    func updateBar(duration: TimeInterval) {
        guard isViewLoaded else { return }
        navigationBar.setItems(stack.map { $0.navigationItem }, animated: duration > 0)
        toolbar.setItems(stack.last?.toolbarItems, animated: duration > 0)
    }

    override func childTitleDidChange(_ child: UIViewController) {}

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

    /// An unwind segue's search goes down the stack from below the source's controller (or from the top
    /// when the source is not in the stack: it was presented over it).
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        guard let containing = childContaining(source), let i = stack.firstIndex(where: { $0 === containing }) else {
            return stack.reversed()
        }
        return stack[..<i].reversed()
    }

    /// An unwind segue goes back to `subsequentVC` in the stack: popped to, animated unless something
    /// presented over the stack is dismissed at the same time (as UIKit does).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard stack.contains(where: { $0 === subsequentVC }), stack.last !== subsequentVC else { return }
        let animates = (unwindSegue as? UnwindSegue)?.animates ?? true
        _ = popToViewController(subsequentVC, animated: animates && presentedViewController == nil)
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

/// UIKit's `UINavigationControllerDelegate` (every method optional): told before and after a
/// controller is shown by a push, pop or `setViewControllers`, and asked for a custom animator for an
/// animated push or pop (`UINavigationController+CustomAnimator.swift`).
@MainActor @preconcurrency public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator for an animated push or pop (nil: the standard slide).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Drives that animator interactively (nil: it runs on its own).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

extension UINavigationController {
    /// UIKit's `UINavigationController.Operation`: what a transition does to the stack.
    public enum Operation: Int, Sendable {
        case none = 0, push = 1, pop = 2
    }
}
