import Foundation

/// The batch update that turns one snapshot into another: sections and items deleted (positions
/// before), inserted (positions after) and moved — the fewest moves: items (and sections) that keep
/// their relative order stay put (a longest increasing subsequence of their old positions), the others
/// move. Items that change section move; items leaving a deleted section or entering an inserted one
/// are deleted and inserted (UIKit allows no moves out of or into those).
struct SnapshotDifference<S: Hashable, I: Hashable> {
    var update = ListBatchUpdate<Void>()
    /// Old positions of items to reload, new positions of items to reconfigure.
    var reloaded: [ListPosition] = []
    var reconfigured: [ListPosition] = []

    init(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        // Sections.
        var oldSectionIndex: [S: Int] = [:]
        for (i, s) in old.sectionIdentifiers.enumerated() { oldSectionIndex[s] = i }
        var newSectionIndex: [S: Int] = [:]
        for (i, s) in new.sectionIdentifiers.enumerated() { newSectionIndex[s] = i }
        var deletedSections = Set<Int>(), insertedSections = Set<Int>()
        for (i, s) in old.sectionIdentifiers.enumerated() where newSectionIndex[s] == nil { deletedSections.insert(i); update.deletedSections.append((i, ())) }
        for (i, s) in new.sectionIdentifiers.enumerated() where oldSectionIndex[s] == nil { insertedSections.insert(i); update.insertedSections.append((i, ())) }
        let commonSections = new.sectionIdentifiers.filter { oldSectionIndex[$0] != nil }
        let keptSections = Self.longestIncreasing(commonSections.map { oldSectionIndex[$0]! })
        for (k, s) in commonSections.enumerated() where !keptSections.contains(k) {
            update.movedSections.append((oldSectionIndex[s]!, newSectionIndex[s]!))
        }
        for s in new.reloadedSectionIdentifiers {
            if let o = oldSectionIndex[s], newSectionIndex[s] != nil { update.reloadedSections.append((o, ())) }
        }
        let reloadedSections = Set(update.reloadedSections.map(\.0))

        // Items: where each old item was.
        var oldPosition: [I: ListPosition] = [:]
        oldPosition.reserveCapacity(old.numberOfItems)
        for (s, items) in old.itemsBySection.enumerated() {
            for (i, item) in items.enumerated() { oldPosition[item] = ListPosition(s, i) }
        }
        var newItems = Set<I>()
        newItems.reserveCapacity(new.numberOfItems)
        for (t, items) in new.itemsBySection.enumerated() {
            let newSection = new.sectionIdentifiers[t]
            let oldSection = oldSectionIndex[newSection]
            var sameSection: [(newRow: Int, oldRow: Int)] = []
            for (r, item) in items.enumerated() {
                newItems.insert(item)
                let np = ListPosition(t, r)
                let wholeSection = insertedSections.contains(t) || (oldSection.map { reloadedSections.contains($0) } ?? false)
                let was = oldPosition[item]
                let wasAlive = was.map { !deletedSections.contains($0.section) && !reloadedSections.contains($0.section) } ?? false
                if wholeSection {
                    // The section arrives whole; an item it takes from a staying section leaves there.
                    if wasAlive, let op = was { update.deletedRows.append((op, ())) }
                    continue
                }
                guard let op = was, wasAlive else {
                    update.insertedRows.append((np, ()))
                    continue
                }
                if op.section == oldSection {
                    sameSection.append((r, op.row))
                } else {
                    update.movedRows.append((op, np))
                }
            }
            let kept = Self.longestIncreasing(sameSection.map(\.oldRow))
            for (k, pair) in sameSection.enumerated() where !kept.contains(k) {
                update.movedRows.append((ListPosition(oldSection!, pair.oldRow), ListPosition(t, pair.newRow)))
            }
        }
        for (s, items) in old.itemsBySection.enumerated() where !deletedSections.contains(s) && !reloadedSections.contains(s) {
            for (i, item) in items.enumerated() where !newItems.contains(item) {
                update.deletedRows.append((ListPosition(s, i), ()))
            }
        }
        let moved = Set(update.movedRows.map(\.0))
        for item in new.reloadedItemIdentifiers {
            if let op = oldPosition[item], !moved.contains(op), newItems.contains(item), !deletedSections.contains(op.section) {
                reloaded.append(op)
            }
        }
        for item in new.reconfiguredItemIdentifiers {
            if let np = new.position(of: item) { reconfigured.append(np) }
        }
        // Reloads of moved items become a delete and an insert of the item.
        for item in new.reloadedItemIdentifiers {
            if let op = oldPosition[item], moved.contains(op), let np = new.position(of: item) {
                update.movedRows.removeAll { $0.0 == op }
                update.deletedRows.append((op, ()))
                update.insertedRows.append((np, ()))
            }
        }
    }

    /// Indices (into `values`) of one longest strictly increasing subsequence (patience sorting,
    /// O(n log n)).
    static func longestIncreasing(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []          // indices into values
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi { let m = (lo + hi) / 2; if values[tails[m]] < v { lo = m + 1 } else { hi = m } }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var result = Set<Int>()
        var k = tails.last ?? -1
        while k >= 0 { result.insert(k); k = previous[k] }
        return result
    }
}
