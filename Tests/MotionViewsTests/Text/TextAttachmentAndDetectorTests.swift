import XCTest
@testable import MotionViews

/// `NSTextAttachment` in an attributed string (kept; a one-style text service draws the text without the
/// U+FFFC it stands on — the host draws the image there, `LabelAttributedRunsTests`) and
/// `UITextView.dataDetectorTypes` (UIKit's default: none; kept).
final class TextAttachmentAndDetectorTests: XCTestCase {
    private final class TextRecorder: TextRasterizing {
        var drawn: [String] = []
        func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
            CGSize(width: CGFloat(text.count) * 10, height: 20)
        }
        func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                    numberOfLines: Int, scale: CGFloat) throws -> CGImage {
            drawn.append(text)
            return CGImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        }
    }

    func testAnAttachmentIsKeptAndItsCharacterNotDrawn() throws {
        let recorder = TextRecorder()
        let old = UIServices.textRasterizer
        UIServices.textRasterizer = recorder
        defer { UIServices.textRasterizer = old }
        let star = UIImage(cgImage: CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64)), scale: 1)
        let attachment = NSTextAttachment()
        attachment.image = star
        XCTAssertEqual(attachment.bounds, .zero, "UIKit's default: the image's own size")
        let text = NSMutableAttributedString(attachment: attachment)
        XCTAssertEqual(text.string, "\u{FFFC}")
        text.append(NSAttributedString(string: " Favourites"))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.attributedText = text
        XCTAssertTrue((label.attributedText?.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment)?.image === star,
                      "kept in the attributed text")
        XCTAssertEqual(label.text, "\u{FFFC} Favourites", "UIKit's text keeps the character")
        try label.renderText()
        XCTAssertEqual(recorder.drawn.last, " Favourites", "no box drawn for the image")
        XCTAssertEqual(label.intrinsicContentSize.width, 110, "measured without it")
    }

    func testDataDetectorTypesDefaultToNone() {
        let view = UITextView()
        XCTAssertEqual(view.dataDetectorTypes, [])
        view.dataDetectorTypes = [.link, .phoneNumber]
        XCTAssertEqual(view.dataDetectorTypes.rawValue, 3, "UIKit's raw values")
    }
}
