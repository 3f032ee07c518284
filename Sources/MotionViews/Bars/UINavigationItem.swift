import Foundation

/// UIKit's `UINavigationItem`: what a navigation bar shows for one controller — a title or title view,
/// bar button items on either side, and how the back button to it looks. Every view controller has one
/// (`navigationItem`); a navigation controller's bar shows its top controller's item, with a back button
/// titled by the item below. Changes show at once.
open class UINavigationItem: NSObject {
    /// The title in the middle of the bar (a controller's `title` sets it; UIKit's rule).
    open var title: String? { didSet { if title != oldValue { changed() } } }
    /// A view shown instead of the title, centred, at its own size (clipped to the space between the
    /// side items).
    open var titleView: UIView? { didSet { if titleView !== oldValue { changed() } } }
    /// A line of text above the title (iOS draws a taller bar; kept, not drawn).
    open var prompt: String?
    /// The item the bar shows as the back button when this item is *below* the top (its title used).
    open var backBarButtonItem: UIBarButtonItem? { didSet { if backBarButtonItem !== oldValue { changed() } } }
    /// iOS 11's back button title for the controller above this one.
    open var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { changed() } } }
    /// iOS 14's `backButtonDisplayMode` (`.minimal` draws the chevron alone).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { if backButtonDisplayMode != oldValue { changed() } } }
    /// Hides the back button while this item is on top.
    open var hidesBackButton: Bool {
        get { hidesBackButtonStorage }
        set { setHidesBackButton(newValue, animated: false) }
    }
    private var hidesBackButtonStorage = false
    /// Whether left items are shown after the back button instead of replacing it (UIKit's default: false).
    open var leftItemsSupplementBackButton = false { didSet { if leftItemsSupplementBackButton != oldValue { changed() } } }
    /// The items on the left, leading first (replacing the back button unless `leftItemsSupplementBackButton`).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftItemsStorage.isEmpty ? nil : leftItemsStorage }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }
    /// The items on the right, the first at the trailing edge (UIKit's order).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightItemsStorage.isEmpty ? nil : rightItemsStorage }
        set { setRightBarButtonItems(newValue, animated: false) }
    }
    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftItemsStorage.first }
        set { setLeftBarButton(newValue, animated: false) }
    }
    /// The first right item (the one at the trailing edge).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightItemsStorage.first }
        set { setRightBarButton(newValue, animated: false) }
    }
    private var leftItemsStorage: [UIBarButtonItem] = []
    private var rightItemsStorage: [UIBarButtonItem] = []
    /// iOS 11's large titles: `.always` shows this item's title large when the bar `prefersLargeTitles`,
    /// `.never` never, `.automatic` as the item below it in the stack (the root: large).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet {
            guard largeTitleDisplayMode != oldValue else { return }
            for b in bars { b.value?.largeTitlesDidChange?() }
        }
    }
    /// iOS 13's appearances for this item: while it is the bar's top item they win over the bar's own
    /// (`UINavigationBar.updateAppearance`); setting one redraws the bars showing this item.
    open var standardAppearance: UINavigationBarAppearance? { didSet { for b in bars { b.value?.updateAppearance() } } }
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { for b in bars { b.value?.updateAppearance() } } }
    /// iOS 11's search controller: its search bar shows in a strip under the title (see
    /// `UISearchController`).
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if let old = oldValue, old.searchBar.superview != nil, old.searchBar.isHostedInNavigationBar {
                old.searchBar.removeFromSuperview()
                old.searchBar.isHostedInNavigationBar = false
            }
            for b in bars { b.value?.reload(duration: 0); b.value?.largeTitlesDidChange?() }
        }
    }
    /// Whether the search strip collapses as the content scrolls up (UIKit's default: true).
    open var hidesSearchBarWhenScrolling = true {
        didSet { if hidesSearchBarWhenScrolling != oldValue { for b in bars { b.value?.largeTitlesDidChange?() } } }
    }
    /// iOS 16's placement of the search bar (kept: the search bar always goes in the strip under the title).
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic

    /// UIKit's `UINavigationItem.SearchBarPlacement` (raw values UIKit's).
    public enum SearchBarPlacement: Int, Sendable {
        case automatic = 0, inline = 1, stacked = 2
    }

    /// The bars showing this item now (told when it changes).
    private var bars: [WeakNavigationBar] = []

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    /// UIKit's `init?(coder:)` (nothing is decoded: an empty item).
    public required init?(coder: NSCoder) {
        super.init()
    }

    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        guard hidesBackButton != hidesBackButtonStorage else { return }
        hidesBackButtonStorage = hidesBackButton
        changed(animated: animated)
    }

    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftItemsStorage = items ?? []
        changed(animated: animated)
    }

    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightItemsStorage = items ?? []
        changed(animated: animated)
    }

    /// UIKit's `UINavigationItem.LargeTitleDisplayMode` (raw values UIKit's).
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always = 1, never = 2
        /// iOS 17's inline large title.
        case inline = 3
    }

    /// UIKit's `UINavigationItem.BackButtonDisplayMode` (raw values UIKit's).
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default` = 0, generic = 1, minimal = 2
    }

    func attach(to bar: UINavigationBar) {
        bars.removeAll { $0.value == nil || $0.value === bar }
        bars.append(WeakNavigationBar(value: bar))
    }

    func detach(from bar: UINavigationBar) {
        bars.removeAll { $0.value == nil || $0.value === bar }
    }

    private func changed(animated: Bool = false) {
        for b in bars { b.value?.navigationItemDidChange(self, animated: animated) }
    }
}

struct WeakNavigationBar {
    weak var value: UINavigationBar?
}
