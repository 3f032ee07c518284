import XCTest
@testable import MotionViews

/// Large titles against UIKit's documented behaviour and metrics: `prefersLargeTitles` shows the title
/// large in a 96-point bar (44 + 52) below the status bar; `largeTitleDisplayMode` `.always`/`.never`, and
/// `.automatic` inheriting "the large title display mode from the previous navigation item" (UIKit's
/// documentation; the root's shows it); the large title collapses as the controller's scroll view
/// scrolls up and the small title takes over; no large titles, and a 32-point bar, in a landscape
/// iPhone window (compact height).
final class LargeTitleTests: XCTestCase {
    final class Screen: UIViewController {
        var mode: UINavigationItem.LargeTitleDisplayMode = .automatic
        var turnOnLargeTitles = false
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            navigationItem.largeTitleDisplayMode = mode
            if turnOnLargeTitles { navigationController?.navigationBar.prefersLargeTitles = true }
        }
    }

    final class ScrollingScreen: UIViewController {
        let scroll = UIScrollView()
        override func loadView() {
            scroll.contentSize = CGSize(width: 375, height: 3000)
            view = scroll
        }
    }

    private func show(_ root: UIViewController, large: Bool = true,
                      size: CGSize = CGSize(width: 375, height: 667)) -> (UIWindow, UINavigationController) {
        AnimationDriver.shared.reset()
        let w = UIWindow(frame: CGRect(origin: .zero, size: size))
        w.showsDeviceChrome = true
        testWindow = w
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = large
        w.rootViewController = nav
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        return (w, nav)
    }

    private func advance(_ seconds: Double) {
        AnimationDriver.shared.advance(to: CACurrentMediaTime() + seconds)
    }

    /// The root shows its title large: the bar is 96 points under the 20-point status bar of a 375×667
    /// iPhone, the controller's safe area starts at 116, the large title is bold 34 pt at the 16-point
    /// margin and the small title is hidden.
    func testRootShowsALargeTitleInA96PointBar() {
        let root = Screen()
        root.title = "Songs"
        let (_, nav) = show(root)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 96))
        XCTAssertEqual(root.view.safeAreaInsets.top, 116)
        let label = nav.navigationBar.largeTitleLabel
        XCTAssertFalse(nav.navigationBar.largeTitleClip.isHidden)
        XCTAssertEqual(label.text, "Songs")
        XCTAssertEqual(label.font.pointSize, 34)
        XCTAssertEqual(label.font.weight, .bold)
        XCTAssertEqual(label.frame.minX, 16)
        let frame = label.convert(label.bounds, to: nav.navigationBar)
        XCTAssertEqual(frame.maxY, 96 - 8, accuracy: 0.001, "the line's bottom 8 points above the bar's")
        XCTAssertGreaterThan(frame.minY, 44, "under the standard strip")
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 0)
    }

    /// A list screen whose table is a subview pinned to the safe area (not under the bar) — the usual
    /// storyboard layout: at launch the title is large (the table is at its top), and the table starts
    /// under the 96-point bar.
    final class PinnedTableScreen: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .grouped)
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Animations"
            table.translatesAutoresizingMaskIntoConstraints = false
            table.dataSource = self
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            view.addSubview(table)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                table.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    func testATablePinnedToTheSafeAreaStartsWithTheLargeTitle() {
        let root = PinnedTableScreen()
        let (w, nav) = show(root)
        advance(0.1)
        w.layoutIfNeeded()
        XCTAssertEqual(root.table.frame.minY, 116)
        XCTAssertEqual(root.table.contentOffset.y, 0)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 96))
        XCTAssertFalse(nav.navigationBar.largeTitleClip.isHidden)
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 0)
    }

    /// Without `prefersLargeTitles` nothing changes: 44 points, safe area at 64.
    func testWithoutPrefersLargeTitlesTheBarIs44() {
        let root = Screen()
        let (_, nav) = show(root, large: false)
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertEqual(root.view.safeAreaInsets.top, 64)
        XCTAssertTrue(nav.navigationBar.largeTitleClip.isHidden)
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 1)
    }

    /// The common idiom: the root turns large titles on in its `viewDidLoad` through
    /// `navigationController?.navigationBar` — its safe area follows.
    func testTurningLargeTitlesOnInViewDidLoad() {
        let root = Screen()
        root.turnOnLargeTitles = true
        let (_, nav) = show(root, large: false)
        XCTAssertTrue(nav.navigationBar.prefersLargeTitles)
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        XCTAssertEqual(root.view.safeAreaInsets.top, 116)
        nav.navigationBar.prefersLargeTitles = false
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertEqual(root.view.safeAreaInsets.top, 64)
    }

    /// `.never` on a pushed detail: the bar shrinks to 44 during the slide (between the two heights
    /// half-way) and the detail's safe area starts at 64; popping grows it back.
    func testPushingANeverDetailShrinksTheBarAlongTheSlide() {
        let root = Screen()
        let (_, nav) = show(root)
        let detail = Screen()
        detail.mode = .never
        nav.pushViewController(detail, animated: true)
        XCTAssertEqual(detail.view.safeAreaInsets.top, 64)
        advance(UINavigationController.transitionDuration / 2)
        let mid = nav.navigationBar.layer.presentationProperties().bounds.height
        XCTAssertGreaterThan(mid, 44)
        XCTAssertLessThan(mid, 96)
        advance(UINavigationController.transitionDuration)
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertTrue(nav.navigationBar.largeTitleClip.isHidden)
        _ = nav.popViewController(animated: false)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        XCTAssertEqual(root.view.safeAreaInsets.top, 116)
    }

    /// `.automatic` inherits from the item below: under a `.never` root a pushed automatic item is small;
    /// `.always` is large whatever is below.
    func testAutomaticInheritsFromTheItemBelow() {
        let root = Screen()
        root.mode = .never
        let (_, nav) = show(root)
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        let automatic = Screen()
        nav.pushViewController(automatic, animated: false)
        XCTAssertFalse(nav.showsLargeTitle(for: automatic))
        XCTAssertEqual(automatic.view.safeAreaInsets.top, 64)
        let always = Screen()
        always.mode = .always
        nav.pushViewController(always, animated: false)
        XCTAssertTrue(nav.showsLargeTitle(for: always))
        XCTAssertEqual(always.view.safeAreaInsets.top, 116)
        let below = Screen()
        nav.pushViewController(below, animated: false)
        XCTAssertTrue(nav.showsLargeTitle(for: below), "inherits .always")
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
    }

    /// Changing an item's mode while it is shown lays the bar and the safe area out again.
    func testChangingTheModeOfTheShownItem() {
        let root = Screen()
        let (_, nav) = show(root)
        root.navigationItem.largeTitleDisplayMode = .never
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertEqual(root.view.safeAreaInsets.top, 64)
    }

    /// The bar follows the controller's scroll view: at rest (offset −116, the adjusted inset) 96 points;
    /// scrolled up 30 points, 44 + 22; 52 and more, 44 with the small title shown; pulled down 20 points,
    /// 116. The scroll view's insets never move while it scrolls.
    func testTheLargeTitleCollapsesAsTheContentScrollsUp() {
        let root = ScrollingScreen()
        root.title = "Library"
        let (_, nav) = show(root)
        let scroll = root.scroll
        XCTAssertEqual(scroll.adjustedContentInset.top, 116)
        XCTAssertEqual(scroll.contentOffset.y, -116)
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        scroll.contentOffset = CGPoint(x: 0, y: -116 + 30)
        XCTAssertEqual(nav.navigationBar.frame.height, 44 + 22)
        XCTAssertEqual(scroll.adjustedContentInset.top, 116)
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 0, "the large title is still mostly shown")
        scroll.contentOffset = CGPoint(x: 0, y: -116 + 52)
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 1)
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        scroll.contentOffset = CGPoint(x: 0, y: -116 - 20)
        XCTAssertEqual(nav.navigationBar.frame.height, 116, "pulled down, the strip stretches")
        XCTAssertEqual(nav.navigationBar.largeTitleLabel.convert(nav.navigationBar.largeTitleLabel.bounds, to: nav.navigationBar).maxY,
                       116 - 8, accuracy: 0.001, "the large title stays at the bar's bottom")
        XCTAssertEqual(scroll.adjustedContentInset.top, 116)
    }

    /// `setContentScrollView(_:for:)` names the tracked scroll view when it is not the view or its first
    /// subview; an untracked scroll view does not move the bar.
    func testSetContentScrollViewChoosesTheTrackedScrollView() {
        final class Nested: UIViewController {
            let header = UIView()
            let list = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(header)
                list.frame = view.bounds
                list.contentSize = CGSize(width: 375, height: 2000)
                view.addSubview(list)
            }
        }
        let root = Nested()
        let (_, nav) = show(root)
        root.list.contentOffset = CGPoint(x: 0, y: 200)
        XCTAssertEqual(nav.navigationBar.frame.height, 96, "not tracked: the header is the first subview")
        root.setContentScrollView(root.list, for: .top)
        XCTAssertTrue(root.contentScrollView(for: .top) === root.list)
        root.list.contentOffset = CGPoint(x: 0, y: 201)
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
    }

    /// A landscape iPhone window (compact height): no status bar, a 32-point bar, never a large title.
    func testLandscapeIPhoneHasA32PointBarAndNoLargeTitle() {
        let root = Screen()
        let (_, nav) = show(root, size: CGSize(width: 667, height: 375))
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 667, height: 32))
        XCTAssertEqual(root.view.safeAreaInsets.top, 32)
        XCTAssertTrue(nav.navigationBar.largeTitleClip.isHidden)
        XCTAssertEqual(nav.navigationBar.titleLabel.frame.height, 32, "items sit in the 32-point strip")
        nav.setToolbarHidden(false, animated: false)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.toolbar.frame.height, 32, "the toolbar too")
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 32 + nav.view.safeAreaInsets.bottom, "the toolbar's 32 points over the window's inset")
    }
}

extension LargeTitleTests {
    /// A drag that ends without momentum with the title part-collapsed scrolls on to the nearer state:
    /// 20 points up → back to expanded; 30 points up → collapsed (52), as iOS snaps it.
    func testAPartlyCollapsedTitleSnapsToTheNearerState() {
        for (up, expectedOffset) in [(CGFloat(20), CGFloat(-116)), (30, -116 + 52)] {
            let root = ScrollingScreen()
            let (_, nav) = show(root)
            let scroll = root.scroll
            scroll.beginDragging()
            scroll.contentOffset = CGPoint(x: 0, y: -116 + up)
            scroll.endTouch(velocity: .zero, at: CACurrentMediaTime())
            advance(1)
            XCTAssertEqual(scroll.contentOffset.y, expectedOffset, accuracy: 0.01, "dragged \(up) up")
            XCTAssertEqual(nav.navigationBar.frame.height, expectedOffset == -116 ? 96 : 44, accuracy: 0.01)
        }
    }
}

/// iOS 15's scroll edge (UINavigationBar.scrollEdgeAppearance: "When this property is nil, the navigation
/// bar uses a modified version of standardAppearance with a transparent background"; iOS 15 release notes:
/// extended "to all navigation bars", driven by the content scroll view): at rest the bar of a
/// navigation controller has no background and no hairline; content scrolled under it shows the standard
/// appearance; a scroll-edge appearance of your own is used as given; a bar of your own is unaffected.
final class ScrollEdgeAppearanceTests: XCTestCase {
    private func show(_ root: UIViewController) -> UINavigationController {
        AnimationDriver.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        w.showsDeviceChrome = true
        testWindow = w
        let nav = UINavigationController(rootViewController: root)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        return nav
    }

    private func isClear(_ c: UIColor?) -> Bool { (c?.cgColor.alpha ?? 0) == 0 }

    func testAControllerWithoutAScrollViewHasATransparentBar() {
        let nav = show(UIViewController())
        XCTAssertTrue(nav.navigationBar.isAtScrollEdge)
        XCTAssertTrue(isClear(nav.navigationBar.backdrop.backgroundColor))
        XCTAssertTrue(isClear(nav.navigationBar.hairline.backgroundColor))
    }

    func testScrollingContentUnderTheBarShowsTheStandardAppearance() {
        let root = LargeTitleTests.ScrollingScreen()
        let nav = show(root)
        let bar = nav.navigationBar
        XCTAssertEqual(root.scroll.contentOffset.y, -64)
        XCTAssertTrue(bar.isAtScrollEdge)
        XCTAssertTrue(isClear(bar.backdrop.backgroundColor))
        root.scroll.contentOffset = CGPoint(x: 0, y: -54)
        XCTAssertFalse(bar.isAtScrollEdge)
        AnimationDriver.shared.advance(to: CACurrentMediaTime() + 1)
        XCTAssertFalse(isClear(bar.backdrop.backgroundColor))
        XCTAssertEqual(bar.backdrop.backgroundColor?.cgColor.alpha ?? 0, 0.94, accuracy: 0.001, "the translucent standard background")
        XCTAssertFalse(isClear(bar.hairline.backgroundColor))
        root.scroll.contentOffset = CGPoint(x: 0, y: -64)
        XCTAssertTrue(bar.isAtScrollEdge)
        XCTAssertTrue(isClear(bar.backdrop.backgroundColor))
    }

    func testAScrollEdgeAppearanceOfYourOwnIsUsedAsGiven() {
        let nav = show(UIViewController())
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemRed
        nav.navigationBar.scrollEdgeAppearance = edge
        XCTAssertEqual(nav.navigationBar.backdrop.backgroundColor, .systemRed)
    }

    func testWithALargeTitleTheBarStaysTransparentUntilTheTitleHasCollapsed() {
        let root = LargeTitleTests.ScrollingScreen()
        AnimationDriver.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        w.showsDeviceChrome = true
        testWindow = w
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        w.rootViewController = nav
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        root.scroll.contentOffset = CGPoint(x: 0, y: -116 + 40)
        XCTAssertTrue(nav.navigationBar.isAtScrollEdge)
        root.scroll.contentOffset = CGPoint(x: 0, y: -116 + 60)
        XCTAssertFalse(nav.navigationBar.isAtScrollEdge)
    }

    func testABarOfYourOwnKeepsItsStandardAppearance() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertFalse(bar.isAtScrollEdge)
        XCTAssertFalse(isClear(bar.backdrop.backgroundColor))
    }
}

/// A plain table's sticky section header under a large title: it pins right under the bar as the bar is
/// — below the expanded bar at rest, below the collapsed 44-point bar once the title has collapsed (the
/// safe area stays at the expanded height here, so the pin follows the bar rather than the inset).
final class LargeTitleStickyHeaderTests: XCTestCase {
    final class Sections: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 3 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    }

    func testAStickyHeaderPinsUnderTheCollapsedBar() throws {
        AnimationDriver.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        w.showsDeviceChrome = true
        testWindow = w
        let table = Sections(style: .plain)
        table.title = "Contacts"
        let nav = UINavigationController(rootViewController: table)
        nav.navigationBar.prefersLargeTitles = true
        w.rootViewController = nav
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        let tv = try XCTUnwrap(table.tableView)
        // Scrolled 300 points into section 0: the large title has collapsed (the bar is 44 high again).
        tv.contentOffset = CGPoint(x: 0, y: -tv.adjustedContentInset.top + 300)
        w.layoutIfNeeded()
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 44, accuracy: 1e-9)
        let header = try XCTUnwrap(tv.headerView(forSection: 0))
        let headerTop = header.convert(CGPoint.zero, to: w).y
        XCTAssertEqual(headerTop, nav.navigationBar.frame.maxY, accuracy: 1e-6, "right under the collapsed bar")
    }
}

extension LargeTitleTests {
    /// Pulled down under a large title, the title strip stretches and the refresh control shows in the
    /// gap above it, under the standard bar (it was drawn over the title); while refreshing the title
    /// stays pushed down by the control's 60-point rest, the spinner above it.
    func testRefreshControlShowsAboveAStretchedLargeTitle() {
        let root = ScrollingScreen()
        root.title = "Contacts"
        let control = UIRefreshControl()
        root.scroll.refreshControl = control
        let (w, nav) = show(root)
        XCTAssertEqual(root.scroll.contentOffset.y, -116, accuracy: 0.5, "at rest under the 96-point bar")
        root.scroll.contentOffset.y = -116 - 30   // pulled down 30 points
        w.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 96 + 30, accuracy: 0.5, "the large title stretches by the pull")
        let gap = control.convert(control.bounds, to: w)
        XCTAssertEqual(gap.minY, 20 + 44, accuracy: 0.5, "the control starts under the standard bar")
        XCTAssertEqual(gap.height, 30, accuracy: 0.5, "as tall as the pull")
        let title = nav.navigationBar.largeTitleLabel.convert(nav.navigationBar.largeTitleLabel.bounds, to: w)
        XCTAssertGreaterThanOrEqual(title.minY, gap.maxY - 0.5, "the title is below the spinner's gap")
        // Refreshing: the content rests 60 points down and the bar stays stretched by as much.
        control.beginRefreshing()
        root.scroll.contentOffset.y = -116 - 60   // where a released pull rests while refreshing
        advance(1)
        w.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 96 + 60, accuracy: 0.5, "stretched by the control's rest")
        XCTAssertEqual(control.convert(control.bounds, to: w).minY, 20 + 44, accuracy: 0.5)
        control.endRefreshing()
        advance(1)
        w.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 96, accuracy: 0.5, "back at rest")
    }
}
