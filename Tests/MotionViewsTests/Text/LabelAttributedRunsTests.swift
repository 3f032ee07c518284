import XCTest
@testable import MotionViews

/// A label's attributed text draws each run in its own font, colour and decorations (UIKit's labels draw
/// rich text); a run without a font or colour takes the label's. One style stays the plain path.
final class LabelAttributedRunsTests: XCTestCase {
    /// A styled rasterizer recording what it was asked to draw (sizes: 10 points a character, 20 a line).
    private final class SpanRecorder: StyledTextRasterizing {
        var plain: [String] = []
        var styled: [[TextSpan]] = []
        func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
            CGSize(width: CGFloat(text.count) * 10, height: 20)
        }
        func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                    numberOfLines: Int, scale: CGFloat) throws -> CGImage {
            plain.append(text)
            return CGImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        }
        func measure(_ spans: [TextSpan], maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
            CGSize(width: spans.reduce(0) { $0 + CGFloat($1.text.count) * ($1.font.isBold ? 12 : 10) }, height: 20)
        }
        func render(_ spans: [TextSpan], maxWidth: CGFloat?, alignment: NSTextAlignment, numberOfLines: Int,
                    scale: CGFloat) throws -> CGImage {
            styled.append(spans)
            return CGImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        }
    }

    private func withRecorder(_ body: (SpanRecorder) throws -> Void) rethrows {
        let recorder = SpanRecorder()
        let old = UIServices.textRasterizer
        UIServices.textRasterizer = recorder
        defer { UIServices.textRasterizer = old }
        try body(recorder)
    }

    func testRunsDrawInTheirOwnStyles() throws {
        try withRecorder { recorder in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            label.textColor = .darkGray
            let text = NSMutableAttributedString(string: "Total ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
            text.append(NSAttributedString(string: "$42", attributes: [.font: UIFont.boldSystemFont(ofSize: 20),
                                                                        .foregroundColor: UIColor.red, .baselineOffset: 4]))
            text.append(NSAttributedString(string: " terms", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue,
                                                                           .backgroundColor: UIColor.yellow]))
            text.append(NSAttributedString(string: " old", attributes: [.strikethroughStyle: NSNumber(value: 1),
                                                                         .font: UIFont.italicSystemFont(ofSize: 15), .kern: 1.5]))
            label.attributedText = text
            try label.renderText()
            let spans = try XCTUnwrap(recorder.styled.last)
            XCTAssertEqual(spans.map(\.text), ["Total ", "$42", " terms", " old"])
            // Apple: setting attributedText sets font and textColor to the attributes at location 0; a run
            // without them takes the label's.
            XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 15))
            XCTAssertEqual(spans[0].color.cgColor, UIColor.darkGray.cgColor)
            XCTAssertEqual(spans[1].font, UIFont.boldSystemFont(ofSize: 20))
            XCTAssertEqual(spans[1].color, .red)
            XCTAssertEqual(spans[2].font, UIFont.systemFont(ofSize: 15))
            XCTAssertTrue(spans[2].underline)
            XCTAssertFalse(spans[2].strikethrough)
            XCTAssertTrue(spans[3].strikethrough)
            XCTAssertTrue(spans[3].font.isItalic)
            XCTAssertEqual(spans.map(\.kern), [0, 0, 0, 1.5])
            XCTAssertEqual(spans.map(\.baselineOffset), [0, 4, 0, 0])
            XCTAssertEqual(spans.map { $0.backgroundColor?.cgColor }, [nil, nil, UIColor.yellow.cgColor, nil])
            XCTAssertTrue(recorder.plain.isEmpty)
            // Measured as spans too: 6 + 3 (bold, 12) + 6 + 4 characters.
            let expected: CGFloat = 60 + 36 + 60 + 40
            XCTAssertEqual(label.intrinsicContentSize.width, expected)
            // Highlighted: every run in the highlight colour, still in its own font.
            label.highlightedTextColor = .white
            label.isHighlighted = true
            try label.renderText()
            XCTAssertEqual(recorder.styled.last?.map(\.color), [.white, .white, .white, .white])
            XCTAssertEqual(recorder.styled.last?[1].font, UIFont.boldSystemFont(ofSize: 20))
        }
    }

    func testAParagraphsLineSpacingReachesTheLayout() throws {
        try withRecorder { recorder in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
            label.numberOfLines = 0
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 4
            label.attributedText = NSAttributedString(string: "one style\ntwo lines", attributes: [.paragraphStyle: style])
            try label.renderText()
            // One style, but spaced lines: drawn as spans carrying the paragraph's spacing.
            XCTAssertEqual(recorder.styled.last?.first?.lineSpacing, 4)
            XCTAssertTrue(recorder.plain.isEmpty)
        }
    }

    /// Apple: setting `textColor` (or `font`) after `attributedText` applies it to the whole string, keeping
    /// the runs' other attributes; an attachment's image draws inline, in the text's colour when a template.
    func testAStyleSetAfterTheRunsAppliesToAllOfThemAndAttachmentsDrawInline() throws {
        try withRecorder { recorder in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            let pin = UIImage(cgImage: CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)), scale: 1)
                .withRenderingMode(.alwaysTemplate)
            let attachment = NSTextAttachment(image: pin)
            attachment.bounds = CGRect(x: 0, y: -3, width: 14, height: 16)
            let text = NSMutableAttributedString(attachment: attachment)
            text.append(NSAttributedString(string: " Cupertino", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)]))
            label.attributedText = text
            label.textColor = .blue
            try label.renderText()
            let spans = try XCTUnwrap(recorder.styled.last)
            XCTAssertEqual(spans.count, 2)
            XCTAssertEqual(spans[0].image?.size, CGSize(width: 14, height: 16), "the attachment's bounds")
            XCTAssertEqual(spans[0].image?.baselineOffset, -3)
            XCTAssertEqual(spans[0].image?.pixels.pixel(x: 0, y: 0).b, 255, "a template image in the text's colour")
            XCTAssertEqual(spans[0].image?.pixels.pixel(x: 0, y: 0).r, 0)
            XCTAssertEqual(spans[1].text, " Cupertino")
            XCTAssertEqual(spans[1].font, UIFont.boldSystemFont(ofSize: 15), "the run keeps its font")
            XCTAssertEqual(spans.map(\.color), [.blue, .blue])
            XCTAssertEqual(label.attributedText?.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment, attachment)
        }
    }

    func testOneStyleAndPlainTextStayTheOneStringPath() throws {
        try withRecorder { recorder in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            label.attributedText = NSAttributedString(string: "Same style", attributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
            try label.renderText()
            XCTAssertEqual(recorder.plain.last, "Same style")
            XCTAssertTrue(recorder.styled.isEmpty)
            // Setting `text` afterwards forgets the attributes (Apple's rule).
            label.attributedText = NSAttributedString(string: "a", attributes: [.foregroundColor: UIColor.red])
            label.text = "plain"
            try label.renderText()
            XCTAssertEqual(recorder.plain.last, "plain")
            XCTAssertTrue(recorder.styled.isEmpty)
        }
    }

    func testFontDescriptorTraitsMakeItalicBoldAndMonospacedFonts() {
        let body = UIFont.systemFont(ofSize: 17)
        let bold = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        XCTAssertTrue(bold.isBold)
        XCTAssertEqual(bold.pointSize, 17)
        let boldItalic = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 20)
        XCTAssertTrue(boldItalic.isBold && boldItalic.isItalic)
        XCTAssertEqual(boldItalic.pointSize, 20)
        // withSymbolicTraits replaces the traits: bold without .traitBold is regular again.
        XCTAssertFalse(UIFont(descriptor: bold.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0).isBold)
        XCTAssertTrue(UIFont(descriptor: body.fontDescriptor.withDesign(.monospaced)!, size: 0).isMonospaced)
        XCTAssertTrue(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).isMonospaced)
        XCTAssertTrue(UIFont(name: "Menlo-Regular", size: 12)!.isMonospaced)
        XCTAssertTrue(UIFont(name: "HelveticaNeue-BoldItalic", size: 12)!.isItalic)
        XCTAssertTrue(UIFont(name: "HelveticaNeue-BoldItalic", size: 12)!.isBold)
        XCTAssertNotEqual(UIFont.italicSystemFont(ofSize: 17), body)
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 17).fontName, "DejaVuSans-Oblique")
    }

    func testAttributedStringDrawingAndMeasuringUseTheRuns() throws {
        try withRecorder { recorder in
            let text = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
            text.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.boldSystemFont(ofSize: 12),
                                                                       .strikethroughStyle: NSUnderlineStyle.single.rawValue]))
            // Measured run by run (12 for the bold characters), on one line.
            XCTAssertEqual(text.size().width, 2 * 10 + 2 * 12)
            XCTAssertEqual(text.boundingRect(with: CGSize(width: 500, height: 100), options: .usesLineFragmentOrigin, context: nil).width, 44)
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30))
            _ = renderer.image { _ in text.draw(at: .zero) }
            let spans = try XCTUnwrap(recorder.styled.last)
            XCTAssertEqual(spans.map(\.text), ["ab", "cd"])
            // A run without a font is NSStringDrawing's default 12-point system font, without a colour black.
            XCTAssertEqual(spans[0].font, UIFont.systemFont(ofSize: 12))
            XCTAssertEqual(spans[0].color, .red)
            XCTAssertEqual(spans[1].color.cgColor, UIColor.black.cgColor)
            XCTAssertTrue(spans[1].strikethrough)
            // A string drawn with an underline attribute is one styled span.
            _ = renderer.image { _ in "u".draw(at: .zero, withAttributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]) }
            XCTAssertEqual(recorder.styled.last?.first?.underline, true)
        }
    }
}
