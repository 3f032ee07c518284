import Foundation

/// UIKit's navigation bar: a 44-point strip (below the status bar in a navigation controller) showing
/// its top `UINavigationItem` — the title or title view centred (semibold 17 pt), the left and right bar
/// button items at the margins, and, when an item is below the top one, a back button titled with that
/// item's back title (its `backBarButtonItem`'s title, its `backButtonTitle`, its title, else "Back").
/// A translucent backdrop reaches up behind the status bar, with a hairline at the bottom.
///
/// A navigation controller sets the items from its stack; a standalone bar takes `items`,
/// `pushItem(_:animated:)` and `popItem(animated:)` (its back button pops its top item, asking the
/// `delegate`).
open class UINavigationBar: UIView {
    /// Bar height (points), below the status bar.
    public static let height: CGFloat = 44
    /// The bar's height in a compact-height (landscape iPhone) window, as iOS draws it.
    public static let compactHeight: CGFloat = 32
    /// The large-title strip under the bar's 44 points while a large title is shown expanded (iOS 11+:
    /// a 96-point bar, 44 + 52).
    public static let largeTitleHeight: CGFloat = 52
    /// The strip under the title (and the large title) holding the top item's search controller's
    /// search bar (points).
    public static let searchStripHeight: CGFloat = 52
    /// iOS's system blue, the back button's colour.
    public static let tintBlue = UIColor.systemBlue
    /// The gap between bar button items (points).
    static let itemSpacing: CGFloat = 8
    /// The back button's leading inset (its chevron's; points).
    static let backButtonInset: CGFloat = 8

    /// Shows the top item's title.
    public let titleLabel = UILabel(frame: .zero)
    /// The top item's large title (bold 34 pt, at the leading margin), in `largeTitleClip` under the
    /// bar's standard strip.
    let largeTitleLabel = UILabel(frame: .zero)
    /// Clips the large title as the bar collapses over it.
    let largeTitleClip = UIView(frame: .zero)
    /// Whether the top item's large title is shown (the navigation controller decides: `prefersLargeTitles`,
    /// the items' `largeTitleDisplayMode`, a window of regular height).
    var showsLargeTitle = false { didSet { if showsLargeTitle != oldValue { setNeedsLayout() } } }
    /// The search strip's height now (0 to 52: it collapses as the content scrolls; 0 without a search
    /// controller); it sits at the bar's bottom.
    var searchExtent: CGFloat = 0 { didSet { if searchExtent != oldValue { setNeedsLayout() } } }
    /// While the top item's search controller is active (and hides the bar during presentation): the bar
    /// is the search strip alone, the title and items gone.
    var showsSearchOnly = false { didSet { if showsSearchOnly != oldValue { setNeedsLayout() } } }
    /// Clips the search bar as its strip collapses.
    let searchClip = UIView(frame: .zero)
    /// The search bar shown in the strip (the top item's search controller's).
    private weak var shownSearchBar: UISearchBar?
    /// The strip the items sit in (points): 44, or 32 in a compact-height window. The rest of the bar's
    /// height, below it, is the large title's.
    var standardHeight: CGFloat = UINavigationBar.height { didSet { if standardHeight != oldValue { setNeedsLayout() } } }
    /// Told when `prefersLargeTitles` or an item's `largeTitleDisplayMode` changed (the
    /// navigation controller lays its bar and children's safe areas out again).
    var largeTitlesDidChange: (() -> Void)?
    /// Pops the top item (hidden at the root).
    public let backButton = UIButton(frame: .zero)
    /// The translucent white behind the bar and the status bar, and the hairline under it.
    let backdrop = UIView(frame: .zero)
    let hairline = UIView(frame: .zero)
    /// The views of the shown items (bar button item views and custom views), left then right.
    private(set) var leftItemViews: [UIView] = []
    private(set) var rightItemViews: [UIView] = []
    /// The top item's title view, while shown, and its own size when it was put in the bar (UIKit
    /// sizes a title view by the frame you gave it; the bar may only narrow what it shows).
    private weak var shownTitleView: UIView?
    private var titleViewSize = CGSize.zero

    /// The items, bottom first (a navigation controller sets them from its stack).
    open var items: [UINavigationItem]? {
        get { itemStorage.isEmpty ? nil : itemStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemStorage: [UINavigationItem] = []
    /// The bar's delegate (a standalone bar asks it before popping).
    open weak var delegate: UINavigationBarDelegate?
    /// How far the backdrop reaches up behind the status bar (the navigation controller sets it).
    var statusBarExtension: CGFloat = ModalLayout.statusBarHeight { didSet { if statusBarExtension != oldValue { setNeedsLayout() } } }
    /// Set by a navigation controller: the back button pops its stack instead of the bar's items.
    var backAction: (() -> Void)?

    // MARK: Appearance

    /// The bar's background colour (nil: the translucent system white).
    open var barTintColor: UIColor? { didSet { updateAppearance() } }
    /// Whether the bar is translucent (the backdrop is 94 % opaque); an opaque bar draws it solid.
    open var isTranslucent = true { didSet { updateAppearance() } }
    /// UIKit's `barStyle`: `.black` draws a dark bar with a white title.
    open var barStyle: UIBarStyle = .default { didSet { updateAppearance() } }
    /// The title's attributes (`.font` and `.foregroundColor` are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { updateAppearance() } }
    /// iOS 11's large titles: in a navigation controller, an item whose `largeTitleDisplayMode` allows it
    /// shows its title large under a 96-point bar, collapsing to 44 as its content scrolls up (see
    /// `UINavigationController+LargeTitles.swift`).
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { largeTitlesDidChange?() } } }
    /// The large title's attributes (`.font` and `.foregroundColor` are drawn).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { updateAppearance() } }
    /// The back button's chevron image (kept; the preview draws "‹").
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The hairline's image; an empty `UIImage()` hides the hairline, as the common idiom expects.
    open var shadowImage: UIImage? { didSet { updateAppearance() } }
    var backgroundImages: [Int: UIImage] = [:]
    /// iOS 13's appearances: `standardAppearance` is drawn (background colour, shadow colour, title
    /// attributes); the scroll-edge and compact ones are kept.
    open var standardAppearance = UINavigationBarAppearance() { didSet { updateAppearance() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { updateAppearance() } }
    open var compactAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A bar with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        layer.name = "navigationBar"
        backdrop.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        titleLabel.textAlignment = .center
        largeTitleClip.clipsToBounds = true
        largeTitleClip.isUserInteractionEnabled = false
        largeTitleClip.isHidden = true
        largeTitleClip.addSubview(largeTitleLabel)
        searchClip.clipsToBounds = true
        searchClip.isHidden = true
        backButton.isHidden = true
        backButton.accessibilityIdentifier = "backButton"
        backButton.addTarget(nil, action: { [weak self] _ in self?.backButtonTapped() }, for: .touchUpInside)
        addSubview(backdrop)
        addSubview(hairline)
        addSubview(largeTitleClip)
        addSubview(searchClip)
        addSubview(titleLabel)
        addSubview(backButton)
        updateAppearance()
    }

    override func copyAppearance(from proxy: UIView) {
        super.copyAppearance(from: proxy)
        guard let p = proxy as? UINavigationBar else { return }
        if barTintColor == nil, let c = p.barTintColor { barTintColor = c }
        if isTranslucent, !p.isTranslucent { isTranslucent = false }
        if barStyle == .default, p.barStyle != .default { barStyle = p.barStyle }
        if titleTextAttributes == nil, let a = p.titleTextAttributes { titleTextAttributes = a }
        if largeTitleTextAttributes == nil, let a = p.largeTitleTextAttributes { largeTitleTextAttributes = a }
        if !prefersLargeTitles, p.prefersLargeTitles { prefersLargeTitles = true }
        if shadowImage == nil, let i = p.shadowImage { shadowImage = i }
        if backIndicatorImage == nil, let i = p.backIndicatorImage { backIndicatorImage = i }
        for (metrics, image) in p.backgroundImages where backgroundImages[metrics] == nil { backgroundImages[metrics] = image }
        if p.standardAppearance.isCustomised { standardAppearance = p.standardAppearance }
        if scrollEdgeAppearance == nil, let a = p.scrollEdgeAppearance { scrollEdgeAppearance = a }
        if compactAppearance == nil, let a = p.compactAppearance { compactAppearance = a }
        updateAppearance()
    }

    /// UIKit's `setBackgroundImage(_:for:)`; an empty `UIImage()` makes the bar's background clear
    /// (the transparent-bar idiom).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
        updateAppearance()
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateBackButtonColours()
    }

    /// Whether the navigation controller's content is at its scroll edge (nothing scrolled under the
    /// bar): the bar then shows its scroll-edge appearance — with none set, iOS 15's rule, the standard
    /// one with a transparent background and no hairline. Only a navigation controller sets it (it knows
    /// the content scroll view); a bar of your own stays in its standard appearance.
    var isAtScrollEdge = false {
        didSet {
            guard isAtScrollEdge != oldValue else { return }
            if window != nil, !UIView.areAnimationsEnabled || UIView.inheritedAnimationDuration > 0 {
                updateAppearance()
            } else if window != nil {
                UIView.animate(withDuration: UINavigationController.hideShowBarDuration) { self.updateAppearance() }
            } else {
                updateAppearance()
            }
        }
    }

    /// The colours and fonts from the bar's properties and the appearance in use: at the scroll edge
    /// the top item's or the bar's `scrollEdgeAppearance` (else the standard one made transparent),
    /// otherwise the top item's or the bar's `standardAppearance`.
    func updateAppearance() {
        let item = topItem
        let edgeAppearance = isAtScrollEdge ? (item?.scrollEdgeAppearance ?? scrollEdgeAppearance) : nil
        let appearance = edgeAppearance ?? item?.standardAppearance ?? standardAppearance
        let transparentAtEdge = isAtScrollEdge && edgeAppearance == nil
        let clearBackground = backgroundImages[UIBarMetrics.default.rawValue].map { $0.cgImage == nil } ?? false
        var background: UIColor
        switch appearance.backgroundKind {
        case .transparent: background = .clear
        case .opaque: background = appearance.backgroundColor ?? .systemBackground
        case .defaultBackground:
            background = appearance.backgroundColor ?? barTintColor
                ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : .barBackground)
            if isTranslucent, appearance.backgroundColor == nil { background = background.withAlphaComponent(0.94) }
        }
        // Transparent as the background's own colour at alpha 0, not `.clear` (black at 0): a change between
        // the scroll-edge and standard looks then fades the alpha alone instead of passing through grey.
        if clearBackground || transparentAtEdge || appearance.backgroundKind == .transparent {
            let standard = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : .barBackground)
            background = (background.cgColor.alpha > 0 ? background : standard).withAlphaComponent(0)
        }
        backdrop.backgroundColor = background
        let hideShadow = shadowImage.map { $0.cgImage == nil } ?? false
        hairline.backgroundColor = appearance.backgroundKind == .transparent || transparentAtEdge
            ? .clear : (appearance.shadowColor ?? .barHairline)
        hairline.isHidden = hideShadow
        let attributes = titleTextAttributes ?? [:]
        let appearanceAttributes = appearance.titleTextAttributes
        titleLabel.font = (attributes[.font] as? UIFont) ?? (appearanceAttributes[.font] as? UIFont) ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = (attributes[.foregroundColor] as? UIColor) ?? (appearanceAttributes[.foregroundColor] as? UIColor)
            ?? (barStyle == .black ? .white : .label)
        let large = largeTitleTextAttributes ?? [:]
        let appearanceLarge = appearance.largeTitleTextAttributes
        largeTitleLabel.font = (large[.font] as? UIFont) ?? (appearanceLarge[.font] as? UIFont) ?? .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = (large[.foregroundColor] as? UIColor) ?? (appearanceLarge[.foregroundColor] as? UIColor)
            ?? (barStyle == .black ? .white : .label)
        setNeedsLayout()
    }

    private func updateBackButtonColours() {
        let tint = tintColor ?? UINavigationBar.tintBlue
        backButton.setTitleColor(tint, for: .normal)
        backButton.setTitleColor(tint.withAlphaComponent(0.2), for: .highlighted)
    }

    // MARK: Items

    /// The item shown in the middle (the last).
    public var topItem: UINavigationItem? { itemStorage.last }
    /// The item below the top one (its title is the back button's).
    public var backItem: UINavigationItem? { itemStorage.count > 1 ? itemStorage[itemStorage.count - 2] : nil }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for i in itemStorage { i.detach(from: self) }
        itemStorage = items ?? []
        for i in itemStorage { i.attach(to: self) }
        reload(duration: animated ? UINavigationController.transitionDuration : 0)
    }

    /// Pushes `item` on top (the delegate may refuse).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if delegate?.navigationBar(self, shouldPush: item) == false { return }
        itemStorage.append(item)
        item.attach(to: self)
        reload(duration: animated ? UINavigationController.transitionDuration : 0)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item (the delegate may refuse) and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = itemStorage.last else { return nil }
        if delegate?.navigationBar(self, shouldPop: top) == false { return nil }
        itemStorage.removeLast()
        top.detach(from: self)
        reload(duration: animated ? UINavigationController.transitionDuration : 0)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    private func backButtonTapped() {
        if let backAction { backAction() } else { popItem(animated: true) }
    }

    func navigationItemDidChange(_ item: UINavigationItem, animated: Bool) {
        guard item === topItem || item === backItem else { return }
        reload(duration: animated ? UINavigationController.hideShowBarDuration : 0)
    }

    /// The back button's title for the item below the top one, by UIKit's rule.
    static func backTitle(for below: UINavigationItem) -> String {
        if let t = below.backBarButtonItem?.title { return t }
        if let t = below.backButtonTitle { return t }
        if let t = below.title, !t.isEmpty { return t }
        return "Back"
    }

    /// Shows the top item (cross-fading for `duration` > 0).
    func reload(duration: TimeInterval) {
        let apply = { self.rebuildItemViews() }
        if duration > 0, window != nil {
            UIView.transition(with: self, duration: duration, options: [.transitionCrossDissolve, .allowUserInteraction],
                              animations: apply)
        } else {
            apply()
        }
    }

    private func rebuildItemViews() {
        let top = topItem
        titleLabel.text = top?.title
        largeTitleLabel.text = top?.title
        updateAppearance()   // the item's own appearances
        if shownTitleView !== top?.titleView {
            if let old = shownTitleView, old.superview === self { old.removeFromSuperview() }
            shownTitleView = top?.titleView
            if let tv = shownTitleView {
                titleViewSize = Self.naturalSize(of: tv, height: bounds.height > 0 ? bounds.height : UINavigationBar.height)
                addSubview(tv)
            }
        }
        titleLabel.isHidden = shownTitleView != nil
        let searchBar = top?.searchController?.searchBar
        if shownSearchBar !== searchBar {
            if let old = shownSearchBar, old.superview === searchClip {
                old.removeFromSuperview()
                old.isHostedInNavigationBar = false
            }
            shownSearchBar = searchBar
            if let searchBar {
                searchBar.isHostedInNavigationBar = true
                searchClip.addSubview(searchBar)
            }
        }
        searchClip.isHidden = searchBar == nil
        let showsBack = backItem != nil && !(top?.hidesBackButton ?? false)
            && (top?.leftBarButtonItems == nil || top?.leftItemsSupplementBackButton == true)
        if let below = backItem, showsBack {
            let minimal = below.backButtonDisplayMode == .minimal || top?.backButtonDisplayMode == .minimal
            backButton.setTitle(minimal ? "‹" : "‹ " + UINavigationBar.backTitle(for: below), for: .normal)
            backButton.isHidden = false
        } else {
            backButton.setTitle(nil, for: .normal)
            backButton.isHidden = true
        }
        updateBackButtonColours()
        let oldViews = leftItemViews + rightItemViews
        let left = (top?.leftBarButtonItems ?? []).filter { !$0.isHidden }
        let right = (top?.rightBarButtonItems ?? []).filter { !$0.isHidden }
        leftItemViews = left.map { BarItemLayout.view(for: $0, existing: oldViews) }
        rightItemViews = right.map { BarItemLayout.view(for: $0, existing: oldViews) }
        let newViews = leftItemViews + rightItemViews
        for v in oldViews where !newViews.contains(where: { $0 === v }) && v.superview === self { v.removeFromSuperview() }
        for v in newViews where v.superview !== self { addSubview(v) }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The items' side margin: 16 points, 20 on screens 414 points wide and more (UIKit's phone margins).
    var sideMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let full = bounds
        // The items sit in the standard strip at the top; a large title fills what is below it, down to
        // the search strip at the bottom.
        let b = CGRect(x: 0, y: 0, width: full.width, height: min(full.height, standardHeight))
        backdrop.frame = CGRect(x: 0, y: -statusBarExtension, width: full.width, height: full.height + statusBarExtension)
        hairline.frame = CGRect(x: 0, y: full.height - 0.5, width: full.width, height: 0.5)
        layoutSearchStrip(in: full)
        // While searching, the title and items are gone (fading when animated).
        let itemsAlpha: CGFloat = showsSearchOnly ? 0 : 1
        for v in [backButton] + leftItemViews + rightItemViews + (shownTitleView.map { [$0] } ?? []) { v.alpha = itemsAlpha }
        layoutLargeTitle(in: CGRect(x: 0, y: 0, width: full.width, height: max(0, full.height - visibleSearchExtent)))
        if showsSearchOnly {
            titleLabel.alpha = 0
            largeTitleClip.isHidden = true
        }
        var leftEdge = sideMargin
        if !backButton.isHidden {
            let backWidth = min(max(backButton.sizeThatFits(b.size).width, 44), max(44, b.width / 3))
            backButton.frame = CGRect(x: UINavigationBar.backButtonInset, y: 0, width: backWidth, height: b.height)
            leftEdge = backButton.frame.maxX + UINavigationBar.itemSpacing
        }
        let leftItems = (topItem?.leftBarButtonItems ?? []).filter { !$0.isHidden }
        for (view, item) in zip(leftItemViews, leftItems) {
            let w = BarItemLayout.width(of: view, item: item, height: b.height)
            let h = BarItemLayout.height(of: view, height: b.height)
            view.frame = CGRect(x: leftEdge, y: (b.height - h) / 2, width: w, height: h)
            leftEdge += w + UINavigationBar.itemSpacing
        }
        var rightEdge = b.width - sideMargin
        let rightItems = (topItem?.rightBarButtonItems ?? []).filter { !$0.isHidden }
        for (view, item) in zip(rightItemViews, rightItems) {
            let w = BarItemLayout.width(of: view, item: item, height: b.height)
            let h = BarItemLayout.height(of: view, height: b.height)
            view.frame = CGRect(x: rightEdge - w, y: (b.height - h) / 2, width: w, height: h)
            rightEdge -= w + UINavigationBar.itemSpacing
        }
        let usedLeft = leftEdge - UINavigationBar.itemSpacing, usedRight = rightEdge + UINavigationBar.itemSpacing
        // The title: centred in the bar when it fits between the side items, else in the space left.
        if let tv = shownTitleView {
            var size = titleViewSize
            size.height = min(size.height, b.height)
            tv.frame = Self.centred(width: size.width, height: size.height, in: b, between: usedLeft, and: usedRight)
        } else {
            let w = titleLabel.sizeThatFits(CGSize(width: b.width, height: b.height)).width
            titleLabel.frame = Self.centred(width: w, height: b.height, in: b, between: usedLeft, and: usedRight)
        }
    }

    /// A title view's size: its frame's, else its intrinsic size, else what it says fits the bar.
    /// The large title: left-aligned at the side margin, its line's bottom 8 points above the bar's
    /// bottom (a 41-point line of bold 34 pt in the 52-point strip), moving up under the standard strip
    /// as the bar collapses (clipped there) and down with the bar's bottom when content is pulled
    /// down. The small centred title fades in over the last 12 points of the collapse.
    private func layoutLargeTitle(in full: CGRect) {
        let strip = max(0, full.height - standardHeight)
        largeTitleClip.isHidden = !showsLargeTitle
        guard showsLargeTitle else {
            titleLabel.alpha = 1
            return
        }
        largeTitleClip.frame = CGRect(x: 0, y: standardHeight, width: full.width, height: strip)
        let lineHeight = ceil(largeTitleLabel.font.lineHeight)
        let width = max(0, full.width - 2 * sideMargin)
        largeTitleLabel.frame = CGRect(x: sideMargin, y: strip - 8 - lineHeight, width: width, height: lineHeight)
        titleLabel.alpha = max(0, min(1, 1 - strip / 12))
    }

    /// The search strip's height shown: the whole bar while searching, else `searchExtent`.
    private var visibleSearchExtent: CGFloat {
        guard shownSearchBar != nil else { return 0 }
        return showsSearchOnly ? bounds.height : min(searchExtent, bounds.height)
    }

    /// The search strip at the bar's bottom: the search bar at its full 52 points, its top moving up
    /// under the title (clipped) and fading as the strip collapses.
    private func layoutSearchStrip(in full: CGRect) {
        guard let searchBar = shownSearchBar else { return }
        let extent = visibleSearchExtent
        let strip = UINavigationBar.searchStripHeight
        searchClip.frame = CGRect(x: 0, y: full.height - extent, width: full.width, height: extent)
        searchBar.frame = CGRect(x: 0, y: extent - strip, width: full.width, height: strip)
        searchBar.alpha = max(0, min(1, extent / strip))
    }

    static func naturalSize(of view: UIView, height: CGFloat) -> CGSize {
        var size = view.bounds.size
        let intrinsic = view.intrinsicContentSize
        if size.width <= 0, intrinsic.width > 0 { size.width = intrinsic.width }
        if size.height <= 0, intrinsic.height > 0 { size.height = intrinsic.height }
        if size.width <= 0 || size.height <= 0 {
            let fit = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
            if size.width <= 0 { size.width = fit.width }
            if size.height <= 0 { size.height = fit.height }
        }
        return size
    }

    /// A rect `width` wide, centred in `bounds` if it fits between `left` and `right`, else centred
    /// in that space (and no wider than it).
    static func centred(width: CGFloat, height: CGFloat, in bounds: CGRect, between left: CGFloat, and right: CGFloat) -> CGRect {
        let space = max(0, right - left)
        let w = min(width, space)
        var x = bounds.midX - w / 2
        if x < left || x + w > right { x = left + (space - w) / 2 }
        return CGRect(x: x, y: (bounds.height - height) / 2, width: w, height: height)
    }

    /// Shows `title` and, when `backTitle` is non-nil, a back button with it: the bar's old interface,
    /// kept for callers that set texts directly (a one-item or two-item stack of plain items).
    func show(title: String?, backTitle: String?, duration: TimeInterval) {
        var items: [UINavigationItem] = []
        if let backTitle { items.append(UINavigationItem(title: backTitle)) }
        items.append(title.map { UINavigationItem(title: $0) } ?? UINavigationItem())
        setItems(items, animated: duration > 0)
    }
}

/// UIKit's `UINavigationBarDelegate` (every method optional).
@MainActor @preconcurrency public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// UIKit's `UIBarStyle` (raw values UIKit's).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
    public static let blackOpaque = UIBarStyle.black
    public static let blackTranslucent = UIBarStyle.black
}

/// UIKit's `UIBarMetrics` (raw values UIKit's).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}

/// UIKit's `UIBarPosition` (raw values UIKit's).
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom = 1, top = 2, topAttached = 3
}
