import XCTest
@testable import MotionViews

/// UIKit's swipe-to-delete for a data source that implements `commit editingStyle` and nothing more
/// (the port plugin declares `__UITableViewDataSourceCommitsEditing` for such classes; here by hand).
final class TableSwipeToDeleteTests: XCTestCase {
    final class Committing: UITableViewDataSource, __UITableViewDataSourceCommitsEditing {
        var items = ["A", "B", "C", "D"]
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "other") \(items[indexPath.row])")
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    final class Plain: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    func swipe(_ h: TableHarness, y: CGFloat) {
        _ = h.window.sendTouch(.began, at: CGPoint(x: 280, y: y))
        h.frame()
        for k in 1...6 {
            _ = h.window.sendTouch(.moved, at: CGPoint(x: 280 - 25 * CGFloat(k), y: y))
            h.frame()
        }
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 130, y: y))
        h.run(0.4)
    }

    func testACommittingDataSourceGetsSwipeToDelete() {
        let source = Committing()
        let h = TableHarness(items: []) { table, _ in table.rowHeight = 44 }
        h.table.dataSource = source
        h.table.delegate = nil
        h.table.reloadData()
        let cell = h.table.cellForRow(at: IndexPath(row: 1, section: 0))
        swipe(h, y: 44 + 22)
        XCTAssertLessThan(cell?.transform.tx ?? 0, -40, "open over its Delete action")
        XCTAssertTrue(source.log.isEmpty)
        _ = h.window.sendTouch(.began, at: CGPoint(x: 315, y: 66))
        h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 315, y: 66))
        h.run(0.6)
        XCTAssertEqual(source.log, ["commit delete B"])
        XCTAssertEqual(h.table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(h.table.visibleCells.map { $0.textLabel?.text ?? "" }, ["A", "C", "D"])
    }

    func testWithoutCommitRowsDoNotSwipe() {
        let source = Plain()
        let h = TableHarness(items: []) { table, _ in table.rowHeight = 44 }
        h.table.dataSource = source
        h.table.delegate = nil
        h.table.reloadData()
        let cell = h.table.cellForRow(at: IndexPath(row: 1, section: 0))
        swipe(h, y: 66)
        XCTAssertEqual(cell?.transform.tx ?? 1, 0)
    }
}

/// UIKit's `canMoveRowAt` default: true for a data source implementing `moveRowAt` (declared so by the
/// port), so editing mode shows its rows' reorder controls; false otherwise.
final class TableReorderDefaultTests: XCTestCase {
    class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }
    final class MovingRows: Rows, __UITableViewDataSourceMovesRows {
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    }

    func testReorderControlsFollowWhetherTheDataSourceMovesRows() {
        for (source, expected) in [(Rows(), false), (MovingRows(), true)] {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.dataSource = source
            table.layoutIfNeeded()
            table.setEditing(true, animated: false)
            let cells = table.visibleCells
            XCTAssertEqual(cells.count, 3)
            XCTAssertTrue(cells.allSatisfy { $0.tableShowsReorderControl == expected }, "\(type(of: source))")
        }
    }
}
