import XCTest
@testable import MotionViews

/// `UISearchController` against UIKit's documented behaviour: in `navigationItem.searchController` its
/// search bar sits in a 52-point strip under the title (under the large title: 44 + 52 + 52 = 148), the
/// controller's safe area below it; with `hidesSearchBarWhenScrolling` (the default) the strip collapses
/// before the large title as content scrolls up, and stays without it; activation shows Cancel, gives
/// the bar to the search bar (`hidesNavigationBarDuringPresentation`), dims the content
/// (`obscuresBackgroundDuringPresentation`) or shows the results controller once there is text, and
/// tells `searchResultsUpdater` of every change; Cancel ends it, clearing the text.
final class SearchControllerTests: XCTestCase {
    final class ListScreen: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate {
        let scroll = UIScrollView()
        var updates: [String] = []
        var events: [String] = []
        var resultsController: UIViewController?
        lazy var search = UISearchController(searchResultsController: resultsController)
        override func loadView() {
            scroll.contentSize = CGSize(width: 375, height: 3000)
            view = scroll
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Contacts"
            search.searchResultsUpdater = self
            search.delegate = self
            navigationItem.searchController = search
        }
        func updateSearchResults(for searchController: UISearchController) {
            updates.append(searchController.searchBar.text ?? "")
        }
        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    }

    private func show(_ root: UIViewController, large: Bool) -> (UIWindow, UINavigationController) {
        AnimationDriver.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
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

    /// Without large titles: 44 + 52 = 96 under the status bar, the search bar at the bar's bottom, the
    /// safe area at 116; with large titles 148 and 168.
    func testTheSearchStripSitsUnderTheTitle() {
        let plain = ListScreen()
        let (_, nav) = show(plain, large: false)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 96))
        XCTAssertEqual(plain.view.safeAreaInsets.top, 116)
        let bar = plain.search.searchBar
        XCTAssertTrue(bar.isDescendant(of: nav.navigationBar))
        XCTAssertEqual(bar.convert(bar.bounds, to: nav.navigationBar), CGRect(x: 0, y: 44, width: 375, height: 52))
        XCTAssertEqual(bar.searchTextField.frame.minY, 8, "the 36-point field centred in the 52-point strip")
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Contacts")

        let large = ListScreen()
        let (_, nav2) = show(large, large: true)
        XCTAssertEqual(nav2.navigationBar.frame.height, 44 + 52 + 52)
        XCTAssertEqual(large.view.safeAreaInsets.top, 168)
        let title = nav2.navigationBar.largeTitleLabel
        XCTAssertEqual(title.convert(title.bounds, to: nav2.navigationBar).maxY, 96 - 8, accuracy: 0.001,
                       "the large title stays above the search strip")
    }

    /// Scrolling up by d: the search strip collapses first (52 − d), then the large title; pulled down,
    /// the large title stretches and the search strip stays. Without hiding, only the title collapses.
    func testTheSearchStripCollapsesBeforeTheLargeTitle() {
        let root = ListScreen()
        let (_, nav) = show(root, large: true)
        let scroll = root.scroll
        XCTAssertEqual(scroll.contentOffset.y, -168)
        XCTAssertTrue(nav.navigationBar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: -168 + 20)
        XCTAssertEqual(nav.navigationBar.frame.height, 44 + 52 + 32)
        XCTAssertEqual(root.search.searchBar.alpha, 32.0 / 52, accuracy: 1e-6, "the search bar fades as it goes")
        scroll.contentOffset = CGPoint(x: 0, y: -168 + 52 + 10)
        XCTAssertEqual(nav.navigationBar.frame.height, 44 + 42, "then the large title")
        scroll.contentOffset = CGPoint(x: 0, y: 0)
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertFalse(nav.navigationBar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: -168 - 30)
        XCTAssertEqual(nav.navigationBar.frame.height, 44 + 82 + 52, "pulled down: the large title stretches")
        XCTAssertEqual(scroll.adjustedContentInset.top, 168, "the insets never move")

        root.navigationItem.hidesSearchBarWhenScrolling = false
        scroll.contentOffset = CGPoint(x: 0, y: -168 + 30)
        XCTAssertEqual(nav.navigationBar.frame.height, 44 + 22 + 52, "the search bar stays; the title collapses")
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        XCTAssertEqual(nav.navigationBar.frame.height, 44 + 52)
    }

    /// Editing in the field activates: the delegate hears willPresent/didPresent, the updater runs, Cancel
    /// shows, the bar becomes the search strip alone (0.3 s) with the title gone, the content is dimmed.
    /// Typing updates; Cancel ends it with the text cleared and the bar back.
    func testActivatingTypingAndCancelling() {
        let root = ListScreen()
        let (_, nav) = show(root, large: false)
        let bar = root.search.searchBar
        XCTAssertTrue(bar.becomeFirstResponder())
        XCTAssertTrue(root.search.isActive)
        XCTAssertEqual(root.events, ["willPresent", "didPresent"])
        XCTAssertEqual(root.updates, [""])
        XCTAssertTrue(bar.showsCancelButton)
        advance(0.5)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 52))
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 0)
        XCTAssertEqual(bar.convert(bar.bounds, to: nav.navigationBar).minY, 0)
        XCTAssertEqual(root.view.safeAreaInsets.top, 72, "the content moves up under the search strip")
        XCTAssertEqual(root.scroll.contentOffset.y, -72, "resting at its top, it stays there")
        let overlay = root.search.view!
        XCTAssertTrue(overlay.superview === nav.view)
        XCTAssertEqual(overlay.frame, CGRect(x: 0, y: 72, width: 375, height: 667 - 72))
        XCTAssertEqual(overlay.subviews.first?.backgroundColor, UISearchController.dimmingColor)

        bar.searchTextField.insertText("Ann")
        XCTAssertEqual(root.updates.last, "Ann")
        XCTAssertGreaterThan(root.updates.count, 1)

        bar.cancelButton.sendActions(for: .touchUpInside)
        XCTAssertFalse(root.search.isActive)
        XCTAssertEqual(bar.text, "")
        XCTAssertEqual(root.updates.last, "", "told of the cleared text")
        XCTAssertEqual(root.events, ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        XCTAssertFalse(bar.isFirstResponder)
        advance(0.5)
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 1)
        XCTAssertEqual(root.view.safeAreaInsets.top, 116)
        XCTAssertEqual(root.scroll.contentOffset.y, -116)
        XCTAssertNil(overlay.superview)
    }

    /// A results controller shows over the content once there is text (no dimming then); a tap on the
    /// dimming ends the search.
    func testResultsControllerShowsOnceThereIsText() {
        let results = UIViewController()
        let root = ListScreen()
        root.resultsController = results
        let (_, _) = show(root, large: false)
        root.search.isActive = true
        let overlay = root.search.view!
        XCTAssertFalse(results.view.isDescendant(of: overlay), "no text yet: the content is dimmed")
        XCTAssertTrue(results.parent === root.search)
        root.search.searchBar.text = "x"
        root.search.searchBar.searchTextField.insertText("y")
        XCTAssertTrue(results.view.isDescendant(of: overlay))
        XCTAssertEqual(results.view.frame, overlay.bounds)
        XCTAssertFalse(overlay.subviews.contains { $0.backgroundColor == UISearchController.dimmingColor })

        root.search.searchBar.searchTextField.deleteBackward()
        root.search.searchBar.searchTextField.deleteBackward()
        XCTAssertEqual(root.search.searchBar.text, "")
        let dimming = overlay.subviews.first { $0.backgroundColor == UISearchController.dimmingColor } as? UIControl
        XCTAssertNotNil(dimming)
        dimming?.sendActions(for: .touchUpInside)
        XCTAssertFalse(root.search.isActive)
    }

    /// `UISearchController()` has no results controller; its defaults are UIKit's.
    func testDefaults() {
        let s = UISearchController()
        XCTAssertNil(s.searchResultsController)
        XCTAssertTrue(s.obscuresBackgroundDuringPresentation)
        XCTAssertTrue(s.hidesNavigationBarDuringPresentation)
        XCTAssertTrue(s.automaticallyShowsCancelButton)
        XCTAssertFalse(s.isActive)
        s.dimsBackgroundDuringPresentation = false
        XCTAssertFalse(s.obscuresBackgroundDuringPresentation)
        XCTAssertTrue(UINavigationItem().hidesSearchBarWhenScrolling)
    }
}
