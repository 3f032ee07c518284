import XCTest
@testable import MotionViews

/// `navigationItem` and `UIBarButtonItem` as UIKit documents them (UINavigationItem.h, UIBarButtonItem.h,
/// "Customizing Your App's Navigation Bar"), drawn in a navigation controller's bar and tapped through
/// the window like a finger would.
final class NavigationItemTests: XCTestCase {
    /// Titles measured 0.5 × the point size a glyph (the host's fonts are not loaded in unit tests).
    override func setUp() { UIServices.textRasterizer = FixedWidthRasterizer() }
    override func tearDown() { UIServices.textRasterizer = nil }

    final class Screen: UIViewController {
        var saves: [UIBarButtonItem] = []
        var adds = 0
        var anySenders: [Any] = []
        func save(_ sender: UIBarButtonItem) { saves.append(sender) }
        func add() { adds += 1 }
        func other(_ sender: Any) { anySenders.append(sender) }
    }

    private func show(_ root: UIViewController, size: CGSize = CGSize(width: 320, height: 568)) -> (UIWindow, UINavigationController) {
        AnimationDriver.shared.reset()
        let w = UIWindow(frame: CGRect(origin: .zero, size: size))
        w.showsDeviceChrome = true
        testWindow = w
        let nav = UINavigationController(rootViewController: root)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        return (w, nav)
    }

    private func centre(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }

    private func view(of item: UIBarButtonItem, in bar: UIView) -> UIView? {
        if let c = item.customView { return c }
        return bar.subviews.first { ($0 as? BarButtonItemView)?.item === item }
    }

    /// UIViewController.h: "title … Setting this property also sets the title of the navigation item";
    /// the bar shows the top item's title.
    func testTitleSetsTheNavigationItemsTitleWhichTheBarShows() {
        let vc = Screen()
        vc.title = "Inbox"
        XCTAssertEqual(vc.navigationItem.title, "Inbox")
        let (_, nav) = show(vc)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Inbox")
        vc.navigationItem.title = "Mail"
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Mail", "the item's own title, changed live")
        XCTAssertEqual(vc.title, "Inbox", "the item's title does not set the controller's")
        vc.title = "Drafts"
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Drafts")
    }

    /// UIBarButtonItem.h `init(title:style:target:action:)`: a tap on the item sends the action to the
    /// target with the item as the sender; `#selector(save(_:))` as the port writes it.
    func testTargetActionItemRunsItsMethodWhenTapped() {
        let vc = Screen()
        let save = UIBarButtonItem(title: "Save", style: .done, target: vc, action: Screen.save)
        vc.navigationItem.rightBarButtonItem = save
        let (w, nav) = show(vc)
        let v = try! XCTUnwrap(view(of: save, in: nav.navigationBar))
        XCTAssertEqual((v as? UIButton)?.currentTitle, "Save")
        XCTAssertTrue((v as? UIButton)?.titleLabel?.font.isBold ?? false, ".done draws semibold")
        // The trailing item ends at the 16-point margin.
        XCTAssertEqual(v.convert(v.bounds, to: nil).maxX, 320 - 16, accuracy: 0.001)
        tap(w, at: centre(v))
        XCTAssertEqual(vc.saves.count, 1)
        XCTAssertTrue(vc.saves.first === save)
        save.isEnabled = false
        tap(w, at: centre(v))
        XCTAssertEqual(vc.saves.count, 1, "a disabled item takes no taps")
    }

    /// `rightBarButtonItems`: "the first item in the array is at the right edge of the bar"; the left
    /// items run from the left edge; methods of no argument and of `Any` work.
    func testItemArraysOrderAndSystemItems() {
        let vc = Screen()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: vc, action: Screen.add)
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: vc, action: Screen.other)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        vc.navigationItem.rightBarButtonItems = [add, edit]
        vc.navigationItem.leftBarButtonItem = cancel
        let (w, nav) = show(vc)
        let addView = try! XCTUnwrap(view(of: add, in: nav.navigationBar))
        let editView = try! XCTUnwrap(view(of: edit, in: nav.navigationBar))
        let cancelView = try! XCTUnwrap(view(of: cancel, in: nav.navigationBar))
        XCTAssertGreaterThan(addView.frame.minX, editView.frame.maxX, "the first item is at the right edge")
        XCTAssertEqual(cancelView.frame.minX, 16, "the left item starts at the margin")
        XCTAssertEqual((editView as? UIButton)?.currentTitle, "Edit")
        XCTAssertEqual((cancelView as? UIButton)?.currentTitle, "Cancel")
        tap(w, at: centre(addView))
        tap(w, at: centre(editView))
        XCTAssertEqual(vc.adds, 1)
        XCTAssertEqual(vc.anySenders.count, 1)
        XCTAssertTrue((vc.anySenders.first as AnyObject) === edit)
        // Replacing the items removes the old views.
        vc.navigationItem.rightBarButtonItems = nil
        XCTAssertNil(addView.superview)
    }

    /// UINavigationItem.h: the back button's title is the previous item's `backBarButtonItem` title,
    /// else its `backButtonTitle`, else its title, else "Back"; `hidesBackButton` hides it; left items
    /// replace it unless `leftItemsSupplementBackButton`.
    func testBackButtonTitleRulesAndHiding() {
        let a = Screen(), b = Screen()
        a.title = "Settings"
        let (w, nav) = show(a)
        nav.pushViewController(b, animated: false)
        w.layoutIfNeeded()
        let back = nav.navigationBar.backButton
        XCTAssertEqual(back.currentTitle, "‹ Settings")
        a.navigationItem.backButtonTitle = "Prefs"
        XCTAssertEqual(back.currentTitle, "‹ Prefs")
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
        XCTAssertEqual(back.currentTitle, "‹ Done")
        b.navigationItem.hidesBackButton = true
        XCTAssertTrue(back.isHidden)
        b.navigationItem.hidesBackButton = false
        XCTAssertFalse(back.isHidden)
        let close = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        b.navigationItem.leftBarButtonItem = close
        XCTAssertTrue(back.isHidden, "a left item replaces the back button")
        b.navigationItem.leftItemsSupplementBackButton = true
        XCTAssertFalse(back.isHidden)
        w.layoutIfNeeded()
        let closeView = try! XCTUnwrap(view(of: close, in: nav.navigationBar))
        XCTAssertGreaterThan(closeView.frame.minX, back.frame.maxX, "shown after the back button")
        let untitled = Screen()
        nav.setViewControllers([untitled, Screen()], animated: false)
        XCTAssertEqual(back.currentTitle, "‹ Back", "an untitled controller below: \"Back\"")
    }

    /// `titleView` replaces the title, centred; `customView` items show the view itself; iOS 14's
    /// `primaryAction` runs with the item as the action's sender; a `menu` is accepted.
    func testTitleViewCustomViewAndPrimaryAction() {
        let vc = Screen()
        let segmented = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        vc.navigationItem.titleView = segmented
        let custom = UISwitch(frame: .zero)
        vc.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: custom)
        var senders: [Any?] = []
        let item = UIBarButtonItem(title: "Go", primaryAction: UIAction { senders.append($0.sender) },
                                   menu: UIMenu(title: "More", children: [UIAction(title: "One") { _ in }]))
        vc.navigationItem.rightBarButtonItem = item
        let (w, nav) = show(vc)
        XCTAssertTrue(segmented.superview === nav.navigationBar)
        XCTAssertTrue(nav.navigationBar.titleLabel.isHidden)
        XCTAssertEqual(segmented.frame, CGRect(x: 100, y: 7, width: 120, height: 30), "centred in the 320 × 44 bar")
        XCTAssertTrue(custom.superview === nav.navigationBar)
        XCTAssertEqual(custom.frame.minX, 16)
        tap(w, at: centre(try! XCTUnwrap(view(of: item, in: nav.navigationBar))))
        XCTAssertEqual(senders.count, 1)
        XCTAssertTrue((senders.first! as AnyObject) === item)
        XCTAssertEqual(item.menu?.children.first?.title, "One")
    }

    /// `largeTitleDisplayMode`, `prompt` and `prefersLargeTitles` are accepted and kept.
    func testAcceptedProperties() {
        let vc = Screen()
        vc.navigationItem.largeTitleDisplayMode = .never
        vc.navigationItem.prompt = "Choose"
        let (_, nav) = show(vc)
        nav.navigationBar.prefersLargeTitles = true
        XCTAssertEqual(vc.navigationItem.largeTitleDisplayMode, .never)
        XCTAssertEqual(vc.navigationItem.prompt, "Choose")
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
    }

    /// A standalone bar: `pushItem`/`popItem`, its back button pops its own items (asking the delegate).
    func testStandaloneBarPushesAndPopsItems() {
        final class Refuser: UINavigationBarDelegate {
            var refuse = true
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { !refuse }
        }
        let w = makeWindow()
        testWindow = w
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        w.addSubview(bar)
        w.makeKeyAndVisible()
        bar.pushItem(UINavigationItem(title: "One"), animated: false)
        bar.pushItem(UINavigationItem(title: "Two"), animated: false)
        XCTAssertEqual(bar.topItem?.title, "Two")
        XCTAssertEqual(bar.backItem?.title, "One")
        let delegate = Refuser()
        bar.delegate = delegate
        w.layoutIfNeeded()
        tap(w, at: centre(bar.backButton))
        XCTAssertEqual(bar.items?.count, 2, "the delegate refused")
        delegate.refuse = false
        tap(w, at: centre(bar.backButton))
        XCTAssertEqual(bar.items?.count, 1)
        XCTAssertEqual(bar.titleLabel.text, "One")
    }
}
