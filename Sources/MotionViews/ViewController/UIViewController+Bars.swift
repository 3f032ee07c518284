import Foundation

/// What a view controller shows in its containers' bars: the navigation item (a navigation
/// controller's bar while the controller is on top), toolbar items (its toolbar) and the tab bar
/// item (a tab bar controller's tab).
extension UIViewController {
    /// The item the navigation bar shows for this controller, made on first use with the controller's
    /// title (UIKit's rule: setting `title` sets the item's title too).
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`, updating a navigation controller's toolbar showing them.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let nav = parentStorage as? UINavigationController, nav.topViewController === self {
            nav.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// The tab a tab bar controller shows for this controller, made on first use with its title and no
    /// image (UIKit's rule). Setting it replaces the tab.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            (parentStorage as? UITabBarController)?.reloadTabs()
        }
    }

    /// The nearest tab bar controller among the ancestors.
    public var tabBarController: UITabBarController? {
        var c: UIViewController? = parentStorage
        while let cur = c {
            if let t = cur as? UITabBarController { return t }
            c = cur.parentStorage
        }
        return nil
    }
}
