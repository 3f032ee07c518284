import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview
import MotionRender

/// SwiftUI `Text` in several styles: concatenation keeps each piece's style, a string literal's Markdown is
/// styled (SwiftUI's documented subset for `Text`: strong, emphasis, strikethrough, code, links), and the
/// pieces are laid out and drawn side by side by the host's text service.
final class RichTextTests: XCTestCase {
    private func runs(_ t: Text) -> [String] {
        t.styledRuns.map { r in
            var tags: [String] = []
            if r.weight == .bold { tags.append("b") }
            if r.isItalic { tags.append("i") }
            if r.isStruckThrough { tags.append("s") }
            if r.isMonospaced { tags.append("m") }
            if r.color == .accentColor { tags.append("link") }
            return tags.isEmpty ? r.content : "\(tags.joined(separator: "+")):\(r.content)"
        }
    }

    func testMarkdownInALiteralIsStyled() {
        XCTAssertEqual(MarkdownText.parse("**Bold** and *italic*").count, 3)
        XCTAssertEqual(runs(Text(LocalizedStringKey("**Bold** and *italic*"))), ["b:Bold", " and ", "i:italic"])
        XCTAssertEqual(runs(Text("**Bold** and *italic*")), ["b:Bold", " and ", "i:italic"])
        XCTAssertEqual(runs(Text("__Bold__ _it_ ***both*** ~~old~~ `let x = 1`")),
                       ["b:Bold", " ", "i:it", " ", "b+i:both", " ", "s:old", " ", "m:let x = 1"])
        XCTAssertEqual(runs(Text("Read the [terms](https://example.com/terms).")), ["Read the ", "link:terms", "."])
        XCTAssertEqual(runs(Text("**bold with *nested* italic**")), ["b:bold with ", "b+i:nested", "b: italic"])
        // CommonMark's flanking rules: not emphasis.
        XCTAssertEqual(runs(Text("snake_case_name")), ["snake_case_name"])
        XCTAssertEqual(runs(Text("2 * 3 * 4")), ["2 * 3 * 4"])
        XCTAssertEqual(runs(Text("**unclosed")), ["**unclosed"])
        XCTAssertEqual(runs(Text("\\*not italic\\*")), ["*not italic*"])
        XCTAssertEqual(Text("**Bold** and *italic*").content, "Bold and italic")
        // Interpolated values are text, never Markdown (SwiftUI styles the literal only).
        let name = "*star*"
        XCTAssertEqual(runs(Text("Hi **\(name)**")), ["Hi ", "b:*star*"])
        // A String variable is verbatim, as in SwiftUI (no LocalizedStringKey).
        let raw = "**raw**"
        XCTAssertEqual(runs(Text(raw)), ["**raw**"])
        XCTAssertEqual(runs(Text(verbatim: "**raw**")), ["**raw**"])
        // Hostile nesting stays bounded and keeps every character.
        let deep = String(repeating: "*", count: 5000) + "x" + String(repeating: "*", count: 5000)
        XCTAssertEqual(Text(LocalizedStringKey(deep)).content.count, 10_001)
        // Unmatched openers in a long text cost a bounded search each (not the rest of the text).
        let openers = String(repeating: "[", count: 20_000) + String(repeating: "*a ", count: 5_000)
        XCTAssertEqual(Text(LocalizedStringKey(openers)).content, openers)
    }

    func testImagesInTextAreRunsOfTheirOwn() {
        let star = Image(systemName: "star.fill")
        let rating = Text("\(star) **4.8**")
        XCTAssertEqual(rating.runs.map(\.image), [star, nil, nil])
        XCTAssertEqual(rating.runs.map(\.content), ["\u{FFFC}", " ", "4.8"])
        XCTAssertEqual(rating.runs[2].weight, .bold)
        XCTAssertEqual(Text(star).runs.map(\.image), [star])
        XCTAssertEqual((Text(star) + Text(" liked")).styledRuns.map(\.image), [star, nil])
        // A value interpolated into the text never becomes an image, even holding the placeholder character.
        let sneaky = "a\u{FFFC}b"
        XCTAssertEqual(Text("\(sneaky)").runs.compactMap(\.image).count, 0)
        XCTAssertEqual(Text("\(sneaky)").content, "ab")
    }

    func testConcatenationKeepsEachPiecesStyle() {
        let t = (Text("Total: ") + Text("$42").bold().foregroundColor(.red) + Text(" each").italic()).foregroundColor(.blue)
        XCTAssertEqual(t.content, "Total: $42 each")
        let r = t.styledRuns
        XCTAssertEqual(r.map(\.content), ["Total: ", "$42", " each"])
        XCTAssertEqual(r.map(\.color), [.blue, .red, .blue], "a piece's own colour wins over the whole text's")
        XCTAssertEqual(r.map(\.weight), [nil, .bold, nil])
        XCTAssertEqual(r.map(\.isItalic), [false, false, true])
        XCTAssertEqual((Text("a") + Text("b")).bold().styledRuns.map(\.weight), [.bold, .bold])
        XCTAssertEqual(Text("u").underline().strikethrough().styledRuns.map { [$0.isUnderlined, $0.isStruckThrough] }, [[true, true]])
        XCTAssertEqual((Text("A").tracking(2) + Text("B")).kerning(1).styledRuns.map(\.kern), [2, 1])
    }

    struct Sample: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Hello ").font(.system(size: 20)).fixedSize().accessibilityIdentifier("plain")
                Text("World").font(.system(size: 20)).bold().fixedSize().accessibilityIdentifier("bold")
                Text("Hello **World**").font(.system(size: 20)).fixedSize().accessibilityIdentifier("rich")
                (Text("Hello ") + Text("World").bold()).font(.system(size: 20)).fixedSize().accessibilityIdentifier("joined")
                Text("one\ntwo").font(.system(size: 20)).fixedSize().accessibilityIdentifier("lines")
                Text("one\ntwo").font(.system(size: 20)).lineSpacing(10).fixedSize().accessibilityIdentifier("spaced")
                Text("Header").font(.system(size: 20)).fixedSize().kerning(2).accessibilityIdentifier("kerned")
                Text("Header").font(.system(size: 20)).fixedSize().accessibilityIdentifier("unkerned")
            }
        }
    }

    func testPiecesAreLaidOutSideBySide() throws {
        let s = try ViewSession { Sample() }
        try s.step(2)
        let plain = try s.frame("plain").width, bold = try s.frame("bold").width
        let rich = try s.frame("rich"), joined = try s.frame("joined")
        // The pieces' widths add up (to the half point each text's size is rounded to).
        XCTAssertEqual(rich.width, plain + bold, accuracy: 1)
        XCTAssertEqual(joined.width, rich.width)
        XCTAssertEqual(rich.height, try s.frame("plain").height)
        // lineSpacing(10) on the view: one gap of 10 points between the two lines.
        XCTAssertEqual(try s.frame("spaced").height, try s.frame("lines").height + 10, accuracy: 0.5)
        // The iOS 16 view modifier reaches the text inside: 2 points after each of its 6 characters (each
        // character at its own advance: within a couple of points of the whole word's).
        XCTAssertEqual(try s.frame("kerned").width, try s.frame("unkerned").width + 12, accuracy: 2)
    }
}
