import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// S-94: `TextField(_:text:axis: .vertical)` wraps its text and grows a line at a time up to its
/// `lineLimit`, from the range's lower bound, then keeps that height and scrolls inside itself to the
/// end of the text (the chat composer).
final class VerticalTextFieldTests: XCTestCase {
    final class Draft: ObservableObject { @Published var text = "" }

    struct Composer: View {
        @ObservedObject var draft: Draft
        var lines: ClosedRange<Int>? = nil
        var body: some View {
            VStack {
                Spacer()
                HStack(alignment: .bottom) {
                    field.accessibilityIdentifier("composer")
                    Button("Send") {}
                }
                .padding()
            }
        }
        @ViewBuilder var field: some View {
            if let lines {
                TextField("Message", text: $draft.text, axis: .vertical).lineLimit(lines)
            } else {
                TextField("Message", text: $draft.text, axis: .vertical).lineLimit(4)
            }
        }
    }

    func testTheFieldGrowsALineAtATimeUpToItsLimitThenScrolls() throws {
        let draft = Draft()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Composer(draft: draft) }
        try s.step(2)
        let one = try s.frame("composer")
        // One line of the 17-point body font (DejaVu's line height ≈ 1.16 × the size).
        XCTAssertEqual(one.height, 17 * 1.164, accuracy: 1.5)
        var heights: [CGFloat] = []
        for n in 2...6 {
            s.session.runner.context.perform { draft.text = (1...n).map { "Line \($0)" }.joined(separator: "\n") }
            try s.step(2)
            heights.append(try s.frame("composer").height)
        }
        XCTAssertEqual(heights[0], 2 * one.height, accuracy: 1.5, "two lines")
        XCTAssertEqual(heights[1], 3 * one.height, accuracy: 1.5)
        XCTAssertEqual(heights[2], 4 * one.height, accuracy: 1.5, "four lines: the limit")
        XCTAssertEqual(heights[3], heights[2], accuracy: 0.01, "five lines: no taller")
        XCTAssertEqual(heights[4], heights[2], accuracy: 0.01)
        // The field's bottom stays on its bar (the HStack's bottom alignment): it grows upwards.
        let view = try XCTUnwrap(s.firstView(UITextView.self))
        let (offset, content, bounds) = s.session.runner.context.perform { (view.contentOffset.y, view.contentSize.height, view.bounds.height) }
        XCTAssertEqual(content, 6 * one.height, accuracy: 3, "all six lines are in the text view")
        XCTAssertEqual(offset, content - bounds, accuracy: 0.5, "scrolled to the last line, where typing happens")
        // A long line wraps at the field's width: several lines, not one truncated line.
        s.session.runner.context.perform {
            draft.text = "This message is long enough to wrap onto a second line inside the composer field"
        }
        try s.step(2)
        let wrapped = try s.frame("composer").height
        XCTAssertGreaterThan(wrapped, 1.5 * one.height, "wrapped")
        XCTAssertLessThanOrEqual(wrapped, 4 * one.height + 1.5)
        _ = try RenderedFrame(s, frame: s.frames.count, name: "S94-composer")
    }

    func testARangeReservesItsLowerBound() throws {
        let draft = Draft()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Composer(draft: draft, lines: 3...5) }
        try s.step(2)
        let reserved = try s.frame("composer").height
        XCTAssertEqual(reserved, 3 * 17 * 1.164, accuracy: 3, "empty: three lines reserved")
        s.session.runner.context.perform { draft.text = (1...8).map { "Row \($0)" }.joined(separator: "\n") }
        try s.step(2)
        XCTAssertEqual(try s.frame("composer").height, reserved / 3 * 5, accuracy: 2, "at most five")
    }

    func testTypingWritesTheBindingAndTheEmptyFieldShowsItsPlaceholder() throws {
        let draft = Draft()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Composer(draft: draft) }
        try s.step(2)
        let image = try RenderedFrame(s, frame: 3, name: "S94-empty")
        let field = try s.frame("composer")
        // The placeholder in `.placeholderText` (#3C3C43 at 30 % over white ≈ 197, 197, 199).
        let ink = image.darkest(field)
        XCTAssertEqual(ink[0], 197, accuracy: 14, "placeholder grey: \(ink)")
        let view = try XCTUnwrap(s.firstView(UITextView.self))
        s.session.runner.context.perform {
            _ = view.becomeFirstResponder()
            view.insertText("Hi")
        }
        try s.step(2)
        XCTAssertEqual(draft.text, "Hi")
    }

    func testARoundedBorderComposerGrowsInsideItsBorder() throws {
        let draft = Draft()
        draft.text = "First line\nSecond line\nThird line"
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) {
            VStack {
                Spacer()
                TextField("Reply", text: Binding(get: { draft.text }, set: { draft.text = $0 }), axis: .vertical)
                    .lineLimit(1...5)
                    .textFieldStyle(.roundedBorder)
                    .accessibilityIdentifier("reply")
                    .padding()
            }
        }
        try s.step(2)
        let field = try s.frame("reply")
        XCTAssertEqual(field.height, 3 * 17 * 1.164 + 14, accuracy: 3, "three lines and UIKit's 7-point padding above and below")
        let image = try RenderedFrame(s, frame: 3, name: "S94-rounded")
        // The border: a grey hairline at the field's top edge, white inside.
        let edge = image.rgb(Int(field.midX), Int(field.minY))
        XCTAssertTrue(edge.allSatisfy { $0 < 250 }, "the border line: \(edge)")
        XCTAssertEqual(image.rgb(Int(field.maxX) - 4, Int(field.midY)), [255, 255, 255])
    }
}
