import XCTest
@testable import MotionViews

/// UIApplication's own status bar (`statusBarStyle`, `isStatusBarHidden`, deprecated in iOS 9 and still
/// used by older apps' delegates): with Info.plist's `UIViewControllerBasedStatusBarAppearance` = NO it
/// styles and hides the bar; with view-controller-based appearance (the default) the shown controller
/// decides and the app's setting changes nothing on screen.
final class AppStatusBarTests: XCTestCase {
    final class DarkScreen: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    }

    override func tearDown() {
        InterfaceBuilderRegistry.viewControllerBasedStatusBarAppearance = true
        UIApplication.shared.setStatusBarHidden(false, with: .none)
        UIApplication.shared.setStatusBarStyle(.default, animated: false)
        super.tearDown()
    }

    func testAppBasedStatusBarFollowsTheApplication() throws {
        InterfaceBuilderRegistry.viewControllerBasedStatusBarAppearance = false
        let (w, root) = presentingHost(deviceChrome: true)
        let bar = try XCTUnwrap(w.statusBarView)
        UIApplication.shared.statusBarStyle = .lightContent
        XCTAssertEqual(bar.style, .lightContent)
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .lightContent)
        // Hidden: the bar goes and, on a 375×667 iPhone (no notch), the 20 points return to the safe area.
        XCTAssertEqual(root.view.safeAreaInsets.top, 20)
        UIApplication.shared.isStatusBarHidden = true
        w.layoutIfNeeded()
        XCTAssertTrue(bar.isHidden)
        XCTAssertTrue(UIApplication.shared.isStatusBarHidden)
        XCTAssertEqual(root.view.safeAreaInsets.top, 0)
        UIApplication.shared.setStatusBarHidden(false, with: .fade)
        w.layoutIfNeeded()
        XCTAssertFalse(bar.isHidden)
        XCTAssertEqual(root.view.safeAreaInsets.top, 20)
    }

    func testControllerBasedStatusBarIgnoresTheApplicationsSetting() throws {
        AnimationDriver.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        w.showsDeviceChrome = true
        testWindow = w
        let screen = DarkScreen()
        w.rootViewController = screen
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        let bar = try XCTUnwrap(w.statusBarView)
        UIApplication.shared.statusBarStyle = .lightContent
        UIApplication.shared.isStatusBarHidden = true
        w.layoutIfNeeded()
        XCTAssertEqual(bar.style, .darkContent, "the controller's preference")
        XCTAssertFalse(bar.isHidden)
        XCTAssertEqual(screen.view.safeAreaInsets.top, 20)
        XCTAssertEqual(UIApplication.shared.statusBarStyle, .darkContent, "reads what is shown")
        XCTAssertFalse(UIApplication.shared.isStatusBarHidden)
    }

    /// UIKit's raw values (UIApplication.h: Default 0, LightContent 1, DarkContent 3 — 2 was iOS 6's
    /// BlackOpaque): a style kept as its raw value (user defaults, a switch over numbers) reads back the same.
    func testStylesHaveUIKitsRawValues() {
        XCTAssertEqual(UIStatusBarStyle.default.rawValue, 0)
        XCTAssertEqual(UIStatusBarStyle.lightContent.rawValue, 1)
        XCTAssertEqual(UIStatusBarStyle.darkContent.rawValue, 3)
        XCTAssertNil(UIStatusBarStyle(rawValue: 2))
        XCTAssertEqual(UIStatusBarStyle(rawValue: 3), .darkContent)
    }
}
