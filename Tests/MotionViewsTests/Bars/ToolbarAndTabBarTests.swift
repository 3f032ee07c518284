import XCTest
@testable import MotionViews

/// `UIToolbar`, `toolbarItems`, `UITabBarController` and the bars' part in the safe area, as Apple
/// documents them (UINavigationController.h, UITabBarController.h, "Positioning content relative to the
/// safe area": "the safe area … reflects the area not covered by navigation bars, tab bars, toolbars").
final class ToolbarAndTabBarTests: XCTestCase {
    /// Titles measured 0.5 × the point size a glyph (the host's fonts are not loaded in unit tests).
    override func setUp() { UIServices.textRasterizer = FixedWidthRasterizer() }
    override func tearDown() { UIServices.textRasterizer = nil }

    final class Screen: UIViewController {
        var taps = 0
        func tapped() { taps += 1 }
    }

    private func window(_ size: CGSize = CGSize(width: 320, height: 568)) -> UIWindow {
        AnimationDriver.shared.reset()
        let w = UIWindow(frame: CGRect(origin: .zero, size: size))
        w.showsDeviceChrome = true
        testWindow = w
        return w
    }

    private func centre(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }

    /// UINavigationController.h: `isToolbarHidden` defaults to true; `setToolbarHidden(false, …)` shows
    /// the top controller's `toolbarItems`. Flexible spaces share the width left.
    func testToolbarShowsTheTopControllersItemsSpacedByFlexibleSpace() {
        let vc = Screen()
        let a = UIBarButtonItem(title: "A", style: .plain, target: vc, action: Screen.tapped)
        let b = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        vc.toolbarItems = [a, .flexibleSpace(), b]
        let nav = UINavigationController(rootViewController: vc)
        XCTAssertTrue(nav.isToolbarHidden)
        let w = window()
        w.rootViewController = nav
        w.makeKeyAndVisible()
        XCTAssertTrue(nav.toolbar.isHidden)
        nav.setToolbarHidden(false, animated: false)
        w.layoutIfNeeded()
        XCTAssertFalse(nav.toolbar.isHidden)
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 568 - 44, width: 320, height: 44))
        let views = nav.toolbar.subviews.compactMap { $0 as? BarButtonItemView }
        XCTAssertEqual(views.map { $0.currentTitle }, ["A", "B"])
        XCTAssertEqual(views[0].frame.minX, 16)
        XCTAssertEqual(views[1].frame.maxX, 320 - 16, accuracy: 1e-9, "the flexible space pushes B to the trailing margin")
        tap(w, at: centre(views[0]))
        XCTAssertEqual(vc.taps, 1)
        // Apple: the toolbar is a bar covering the bottom of the child's safe area.
        XCTAssertEqual(vc.view.safeAreaInsets.bottom, 44)
        nav.setToolbarHidden(true, animated: false)
        XCTAssertEqual(vc.view.safeAreaInsets.bottom, 0)
    }

    /// The figure: a pushed controller's label pinned to `safeAreaLayoutGuide.topAnchor` sits at
    /// y 64 in a 320×568 preview (20-point status bar + 44-point navigation bar).
    func testPushedContentPinnedToTheSafeAreaSitsUnderTheBar() {
        final class Pinned: UIViewController {
            let label = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                label.text = "Hello"
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                ])
            }
        }
        let w = window()
        let nav = UINavigationController(rootViewController: Screen())
        w.rootViewController = nav
        w.makeKeyAndVisible()
        let pinned = Pinned()
        nav.pushViewController(pinned, animated: false)
        w.layoutIfNeeded()
        XCTAssertEqual(pinned.view.safeAreaInsets, UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(pinned.label.convert(pinned.label.bounds, to: nil).minY, 64, accuracy: 1e-9)
        // Hiding the bar gives the status bar's 20 back to the content.
        nav.setNavigationBarHidden(true, animated: false)
        w.layoutIfNeeded()
        XCTAssertEqual(pinned.label.convert(pinned.label.bounds, to: nil).minY, 20, accuracy: 1e-9)
        // A controller that does not extend under the top bar starts below it, with no top inset.
        nav.setNavigationBarHidden(false, animated: false)
        let below = Screen()
        below.edgesForExtendedLayout = []
        nav.pushViewController(below, animated: false)
        w.layoutIfNeeded()
        XCTAssertEqual(below.view.frame.minY, 64)
        XCTAssertEqual(below.view.safeAreaInsets.top, 0)
    }

    /// UITabBarController.h: one tab per controller (its `tabBarItem`), `selectedIndex` switches (the
    /// delegate is not told of changes made in code), a tap asks `shouldSelect` and tells `didSelect`.
    func testTabBarControllerSwitchesByTapAndSelectedIndex() {
        final class Delegate: UITabBarControllerDelegate {
            var refused: UIViewController?
            var selected: [UIViewController] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                viewController !== refused
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(viewController)
            }
        }
        let log = LifecycleLog()
        let a = LoggingController("A", log), b = LoggingController("B", log), c = LoggingController("C", log)
        c.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        XCTAssertEqual(tabs.selectedIndex, 0)
        let delegate = Delegate()
        tabs.delegate = delegate
        let w = window(CGSize(width: 390, height: 844))
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        XCTAssertEqual(tabs.tabBar.items?.map { $0.title }, ["A", "B", "Favorites"], "a controller's tab takes its title")
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 844 - 83, width: 390, height: 83), "49 points above the 34-point home indicator")
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        XCTAssertTrue(a.view.window === w)
        log.entries = []
        let tabViews = tabs.tabBar.itemViews
        XCTAssertEqual(tabViews[1].frame, CGRect(x: 130, y: 0, width: 130, height: 49), "equal widths")
        tap(w, at: centre(tabViews[1]))
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(tabs.selectedViewController === b)
        XCTAssertNil(a.view.window)
        XCTAssertTrue(b.view.window === w)
        XCTAssertEqual(log.appearance, ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
                                        "B.viewWillAppear(false)", "B.viewDidAppear(false)"])
        XCTAssertEqual(delegate.selected.count, 1)
        delegate.refused = c
        tap(w, at: centre(tabViews[2]))
        XCTAssertEqual(tabs.selectedIndex, 1, "shouldSelect refused")
        XCTAssertTrue(tabs.tabBar.selectedItem === b.tabBarItem)
        tabs.selectedIndex = 2
        XCTAssertTrue(tabs.selectedViewController === c)
        XCTAssertEqual(delegate.selected.count, 1, "code's changes are not reported")
        // Selected tabs draw in the tint, others in grey.
        XCTAssertEqual(tabViews[2].titleLabel.textColor, tabs.tabBar.tintColor)
        XCTAssertEqual(tabViews[0].titleLabel.textColor, UIColor.systemGray)
    }

    /// `hidesBottomBarWhenPushed`: a controller pushed in a tab's navigation controller hides the tab bar
    /// and takes its safe area back.
    func testHidesBottomBarWhenPushed() {
        let root = Screen()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        let w = window()
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        XCTAssertEqual(root.view.safeAreaInsets, UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        let detail = Screen()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        w.layoutIfNeeded()
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 0)
        nav.popViewController(animated: false)
        w.layoutIfNeeded()
        XCTAssertFalse(tabs.tabBar.isHidden)
    }

    /// A badge shows on its tab; a disabled tab takes no taps.
    func testBadgeAndDisabledTab() {
        let a = Screen(), b = Screen()
        a.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 1)
        b.tabBarItem = UITabBarItem(title: "Sent", image: nil, selectedImage: nil)
        let tabs = UITabBarController()
        tabs.setViewControllers([a, b], animated: false)
        let w = window()
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        a.tabBarItem.badgeValue = "3"
        w.layoutIfNeeded()
        let views = tabs.tabBar.itemViews
        XCTAssertFalse(views[0].badge.isHidden)
        XCTAssertEqual(views[0].badge.text, "3")
        b.tabBarItem.isEnabled = false
        tap(w, at: centre(views[1]))
        XCTAssertEqual(tabs.selectedIndex, 0)
    }
}
