import Foundation

/// UIKit's tab bar: a 49-point bar (its backdrop reaching down behind the home indicator) with its
/// items side by side in equal widths — each a 25-point template image over a 10-point title, in the
/// tint when selected and in `unselectedItemTintColor` (system grey) otherwise, and a red badge at the
/// image's corner. A tap on an item selects it and tells the delegate (a tab bar controller's bar
/// switches controllers).
open class UITabBar: UIView {
    /// Bar height (points), above the home indicator.
    public static let height: CGFloat = 49

    open var items: [UITabBarItem]? {
        get { itemStorage.isEmpty ? nil : itemStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemStorage: [UITabBarItem] = []
    private(set) var itemViews: [TabBarItemView] = []
    /// The selected item (one of `items`, or nil).
    open var selectedItem: UITabBarItem? {
        didSet { if selectedItem !== oldValue { refreshSelection() } }
    }
    open weak var delegate: UITabBarDelegate?
    /// The colour of unselected items (nil: system grey).
    open var unselectedItemTintColor: UIColor? { didSet { refreshSelection() } }
    /// iOS 7's selected image tint (deprecated; the tint colour is used when nil).
    open var selectedImageTintColor: UIColor? { didSet { refreshSelection() } }
    open var barTintColor: UIColor? { didSet { updateAppearance() } }
    open var isTranslucent = true { didSet { updateAppearance() } }
    open var barStyle: UIBarStyle = .default { didSet { updateAppearance() } }
    open var backgroundImage: UIImage? { didSet { updateAppearance() } }
    open var shadowImage: UIImage? { didSet { updateAppearance() } }
    open var selectionIndicatorImage: UIImage?
    open var itemPositioning: ItemPositioning = .automatic
    open var itemWidth: CGFloat = 0
    open var itemSpacing: CGFloat = 0
    /// iOS 13's appearances (`standardAppearance`'s background and shadow colour drawn).
    open var standardAppearance = UITabBarAppearance() { didSet { updateAppearance() } }
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// UIKit's `UITabBar.ItemPositioning` (raw values UIKit's).
    public enum ItemPositioning: Int, Sendable { case automatic = 0, fill = 1, centered = 2 }

    let backdrop = UIView(frame: .zero)
    let hairline = UIView(frame: .zero)
    /// The height of the items' strip (the rest of the bounds is the home indicator's).
    var itemStripHeight: CGFloat = UITabBar.height { didSet { if itemStripHeight != oldValue { setNeedsLayout() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A tab bar with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        layer.name = "tabBar"
        backdrop.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        addSubview(backdrop)
        addSubview(hairline)
        updateAppearance()
    }

    override func copyAppearance(from proxy: UIView) {
        super.copyAppearance(from: proxy)
        guard let p = proxy as? UITabBar else { return }
        if barTintColor == nil, let c = p.barTintColor { barTintColor = c }
        if unselectedItemTintColor == nil, let c = p.unselectedItemTintColor { unselectedItemTintColor = c }
        if isTranslucent, !p.isTranslucent { isTranslucent = false }
        if barStyle == .default, p.barStyle != .default { barStyle = p.barStyle }
        if backgroundImage == nil, let i = p.backgroundImage { backgroundImage = i }
        if shadowImage == nil, let i = p.shadowImage { shadowImage = i }
        if p.standardAppearance.isCustomised { standardAppearance = p.standardAppearance }
        if scrollEdgeAppearance == nil, let a = p.scrollEdgeAppearance { scrollEdgeAppearance = a }
        refreshSelection()
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        itemStorage = items ?? []
        let old = itemViews
        itemViews = itemStorage.map { item in old.first { $0.item === item } ?? TabBarItemView(item: item, bar: self) }
        for v in old where !itemViews.contains(where: { $0 === v }) { v.removeFromSuperview() }
        for v in itemViews where v.superview !== self { addSubview(v) }
        if let s = selectedItem, !itemStorage.contains(where: { $0 === s }) { selectedItem = nil }
        refreshSelection()
        setNeedsLayout()
    }

    /// An item view was tapped: select it (unless disabled) and tell the delegate.
    func itemTapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let delegate {
            delegate.tabBar(self, didSelect: item)
        } else {
            selectedItem = item
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshSelection()
    }

    func refreshSelection() {
        for v in itemViews { v.refresh() }
    }

    /// The colour an item is drawn in.
    func colour(selected: Bool) -> UIColor {
        selected ? (selectedImageTintColor ?? tintColor ?? .systemBlue) : (unselectedItemTintColor ?? UIColor.systemGray)
    }

    private func updateAppearance() {
        backdrop.backgroundColor = BarBackground.color(appearance: standardAppearance, barTintColor: barTintColor,
                                                       isTranslucent: isTranslucent, barStyle: barStyle, clearImage: backgroundImage)
        hairline.backgroundColor = standardAppearance.backgroundKind == .transparent ? .clear : (standardAppearance.shadowColor ?? .barHairline)
        hairline.isHidden = shadowImage.map { $0.cgImage == nil } ?? false
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UITabBar.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backdrop.frame = b
        hairline.frame = CGRect(x: 0, y: 0, width: b.width, height: 0.5)
        guard !itemViews.isEmpty else { return }
        let w = b.width / CGFloat(itemViews.count)
        for (i, v) in itemViews.enumerated() {
            v.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: min(itemStripHeight, b.height))
        }
    }
}

/// UIKit's `UITabBarDelegate` (every method optional).
@MainActor @preconcurrency public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// One tab: the item's image (25 points, template) above its title (10 points, medium), coloured by
/// selection, with the badge; a tap selects it.
final class TabBarItemView: UIControl, BarItemObserving {
    let item: UITabBarItem
    weak var bar: UITabBar?
    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let badge = UILabel(frame: .zero)

    init(item: UITabBarItem, bar: UITabBar) {
        self.item = item
        self.bar = bar
        super.init(frame: .zero)
        item.addObserver(self)
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.clipsToBounds = true
        for v in [imageView, titleLabel, badge] as [UIView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        addTarget(nil, action: { [weak self] _ in
            guard let self else { return }
            self.bar?.itemTapped(self.item)
        }, for: .touchUpInside)
        accessibilityIdentifier = item.title.map { "tab:" + $0 }
        refresh()
    }

    required init?(coder: NSCoder) {
        item = UITabBarItem()
        super.init(coder: coder)
    }

    deinit { item.removeObserver(self) }

    func barItemDidChange(_ item: UIBarItem) { refresh() }

    func refresh() {
        let selected = bar?.selectedItem === item
        let colour = bar?.colour(selected: selected) ?? .systemBlue
        var image = selected ? (item.selectedImage ?? item.image) : item.image
        if let i = image, i.renderingMode == .automatic { image = i.withRenderingMode(.alwaysTemplate) }
        imageView.image = image
        imageView.tintColor = colour
        imageView.alpha = item.isEnabled ? 1 : 0.35
        titleLabel.text = item.title
        titleLabel.textColor = item.isEnabled ? colour : colour.withAlphaComponent(0.35)
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let hasImage = imageView.image != nil
        let imageSize = imageView.image.map { s -> CGSize in
            let sz = s.size
            let k = min(1, 25 / max(sz.width, sz.height, 1))
            return CGSize(width: sz.width * k, height: sz.height * k)
        } ?? .zero
        let adjust = item.titlePositionAdjustment
        if hasImage {
            imageView.frame = CGRect(x: b.midX - imageSize.width / 2 + item.imageInsets.left - item.imageInsets.right,
                                     y: 7 + (25 - imageSize.height) / 2 + item.imageInsets.top - item.imageInsets.bottom,
                                     width: imageSize.width, height: imageSize.height)
            titleLabel.frame = CGRect(x: 2 + adjust.horizontal, y: 35 + adjust.vertical, width: max(0, b.width - 4), height: 12)
        } else {
            imageView.frame = .zero
            titleLabel.frame = CGRect(x: 2 + adjust.horizontal, y: (b.height - 12) / 2 + adjust.vertical, width: max(0, b.width - 4), height: 12)
        }
        if let text = badge.text {
            let textWidth = badge.sizeThatFits(CGSize(width: 200, height: 18)).width
            let w = max(18, text.isEmpty ? 10 : textWidth + 10)
            let h: CGFloat = text.isEmpty ? 10 : 18
            badge.frame = CGRect(x: b.midX + 5, y: 2, width: w, height: h)
            badge.layer.cornerRadius = h / 2
        }
    }
}
