import Foundation

/// UIKit's diffable collection view data source: the collection view's data source, fed snapshots;
/// `apply` plays the differences as one batch update (see `UITableViewDiffableDataSource`).
/// Headers and footers come from `supplementaryViewProvider`.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    open var supplementaryViewProvider: SupplementaryViewProvider?

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
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.reportMisuse("the diffable data source's cell provider returned nil for \(item) (an empty cell is used)")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
}
