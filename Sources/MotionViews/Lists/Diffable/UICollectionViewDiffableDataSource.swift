import Foundation

/// UIKit's diffable collection view data source: the collection view's data source, fed snapshots;
/// `apply` plays the differences as one batch update (see `UITableViewDiffableDataSource`).
/// Headers and footers come from `supplementaryViewProvider`.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource, OutlineToggling {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// Section snapshots applied with `apply(_:to:)`: the outlines of their sections.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    open var sectionSnapshotHandlers = UICollectionViewDiffableDataSourceSectionSnapshotHandlers<ItemIdentifierType>()
    /// iOS 14: which items move interactively, and what is told when they do (see the handlers' type).
    open var reorderingHandlers = UICollectionViewDiffableDataSourceReorderingHandlers<SectionIdentifierType, ItemIdentifierType>()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.clearingMarks()
        guard let cv = collectionView else { completion?(); return }
        guard cv.hasLoadedData, !cv.needsReload else {
            cv.reloadData()
            if let completion { ListAnimationTiming.perform(animated: false, {}, completion: { _ in completion() }) }
            return
        }
        let diff = SnapshotDifference(from: old, to: snapshot)
        let run = {
            cv.pendingUpdate.deletedSections += diff.update.deletedSections
            cv.pendingUpdate.insertedSections += diff.update.insertedSections
            cv.pendingUpdate.reloadedSections += diff.update.reloadedSections
            cv.pendingUpdate.movedSections += diff.update.movedSections
            cv.pendingUpdate.deletedRows += diff.update.deletedRows
            cv.pendingUpdate.insertedRows += diff.update.insertedRows
            cv.pendingUpdate.reloadedRows += diff.reloaded.map { ($0, ()) }
            cv.pendingUpdate.movedRows += diff.update.movedRows
        }
        let done: (Bool) -> Void = { _ in completion?() }
        if animatingDifferences {
            cv.performBatchUpdates(run, completion: done)
        } else {
            UIView.performWithoutAnimation { cv.performBatchUpdates(run, completion: done) }
        }
        if !diff.reconfigured.isEmpty { cv.reconfigureItems(at: diff.reconfigured.map(\.indexPathForItem)) }
    }

    /// iOS 14: makes `snapshot` the content of `section` (appended as the last section if absent): the
    /// section shows its visible items, and the difference to the whole snapshot is applied.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots[section] = snapshot
        var full = current
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.deleteItems(full.itemIdentifiers(inSection: section))
        // Items of this outline that sit in other sections leave them (identifiers are unique).
        let visible = snapshot.visibleItems
        full.deleteItems(visible)
        full.appendItems(visible, toSection: section)
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section's outline (a flat one of its items when none was applied).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let s = sectionSnapshots[section] { return s }
        var s = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        s.append(current.itemIdentifiers(inSection: section))
        return s
    }

    func outlineState(at indexPath: IndexPath) -> (hasChildren: Bool, isExpanded: Bool, level: Int)? {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
              let item = itemIdentifier(for: indexPath) else { return nil }
        return (!outline.childItems(of: item).isEmpty, outline.isExpanded(item), outline.level(of: item))
    }

    func toggleOutline(at indexPath: IndexPath) -> Bool {
        guard let section = sectionIdentifier(for: indexPath.section), var outline = sectionSnapshots[section],
              let item = itemIdentifier(for: indexPath), !outline.childItems(of: item).isEmpty else { return false }
        if outline.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return true }
            sectionSnapshotHandlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return true }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let make = sectionSnapshotHandlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: make(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        return true
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.clearingMarks()
        collectionView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0 && indexPath.section < current.itemsBySection.count,
              indexPath.item >= 0 && indexPath.item < current.itemsBySection[indexPath.section].count else { return nil }
        return current.itemsBySection[indexPath.section][indexPath.item]
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.position(of: itemIdentifier)?.indexPathForItem
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sectionIdentifiers.count ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < current.itemsBySection.count ? current.itemsBySection[section].count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell(frame: .zero) }
        if let cell = cellProvider(collectionView, indexPath, item) {
            if let list = cell as? UICollectionViewListCell, let state = outlineState(at: indexPath) {
                list.outlineExpanded = state.isExpanded
                list.indentationLevel = state.level
            }
            return cell
        }
        collectionView.reportMisuse("the diffable data source's cell provider returned nil for \(item) (an empty cell is used)")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let can = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return can(item)
    }
    /// An interactive move ended: the snapshot takes the new order (the collection view already shows
    /// it), between `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), let final = current.moving(item, to: destinationIndexPath) else { return }
        let transaction = NSDiffableDataSourceTransaction(from: current, to: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        reorderingHandlers.didReorder?(transaction)
    }
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
}
