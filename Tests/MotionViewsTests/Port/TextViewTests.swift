import XCTest
@testable import MotionViews

/// UITextView against Apple's documented defaults (`textContainerInset` "(8, 0, 8, 0)",
/// `NSTextContainer.lineFragmentPadding` 5.0, `text` "", editable and selectable) and frames computed
/// with `FixedWidthRasterizer` (a glyph 0.5 × the point size wide, a line 1.25 × it high).
final class TextViewTests: XCTestCase {
    let rasterizer = FixedWidthRasterizer()
    override func setUp() { UIServices.textRasterizer = rasterizer }
    override func tearDown() {
        UIServices.textRasterizer = nil
        FirstResponderState.current?.resignFirstResponder()
    }

    func testDocumentedDefaults() {
        let t = UITextView()
        XCTAssertEqual(t.text, "")
        XCTAssertNil(t.font)
        XCTAssertEqual(t.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(t.textContainer.lineFragmentPadding, 5)
        XCTAssertTrue(t.isEditable)
        XCTAssertTrue(t.isSelectable)
        XCTAssertTrue(t.isScrollEnabled)
        XCTAssertTrue(t.canBecomeFirstResponder)
    }

    /// The text wraps inside the insets and the line padding; the content is as tall as the text plus
    /// the insets; with scrolling off the view's intrinsic height is that.
    func testWrappingContentSizeAndIntrinsicHeight() {
        let t = UITextView(frame: CGRect(x: 0, y: 0, width: 110, height: 40))
        t.font = .systemFont(ofSize: 20)                   // 10 points a glyph, 25 a line
        t.text = "aaaa bbbb cccc"
        t.layoutIfNeeded()
        // Width for text: 110 − 2 × 5 = 100: "aaaa bbbb" (90) fits, "cccc" wraps: 2 lines, 50 high.
        XCTAssertEqual(t.contentSize, CGSize(width: 110, height: 50 + 16))
        XCTAssertEqual(t.intrinsicContentSize.height, UIView.noIntrinsicMetric, "scrolling: no intrinsic size")
        t.isScrollEnabled = false
        XCTAssertEqual(t.intrinsicContentSize.height, 66)
        t.textContainer.lineFragmentPadding = 0
        t.textContainerInset = .zero
        XCTAssertEqual(t.contentSize.height, 50, "110 wide still wraps 14 glyphs")
    }

    /// Typing from code asks the delegate and reports the change; `endEditing(true)` ends editing.
    func testTypingAndEndEditing() {
        final class Delegate: UITextViewDelegate {
            var changes = 0
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
            func textViewShouldEndEditing(_ textView: UITextView) -> Bool { false }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let t = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(t)
        let d = Delegate()
        t.delegate = d
        XCTAssertTrue(t.becomeFirstResponder())
        t.insertText("Hi")
        t.insertText("\n")
        t.deleteBackward()
        XCTAssertEqual(t.text, "Hi")
        XCTAssertEqual(d.changes, 3)
        XCTAssertFalse(t.resignFirstResponder(), "the delegate refused")
        XCTAssertTrue(root.endEditing(true))
        XCTAssertFalse(t.isFirstResponder)
        t.isEditable = false
        XCTAssertFalse(t.becomeFirstResponder())
    }
}
