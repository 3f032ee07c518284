import Foundation

/// iOS 11's large titles, the search strip and the bar's height.
///
/// - The bar is 44 points tall under the status bar, 32 in a compact-height window (a landscape
///   iPhone), where large titles are never shown.
/// - With `navigationBar.prefersLargeTitles`, a controller whose item's `largeTitleDisplayMode` is
///   `.always`, or `.automatic` with the item below it showing one (the root's `.automatic` does), shows
///   its title large: the bar is 96 points expanded (44 + 52) and the controller's safe area starts
///   below that.
/// - An item with a `searchController` adds a 52-point strip under the title (and the large title) holding
///   its search bar; with `hidesSearchBarWhenScrolling` it collapses before the large title does (see
///   `barExtents(for:)`). While the search is active and `hidesNavigationBarDuringPresentation`, the bar
///   is the search strip alone (see `UISearchController`).
/// - The bar tracks the controller's content scroll view — the one given to
///   `setContentScrollView(_:for:)`, else the controller's view when it is a scroll view, else its first
///   subview when that is one (UIKit's lookup before iOS 15): as that content scrolls up by `d` points
///   from its resting top (`contentOffset.y + adjustedContentInset.top`), the large-title strip shrinks
///   to `52 − d` (gone at 52) and the small title fades in; pulled down, the strip grows with it. Content
///   that comes to rest with the title part-collapsed scrolls on to the nearer of the two states.
/// - The same scroll view decides iOS 15's scroll edge (`UINavigationBar.isAtScrollEdge`): content at
///   rest at its top (or no scroll view) shows the bar's scroll-edge appearance — by default transparent,
///   without the hairline — and content scrolled under it the standard one.
/// - The children's safe areas stay at the expanded height while the bar collapses (so the tracked scroll
///   view's insets, and its content, never move under the user's finger). On iOS the safe area of the
///   controller's view follows the collapse; views pinned to it in a scrolling screen are the difference.
extension UINavigationController {
    /// The standard strip's height for this controller's window: 32 when its height is compact.
    var standardBarHeight: CGFloat {
        isVerticallyCompact ? UINavigationBar.compactHeight : UINavigationBar.height
    }

    /// A landscape iPhone window (UIKit's compact vertical size class).
    var isVerticallyCompact: Bool {
        guard let v = viewIfLoaded else { return false }
        let size = v.window?.bounds.size ?? v.bounds.size
        return UITraitCollection.screen(size: size, scale: 1).verticalSizeClass == .compact
    }

    /// Whether `controller` (in the stack) shows its title large, by `largeTitleDisplayMode`.
    func showsLargeTitle(for controller: UIViewController) -> Bool {
        guard navigationBar.prefersLargeTitles, !isVerticallyCompact,
              let index = stack.firstIndex(where: { $0 === controller }) else { return false }
        for c in stack[...index].reversed() {
            switch c.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's bottom (in the container) when expanded for `controller`: where its safe area starts.
    func expandedBarBottom(for controller: UIViewController) -> CGFloat {
        let top = viewIfLoaded?.safeAreaInsets.top ?? 0
        // While its search takes the bar, the content moves up under the search strip with it.
        if searchTakesBar(for: controller) { return top + UINavigationBar.searchStripHeight }
        return top + standardBarHeight + (showsLargeTitle(for: controller) ? UINavigationBar.largeTitleHeight : 0)
            + searchStripHeight(for: controller)
    }

    /// The search strip's full height for `controller`: 52 when its item has a search controller.
    func searchStripHeight(for controller: UIViewController) -> CGFloat {
        controller.navigationItem.searchController != nil ? UINavigationBar.searchStripHeight : 0
    }

    /// The search strip's and the large title's heights for `controller` now. Scrolled up by `d` from
    /// rest, the search strip (when `hidesSearchBarWhenScrolling`) collapses first, 52 − d, then the large
    /// title, 52 − (d − 52); without hiding, the large title collapses and the search bar stays. Pulled
    /// down, the large title stretches; the search strip stays at 52.
    func barExtents(for controller: UIViewController) -> (search: CGFloat, large: CGFloat) {
        let search = searchStripHeight(for: controller)
        let large = showsLargeTitle(for: controller) ? UINavigationBar.largeTitleHeight : 0
        guard search > 0 || large > 0, let scroll = largeTitleScrollView(for: controller) else { return (search, large) }
        // A refreshing control's rest (60 points of inset) stretches the title as a pull does: the
        // spinner shows above the large title, as on iOS.
        // Measured from the inset the scroll view last settled its offset against (the reported one):
        // mid-layout, before Auto Layout has moved a table pinned below the bar, the live inset is
        // still that of a table under the bar and would read as content scrolled 116 points up.
        var scrolled = scroll.contentOffset.y + scroll.reportedAdjustedContentInset.top - (scroll.activeRefreshControl?.addedInset ?? 0)
        guard scrolled.isFinite else { return (search, large) }
        var searchNow = search
        if search > 0 && controller.navigationItem.hidesSearchBarWhenScrolling {
            searchNow = min(search, max(0, search - scrolled))
            if scrolled > 0 { scrolled = max(0, scrolled - search) }
        }
        return (searchNow, large > 0 ? max(0, large - scrolled) : 0)
    }

    /// Points at the top of `scroll`'s safe area the bar no longer covers because its large title or
    /// search strip collapsed as `scroll` scrolled (the safe area stays at the expanded height: see the
    /// type's comment). A list pins its section headers that much higher, under the bar as it is.
    func collapsedBarExtent(for scroll: UIScrollView) -> CGFloat {
        guard let top = stack.last, !searchTakesBar(for: top), largeTitleScrollView(for: top) === scroll else { return 0 }
        let full = searchStripHeight(for: top) + (showsLargeTitle(for: top) ? UINavigationBar.largeTitleHeight : 0)
        let now = barExtents(for: top)
        return max(0, full - now.search - now.large)
    }

    /// Points of bar strips that a pull of `scroll` pushes down (the large title and the search strip
    /// under it, when the top controller's bar follows `scroll` and shows a large title): the gap a pull
    /// opens, where a refresh control's spinner shows, lies above them, under the standard bar.
    func stretchingStripsHeight(for scroll: UIScrollView) -> CGFloat {
        guard let top = stack.last, !searchTakesBar(for: top), showsLargeTitle(for: top),
              largeTitleScrollView(for: top) === scroll else { return 0 }
        return searchStripHeight(for: top) + UINavigationBar.largeTitleHeight
    }

    /// Whether `controller`'s search controller is active and takes the bar for itself.
    func searchTakesBar(for controller: UIViewController) -> Bool {
        guard let search = controller.navigationItem.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// The top controller's search controller started or ended a search: the bar changes (0.3 s) and the
    /// overlay comes or goes.
    func searchActivityDidChange() {
        barsDidChange(animated: viewIfLoaded?.window != nil)
    }

    /// The top controller's search overlay (dimming or results) below the bar; other controllers' gone.
    func placeSearchOverlays() {
        guard let v = viewIfLoaded else { return }
        for c in stack.dropLast() {
            if let search = c.navigationItem.searchController, let o = search.viewIfLoaded, o.superview === v { o.removeFromSuperview() }
        }
        guard let top = stack.last, let search = top.navigationItem.searchController else { return }
        search.hostNavigationController = self
        guard search.isActive || search.viewIfLoaded?.superview != nil else { return }
        let barBottom = navigationBarHiddenStorage ? v.safeAreaInsets.top : navigationBar.frame.maxY
        let region = CGRect(x: 0, y: barBottom, width: v.bounds.width, height: max(0, v.bounds.height - barBottom))
        search.placeOverlay(in: v, region: region, below: navigationBar)
    }

    /// The scroll view whose content the bar's large title follows (see the type's comment).
    func largeTitleScrollView(for controller: UIViewController) -> UIScrollView? {
        let topEdge = NSDirectionalRectEdge.top.rawValue
        if let given = controller.contentScrollViews.first(where: { $0.key & topEdge != 0 && $0.value.value != nil })?.value.value {
            return given
        }
        guard let v = controller.viewIfLoaded else { return nil }
        if let scroll = v as? UIScrollView { return scroll }
        if let provider = controller as? LargeTitleContentScrollViewProviding { return provider.largeTitleContentScrollView }
        return v.subviews.first as? UIScrollView
    }

    /// The large-title strip's height for `controller` now: 52 at rest, less what its content scrolled up
    /// (after the search strip, see `barExtents(for:)`).
    func largeTitleExtent(for controller: UIViewController) -> CGFloat {
        barExtents(for: controller).large
    }

    /// Places the bar for the top controller: under the status bar (above the top edge when hidden),
    /// its height the standard strip plus the large title's extent.
    func layoutNavigationBar() {
        guard let v = viewIfLoaded else { return }
        let safeTop = v.safeAreaInsets.top
        let top = stack.last
        let large = top.map { showsLargeTitle(for: $0) } ?? false
        let extents = top.map { barExtents(for: $0) } ?? (search: 0, large: 0)
        let searchOnly = top.map { searchTakesBar(for: $0) } ?? false
        let height = searchOnly ? UINavigationBar.searchStripHeight : standardBarHeight + extents.large + extents.search
        let y = navigationBarHiddenStorage ? -height - safeTop : safeTop
        let frame = CGRect(x: 0, y: y, width: v.bounds.width, height: height)
        navigationBar.standardHeight = standardBarHeight
        navigationBar.showsLargeTitle = large
        navigationBar.searchExtent = extents.search
        navigationBar.showsSearchOnly = searchOnly
        if navigationBar.frame != frame { navigationBar.frame = frame }
        navigationBar.statusBarExtension = safeTop
        navigationBar.isAtScrollEdge = top.map { isAtScrollEdge(for: $0, large: large) } ?? true
        if let top, let scroll = largeTitleScrollView(for: top) { scroll.largeTitleTracker = self }
        navigationBar.layoutIfNeeded()   // the large title and the small title's fade, in this frame
        placeSearchOverlays()
    }

    /// The tracked scroll view came to rest (a drag ended without momentum, or its deceleration ended)
    /// with the large title part-collapsed: as on iOS, it scrolls on to the nearer of expanded and
    /// collapsed (0.3 s, the scroll view's animated offset), so the bar never rests half-way.
    func largeTitleScrollViewDidSettle(_ scrollView: UIScrollView) {
        guard !isTransitioning, let top = stack.last, largeTitleScrollView(for: top) === scrollView else { return }
        let rest = -scrollView.adjustedContentInset.top
        let scrolled = scrollView.contentOffset.y - rest
        // The strips that collapse with scrolling, top of the content first: the search strip (when it
        // hides), then the large title.
        var strips: [CGFloat] = []
        if searchStripHeight(for: top) > 0 && top.navigationItem.hidesSearchBarWhenScrolling { strips.append(UINavigationBar.searchStripHeight) }
        if showsLargeTitle(for: top) { strips.append(UINavigationBar.largeTitleHeight) }
        var start: CGFloat = 0
        for strip in strips {
            defer { start += strip }
            let into = scrolled - start
            guard into > 0.5, into < strip - 0.5 else { continue }
            let target = rest + start + (into < strip / 2 ? 0 : strip)
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: target), animated: true)
            return
        }
    }

    /// Whether nothing of `controller`'s content is scrolled under the bar: its content scroll view is at
    /// rest at its top (with a large title: the title not yet fully collapsed), or it has none — iOS 15's
    /// scroll edge, where the bar shows its scroll-edge appearance.
    func isAtScrollEdge(for controller: UIViewController, large: Bool) -> Bool {
        guard let scroll = largeTitleScrollView(for: controller) else { return true }
        let scrolled = scroll.contentOffset.y + scroll.adjustedContentInset.top
        guard scrolled.isFinite else { return true }
        let hidingSearch = controller.navigationItem.hidesSearchBarWhenScrolling ? searchStripHeight(for: controller) : 0
        return scrolled < (large ? UINavigationBar.largeTitleHeight : 0) + hidingSearch + 0.5
    }

    /// The tracked scroll view moved: the bar follows (its safe areas do not change; see above).
    func largeTitleScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isTransitioning, let top = stack.last, largeTitleScrollView(for: top) === scrollView else { return }
        // Without a large title or search strip only the scroll-edge look can change: skip the layout
        // when it does not.
        if !showsLargeTitle(for: top), searchStripHeight(for: top) == 0,
           navigationBar.isAtScrollEdge == isAtScrollEdge(for: top, large: false) { return }
        layoutNavigationBar()
    }
}

extension UIViewController {
    /// iOS 15's `setContentScrollView(_:for:)`: the scroll view a navigation bar's large title (and
    /// scroll-edge look) follows for this controller.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews[edge.rawValue] = scrollView.map { WeakScrollView(value: $0) }
        navigationController?.layoutNavigationBar()
    }

    /// The scroll view given for `edge` (nil when none was given).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews.first(where: { $0.key & edge.rawValue != 0 && $0.value.value != nil })?.value.value
    }

    /// iOS 15's one-argument form: the scroll view for the top and bottom edges.
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }
}

/// A weakly held scroll view (a controller does not keep its content scroll view alive).
struct WeakScrollView {
    weak var value: UIScrollView?
}

extension UIScrollView {
    /// Where content pinned to the visible top (sticky section headers) rests, content coordinates: the
    /// top of the adjusted inset, less what a navigation bar tracking this view collapsed (its large title
    /// and search strip), so pinned headers stay right under the bar as it is.
    var pinnedContentTop: CGFloat {
        contentOffset.y + adjustedContentInset.top - (largeTitleTracker?.collapsedBarExtent(for: self) ?? 0)
    }
}

/// A controller that names the scroll view its navigation bar's large title follows when the app set
/// none with `setContentScrollView(_:for:)`, in place of UIKit's first-subview rule: SwiftUI's hosting
/// controllers, whose screen's list or scroll view lies deeper in the view tree (SwiftUI tells its bar
/// which scroll view it is, as this does).
package protocol LargeTitleContentScrollViewProviding: AnyObject {
    var largeTitleContentScrollView: UIScrollView? { get }
}
