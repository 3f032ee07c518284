import Foundation

/// UIKit's collection view: cells and supplementary views placed by a `UICollectionViewLayout`,
/// made by a data source, reused as they scroll, and animated by batch updates and layout changes.
///
/// Each layout pass (run whenever the offset or size changes) asks the layout for the attributes of
/// the elements in the visible rect, gives views to the new ones (cells from the data source,
/// headers and footers from `viewForSupplementaryElementOfKind`), applies the attributes (frame,
/// transform, alpha, zIndex, hidden) and recycles views that left. Self-sizing cells (a flow layout
/// with `estimatedItemSize`, estimated dimensions in a compositional layout) report their size with
/// `preferredLayoutAttributesFitting` as they appear and the layout is prepared again; the first
/// visible item keeps its place on screen meanwhile.
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    public enum ReorderingCadence: Int, Sendable { case immediate, fast, slow }
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout; assigning it switches without animation (see `setCollectionViewLayout(_:animated:)`).
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var layoutStorage: UICollectionViewLayout

    open weak var dataSource: UICollectionViewDataSource? { didSet { setNeedsReload() } }
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    open var isPrefetchingEnabled = true
    /// The delegate as the scroll view's type; a `UICollectionViewDelegate` (or flow-layout delegate)
    /// assigned here gets the collection view's callbacks too.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? UICollectionViewDelegate
            layoutStorage.invalidateLayout()
        }
    }
    weak var collectionDelegate: UICollectionViewDelegate?

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
    /// iOS 14: the editing state its cells follow (`configurationState.isEditing`, list accessories'
    /// `displayed` states).
    open var isEditing = false { didSet { if isEditing != oldValue { refreshListContexts() } } }
    /// iOS 16: whether cells resize when their content asks: `.enabled` (the default) — a cell's
    /// `invalidateIntrinsicContentSize()` or a new content configuration measures it again and the layout
    /// follows; `.enabledIncludingConstraints` does the same (constraint changes inside a cell resize it
    /// when the cell is measured again); `.disabled` keeps the first measurement.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    open var reorderingCadence: ReorderingCadence = .immediate

    // MARK: State

    var cellFactories: [String: () -> UICollectionViewCell] = [:]
    /// Supplementary factories by "kind|identifier".
    var supplementaryFactories: [String: () -> UICollectionReusableView] = [:]
    var pools: [String: [UICollectionReusableView]] = [:]
    static let poolLimit = 2
    var counts: [Int] = []
    var needsReload = true
    var hasLoadedData = false
    /// The views on screen, by element, with the attributes last applied to each.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    var appliedAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Views animating out (deleted, or off screen after an update or layout change).
    var departingViews: [ObjectIdentifier: UICollectionReusableView] = [:]
    var selectedItems: [ListPosition] = []
    var updateDepth = 0
    var pendingUpdate = ListBatchUpdate<Void>()
    var pendingCompletions: [(Bool) -> Void] = []
    /// During an update: the map being applied and the old attributes of items near the screen.
    var currentUpdateMap: ListUpdateMap<Void>?
    var previousAttributesByItem: [ListPosition: UICollectionViewLayoutAttributes] = [:]
    var lastLaidOutBounds: CGRect = .null
    var isLayingOutElements = false
    var touchedItem: ListPosition?
    /// Where the touch on `touchedItem` began, in its cell's coordinates.
    var touchedPoint: CGPoint = .zero
    var touchMaySelect = false
    var warnedIdentifiers: Set<String> = []
    /// Interactive movement: the item's place before and now (views are keyed by where they show).
    var movement: (from: ListPosition, to: ListPosition)?
    /// While a list cell's reorder accessory drives the movement: the finger's vertical distance from
    /// the item's centre when it grabbed the control.
    var accessoryReorderGrab: CGFloat?
    /// The cell `reconfigureItems` hands back to the data source's dequeue.
    var reconfiguringCell: UICollectionViewCell?
    /// Where the moving item's centre follows (`updateInteractiveMovementTargetPosition`).
    var movingPosition: CGPoint?
    /// Orthogonal sections' motion (`UICollectionView+Orthogonal.swift`): per section, the touch that may
    /// drive one (section, last point, whether it drives it), and the display link of their motion.
    var orthogonalScrolls: [Int: OrthogonalScroll] = [:]
    var orthogonalCandidate: (section: Int, last: CGPoint, dragging: Bool)?
    var orthogonalLink: CADisplayLink?
    /// Items last handed to the prefetch data source.
    var prefetched: Set<IndexPath> = []
    /// Cells given out in this pass, told `willDisplay` once placed.
    var pendingWillDisplay: [CollectionElementKey] = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        layout.collectionView = self
        setUpCollection()
    }

    /// A storyboard's collection view: its layout comes from the file (`InterfaceBuilderCoder`).
    public required init?(coder: NSCoder) {
        layoutStorage = (coder as? InterfaceBuilderCoder)?.collectionViewLayout ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        layoutStorage.collectionView = self
        setUpCollection()
    }

    private func setUpCollection() {
        installItemContextMenus()
        backgroundColor = .systemBackground
    }

    // MARK: Overrides (kept in the class body so subclasses can override them)

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCollection()
        // UICollectionView.h: the background view fills the bounds and does not scroll with the content.
        if let b = backgroundView, b.frame != bounds { b.frame = bounds }
    }

    /// Drops every view and asks the data source again, in the next layout pass.
    open func reloadData() {
        setNeedsReload()
        layoutIfNeeded()
    }

    open override func shouldIntercept(touch: UITouch, translation: CGPoint) -> Bool {
        super.shouldIntercept(touch: touch, translation: translation) || wantsOrthogonalDrag(touch, translation: translation)
    }
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesBegan(touches, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesMoved(touches, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesEnded(touches, with: event) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesCancelled(touches, with: event) }
    func scrollTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    func scrollTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    func scrollTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    func scrollTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesCancelled(touches, with: event) }

    /// UIKit asks the layout about a bounds change before the bounds change (a scroll moves
    /// `bounds.origin`, a resize its size): in `shouldInvalidateLayout(forBoundsChange:)` the collection
    /// view's `bounds` are still the old ones, so a layout can compare them with `newBounds` (a width
    /// change, a scroll's delta). True invalidates the layout; either way the next layout pass asks for
    /// the elements in the new visible rect.
    open override var bounds: CGRect {
        willSet { boundsWillChange(to: newValue) }
    }

    private func boundsWillChange(to newBounds: CGRect) {
        guard !lastLaidOutBounds.isNull, newBounds != bounds else { return }
        if layoutStorage.shouldInvalidateLayout(forBoundsChange: newBounds) { layoutStorage.invalidateLayout() }
    }

    override func contentOffsetDidChange() {
        if !isLayingOutElements { setNeedsLayout() }
    }

    /// A sideways wheel over an orthogonal section scrolls that section; otherwise the scroll view's.
    open override func scrollWheel(dx: CGFloat, dy: CGFloat) {
        if abs(dx) > abs(dy), let point = wheelPoint, orthogonalWheel(dx: dx, at: point) { return }
        super.scrollWheel(dx: dx, dy: dy)
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func reportMisuse(_ message: String) {
        FileHandle.standardError.write(Data("UICollectionView: \(message)\n".utf8))
    }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { cellFactories[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            reportMisuse("register(_:forCellWithReuseIdentifier:): \(cellClass) is not a UICollectionViewCell subclass")
            return
        }
        cellFactories[identifier] = { type.init(__listReuseIdentifier: identifier) }
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = elementKind + "|" + identifier
        guard let viewClass else { supplementaryFactories[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            reportMisuse("register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a UICollectionReusableView subclass")
            return
        }
        supplementaryFactories[key] = { type.init(__listReuseIdentifier: identifier) }
    }

    /// Registers a way to make cells (what cell registrations and nibs build on).
    func register(cellMaker: @escaping () -> UICollectionViewCell, forCellWithReuseIdentifier identifier: String) {
        cellFactories[identifier] = cellMaker
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if var pool = pools[identifier], let view = pool.popLast() {
            pools[identifier] = pool
            view.prepareForReuse()
            if let cell = view as? UICollectionViewCell { prepareListContext(cell, kind: nil, at: indexPath); return cell }
        }
        guard let make = cellFactories[identifier] else {
            if warnedIdentifiers.insert(identifier).inserted {
                reportMisuse("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard (a plain cell is used)")
            }
            let cell = UICollectionViewCell(frame: .zero)
            cell.setReuseIdentifier(identifier)
            return cell
        }
        // A new cell is made at the frame the layout gives its item (already prepared during layout).
        UICollectionReusableView.dequeueFrame = layoutStorage.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let cell = make()
        UICollectionReusableView.dequeueFrame = .zero
        cell.setReuseIdentifier(identifier)
        prepareListContext(cell, kind: nil, at: indexPath)
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "|" + identifier
        if var pool = pools[key], let view = pool.popLast() {
            pools[key] = pool
            view.prepareForReuse()
            prepareListContext(view, kind: elementKind, at: indexPath)
            return view
        }
        guard let make = supplementaryFactories[key] else {
            if warnedIdentifiers.insert(key).inserted {
                reportMisuse("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier (an empty view is used)")
            }
            return UICollectionReusableView(__listReuseIdentifier: key)
        }
        UICollectionReusableView.dequeueFrame = layoutStorage.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.frame ?? .zero
        let v = make()
        UICollectionReusableView.dequeueFrame = .zero
        v.reuseIdentifierKey = key
        prepareListContext(v, kind: elementKind, at: indexPath)
        return v
    }

    /// The data source did not give a view for a kind the layout placed.
    func missingSupplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if warnedIdentifiers.insert("supplementary|" + kind).inserted {
            reportMisuse("the layout places views of kind \(kind) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) (an empty view is used)")
        }
        return UICollectionReusableView(frame: .zero)
    }

    /// Back to the pool (out of the view tree, as the table's cells go), or released when it is full.
    func enqueue(_ view: UICollectionReusableView) {
        view.layer.removeAllAnimations()
        view.removeFromSuperview()
        guard let id = view.reuseIdentifierKey ?? view.reuseIdentifier else { return }
        var pool = pools[id] ?? []
        guard pool.count < Self.poolLimit else { return }
        pool.append(view)
        pools[id] = pool
    }

    /// Cells and supplementary views alive: on screen, animating out and pooled.
    public var viewsAlive: Int {
        visibleViews.count + departingViews.count + pools.values.reduce(0) { $0 + $1.count }
    }

    // MARK: Counts

    public var numberOfSections: Int {
        loadIfNeeded()
        return counts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    func loadIfNeeded() {
        if needsReload { reloadNow() }
    }

    func currentCounts() -> [Int] {
        guard let ds = dataSource else { return [] }
        let n = max(0, ds.numberOfSections(in: self))
        return (0..<n).map { max(0, ds.collectionView(self, numberOfItemsInSection: $0)) }
    }
}

extension UICollectionReusableView {
    /// The pool a view goes back to (supplementary views: kind and identifier).
    var reuseIdentifierKey: String? {
        get { listReuseKey }
        set { listReuseKey = newValue }
    }
}
