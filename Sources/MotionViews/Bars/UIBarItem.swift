import Foundation

/// UIKit's `UIBarItem`: what navigation bars, toolbars and tab bars show — a title, an image, whether
/// it is enabled and a tag. Bars draw their items with views of their own, which a change of an item's
/// title, image, enabled state or tint updates at once (as on iOS, where the item's view is redrawn).
@MainActor @preconcurrency open class UIBarItem: NSObject {
    /// The title shown (for bar button items with no image; for tab bar items under the image).
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// The image shown (drawn as a template in the bar's tint unless its rendering mode is `.alwaysOriginal`).
    open var image: UIImage? { didSet { if image !== oldValue { itemDidChange() } } }
    /// The image in a compact (landscape phone) bar; kept, the preview's bars draw `image`.
    open var landscapeImagePhone: UIImage?
    /// Moves the image by these insets (kept, as UIKit draws them: the image rect's offset).
    open var imageInsets: UIEdgeInsets = .zero { didSet { if imageInsets != oldValue { itemDidChange() } } }
    /// Whether the item takes taps (UIKit's default: true); a disabled item is drawn dimmed.
    open var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    /// An integer to identify the item with.
    open var tag = 0
    /// Title attributes by state (`.font`, `.foregroundColor` are drawn).
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// UIKit's `init?(coder:)` (`NSCoding`; nothing is decoded: an empty item).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// UIKit's per-state title attributes; the bars draw `.font` and `.foregroundColor` of `.normal`
    /// (and `.disabled` when the item is disabled).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        itemDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// The views that draw this item now, told when it changes (held weakly).
    private var observers: [WeakBarItemObserver] = []

    func addObserver(_ observer: BarItemObserving) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakBarItemObserver(value: observer))
    }

    func removeObserver(_ observer: BarItemObserving) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    func itemDidChange() {
        for o in observers { o.value?.barItemDidChange(self) }
    }
}

/// A view drawing a bar item, refreshed when the item changes.
protocol BarItemObserving: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}

struct WeakBarItemObserver {
    weak var value: BarItemObserving?
}
