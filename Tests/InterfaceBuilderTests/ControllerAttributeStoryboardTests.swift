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

/// A table view controller's storyboard refresh control ("Refreshing: Enabled" with its `valueChanged`
/// action): pulled down past UIKit's threshold, it sends the action.
final class RefreshControlStoryboardTests: XCTestCase {
    func testThePulledRefreshControlSendsItsStoryboardAction() throws {
        var controller: FlowRefreshTableViewController?
        var script = InputScript(events: [])
        script.events.append((0.5, .down(CGPoint(x: 150, y: 100))))
        for i in 1...20 { script.events.append((0.5 + Double(i) / 60, .move(CGPoint(x: 150, y: 100 + 20 * CGFloat(i))))) }
        script.events.append((0.9, .up(CGPoint(x: 150, y: 500))))
        let session = try StoryboardTests.session(seconds: 3, script: script) {
            let vc = UIStoryboard(name: "Flows", bundle: nil).instantiateViewController(withIdentifier: "Refresh") as! FlowRefreshTableViewController
            controller = vc
            return vc
        }
        try session.step()
        let vc = try XCTUnwrap(controller)
        let rc = try XCTUnwrap(vc.refreshControl, "the storyboard's refresh control")
        XCTAssertTrue(vc.tableView.refreshControl === rc)
        XCTAssertEqual(rc.attributedTitle?.string, "Pull to refresh")
        XCTAssertEqual(vc.refreshes, 0)
        try session.advance(to: 2.5)
        XCTAssertEqual(vc.refreshes, 1, "one pull of 400 pt: one valueChanged")
        XCTAssertEqual(vc.rows.first, "New 1")
        XCTAssertFalse(rc.isRefreshing, "ended by the action")
        XCTAssertEqual(vc.tableView.contentInset.top, 0, "the resting inset is given back when the action ends refreshing at once")
        XCTAssertEqual(vc.tableView.contentOffset.y, -vc.tableView.adjustedContentInset.top, accuracy: 0.5, "back at the top")
    }
}

/// `@IBSegueAction` (`destinationCreationSelector`): UIKit makes the destination by calling the source's
/// action with the destination's coder, the sender and the identifier; nil from it means `init?(coder:)`.
final class SegueActionStoryboardTests: XCTestCase {
    func testTheSegueActionMakesTheDestinationAndNilFallsBackToInitCoder() throws {
        var tab: UITabBarController?
        let session = try StoryboardTests.session(seconds: 4) {
            tab = UIStoryboard(name: "Flows", bundle: nil).instantiateInitialViewController() as? UITabBarController
            return tab!
        }
        try session.step()
        let nav = try XCTUnwrap(tab?.viewControllers?.first as? UINavigationController)
        let list = try XCTUnwrap(nav.topViewController as? FlowListViewController)
        let make = try XCTUnwrap(list.view.subviews.compactMap { $0 as? UIButton }.first)
        session.runner.context.perform { make.sendActions(for: .touchUpInside) }
        XCTAssertEqual(list.segueActionCalls, ["made sender=Make"])
        try session.advance(to: 1)
        let made = try XCTUnwrap(nav.topViewController as? FlowItemViewController)
        XCTAssertEqual(made.injected, "from made", "made by the action's initialiser")
        XCTAssertTrue(made.storyboard != nil, "a storyboard controller all the same")
        XCTAssertEqual(made.navigationItem.title, "Item", "the scene's contents are applied to what the action made")
        session.runner.context.perform { _ = nav.popViewController(animated: false) }
        list.declineSegueAction = true
        session.runner.context.perform { make.sendActions(for: .touchUpInside) }
        try session.advance(to: 2)
        let fallback = try XCTUnwrap(nav.topViewController as? FlowItemViewController)
        XCTAssertFalse(fallback === made)
        XCTAssertNil(fallback.injected, "nil from the action: init?(coder:)")
        XCTAssertEqual(list.segueActionCalls.count, 2)
        // A segue without a creation selector does not call it.
        session.runner.context.perform {
            _ = nav.popViewController(animated: false)
            list.performSegue(withIdentifier: "open", sender: nil)
        }
        XCTAssertEqual(list.segueActionCalls.count, 2)
    }
}

/// A label's IB attributed text keeps its runs' attributes; the label draws it as the same string set
/// from code (UILabel.attributedText: each run in its font and colour, the first run's alignment).
final class AttributedLabelStoryboardTests: XCTestCase {
    func testTheRunsAttributesReachTheLabel() throws {
        let tab = try XCTUnwrap(UIStoryboard(name: "Flows", bundle: nil).instantiateInitialViewController() as? UITabBarController)
        let other = try XCTUnwrap(tab.viewControllers?[1] as? FlowOtherViewController)
        other.loadViewIfNeeded()
        let label = try XCTUnwrap(other.view.subviews.compactMap { $0 as? UILabel }.first { $0.text != "Shadowed" })
        let text = try XCTUnwrap(label.attributedText)
        XCTAssertEqual(text.string, "Heavy green then plain")
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 24, weight: .bold), "the first run's font (Helvetica-Bold: bold, at its size)")
        XCTAssertEqual(label.textColor, UIColor.systemGreen)
        XCTAssertEqual(label.textAlignment, .center, "the first run's paragraph alignment")
        XCTAssertEqual(text.attribute(.foregroundColor, at: 12, effectiveRange: nil) as? UIColor, UIColor.systemBlue, "the second run's colour is kept")
        XCTAssertEqual(text.attribute(.font, at: 12, effectiveRange: nil) as? UIFont, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(text.attribute(.kern, at: 12, effectiveRange: nil) as? CGFloat, 2)
    }
}

/// IB attributes whose UIKit properties MotionLab has: a label's shadow, a scroll view's inset
/// adjustment, a text field's clearing on editing.
final class ViewAttributeStoryboardTests: XCTestCase {
    func testShadowInsetAdjustmentAndClearsOnBeginEditingAreSet() throws {
        let tab = try XCTUnwrap(UIStoryboard(name: "Flows", bundle: nil).instantiateInitialViewController() as? UITabBarController)
        let other = try XCTUnwrap(tab.viewControllers?[1] as? FlowOtherViewController)
        other.loadViewIfNeeded()
        let label = try XCTUnwrap(other.view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Shadowed" })
        XCTAssertEqual(label.shadowColor, UIColor.systemYellow)
        XCTAssertEqual(label.shadowOffset, CGSize(width: 3, height: 3))
        let scroll = try XCTUnwrap(other.view.subviews.first { type(of: $0) == UIScrollView.self } as? UIScrollView)
        XCTAssertEqual(scroll.contentInsetAdjustmentBehavior, .never)
        let field = try XCTUnwrap(other.view.subviews.compactMap { $0 as? UITextField }.first)
        XCTAssertTrue(field.clearsOnBeginEditing)
        XCTAssertEqual(field.text, "old text")
    }
}
