import XCTest
@testable import MotionViews

/// iOS 14's `reorderingHandlers`: only items `canReorderItem` allows move interactively; a finished
/// move updates the data source's snapshot between `willReorder` and `didReorder`, whose transaction
/// describes it. Also iOS 16's `selfSizingInvalidation`.
final class DiffableReorderingTests: XCTestCase {
    func testInteractiveMoveUpdatesTheSnapshotAndCallsTheHandlers() {
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .plain), items: ["a", "b", "c", "d"]) { cell, _, item in
            var c = cell.defaultContentConfiguration(); c.text = item; cell.contentConfiguration = c
        }
        let cv = h.collectionView
        XCTAssertFalse(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "no canReorderItem: nothing moves")
        h.dataSource.reorderingHandlers.canReorderItem = { $0 != "d" }
        XCTAssertFalse(cv.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        var log: [String] = []
        var transaction: NSDiffableDataSourceTransaction<Int, String>?
        h.dataSource.reorderingHandlers.willReorder = { t in log.append("will \(h.dataSource.snapshot().itemIdentifiers)"); transaction = t }
        h.dataSource.reorderingHandlers.didReorder = { _ in log.append("did \(h.dataSource.snapshot().itemIdentifiers)") }
        XCTAssertTrue(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.center
        cv.updateInteractiveMovementTargetPosition(target)
        h.frame()
        cv.endInteractiveMovement()
        h.run(0.4)
        XCTAssertEqual(log, ["will [\"a\", \"b\", \"c\", \"d\"]", "did [\"b\", \"c\", \"a\", \"d\"]"])
        XCTAssertEqual(transaction?.initialSnapshot.itemIdentifiers, ["a", "b", "c", "d"])
        XCTAssertEqual(transaction?.finalSnapshot.itemIdentifiers, ["b", "c", "a", "d"])
        XCTAssertEqual(transaction?.sectionTransactions.map(\.sectionIdentifier), [0])
        XCTAssertEqual(transaction?.sectionTransactions.first?.finalSnapshot.items, ["b", "c", "a", "d"])
        XCTAssertEqual(["a", "b", "c", "d"].applying(transaction!.difference), ["b", "c", "a", "d"])
        XCTAssertEqual(h.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)), "a")
        XCTAssertEqual((h.cell(2)?.contentConfiguration as? UIListContentConfiguration)?.text, "a", "the cells show the new order")
    }

    /// In editing mode a list cell's reorder control lifts the item under the finger: dragged down two
    /// rows and released, the snapshot takes the new order (the common editable-list idiom).
    func testReorderAccessoryDragsTheItem() {
        let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .insetGrouped), items: ["a", "b", "c", "d"]) { cell, _, item in
            var c = cell.defaultContentConfiguration(); c.text = item; cell.contentConfiguration = c
            cell.accessories = [.reorder()]
        }
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var did = 0
        h.dataSource.reorderingHandlers.didReorder = { _ in did += 1 }
        // Not editing: the control is hidden and a touch there selects as usual.
        let p0 = h.center(of: 0)
        let edge = CGPoint(x: h.collectionView.bounds.width - 24, y: p0.y)
        _ = h.window.sendTouch(.began, at: edge); h.frame()
        _ = h.window.sendTouch(.ended, at: edge); h.frame()
        XCTAssertEqual(h.selected, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(did, 0)
        h.collectionView.isEditing = true
        h.run(0.4)
        let rowHeight = h.center(of: 1).y - p0.y
        _ = h.window.sendTouch(.began, at: edge); h.frame()
        for k in 1...10 {
            _ = h.window.sendTouch(.moved, at: CGPoint(x: edge.x, y: edge.y + 2 * rowHeight * CGFloat(k) / 10)); h.frame()
        }
        _ = h.window.sendTouch(.ended, at: CGPoint(x: edge.x, y: edge.y + 2 * rowHeight))
        h.run(0.5)
        XCTAssertEqual(did, 1)
        XCTAssertEqual(h.dataSource.snapshot().itemIdentifiers, ["b", "c", "a", "d"])
        XCTAssertEqual((h.cell(2)?.contentConfiguration as? UIListContentConfiguration)?.text, "a")
        XCTAssertEqual(h.selected, [IndexPath(item: 0, section: 0)], "dragging the control selects nothing")
    }

    /// A cell whose content grows calls `invalidateIntrinsicContentSize()`: with `.enabled` (the
    /// default) its row takes the new height; `.disabled` keeps the first measurement.
    func testSelfSizingInvalidation() {
        for mode in [UICollectionView.SelfSizingInvalidation.enabled, .disabled] {
            let h = ListHarness(UICollectionLayoutListConfiguration(appearance: .plain), items: ["a", "b"]) { cell, _, item in
                var c = cell.defaultContentConfiguration(); c.text = item; cell.contentConfiguration = c
            }
            h.collectionView.selfSizingInvalidation = mode
            let before = h.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.height
            XCTAssertEqual(h.collectionView.selfSizingInvalidation, mode)
            guard let cell = h.cell(0) else { return XCTFail("no cell") }
            var c = cell.defaultContentConfiguration()
            c.text = "a"
            c.directionalLayoutMargins.top = 60
            cell.contentConfiguration = c
            cell.invalidateIntrinsicContentSize()
            h.frame()
            let after = h.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.height
            if mode == .enabled {
                XCTAssertGreaterThan(after, before, "the row grew with its content")
                XCTAssertGreaterThanOrEqual(after, 60 + 11, "its new margins: 60 above, 11 below")
                XCTAssertEqual(h.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minY, after, accuracy: 1e-9)
            } else {
                XCTAssertEqual(after, before, "disabled: the first measurement stays")
            }
        }
    }
}
