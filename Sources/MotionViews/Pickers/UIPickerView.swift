import Foundation

/// UIKit's `UIPickerView`: spinning wheels (components) of rows, from a data source (how many) and a
/// delegate (what each row shows, widths and heights, and `didSelectRow` when the user settles a wheel).
///
/// The counts are asked for when first needed and kept until `reloadAllComponents()` or
/// `reloadComponent(_:)`; row views are asked for as rows come into view and reused as they leave
/// (`viewForRow:…reusing:`). `selectedRow(inComponent:)` is the row a wheel rests on (or is going to
/// after `selectRow(_:inComponent:animated:)`), -1 for a component with no rows. A wheel is dragged with
/// the finger and coasts with the scroll view's deceleration to a row (`PickerWheelMotion`); its look is
/// the iOS 14+ wheel (`PickerWheel`) behind one rounded selection band across the components.
/// Component or row indices out of range are ignored (UIKit raises).
open class UIPickerView: UIView {
    /// The row height when the delegate gives none (UIKit's `rowSize(forComponent:)` height since iOS 14).
    public static let defaultRowHeight: CGFloat = 32
    /// UIKit's picker height (its intrinsic height) and width.
    public static let defaultSize = CGSize(width: 320, height: 216)
    /// The font of titled rows (UIKit's picker rows: the system font, 21 pt).
    static let rowFont = UIFont.systemFont(ofSize: 21)
    /// Points between components, and the selection band's inset from the picker's sides.
    static let componentSpacing: CGFloat = 5
    static let bandInset: CGFloat = 8
    static let bandCornerRadius: CGFloat = 8

    open weak var dataSource: UIPickerViewDataSource? { didSet { counts = nil; setNeedsLayout() } }
    open weak var delegate: UIPickerViewDelegate? {
        didSet { for w in wheels { w.discardRowViews() }; setNeedsLayout() }
    }
    /// Deprecated in UIKit and without effect since iOS 7 (the band is always shown).
    open var showsSelectionIndicator = true

    /// Rows per component as last asked of the data source (nil: ask when next needed).
    private var counts: [Int]?
    private var selections: [Int] = []
    private(set) var wheels: [PickerWheel] = []
    /// The rounded band behind the centre rows.
    let selectionBand = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A picker with no data source (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    public convenience init() { self.init(frame: CGRect(origin: .zero, size: UIPickerView.defaultSize)) }

    private func setUp() {
        clipsToBounds = true
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = Self.bandCornerRadius
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    /// UIKit's picker is 216 points tall (and 320 wide) whatever it holds.
    open override var intrinsicContentSize: CGSize { Self.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    // MARK: Counts

    @discardableResult
    private func loadCounts() -> [Int] {
        if let counts { return counts }
        var new: [Int] = []
        if let dataSource {
            let n = max(0, dataSource.numberOfComponents(in: self))
            new = (0..<n).map { max(0, dataSource.pickerView(self, numberOfRowsInComponent: $0)) }
        }
        counts = new
        syncWheels()
        return new
    }

    /// One wheel per component; selections clamped to the rows there are.
    private func syncWheels() {
        let counts = counts ?? []
        while wheels.count > counts.count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < counts.count {
            let w = PickerWheel(picker: self, component: wheels.count)
            wheels.append(w)
            addSubview(w)
        }
        if selections.count > counts.count { selections.removeLast(selections.count - counts.count) }
        while selections.count < counts.count { selections.append(0) }
        for c in counts.indices {
            selections[c] = counts[c] == 0 ? 0 : min(max(selections[c], 0), counts[c] - 1)
        }
        configureWheels()
        setNeedsLayout()
    }

    private func configureWheels() {
        let counts = counts ?? []
        for (c, w) in wheels.enumerated() where c < counts.count {
            let was = w.motion
            w.motion.configure(rowHeight: Double(rowHeight(c)), rowCount: counts[c], dimension: Double(bounds.height))
            if !w.motion.isMoving, !w.motion.isDragging, was.rowCount != counts[c] || w.motion.nearestRow != selections[c] || was.rowHeight != w.motion.rowHeight {
                w.motion.jump(toRow: selections[c])
            }
        }
    }

    /// The number of components (asks the data source the first time).
    open var numberOfComponents: Int { loadCounts().count }

    /// The number of rows in `component` as last loaded (0 out of range).
    open func numberOfRows(inComponent component: Int) -> Int {
        let counts = loadCounts()
        return counts.indices.contains(component) ? counts[component] : 0
    }

    /// The size of `component`'s rows: the component's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: width(component), height: rowHeight(component))
    }

    /// Asks the data source for every count again and the delegate for every visible row.
    open func reloadAllComponents() {
        counts = nil
        loadCounts()
        for w in wheels { w.discardRowViews() }
        layoutIfNeeded()
        for w in wheels { w.layoutRows() }
    }

    /// Asks again for `component`'s row count and visible rows.
    open func reloadComponent(_ component: Int) {
        guard var current = counts else { reloadAllComponents(); return }
        guard current.indices.contains(component), let dataSource else { return }
        current[component] = max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
        counts = current
        syncWheels()
        wheels[component].discardRowViews()
        wheels[component].layoutRows()
    }

    // MARK: Selection

    /// Turns `component` to `row` (clamped to its rows), easing over 0.3 s when `animated`. The delegate
    /// is not told (UIKit tells it only of the user's selections).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let counts = loadCounts()
        guard counts.indices.contains(component), counts[component] > 0 else { return }
        let r = min(max(row, 0), counts[component] - 1)
        selections[component] = r
        layoutIfNeeded()
        wheels[component].show(row: r, animated: animated && window != nil)
    }

    /// The selected row of `component`, or -1 when it has no rows (or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        let counts = loadCounts()
        guard counts.indices.contains(component), counts[component] > 0 else { return -1 }
        return selections[component]
    }

    /// The view showing `row` of `component`, nil when that row is not in view.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        loadCounts()
        guard wheels.indices.contains(component) else { return nil }
        layoutIfNeeded()
        return wheels[component].rowViews[row]
    }

    /// A wheel came to rest on `row`: the selection; the delegate hears of what the user did.
    func wheel(_ wheel: PickerWheel, didSettleOn row: Int, byUser: Bool) {
        let c = wheel.component
        guard selections.indices.contains(c) else { return }
        selections[c] = row
        if byUser { delegate?.pickerView(self, didSelectRow: row, inComponent: c) }
    }

    // MARK: Rows

    func makeRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return (view as? PickerRowLabel) ?? PickerRowLabel()
    }

    private func rowHeight(_ component: Int) -> CGFloat {
        guard let delegate else { return Self.defaultRowHeight }
        let h = delegate.pickerView(self, rowHeightForComponent: component)
        return h.isFinite && h > 0 ? h : Self.defaultRowHeight
    }

    private func width(_ component: Int) -> CGFloat {
        guard let delegate else { return defaultWidth(forComponent: component) }
        let w = delegate.pickerView(self, widthForComponent: component)
        return w.isFinite && w >= 0 ? w : defaultWidth(forComponent: component)
    }

    /// A component's width when the delegate gives none: an equal share of the width inside the band.
    public func defaultWidth(forComponent component: Int) -> CGFloat {
        let n = CGFloat(max(1, counts?.count ?? 1))
        let inner = bounds.width - 2 * Self.bandInset - Self.componentSpacing * (n - 1)
        return max(0, inner / n)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let counts = loadCounts()
        configureWheels()
        let widths = counts.indices.map { width($0) }
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x = (bounds.width - total) / 2
        for (c, w) in wheels.enumerated() where c < widths.count {
            w.frame = CGRect(x: x, y: 0, width: widths[c], height: bounds.height)
            x += widths[c] + Self.componentSpacing
            w.layoutRows()
        }
        let bandHeight = counts.indices.map { rowHeight($0) }.max() ?? Self.defaultRowHeight
        selectionBand.frame = CGRect(x: Self.bandInset, y: bounds.midY - bandHeight / 2,
                                     width: max(0, bounds.width - 2 * Self.bandInset), height: bandHeight)
    }
}
