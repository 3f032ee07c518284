import XCTest
@testable import MotionViews

/// An inset-grouped table restyles the rows that become first or last after an update, as UIKit does:
/// the card's top corners on the section's first row, its bottom corners and no separator on its last
/// row, square corners and a separator on every row between.
final class InsetGroupedRestyleTests: XCTestCase {
    private let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    private let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// Checks every visible row of section 0 against its position.
    private func assertCardStyle(_ h: TableHarness, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let n = h.source.items.count
        for r in 0..<n {
            guard let cell = h.table.cellForRow(at: IndexPath(row: r, section: 0)) else {
                XCTFail("row \(r) has no cell (\(message))", file: file, line: line); continue
            }
            var corners: CACornerMask = []
            if r == 0 { corners.formUnion(top) }
            if r == n - 1 { corners.formUnion(bottom) }
            XCTAssertEqual(cell.layer.maskedCorners, corners, "row \(r) corners (\(message))", file: file, line: line)
            XCTAssertEqual(cell.layer.cornerRadius, corners.isEmpty ? 0 : 10, "row \(r) radius (\(message))", file: file, line: line)
            XCTAssertEqual(cell.separatorView.alpha, r == n - 1 ? 0 : 1, "row \(r) separator (\(message))", file: file, line: line)
        }
    }

    func testMoveDeleteInsertRestyleFirstAndLastRows() {
        let h = TableHarness(items: [0, 1, 2, 3], style: .insetGrouped) { _, s in s.fixedHeight = 44 }
        assertCardStyle(h, "initial")
        h.source.items.insert(h.source.items.remove(at: 1), at: 0)
        h.table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
        h.run(0.5)
        assertCardStyle(h, "after moving row 1 to the top")
        h.source.items.removeLast()
        h.table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        h.run(0.5)
        assertCardStyle(h, "after deleting the last row")
        h.source.items.append(9)
        h.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        h.run(0.5)
        assertCardStyle(h, "after appending a row")
        h.source.items.insert(8, at: 0)
        h.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        h.run(0.5)
        assertCardStyle(h, "after inserting a row at the top")
    }
}
