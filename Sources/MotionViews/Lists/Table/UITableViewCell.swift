import Foundation

/// UIKit's table cell: a `contentView` for your subviews, the classic styles' labels and image
/// (`textLabel`, `detailTextLabel`, `imageView`, made when first read), an accessory, a background and
/// a selected background, and the separator line under it.
///
/// Subclasses override `init(style:reuseIdentifier:)` (and `init?(coder:)`), as on iOS; a table makes
/// registered classes through that initialiser (`init(__listReuseIdentifier:)` calls it dynamically).
///
/// **Geometry (iOS's, 2× iPhone):** 16-point margins; the content view is the cell minus the accessory
/// (an accessory view's width plus 16 points on each side, a chevron's or checkmark's 8 or 14 points
/// likewise). The classic styles: `.default` — image at the leading margin, the text 16 points after it,
/// 17-point body; `.subtitle` — text over a 12-point detail; `.value1` — detail right-aligned in
/// `secondaryLabel`; `.value2` — a 15-point bold text in the tint, right-aligned in a column a third of
/// the row wide (the same in every row, accessory or not), the detail after it.
/// Self-sizing gives the classic styles their text's height plus 11 points above and below, at least
/// 44 points with the separator (UIKit's default row height).
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the table reuses the cell under.
    open private(set) var reuseIdentifier: String?

    /// Where your subviews go; laid out to the cell minus its accessory.
    public let contentView = UIView()
    let separatorView = UIView()

    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) }; setNeedsLayout() }
    }
    /// Shown behind the content while the cell is highlighted or selected (UIKit makes a gray one on
    /// first read: `systemGray4`).
    open var selectedBackgroundView: UIView? {
        get {
            if selectedBackgroundStorage == nil && selectionStyle != .none { makeDefaultSelectedBackground() }
            return selectedBackgroundStorage
        }
        set {
            selectedBackgroundStorage?.removeFromSuperview()
            selectedBackgroundStorage = newValue
            if let v = newValue {
                v.alpha = (isHighlighted || isSelected) ? 1 : 0
                insertSubview(v, aboveSubview: backgroundView ?? separatorView)
            }
            setNeedsLayout()
        }
    }
    var selectedBackgroundStorage: UIView?
    /// For multiple selection; kept, drawn as `selectedBackgroundView`.
    open var multipleSelectionBackgroundView: UIView?

    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { updateAccessory() } } }
    open var accessoryView: UIView? {
        didSet { if oldValue !== accessoryView { oldValue?.removeFromSuperview(); updateAccessory() } }
    }
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var shouldIndentWhileEditing = true
    open var showsReorderControl = false
    open private(set) var isEditing = false
    open var focusStyle = 0
    /// The separator's insets: the leading one moves its start (16 points, or the text's start when
    /// there is an image); the table sets it unless you do.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? UIEdgeInsets(top: 0, left: defaultSeparatorLeft, bottom: 0, right: 0) }
        set { separatorInsetStorage = newValue; setNeedsLayout() }
    }
    var separatorInsetStorage: UIEdgeInsets?
    /// A storyboard segue the cell triggers when its row is selected (`segue` in its connections):
    /// performed with the cell as sender before the delegate's `didSelectRowAt`, as on iOS.
    var storyboardSelectionSegue: ((UITableViewCell) -> Void)?
    /// A storyboard segue from the cell's detail button (`trigger="accessoryAction"`).
    var storyboardAccessorySegue: ((UITableViewCell) -> Void)?
    /// Set by the table: whether and how separators are drawn.
    var separatorStyleFromTable: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    var separatorColorFromTable: UIColor? = .opaqueSeparator { didSet { separatorView.backgroundColor = separatorColorFromTable } }

    open private(set) var isSelected = false
    open private(set) var isHighlighted = false
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        updateSelectionAppearance(animated: animated)
    }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
        updateSelectionAppearance(animated: animated)
    }
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        setNeedsUpdateConfiguration()
        updateEditingControls()
        ListAnimationTiming.perform(animated: animated, { self.layoutContentView() })
    }

    // MARK: Editing controls (set by the table)

    /// The editing style the table gives this row (`editingStyleForRowAt`, when the row can be edited).
    var tableEditingStyle: EditingStyle = .none { didSet { if tableEditingStyle != oldValue { updateEditingControls() } } }
    /// Whether the table shows a reorder control on this row (`canMoveRowAt`).
    var tableShowsReorderControl = false { didSet { if tableShowsReorderControl != oldValue { updateEditingControls() } } }
    var editingControl: UIView?
    var reorderControl: UIView?
    static let editingControlWidth: CGFloat = 38

    /// Where the editing control and reorder control are (cell coordinates), for the table's touches.
    var editingControlFrame: CGRect? { isEditing ? editingControl?.frame.insetBy(dx: -8, dy: -8) : nil }
    var reorderControlFrame: CGRect? { isEditing ? reorderControl.map { CGRect(x: $0.frame.minX - 10, y: 0, width: bounds.width - $0.frame.minX + 10, height: bounds.height) } : nil }

    func updateEditingControls() {
        if tableEditingStyle != .none && editingControl == nil {
            let c = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
            c.layer.cornerRadius = 11
            let bar = UIView(frame: CGRect(x: 5, y: 10, width: 12, height: 2))
            bar.backgroundColor = .white
            c.addSubview(bar)
            let vertical = UIView(frame: CGRect(x: 10, y: 5, width: 2, height: 12))
            vertical.backgroundColor = .white
            c.addSubview(vertical)
            editingControl = c
            addSubview(c)
        }
        if let c = editingControl {
            c.isHidden = tableEditingStyle == .none
            c.backgroundColor = tableEditingStyle == .insert ? .systemGreen : .systemRed
            c.subviews.last?.isHidden = tableEditingStyle != .insert
        }
        if tableShowsReorderControl && reorderControl == nil {
            let r = UIView(frame: CGRect(x: 0, y: 0, width: 18, height: 12))
            for y in [0.0, 5.0, 10.0] {
                let line = UIView(frame: CGRect(x: 0, y: y, width: 18, height: 1.5))
                line.backgroundColor = .systemGray
                r.addSubview(line)
            }
            reorderControl = r
            addSubview(r)
        }
        reorderControl?.isHidden = !tableShowsReorderControl
        setNeedsLayout()
    }

    // Setting `isSelected`/`isHighlighted` as properties (iOS's setters call the methods above).
    open var selected: Bool { get { isSelected } set { setSelected(newValue, animated: false) } }
    open var highlighted: Bool { get { isHighlighted } set { setHighlighted(newValue, animated: false) } }

    // MARK: The classic styles' subviews

    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?

    /// The main text (every style). Deprecated on iOS 14 in favour of content configurations; still common.
    open var textLabel: UILabel? {
        if let l = textLabelStorage { return l }
        let l = UILabel()
        switch style {
        case .value2:
            l.font = .boldSystemFont(ofSize: 15)
            l.textColor = tintColor
            l.textAlignment = .right
        default:
            l.font = .systemFont(ofSize: 17)
            l.textColor = .label
        }
        textLabelStorage = l
        contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    /// The secondary text (`.value1`, `.value2`, `.subtitle`; nil for `.default`).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let l = detailTextLabelStorage { return l }
        let l = UILabel()
        switch style {
        case .value1:
            l.font = .systemFont(ofSize: 17)
            l.textColor = .secondaryLabel
            l.textAlignment = .right
        case .value2:
            l.font = .systemFont(ofSize: 15)
            l.textColor = .label
        default:
            l.font = .systemFont(ofSize: 12)
            l.textColor = .label
        }
        detailTextLabelStorage = l
        contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    /// The image at the leading edge (nil for `.value2`).
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let v = imageViewStorage { return v }
        let v = UIImageView()
        imageViewStorage = v
        contentView.addSubview(v)
        setNeedsLayout()
        return v
    }

    // MARK: Content configuration (iOS 14)

    /// A list content configuration for this cell's style (`.cell()`, `.subtitleCell()`, `.valueCell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2: return .sidebarCell()
        default: return .cell()
        }
    }

    /// Setting a configuration replaces the content view's subviews with the configuration's view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    var configuredContentView: (UIView & UIContentView)?

    func applyContentConfiguration() {
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

    // MARK: Configuration state (iOS 14/15)

    /// iOS 15's update handler, called with the cell's state whenever it changes (selected,
    /// highlighted, editing).
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// iOS 14: whether a state change replaces the content configuration with `updated(for:)` of it.
    open var automaticallyUpdatesContentConfiguration = true
    /// iOS 14: whether a state change replaces the background configuration with `updated(for:)` of it.
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        s.isEditing = isEditing
        return s
    }
    /// Applies the automatic updates and calls `updateConfiguration(using:)` with the current state (at
    /// once; UIKit defers it to the next layout).
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration { contentConfiguration = c.updated(for: state) }
        if automaticallyUpdatesBackgroundConfiguration, let b = backgroundConfiguration {
            let u = b.updated(for: state)
            if u != b { backgroundConfiguration = u }
        }
        updateConfiguration(using: state)
    }
    /// Override to restyle for a state; the default calls `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    /// iOS 16: the background configuration of the table's style (`listPlainCell()`; a grouped
    /// table's cells `listGroupedCell()`).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        groupedAppearanceFromTable ? .listGroupedCell() : .listPlainCell()
    }
    /// Set by the table: whether it is grouped or inset-grouped.
    var groupedAppearanceFromTable = false

    /// iOS 14's background configuration: its colour replaces the background.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            guard let c = backgroundConfiguration else { return }
            let v = backgroundView ?? UIView()
            v.backgroundColor = c.backgroundColor
            v.layer.cornerRadius = c.cornerRadius
            if backgroundView == nil { backgroundView = v }
        }
    }

    // MARK: Life cycle

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// A storyboard's or xib's cell: its style and reuse identifier come from the file.
    public required init?(coder: NSCoder) {
        let ib = coder as? InterfaceBuilderCoder
        style = ib?.cellStyle.flatMap(CellStyle.init(rawValue:)) ?? .default
        reuseIdentifier = ib?.reuseIdentifier
        super.init(coder: coder)
        setUpCell()
        // UIKit's content view margins on iPhone — 11 points above and below, 16 at the sides, not moved
        // by the safe area — which a storyboard's or xib's constraints to the margins measure from. (Set
        // for cells from Interface Builder files only: programmatic cells keep the plain view's margins.)
        contentView.insetsLayoutMarginsFromSafeArea = false
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: Self.margin, bottom: 11, right: Self.margin)
    }

    /// `UITableViewCell(frame:)` is a default-style cell with that frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered class: calls the class's `init(style: .default, reuseIdentifier:)`,
    /// overridden or not. Not for your code.
    public required convenience init(__listReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func setUpCell() {
        backgroundColor = .systemBackground
        clipsToBounds = false
        contentView.frame = bounds
        separatorView.backgroundColor = separatorColorFromTable
        addSubview(separatorView)
        addSubview(contentView)
    }

    /// Called by the table before the cell is handed out again by `dequeueReusableCell`. Reset what
    /// `cellForRowAt` sets (UIKit's advice); call `super`.
    open func prepareForReuse() {
        if isHighlighted || isSelected {
            isHighlighted = false
            isSelected = false
            updateSelectionAppearance(animated: false)
        }
        alpha = 1
        transform = .identity
        layer.removeAllAnimations()
    }

    // MARK: Layout

    var defaultSeparatorLeft: CGFloat {
        if let image = imageViewStorage?.image, image.size.width > 0 { return Self.margin + image.size.width + Self.margin }
        return Self.margin
    }

    static let margin: CGFloat = 16
    static let accessoryGap: CGFloat = 16
    var accessoryShape: CAShapeLayer?
    var accessoryHost: UIView?

    /// Whether `point` (in the cell) is on the detail button: the ⓘ of a `.detailButton` or
    /// `.detailDisclosureButton` accessory with the accessory gap around it (UIKit's button is about
    /// 44 points wide), not while editing (the editing accessory shows then).
    func detailButtonContains(_ point: CGPoint) -> Bool {
        guard accessoryView == nil, !isEditing, accessoryType == .detailButton || accessoryType == .detailDisclosureButton,
              let host = accessoryHost, host.alpha > 0 else { return false }
        let button = CGRect(x: host.frame.minX - Self.accessoryGap, y: 0, width: 22 + 2 * Self.accessoryGap, height: bounds.height)
        return button.contains(point)
    }

    /// Width the accessory takes from the content view (0 without one).
    var accessoryWidth: CGFloat {
        if let v = accessoryView { return v.bounds.width + 2 * Self.accessoryGap }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return 8 + 2 * Self.accessoryGap
        case .checkmark: return 14 + 2 * Self.accessoryGap
        case .detailButton, .detailDisclosureButton: return 22 + 2 * Self.accessoryGap + (accessoryType == .detailDisclosureButton ? 16 : 0)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContentView()
    }

    /// The cell's own parts at its bounds: content view (the cell minus accessory and indentation),
    /// backgrounds, separator, accessory, the classic style's labels or the configuration's view.
    func layoutContentView() {
        let b = bounds
        let separatorHeight: CGFloat = separatorStyleFromTable == .none ? 0 : 1 / max(1, UIServices.screenScale)
        let editingIndent = isEditing && tableEditingStyle != .none && shouldIndentWhileEditing ? Self.editingControlWidth : 0
        let indent = CGFloat(indentationLevel) * indentationWidth + editingIndent
        let trailing = isEditing && tableShowsReorderControl ? Self.editingControlWidth + 8 : accessoryWidth
        let contentFrame = CGRect(x: indent, y: 0, width: max(0, b.width - trailing - indent), height: max(0, b.height - separatorHeight))
        if let c = editingControl {
            c.frame = CGRect(x: isEditing ? 12 : -30, y: ((b.height - separatorHeight - 22) / 2).rounded(), width: 22, height: 22)
            c.alpha = isEditing ? 1 : 0
        }
        if let r = reorderControl {
            r.frame = CGRect(x: isEditing ? b.width - 16 - 18 : b.width + 10, y: ((b.height - separatorHeight - 12) / 2).rounded(), width: 18, height: 12)
            r.alpha = isEditing ? 1 : 0
        }
        accessoryHost?.alpha = isEditing && tableShowsReorderControl ? 0 : 1
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        backgroundView?.frame = b
        selectedBackgroundStorage?.frame = b
        let inset = separatorInset
        separatorView.isHidden = separatorHeight == 0
        separatorView.frame = CGRect(x: inset.left, y: b.height - separatorHeight,
                                     width: max(0, b.width - inset.left - inset.right), height: separatorHeight)
        layoutAccessory(in: b, contentHeight: contentFrame.height)
        if let v = configuredContentView {
            v.frame = contentView.bounds
        } else {
            layoutClassicStyle(in: contentView.bounds)
        }
    }

    private func layoutAccessory(in b: CGRect, contentHeight: CGFloat) {
        if let v = accessoryView {
            let s = v.bounds.size
            v.frame = CGRect(x: b.width - Self.accessoryGap - s.width, y: ((contentHeight - s.height) / 2).rounded(), width: s.width, height: s.height)
            return
        }
        guard let host = accessoryHost else { return }
        let w = accessoryWidth - 2 * Self.accessoryGap
        host.frame = CGRect(x: b.width - Self.accessoryGap - w, y: ((contentHeight - 14) / 2).rounded(), width: w, height: 14)
    }

    /// The classic styles' frames (see the type's comment).
    func layoutClassicStyle(in r: CGRect) {
        let m = Self.margin
        var x = m
        if let iv = imageViewStorage, let image = iv.image, style != .value2 {
            let s = image.size
            iv.frame = CGRect(x: m, y: ((r.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            x = m + s.width + m
        } else {
            imageViewStorage?.frame = .zero
        }
        let width = max(0, r.width - x - m)
        let text = textLabelStorage, detail = detailTextLabelStorage
        let textSize = text.map { fitted($0, width: width) } ?? .zero
        let detailSize = detail.map { fitted($0, width: width) } ?? .zero
        switch style {
        case .default:
            text?.frame = CGRect(x: x, y: ((r.height - textSize.height) / 2).rounded(), width: width, height: textSize.height)
        case .subtitle:
            let total = textSize.height + detailSize.height
            let top = ((r.height - total) / 2).rounded()
            text?.frame = CGRect(x: x, y: top, width: width, height: textSize.height)
            detail?.frame = CGRect(x: x, y: top + textSize.height, width: width, height: detailSize.height)
        case .value1:
            let dw = min(detailSize.width, width)
            detail?.frame = CGRect(x: x + width - dw, y: ((r.height - detailSize.height) / 2).rounded(), width: dw, height: detailSize.height)
            text?.frame = CGRect(x: x, y: ((r.height - textSize.height) / 2).rounded(), width: max(0, width - dw - 8), height: textSize.height)
        case .value2:
            // The column is a third of the row (not of the content view), so rows with and without
            // an accessory line their details up, as in Contacts.
            let column = max(m, (bounds.width * 0.33).rounded() - contentView.frame.minX)
            text?.frame = CGRect(x: m, y: ((r.height - textSize.height) / 2).rounded(), width: max(0, column - m), height: textSize.height)
            let dx = column + 6
            detail?.frame = CGRect(x: dx, y: ((r.height - detailSize.height) / 2).rounded(), width: max(0, r.width - dx - m), height: detailSize.height)
        }
    }

    private func fitted(_ label: UILabel, width: CGFloat) -> CGSize {
        guard let t = label.text, !t.isEmpty else { return .zero }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// The height the cell's own content wants at `width` when it does not use constraints: the
    /// classic style's or the content configuration's, plus the separator; nil when it has neither
    /// (the table then uses its default height).
    func intrinsicRowHeight(width: CGFloat, separatorHeight: CGFloat) -> CGFloat? {
        let contentWidth = max(0, width - accessoryWidth - CGFloat(indentationLevel) * indentationWidth)
        if let v = configuredContentView {
            let h = v.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
            return max(44, h + separatorHeight)
        }
        let m = Self.margin
        var x = m
        var imageHeight: CGFloat = 0
        if let image = imageViewStorage?.image, style != .value2 { x += image.size.width + m; imageHeight = image.size.height }
        let width = max(0, contentWidth - x - m)
        let t = textLabelStorage.map { fitted($0, width: width).height } ?? 0
        let d = detailTextLabelStorage.map { fitted($0, width: width).height } ?? 0
        guard t > 0 || d > 0 || imageHeight > 0 else { return nil }
        let text = style == .subtitle ? t + d : max(t, d)
        return max(44, max(text, imageHeight) + 22 + separatorHeight)
    }

    // MARK: Selection appearance, accessory

    private func makeDefaultSelectedBackground() {
        let v = UIView()
        v.backgroundColor = .systemGray4
        v.alpha = 0
        selectedBackgroundStorage = v
        insertSubview(v, aboveSubview: backgroundView ?? separatorView)
        setNeedsLayout()
    }

    func updateSelectionAppearance(animated: Bool) {
        setNeedsUpdateConfiguration()
        guard selectionStyle != .none else { return }
        let on = isHighlighted || isSelected
        highlightContent(on)
        guard let v = selectedBackgroundView else { return }
        v.frame = bounds
        if animated {
            UIView.animate(withDuration: ListAnimationTiming.deselectDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                           animations: { v.alpha = on ? 1 : 0 }, completion: nil)
        } else {
            UIView.performWithoutAnimation { v.alpha = on ? 1 : 0 }
        }
    }

    /// The built-in accessories are shape layers coloured once: made again in the new style.
    override func userInterfaceStyleDidChange() { if accessoryView == nil, accessoryType != .none { updateAccessory() } }

    func updateAccessory() {
        accessoryHost?.removeFromSuperview()
        accessoryHost = nil
        accessoryShape = nil
        if let v = accessoryView {
            addSubview(v)
        } else if accessoryType != .none {
            let host = UIView()
            let shape = CAShapeLayer()
            shape.fillColor = nil
            shape.lineWidth = 2
            shape.lineCap = .round
            shape.lineJoin = .round
            let path = CGMutablePath()
            switch accessoryType {
            case .disclosureIndicator:
                shape.strokeColor = UIColor.systemGray3.cgColor(for: traitStyleStorage)
                path.move(to: CGPoint(x: 1.5, y: 1.5)); path.addLine(to: CGPoint(x: 6.5, y: 7)); path.addLine(to: CGPoint(x: 1.5, y: 12.5))
            case .checkmark:
                shape.strokeColor = tintColor.cgColor(for: traitStyleStorage)
                path.move(to: CGPoint(x: 1, y: 7.5)); path.addLine(to: CGPoint(x: 5, y: 12)); path.addLine(to: CGPoint(x: 13, y: 2))
            default:
                // ⓘ (22 points, centred on the 14-point accessory line), and the grey chevron after it
                // for `.detailDisclosureButton`.
                host.layer.addSublayer(AccessoryShapes.infoLayer(color: tintColor, origin: CGPoint(x: 0, y: -4)))
                if accessoryType == .detailDisclosureButton {
                    shape.strokeColor = UIColor.systemGray3.cgColor(for: traitStyleStorage)
                    path.move(to: CGPoint(x: 31.5, y: 1.5)); path.addLine(to: CGPoint(x: 36.5, y: 7)); path.addLine(to: CGPoint(x: 31.5, y: 12.5))
                }
            }
            shape.path = path
            host.layer.addSublayer(shape)
            accessoryHost = host
            accessoryShape = shape
            addSubview(host)
        }
        setNeedsLayout()
    }

    /// The table reuses this cell for another identifier only through registration; the identifier
    /// is fixed at creation, as on iOS.
    func setReuseIdentifier(_ id: String) { if reuseIdentifier == nil { reuseIdentifier = id } }
}
