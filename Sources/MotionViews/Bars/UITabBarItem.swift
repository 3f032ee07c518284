import Foundation

/// UIKit's `UITabBarItem`: a tab's title, image (a template tinted by selection), selected image and
/// badge. Every view controller has one (`tabBarItem`) that a tab bar controller shows.
open class UITabBarItem: UIBarItem {
    /// UIKit's system tab items (raw values UIKit's); each has its English title and a symbol.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// The image shown while the tab is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { if selectedImage !== oldValue { itemDidChange() } } }
    /// The text of the badge at the image's top-right corner (nil: none).
    open var badgeValue: String? { didSet { if badgeValue != oldValue { itemDidChange() } } }
    /// The badge's colour (nil: system red).
    open var badgeColor: UIColor? { didSet { if badgeColor != oldValue { itemDidChange() } } }
    /// Moves the title (points).
    open var titlePositionAdjustment = UIOffset.zero { didSet { if titlePositionAdjustment != oldValue { itemDidChange() } } }
    /// iOS 13's appearances (kept; the tab bar's tints are drawn).
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The system item the item was made with, if any.
    public private(set) var systemItem: SystemItem?
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// UIKit's `init?(coder:)` (nothing is decoded: an empty item).
    public required init?(coder: NSCoder) {
        super.init()
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.systemItem = systemItem
        self.tag = tag
        title = Self.title(of: systemItem)
        image = UIImage(systemName: Self.symbol(of: systemItem))
    }

    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }

    static func title(of item: SystemItem) -> String {
        switch item {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }

    static func symbol(of item: SystemItem) -> String {
        switch item {
        case .more: return "ellipsis"
        case .favorites, .featured, .topRated: return "star.fill"
        case .recents, .history, .mostRecent: return "clock.fill"
        case .contacts: return "person.crop.circle"
        case .bookmarks: return "book.fill"
        case .search: return "magnifyingglass"
        case .downloads: return "arrow.down.circle.fill"
        case .mostViewed: return "list.bullet"
        }
    }
}
