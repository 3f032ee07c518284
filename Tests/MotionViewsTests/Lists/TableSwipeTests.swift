import XCTest
@testable import MotionViews

/// Swipe actions: a row dragged sideways follows the finger over its actions, opens or closes on
/// release, runs the action tapped (or the first on a full swipe); the table neither scrolls nor
/// selects meanwhile.
final class TableSwipeTests: XCTestCase {
    final class Swiper: UITableViewDelegate {
        weak var table: UITableView?
        var source: RowsSource
        var log: [String] = []
        init(_ source: RowsSource) { self.source = source }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self.log.append("delete \(self.source.items[indexPath.row])")
                self.source.items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                self.log.append("flag \(self.source.items[indexPath.row])")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    }

    func drag(_ h: TableHarness, y: CGFloat, from x0: CGFloat, to x1: CGFloat) {
        _ = h.window.sendTouch(.began, at: CGPoint(x: x0, y: y))
        h.frame()
        for k in 1...6 {
            _ = h.window.sendTouch(.moved, at: CGPoint(x: x0 + (x1 - x0) * CGFloat(k) / 6, y: y))
            h.frame()
        }
        _ = h.window.sendTouch(.ended, at: CGPoint(x: x1, y: y))
    }

    func testSwipeOpensRunsActionsAndCloses() {
        let h = TableHarness(items: Array(0..<20))
        let swiper = Swiper(h.source)
        h.table.delegate = swiper
        h.table.reloadData()
        let y: CGFloat = 2 * 44 + 20
        let cell = h.cell(showing: 2)!
        // Part way: the row follows the finger.
        _ = h.window.sendTouch(.began, at: CGPoint(x: 250, y: y))
        h.frame()
        _ = h.window.sendTouch(.moved, at: CGPoint(x: 200, y: y))
        h.frame()
        _ = h.window.sendTouch(.moved, at: CGPoint(x: 150, y: y))
        h.frame()
        XCTAssertEqual(cell.transform.tx, -100, accuracy: 1e-9)
        XCTAssertEqual(h.table.contentOffset.y, 0, "a sideways swipe does not scroll")
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 150, y: y))
        h.run(0.4)
        // Past half its actions' width (two buttons of 74): it stays open, showing both.
        XCTAssertEqual(cell.transform.tx, -148, accuracy: 1e-9)
        XCTAssertTrue(swiper.log.isEmpty, "no selection, no action yet")
        // A tap on Flag (nearest the row) runs it and closes the row.
        _ = h.window.sendTouch(.began, at: CGPoint(x: 320 - 74 - 30, y: y))
        h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 320 - 74 - 30, y: y))
        h.run(0.4)
        XCTAssertEqual(swiper.log, ["flag 2"])
        XCTAssertEqual(cell.transform.tx, 0)
        // A short swipe closes again.
        drag(h, y: y, from: 250, to: 230)
        h.run(0.4)
        XCTAssertEqual(cell.transform.tx, 0)
        XCTAssertEqual(swiper.log, ["flag 2"])
        // Open, then tap Delete (outermost): the row is deleted.
        drag(h, y: y, from: 250, to: 130)
        h.run(0.4)
        _ = h.window.sendTouch(.began, at: CGPoint(x: 310, y: y))
        h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 310, y: y))
        h.run(0.4)
        XCTAssertEqual(swiper.log, ["flag 2", "delete 2"])
        XCTAssertEqual(h.table.visibleCells.map { ($0 as! CountingCell).item }.prefix(4), [0, 1, 3, 4])
        // A full swipe runs the first action (Delete) at once.
        drag(h, y: y, from: 300, to: 40)
        h.run(0.4)
        XCTAssertEqual(swiper.log.last, "delete 3")
        // A tap still selects.
        _ = h.window.sendTouch(.began, at: CGPoint(x: 100, y: 10))
        h.frame()
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 100, y: 10))
        XCTAssertEqual(swiper.log.last, "select 0")
    }

    /// UIKit's full swipe: past 60 % of the row the first action covers the revealed width; released,
    /// the row keeps going off the screen (it never comes back to x = 0) while the action deletes it.
    func testFullSwipeExpandsTheFirstActionAndTheRowLeaves() {
        let h = TableHarness(items: Array(0..<20))
        let swiper = Swiper(h.source)
        h.table.delegate = swiper
        h.table.reloadData()
        let y: CGFloat = 2 * 44 + 20
        let cell = h.cell(showing: 2)!
        _ = h.window.sendTouch(.began, at: CGPoint(x: 300, y: y))
        h.frame()
        for k in 1...6 {
            _ = h.window.sendTouch(.moved, at: CGPoint(x: 300 - 260 * CGFloat(k) / 6, y: y))
            h.frame()
        }
        guard let actions = h.table.subviews.compactMap({ $0 as? SwipeActionsView }).first else { return XCTFail("no actions view") }
        XCTAssertTrue(actions.expandsFirst, "past 60 % the first action takes the whole revealed width")
        let delete = actions.subviews.first { $0.backgroundColor == actions.actions[0].backgroundColor }
        XCTAssertEqual(delete?.frame.width ?? 0, 260, accuracy: 1e-9)
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 40, y: y))
        XCTAssertEqual(swiper.log, ["delete 2"])
        XCTAssertEqual(cell.transform.tx, -320, accuracy: 1e-9, "the row is on its way off the screen")
        // Frame by frame the row only moves further left while it is deleted; it never snaps back.
        func shownX() -> CGFloat { let p = cell.layer.presentationProperties(); return p.position.x + p.transform.m41 }
        var last = shownX()
        for _ in 0..<15 {
            h.frame()
            let x = shownX()
            XCTAssertLessThanOrEqual(x, last + 1e-9, "the deleted row never moves back right")
            last = x
        }
        XCTAssertLessThan(last, 0, "the row's centre is past the left edge")
        h.run(0.5)
        XCTAssertEqual(h.table.visibleCells.map { ($0 as! CountingCell).item }.prefix(3), [0, 1, 3])
        XCTAssertTrue(h.table.visibleCells.allSatisfy { $0.transform == .identity }, "reused cells come back unmoved")
        XCTAssertTrue(h.table.subviews.allSatisfy { !($0 is SwipeActionsView) }, "the action view is gone")
    }
}
