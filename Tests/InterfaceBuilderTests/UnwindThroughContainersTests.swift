import XCTest
import UIKit
@testable import MotionViews
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// Unwind segues found as UIKit searches for them (TN2298, `allowedChildrenForUnwinding(from:)`): from
/// the source's parent or presenter outwards, into the children of containers — a tab bar controller's
/// navigation controllers, their stacks top first — then `unwind(for:towards:)` on the destination's
/// containers and the presentation dismissed. The fixture's `Flows.storyboard` is the common app shape:
/// tab bar → navigation → list → pushed item → a modal editor and a navigation-embedded Cancel/Save sheet.
final class UnwindThroughContainersTests: XCTestCase {
    var tab: UITabBarController!
    var session: HeadlessSession!

    override func setUpWithError() throws {
        session = try StoryboardTests.session(seconds: 10) {
            self.tab = UIStoryboard(name: "Flows", bundle: nil).instantiateInitialViewController() as? UITabBarController
            return self.tab
        }
        try session.step()
    }

    override func tearDown() {
        session = nil
        tab = nil
    }

    func settle() throws { for _ in 0..<45 { try session.step() } }

    var listNav: UINavigationController { tab.viewControllers![0] as! UINavigationController }

    /// Opens the item (pushed in the first tab's navigation controller) and returns it.
    func openItem() throws -> FlowItemViewController {
        try session.runner.context.perform {
            let list = try XCTUnwrap(self.listNav.viewControllers.first as? FlowListViewController)
            list.performSegue(withIdentifier: "open", sender: nil)
        }
        try settle()
        return try XCTUnwrap(listNav.topViewController as? FlowItemViewController)
    }

    func testAModalEditorOverATabsNavigationStackUnwindsToThePushedItemAndIsDismissed() throws {
        let item = try openItem()
        var editor: FlowEditorViewController?
        session.runner.context.perform {
            item.performSegue(withIdentifier: "edit", sender: nil)
            editor = self.tab.presentedViewController as? FlowEditorViewController
            XCTAssertNotNil(editor, "presented by the outermost container, the tab bar controller (UIKit's presentation context)")
        }
        try settle()
        try session.runner.context.perform {
            let editor = try XCTUnwrap(editor)
            let done = try XCTUnwrap(editor.view.subviews.compactMap { $0 as? UIButton }.first)
            done.sendActions(for: .touchUpInside)
            XCTAssertEqual(editor.prepared, ["done → FlowItemViewController"], "the source prepares with the found destination")
            XCTAssertEqual(item.unwound, ["unwindToItem from FlowEditorViewController presented=true"], "the action runs before the dismissal")
        }
        try settle()
        XCTAssertNil(tab.presentedViewController, "dismissed")
        XCTAssertTrue(listNav.topViewController === item, "the item stays on top")
    }

    func testANavigationEmbeddedSheetsSaveAndCancelBarItemsUnwind() throws {
        let item = try openItem()
        for (button, expected) in [("save", "unwindFromSave edited"), ("cancel", "unwindToItem from FlowSheetViewController presented=true")] {
            try session.runner.context.perform {
                try XCTUnwrap(item.navigationItem.rightBarButtonItem).performTap()
            }
            try settle()
            try session.runner.context.perform {
                let sheetNav = try XCTUnwrap(self.tab.presentedViewController as? UINavigationController)
                let sheet = try XCTUnwrap(sheetNav.topViewController as? FlowSheetViewController)
                sheet.note = "edited"
                let bar = try XCTUnwrap(button == "save" ? sheet.navigationItem.rightBarButtonItem : sheet.navigationItem.leftBarButtonItem)
                bar.performTap()
                XCTAssertEqual(item.unwound.last, expected)
            }
            try settle()
            XCTAssertNil(tab.presentedViewController, "\(button): dismissed")
            XCTAssertTrue(listNav.topViewController === item)
        }
        XCTAssertEqual(item.unwound.count, 2)
    }

    /// The destination below the item in the stack: the editor is dismissed and the stack popped to it.
    func testUnwindingPastThePushedItemPopsTheStackAndDismisses() throws {
        let item = try openItem()
        session.runner.context.perform { item.performSegue(withIdentifier: "edit", sender: nil) }
        try settle()
        try session.runner.context.perform {
            let editor = try XCTUnwrap(self.tab.presentedViewController)
            editor.performSegue(withIdentifier: "toList", sender: nil)
        }
        try settle()
        let list = try XCTUnwrap(listNav.viewControllers.first as? FlowListViewController)
        XCTAssertEqual(list.unwound, ["unwindToList from FlowEditorViewController"])
        XCTAssertNil(tab.presentedViewController)
        XCTAssertEqual(listNav.viewControllers.count, 1, "popped to the list")
        XCTAssertTrue(item.unwound.isEmpty, "the nearer controller lacks the action: passed over")
    }

    /// `canPerformUnwindSegueAction` is asked; a controller that declines is passed over (here the only
    /// one with the action: nothing happens, as on iOS).
    func testAControllerThatDeclinesIsPassedOver() throws {
        let item = try openItem()
        item.declinesUnwinds = true
        session.runner.context.perform { item.performSegue(withIdentifier: "edit", sender: nil) }
        try settle()
        var reported: [String] = []
        let saved = InterfaceBuilderRegistry.reportHandler
        InterfaceBuilderRegistry.reportHandler = { reported.append($0) }
        defer { InterfaceBuilderRegistry.reportHandler = saved }
        try session.runner.context.perform {
            try XCTUnwrap(self.tab.presentedViewController).performSegue(withIdentifier: "done", sender: nil)
        }
        try settle()
        XCTAssertEqual(item.askedActions, ["unwindToItem:"], "asked once, with the storyboard's selector")
        XCTAssertTrue(item.unwound.isEmpty)
        XCTAssertNotNil(tab.presentedViewController, "no destination: the editor stays")
        XCTAssertEqual(reported.count, 1, "\(reported)")
        item.declinesUnwinds = false
        try session.runner.context.perform {
            try XCTUnwrap(self.tab.presentedViewController).performSegue(withIdentifier: "done", sender: nil)
        }
        try settle()
        XCTAssertEqual(item.unwound.count, 1)
        XCTAssertNil(tab.presentedViewController)
    }

    /// A destination in another tab: the tab bar controller's `unwind(for:towards:)` selects it.
    func testUnwindingToAnotherTabSelectsIt() throws {
        let item = try openItem()
        session.runner.context.perform { item.performSegue(withIdentifier: "edit", sender: nil) }
        try settle()
        try session.runner.context.perform {
            XCTAssertEqual(self.tab.selectedIndex, 0)
            try XCTUnwrap(self.tab.presentedViewController).performSegue(withIdentifier: "toOther", sender: nil)
        }
        try settle()
        let other = try XCTUnwrap(tab.viewControllers?[1] as? FlowOtherViewController)
        XCTAssertEqual(other.unwound, 1)
        XCTAssertEqual(tab.selectedIndex, 1)
        XCTAssertNil(tab.presentedViewController)
    }
}

/// The search's rules on hand-made hierarchies (no storyboard, no window).
final class UnwindSearchTests: XCTestCase {
    final class Target: UIViewController {}
    let action = StoryboardUnwindAction(selector: "unwindHere:", handlers: [{ vc in vc is Target ? { _ in } : nil }])

    func testANavigationControllerOffersTheControllersBelowTheSourceTopFirst() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let nav = UINavigationController()
        nav.setViewControllers([a, b, c], animated: false)
        let fromC = UIStoryboardUnwindSegueSource(source: c, sender: nil)
        XCTAssertTrue(nav.childContaining(fromC) === c)
        XCTAssertEqual(nav.allowedChildrenForUnwinding(from: fromC).map(ObjectIdentifier.init), [b, a].map(ObjectIdentifier.init))
        let presented = UIViewController()
        let fromElsewhere = UIStoryboardUnwindSegueSource(source: presented, sender: nil)
        XCTAssertNil(nav.childContaining(fromElsewhere))
        XCTAssertEqual(nav.allowedChildrenForUnwinding(from: fromElsewhere).map(ObjectIdentifier.init), [c, b, a].map(ObjectIdentifier.init))
    }

    func testTheDefaultContainerOffersItsOtherChildrenAndAnOverrideCanHideThem() {
        for sealed in [false, true] {
            let container = sealed ? FlowSealedContainerViewController() : UIViewController()
            let target = Target(), source = UIViewController()
            container.addChild(target)
            container.addChild(source)
            XCTAssertEqual(source.unwindDestination(for: action, sender: nil) === target, !sealed,
                           sealed ? "allowedChildrenForUnwinding(from:) returning [] hides the child" : "a sibling is found")
        }
    }

    func testTheSourceItselfIsNeverTheDestination() {
        let source = Target()
        XCTAssertNil(source.unwindDestination(for: action, sender: nil))
        let parent = Target()
        parent.addChild(source)
        XCTAssertTrue(source.unwindDestination(for: action, sender: nil) === parent)
    }
}
