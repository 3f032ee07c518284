import Foundation

/// UIKit's view controller: owns a view loaded on first use, hears when it appears and disappears,
/// contains child controllers, and presents others modally.
///
/// - **Loading.** `view` is loaded the first time it is read: `loadView()` (a plain `UIView` unless
///   overridden) then `viewDidLoad()`, once. A controller installed somewhere (window, navigation
///   controller, presentation) has its view sized to the space it is shown in before `viewDidLoad`,
///   as on iOS where the view has the screen's size by then; otherwise the default size is
///   `UIViewController.defaultViewSize` (the seeds' 320×568-point screen).
/// - **Appearance** (`UIViewController+Appearance.swift`): `viewWillAppear` / `viewDidAppear` /
///   `viewWillDisappear` / `viewDidDisappear` when the view enters or leaves a visible window, or
///   around an animated transition; forwarded to the children whose views are inside.
/// - **Layout**: `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around its view's
///   `layoutSubviews()` in the layout pass.
/// - **Containment** (`UIViewController+Containment.swift`) and **presentation**
///   (`UIViewController+Presentation.swift`) follow Apple's rules.
open class UIViewController: UIResponder {
    /// The size of a view made by the default `loadView()` when the controller is not yet installed
    /// anywhere (points).
    public static var defaultViewSize = CGSize(width: 320, height: 568)

    var viewStorage: UIView?
    /// Size to give the view when it loads (set by the container installing the controller).
    var pendingViewSize: CGSize?
    /// Whether the view is on screen, arriving or leaving (see `UIViewController+Appearance.swift`).
    var appearance: AppearanceState = .disappeared
    /// The `animated` flag of the appearance transition in progress (passed on to the "did" call).
    var lastAppearanceAnimated = false
    /// Whether `viewIsAppearing` was called in the appearance transition in progress.
    var sentViewIsAppearing = false
    var childStorage: [UIViewController] = []
    var additionalSafeAreaInsetsStorage = UIEdgeInsets.zero
    /// `setContentScrollView(_:for:)`'s scroll views, by the edges they were given for (raw values).
    var contentScrollViews: [UInt: WeakScrollView] = [:]

    /// Whether the status bar should be hidden while this controller is shown (a window showing the
    /// device's chrome hides it, and on devices without a notch its 20 points of safe area go too).
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's look while this controller is shown (`.lightContent`: white).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status-bar style and visibility apply instead of this controller's (nil: this one).
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a presented controller that does not cover the screen still sets the status bar
    /// (UIKit's default: false).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Asks the window to read the status-bar preferences again.
    open func setNeedsStatusBarAppearanceUpdate() { viewIfLoaded?.window?.statusBarAppearanceDidChange() }
    /// Whether the home indicator may hide (kept; the preview's indicator stays).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Called when the traits changed (the window's size changed its size classes; see
    /// `UITraitCollection`). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// iOS 17's `registerForTraitChanges` registrations (`UITraitChangeRegistration.swift`).
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// Called before the view's size changes with the window's (a preview turned or resized); the
    /// default passes it on to the children and the presented controller, as UIKit's does. The change
    /// is immediate: the coordinator's alongside blocks run right after the new layout.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.viewWillTransition(to: size, with: coordinator) }
        presentedStorage?.viewWillTransition(to: size, with: coordinator)
    }
    /// UIContentContainer's trait change notice: called before the traits change (a preview turned
    /// changes its size classes), before `viewWillTransition(to:with:)`; the default passes it on to the
    /// children and the presented controller, as UIKit's does.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.willTransition(to: newCollection, with: coordinator) }
        presentedStorage?.willTransition(to: newCollection, with: coordinator)
    }
    /// Never called: a preview receives no memory warnings (the override of every older Xcode template
    /// compiles).
    open func didReceiveMemoryWarning() {}
    /// Orientation preferences (UIKit's iPhone defaults), read by nothing: the preview's orientation
    /// is its window's shape.
    open var shouldAutorotate: Bool { true }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// The size the controller would like in a popover or container (kept).
    open var preferredContentSize: CGSize = .zero
    /// Whether a sheet refuses interactive dismissal (kept: sheets are not swiped away here).
    open var isModalInPresentation = false
    /// iOS 13's per-controller appearance: the controller's view, its subtree, its children and the
    /// controllers it presents take this style (`.unspecified`: inherited).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { viewIfLoaded?.updateTraitStyle() } }
    }

    /// UIKit's `show(_:sender:)`: pushed when the controller is in a navigation controller, else
    /// presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let nav = self as? UINavigationController ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// UIKit's `showDetailViewController(_:sender:)`: the enclosing split view controller shows it
    /// (pushed onto its collapsed stack, `UISplitViewController.swift`); without one, presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController, split !== self {
            split.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
    /// Called when the view's safe area insets changed.
    open func viewSafeAreaInsetsDidChange() {}
    weak var parentStorage: UIViewController?
    /// The controller this one presents, and the one that presented it.
    var presentedStorage: UIViewController?
    /// `presentationController`'s object, made on first use.
    var presentationControllerStorage: UIPresentationController?
    /// The dimming behind this controller's smaller-than-large sheet while it is presented.
    var sheetDimming: UIView?
    weak var presentingStorage: UIViewController?
    /// A presentation or dismissal animating from/to this controller (further requests are refused,
    /// as UIKit refuses them during a transition).
    var isInPresentationTransition = false
    /// While presented: the style in use, and the view added to the window (the controller's view, or
    /// the card holding it for a sheet).
    var presentationStyleInUse: UIModalPresentationStyle?
    var presentationContainer: UIView?
    /// A sheet's presenting view's own look, restored when the sheet goes.
    var presenterLookBeforeSheet: (transform: CGAffineTransform, cornerRadius: CGFloat, clips: Bool)?

    /// The storyboard the controller was made from, its view's compiled loader and its segues
    /// (`InterfaceBuilder/UIViewController+Storyboard.swift`).
    var storyboardStorage: UIStoryboard?
    var interfaceBuilderViewLoader: ((UIViewController) -> UIView)?
    var storyboardSegueTemplates: [StoryboardSegueTemplate] = []

    /// A short title; as in UIKit, setting it sets the `navigationItem`'s title (the navigation bar's)
    /// and the `tabBarItem`'s.
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
            titleDidChange()
        }
    }

    /// The navigation item, its toolbar items and its tab bar item (`UIViewController+Bars.swift`).
    var navigationItemStorage: UINavigationItem?
    /// `isEditing` and the `editButtonItem` made on first use.
    var editingStorage = false
    var editButtonItemStorage: UIBarButtonItem?
    var toolbarItemsStorage: [UIBarButtonItem]?
    var tabBarItemStorage: UITabBarItem?
    /// Whether a navigation controller hides its toolbar (and a tab bar controller's tab bar) while this
    /// controller is on top (UIKit's default: false).
    open var hidesBottomBarWhenPushed = false
    /// The edges the view extends under bars (UIKit's default: all). The view of a controller that does
    /// not extend under a bar starts below it.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too (UIKit's default: false; the preview's bars are
    /// translucent unless made opaque).
    open var extendedLayoutIncludesOpaqueBars = false
    /// iOS 7's switch (deprecated in iOS 11, default true): while true, a scroll view this controller owns
    /// (its view, or its view's first subview) inside a navigation or tab bar controller gets the bars'
    /// insets whether or not it scrolls (`UIScrollView.ContentInsetAdjustmentBehavior.automatic`); false
    /// leaves only `.scrollableAxes`' adjustment.
    @available(iOS, deprecated: 11.0, message: "use UIScrollView.contentInsetAdjustmentBehavior")
    open var automaticallyAdjustsScrollViewInsets = true

    /// Whether this controller's view is the context a `.currentContext` presentation covers (kept; the
    /// preview's context is the window).
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    /// How the controller is shown when presented (see `UIModalPresentationStyle`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation of an animated presentation and its dismissal.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Supplies custom animators for presenting and dismissing this controller (held weakly, as UIKit's;
    /// see `UIViewControllerTransitioning.swift`).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether appearance callbacks reach the children automatically (UIKit's default: yes).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// A controller whose view `loadView()` makes (convenience, as in UIKit: subclasses may declare
    /// their own `init()` calling `super.init(nibName: nil, bundle: nil)`).
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIKit's designated initialiser. With a nib name, the default `loadView()` loads the view from
    /// that xib of the target (compiled by the MotionLabPort plugin), the controller as File's Owner;
    /// with nil, from a xib named like the class (`CardViewController`, or `CardView` without
    /// "Controller"), if there is one, else it makes a plain view — as UIKit does.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    /// UIKit's other designated initialiser (from `NSCoding`), `required` as on iOS: the one a
    /// storyboard makes its controllers with (`InterfaceBuilderCoder`, whose storyboard becomes
    /// `storyboard`). Made by code with another coder, the controller is what `init(nibName: nil,
    /// bundle: nil)` makes. Never nil.
    public required init?(coder: NSCoder) {
        nibName = nil
        storyboardStorage = (coder as? InterfaceBuilderCoder)?.storyboard
        super.init()
    }

    /// The nib name passed to `init(nibName:bundle:)`.
    public let nibName: String?

    // MARK: View

    /// The controller's view, loaded on first access. Setting it replaces the view (nil unloads).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            if let old = viewStorage, old.viewControllerStorage === self { old.viewControllerStorage = nil }
            viewStorage = newValue
            newValue?.viewControllerStorage = self
            newValue?.updateTraitStyle()
        }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { viewStorage }

    public var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the view: the default is a plain `UIView` the size of the space the controller is shown
    /// in. Override to build your own and assign it to `view` (do not call super then).
    open func loadView() {
        if loadInterfaceBuilderView() { return }
        view = UIView(frame: CGRect(origin: .zero, size: pendingViewSize ?? UIViewController.defaultViewSize))
    }

    /// Called once, after the view is loaded (and sized).
    open func viewDidLoad() {}

    // MARK: Storyboards and nibs (InterfaceBuilder/UIViewController+Storyboard.swift)

    /// The storyboard this controller was made from (nil when made by code).
    open var storyboard: UIStoryboard? { storyboardStorage ?? parentStorage?.storyboard }

    /// Called after the controller was made from a storyboard or nib (UIKit's `awakeFromNib`).
    open func awakeFromNib() {}

    /// Performs the segue of this controller's storyboard scene named `identifier` (UIKit's exception
    /// "Receiver … has no segue with identifier …" when there is none). `shouldPerformSegue` is not
    /// asked, as on iOS.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(identifier: identifier, sender: sender)
    }

    /// Called before a storyboard segue from this controller is performed, with the new destination.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Asked before a triggered segue (a button's, a gesture's) is performed; false cancels it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on each container of an unwind segue's destination, outermost first, with its child on the
    /// way to the destination: a navigation controller pops to it, a tab bar controller selects it (the
    /// default does nothing; what the source's chain presented is dismissed by the segue).
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// The children an unwind segue's search descends into (UIKit's default: all children except the
    /// one containing the source). A navigation controller gives the controllers below the source's, top
    /// first. Override it to hide children of a custom container from the search.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return childStorage.filter { $0 !== containing }
    }

    /// Whether this controller is the unwind segue's destination for `action`, asked as the search
    /// reaches it (UIKit's default: it has the action method and is not `fromViewController`, the
    /// source). Override it to decline (return false) and let the search go on. `action` carries the
    /// storyboard's selector (`unwindToDetail:`) as its name.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && UnwindSearch.action?.action(on: self) != nil
    }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: .zero) }   // a loadView that set nothing
        if let size = pendingViewSize { viewStorage?.frame = CGRect(origin: .zero, size: size) }
        pendingViewSize = nil
        viewDidLoad()
    }

    /// Loads the view (sized `size` before `viewDidLoad` when it was not loaded yet) and returns it:
    /// what containers call when they install the controller in a space of that size.
    func loadView(sizedTo size: CGSize) -> UIView {
        if viewStorage == nil { pendingViewSize = size }
        return view
    }

    // MARK: Layout

    /// Called before the view lays out its subviews (each layout pass that lays the view out).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The constraint update pass for the controller's view (instead of the view's own
    /// `updateConstraints()`, which the default calls): after `view.setNeedsUpdateConstraints()`, and
    /// once when the view first lays out. Call super at the end, as UIKit asks.
    open func updateViewConstraints() { viewStorage?.updateConstraints() }

    /// Whether the view's margins are raised to at least `systemMinimumLayoutMargins` (UIKit's default:
    /// yes); false lets custom margins of the root view go below them.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.marginsDidChange() } }
    }
    /// The system's minimum margins for the view (iPhone: 16 points leading and trailing).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewStorage?.bounds.width ?? 0) > 375 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// Called when the view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Appearance callbacks (UIKit's; call super when overriding)

    /// The view is about to be added to a visible window (or revealed by a transition).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in a visible window, any transition finished.
    /// iOS 17: between `viewWillAppear` and `viewDidAppear`, once the view is in its window (see
    /// `UIViewController+ViewIsAppearing.swift`).
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the visible window (or be covered by a transition).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has left the visible window.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment callbacks

    /// Called before the controller is added to or removed from a parent (`parent` nil: removal).
    /// `addChild(_:)` calls it with the new parent; call it yourself with nil before `removeFromParent()`.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent. `removeFromParent()` calls
    /// it with nil; call it yourself after `addChild(_:)` and adding the child's view.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Containment and presentation (overridable; the work is in the extensions)

    /// Adds `childController` as a child (removing it from a previous parent first). Calls
    /// `childController.willMove(toParent: self)`; you add its view and call `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) { performAddChild(childController) }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` before, and remove the view yourself.
    open func removeFromParent() { performRemoveFromParent() }

    /// Presents `viewControllerToPresent` modally (`UIViewController+Presentation.swift`).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or this one if it is presented.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: Editing (see UIViewController+Editing.swift)

    /// Whether the controller is editing; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode and updates the edit button. Override it to edit your views
    /// (call super).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        if let item = editButtonItemStorage {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    // MARK: Responder chain

    /// A controller passes unhandled events to its view's superview, or (a root or presented
    /// controller's view has none) to the controller that presented it.
    open override var next: UIResponder? {
        viewStorage?.superview ?? presentingStorage ?? parentStorage
    }

    /// The insets of this container's view (from its bounds' edges) that its bars cover for `child`,
    /// whose view is a subview: a navigation controller's bar, toolbar, a tab bar. Added to the
    /// child's safe area where its view reaches under them (`UIView+SafeArea.swift`).
    func barInsets(forChild child: UIViewController) -> UIEdgeInsets { .zero }
    /// Where this container lays out `child`'s view, which its safe area is measured at (nil: where
    /// the view is now). UIKit's containers measure a child at its place in their layout, so a
    /// transition moving the view does not change its insets (`UIView+SafeArea.swift`).
    func safeAreaReferenceFrame(forChild child: UIViewController) -> CGRect? { nil }

    /// Hook for containers that show titles (the navigation controller).
    func titleDidChange() { parentStorage?.childTitleDidChange(self) }
    func childTitleDidChange(_ child: UIViewController) {}
}

/// How a presented controller covers the screen (UIKit's names and raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the window; the presenting view is removed when the transition ends.
    case fullScreen = 0
    /// The iOS 13 card: the presented view slides up to just below the status bar, the presenting
    /// view shrinks and dims behind it and stays in the window.
    case pageSheet = 1
    /// On iPhone, the same card as `.pageSheet`.
    case formSheet = 2
    /// Covers the presenting controller's context — here the window — and, as Apple documents, "the
    /// views belonging to the presenting view controller … are removed after the presentation
    /// completes" (their disappearance callbacks run), as with `.fullScreen`.
    case currentContext = 3
    /// Covers the window and leaves the presenting view in place (transparent presented views show it).
    case overFullScreen = 5
    /// Like `.overFullScreen` (there is one context: the window).
    case overCurrentContext = 6
    /// Shown by the `transitioningDelegate`'s animator over the presenting view, which stays (there are
    /// no presentation controllers here: the presented view's frame is the window's).
    case custom = 4
    /// iOS 13's default: `.pageSheet`.
    case automatic = -2
    /// A popover on an iPad; on an iPhone (compact width, the preview) "the same as `formSheet`"
    /// (Apple's documentation, iOS 13 and later): the sheet.
    case popover = 7
    /// No adaptation (a delegate's answer, not a style to present with: shown full screen).
    case none = -1

    /// The style actually used.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .formSheet, .popover: return .pageSheet
        case .currentContext, .none: return .fullScreen
        case .overCurrentContext, .custom: return .overFullScreen
        default: return self
        }
    }
}

/// The animation of a modal presentation (UIKit's names and raw values).
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom; dismissal slides back down.
    case coverVertical = 0
    /// The whole screen turns over right to left, showing the presented view on its back.
    case flipHorizontal = 1
    /// Fades the presented view in (out on dismissal).
    case crossDissolve = 2
    /// Drawn as `.crossDissolve` (the page curl is not reproduced).
    case partialCurl = 3
}
