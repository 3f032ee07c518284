import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A `TabView` style: SwiftUI's `TabViewStyle`. `.page` shows the tabs as pages side by side in a
/// horizontally paging scroll view (swipe between them; a `UIPageControl`'s dots show where you are),
/// as SwiftUI's `PageTabViewStyle` does on iOS; `.automatic`/`.tabBarOnly`/`.sidebarAdaptable` are the
/// tab bar.
public protocol TabViewStyle {
    /// The page style's index display mode (nil: the tab bar).
    var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { get }
}

public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let kind: Int
        /// Shown when there are several pages.
        public static let automatic = IndexDisplayMode(kind: 0)
        public static let always = IndexDisplayMode(kind: 1)
        public static let never = IndexDisplayMode(kind: 2)
    }
    public var indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _pageIndexDisplayMode: IndexDisplayMode? { indexDisplayMode }
}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// The style of the page dots: SwiftUI's `IndexViewStyle` (`.page(backgroundDisplayMode:)`).
public protocol IndexViewStyle {
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a translucent platter behind them.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let kind: Int
        /// A platter while the dots are being interacted with (none at rest, as here).
        public static let automatic = BackgroundDisplayMode(kind: 0)
        public static let interactive = BackgroundDisplayMode(kind: 1)
        public static let always = BackgroundDisplayMode(kind: 2)
        public static let never = BackgroundDisplayMode(kind: 3)
    }
    public var backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
    public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

enum IndexBackgroundKey: EnvironmentKey {
    static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic }
}

enum PageTabModeKey: EnvironmentKey {
    static var defaultValue: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension View {
    /// How the `TabView`s below show their tabs: `.page` pages them horizontally.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.pageTabIndexDisplayMode, style._pageIndexDisplayMode)
    }

    /// The style of a paging tab view's dots below (their platter).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.indexBackgroundDisplayMode, style._backgroundDisplayMode)
    }
}

extension EnvironmentValues {
    var indexBackgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[IndexBackgroundKey.self] }
        set { self[IndexBackgroundKey.self] = newValue }
    }
    /// The page style's dots mode when the tab view style above is `.page` (nil: the tab bar).
    var pageTabIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? {
        get { self[PageTabModeKey.self] }
        set { self[PageTabModeKey.self] = newValue }
    }
}

/// A `TabView`'s node: the tab bar controller's (`TabViewNode`), or pages when the environment's tab
/// view style is `.page`.
final class TabViewStyleSwitchNode: ViewNode {
    override func update(_ view: any View, _ ctx: UpdateContext) {
        context = ctx
        guard let tabs = view as? TabViewDescription else { return }
        if let mode = ctx.environment.pageTabIndexDisplayMode {
            // The pages' own views do not inherit the style (a tab view inside a page is a tab bar again).
            var inner = ctx
            inner.environment.pageTabIndexDisplayMode = nil
            reconcile([(AnyHashable("pages"), PagedTabs(tabs: tabs, mode: mode))], inner)
        } else {
            reconcile([(AnyHashable("bar"), TabBarTabs(wrapped: tabs))], ctx)
        }
    }
}

/// A tab view shown with its tab bar.
struct TabBarTabs: View, BuiltinView, TabViewDescription {
    let wrapped: TabViewDescription
    var body: Never { primitiveBody("TabBarTabs") }
    func makeNode(graph: ViewGraph) -> ViewNode { TabViewNode(graph: graph) }
    var tabs: [TabDescription] { wrapped.tabs }
    var selectedTag: AnyHashable? { wrapped.selectedTag }
    func select(_ tag: AnyHashable) { wrapped.select(tag) }
}

/// A tab view's tabs as pages.
struct PagedTabs: View, BuiltinView {
    let tabs: TabViewDescription
    let mode: PageTabViewStyle.IndexDisplayMode
    var body: Never { primitiveBody("PagedTabs") }
    func makeNode(graph: ViewGraph) -> ViewNode { PagedTabsNode(graph: graph) }
}

/// The paging scroll view (its delegate writes the selection when a swipe comes to rest).
final class PagerScrollView: UIScrollView, UIScrollViewDelegate {
    var onRest: (() -> Void)?
    var onMove: (() -> Void)?
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { onRest?() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { if !decelerate { onRest?() } }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { onRest?() }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { onMove?() }
}

/// Pages side by side, each the tab view's size, in a paging scroll view; the page control's dots at
/// the bottom. The page shown is the selection's (its tag; the first page without a selection);
/// a swipe that comes to rest on another page writes its tag to the selection.
final class PagedTabsNode: LayoutNode {
    let scroll = PagerScrollView(frame: .zero)
    let pages = NodeView()
    let dots = UIPageControl()
    var tabs: TabViewDescription?
    var tags: [AnyHashable] = []
    var mode = PageTabViewStyle.IndexDisplayMode.automatic
    /// The page shown (index), kept while the selection does not name another.
    var current = 0
    private var laidOutWidth: CGFloat = 0

    override func makeHostView() -> UIView {
        let v = NodeView()
        v.clipsToBounds = true
        scroll.isPagingEnabled = true
        scroll.showsHorizontalScrollIndicator = false
        scroll.showsVerticalScrollIndicator = false
        scroll.alwaysBounceHorizontal = true
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.delegate = scroll
        scroll.addSubview(pages)
        v.addSubview(scroll)
        v.addSubview(dots)
        scroll.onRest = { [weak self] in self?.cameToRest() }
        scroll.onMove = { [weak self] in self?.followScroll() }
        return v
    }

    override var contentContainer: UIView { pages }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let p = view as? PagedTabs else { return }
        _ = hostView
        tabs = p.tabs
        mode = p.mode
        let all = p.tabs.tabs
        tags = all.enumerated().map { $0.element.tag ?? AnyHashable($0.offset) }
        var inner = ctx
        inner.environment.stackAxis = nil
        reconcile(all.enumerated().map { (AnyHashable($0.offset), $0.element.view as any View) }, inner)
        if let sel = p.tabs.selectedTag, let i = tags.firstIndex(of: sel) {
            if i != current {
                current = i
                if laidOutWidth > 0 {
                    scroll.setContentOffset(CGPoint(x: CGFloat(i) * laidOutWidth, y: 0), animated: ctx.transaction.animation != nil && !ctx.transaction.disablesAnimations)
                }
            }
        }
        current = min(current, max(tags.count - 1, 0))
        dots.numberOfPages = tags.count
        dots.currentPage = current
        switch mode.kind {
        case 1: dots.isHidden = tags.isEmpty
        case 2: dots.isHidden = true
        default: dots.isHidden = tags.count < 2
        }
        dots.backgroundStyle = ctx.environment.indexBackgroundDisplayMode.kind == 2 ? .prominent : .automatic
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    override func placeChildren(in size: CGSize) {
        let items = contentItems()
        // Each page is offered the whole view and centred in it at the size it takes (SwiftUI's pages: a
        // `Text` page sits in the middle, a page that fills takes it all).
        let offer = ProposedViewSize(size)
        for (i, item) in items.enumerated() {
            let fit = item.sizeThatFits(offer)
            let w = fit.width.isFinite ? min(fit.width, size.width) : size.width
            let h = fit.height.isFinite ? min(fit.height, size.height) : size.height
            item.place(CGRect(x: CGFloat(i) * size.width + (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h))
        }
        scroll.frame = CGRect(origin: .zero, size: size)
        pages.frame = CGRect(x: 0, y: 0, width: size.width * CGFloat(max(items.count, 1)), height: size.height)
        scroll.contentSize = CGSize(width: size.width * CGFloat(items.count), height: size.height)
        if laidOutWidth != size.width {
            laidOutWidth = size.width
            scroll.setContentOffset(CGPoint(x: CGFloat(current) * size.width, y: 0), animated: false)
        }
        let d = dots.sizeThatFits(size)
        // The dots sit centred near the bottom edge, as iOS's page tab view places them.
        dots.frame = CGRect(x: (size.width - d.width) / 2, y: size.height - d.height - 8, width: d.width, height: d.height)
    }

    /// The page nearest the offset.
    var pageAtOffset: Int {
        guard laidOutWidth > 0, !tags.isEmpty else { return 0 }
        return min(max(Int((scroll.contentOffset.x / laidOutWidth).rounded()), 0), tags.count - 1)
    }

    func followScroll() { dots.currentPage = pageAtOffset }

    func cameToRest() {
        let i = pageAtOffset
        dots.currentPage = i
        guard i != current, i < tags.count else { return }
        current = i
        tabs?.select(tags[i])
    }
}
