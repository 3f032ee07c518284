import XCTest
@testable import MotionViews

/// `UIPageViewController` (`.scroll`) as onboarding screens use it: pages from a data source, a drag
/// past half a page (or a flick) turns the page when it settles, the delegate hears `willTransitionTo`
/// and `didFinishAnimating(…transitionCompleted:)`, the first and last pages stop the paging, the page
/// indicator follows, `setViewControllers(…animated:)` slides a page in, only the shown page and its
/// neighbours are children.
final class PageViewControllerTests: XCTestCase {
    final class Page: UIViewController {
        let index: Int
        init(_ index: Int) { self.index = index; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
    }

    final class Onboarding: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = (0..<3).map { Page($0) }
        var events: [String] = []
        func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
            let i = (vc as! Page).index
            return i > 0 ? pages[i - 1] : nil
        }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
            let i = (vc as! Page).index
            return i + 1 < pages.count ? pages[i + 1] : nil
        }
        func presentationCount(for p: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for p: UIPageViewController) -> Int { 0 }
        func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
            events.append("will \((pending[0] as! Page).index)")
        }
        func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            events.append("did \((previousViewControllers[0] as! Page).index) \(completed)")
        }
    }

    private func host() -> (UIWindow, UIPageViewController, Onboarding) {
        AnimationDriver.shared.reset()
        let source = Onboarding()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        testWindow = w
        w.rootViewController = pager
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        return (w, pager, source)
    }

    private func shown(_ pager: UIPageViewController) -> Int? { (pager.viewControllers?.first as? Page)?.index }

    func testADragPastHalfwayTurnsThePage() {
        let (w, pager, source) = host()
        XCTAssertEqual(shown(pager), 0)
        XCTAssertEqual(source.pages[0].view.convert(CGPoint.zero, to: w), .zero)
        XCTAssertEqual(pager.children.count, 2, "the page and its one neighbour")
        XCTAssertEqual(pager.pageControl.numberOfPages, 3)
        XCTAssertFalse(pager.pageControl.isHidden)
        drag(w, from: CGPoint(x: 280, y: 300), to: CGPoint(x: 80, y: 300), duration: 0.5)
        Clock.run(from: CACurrentMediaTime(), to: 1.5)
        XCTAssertEqual(shown(pager), 1)
        XCTAssertEqual(source.events, ["will 1", "did 0 true"])
        XCTAssertEqual(source.pages[1].view.convert(CGPoint.zero, to: w).x, 0, accuracy: 0.5, "at rest on the page")
        XCTAssertEqual(pager.pageControl.currentPage, 1)
        XCTAssertEqual(pager.children.count, 3)

        // A short drag springs back: the page stays.
        drag(w, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 170, y: 300), duration: 0.5)
        Clock.run(from: CACurrentMediaTime(), to: 1.5)
        XCTAssertEqual(shown(pager), 1)
        XCTAssertEqual(source.events.last, "did 1 false")
    }

    func testTheLastPageStopsAndSetViewControllersSlides() {
        let (w, pager, source) = host()
        var done = false
        pager.setViewControllers([source.pages[2]], direction: .forward, animated: true) { done = $0 }
        XCTAssertFalse(done)
        Clock.run(from: CACurrentMediaTime(), to: 0.15)
        // On screen (the presentation): the content part-way to the new page, beside the old one.
        let midway = pager.scrollView.layer.presentationProperties().bounds.origin.x
        XCTAssertGreaterThan(midway, 20, "sliding in from the trailing side")
        XCTAssertLessThan(midway, 300)
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertTrue(done)
        XCTAssertEqual(shown(pager), 2)
        XCTAssertFalse(pager.children.contains { $0 === source.pages[0] }, "the first page is let go")
        drag(w, from: CGPoint(x: 280, y: 300), to: CGPoint(x: 40, y: 300), duration: 0.3)
        Clock.run(from: CACurrentMediaTime(), to: 1.5)
        XCTAssertEqual(shown(pager), 2, "nothing after the last page")
        XCTAssertEqual(source.pages[2].view.convert(CGPoint.zero, to: w).x, 0, accuracy: 0.5)
    }
}
