import XCTest
@testable import MotionViews

/// A row's detail button (ⓘ): a tap on it tells the delegate `tableView(_:accessoryButtonTappedForRowWith:)`
/// and runs a storyboard segue from the accessory, without selecting the row (UITableViewDelegate.h:
/// "accessoryButtonTappedForRowWithIndexPath"); a tap elsewhere on the row selects it.
final class TableAccessoryButtonTests: XCTestCase {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "List \(indexPath.row)"
            cell.accessoryType = .detailDisclosureButton
            return cell
        }
        func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            log.append("accessory \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    }

    func testTheDetailButtonIsNotASelection() throws {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = Source()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var segues: [String] = []
        cell.storyboardAccessorySegue = { c in segues.append((c as UITableViewCell).textLabel?.text ?? "") }
        // The ⓘ: 22 points, the accessory's first glyph, in the row's trailing part.
        let host = try XCTUnwrap(cell.accessoryHost)
        let info = cell.convert(CGPoint(x: host.frame.minX + 11, y: cell.bounds.midY), to: window)
        var now = CACurrentMediaTime()
        func tap(_ p: CGPoint) {
            _ = window.sendTouch(.began, at: p)
            now += 0.05; AnimationDriver.shared.advance(to: now)
            _ = window.sendTouch(.ended, at: p)
            now += 1.0 / 60; AnimationDriver.shared.advance(to: now); window.layoutIfNeeded()
        }
        tap(info)
        XCTAssertEqual(source.log, ["accessory 1"])
        XCTAssertEqual(segues, ["List 1"], "the accessory segue, with the cell as sender")
        XCTAssertNil(table.indexPathForSelectedRow, "the row is not selected")
        tap(cell.convert(CGPoint(x: 60, y: cell.bounds.midY), to: window))
        XCTAssertEqual(source.log, ["accessory 1", "select 1"])
        XCTAssertEqual(segues.count, 1)
    }
}
