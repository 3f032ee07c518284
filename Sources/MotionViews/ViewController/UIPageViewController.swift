import Foundation

/// UIKit's `UIPageViewController` (the `.scroll` style): one child controller's view at a time in a
/// paging scroll view, its neighbours asked of the `dataSource` (`viewControllerBefore`/`After`) and laid
/// beside it, so a drag shows the next page coming in and a release pages by UIKit's paging rule (the
/// scroll view's `isPagingEnabled`). When a page comes to rest the controller keeps it, asks for its new
/// neighbours and tells the `delegate` (`willTransitionTo` as a drag starts toward a neighbour,
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` when it settles).
///
/// - `setViewControllers(_:direction:animated:completion:)` shows a page, sliding it in from the side
///   `direction` says (0.3 s) when animated.
/// - A data source answering `presentationCount(for:)` with more than 0 gets UIKit's page indicator: a
///   `UIPageControl` at the bottom, its current page `presentationIndex(for:)` after each
///   `setViewControllers`, and following the pages swiped to.
/// - `interPageSpacing` (`options[.interPageSpacing]`) separates the pages; `.vertical` orientation pages
///   up and down.
/// - The `.pageCurl` style pages the same way (the curl is not drawn); the spine options are kept.
open class UIPageViewController: UIViewController {
    /// UIKit's `UIPageViewController.TransitionStyle` (raw values UIKit's).
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// UIKit's `UIPageViewController.NavigationOrientation` (raw values UIKit's).
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// UIKit's `UIPageViewController.NavigationDirection` (raw values UIKit's).
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    /// UIKit's `UIPageViewController.SpineLocation` (raw values UIKit's).
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }
    /// UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open private(set) var spineLocation: SpineLocation = .min
    open var isDoubleSided = false
    open weak var dataSource: UIPageViewControllerDataSource? { didSet { if isViewLoaded { reloadNeighbours() } } }
    open weak var delegate: UIPageViewControllerDelegate?
    /// The page shown (one controller), nil before the first `setViewControllers`.
    open var viewControllers: [UIViewController]? { current.map { [$0] } }
    /// The pan recognisers of the page curl (none: the scroll view pages).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// Points between pages.
    let interPageSpacing: CGFloat
    let scrollView = UIScrollView(frame: .zero)
    let pageControl = UIPageControl(frame: .zero)
    private var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    private lazy var scrollEvents = PageScrollEvents(owner: self)
    /// The neighbour a drag is heading to (told `willTransitionTo` once).
    private var pendingTarget: UIViewController?
    private var settling = false
    /// `setViewControllers` is sliding a page in (layout leaves the offset alone).
    private var sliding = false

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spacing = (options?[.interPageSpacing] as? CGFloat) ?? (options?[.interPageSpacing] as? Double).map { CGFloat($0) }
            ?? (options?[.interPageSpacing] as? Int).map { CGFloat($0) } ?? 0
        interPageSpacing = spacing.isFinite ? max(0, spacing) : 0
        if let raw = options?[.spineLocation] as? Int, let s = SpineLocation(rawValue: raw) { spineLocation = s }
        if let s = options?[.spineLocation] as? SpineLocation { spineLocation = s }
        super.init(nibName: nil, bundle: nil)
    }

    /// A storyboard's page view controller: its Transition Style, Navigation, Spine Location, Page Spacing
    /// and Double Sided, as UIKit decodes them; UIKit's defaults (page curl, horizontal) for any other coder.
    public required init?(coder: NSCoder) {
        let attributes = (coder as? InterfaceBuilderCoder)?.pageViewController
        transitionStyle = attributes.flatMap { TransitionStyle(rawValue: $0.transitionStyle) } ?? .pageCurl
        navigationOrientation = attributes.flatMap { NavigationOrientation(rawValue: $0.navigationOrientation) } ?? .horizontal
        let spacing = CGFloat(attributes?.interPageSpacing ?? 0)
        interPageSpacing = spacing.isFinite ? max(0, spacing) : 0
        super.init(coder: coder)
        if let attributes {
            if let spine = SpineLocation(rawValue: attributes.spineLocation) { spineLocation = spine }
            isDoubleSided = attributes.isDoubleSided
        }
    }

    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    open override func loadView() {
        let v = UIView(frame: .zero)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = scrollEvents
        scrollView.clipsToBounds = true
        v.addSubview(scrollView)
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = true
        v.addSubview(pageControl)
        view = v
    }

    private var horizontal: Bool { navigationOrientation == .horizontal }

    /// Shows `viewControllers[0]`; animated, it slides in from the trailing side (`.forward`) or the
    /// leading one (`.reverse`), then `completion(true)`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let next = viewControllers?.first else { completion?(false); return }
        loadViewIfNeeded()
        guard next !== current else { completion?(true); return }
        let previous = current
        guard animated, previous != nil, view.window != nil, view.bounds.width > 0 else {
            show(next)
            updatePageControl(reset: true)
            completion?(true)
            return
        }
        // Slide: the new page beside the old one on the side `direction` says, scrolled to, then kept.
        if direction == .forward { setNeighbour(after: next) } else { setNeighbour(before: next) }
        layoutPages()
        let target = offset(forSlot: direction == .forward ? slot(of: next) : 0)
        sliding = true
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut, animations: {
            self.scrollView.contentOffset = target
        }, completion: { _ in
            self.sliding = false
            self.show(next)
            self.updatePageControl(reset: true)
            completion?(true)
        })
    }

    // MARK: Pages

    /// Makes `page` the current page (its neighbours asked for anew) and recentres.
    private func show(_ page: UIViewController) {
        let old = current
        current = page
        adopt(page)
        reloadNeighbours()
        release(old)
    }

    private func adopt(_ page: UIViewController) {
        guard page.parent !== self else { return }
        addChild(page)
        scrollView.addSubview(page.view)
        page.didMove(toParent: self)
    }

    private func release(_ page: UIViewController?) {
        guard let page, page.parent === self, page !== current, page !== before, page !== after else { return }
        page.willMove(toParent: nil)
        page.view.removeFromSuperview()
        page.removeFromParent()
    }

    private func setNeighbour(before page: UIViewController?) {
        let old = before
        before = page
        if let page { adopt(page) }
        release(old)
    }

    private func setNeighbour(after page: UIViewController?) {
        let old = after
        after = page
        if let page { adopt(page) }
        release(old)
    }

    /// Asks the data source for the current page's neighbours and lays the pages out around it.
    private func reloadNeighbours() {
        guard let current else { return }
        setNeighbour(before: dataSource?.pageViewController(self, viewControllerBefore: current))
        setNeighbour(after: dataSource?.pageViewController(self, viewControllerAfter: current))
        layoutPages()
        updatePageControl(reset: false)
    }

    /// The slots in order: before (if any), current, after (if any).
    private var slots: [UIViewController] { [before, current, after].compactMap { $0 } }

    private func slot(of page: UIViewController) -> Int { slots.firstIndex { $0 === page } ?? 0 }

    private var pageStride: CGFloat {
        (horizontal ? scrollView.bounds.width : scrollView.bounds.height)
    }

    private func offset(forSlot i: Int) -> CGPoint {
        let d = CGFloat(i) * pageStride
        return horizontal ? CGPoint(x: d, y: 0) : CGPoint(x: 0, y: d)
    }

    /// Each page fills the view; the scroll view is a page plus the spacing wide (so the spacing shows
    /// between pages while paging), its content one such stride per slot, resting on the current page.
    private func layoutPages() {
        guard isViewLoaded else { return }
        let b = view.bounds
        let frame = horizontal ? CGRect(x: 0, y: 0, width: b.width + interPageSpacing, height: b.height)
            : CGRect(x: 0, y: 0, width: b.width, height: b.height + interPageSpacing)
        if scrollView.frame != frame { scrollView.frame = frame }
        let pages = slots
        for (i, page) in pages.enumerated() {
            let origin = offset(forSlot: i)
            page.view.frame = CGRect(origin: origin, size: b.size)
        }
        let count = CGFloat(max(pages.count, 1))
        scrollView.contentSize = horizontal ? CGSize(width: pageStride * count, height: b.height)
            : CGSize(width: b.width, height: pageStride * count)
        if let current, !sliding, !scrollView.isDragging, !scrollView.isDecelerating {
            settling = true
            scrollView.contentOffset = offset(forSlot: slot(of: current))
            settling = false
        }
        let dots = pageControl.sizeThatFits(b.size)
        pageControl.frame = CGRect(x: 0, y: b.height - view.safeAreaInsets.bottom - dots.height, width: b.width, height: dots.height)
    }

    /// The page indicator, when the data source gives a count.
    private func updatePageControl(reset: Bool) {
        guard let dataSource else { pageControl.isHidden = true; return }
        let count = dataSource.presentationCount(for: self)
        pageControl.isHidden = count <= 0
        guard count > 0 else { return }
        pageControl.numberOfPages = count
        if reset || !pageControlFollows {
            pageControl.currentPage = min(max(0, dataSource.presentationIndex(for: self)), count - 1)
            pageControlFollows = true
        }
    }
    /// Whether the indicator has taken its first index (it then follows the pages).
    private var pageControlFollows = false

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    // MARK: Scrolling (see `PageScrollEvents`)

    fileprivate func didScroll() {
        guard !settling, let current, scrollView.isDragging || scrollView.isDecelerating else { return }
        let here = offset(forSlot: slot(of: current))
        let delta = horizontal ? scrollView.contentOffset.x - here.x : scrollView.contentOffset.y - here.y
        let target = delta > 0 ? after : delta < 0 ? before : nil
        if let target, target !== pendingTarget {
            pendingTarget = target
            delegate?.pageViewController(self, willTransitionTo: [target])
        }
    }

    /// The scroll view came to rest: the page there becomes the current one.
    fileprivate func didSettle() {
        guard let current, pageStride > 0 else { return }
        let position = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let index = Int((position / pageStride).rounded())
        let pages = slots
        guard index >= 0, index < pages.count else { return }
        let landed = pages[index]
        let heading = pendingTarget
        pendingTarget = nil
        if landed === current {
            if heading != nil { delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: false) }
            return
        }
        let forward = landed === after
        show(landed)
        if pageControl.numberOfPages > 0 {
            pageControl.currentPage = min(max(0, pageControl.currentPage + (forward ? 1 : -1)), pageControl.numberOfPages - 1)
        }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
    }
}

/// The page view controller's scroll view's delegate (the controller's own delegate slot stays the app's).
final class PageScrollEvents: NSObject, UIScrollViewDelegate {
    unowned let owner: UIPageViewController
    init(owner: UIPageViewController) { self.owner = owner }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner.didScroll() }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner.didSettle() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner.didSettle() }
    }
}

/// UIKit's `UIPageViewControllerDataSource` (the page counts optional: 0 shows no indicator).
@MainActor @preconcurrency public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// UIKit's `UIPageViewControllerDelegate` (every method optional).
@MainActor @preconcurrency public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation { .min }
}
