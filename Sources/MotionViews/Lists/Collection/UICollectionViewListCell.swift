import Foundation

/// iOS 14's list cell: a cell whose default content configuration is its list's (`.cell()`, or the
/// header and footer styles when it is a list's supplementary view), sized to the list's width by its
/// content, with accessories drawn at its edges and indented by its outline level.
///
/// **Default background.** Until you set a `backgroundConfiguration`, `backgroundView` or
/// `selectedBackgroundView`, the cell draws its list's default background
/// (`defaultBackgroundConfiguration()`: `listPlainCell()`, `listGroupedCell()`, `listSidebarCell()`,
/// a header's or footer's), resolved for the cell's state: `systemGray4` while highlighted or
/// selected, as UIKit's list cells; an animated `deselectItem(at:animated: true)` fades it back over
/// `ListAnimationTiming.deselectDuration`. In an inset-grouped section the first and last cells round
/// the card's corners (10 points).
///
/// **Editing.** The collection view's `isEditing` reaches the cell (`configurationState.isEditing`);
/// accessories show in the states their `displayed` says, appearing and leaving with the list timing.
///
/// **Separators.** Under each cell but the last of a grouped or inset-grouped section (and none in
/// headers and footers), from the content's leading edge plus 16 points, as the list's
/// `separatorConfiguration` and `itemSeparatorHandler` say (visibility, insets, colour).
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
    /// Made when a separator configuration shows a top separator.
    var topSeparatorView: UIView?
    /// Draws the default background while no background is set (see the type's comment).
    let defaultBackgroundView = UIView()
    private var accessoryViews: [(UICellAccessory, UIView)] = []
    /// The accessories' views, in the order of `accessories`.
    var madeAccessoryViews: [UIView] { accessoryViews.map(\.1) }
    /// Set by a diffable data source showing an outline: whether this item's children show.
    var outlineExpanded = false { didSet { if outlineExpanded != oldValue { turnOutlineChevrons() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListParts()
    }

    private func setUpListParts() {
        keepsWidthWhenSelfSizing = true
        defaultBackgroundView.isUserInteractionEnabled = false
        insertSubview(defaultBackgroundView, at: 0)
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
        refreshDefaultBackground()
    }

    /// The list's style for this cell: a header's or footer's inside a list section's supplementary
    /// view, the sidebar's in a sidebar list, else `.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let c = listContext else { return .cell() }
        let sidebar = c.appearance == .sidebar || c.appearance == .sidebarPlain
        switch c.supplementaryKind {
        case UICollectionView.elementKindSectionHeader?:
            return c.appearance == .plain ? .plainHeader() : sidebar ? .sidebarHeader() : .groupedHeader()
        case .some:
            return c.appearance == .plain || sidebar ? .plainFooter() : .groupedFooter()
        case nil:
            return sidebar ? .sidebarCell() : .cell()
        }
    }

    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        listContext?.defaultBackground ?? .listPlainCell()
    }

    open override var configurationState: UICellConfigurationState {
        var s = super.configurationState
        s.isExpanded = outlineExpanded
        return s
    }

    static let accessoryGap: CGFloat = 12

    // MARK: State

    override func listContextDidChange(from old: ListElementContext?) {
        let editingChanged = (old?.isEditing ?? false) != (listContext?.isEditing ?? false)
        refreshDefaultBackground()
        refreshSeparatorColors()
        if editingChanged {
            setNeedsUpdateConfiguration()
            // Accessories that come and go with editing slide and fade with the list timing.
            ListAnimationTiming.perform(animated: old != nil && window != nil, { [self] in
                setNeedsLayout()
                layoutIfNeeded()
            })
        } else {
            setNeedsLayout()
        }
    }

    override func defaultStateDidChange() {
        for (a, v) in accessoryViews where a.isMultiselect { (v as? MultiselectAccessoryView)?.isChecked = isSelected }
        refreshDefaultBackground()
    }

    override func backgroundConfigurationDidApply() { refreshDefaultBackground() }

    /// Whether the default background draws (nothing else was set).
    var drawsDefaultBackground: Bool { backgroundConfiguration == nil && backgroundView == nil && selectedBackgroundView == nil }

    private func refreshDefaultBackground() {
        let on = drawsDefaultBackground
        if defaultBackgroundView.isHidden == on { defaultBackgroundView.isHidden = !on }
        guard on else { return }
        let color = defaultBackgroundConfiguration().updated(for: configurationState).resolvedBackgroundColor(for: tintColor)
        guard defaultBackgroundView.backgroundColor != color else { return }
        let v = defaultBackgroundView
        if animatesStateChange {
            UIView.animate(withDuration: ListAnimationTiming.deselectDuration, delay: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState], animations: { v.backgroundColor = color }, completion: nil)
        } else {
            UIView.performWithoutAnimation { v.backgroundColor = color }
        }
    }

    private func refreshSeparatorColors() {
        let color = listContext?.separatorColor ?? .separator
        if separatorView.backgroundColor != color { separatorView.backgroundColor = color }
        topSeparatorView?.backgroundColor = color
    }

    // MARK: Accessories

    private func rebuildAccessories() {
        for (_, v) in accessoryViews { v.removeFromSuperview() }
        accessoryViews = accessories.map { a in (a, a.makeView(tint: tintColor)) }
        for (a, v) in accessoryViews {
            addSubview(v)
            if a.isMultiselect { (v as? MultiselectAccessoryView)?.isChecked = isSelected }
        }
        turnOutlineChevrons()
        setNeedsLayout()
        UIView.performWithoutAnimation { layoutIfNeeded() }
    }

    private func turnOutlineChevrons() {
        for (a, v) in accessoryViews where a.isOutline {
            let angle: CGFloat = outlineExpanded ? .pi / 2 : 0
            v.transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    /// The accessories shown in the current editing state.
    private var shownAccessories: [(UICellAccessory, UIView)] {
        let editing = listContext?.isEditing ?? false
        return accessoryViews.filter { $0.0.isDisplayed(editing: editing) }
    }

    /// Where the outline disclosure sits (the area a tap toggles), in the cell's coordinates.
    var outlineDisclosureFrame: CGRect? { shownAccessories.first { $0.0.isOutline }?.1.frame.insetBy(dx: -12, dy: -12) }
    /// Whether a tap anywhere on the cell toggles its outline (`.header` style).
    var outlineTogglesOnTap: Bool { shownAccessories.contains { $0.0.outlineStyle == .header && $0.0.actionHandler == nil } }
    /// `.automatic`: a header row of a list whose first item is the header toggles on a tap anywhere.
    var outlineStyleIsAutomatic: Bool { shownAccessories.contains { $0.0.outlineStyle == .automatic && $0.0.actionHandler == nil } }

    /// Whether `point` (cell coordinates) is on a shown reorder control (with some room around it).
    func reorderControlContains(_ point: CGPoint) -> Bool {
        shownAccessories.contains { a, v in
            guard case .reorder = a.kind, !a.isHidden else { return false }
            return CGRect(x: v.frame.minX - 12, y: 0, width: bounds.width - v.frame.minX + 12, height: bounds.height).contains(point)
        }
    }

    /// The action of the shown accessory with an action handler under `point` (cell coordinates):
    /// a tap there runs it instead of selecting the item.
    func accessoryAction(at point: CGPoint) -> (() -> Void)? {
        for (a, v) in shownAccessories where !a.isHidden {
            guard let handler = a.actionHandler, v.frame.insetBy(dx: -10, dy: -10).contains(point) else { continue }
            return handler
        }
        return nil
    }

    // MARK: Layout

    override func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        var used = CGFloat(indentationLevel) * indentationWidth
        for (_, v) in shownAccessories { used += 16 + v.bounds.width }
        return max(0, width - used)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        defaultBackgroundView.frame = b
        let context = listContext
        var corners: CACornerMask = []
        if let c = context, c.appearance == .insetGrouped, c.supplementaryKind == nil {
            if c.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if c.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        let radius: CGFloat = corners.isEmpty ? 0 : 10
        if defaultBackgroundView.layer.cornerRadius != radius || defaultBackgroundView.layer.maskedCorners != corners {
            UIView.performWithoutAnimation {
                defaultBackgroundView.layer.cornerRadius = radius
                defaultBackgroundView.layer.maskedCorners = corners
            }
        }
        let indent = CGFloat(indentationLevel) * indentationWidth
        var leading = indent, trailing = b.width
        let shown = shownAccessories
        let shownIDs = Set(shown.map { ObjectIdentifier($0.1) })
        func ordered(_ side: UICellAccessory.PlacementSide) -> [(UICellAccessory, UIView)] {
            shown.enumerated().filter { $0.element.0.placement == side }
                .sorted { ($0.element.0.orderFromEdge, $0.offset) < ($1.element.0.orderFromEdge, $1.offset) }
                .map(\.element)
        }
        for (a, v) in ordered(.leading) {
            let size = v.bounds.size
            let y = ((b.height - size.height) / 2).rounded()
            v.center = CGPoint(x: leading + 16 + size.width / 2, y: y + size.height / 2)
            leading += 16 + size.width
            v.alpha = a.isHidden ? 0 : 1
        }
        for (a, v) in ordered(.trailing) {
            let size = v.bounds.size
            let y = ((b.height - size.height) / 2).rounded()
            v.center = CGPoint(x: trailing - 16 - size.width / 2, y: y + size.height / 2)
            trailing -= 16 + size.width
            v.alpha = a.isHidden ? 0 : 1
        }
        for (_, v) in accessoryViews where !shownIDs.contains(ObjectIdentifier(v)) { v.alpha = 0 }
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: b.height)
        configuredContentView?.frame = contentView.bounds
        layoutSeparators(leading: leading)
    }

    private func layoutSeparators(leading: CGFloat) {
        let b = bounds
        let px = 1 / max(1, UIServices.screenScale)
        let context = listContext
        let bottomShown = context.map { $0.supplementaryKind == nil && $0.showsBottomSeparator } ?? true
        separatorView.isHidden = !bottomShown
        if bottomShown {
            let x = context?.bottomSeparatorInsets.map { $0.leading } ?? leading + 16
            let right = context?.bottomSeparatorInsets.map { $0.trailing } ?? 0
            separatorView.frame = CGRect(x: x, y: b.height - px, width: max(0, b.width - x - right), height: px)
        }
        let topShown = context.map { $0.supplementaryKind == nil && $0.showsTopSeparator } ?? false
        if topShown && topSeparatorView == nil {
            let v = UIView()
            v.backgroundColor = context?.separatorColor ?? .separator
            addSubview(v)
            topSeparatorView = v
        }
        if let top = topSeparatorView {
            top.isHidden = !topShown
            let x = context?.topSeparatorInsets.map { $0.leading } ?? leading + 16
            let right = context?.topSeparatorInsets.map { $0.trailing } ?? 0
            top.frame = CGRect(x: x, y: 0, width: max(0, b.width - x - right), height: px)
        }
    }
}
