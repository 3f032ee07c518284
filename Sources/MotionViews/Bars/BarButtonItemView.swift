import Foundation

/// The button a navigation bar or toolbar draws for a `UIBarButtonItem` (UIKit's private
/// `_UIButtonBarButton`): the item's title (17 pt; semibold for `.done`) or its image as a template,
/// in the item's tint or the bar's, dimmed when disabled; a tap runs the item's action.
final class BarButtonItemView: UIButton, BarItemObserving {
    /// The colour of a disabled item's title and image (UIKit draws them in a light grey).
    static let disabledAlpha: CGFloat = 0.35
    let item: UIBarButtonItem

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        buttonType = .system
        item.addObserver(self)
        addTarget(nil, action: { [weak self] _ in
            guard let self else { return }
            // iOS 14: an item with a menu and no action opens the menu on a tap.
            if let menu = self.item.menu, !self.item.hasAction, self.item.isEnabled {
                MenuPresentation.present(menu, from: self, sender: self.item)
            } else {
                self.item.performTap()
            }
        }, for: .touchUpInside)
        refresh()
    }

    required init?(coder: NSCoder) {
        item = UIBarButtonItem()
        super.init(coder: coder)
    }

    deinit { item.removeObserver(self) }

    func barItemDidChange(_ item: UIBarItem) {
        refresh()
        superview?.setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    /// The image drawn: the item's, or the symbol of its system item; as a template unless it is
    /// marked `.alwaysOriginal` (UIKit draws bar images as templates).
    var shownImage: UIImage? {
        if let image = item.image {
            return image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
        }
        if let name = item.systemSymbolName, let symbol = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 22)) {
            return symbol
        }
        return nil
    }

    /// The title drawn: the item's, a system item's English title, or a stand-in character for an icon
    /// system item when no symbol can be drawn.
    var shownTitle: String? {
        if item.image != nil { return nil }
        if let t = item.title { return t }
        if let t = item.systemTitle { return t }
        if shownImage == nil { return item.systemFallbackText }
        return nil
    }

    func refresh() {
        let proxies = item.appearanceProxies
        let state: UIControl.State = item.isEnabled ? .normal : .disabled
        let attributes = item.titleTextAttributes(for: state) ?? item.titleTextAttributes(for: .normal)
            ?? proxies.lazy.compactMap { $0.titleTextAttributes(for: state) ?? $0.titleTextAttributes(for: .normal) }.first
        let proxyTint = proxies.lazy.compactMap { ($0 as? UIBarButtonItem)?.tintColor }.first
        let weight: UIFont.Weight = item.style == .done ? .semibold : .regular
        titleLabel?.font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 17, weight: weight)
        let tint = (attributes?[.foregroundColor] as? UIColor) ?? item.tintColor ?? proxyTint ?? superview?.tintColor ?? tintColor ?? .systemBlue
        setTitleColor(tint, for: .normal)
        setTitleColor(tint.withAlphaComponent(0.2), for: .highlighted)
        setTitleColor(tint.withAlphaComponent(Self.disabledAlpha), for: .disabled)
        setTitle(shownTitle, for: .normal)
        setImage(shownImage, for: .normal)
        imageView?.tintColor = item.tintColor ?? proxyTint
        imageView?.alpha = item.isEnabled ? 1 : Self.disabledAlpha
        imageEdgeInsets = item.imageInsets
        isEnabled = item.isEnabled
        isHidden = item.isHidden
        accessibilityIdentifier = item.accessibilityIdentifierForBar
    }

    /// The item's natural width: its `width` when positive, else its content's.
    func naturalWidth(height: CGFloat) -> CGFloat {
        if item.width > 0 { return item.width }
        let fit = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
        return max(fit.width, shownImage != nil ? 28 : 0)
    }
}

extension UIBarButtonItem {
    /// The name given to the item's view, so traces and tests can find it: the item's title, else its
    /// system item's name.
    var accessibilityIdentifierForBar: String? {
        if let t = title { return "barItem:" + t }
        if let s = systemItem { return "barItem:\(s)" }
        return nil
    }
}

/// How a bar lays out its bar button items' views (navigation bars, toolbars).
enum BarItemLayout {
    /// The view for `item`: its custom view, or a `BarButtonItemView` (kept from `existing` when it is
    /// already the item's).
    static func view(for item: UIBarButtonItem, existing: [UIView]) -> UIView {
        if let custom = item.customView { return custom }
        if let kept = existing.first(where: { ($0 as? BarButtonItemView)?.item === item }) { return kept }
        return BarButtonItemView(item: item)
    }

    /// The width a view takes in a bar of `height` points.
    static func width(of view: UIView, item: UIBarButtonItem, height: CGFloat) -> CGFloat {
        if let v = view as? BarButtonItemView { return v.naturalWidth(height: height) }
        if item.width > 0 { return item.width }
        let w = view.bounds.width
        if w > 0 { return w }
        let intrinsic = view.intrinsicContentSize.width
        if intrinsic > 0 { return intrinsic }
        return view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)).width
    }

    /// The height of `view` in a bar of `height` points: a custom view keeps its own height (at most
    /// the bar's), a button fills the bar.
    static func height(of view: UIView, height: CGFloat) -> CGFloat {
        if view is BarButtonItemView { return height }
        var h = view.bounds.height
        if h <= 0 { h = view.intrinsicContentSize.height }
        if h <= 0 { h = height }
        return min(h, height)
    }
}
