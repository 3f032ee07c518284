import XCTest
@testable import MotionViews

/// `UIScrollView.scrollRectToVisible(_:animated:)` (UIKit's: as little as needed, within the resting range)
/// and a table view controller's keyboard avoidance (its table's adjusted inset grows by what the keyboard
/// covers beyond the safe area, and the row being edited scrolls above the keyboard).
final class KeyboardAvoidanceTests: XCTestCase {
    func testScrollRectToVisibleMovesAsLittleAsNeeded() {
        let w = makeWindow()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 1000, height: 1000)
        w.addSubview(scroll)
        scroll.scrollRectToVisible(CGRect(x: 150, y: 200, width: 20, height: 30), animated: false)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 70, y: 130), "its far edges at the view's")
        scroll.scrollRectToVisible(CGRect(x: 80, y: 140, width: 10, height: 10), animated: false)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 70, y: 130), "already visible: no move")
        scroll.scrollRectToVisible(CGRect(x: 10, y: 20, width: 5, height: 5), animated: false)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 10, y: 20), "its near edges")
        scroll.scrollRectToVisible(CGRect(x: 990, y: 990, width: 50, height: 50), animated: false)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 900, y: 900), "never past the resting range")
        scroll.scrollRectToVisible(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), animated: false)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 900, y: 900))
    }

    final class Form: UITableViewController {
        let fields = (0..<20).map { _ in UITextField() }
        override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 20 }
        override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            let f = fields[i.row]
            f.frame = CGRect(x: 16, y: 5, width: 200, height: 34)
            cell.contentView.addSubview(f)
            return cell
        }
    }

    func testAFieldInATableViewControllerScrollsAboveTheKeyboard() {
        let form = Form(style: .plain)
        let w = showInWindow(form, log: LifecycleLog())
        let table = form.tableView!
        table.layoutIfNeeded()
        // Row 9 (396…440) is on screen above the fold; the keyboard will cover it.
        let field = form.fields[9]
        XCTAssertNotNil(field.window)
        let t0 = CACurrentMediaTime()
        XCTAssertTrue(field.becomeFirstResponder())
        Clock.run(from: t0, to: 0.6)
        let keyboardTop = 568 - 260 - w.safeAreaInsets.bottom
        XCTAssertEqual(table.keyboardBottomInset, 260, accuracy: 0.5, "the keyboard's height (no safe area below here)")
        let rowInWindow = table.convert(table.rectForRow(at: IndexPath(row: 9, section: 0)), to: w)
        XCTAssertLessThanOrEqual(rowInWindow.maxY, keyboardTop + 0.5, "the row being edited shows above the keyboard")
        XCTAssertGreaterThan(rowInWindow.minY, 0)
        // Every row can scroll above the keyboard: the last one too.
        table.setContentOffset(CGPoint(x: 0, y: table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height), animated: false)
        let last = table.convert(table.rectForRow(at: IndexPath(row: 19, section: 0)), to: w)
        XCTAssertLessThanOrEqual(last.maxY, keyboardTop + 0.5)
        field.resignFirstResponder()
        Clock.run(from: CACurrentMediaTime(), to: 0.6)
        XCTAssertEqual(table.keyboardBottomInset, 0, "gone with the keyboard")
    }
}
