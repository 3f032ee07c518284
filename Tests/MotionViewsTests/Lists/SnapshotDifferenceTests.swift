import XCTest
@testable import MotionViews

/// Diffable snapshots: the snapshot API's own semantics, and the differences between two snapshots
/// resolved by UIKit's index rules sending every item that stays to its place in the new snapshot,
/// with the fewest moves for a rotation.
final class SnapshotDifferenceTests: XCTestCase {
    typealias Snap = NSDiffableDataSourceSnapshot<String, Int>

    func testSnapshotEditing() {
        var s = Snap()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4, 5])                       // the last section
        s.insertItems([9], beforeItem: 2)
        s.moveItem(1, afterItem: 5)
        s.deleteItems([3])
        XCTAssertEqual(s.itemIdentifiers(inSection: "a"), [9, 2])
        XCTAssertEqual(s.itemIdentifiers(inSection: "b"), [4, 5, 1])
        XCTAssertEqual(s.sectionIdentifier(containingItem: 1), "b")
        XCTAssertEqual(s.indexOfItem(5), 3)
        XCTAssertEqual(s.numberOfItems, 5)
        s.moveSection("b", beforeSection: "a")
        XCTAssertEqual(s.sectionIdentifiers, ["b", "a"])
        XCTAssertEqual(s.itemIdentifiers, [4, 5, 1, 9, 2])
        s.appendItems([4])                          // a duplicate is refused (UIKit raises)
        XCTAssertEqual(s.numberOfItems, 5)
    }

    private func check(_ old: Snap, _ new: Snap, file: StaticString = #filePath, line: UInt = #line) -> SnapshotDifference<String, Int> {
        let d = SnapshotDifference(from: old, to: new)
        let oldCounts = old.sectionIdentifiers.map { old.numberOfItems(inSection: $0) }
        let newCounts = new.sectionIdentifiers.map { new.numberOfItems(inSection: $0) }
        switch d.update.resolve(oldCounts: oldCounts, newCounts: newCounts) {
        case .failure(let e):
            XCTFail("difference refused: \(e.message)", file: file, line: line)
        case .success(let map):
            for (s, section) in old.sectionIdentifiers.enumerated() {
                for (i, item) in old.itemIdentifiers(inSection: section).enumerated() {
                    let expected = new.position(of: item)
                    let got = map.newPosition(of: ListPosition(s, i))
                    // Items whose section is deleted or reloaded leave and come back as inserts.
                    if got != nil || map.deletion(at: ListPosition(s, i)) == nil {
                        XCTAssertEqual(got, expected, "item \(item)", file: file, line: line)
                    } else if let e = expected {
                        XCTAssertNotNil(map.insertion(at: e), "item \(item) must come back inserted", file: file, line: line)
                    }
                }
            }
        }
        return d
    }

    func testShuffleMovesOnlyWhatLeftItsOrder() {
        var a = Snap(); a.appendSections(["s"]); a.appendItems(Array(0..<10))
        var b = Snap(); b.appendSections(["s"]); b.appendItems([9] + Array(0..<9))   // a rotation
        let d = check(a, b)
        XCTAssertEqual(d.update.movedRows.count, 1, "one item moved, the rest keep their order")
        XCTAssertTrue(d.update.insertedRows.isEmpty && d.update.deletedRows.isEmpty)
    }

    func testRandomSnapshots() {
        var rng = ListBatchUpdateTests.LCG(s: 7)
        for _ in 0..<300 {
            var a = Snap()
            let names = ["a", "b", "c", "d"]
            var nextItem = 0
            for n in names where rng.next(4) > 0 {
                a.appendSections([n])
                a.appendItems((0..<rng.next(7)).map { _ in nextItem += 1; return nextItem })
            }
            // Mutate: shuffle sections, delete/insert/move items, delete/insert sections, reload some.
            var b = a
            for item in a.itemIdentifiers where rng.next(5) == 0 { b.deleteItems([item]) }
            for _ in 0..<rng.next(4) {
                let items = b.itemIdentifiers
                guard items.count > 1 else { break }
                let x = items[rng.next(items.count)], y = items[rng.next(items.count)]
                if x != y { b.moveItem(x, beforeItem: y) }
            }
            if rng.next(3) == 0, !b.sectionIdentifiers.isEmpty { b.deleteSections([b.sectionIdentifiers[rng.next(b.sectionIdentifiers.count)]]) }
            for n in names where b.indexOfSection(n) == nil && rng.next(3) == 0 {
                b.appendSections([n])
                b.appendItems([1000 + nextItem]); nextItem += 1
            }
            if b.sectionIdentifiers.count > 1 && rng.next(2) == 0 {
                b.moveSection(b.sectionIdentifiers.last!, beforeSection: b.sectionIdentifiers.first!)
            }
            for _ in 0..<rng.next(3) {
                guard let s = b.sectionIdentifiers.last else { break }
                b.appendItems([5000 + nextItem], toSection: s); nextItem += 1
            }
            _ = check(a, b)
        }
    }

    func testLongestIncreasingSubsequence() {
        let v = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
        let kept = SnapshotDifference<String, Int>.longestIncreasing(v)
        let seq = kept.sorted().map { v[$0] }
        XCTAssertEqual(seq.count, 4)                        // e.g. 1 4 5 9 / 1 4 5 6
        XCTAssertEqual(seq, seq.sorted())
        XCTAssertEqual(Set(seq).count, seq.count)
    }
}
