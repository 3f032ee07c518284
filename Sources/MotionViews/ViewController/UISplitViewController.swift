import Foundation

/// UIKit's split view controller as an iPhone shows it: always collapsed (horizontally compact — a
/// preview window is a phone), its columns stacked in one navigation controller filling its view.
///
/// - **Collapsing** (at the first load of the view): with the iOS 14 column API (`init(style:)`,
///   `setViewController(_:for:)`) a `.compact` column's controller is shown alone when set; otherwise the
///   stack is the primary column, the supplementary (triple column) and the secondary, up to the top
///   column the delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` picks
///   (proposed, as UIKit: `.secondary`; return `.primary` to start on the list). With the classic
///   `viewControllers` ([primary, secondary]) the secondary is pushed onto the primary unless the
///   delegate's `splitViewController(_:collapseSecondary:onto:)` returns true (UIKit's rule, and the
///   classic "start on the master list" fix). A column given as a navigation controller contributes its
///   stack.
/// - `show(_:sender:)` and `showDetailViewController(_:sender:)` — also when a column's controller calls
///   them (UIKit routes `showDetailViewController` to the split view) — push onto that stack (a
///   navigation controller shown as detail gives its stack).
/// - Expanded layouts (iPad sidebars, `preferredDisplayMode`, `preferredPrimaryColumnWidth…`, the
///   display-mode button) are kept and not shown: `isCollapsed` is always true.
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary = 0, supplementary, secondary, compact }
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
             twoOverSecondary, twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile, overlay, displace }

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    /// Always `.secondaryOnly`-like on an iPhone: the collapsed stack shows one screen.
    open var displayMode: DisplayMode { .secondaryOnly }
    /// Always true: a phone-sized preview is horizontally compact.
    open var isCollapsed: Bool { true }

    /// The column controllers of the iOS 14 API.
    private var columns: [Column: UIViewController] = [:]
    /// The classic API's controllers ([primary, secondary]).
    private var classic: [UIViewController] = []
    /// The navigation controller showing the collapsed columns (made when the view loads).
    public private(set) var collapsedNavigationController: UINavigationController?

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The classic API: [primary, secondary] (read back as set; the collapsed stack holds them while shown).
    open var viewControllers: [UIViewController] {
        get { style == .unspecified ? classic : [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set { classic = Array(newValue.prefix(2)); rebuildIfLoaded() }
    }

    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column] = vc
        rebuildIfLoaded()
    }

    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Kept (nothing is shown beside the collapsed stack).
    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}

    open override func loadView() {
        let size = pendingViewSize ?? UIViewController.defaultViewSize
        view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = .systemBackground
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        rebuild()
    }

    private func rebuildIfLoaded() { if isViewLoaded { rebuild() } }

    /// The controllers a column contributes: a navigation controller's stack (taken out of it), else itself.
    private static func unwrapped(_ vc: UIViewController) -> [UIViewController] {
        guard let nav = vc as? UINavigationController, !(nav is UIImagePickerController) else { return [vc] }
        let inner = nav.viewControllers
        nav.setViewControllers([], animated: false)
        return inner
    }

    private func collapsedStack() -> [UIViewController] {
        if style == .unspecified {
            guard let primary = classic.first else { return [] }
            var stack = Self.unwrapped(primary)
            if classic.count > 1 {
                let secondary = classic[1]
                let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
                if !handled { stack += Self.unwrapped(secondary) }
            }
            return stack
        }
        if let compact = columns[.compact] { return Self.unwrapped(compact) }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        var order: [Column] = [.primary]
        if style == .tripleColumn { order.append(.supplementary) }
        order.append(.secondary)
        var stack: [UIViewController] = []
        for column in order {
            if let vc = columns[column] { stack += Self.unwrapped(vc) }
            if column == top { break }
        }
        return stack
    }

    private func rebuild() {
        let stack = collapsedStack()
        let nav: UINavigationController
        if let existing = collapsedNavigationController {
            nav = existing
        } else {
            nav = UINavigationController()
            addChild(nav)
            nav.view.frame = view.bounds
            nav.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(nav.view)
            nav.didMove(toParent: self)
            collapsedNavigationController = nav
        }
        nav.setViewControllers(stack, animated: false)
    }

    /// Pushes `vc` onto the collapsed stack (UIKit's collapsed behaviour).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushCollapsed(vc)
    }

    /// Pushes `vc` (a navigation controller's stack) onto the collapsed stack.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        pushCollapsed(vc)
    }

    private func pushCollapsed(_ vc: UIViewController) {
        loadViewIfNeeded()
        guard let nav = collapsedNavigationController else { return }
        let added = Self.unwrapped(vc)
        nav.setViewControllers(nav.viewControllers + added, animated: true)
    }
}

/// UIKit's split view delegate (every method optional).
@MainActor @preconcurrency public protocol UISplitViewControllerDelegate: AnyObject {
    /// Classic API: true when you handled collapsing (the secondary is then not shown).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// iOS 14: the column shown on top when collapsed (proposed: `.secondary`).
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
}

extension UIViewController {
    /// The nearest split view controller among this controller's ancestors (or itself).
    public var splitViewController: UISplitViewController? {
        var c: UIViewController? = self
        while let cur = c {
            if let split = cur as? UISplitViewController { return split }
            c = cur.parentStorage
        }
        return nil
    }
}
