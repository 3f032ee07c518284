import XCTest
import SwiftUI
import MotionLab

/// `safeAreaInset`, `safeAreaPadding`, `contentMargins`, the scroll modifiers and `defaultScrollAnchor`
/// on a 320×568 preview (no device safe area): frames and scroll insets by hand.
final class SafeAreaInsetTests: XCTestCase {
    struct Rows: View {
        var count = 30
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in Color.gray.frame(height: 40).accessibilityIdentifier("row\(i)") }
            }
        }
    }

    func scroll(_ s: ViewSession) throws -> UIScrollView { try XCTUnwrap(s.firstView(UIScrollView.self)) }

    /// A bottom inset 60 tall (spacing 0): at the bottom edge; the scroll view still fills the screen
    /// and insets its content by 60, so scrolled to its end the last row ends at the inset's top.
    func testBottomInsetOverAScrollView() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView { Rows() }
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 60).accessibilityIdentifier("bar") }
        }
        try s.step(2)
        assertRect(try s.frame("bar"), 0, 508, 320, 60)
        let sv = try scroll(s)
        XCTAssertEqual(sv.frame.height, 568)
        XCTAssertEqual(sv.contentInset.bottom, 60)
        XCTAssertEqual(sv.contentOffset.y, 0)
        s.session.runner.context.perform { sv.contentOffset.y = 30 * 40 + 60 - 568 }
        try s.step(2)
        XCTAssertEqual(try s.frame("row29").maxY, 508, accuracy: 1e-9, "the last row scrolls clear of the inset")
        XCTAssertEqual(try s.frame("row0").minY, -(30 * 40 + 60 - 568), accuracy: 1e-9)
    }

    /// With the default spacing (8) over a List: the list's scroll view insets by the bar and 8.
    func testDefaultSpacingAndAList() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            List(0..<30, id: \.self) { i in Text("Row \(i)") }
                .safeAreaInset(edge: .bottom) { Color.red.frame(height: 50).accessibilityIdentifier("bar") }
        }
        try s.step(2)
        assertRect(try s.frame("bar"), 0, 518, 320, 50)
        let sv = try scroll(s)
        XCTAssertEqual(sv.frame.maxY, 568, accuracy: 1e-9, "the list goes on under the bar")
        XCTAssertEqual(sv.contentInset.bottom, 58, accuracy: 1e-9)
    }

    /// A top inset shrinks a plain view's area: a colour fills what is left below it and the spacing.
    func testTopInsetShrinksAPlainView() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            Color.blue.accessibilityIdentifier("fill")
                .safeAreaInset(edge: .top, alignment: .leading, spacing: 10) {
                    Color.red.frame(width: 100, height: 40).accessibilityIdentifier("bar")
                }
        }
        try s.step(2)
        assertRect(try s.frame("bar"), 0, 0, 100, 40, "leading")
        assertRect(try s.frame("fill"), 0, 50, 320, 518)
    }

    /// A leading inset beside a horizontal scroll view: the scroll view reaches the edge and its content
    /// starts after the inset.
    func testLeadingInsetBesideAHorizontalScrollView() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 200)) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { i in Color.gray.frame(width: 100, height: 50).accessibilityIdentifier("c\(i)") }
                }
            }
            .safeAreaInset(edge: .leading, spacing: 0) { Color.red.frame(width: 40).accessibilityIdentifier("bar") }
        }
        try s.step(2)
        assertRect(try s.frame("bar"), 0, 0, 40, 200)
        let sv = try scroll(s)
        XCTAssertEqual(sv.frame.minX, 0)
        XCTAssertEqual(sv.contentInset.left, 40)
        XCTAssertEqual(try s.frame("c0").minX, 40, accuracy: 1e-9)
    }

    /// `safeAreaPadding`: a scroll view keeps its size and insets its content; a plain view is padded.
    func testSafeAreaPadding() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView { Rows() }.safeAreaPadding(.bottom, 50)
        }
        try s.step(2)
        let sv = try scroll(s)
        XCTAssertEqual(sv.frame.height, 568)
        XCTAssertEqual(sv.contentInset.bottom, 50)
        let p = try ViewSession(size: CGSize(width: 320, height: 568)) {
            Color.blue.accessibilityIdentifier("fill").safeAreaPadding(20)
        }
        try p.step(2)
        assertRect(try p.frame("fill"), 20, 20, 280, 528)
    }

    /// `contentMargins`: a carousel's first card starts 20 points in, its content is 40 longer; a
    /// vertical scroll view's rows are 16 in on each side.
    func testContentMargins() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 200)) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5, id: \.self) { i in Color.gray.frame(width: 100, height: 50).accessibilityIdentifier("c\(i)") }
                }
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
        }
        try s.step(2)
        XCTAssertEqual(try s.frame("c0").minX, 20, accuracy: 1e-9)
        XCTAssertEqual(try scroll(s).contentSize.width, 5 * 100 + 4 * 10 + 40)
        let v = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView { Rows(count: 3) }.contentMargins(16)
        }
        try v.step(2)
        assertRect(try v.frame("row0"), 16, 16, 288, 40)
    }

    /// Indicators, bounce and clipping reach the scroll view.
    func testScrollIndicatorsBounceAndClip() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView { Rows(count: 3) }
        }
        try s.step(2)
        let plain = try scroll(s)
        XCTAssertTrue(plain.showsVerticalScrollIndicator)
        XCTAssertTrue(plain.alwaysBounceVertical, "a SwiftUI scroll view bounces even when its content fits")
        XCTAssertTrue(plain.clipsToBounds)
        let m = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView { Rows(count: 3) }
                .scrollIndicators(.hidden)
                .scrollBounceBehavior(.basedOnSize)
                .scrollClipDisabled()
        }
        try m.step(2)
        let sv = try scroll(m)
        XCTAssertFalse(sv.showsVerticalScrollIndicator)
        XCTAssertFalse(sv.showsHorizontalScrollIndicator)
        XCTAssertFalse(sv.alwaysBounceVertical)
        XCTAssertFalse(sv.clipsToBounds)
    }

    struct Chat: View {
        @ObservedObject var model: TestModel
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(model.items, id: \.self) { i in Color.gray.frame(height: 40).accessibilityIdentifier("m\(i)") }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
    }

    /// `defaultScrollAnchor(.bottom)`: opens at the bottom, and stays there as messages are added.
    func testDefaultScrollAnchorBottom() throws {
        let model = TestModel()
        model.items = Array(0..<30)
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Chat(model: model) }
        try s.step(2)
        let sv = try scroll(s)
        XCTAssertEqual(sv.contentOffset.y, 30 * 40 - 568, accuracy: 1e-9)
        XCTAssertEqual(try s.frame("m29").maxY, 568, accuracy: 1e-9)
        s.session.runner.context.perform { model.items.append(contentsOf: [30, 31]) }
        try s.step(2)
        XCTAssertEqual(sv.contentOffset.y, 32 * 40 - 568, accuracy: 1e-9)
        XCTAssertEqual(try s.frame("m31").maxY, 568, accuracy: 1e-9)
        // Content shorter than the view: placed at the anchor (the bottom), nothing to scroll.
        let short = TestModel()
        short.items = [0, 1]
        let t = try ViewSession(size: CGSize(width: 320, height: 568)) { Chat(model: short) }
        try t.step(2)
        XCTAssertEqual(try scroll(t).contentOffset.y, 0)
        XCTAssertEqual(try t.frame("m1").maxY, 568, accuracy: 1e-9)
    }

    struct Composer: View {
        @State var text = ""
        var body: some View {
            ScrollView { Rows() }
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    TextField("Message", text: $text).frame(height: 44).accessibilityIdentifier("field")
                }
        }
    }

    /// A composer in a bottom inset rides above the keyboard (the keyboard is safe area too), and the
    /// scroll view behind it insets its content by the keyboard and the composer.
    func testInsetComposerRisesWithTheKeyboard() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Composer() }
        try s.step(2)
        assertRect(try s.frame("field"), 0, 524, 320, 44)
        let field = try XCTUnwrap(s.firstView(UITextField.self))
        s.session.runner.context.perform { _ = field.becomeFirstResponder() }
        try s.step(30)
        let keyboardTop: CGFloat = 568 - 260
        XCTAssertEqual(try s.frame("field").maxY, keyboardTop, accuracy: 0.5)
        let sv = try scroll(s)
        XCTAssertEqual(sv.frame.maxY, 568, accuracy: 0.5, "the scroll view stays under the keyboard")
        XCTAssertEqual(sv.contentInset.bottom, 260 + 44, accuracy: 0.5)
    }
}
