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
    /// The frame is the layout's frame for the element being dequeued, as UIKit passes it: a cell's
    /// `init(frame:)` sees its item size (`imageView = UIImageView(frame: bounds)` fills the cell).
    public required convenience init(__listReuseIdentifier identifier: String) {
        self.init(frame: UICollectionReusableView.dequeueFrame)
        reuseIdentifier = identifier
    }

    /// The layout frame of the element a collection view is dequeuing (zero outside a dequeue, or
    /// when the layout has none for it yet). Set only around the registered class's initialiser.
    static var dequeueFrame: CGRect = .zero

    func setReuseIdentifier(_ id: String) { if reuseIdentifier == nil { reuseIdentifier = id } }
    /// The pool key of a supplementary view ("kind|identifier"), when it differs from the identifier.
    var listReuseKey: String?
    /// A storyboard segue a cell triggers when its item is selected (as `UITableViewCell`'s).
    var storyboardSelectionSegue: ((UICollectionReusableView) -> Void)?

    /// Set by the collection view on the views of a list section (`NSCollectionLayoutSection.list`):
    /// the list's appearance, header or footer, the item's place in its section, the editing state.
    var listContext: ListElementContext? { didSet { if listContext != oldValue { listContextDidChange(from: oldValue) } } }
    func listContextDidChange(from old: ListElementContext?) {}

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
        if let cell = self as? UICollectionViewCell, let v = cell.configuredContentView {
            // A content configuration's view is measured by itself: by its constraints when it uses
            // Auto Layout inside (Apple's custom content view pattern), else by `sizeThatFits`.
            let width = keepsWidth ? cell.contentWidth(forCellWidth: size.width) : size.width
            var h: CGFloat
            if (v.autoLayoutState?.installedInSubtree ?? 0) > 0 {
                h = v.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel).height
                if !(h > 0) { h = v.sizeThatFits(CGSize(width: width, height: 0)).height }
            } else {
                h = v.sizeThatFits(CGSize(width: width, height: 0)).height
            }
            if !h.isFinite || h < 0 { h = 0 }
            // List rows are at least 44 points (UIKit's minimum list row height on iPhone).
            return CGSize(width: size.width, height: cell is UICollectionViewListCell ? max(44, h) : h)
        }
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
        return nil
    }
}

/// UIKit's collection view cell: a `contentView`, optional background and selected background, and
/// the selected and highlighted states (override their setters' `didSet` to restyle, as on iOS).
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView {
                insertSubview(v, at: 0)
                // UIKit: a background view and a background configuration exclude each other.
                if backgroundConfiguration != nil { backgroundConfiguration = nil }
            }
            setNeedsLayout()
            backgroundConfigurationDidApply()
        }
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
                if backgroundConfiguration != nil { backgroundConfiguration = nil }
            }
            setNeedsLayout()
            backgroundConfigurationDidApply()
        }
    }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    open var contentConfiguration: UIContentConfiguration? { didSet { applyContentConfiguration() } }
    var configuredContentView: (UIView & UIContentView)?
    /// The background (fill, corner radius, border) drawn behind the content; setting one replaces the
    /// cell's default background. While `automaticallyUpdatesBackgroundConfiguration` is true the cell
    /// applies `updated(for:)` of it on every state change (so a list background greys while the cell
    /// is highlighted or selected).
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    /// iOS 14: whether the cell replaces its content configuration with `updated(for:)` of it when its
    /// state changes. Default true; turn it off when `updateConfiguration(using:)` does it itself.
    open var automaticallyUpdatesContentConfiguration = true
    /// iOS 14: whether the cell replaces its background configuration with `updated(for:)` of it when
    /// its state changes. Default true.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The view drawing `backgroundConfiguration` (behind `backgroundView`'s place).
    var configuredBackgroundView: UIView?
    /// Set by an animated deselection: the state change that follows fades instead of switching.
    var animatesStateChange = false
    /// While the automatic state update replaces the content configuration.
    var isUpdatingConfigurationForState = false
    /// iOS 15's update handler, called with the cell's state when it changes.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        s.isEditing = listContext?.isEditing ?? false
        return s
    }
    /// Applies the automatic configuration updates and calls `updateConfiguration(using:)` with the
    /// current state (UIKit defers this to the next layout; here it runs at once).
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration {
            // A state's configuration keeps the cell's size (highlighting never resizes a row).
            isUpdatingConfigurationForState = true
            contentConfiguration = c.updated(for: state)
            isUpdatingConfigurationForState = false
        }
        if automaticallyUpdatesBackgroundConfiguration, let b = backgroundConfiguration {
            let u = b.updated(for: state)
            if u != b { backgroundConfiguration = u }
        }
        updateConfiguration(using: state)
    }
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }

    /// iOS 16: the background configuration for the cell's style: a list cell's follows its list's
    /// appearance (`listPlainCell()`, `listGroupedCell()`, `listSidebarCell()`, or a header's or
    /// footer's); other cells' is `clear()`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let context = listContext else { return .clear() }
        return context.defaultBackground
    }

    func stateDidChange() {
        updateSelectedBackground()
        setNeedsUpdateConfiguration()
        defaultStateDidChange()
    }
    /// The list cell's default background and accessories follow the state (overridden there).
    func defaultStateDidChange() {}

    private func applyBackgroundConfiguration() {
        if backgroundConfiguration != nil {
            if backgroundView != nil { backgroundView = nil }
            if selectedBackgroundView != nil { selectedBackgroundView = nil }
        }
        guard let c = backgroundConfiguration else {
            backgroundConfigurationDidApply()
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        let v: UIView
        if let existing = configuredBackgroundView { v = existing } else {
            v = UIView()
            v.isUserInteractionEnabled = false
            configuredBackgroundView = v
            insertSubview(v, at: 0)
            v.frame = bounds
        }
        let change = {
            v.backgroundColor = c.resolvedBackgroundColor(for: self.tintColor)
            v.layer.cornerRadius = c.cornerRadius
            v.layer.borderColor = c.strokeColor?.cgColor
            v.layer.borderWidth = c.strokeWidth
        }
        if animatesStateChange {
            UIView.animate(withDuration: ListAnimationTiming.deselectDuration, delay: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState], animations: change, completion: nil)
        } else {
            UIView.performWithoutAnimation(change)
        }
        backgroundConfigurationDidApply()
    }
    /// The list cell drops its default background when a configuration is set (overridden there).
    func backgroundConfigurationDidApply() {}

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

    /// The content view's width in a cell `width` wide (a list cell's accessories take their part).
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat { width }

    /// The content view, backgrounds and configured content at the cell's bounds.
    func layoutCellParts() {
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configuredBackgroundView?.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    private func updateSelectedBackground() {
        guard let v = selectedBackgroundView else { return }
        let on = isSelected || isHighlighted
        if animatesStateChange {
            UIView.animate(withDuration: ListAnimationTiming.deselectDuration, delay: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState], animations: { v.alpha = on ? 1 : 0 }, completion: nil)
        } else {
            UIView.performWithoutAnimation { v.alpha = on ? 1 : 0 }
        }
    }

    /// With the collection view's `selfSizingInvalidation` on, the cell is measured again.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? UICollectionView)?.cellNeedsResizing(self)
    }

    private func applyContentConfiguration() {
        guard let config = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let replacesConfiguration = configuredContentView != nil
        if let v = configuredContentView, v.supports(config) {
            v.configuration = config
        } else {
            configuredContentView?.removeFromSuperview()
            let v = config.makeContentView()
            configuredContentView = v
            contentView.addSubview(v)
        }
        setNeedsLayout()
        // A new configuration on a cell on screen is a self-sizing invalidation (iOS 16).
        if replacesConfiguration, !isUpdatingConfigurationForState { (superview as? UICollectionView)?.cellNeedsResizing(self) }
    }
}
