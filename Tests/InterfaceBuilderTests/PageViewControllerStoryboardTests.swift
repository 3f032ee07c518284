import XCTest
import UIKit
@testable import InterfaceBuilderFixture

/// A storyboard's page view controller scene is a `UIPageViewController` (the scene's custom subclass)
/// made with the scene's Transition Style, Navigation, Spine Location, Page Spacing and Double Sided, as
/// UIKit's `init(coder:)` decodes them — not a plain controller with the class's page-curl defaults.
final class PageViewControllerStoryboardTests: XCTestCase {
    func testAnEmbeddedScrollingPagerShowsItsFirstPage() throws {
        let host = try XCTUnwrap(UIStoryboard(name: "Pages", bundle: nil).instantiateInitialViewController() as? IntroHostViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = host
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let pager = try XCTUnwrap(host.children.first as? IntroPagesViewController, "the embed segue's destination")
        // UIKit performs a container's embed segue once the view's outlets are connected, before the
        // owner's viewDidLoad: the embedded controller's viewDidLoad reaches the owner's page control.
        XCTAssertEqual(host.events, ["prepare: page control connected true", "pages loaded 3", "host viewDidLoad"])
        XCTAssertEqual(host.pageControl.numberOfPages, 3)
        XCTAssertEqual(pager.transitionStyle, .scroll)
        XCTAssertEqual(pager.navigationOrientation, .horizontal)
        XCTAssertEqual(pager.spineLocation, .none)
        XCTAssertFalse(pager.isDoubleSided)
        let first = try XCTUnwrap(pager.viewControllers?.first as? IntroPageViewController)
        XCTAssertEqual(first.titleLabel.text, "Welcome")
        XCTAssertTrue(first.view.isDescendant(of: pager.view))
        // Page Spacing 12: UIKit's paging scroll view is a page plus the spacing wide.
        let scroll = try XCTUnwrap(pager.view.subviews.first { $0 is UIScrollView })
        XCTAssertEqual(pager.view.bounds.width, 393)
        XCTAssertEqual(scroll.frame.width, 393 + 12)
        // The data source's neighbour is laid beside the page, a page and the spacing along.
        let second = try XCTUnwrap(pager.pages[1] as? IntroPageViewController)
        XCTAssertEqual(second.titleLabel.text, "Plan")
        XCTAssertEqual(second.view.convert(CGPoint.zero, to: first.view).x, 393 + 12)
    }

    func testAPlainPageViewControllerSceneTakesItsAttributes() throws {
        let pager = try XCTUnwrap(UIStoryboard(name: "Pages", bundle: nil).instantiateViewController(withIdentifier: "PlainPager") as? UIPageViewController)
        XCTAssertTrue(type(of: pager) == UIPageViewController.self)
        XCTAssertEqual(pager.transitionStyle, .pageCurl)
        XCTAssertEqual(pager.navigationOrientation, .vertical)
        XCTAssertEqual(pager.spineLocation, .mid)
        XCTAssertTrue(pager.isDoubleSided)
    }

    func testACoderWithoutPageAttributesKeepsUIKitsDefaults() throws {
        let pager = try XCTUnwrap(UIPageViewController(coder: InterfaceBuilderCoder()), "a coder without page attributes (a xib's)")
        XCTAssertEqual(pager.transitionStyle, .pageCurl)
        XCTAssertEqual(pager.navigationOrientation, .horizontal)
    }
}
