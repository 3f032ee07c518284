import Foundation

/// UIKit's tab bar controller: child controllers shown one at a time above a tab bar with one tab per
/// child (its `tabBarItem`). A tap on a tab — or setting `selectedIndex`/`selectedViewController` —
/// shows that child's view in place of the other's (the appearance callbacks run as the views enter and
/// leave the window); a tap asks the `delegate` first (`tabBarController(_:shouldSelect:)`) and tells it
/// after (`didSelect`), setting the selection in code tells it nothing, as in UIKit. The tab bar adds
/// its height to the children's safe area.
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The tab bar (its delegate is the controller).
    public let tabBar = UITabBar(frame: .zero)
    open weak var delegate: UITabBarControllerDelegate?
    /// The controllers of the tabs, in order.
    open var viewControllers: [UIViewController]? {
        get { tabStorage.isEmpty ? nil : tabStorage }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabStorage: [UIViewController] = []
    private var selectedIndexStorage = 0
    /// The controllers a "More" list may rearrange (kept; there is no More tab here).
    open var customizableViewControllers: [UIViewController]?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
    }

    /// An empty tab bar controller (nothing is decoded: see `UIViewController.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.delegate = self
    }

    /// The index of the selected tab (`NSNotFound` with no tabs).
    open var selectedIndex: Int {
        get { tabStorage.isEmpty ? NSNotFound : selectedIndexStorage }
        set {
            guard tabStorage.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { tabStorage.isEmpty ? nil : tabStorage[selectedIndexStorage] }
        set {
            guard let c = newValue, let i = tabStorage.firstIndex(where: { $0 === c }) else { return }
            select(i)
        }
    }

    /// Replaces the tabs: the children change, the selection stays on the same controller when it is
    /// still there, else on the same index (clamped).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = tabStorage
        let oldSelected = old.isEmpty ? nil : old[selectedIndexStorage]
        var seen: [UIViewController] = []
        for c in viewControllers ?? [] where !seen.contains(where: { $0 === c }) { seen.append(c) }
        for c in old where !seen.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            if let v = c.viewIfLoaded, v.superview === viewIfLoaded { v.removeFromSuperview() }
            c.removeFromParent()
        }
        for c in seen where c.parentStorage !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        tabStorage = seen
        if let s = oldSelected, let i = seen.firstIndex(where: { $0 === s }) {
            selectedIndexStorage = i
        } else {
            selectedIndexStorage = min(selectedIndexStorage, max(0, seen.count - 1))
        }
        reloadTabs()
        showSelected()
    }

    /// An unwind segue whose destination is in another tab selects that tab (the delegate is not asked,
    /// as for a selection in code).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        selectedViewController = subsequentVC
    }

    /// A tab was tapped: ask the delegate, select, tell it.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let i = tabStorage.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let c = tabStorage[i]
        if delegate?.tabBarController(self, shouldSelect: c) == false {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        if i == selectedIndexStorage, let nav = c as? UINavigationController {
            nav.popToRootViewController(animated: true)   // UIKit: a second tap on a tab pops to its root
        }
        select(i)
        delegate?.tabBarController(self, didSelect: c)
    }

    private func select(_ i: Int) {
        guard i != selectedIndexStorage || tabBar.selectedItem !== tabStorage[i].tabBarItem else { return }
        selectedIndexStorage = i
        showSelected()
    }

    /// The tab bar's items from the children.
    func reloadTabs() {
        tabBar.setItems(tabStorage.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    // MARK: View

    open override func loadView() {
        let size = pendingViewSize ?? UIViewController.defaultViewSize
        let container = TabBarContainerView(frame: CGRect(origin: .zero, size: size))
        container.owner = self
        container.backgroundColor = .systemBackground
        view = container
        container.addSubview(tabBar)
        layoutContainer()
        showSelected()
    }

    /// Shows the selected child's view (removing the others') and selects its tab.
    private func showSelected() {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard let container = viewIfLoaded else { return }
        let selected = selectedViewController
        for c in tabStorage where c !== selected {
            if let v = c.viewIfLoaded, v.superview === container { v.removeFromSuperview() }
        }
        guard let selected else { return }
        let v = selected.loadView(sizedTo: container.bounds.size)
        if v.superview !== container {
            v.frame = container.bounds
            container.insertSubview(v, belowSubview: tabBar)
        }
        layoutContainer()
        v.safeAreaMayHaveChanged()
    }

    /// Whether the tab bar is hidden now: a controller in the selected navigation stack hides bottom
    /// bars when pushed (UIKit's `hidesBottomBarWhenPushed`).
    var tabBarIsHiddenNow: Bool {
        // The selected tab's navigation controller: the tab itself, or one it contains (a SwiftUI tab's
        // navigation stack is its hosting controller's child).
        guard let selected = selectedViewController,
              let nav = (selected as? UINavigationController) ?? (selected.children.first { $0 is UINavigationController } as? UINavigationController)
        else { return false }
        return nav.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The tab bar above the container's safe-area bottom, its backdrop reaching the edge; the selected
    /// view fills the bounds.
    func layoutContainer() {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds
        let safeBottom = v.safeAreaInsets.bottom
        let height = UITabBar.height + safeBottom
        let hidden = tabBarIsHiddenNow
        let f = CGRect(x: 0, y: hidden ? b.height : b.height - height, width: b.width, height: height)
        if tabBar.frame != f { tabBar.frame = f }
        tabBar.itemStripHeight = UITabBar.height
        tabBar.isHidden = hidden
        if let sv = selectedViewController?.viewIfLoaded, sv.superview === v, sv.frame != b { sv.frame = b }
    }

    /// The tab bar covers the children's views where they reach under it.
    override func barInsets(forChild child: UIViewController) -> UIEdgeInsets {
        guard let v = viewIfLoaded, !tabBarIsHiddenNow else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: v.bounds.height - tabBar.frame.minY, right: 0)
    }

    /// The selected child's view fills the container.
    override func safeAreaReferenceFrame(forChild child: UIViewController) -> CGRect? { viewIfLoaded?.bounds }

    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }
}

/// The tab bar controller's view: lays the tab bar and the selected view out.
final class TabBarContainerView: UIView {
    weak var owner: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutContainer()
    }
}

/// UIKit's `UITabBarControllerDelegate` (every method optional).
@MainActor @preconcurrency public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
