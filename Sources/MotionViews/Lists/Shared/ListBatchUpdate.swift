import Foundation

/// The changes of one batch update of a table or collection view, as the app announced them, and
/// their resolution against the counts before and after by UIKit's index rules:
///
/// - deletions and reloads name positions **before** the update, insertions positions **after** it,
///   whatever order the calls came in ("UITableView defers any insertions of rows or sections until
///   after it has handled the deletions", `insertRows(at:with:)`; AppKit's `performBatchUpdates`:
///   "performs all deletion operations first, followed by all insertion operations and then all move
///   operations … Reloading an item is treated as a delete operation followed by an insert operation");
/// - a move names its source before and its destination after the update;
/// - every other row keeps its order, filling the positions the insertions and move destinations
///   leave free.
///
/// `Animation` is the list's own animation kind (`UITableView.RowAnimation`; collection views use `Void`).
struct ListBatchUpdate<Animation> {
    var deletedSections: [(Int, Animation)] = []
    var insertedSections: [(Int, Animation)] = []
    var reloadedSections: [(Int, Animation)] = []
    var movedSections: [(Int, Int)] = []
    var deletedRows: [(ListPosition, Animation)] = []
    var insertedRows: [(ListPosition, Animation)] = []
    var reloadedRows: [(ListPosition, Animation)] = []
    var movedRows: [(ListPosition, ListPosition)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Where each old row went and which new rows are new, or why the update is invalid (UIKit raises
    /// `NSInternalInconsistencyException` with such a message; lists here report it and reload).
    func resolve(oldCounts: [Int], newCounts: [Int], rowWord: String = "rows") -> Result<ListUpdateMap<Animation>, ListUpdateError> {
        let oldS = oldCounts.count, newS = newCounts.count
        func bad(_ s: String) -> Result<ListUpdateMap<Animation>, ListUpdateError> { .failure(ListUpdateError(message: s)) }

        // Sections. A reloaded section survives in place for the mapping, then has all its rows
        // deleted and inserted.
        var goneOld = Set<Int>(), takenNew = Set<Int>()
        for (s, _) in deletedSections {
            guard s >= 0 && s < oldS else { return bad("attempt to delete section \(s), but there are only \(oldS) sections before the update") }
            guard goneOld.insert(s).inserted else { return bad("attempt to delete section \(s) twice") }
        }
        for (s, _) in insertedSections {
            guard s >= 0 && s < newS else { return bad("attempt to insert section \(s) but there are only \(newS) sections after the update") }
            guard takenNew.insert(s).inserted else { return bad("attempt to insert section \(s) twice") }
        }
        var sectionMap = [Int?](repeating: nil, count: oldS)
        var movedFrom = [Int: Int]()
        for (a, b) in movedSections {
            guard a >= 0 && a < oldS, b >= 0 && b < newS else { return bad("attempt to move section \(a) to \(b), out of range (\(oldS) before, \(newS) after)") }
            guard goneOld.insert(a).inserted else { return bad("attempt to move section \(a), which is also deleted or moved") }
            guard takenNew.insert(b).inserted else { return bad("attempt to move a section to \(b), which is also inserted or a move's destination") }
            sectionMap[a] = b; movedFrom[b] = a
        }
        let reloaded = Set(reloadedSections.map(\.0))
        for s in reloaded where s < 0 || s >= oldS || goneOld.contains(s) {
            return bad("attempt to reload section \(s), which does not exist before the update or is also deleted or moved")
        }
        let survivors = (0..<oldS).filter { !goneOld.contains($0) }
        let free = (0..<newS).filter { !takenNew.contains($0) }
        guard survivors.count == free.count else {
            return bad("invalid number of sections. The number of sections contained in the table view after the update (\(newS)) must be equal to the number of sections contained in the table view before the update (\(oldS)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)")
        }
        for (s, t) in zip(survivors, free) { sectionMap[s] = t }

        var map = ListUpdateMap<Animation>(oldCounts: oldCounts, newCounts: newCounts, sectionMap: sectionMap)
        for (s, a) in deletedSections { map.deletedSectionAnimation[s] = a }
        for (s, a) in insertedSections { map.insertedSectionAnimation[s] = a }
        for (s, a) in reloadedSections {
            map.deletedSectionAnimation[s] = a
            if let t = sectionMap[s] { map.insertedSectionAnimation[t] = a }
        }

        // Rows.
        var goneRows = [Set<Int>](repeating: [], count: oldS)
        var takenRows = [Set<Int>](repeating: [], count: newS)
        func inOld(_ p: ListPosition) -> Bool { p.section >= 0 && p.section < oldS && p.row >= 0 && p.row < oldCounts[p.section] }
        func inNew(_ p: ListPosition) -> Bool { p.section >= 0 && p.section < newS && p.row >= 0 && p.row < newCounts[p.section] }
        for (p, a) in deletedRows {
            guard inOld(p) else { return bad("attempt to delete row \(p.row) from section \(p.section) which only contains \(p.section >= 0 && p.section < oldS ? oldCounts[p.section] : 0) \(rowWord) before the update") }
            guard map.deletedSectionAnimation[p.section] == nil else { continue }   // the section goes anyway
            guard goneRows[p.section].insert(p.row).inserted else { return bad("attempt to delete row \(p.row) in section \(p.section) twice") }
            map.deletedRowAnimation[p] = a
        }
        for (p, a) in insertedRows {
            guard inNew(p) else { return bad("attempt to insert row \(p.row) into section \(p.section), but there are only \(p.section >= 0 && p.section < newS ? newCounts[p.section] : 0) \(rowWord) in section \(p.section) after the update") }
            guard map.insertedSectionAnimation[p.section] == nil else { continue }
            guard takenRows[p.section].insert(p.row).inserted else { return bad("attempt to insert row \(p.row) in section \(p.section) twice") }
            map.insertedRowAnimation[p] = a
        }
        var rowMoves = [ListPosition: ListPosition]()
        for (a, b) in movedRows {
            guard inOld(a), inNew(b) else { return bad("attempt to move row \(a.row) of section \(a.section) to row \(b.row) of section \(b.section), out of range") }
            guard map.deletedSectionAnimation[a.section] == nil, map.insertedSectionAnimation[b.section] == nil else {
                return bad("attempt to move a row out of a deleted section or into an inserted one (\(a.section) → \(b.section))")
            }
            guard goneRows[a.section].insert(a.row).inserted else { return bad("attempt to move row \(a.row) of section \(a.section), which is also deleted or moved") }
            guard takenRows[b.section].insert(b.row).inserted else { return bad("attempt to move a row to row \(b.row) of section \(b.section), which is also inserted or a move's destination") }
            rowMoves[a] = b
        }
        for (p, a) in reloadedRows {
            guard inOld(p) else { return bad("attempt to reload row \(p.row) of section \(p.section), which does not exist before the update") }
            guard !goneRows[p.section].contains(p.row) else { return bad("attempt to reload row \(p.row) of section \(p.section), which is also deleted or moved") }
            map.reloadedRowAnimation[p] = a
        }

        var rowMap = [[ListPosition?]]()
        rowMap.reserveCapacity(oldS)
        // The old section that fills each new section (for the count check), when one does.
        var filledFrom = [Int?](repeating: nil, count: newS)
        for s in 0..<oldS {
            guard let t = sectionMap[s], map.deletedSectionAnimation[s] == nil else {
                rowMap.append([ListPosition?](repeating: nil, count: oldCounts[s]))
                continue
            }
            filledFrom[t] = s
            var rows = [ListPosition?](repeating: nil, count: oldCounts[s])
            let freeRows = (0..<newCounts[t]).lazy.filter { !takenRows[t].contains($0) }
            var it = freeRows.makeIterator()
            for r in 0..<oldCounts[s] where !goneRows[s].contains(r) {
                guard let slot = it.next() else {
                    return bad(Self.countMessage(t, s, oldCounts, newCounts, goneRows, takenRows, rowWord))
                }
                rows[r] = ListPosition(t, slot)
            }
            if it.next() != nil { return bad(Self.countMessage(t, s, oldCounts, newCounts, goneRows, takenRows, rowWord)) }
            rowMap.append(rows)
        }
        for (a, b) in rowMoves { rowMap[a.section][a.row] = b }
        // New sections that no old section fills must be inserted whole.
        for t in 0..<newS where filledFrom[t] == nil && map.insertedSectionAnimation[t] == nil {
            return bad("section \(t) after the update comes from no section before it")
        }
        map.rowMap = rowMap
        return .success(map)
    }

    private static func countMessage(_ t: Int, _ s: Int, _ oldCounts: [Int], _ newCounts: [Int], _ gone: [Set<Int>], _ taken: [Set<Int>], _ rowWord: String) -> String {
        "invalid number of \(rowWord) in section \(t). The number of \(rowWord) contained in an existing section after the update (\(newCounts[t])) must be equal to the number of \(rowWord) contained in that section before the update (\(oldCounts[s])), plus or minus the number of \(rowWord) inserted or deleted from that section (\(taken[t].count) inserted or moved in, \(gone[s].count) deleted or moved out)"
    }
}

/// A batch update that breaks the index rules: the message UIKit's exception would carry.
struct ListUpdateError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The resolved update: where every old row is after it, and what is new.
struct ListUpdateMap<Animation> {
    let oldCounts: [Int]
    let newCounts: [Int]
    /// Old section → new section (nil: deleted).
    let sectionMap: [Int?]
    /// Old position → new position (nil: deleted, or its section deleted or reloaded).
    var rowMap: [[ListPosition?]] = []
    var deletedSectionAnimation: [Int: Animation] = [:]
    /// Keyed by the new section index.
    var insertedSectionAnimation: [Int: Animation] = [:]
    /// Keyed by old positions.
    var deletedRowAnimation: [ListPosition: Animation] = [:]
    /// Keyed by new positions.
    var insertedRowAnimation: [ListPosition: Animation] = [:]
    /// Keyed by old positions (the row survives; its cell is replaced).
    var reloadedRowAnimation: [ListPosition: Animation] = [:]

    init(oldCounts: [Int], newCounts: [Int], sectionMap: [Int?]) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        self.sectionMap = sectionMap
    }

    /// Where the old row is after the update.
    func newPosition(of p: ListPosition) -> ListPosition? {
        guard p.section >= 0 && p.section < rowMap.count, p.row >= 0 && p.row < rowMap[p.section].count else { return nil }
        return rowMap[p.section][p.row]
    }

    /// For each new position, the old one it came from (nil: inserted).
    func oldPositions() -> [[ListPosition?]] {
        var result = newCounts.map { [ListPosition?](repeating: nil, count: $0) }
        for (s, rows) in rowMap.enumerated() {
            for (r, n) in rows.enumerated() {
                if let n { result[n.section][n.row] = ListPosition(s, r) }
            }
        }
        return result
    }

    /// The animation a new row arrives with, if it is new (its own, or its section's).
    func insertion(at p: ListPosition) -> Animation? {
        insertedRowAnimation[p] ?? insertedSectionAnimation[p.section]
    }

    /// The animation an old row leaves with, if it goes.
    func deletion(at p: ListPosition) -> Animation? {
        deletedRowAnimation[p] ?? deletedSectionAnimation[p.section]
    }
}
