import XCTest
@testable import MotionViews

/// `UIScrollView.keyboardDismissMode` (UIKit's default `.none`): `.onDrag` "dismisses the keyboard when
/// a drag begins"; the keyboard here is the first responder's input-view strip.
final class KeyboardDismissModeTests: XCTestCase {
    private func makeScrollingForm(_ mode: UIScrollView.KeyboardDismissMode) -> (UIWindow, UIScrollView, UITextField) {
        let w = makeWindow()
        let scroll = UIScrollView(frame: w.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        scroll.keyboardDismissMode = mode
        w.addSubview(scroll)
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 34))
        field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        scroll.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        Clock.run(from: CACurrentMediaTime(), to: 0.3)
        return (w, scroll, field)
    }

    func testTheDefaultIsNone() {
        XCTAssertEqual(UIScrollView().keyboardDismissMode, .none)
        XCTAssertEqual(UIScrollView.KeyboardDismissMode.interactive.rawValue, 2, "UIKit's raw value")
    }

    func testADragKeepsTheKeyboardWithNone() {
        let (w, scroll, field) = makeScrollingForm(.none)
        drag(w, from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 150), duration: 0.2)
        XCTAssertGreaterThan(scroll.contentOffset.y, 50, "it scrolled")
        XCTAssertTrue(field.isFirstResponder)
    }

    func testADragResignsTheFirstResponderWithOnDrag() {
        let (w, scroll, field) = makeScrollingForm(.onDrag)
        w.sendTouch(.began, at: CGPoint(x: 160, y: 250))
        move(w, from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 245), duration: 0.05)
        XCTAssertTrue(field.isFirstResponder, "a move under the pan threshold is no drag")
        move(w, from: CGPoint(x: 160, y: 245), to: CGPoint(x: 160, y: 150), duration: 0.2)
        XCTAssertTrue(scroll.isDragging)
        XCTAssertFalse(field.isFirstResponder, "resigned as the drag began")
        w.sendTouch(.ended, at: CGPoint(x: 160, y: 150))
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertFalse(w.subviews.contains { $0 is InputViewHost }, "the strip slid away")
    }

    func testInteractiveDismissesOnlyWhenReleasedOnTheKeyboard() {
        let (w, _, field) = makeScrollingForm(.interactive)
        drag(w, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 200), duration: 0.2)
        XCTAssertTrue(field.isFirstResponder, "released above the strip: kept")
        Clock.run(from: CACurrentMediaTime(), to: 1)
        let stripTop = 568 - w.safeAreaInsets.bottom - 216
        drag(w, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: stripTop + 40), duration: 0.3)
        XCTAssertFalse(field.isFirstResponder, "pulled down onto the strip: dismissed")
    }

    /// The tester's line: `tableView.keyboardDismissMode = .onDrag` — a table's drag resigns the field too.
    func testATableDragDismissesWithOnDrag() {
        let h = TableHarness(items: Array(0..<60))
        h.table.keyboardDismissMode = .onDrag
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        h.window.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        h.run(0.3)
        _ = h.window.sendTouch(.began, at: CGPoint(x: 160, y: 250))
        h.frame()
        for k in 1...6 {
            _ = h.window.sendTouch(.moved, at: CGPoint(x: 160, y: 250 - 20 * CGFloat(k)))
            h.frame()
        }
        XCTAssertTrue(h.table.isDragging)
        XCTAssertFalse(field.isFirstResponder)
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 160, y: 130))
    }
}
