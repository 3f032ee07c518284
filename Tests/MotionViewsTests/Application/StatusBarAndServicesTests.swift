import XCTest
@testable import MotionViews

/// `UIWindowScene.statusBarManager`, `UIAccessibility.post` and remote-notification registration as a
/// preview has them.
final class StatusBarAndServicesTests: XCTestCase {
    func testTheStatusBarFrameIsTheDevicesStatusBar() {
        AnimationDriver.shared.reset()
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
                                  connectionOptions: UIScene.ConnectionOptions())
        let w = UIWindow(windowScene: scene)
        w.frame = CGRect(x: 0, y: 0, width: 390, height: 844)   // an iPhone 12-sized window: 47-pt status bar
        w.rootViewController = UIViewController()
        w.makeKeyAndVisible()
        let manager = scene.statusBarManager
        XCTAssertEqual(manager?.statusBarFrame, CGRect(x: 0, y: 0, width: 390, height: DeviceChrome.statusBarHeight(for: w.bounds.size)))
        XCTAssertGreaterThan(manager?.statusBarFrame.height ?? 0, 20)
        XCTAssertFalse(manager?.isStatusBarHidden ?? true)
        w.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        XCTAssertEqual(manager?.statusBarFrame, .zero, "landscape iPhones hide it")
        XCTAssertEqual(manager?.isStatusBarHidden, true)
    }

    func testAccessibilityPostsAreAcceptedAndRecorded() {
        AnimationDriver.shared.reset()
        let before = UIAccessibility.postedNotifications.count
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        XCTAssertEqual(UIAccessibility.postedNotifications.count, before + 1)
        XCTAssertEqual(UIAccessibility.postedNotifications.last?.notification, .announcement)
        XCTAssertEqual(UIAccessibility.postedNotifications.last?.argument as? String, "Saved")
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
    }

    func testRemoteNotificationsRegisterNothing() {
        UIApplication.shared.registerForRemoteNotifications()
        XCTAssertFalse(UIApplication.shared.isRegisteredForRemoteNotifications, "no push service in a preview")
    }
}
