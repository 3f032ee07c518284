import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// View controller attributes of a storyboard scene that change how containers show it.
final class ControllerAttributeStoryboardTests: XCTestCase {
    /// "Hide Bottom Bar on Push" (`hidesBottomBarWhenPushed="YES"`): the tab bar leaves while the item is
    /// in the stack and comes back when it is popped (UIKit's `hidesBottomBarWhenPushed`).
    func testHideBottomBarOnPush() throws {
        var tab: UITabBarController?
        let session = try StoryboardTests.session(seconds: 3) {
            tab = UIStoryboard(name: "Flows", bundle: nil).instantiateInitialViewController() as? UITabBarController
            return tab!
        }
        try session.step()
        let nav = try XCTUnwrap(tab?.viewControllers?.first as? UINavigationController)
        let list = try XCTUnwrap(nav.topViewController as? FlowListViewController)
        XCTAssertFalse(list.hidesBottomBarWhenPushed, "UIKit's default")
        XCTAssertFalse(try XCTUnwrap(tab).tabBar.isHidden)
        session.runner.context.perform { list.performSegue(withIdentifier: "open", sender: nil) }
        try session.advance(to: 1)
        let item = try XCTUnwrap(nav.topViewController as? FlowItemViewController)
        XCTAssertTrue(item.hidesBottomBarWhenPushed)
        XCTAssertTrue(try XCTUnwrap(tab).tabBar.isHidden, "hidden while the item is pushed")
        XCTAssertEqual(item.view.safeAreaInsets.bottom, tab!.view.safeAreaInsets.bottom, "no tab bar inset under the item")
        session.runner.context.perform { _ = nav.popViewController(animated: true) }
        try session.advance(to: 2)
        XCTAssertFalse(try XCTUnwrap(tab).tabBar.isHidden, "back with the list")
    }
}
