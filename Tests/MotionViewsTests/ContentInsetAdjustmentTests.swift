import XCTest
@testable import MotionViews

/// `UIScrollView.contentInsetAdjustmentBehavior` and `adjustedContentInset` as Apple documents them
/// (UIScrollView.h; "UIScrollView.ContentInsetAdjustmentBehavior": automatic — "Content is always
/// adjusted vertically when the scroll view is the content view of a view controller that is currently
/// displayed by a navigation or tab bar controller"; scrollableAxes — "Content insets are adjusted only
/// in scrollable directions"; never; always — "Always include the safe area insets in the content
/// adjustment"), on the device chrome's and bars' numbers: 20 + 44 under a navigation bar at 320×568,
/// 49 for a tab bar, 47 | 21 | 47 around a 844×390 landscape screen.
final class ContentInsetAdjustmentTests: XCTestCase {
    final class Rows: UITableViewController {
        var adjustedChanges = 0
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let c = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
            c.tag = indexPath.row
            return c
        }
        override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { adjustedChanges += 1 }
    }

    /// A controller whose view holds a full-screen scroll view of `contentHeight`.
    final class Holder: UIViewController {
        let scroll = UIScrollView()
        var contentHeight: CGFloat = 2000
        var behavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
        /// A plain view added before the scroll view (then not the view's first subview).
        var behindAnotherView = false
        override func viewDidLoad() {
            super.viewDidLoad()
            if behindAnotherView { view.addSubview(UIView(frame: .zero)) }
            scroll.contentInsetAdjustmentBehavior = behavior
            scroll.frame = view.bounds
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.contentSize = CGSize(width: view.bounds.width, height: contentHeight)
            view.addSubview(scroll)
        }
    }

    /// The windows shown (a window nothing holds goes away with its views' safe area).
    var windows: [UIWindow] = []

    private func show(_ root: UIViewController, _ w: CGFloat = 320, _ h: CGFloat = 568) -> UIWindow {
        AnimationDriver.shared.reset()
        let win = UIWindow(frame: CGRect(x: 0, y: 0, width: w, height: h))
        win.showsDeviceChrome = true
        win.rootViewController = root
        win.makeKeyAndVisible()
        win.layoutIfNeeded()
        return win
    }

    /// The commonest screen: a table view controller in a navigation controller first shows its first
    /// row just below the bar (offset −64), scrolls under it, and its resting range starts at −64.
    func testATableInANavigationControllerRestsBelowTheBar() {
        let rows = Rows(style: .plain)
        let w = show(UINavigationController(rootViewController: rows))
        let table: UITableView = rows.tableView
        XCTAssertEqual(table.contentInsetAdjustmentBehavior, .automatic, "UIKit's default")
        XCTAssertEqual(table.contentInset, .zero, "the adjustment does not touch contentInset")
        XCTAssertEqual(table.adjustedContentInset, UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: -64))
        let first = try! XCTUnwrap(table.visibleCells.first { $0.tag == 0 })
        XCTAssertEqual(first.convert(CGPoint.zero, to: w).y, 64, "the first row starts under the bar")
        XCTAssertEqual(table.limitsY.lowerBound, -64)
        XCTAssertGreaterThanOrEqual(rows.adjustedChanges, 1)
        // With a tab bar below (and its 49 points).
        let inTabs = Rows(style: .plain)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: inTabs)]
        windows.append(show(tabs))
        XCTAssertEqual(inTabs.tableView.adjustedContentInset, UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        XCTAssertEqual(inTabs.tableView.contentOffset.y, -64)
    }

    /// `contentInset` adds to the safe area's part; `.never` leaves it alone.
    func testContentInsetAddsAndNeverOptsOut() {
        let rows = Rows(style: .plain)
        _ = rows.view
        rows.tableView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        windows.append(show(UINavigationController(rootViewController: rows)))
        XCTAssertEqual(rows.tableView.adjustedContentInset, UIEdgeInsets(top: 74, left: 0, bottom: 5, right: 0))
        XCTAssertEqual(rows.tableView.contentOffset.y, -74)
        let never = Rows(style: .plain)
        never.tableView.contentInsetAdjustmentBehavior = .never
        windows.append(show(UINavigationController(rootViewController: never)))
        XCTAssertEqual(never.tableView.adjustedContentInset, .zero)
        XCTAssertEqual(never.tableView.contentOffset.y, 0, "its first row sits under the bar, as on iOS")
    }

    /// A scroll view that is not a bar controller's content view is adjusted only along the axes it
    /// scrolls; `.always` takes the whole safe area.
    func testScrollableAxesAndAlways() {
        let tall = Holder()
        windows.append(show(UINavigationController(rootViewController: tall)))
        XCTAssertEqual(tall.scroll.adjustedContentInset, UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0), "scrolls vertically")
        XCTAssertEqual(tall.scroll.contentOffset.y, -64)
        let short = Holder()
        short.contentHeight = 100
        short.behavior = .scrollableAxes
        windows.append(show(UINavigationController(rootViewController: short)))
        XCTAssertEqual(short.scroll.adjustedContentInset, .zero, "does not scroll: not adjusted")
        short.scroll.alwaysBounceVertical = true
        short.scroll.contentSize.height = 101   // any change re-evaluates the axes
        XCTAssertEqual(short.scroll.adjustedContentInset.top, 64, "bouncing vertically counts as scrollable")
        XCTAssertEqual(short.scroll.contentOffset.y, -64, "resting at the top, it stays at the (new) top")
        // Landscape with a sensor housing: the sides are unsafe too.
        let wide = Holder()
        windows.append(show(wide, 844, 390))
        XCTAssertEqual(wide.scroll.adjustedContentInset, UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0), "vertical only")
        wide.scroll.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(wide.scroll.adjustedContentInset, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(wide.scroll.contentOffset, CGPoint(x: -47, y: 0), "resting at its left edge, it stays there")
    }

    /// `.automatic`'s backward compatibility (UIScrollView.h: "will also adjust the top & bottom
    /// contentInset when the scroll view is owned by a view controller with
    /// automaticallyAdjustsScrollViewInsets = YES inside a navigation controller, regardless of whether the
    /// scroll view is scrollable"): owned is iOS 7's rule — the controller's view or its first subview — so
    /// a short collection added to a plain root view rests below the bar; a scroll view behind another
    /// subview, or a controller that turned the switch off, gets only `.scrollableAxes`' adjustment.
    func testAShortScrollViewOwnedByAControllerInANavigationControllerRestsBelowTheBar() {
        let short = Holder()
        short.contentHeight = 100
        windows.append(show(UINavigationController(rootViewController: short)))
        XCTAssertEqual(short.scroll.adjustedContentInset, UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(short.scroll.contentOffset.y, -64, "its content starts below the bar")
        let behind = Holder()
        behind.contentHeight = 100
        behind.behindAnotherView = true
        windows.append(show(UINavigationController(rootViewController: behind)))
        XCTAssertEqual(behind.scroll.adjustedContentInset, .zero, "not the first subview: not owned")
        let off = Holder()
        off.contentHeight = 100
        off.automaticallyAdjustsScrollViewInsets = false
        windows.append(show(UINavigationController(rootViewController: off)))
        XCTAssertEqual(off.scroll.adjustedContentInset, .zero, "the controller turned the adjustment off")
        let tallOff = Holder()
        tallOff.automaticallyAdjustsScrollViewInsets = false
        windows.append(show(UINavigationController(rootViewController: tallOff)))
        XCTAssertEqual(tallOff.scroll.adjustedContentInset.top, 64, "still adjusted along the axis it scrolls")
        let alone = Holder()
        alone.contentHeight = 100
        windows.append(show(alone))
        XCTAssertEqual(alone.scroll.adjustedContentInset, .zero, "no navigation or tab bar controller")
    }

    /// A scroll view that is not resting at its top keeps its offset when the inset changes, and the
    /// change is reported once (`adjustedContentInsetDidChange`, the delegate).
    func testAScrolledViewKeepsItsOffsetAndTheChangeIsReported() {
        final class Watching: UIScrollView {
            var changes = 0
            override func adjustedContentInsetDidChange() { super.adjustedContentInsetDidChange(); changes += 1 }
        }
        final class Screen: UIViewController {
            override func loadView() { view = Watching(frame: CGRect(x: 0, y: 0, width: 320, height: 568)) }
        }
        let screen = Screen()
        let nav = UINavigationController(rootViewController: screen)
        let w = show(nav)
        let scroll = screen.view as! Watching
        scroll.contentSize = CGSize(width: 320, height: 3000)
        XCTAssertEqual(scroll.contentOffset.y, -64)
        XCTAssertEqual(scroll.changes, 1)
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        nav.setNavigationBarHidden(true, animated: false)
        w.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset.top, 20, "the status bar alone")
        XCTAssertEqual(scroll.contentOffset.y, 400, "scrolled content stays where it is")
        XCTAssertEqual(scroll.changes, 2)
        XCTAssertEqual(scroll.limitsY.lowerBound, -20)
    }

    /// The indicators keep out of the safe area (automaticallyAdjustsScrollIndicatorInsets, default
    /// true) and the indicator insets.
    func testTheVerticalIndicatorKeepsOutOfTheBars() {
        let rows = Rows(style: .plain)
        windows.append(show(UINavigationController(rootViewController: rows)))
        let table: UITableView = rows.tableView
        table.flashScrollIndicators()
        table.updateIndicators()
        let bar = try! XCTUnwrap(table.verticalIndicatorView)
        let onScreen = bar.convert(bar.bounds, to: nil)
        XCTAssertGreaterThanOrEqual(onScreen.minY, 64 + CGFloat(ScrollIndicatorLayout.inset) - 0.001)
        table.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
        let moved = bar.convert(bar.bounds, to: nil)
        XCTAssertEqual(moved.maxX, 320 - CGFloat(ScrollIndicatorLayout.inset) - 10, accuracy: 0.001)
    }
}
