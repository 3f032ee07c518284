import Foundation

/// UIKit's reusable collection view element (the base of cells and supplementary views). Subclasses
/// override `init(frame:)`, as on iOS; a collection view makes registered classes through it.
open class UICollectionReusableView: UIView {
    open private(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view makes a registered class (calls `init(frame:)`). Not for your code.
    public required convenience init(__listReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    func setReuseIdentifier(_ id: String) { if reuseIdentifier == nil { reuseIdentifier = id } }
    /// The pool key of a supplementary view ("kind|identifier"), when it differs from the identifier.
    var listReuseKey: String?

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
            return CGSize(width: size.width, height: h)
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
/// list's width by its content.
open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var accessories: [UICellAccessory] = []
    let separatorView = UIView()

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

    open override func layoutSubviews() {
        super.layoutSubviews()
        let px = 1 / max(1, UIServices.screenScale)
        separatorView.frame = CGRect(x: 16, y: bounds.height - px, width: max(0, bounds.width - 16), height: px)
    }
}

/// iOS 14's cell accessories (kept; a disclosure indicator is the common one).
public struct UICellAccessory {
    enum Kind { case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, label(String) }
    let kind: Kind
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator) }
    public static func checkmark() -> UICellAccessory { UICellAccessory(kind: .checkmark) }
    public static func delete() -> UICellAccessory { UICellAccessory(kind: .delete) }
    public static func reorder() -> UICellAccessory { UICellAccessory(kind: .reorder) }
    public static func outlineDisclosure() -> UICellAccessory { UICellAccessory(kind: .outlineDisclosure) }
    public static func label(text: String) -> UICellAccessory { UICellAccessory(kind: .label(text)) }
}
