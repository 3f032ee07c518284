import Foundation

/// UIKit's toolbar: a 44-point bar of bar button items, laid out from the leading margin (16 points,
/// 20 on screens 414 points wide and more) with 8 points between items; flexible spaces share what is
/// left, fixed spaces take their `width`. A navigation controller has one (`toolbar`, showing its top
/// controller's `toolbarItems`); a standalone toolbar is placed like any view.
open class UIToolbar: UIView {
    /// Bar height (points), above the home indicator.
    public static let height: CGFloat = 44

    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        get { itemStorage.isEmpty ? nil : itemStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemStorage: [UIBarButtonItem] = []
    /// The views of the items that draw (spaces have none), by item.
    private var itemViews: [(item: UIBarButtonItem, view: UIView)] = []

    open weak var delegate: UIToolbarDelegate?
    /// The background colour (nil: the translucent system white).
    open var barTintColor: UIColor? { didSet { updateAppearance() } }
    open var isTranslucent = true { didSet { updateAppearance() } }
    open var barStyle: UIBarStyle = .default { didSet { updateAppearance() } }
    /// iOS 13's appearances (`standardAppearance`'s background and shadow colour drawn).
    open var standardAppearance = UIToolbarAppearance() { didSet { updateAppearance() } }
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    private var backgroundImages: [Int: UIImage] = [:]
    private var shadowImages: [Int: UIImage] = [:]

    /// The backdrop (reaching down behind the home indicator in a navigation controller) and the
    /// hairline along the top.
    let backdrop = UIView(frame: .zero)
    let hairline = UIView(frame: .zero)
    /// How far the backdrop reaches below the bar (the navigation controller sets it).
    var bottomExtension: CGFloat = 0 { didSet { if bottomExtension != oldValue { setNeedsLayout() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A toolbar with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backdrop.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        addSubview(backdrop)
        addSubview(hairline)
        updateAppearance()
    }

    override func copyAppearance(from proxy: UIView) {
        super.copyAppearance(from: proxy)
        guard let p = proxy as? UIToolbar else { return }
        if barTintColor == nil, let c = p.barTintColor { barTintColor = c }
        if isTranslucent, !p.isTranslucent { isTranslucent = false }
        if barStyle == .default, p.barStyle != .default { barStyle = p.barStyle }
        if p.standardAppearance.isCustomised { standardAppearance = p.standardAppearance }
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let apply = {
            self.itemStorage = items ?? []
            let old = self.itemViews.map(\.view)
            self.itemViews = self.itemStorage.filter { !$0.isSpace && !$0.isHidden }.map { ($0, BarItemLayout.view(for: $0, existing: old)) }
            let new = self.itemViews.map(\.view)
            for v in old where !new.contains(where: { $0 === v }) && v.superview === self { v.removeFromSuperview() }
            for v in new where v.superview !== self { self.addSubview(v) }
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        if animated, window != nil {
            UIView.transition(with: self, duration: UINavigationController.hideShowBarDuration,
                              options: [.transitionCrossDissolve, .allowUserInteraction], animations: apply)
        } else {
            apply()
        }
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
        updateAppearance()
    }

    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics.rawValue]
    }

    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom.rawValue] = shadowImage
        updateAppearance()
    }

    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom.rawValue] }

    private func updateAppearance() {
        backdrop.backgroundColor = BarBackground.color(appearance: standardAppearance, barTintColor: barTintColor,
                                                       isTranslucent: isTranslucent, barStyle: barStyle,
                                                       clearImage: backgroundImages[UIBarMetrics.default.rawValue])
        let hidden = shadowImages.values.contains { $0.cgImage == nil }
        hairline.backgroundColor = standardAppearance.backgroundKind == .transparent ? .clear : (standardAppearance.shadowColor ?? .barHairline)
        hairline.isHidden = hidden
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UIToolbar.height) }

    /// The items' side margin.
    var sideMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backdrop.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height + bottomExtension)
        hairline.frame = CGRect(x: 0, y: 0, width: b.width, height: 0.5)
        let shown = itemStorage.filter { !$0.isHidden }
        let spacing: CGFloat = 8
        // Widths: fixed spaces and items their own; flexible spaces share the rest.
        var widths: [CGFloat] = []
        var flexible = 0
        for item in shown {
            if item.systemItem == .flexibleSpace { widths.append(0); flexible += 1; continue }
            if item.systemItem == .fixedSpace { widths.append(max(0, item.width)); continue }
            guard let view = itemViews.first(where: { $0.item === item })?.view else { widths.append(0); continue }
            widths.append(BarItemLayout.width(of: view, item: item, height: b.height))
        }
        let gaps = CGFloat(max(0, shown.count - 1)) * spacing
        let used = widths.reduce(0, +) + gaps
        let free = max(0, b.width - 2 * sideMargin - used)
        let flexibleWidth = flexible > 0 ? free / CGFloat(flexible) : 0
        var x = sideMargin
        for (item, width) in zip(shown, widths) {
            let w = item.systemItem == .flexibleSpace ? flexibleWidth : width
            if let view = itemViews.first(where: { $0.item === item })?.view {
                let h = BarItemLayout.height(of: view, height: b.height)
                view.frame = CGRect(x: x, y: (b.height - h) / 2, width: w, height: h)
            }
            x += w + spacing
        }
    }
}

/// UIKit's `UIToolbarDelegate` (its one method optional).
@MainActor @preconcurrency public protocol UIToolbarDelegate: AnyObject {
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIToolbarDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// UIKit's `UIBarPositioning`: a bar with a position.
@MainActor @preconcurrency public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

extension UIToolbar: UIBarPositioning {
    public var barPosition: UIBarPosition { .bottom }
}

extension UINavigationBar: UIBarPositioning {
    public var barPosition: UIBarPosition { .top }
}

/// The backdrop colour of a bar from its appearance and properties.
enum BarBackground {
    static func color(appearance: UIBarAppearance, barTintColor: UIColor?, isTranslucent: Bool, barStyle: UIBarStyle,
                      clearImage: UIImage?) -> UIColor {
        if let image = clearImage, image.cgImage == nil { return .clear }
        switch appearance.backgroundKind {
        case .transparent: return appearance.backgroundColor ?? .clear
        case .opaque: return appearance.backgroundColor ?? .systemBackground
        case .defaultBackground:
            if let c = appearance.backgroundColor { return c }
            let base = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : .barBackground)
            return isTranslucent ? base.withAlphaComponent(0.94) : base
        }
    }
}
