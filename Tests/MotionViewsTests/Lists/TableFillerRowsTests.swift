import XCTest
@testable import MotionViews

/// A plain table draws filler-row separators below its last row (iOS 15's `fillerRowHeight`; its
/// automatic value is the last row's height); a footer view, a grouped style or 0 turns them off.
final class TableFillerRowsTests: XCTestCase {
    func testFillerSeparatorsFollowTheLastRowDownTheView() {
        let h = TableHarness(items: [0, 1, 2]) { _, s in s.fixedHeight = 50 }
        // Rows end at 150; lines every 50 points below, down to the bottom of the 568-point view.
        let ys = h.table.fillerSeparators.map { $0.frame.maxY }
        XCTAssertEqual(ys, stride(from: 200.0, through: 568, by: 50).map { CGFloat($0) })
        XCTAssertEqual(h.table.fillerSeparators.first?.frame.minX, h.table.separatorInset.left)
        h.table.fillerRowHeight = 100
        h.frame()
        XCTAssertEqual(h.table.fillerSeparators.map { $0.frame.maxY }, [250, 350, 450, 550])
        h.table.fillerRowHeight = 0
        h.frame()
        XCTAssertTrue(h.table.fillerSeparators.isEmpty)
        h.table.fillerRowHeight = UITableView.automaticDimension
        h.table.tableFooterView = UIView()
        h.frame()
        XCTAssertTrue(h.table.fillerSeparators.isEmpty, "a footer view ends the table")
        let grouped = TableHarness(items: [0, 1], style: .grouped) { _, s in s.fixedHeight = 50 }
        XCTAssertTrue(grouped.table.fillerSeparators.isEmpty, "only plain tables have filler rows")
    }
}
