import XCTest
@testable import MotionViews

/// UIKit's index rules for batch updates, checked against the data they describe: random old and new
/// lists of unique items, the changes an app would announce for them (deletions at old indices,
/// insertions at new ones, moves from old to new), and the resolved map must send every surviving
/// item to where it is in the new list.
final class ListBatchUpdateTests: XCTestCase {
    /// A small deterministic generator (the tests must not depend on the run).
    struct LCG { var s: UInt64; mutating func next(_ n: Int) -> Int { s = s &* 6364136223846793005 &+ 1442695040888963407; return Int((s >> 33) % UInt64(max(1, n))) } }

    func testDocumentedExample() {
        // Apple's example in the collection view programming guide: [1,2,3,4,5] → [1,3,6,4,5] with
        // item 1 deleted (old index), 6 inserted at new index 2 … plus a move of 3 from 2 to 1.
        var u = ListBatchUpdate<Void>()
        u.deletedRows = [(ListPosition(0, 1), ())]
        u.insertedRows = [(ListPosition(0, 2), ())]
        let map = try! u.resolve(oldCounts: [5], newCounts: [5]).get()
        XCTAssertEqual(map.newPosition(of: ListPosition(0, 0)), ListPosition(0, 0))
        XCTAssertNil(map.newPosition(of: ListPosition(0, 1)))
        XCTAssertEqual(map.newPosition(of: ListPosition(0, 2)), ListPosition(0, 1))
        XCTAssertEqual(map.newPosition(of: ListPosition(0, 3)), ListPosition(0, 3))
        XCTAssertEqual(map.newPosition(of: ListPosition(0, 4)), ListPosition(0, 4))
    }

    func testDeletesBeforeInsertsWhateverTheCallOrder() {
        // Deleting row 0 and inserting at row 0 in one batch replaces the first row: the others stay.
        var u = ListBatchUpdate<Void>()
        u.insertedRows = [(ListPosition(0, 0), ())]
        u.deletedRows = [(ListPosition(0, 0), ())]
        let map = try! u.resolve(oldCounts: [3], newCounts: [3]).get()
        XCTAssertEqual(map.newPosition(of: ListPosition(0, 1)), ListPosition(0, 1))
        XCTAssertEqual(map.newPosition(of: ListPosition(0, 2)), ListPosition(0, 2))
        XCTAssertNotNil(map.insertion(at: ListPosition(0, 0)))
    }

    func testInvalidCountsAreReportedWithUIKitsMessage() {
        var u = ListBatchUpdate<Void>()
        u.insertedRows = [(ListPosition(0, 3), ())]
        guard case .failure(let e) = u.resolve(oldCounts: [3], newCounts: [3]) else { return XCTFail("should fail") }
        XCTAssertTrue(e.message.contains("attempt to insert row 3 into section 0"), e.message)
        var v = ListBatchUpdate<Void>()
        v.deletedRows = [(ListPosition(0, 0), ())]
        guard case .failure(let f) = v.resolve(oldCounts: [3], newCounts: [3]) else { return XCTFail("should fail") }
        XCTAssertTrue(f.message.contains("invalid number of rows in section 0"), f.message)
        var w = ListBatchUpdate<Void>()
        w.movedRows = [(ListPosition(0, 0), ListPosition(0, 1))]
        w.deletedRows = [(ListPosition(0, 0), ())]
        guard case .failure = w.resolve(oldCounts: [3], newCounts: [2]) else { return XCTFail("a row both moved and deleted must fail") }
    }

    func testRandomUpdatesMapEverySurvivorToItsNewPlace() {
        var rng = LCG(s: 42)
        for _ in 0..<400 {
            // Old: sections of unique ids; new: some deleted, some inserted, some moved (also across sections).
            let sections = 1 + rng.next(3)
            var id = 0
            var old: [[Int]] = []
            for _ in 0..<sections { old.append((0..<rng.next(8)).map { _ in id += 1; return id }) }
            var new = old
            var deleted = Set<Int>()
            for s in 0..<sections {
                new[s] = new[s].filter { _ in
                    if rng.next(5) == 0 { return false }
                    return true
                }
            }
            for s in 0..<sections { for x in old[s] where !new[s].contains(x) { deleted.insert(x) } }
            // Moves: take some survivors out and put them elsewhere.
            var moved = Set<Int>()
            for _ in 0..<rng.next(4) {
                let s = rng.next(sections)
                guard !new[s].isEmpty else { continue }
                let x = new[s].remove(at: rng.next(new[s].count))
                let t = rng.next(sections)
                new[t].insert(x, at: rng.next(new[t].count + 1))
                moved.insert(x)
            }
            var inserted = Set<Int>()
            for _ in 0..<rng.next(4) {
                let t = rng.next(sections)
                id += 1
                new[t].insert(id, at: rng.next(new[t].count + 1))
                inserted.insert(id)
            }
            // The announced changes: deletions at old positions, insertions at new, moves old → new.
            func where_(_ x: Int, _ lists: [[Int]]) -> ListPosition? {
                for (s, l) in lists.enumerated() { if let i = l.firstIndex(of: x) { return ListPosition(s, i) } }
                return nil
            }
            var u = ListBatchUpdate<Void>()
            for x in deleted { u.deletedRows.append((where_(x, old)!, ())) }
            for x in inserted { u.insertedRows.append((where_(x, new)!, ())) }
            for x in moved { u.movedRows.append((where_(x, old)!, where_(x, new)!)) }
            let map: ListUpdateMap<Void>
            switch u.resolve(oldCounts: old.map(\.count), newCounts: new.map(\.count)) {
            case .success(let m): map = m
            case .failure(let e): return XCTFail("valid update refused: \(e.message) old \(old) new \(new)")
            }
            for (s, l) in old.enumerated() {
                for (i, x) in l.enumerated() {
                    let got = map.newPosition(of: ListPosition(s, i))
                    XCTAssertEqual(got, where_(x, new), "item \(x): old \(old) new \(new)")
                }
            }
            let oldOfNew = map.oldPositions()
            for (t, l) in new.enumerated() {
                for (i, x) in l.enumerated() {
                    XCTAssertEqual(oldOfNew[t][i], where_(x, old), "item \(x)")
                    XCTAssertEqual(map.insertion(at: ListPosition(t, i)) != nil, inserted.contains(x))
                }
            }
        }
    }

    func testSectionInsertsDeletesAndMoves() {
        // Sections [A B C D] → [D A X C]: B deleted, X inserted at 2, D moved from 3 to 0.
        var u = ListBatchUpdate<Void>()
        u.deletedSections = [(1, ())]
        u.insertedSections = [(2, ())]
        u.movedSections = [(3, 0)]
        let map = try! u.resolve(oldCounts: [1, 2, 3, 4], newCounts: [4, 1, 5, 3]).get()
        XCTAssertEqual(map.sectionMap, [1, nil, 3, 0])
        XCTAssertEqual(map.newPosition(of: ListPosition(3, 2)), ListPosition(0, 2))
        XCTAssertEqual(map.newPosition(of: ListPosition(2, 1)), ListPosition(3, 1))
        XCTAssertNil(map.newPosition(of: ListPosition(1, 0)))
        XCTAssertNotNil(map.insertion(at: ListPosition(2, 4)))
    }
}
