import XCTest
@testable import MotionViews

/// UILabel's `highlightedTextColor`/`isHighlighted` (nil/false by default) and `shadowColor`/
/// `shadowOffset` (nil and (0, −1) by default, UIKit's).
final class LabelHighlightAndShadowTests: XCTestCase {
    /// A text rasterizer recording the colour it was asked to draw in.
    private final class ColourRecorder: TextRasterizing {
        var colours: [UIColor] = []
        func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
            CGSize(width: CGFloat(text.count) * 10, height: 20)
        }
        func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                    numberOfLines: Int, scale: CGFloat) throws -> CGImage {
            colours.append(color)
            return CGImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        }
    }

    func testAHighlightedLabelDrawsInItsHighlightedColour() throws {
        let recorder = ColourRecorder()
        let old = UIServices.textRasterizer
        UIServices.textRasterizer = recorder
        defer { UIServices.textRasterizer = old }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        XCTAssertNil(label.highlightedTextColor)
        XCTAssertFalse(label.isHighlighted)
        label.text = "Row"
        label.textColor = .black
        label.highlightedTextColor = .white
        try label.renderText()
        XCTAssertEqual(recorder.colours.last, .black, "not highlighted: textColor")
        label.isHighlighted = true
        try label.renderText()
        XCTAssertEqual(recorder.colours.last, .white)
        label.highlightedTextColor = nil
        try label.renderText()
        XCTAssertEqual(recorder.colours.last, .black, "no highlighted colour: textColor")
    }

    func testTheShadowIsASharpCopyCastByTheText() {
        let label = UILabel()
        XCTAssertNil(label.shadowColor)
        XCTAssertEqual(label.shadowOffset, CGSize(width: 0, height: -1))
        XCTAssertEqual(label.layer.shadowOpacity, 0, "no shadow by default")
        label.shadowColor = UIColor(white: 0, alpha: 0.5)
        label.shadowOffset = CGSize(width: 0, height: 1)
        XCTAssertEqual(label.layer.shadowOpacity, 1)
        XCTAssertEqual(label.layer.shadowRadius, 0, "sharp")
        XCTAssertEqual(label.layer.shadowOffset, CGSize(width: 0, height: 1))
        XCTAssertEqual(label.layer.shadowColor, UIColor(white: 0, alpha: 0.5).cgColor)
        label.shadowColor = nil
        XCTAssertEqual(label.layer.shadowOpacity, 0)
    }
}

/// A selected table cell highlights its labels and image views (UIKit), so `highlightedTextColor` shows.
final class CellHighlightedContentTests: XCTestCase {
    func testSelectingACellHighlightsItsLabels() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let own = UILabel()
        cell.contentView.addSubview(own)
        cell.textLabel?.highlightedTextColor = .white
        cell.setSelected(true, animated: false)
        XCTAssertEqual(cell.textLabel?.isHighlighted, true)
        XCTAssertTrue(own.isHighlighted)
        cell.setSelected(false, animated: false)
        XCTAssertEqual(cell.textLabel?.isHighlighted, false)
        XCTAssertFalse(own.isHighlighted)
        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        XCTAssertFalse(own.isHighlighted, "no selection style: nothing highlights")
    }
}
