import Foundation

/// UIKit's table view: rows in sections on a `UIScrollView`, made by a data source, reused as they
/// scroll, sized by the delegate, by `rowHeight` or by their own constraints, and animated when rows are
/// inserted, deleted, moved or reloaded.
///
/// - **Only visible rows have cells.** `layoutSubviews` (run whenever the content offset or size
///   changes) asks the data source for the rows that come into view and puts the cells that leave it
///   into a reuse pool, where `dequeueReusableCell` finds them again (after `prepareForReuse()`).
///   Pooled cells leave the view tree, and come back configured, measured and sized to their row.
/// - **Heights:** the delegate's `heightForRowAt`, else `rowHeight`; `automaticDimension` (the default
///   since iOS 11) measures the cell: its content view's constraints by `systemLayoutSizeFitting` at
///   the row's width, or the classic style's text, plus the separator's pixel. Rows not yet seen
///   count as their estimate (`estimatedHeightForRowAt`, `estimatedRowHeight`, 44 when automatic)
///   and are measured as they come into view; when a row above the rows already on screen turns
///   out taller or shorter than estimated, the content offset moves by the difference in the same
///   pass, so nothing on screen jumps (what UIKit does while scrolling up through estimated rows).
/// - **Updates** (`insertRows`, `deleteRows`, `moveRow`, `reloadRows`, the section forms,
///   `beginUpdates`/`endUpdates`, `performBatchUpdates`) follow UIKit's index rules
///   (`ListBatchUpdate`) and animate with UIKit's row animations; see `UITableView+Updates.swift`.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// The value meaning "size this from the content" (`rowHeight`, `estimatedRowHeight`, section heights).
    public static let automaticDimension: CGFloat = -1
    nonisolated public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
    /// The estimate for rows whose estimate is automatic (UIKit's default row height).
    static let defaultRowHeight: CGFloat = 44

    public let style: Style

    open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// The delegate as the scroll view's type (Swift cannot narrow the inherited property); a
    /// `UITableViewDelegate` assigned here also gets the table's callbacks.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            if oldValue !== delegate { setNeedsReload() }
        }
    }
    weak var tableDelegate: UITableViewDelegate?

    /// Row height when the delegate gives none; `automaticDimension` (the default) sizes rows to their cells.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { if rowHeight != oldValue { setNeedsReload() } } }
    /// 0 turns estimates off (every row's height is asked up front); automatic: 44 points.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { if estimatedRowHeight != oldValue { setNeedsReload() } } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// iOS 15's padding above plain-style section headers; kept (drawn as 0 here).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { refreshCellAppearance() } }
    open var separatorColor: UIColor? = .separator { didSet { refreshCellAppearance() } }
    /// Cells without insets of their own use these (16 points leading, as on iPhone).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { refreshCellAppearance() } }
    /// iOS 15: the height of the filler rows a plain table draws below its last row (their separators
    /// reach the bottom of the view). `automaticDimension` (the default): the last row's height; 0: no
    /// filler rows. None with a `tableFooterView` or in grouped styles.
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The filler rows' separator lines (plain style).
    var fillerSeparators: [UIView] = []
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true

    /// A view above the first section, as tall as its frame; it scrolls with the rows.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let v = tableHeaderView { addSubview(v) }
            geometryNeedsUpdate()
        }
    }
    /// A view under the last section (an empty `UIView()` is the classic way to end a plain table).
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let v = tableFooterView { addSubview(v) }
            geometryNeedsUpdate()
        }
    }
    /// Behind everything, the table's size, not scrolling.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var selectionFollowsFocus = false
    /// Whether the table is in editing mode (`setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    var isEditingStorage = false
    /// The row dragged by its reorder control, and a touch on an editing control waiting for its end.
    var reorder: Reorder?
    var pendingEditingControl: ListPosition?
    open var dragInteractionEnabled = false
    open var remembersLastFocusedIndexPath = false
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexMinimumDisplayRowCount = 0

    // MARK: State

    /// Registered ways to make cells and header/footer views, by reuse identifier.
    var cellFactories: [String: () -> UITableViewCell] = [:]
    var headerFooterFactories: [String: () -> UITableViewHeaderFooterView] = [:]
    /// Cells waiting to be reused (hidden subviews), by identifier.
    var cellPool: [String: [UITableViewCell]] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    /// At most this many pooled cells per identifier (more are released): reuse keeps cells alive to
    /// the visible ones plus a couple, as UIKit's does.
    static let poolLimit = 2

    var geometry = TableGeometry()
    var needsReload = true
    var hasLoadedData = false
    /// Cells on screen by global row (`TableGeometry`).
    var visibleCellsByRow: [Int: UITableViewCell] = [:]
    /// Section header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Header/footer views made while measuring (shown when their section comes into view).
    var measuredHeaderViews: [Int: UIView] = [:]
    var measuredFooterViews: [Int: UIView] = [:]
    /// Views animating out of the table (deleted rows, rows that left the screen in an update);
    /// removed when their animation ends.
    var departingViews: [ObjectIdentifier: UIView] = [:]
    /// Selected rows, in the order selected.
    var selectedRows: [ListPosition] = []
    /// `beginUpdates` nesting and the changes collected since the outermost one.
    var updateDepth = 0
    var pendingUpdate = ListBatchUpdate<RowAnimation>()
    /// Completions of `performBatchUpdates` calls nested in an outer batch (run with the outer one's).
    var pendingCompletions: [(Bool) -> Void] = []
    /// The row a touch highlighted, and whether that touch may still select it.
    var touchedRow: ListPosition?
    var touchMaySelect = false
    /// Warned once per identifier about dequeuing an unregistered one.
    var warnedIdentifiers: Set<String> = []
    /// Width the row heights were measured at (a width change measures them again).
    var measuredWidth: CGFloat = -1
    /// The rows prefetched last (for `prefetchDataSource`).
    var prefetchedRows: Set<Int> = []
    /// Rows given cells in this layout pass, told `willDisplay` once the pass placed them.
    var pendingWillDisplay: Set<Int> = []
    /// The row swiped open or being swiped (`UITableView+Swipe.swift`), whether the finger drives it,
    /// where its offset started, the row a touch began on and where, and whether the touch began on
    /// an open row's actions (a tap there runs one).
    var swipe: SwipeState?
    var swipeTracking = false
    var swipeBase: CGFloat = 0
    var touchedRowForSwipe: ListPosition?
    var touchStartPoint: CGPoint = .zero
    var touchBeganWithSwipeOpen = false
    var touchInEditingControl = false
    /// The cell `reconfigureRows` hands back to the data source's dequeue.
    var reconfiguringCell: UITableViewCell?
    /// Inside `layoutRows` (offset corrections there must not ask for another layout).
    var isLayingOutRows = false
    /// A storyboard's static sections (`dataMode="static"`), which `UITableViewController`'s data source
    /// methods answer from (`InterfaceBuilderStaticSection`).
    var interfaceBuilderStaticSections: [InterfaceBuilderStaticSection]?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// A storyboard's table: its style comes from the file (`InterfaceBuilderCoder`).
    public required init?(coder: NSCoder) {
        style = (coder as? InterfaceBuilderCoder)?.tableViewStyle.flatMap(Style.init(rawValue:)) ?? .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        installRowContextMenus()
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
    }

    // MARK: Registration and reuse

    /// Registers a cell class for an identifier (`nil` removes it). The table makes new cells with
    /// `init(style: .default, reuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { cellFactories[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            reportMisuse("register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass; '\(identifier)' not registered")
            return
        }
        cellFactories[identifier] = { type.init(__listReuseIdentifier: identifier) }
    }

    /// Registers a way to make cells for an identifier (what nib registration builds on).
    func register(cellMaker: @escaping () -> UITableViewCell, forCellReuseIdentifier identifier: String) {
        cellFactories[identifier] = cellMaker
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { headerFooterFactories[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            reportMisuse("register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView subclass")
            return
        }
        headerFooterFactories[identifier] = { type.init(__listReuseIdentifier: identifier) }
    }

    /// A cell for `identifier`: a pooled one (after `prepareForReuse()`) or a new one of the registered
    /// class, sized to the row's width. An unregistered identifier — which UIKit reports with an
    /// exception — is reported once on standard error and gets a `.default` cell, so a preview goes on.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        if !warnedIdentifiers.contains(identifier) {
            warnedIdentifiers.insert(identifier)
            reportMisuse("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard (a plain cell is used)")
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        cell.frame.size.width = bounds.width
        return cell
    }

    /// A pooled or newly made cell for `identifier`, or nil when nothing is registered for it (the
    /// pre-iOS 6 pattern: `?? UITableViewCell(style:reuseIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if var pool = cellPool[identifier], let cell = pool.popLast() {
            cellPool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let make = cellFactories[identifier] else { return nil }
        let cell = make()
        cell.setReuseIdentifier(identifier)
        cell.frame = CGRect(x: 0, y: 0, width: bounds.width, height: cell.bounds.height)
        return cell
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = headerFooterPool[identifier], let view = pool.popLast() {
            headerFooterPool[identifier] = pool
            view.prepareForReuse()
            return view
        }
        guard let make = headerFooterFactories[identifier] else { return nil }
        let v = make()
        v.frame.size.width = bounds.width
        return v
    }

    /// Puts a cell that left the screen into its pool, or releases it when the pool is full or the
    /// cell has no identifier. Pooled cells leave the view tree: `cellForRowAt` reconfigures them
    /// away from the window's constraint engine, and they come back measured and sized to their row
    /// (so a cell's new content never conflicts with its old row's height).
    func enqueue(_ cell: UITableViewCell) {
        cell.layer.removeAllAnimations()
        cell.removeFromSuperview()
        // A row swiped off the screen (a full-swipe deletion) comes back unmoved.
        if cell.transform != .identity { UIView.performWithoutAnimation { cell.transform = .identity } }
        guard let id = cell.reuseIdentifier else { return }
        var pool = cellPool[id] ?? []
        guard pool.count < Self.poolLimit else { return }
        pool.append(cell)
        cellPool[id] = pool
    }

    func enqueue(headerFooter view: UIView) {
        guard let v = view as? UITableViewHeaderFooterView, let id = v.reuseIdentifier else { view.removeFromSuperview(); return }
        var pool = headerFooterPool[id] ?? []
        guard pool.count < Self.poolLimit else { view.removeFromSuperview(); return }
        v.isHidden = true
        pool.append(v)
        headerFooterPool[id] = pool
    }

    /// Cells alive in the table: on screen, animating out and pooled (what reuse keeps small).
    public var cellsAlive: Int {
        visibleCellsByRow.count + departingViews.values.filter { $0 is UITableViewCell }.count + cellPool.values.reduce(0) { $0 + $1.count }
    }

    // MARK: Reloading

    /// Drops every cell and asks the data source again, in the next layout pass.
    open func reloadData() {
        setNeedsReload()
        layoutIfNeeded()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func geometryNeedsUpdate() {
        needsReload = true
        setNeedsLayout()
    }

    /// Only re-reads section header and footer titles and views (UIKit's `reloadSectionIndexTitles` is
    /// about the index; this is what most callers mean).
    open func reloadSectionIndexTitles() {}

    open var numberOfSections: Int {
        loadIfNeeded()
        return geometry.sectionCount
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard section >= 0 && section < geometry.sectionCount else { return 0 }
        return geometry.sections[section].rowCount
    }

    func loadIfNeeded() {
        if needsReload { reloadNow() }
    }

    // MARK: Overrides (here, not in the extensions, so subclasses can override them in turn)

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    open override func shouldIntercept(touch: UITouch, translation: CGPoint) -> Bool {
        super.shouldIntercept(touch: touch, translation: translation) || wantsSidewaysSwipe(touch, translation: translation)
    }
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesBegan(touches, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesMoved(touches, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesEnded(touches, with: event) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesCancelled(touches, with: event) }
    func scrollTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    func scrollTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    func scrollTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    func scrollTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesCancelled(touches, with: event) }

    // MARK: Hooks

    override func contentOffsetDidChange() {
        if !isLayingOutRows { setNeedsLayout() }
        if let s = swipe, !swipeTracking, isDragging || isDecelerating { closeSwipe(s, animated: true) }
    }

    /// A programming error UIKit would raise an exception for: reported on standard error, once per
    /// call site's message, and the table carries on as best it can.
    func reportMisuse(_ message: String) {
        FileHandle.standardError.write(Data("UITableView: \(message)\n".utf8))
    }

    func refreshCellAppearance() {
        for cell in visibleCellsByRow.values { configureAppearance(of: cell, at: nil) }
    }
}
