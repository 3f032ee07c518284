import Foundation

/// UIKit's reusable collection view element (the base of cells and supplementary views). Subclasses
/// override `init(frame:)`, as on iOS; a collection view makes registered classes through it.
open class UICollectionReusableView: UIView {
    open private(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A storyboard's or xib's reusable view: its reuse identifier comes from the file.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = (coder as? InterfaceBuilderCoder)?.reuseIdentifier
    }

    /// How a collection view makes a registered class (calls `init(frame:)`). Not for your code.
    public required convenience init(__listReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    func setReuseIdentifier(_ id: String) { if reuseIdentifier == nil { reuseIdentifier = id } }
    /// The pool key of a supplementary view ("kind|identifier"), when it differs from the identifier.
    var listReuseKey: String?
    /// A storyboard segue a cell triggers when its item is selected (as `UITableViewCell`'s).
    var storyboardSelectionSegue: ((UICollectionReusableView) -> Void)?

    /// Called before the view is handed out again by a dequeue.
    open func prepareForReuse() {}

    /// The layout's attributes were applied to the view (its frame, transform, alpha and zIndex are
    /// already set); subclasses read their own attributes' values here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Self-sizing: the attributes with the size the view's constraints want at the layout's size
    /// (fitting both ways; list cells keep the width). The default measures with
    /// `systemLayoutSizeFitting` when the view uses constraints, and leaves the size otherwise.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let a = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        if let size = fittingSize(for: a.size, keepsWidth: keepsWidthWhenSelfSizing) { a.size = size }
        return a
    }

    /// Whether self-sizing keeps the layout's width (list cells) or sizes both ways.
    var keepsWidthWhenSelfSizing = false

    func fittingSize(for size: CGSize, keepsWidth: Bool) -> CGSize? {
        let root: UIView = (self as? UICollectionViewCell)?.contentView ?? self
        let uses = (root.autoLayoutState?.installedInSubtree ?? 0) > 0 || (autoLayoutState?.installedInSubtree ?? 0) > 0
        if uses {
            let target = (root.autoLayoutState?.installedInSubtree ?? 0) > 0 ? root : self
            let s = target.systemLayoutSizeFitting(CGSize(width: size.width, height: keepsWidth ? 0 : size.height),
                                                   withHorizontalFittingPriority: keepsWidth ? .required : .fittingSizeLevel,
                                                   verticalFittingPriority: .fittingSizeLevel)
            guard s.width > 0 || s.height > 0 else { return nil }
            return CGSize(width: keepsWidth ? size.width : s.width, height: s.height)
        }
        if let cell = self as? UICollectionViewCell, let v = cell.configuredContentView {
            let h = v.sizeThatFits(CGSize(width: size.width, height: 0)).height
            // List rows are at least 44 points (UIKit's minimum list row height on iPhone).
            return CGSize(width: size.width, height: cell is UICollectionViewListCell ? max(44, h) : h)
        }
        return nil
    }
}

/// UIKit's collection view cell: a `contentView`, optional background and selected background, and
/// the selected and highlighted states (override their setters' `didSet` to restyle, as on iOS).
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) }; setNeedsLayout() }
    }
    /// Shown while selected or highlighted (nil by default in collection views).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = selectedBackgroundView {
                insertSubview(v, aboveSubview: backgroundView ?? contentView)
                sendSubviewToBack(v)
                if let b = backgroundView { sendSubviewToBack(b) }
                v.alpha = isSelected || isHighlighted ? 1 : 0
            }
            setNeedsLayout()
        }
    }
    open var isSelected = false { didSet { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
    open var isHighlighted = false { didSet { updateSelectedBackground(); setNeedsUpdateConfiguration() } }

    open var contentConfiguration: UIContentConfiguration? { didSet { applyContentConfiguration() } }
    var configuredContentView: (UIView & UIContentView)?
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            guard let c = backgroundConfiguration else { return }
            let v = backgroundView ?? UIView()
            v.backgroundColor = c.backgroundColor
            v.layer.cornerRadius = c.cornerRadius
            if backgroundView == nil { backgroundView = v }
        }
    }
    /// iOS 15's update handler, called with the cell's state when it changes.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState()
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        return s
    }
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellParts()
    }

    /// The content view, backgrounds and configured content at the cell's bounds.
    func layoutCellParts() {
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    private func updateSelectedBackground() {
        guard let v = selectedBackgroundView else { return }
        let on = isSelected || isHighlighted
        UIView.performWithoutAnimation { v.alpha = on ? 1 : 0 }
    }

    private func applyContentConfiguration() {
        guard let config = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let v = configuredContentView, v.supports(config) {
            v.configuration = config
        } else {
            configuredContentView?.removeFromSuperview()
            let v = config.makeContentView()
            configuredContentView = v
            contentView.addSubview(v)
        }
        setNeedsLayout()
    }
}

/// iOS 14's list cell: a cell whose default content configuration is a list's (`.cell()`), sized to the
/// list's width by its content, with accessories drawn at its edges (trailing ones from the right:
/// disclosure chevrons, checkmarks, labels, custom views; an outline disclosure that turns when its
/// item expands) and indented by its outline level.
open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    /// Swipe actions a compositional list's swipe asks for (kept; lists take them from here).
    open var leadingSwipeActionsConfiguration: UISwipeActionsConfiguration?
    open var trailingSwipeActionsConfiguration: UISwipeActionsConfiguration?
    open var separatorLayoutGuide: UILayoutGuide { layoutMarginsGuide }
    let separatorView = UIView()
    private var accessoryViews: [(UICellAccessory, UIView)] = []
    /// Set by a diffable data source showing an outline: whether this item's children show.
    var outlineExpanded = false { didSet { if outlineExpanded != oldValue { turnOutlineChevrons() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        keepsWidthWhenSelfSizing = true
        backgroundColor = .systemBackground
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        keepsWidthWhenSelfSizing = true
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override var configurationState: UICellConfigurationState {
        var s = super.configurationState
        s.isExpanded = outlineExpanded
        return s
    }

    static let accessoryGap: CGFloat = 12

    private func rebuildAccessories() {
        for (_, v) in accessoryViews { v.removeFromSuperview() }
        accessoryViews = accessories.map { a in (a, a.makeView(tint: tintColor)) }
        for (_, v) in accessoryViews { addSubview(v) }
        turnOutlineChevrons()
        setNeedsLayout()
    }

    private func turnOutlineChevrons() {
        for (a, v) in accessoryViews where a.isOutline {
            let angle: CGFloat = outlineExpanded ? .pi / 2 : 0
            v.transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    /// Where the outline disclosure sits (the area a tap toggles), in the cell's coordinates.
    var outlineDisclosureFrame: CGRect? { accessoryViews.first { $0.0.isOutline }?.1.frame.insetBy(dx: -12, dy: -12) }
    /// Whether a tap anywhere on the cell toggles its outline (`.header` style).
    var outlineTogglesOnTap: Bool { accessories.contains { $0.outlineStyle == .header } }
    /// `.automatic`: a header row of a list whose first item is the header toggles on a tap anywhere.
    var outlineStyleIsAutomatic: Bool { accessories.contains { $0.outlineStyle == .automatic } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let indent = CGFloat(indentationLevel) * indentationWidth
        var leading = indent, trailing = b.width
        for (a, v) in accessoryViews {
            let size = v.bounds.size
            let y = ((b.height - size.height) / 2).rounded()
            if a.placement == .leading {
                v.center = CGPoint(x: leading + 16 + size.width / 2, y: y + size.height / 2)
                leading += 16 + size.width
            } else {
                v.center = CGPoint(x: trailing - 16 - size.width / 2, y: y + size.height / 2)
                trailing -= 16 + size.width
            }
        }
        if leading > indent { leading += 0 }
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: b.height)
        configuredContentView?.frame = contentView.bounds
        let px = 1 / max(1, UIServices.screenScale)
        separatorView.frame = CGRect(x: leading + 16, y: b.height - px, width: max(0, b.width - leading - 16), height: px)
    }
}

/// iOS 14's cell accessories: disclosure indicator, checkmark, outline disclosure, label, custom view,
/// delete and reorder (drawn as shapes or views at the list cell's edges).
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    public enum Placement: Equatable, Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
        var isLeading: Bool { if case .leading = self { return true } else { return false } }
    }
    public enum OutlineDisclosureStyle: Int, Sendable { case automatic, header, cell }
    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        public var tintColor: UIColor?
        public var isHidden: Bool?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.tintColor = tintColor; self.isHidden = isHidden
        }
    }
    public struct DisclosureIndicatorOptions {
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) { self.tintColor = tintColor }
    }
    public struct CheckmarkOptions {
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) { self.tintColor = tintColor }
    }
    public struct LabelOptions {
        public var font: UIFont
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {
            self.font = font ?? .preferredFont(forTextStyle: .body)
        }
    }
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = false) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden; self.tintColor = tintColor
        }
    }
    public struct DeleteOptions { public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {} }
    public struct ReorderOptions { public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {} }

    enum Kind { case disclosureIndicator(UIColor?), checkmark(UIColor?), delete, reorder, outlineDisclosure(OutlineDisclosureOptions), label(String, UIFont), custom(CustomViewConfiguration) }
    let kind: Kind

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator(options.tintColor))
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark(options.tintColor))
    }
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options))
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options.font))
    }
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .custom(configuration))
    }

    var isOutline: Bool { if case .outlineDisclosure = kind { return true } else { return false } }
    var outlineStyle: OutlineDisclosureStyle? { if case .outlineDisclosure(let o) = kind { return o.style } else { return nil } }
    var placement: PlacementSide {
        switch kind {
        case .delete: return .leading
        case .custom(let c): return c.placement.isLeading ? .leading : .trailing
        default: return .trailing
        }
    }
    enum PlacementSide { case leading, trailing }

    /// The accessory's view: a chevron, checkmark, circle, three bars, a label or the custom view.
    func makeView(tint: UIColor) -> UIView {
        func shape(_ size: CGSize, color: UIColor, width: CGFloat = 2, _ draw: (CGMutablePath) -> Void) -> UIView {
            let v = UIView(frame: CGRect(origin: .zero, size: size))
            let layer = CAShapeLayer()
            let path = CGMutablePath()
            draw(path)
            layer.path = path
            layer.strokeColor = color.cgColor
            layer.fillColor = nil
            layer.lineWidth = width
            layer.lineCap = .round
            layer.lineJoin = .round
            v.layer.addSublayer(layer)
            return v
        }
        switch kind {
        case .disclosureIndicator(let c):
            return shape(CGSize(width: 8, height: 14), color: c ?? .systemGray3) {
                $0.move(to: CGPoint(x: 1.5, y: 1.5)); $0.addLine(to: CGPoint(x: 6.5, y: 7)); $0.addLine(to: CGPoint(x: 1.5, y: 12.5))
            }
        case .checkmark(let c):
            return shape(CGSize(width: 14, height: 14), color: c ?? tint) {
                $0.move(to: CGPoint(x: 1, y: 7.5)); $0.addLine(to: CGPoint(x: 5, y: 12)); $0.addLine(to: CGPoint(x: 13, y: 2))
            }
        case .outlineDisclosure(let o):
            let v = shape(CGSize(width: 14, height: 14), color: o.tintColor ?? tint) {
                $0.move(to: CGPoint(x: 4.5, y: 2)); $0.addLine(to: CGPoint(x: 9.5, y: 7)); $0.addLine(to: CGPoint(x: 4.5, y: 12))
            }
            v.isHidden = o.isHidden ?? false
            return v
        case .delete:
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
            v.backgroundColor = .systemRed
            v.layer.cornerRadius = 11
            return v
        case .reorder:
            return shape(CGSize(width: 18, height: 12), color: .systemGray, width: 1.5) {
                for y in [1.0, 6.0, 11.0] { $0.move(to: CGPoint(x: 0, y: y)); $0.addLine(to: CGPoint(x: 18, y: y)) }
            }
        case .label(let text, let font):
            let l = UILabel()
            l.text = text
            l.font = font
            l.textColor = .secondaryLabel
            l.sizeToFit()
            return l
        case .custom(let c):
            if c.customView.bounds.size == .zero { c.customView.sizeToFit() }
            c.customView.isHidden = c.isHidden ?? false
            if let t = c.tintColor { c.customView.tintColor = t }
            return c.customView
        }
    }
}
