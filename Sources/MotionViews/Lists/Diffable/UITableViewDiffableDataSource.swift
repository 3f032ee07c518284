import Foundation

/// UIKit's diffable table data source: the table's data source, fed snapshots. `apply` computes the
/// differences from the current snapshot (`SnapshotDifference`: deletes, inserts, the fewest moves,
/// reloads) and plays them as one batch update with `defaultRowAnimation`; reconfigured items are
/// configured again in place afterwards. Subclass it to give section titles or editing, overriding
/// the data source methods, as on iOS. Keep a reference: the table holds its data source weakly.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The animation of inserted, deleted and reloaded rows (UIKit's default: `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Makes `snapshot` current. Animated, the differences play as a batch update (after the table first
    /// laid out; before that, or not animated, they apply at once); `completion` runs when done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.clearingMarks()
        guard let table = tableView else { completion?(); return }
        guard table.hasLoadedData, !table.needsReload else {
            table.reloadData()
            if let completion { ListAnimationTiming.perform(animated: false, {}, completion: { _ in completion() }) }
            return
        }
        let diff = SnapshotDifference(from: old, to: snapshot)
        let animation = defaultRowAnimation
        let run = {
            table.pendingUpdate.deletedSections += diff.update.deletedSections.map { ($0.0, animation) }
            table.pendingUpdate.insertedSections += diff.update.insertedSections.map { ($0.0, animation) }
            table.pendingUpdate.reloadedSections += diff.update.reloadedSections.map { ($0.0, animation) }
            table.pendingUpdate.movedSections += diff.update.movedSections
            table.pendingUpdate.deletedRows += diff.update.deletedRows.map { ($0.0, animation) }
            table.pendingUpdate.insertedRows += diff.update.insertedRows.map { ($0.0, animation) }
            table.pendingUpdate.reloadedRows += diff.reloaded.map { ($0, animation) }
            table.pendingUpdate.movedRows += diff.update.movedRows
        }
        let done: (Bool) -> Void = { _ in completion?() }
        if animatingDifferences {
            table.performBatchUpdates(run, completion: done)
        } else {
            UIView.performWithoutAnimation { table.performBatchUpdates(run, completion: done) }
        }
        if !diff.reconfigured.isEmpty { table.reconfigureRows(at: diff.reconfigured.map(\.indexPath)) }
    }

    /// iOS 15: makes `snapshot` current with `reloadData()` (no differences computed, nothing animated).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.clearingMarks()
        tableView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0 && indexPath.section < current.itemsBySection.count,
              indexPath.row >= 0 && indexPath.row < current.itemsBySection[indexPath.section].count else { return nil }
        return current.itemsBySection[indexPath.section][indexPath.row]
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.position(of: itemIdentifier)?.indexPath
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sectionIdentifiers.count ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource (open, so subclasses override them)

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section >= 0 && section < current.itemsBySection.count ? current.itemsBySection[section].count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        tableView.reportMisuse("the diffable data source's cell provider returned nil for \(item) (a plain cell is used)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
