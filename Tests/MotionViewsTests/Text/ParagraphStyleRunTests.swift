import XCTest
@testable import MotionViews

/// Paragraph styles in attributed strings of several runs — what Interface Builder writes for an
/// attributed label (each fragment with its own `NSParagraphStyle`) — and Apple's value equality.
final class ParagraphStyleRunTests: XCTestCase {
    private func style(_ alignment: NSTextAlignment) -> NSMutableParagraphStyle {
        let p = NSMutableParagraphStyle()
        p.alignment = alignment
        p.lineBreakMode = .byWordWrapping
        return p
    }

    func testRunsWithEqualParagraphStylesAppendAndCoalesce() {
        let text = NSMutableAttributedString(string: "")
        text.append(NSAttributedString(string: "Hey there,\n", attributes: [.paragraphStyle: style(.left)]))
        text.append(NSAttributedString(string: "Welcome", attributes: [.paragraphStyle: style(.left)]))
        XCTAssertEqual(text.length, 18)
        var range = NSRange(location: 0, length: 0)
        let first = text.attribute(.paragraphStyle, at: 0, effectiveRange: &range) as? NSParagraphStyle
        XCTAssertEqual(first?.alignment, .left)
        XCTAssertEqual(range, NSRange(location: 0, length: 18), "equal styles (isEqual) make one run, as on iOS")
    }

    func testDifferentStylesStayTwoRuns() {
        let text = NSMutableAttributedString(string: "")
        text.append(NSAttributedString(string: "One", attributes: [.paragraphStyle: style(.left)]))
        text.append(NSAttributedString(string: "Two", attributes: [.paragraphStyle: style(.right)]))
        var range = NSRange(location: 0, length: 0)
        let second = text.attribute(.paragraphStyle, at: 3, effectiveRange: &range) as? NSParagraphStyle
        XCTAssertEqual(second?.alignment, .right)
        XCTAssertEqual(range, NSRange(location: 3, length: 3))
    }

    func testCopiesAreEqualByValue() {
        let p = style(.center)
        p.lineSpacing = 4
        let copy = p.copy() as? NSParagraphStyle
        let mutable = p.mutableCopy() as? NSMutableParagraphStyle
        XCTAssertEqual(copy, p)
        XCTAssertEqual(mutable, p)
        XCTAssertTrue(p.isEqual(copy))
        mutable?.alignment = .right
        XCTAssertFalse(p.isEqual(mutable))
        XCTAssertEqual(p.alignment, .center, "the copy is independent")
        XCTAssertEqual(NSParagraphStyle.default.alignment, .natural)
    }
}
