import XCTest
@testable import MotionViews

/// Editing mode: delete controls with their confirmation calling `commit(.delete)`, and reordering by
/// the reorder control calling `moveRowAt(_:to:)` with the table taking the new order.
final class TableEditingTests: XCTestCase {
    final class Editable: UITableViewDataSource, UITableViewDelegate {
        var items = Array(0..<12)
        var log: [String] = []
        func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { items.count }
        func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
            let c = t.dequeueReusableCell(withIdentifier: "cell", for: ip) as! CountingCell
            c.item = items[ip.row]
            return c
        }
        func tableView(_ t: UITableView, heightForRowAt ip: IndexPath) -> CGFloat { 44 }
        func tableView(_ t: UITableView, canMoveRowAt ip: IndexPath) -> Bool { true }
        func tableView(_ t: UITableView, moveRowAt a: IndexPath, to b: IndexPath) {
            log.append("move \(a.row)→\(b.row)")
            items.insert(items.remove(at: a.row), at: b.row)
        }
        func tableView(_ t: UITableView, commit style: UITableViewCell.EditingStyle, forRowAt ip: IndexPath) {
            guard style == .delete else { return }
            log.append("delete \(items[ip.row])")
            items.remove(at: ip.row)
            t.deleteRows(at: [ip], with: .fade)
        }
    }

    func testDeleteControlAndReorder() {
        let h = TableHarness(items: [])
        let source = Editable()
        h.table.dataSource = source
        h.table.delegate = source
        h.table.reloadData()
        h.table.setEditing(true, animated: true)
        h.run(0.4)
        let cell = h.cell(showing: 3)!
        XCTAssertTrue(cell.isEditing)
        XCTAssertEqual(cell.contentView.frame.minX, UITableViewCell.editingControlWidth, "content slides over for the control")
        // Tap the delete control of row 3, then the confirmation's Delete at the trailing edge.
        let y = 3 * 44 + 22.0
        _ = h.window.sendTouch(.began, at: CGPoint(x: 23, y: y)); h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 23, y: y))
        h.run(0.4)
        XCTAssertLessThan(cell.transform.tx, -70, "the confirmation opened")
        _ = h.window.sendTouch(.began, at: CGPoint(x: 300, y: y)); h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 300, y: y))
        h.run(0.4)
        XCTAssertEqual(source.log, ["delete 3"])
        XCTAssertEqual(h.table.visibleCells.map { ($0 as! CountingCell).item }.prefix(5), [0, 1, 2, 4, 5])
        // Drag row 1's reorder control down past two rows.
        let start = CGPoint(x: 300, y: 44 + 22)
        _ = h.window.sendTouch(.began, at: start); h.frame()
        for k in 1...10 { _ = h.window.sendTouch(.moved, at: CGPoint(x: 300, y: start.y + CGFloat(k) * 10)); h.frame() }
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 300, y: start.y + 100))
        h.run(0.4)
        XCTAssertEqual(source.log.last, "move 1→3")
        XCTAssertEqual(source.items.prefix(5), [0, 2, 4, 1, 5])
        XCTAssertEqual(h.table.visibleCells.map { ($0 as! CountingCell).item }.prefix(5), [0, 2, 4, 1, 5], "the table took the move")
        for (k, c) in h.table.visibleCells.enumerated() { XCTAssertEqual(c.frame.minY, CGFloat(k) * 44) }
        h.table.setEditing(false, animated: false)
        XCTAssertEqual(h.table.visibleCells.first?.contentView.frame.minX, 0)
    }
}
