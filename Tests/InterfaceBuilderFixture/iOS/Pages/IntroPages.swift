import UIKit

/// The screen holding the intro pages in a container view (the page view controller is embedded) and
/// a page control the pages report to — from the embedded controller's `viewDidLoad`, which UIKit runs
/// while this screen's view loads, its outlets already connected.
final class IntroHostViewController: UIViewController {
    @IBOutlet var pageControl: UIPageControl!
    private(set) var events: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare: page control connected \(pageControl != nil)")
        (segue.destination as? IntroPagesViewController)?.pagesDelegate = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("host viewDidLoad")
    }

    func pages(_ pages: IntroPagesViewController, didLoad count: Int) {
        events.append("pages loaded \(count)")
        pageControl.numberOfPages = count
    }
}

/// One intro page, made from the storyboard by identifier.
final class IntroPageViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
    var pageTitle = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = pageTitle
    }
}

/// The usual storyboard walkthrough: a `UIPageViewController` subclass in the storyboard (Transition
/// Style: Scroll) that is its own data source and makes its pages from storyboard identifiers.
final class IntroPagesViewController: UIPageViewController, UIPageViewControllerDataSource {
    weak var pagesDelegate: IntroHostViewController?

    private(set) lazy var pages: [UIViewController] = ["Welcome", "Plan", "Go"].map { title in
        let page = storyboard?.instantiateViewController(withIdentifier: "IntroPage") as? IntroPageViewController
        page?.pageTitle = title
        return page ?? UIViewController()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }
        pagesDelegate?.pages(self, didLoad: pages.count)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
