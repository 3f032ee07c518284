import XCTest
@testable import MotionViews

/// iOS 8's `UITableViewRowAction` from `tableView(_:editActionsForRowAt:)`: shown by the swipe when no
/// trailing configuration is given, red for `.default`, grey for `.normal`; a tap calls the handler with
/// the row; the row stays open until editing ends, unless the handler removed rows.
final class TableRowActionTests: XCTestCase {
    final class RowActions: UITableViewDelegate {
        var source: RowsSource
        var log: [String] = []
        init(_ source: RowsSource) { self.source = source }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            let delete = UITableViewRowAction(style: .destructive, title: "Delete") { action, ip in
                self.log.append("delete \(self.source.items[ip.row])")
                self.source.items.remove(at: ip.row)
                tableView.deleteRows(at: [ip], with: .automatic)
            }
            let more = UITableViewRowAction(style: .normal, title: "More") { _, ip in self.log.append("more \(ip.row)") }
            more.backgroundColor = .systemBlue
            return [delete, more]
        }
    }

    private func swipe(_ h: TableHarness, y: CGFloat, from x0: CGFloat, to x1: CGFloat) {
        _ = h.window.sendTouch(.began, at: CGPoint(x: x0, y: y))
        h.frame()
        for k in 1...6 {
            _ = h.window.sendTouch(.moved, at: CGPoint(x: x0 + (x1 - x0) * CGFloat(k) / 6, y: y))
            h.frame()
        }
        _ = h.window.sendTouch(.ended, at: CGPoint(x: x1, y: y))
    }

    func testDefaultsAreUIKits() {
        let a = UITableViewRowAction(style: .default, title: "Delete") { _, _ in }
        XCTAssertEqual(a.backgroundColor, .systemRed)
        XCTAssertEqual(UITableViewRowAction.Style.destructive, .default, "UIKit: the same style")
        XCTAssertEqual(UITableViewRowAction(style: .normal, title: "x") { _, _ in }.backgroundColor, .systemGray)
    }

    func testRowActionsSwipeOpenAndRun() {
        let h = TableHarness(items: Array(0..<20))
        let delegate = RowActions(h.source)
        h.table.delegate = delegate
        h.table.reloadData()
        let y: CGFloat = 2 * 44 + 20
        let cell = h.cell(showing: 2)!
        swipe(h, y: y, from: 250, to: 130)
        h.run(0.4)
        XCTAssertEqual(cell.transform.tx, -148, accuracy: 1e-9, "two 74-point buttons")
        let buttons = h.table.subviews.compactMap { $0 as? SwipeActionsView }.first
        XCTAssertNotNil(buttons)
        // More (nearest the row): its handler runs with the row; the row stays open, as UIKit's.
        _ = h.window.sendTouch(.began, at: CGPoint(x: 320 - 74 - 30, y: y))
        h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 320 - 74 - 30, y: y))
        h.run(0.4)
        XCTAssertEqual(delegate.log, ["more 2"])
        XCTAssertEqual(cell.transform.tx, -148, accuracy: 1e-9, "stays open until editing ends")
        h.table.setEditing(false, animated: true)
        h.run(0.4)
        XCTAssertEqual(cell.transform.tx, 0, accuracy: 1e-9)
        // Delete removes the row, which closes the swipe.
        swipe(h, y: y, from: 250, to: 130)
        h.run(0.4)
        _ = h.window.sendTouch(.began, at: CGPoint(x: 310, y: y))
        h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 310, y: y))
        h.run(0.4)
        XCTAssertEqual(delegate.log, ["more 2", "delete 2"])
        XCTAssertEqual(h.table.visibleCells.map { ($0 as! CountingCell).item }.prefix(4), [0, 1, 3, 4])
        // No full swipe with row actions: a long swipe opens the row and runs nothing.
        swipe(h, y: y, from: 300, to: 40)
        h.run(0.4)
        XCTAssertEqual(delegate.log.count, 2)
    }
}
