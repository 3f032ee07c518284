import XCTest
@testable import MotionViews

/// UISplitViewController on an iPhone: collapsed into one navigation stack by UIKit's rules (the
/// secondary on top unless the delegate says otherwise), `showDetailViewController` pushing.
final class SplitViewControllerTests: XCTestCase {
    private final class StartOnList: UISplitViewControllerDelegate {
        func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
            -> UISplitViewController.Column {
            XCTAssertEqual(proposedTopColumn, .secondary, "UIKit proposes the secondary")
            return .primary
        }
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool { true }
    }

    func testTheColumnAPICollapsesWithTheSecondaryOnTopByDefault() throws {
        let (w, _) = presentingHost()
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        XCTAssertEqual(split.style, .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        w.rootViewController = split
        w.layoutIfNeeded()
        XCTAssertTrue(split.isCollapsed)
        let nav = try XCTUnwrap(split.collapsedNavigationController)
        XCTAssertEqual(nav.viewControllers.map(ObjectIdentifier.init), [list, detail].map(ObjectIdentifier.init))
        XCTAssertTrue(nav.topViewController === detail)
        XCTAssertTrue(list.splitViewController === split)
        XCTAssertNotNil(detail.view.window, "the secondary shows")
    }

    func testTheDelegateCanStartOnThePrimaryAndShowDetailPushes() throws {
        let (w, _) = presentingHost()
        let delegate = StartOnList()
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(UINavigationController(rootViewController: list), for: .primary)
        split.setViewController(detail, for: .secondary)
        w.rootViewController = split
        w.layoutIfNeeded()
        let nav = try XCTUnwrap(split.collapsedNavigationController)
        XCTAssertTrue(nav.topViewController === list, "the primary's stack, on top")
        XCTAssertEqual(nav.viewControllers.count, 1)
        let next = UIViewController()
        list.showDetailViewController(UINavigationController(rootViewController: next), sender: nil)
        Clock.run(from: CACurrentMediaTime(), to: 1)
        XCTAssertTrue(nav.topViewController === next, "pushed (its navigation controller's stack)")
        XCTAssertNil(split.presentedViewController, "not presented")
        let more = UIViewController()
        list.show(more, sender: nil)
        Clock.run(from: CACurrentMediaTime(), to: 1)
        XCTAssertTrue(nav.topViewController === more)
    }

    func testTheClassicAPIPushesTheSecondaryUnlessTheDelegateHandlesIt() throws {
        let (w, _) = presentingHost()
        let master = UIViewController(), detail = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: master), UINavigationController(rootViewController: detail)]
        w.rootViewController = split
        w.layoutIfNeeded()
        XCTAssertTrue(split.collapsedNavigationController?.topViewController === detail, "UIKit's default: the detail shows first")
        let delegate = StartOnList()
        let split2 = UISplitViewController()
        split2.delegate = delegate
        let master2 = UIViewController()
        split2.viewControllers = [master2, UIViewController()]
        w.rootViewController = split2
        w.layoutIfNeeded()
        XCTAssertTrue(split2.collapsedNavigationController?.topViewController === master2, "collapseSecondary returned true")
        XCTAssertEqual(split2.collapsedNavigationController?.viewControllers.count, 1)
    }
}
