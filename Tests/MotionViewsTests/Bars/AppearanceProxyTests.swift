import XCTest
@testable import MotionViews

/// UIAppearance.h: "To customize the appearance of all instances of a class, send the relevant
/// appearance modification messages to the appearance proxy for the class"; the values apply when a
/// view enters a window, and values set on the instance itself take precedence.
final class AppearanceProxyTests: XCTestCase {
    override func setUp() {
        AnimationContext().makeCurrent()
        UIServices.textRasterizer = FixedWidthRasterizer()
    }
    /// Proxies live in the session: the next test gets a fresh one.
    override func tearDown() {
        UIServices.textRasterizer = nil
        AnimationContext().makeCurrent()
    }

    func testProxiesStyleBarsAndViewsThatEnterAWindowLater() {
        UINavigationBar.appearance().barTintColor = .systemIndigo
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().tintColor = .white
        UITabBar.appearance().unselectedItemTintColor = .systemGray2
        UILabel.appearance().textColor = .systemRed
        UIBarButtonItem.appearance().tintColor = .systemOrange
        XCTAssertTrue(UINavigationBar.appearance() === UINavigationBar.appearance(), "one proxy per class")

        let vc = UIViewController()
        vc.title = "Styled"
        let item = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
        vc.navigationItem.rightBarButtonItem = item
        let own = UILabel()
        own.textColor = .systemGreen
        let plain = UILabel()
        vc.view.addSubview(own)
        vc.view.addSubview(plain)
        let nav = UINavigationController(rootViewController: vc)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        testWindow = w
        w.rootViewController = nav
        w.makeKeyAndVisible()
        XCTAssertEqual(nav.navigationBar.barTintColor, .systemIndigo)
        XCTAssertEqual(nav.navigationBar.tintColor, .white)
        XCTAssertEqual(nav.navigationBar.titleLabel.textColor, .white)
        XCTAssertEqual(plain.textColor, .systemRed)
        XCTAssertEqual(own.textColor, .systemGreen, "a value set on the view wins")
        let itemView = nav.navigationBar.subviews.compactMap { $0 as? BarButtonItemView }.first { $0.item === item }
        XCTAssertEqual(itemView?.currentTitleColor, .systemOrange)

        // Views already in the window keep their look; a bar made afterwards gets the proxies.
        UINavigationBar.appearance().barTintColor = .systemTeal
        XCTAssertEqual(nav.navigationBar.barTintColor, .systemIndigo)
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        w.rootViewController = tabs
        XCTAssertEqual(tabs.tabBar.unselectedItemTintColor, .systemGray2)
    }

    func testProxiesBelongToTheirSession() {
        let other = AnimationContext()
        other.perform { UISwitch.appearance().tintColor = .systemPink }
        let w = makeWindow()
        let s = UISwitch(frame: .zero)
        w.addSubview(s)
        XCTAssertNotEqual(s.tintColor, .systemPink)
    }
}
