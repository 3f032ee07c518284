import XCTest
import SwiftUI
@testable import MotionLabPreview

/// SwiftUI's keyboard safe area: while the on-screen keyboard shows, a hosting view's content lays out
/// above it (a composer at the bottom rises with it) and comes back down when editing ends.
final class KeyboardAvoidanceTests: XCTestCase {
    struct Composer: View {
        @State var text = ""
        @FocusState var focused: Bool
        var body: some View {
            VStack {
                Spacer()
                TextField("Message", text: $text).focused($focused).accessibilityIdentifier("field")
                Button("Done") { focused = false }
            }
            .onAppear { }
        }
    }

    func testTheComposerRisesAboveTheKeyboardAndComesBack() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Composer() }
        try s.step(2)
        let rest = try s.frame("field")
        XCTAssertGreaterThan(rest.maxY, 500, "at the bottom without a keyboard")
        let field = try XCTUnwrap(s.firstView(UITextField.self))
        s.session.runner.context.perform { _ = field.becomeFirstResponder() }
        try s.step(30)   // past the keyboard's 0.25 s slide
        let keyboardTop: CGFloat = 568 - 260   // a home-button phone's keyboard (no bottom inset)
        let raised = try s.frame("field")
        XCTAssertLessThanOrEqual(raised.maxY, keyboardTop + 0.5, "above the keyboard")
        XCTAssertGreaterThan(raised.maxY, keyboardTop - 80, "just above it, not thrown to the top")
        s.session.runner.context.perform { _ = field.resignFirstResponder() }
        try s.step(30)
        XCTAssertEqual(try s.frame("field").maxY, rest.maxY, accuracy: 0.5, "back down")
    }

    struct LongForm: View {
        @State var values = Array(repeating: "", count: 12)
        var body: some View {
            Form {
                ForEach(0..<12, id: \.self) { i in
                    TextField("Field \(i)", text: $values[i]).accessibilityIdentifier("f\(i)")
                }
            }
        }
    }

    /// A focused field low in a `Form` scrolls above the keyboard, as SwiftUI scrolls it.
    func testAFocusedFieldInAFormScrollsAboveTheKeyboard() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { LongForm() }
        try s.step(2)
        let before = try s.frame("f9")
        let keyboardTop: CGFloat = 568 - 260
        XCTAssertGreaterThan(before.maxY, keyboardTop, "the keyboard would cover it")
        let field = s.session.runner.context.perform { () -> UITextField? in
            var out: [UITextField] = []
            func walk(_ v: UIView) { if let t = v as? UITextField { out.append(t) }; v.subviews.forEach(walk) }
            walk(s.session.runner.window!)
            return out.first { abs($0.convert($0.bounds, to: nil).midY - before.midY) < 5 }
        }
        let f = try XCTUnwrap(field)
        s.session.runner.context.perform { _ = f.becomeFirstResponder() }
        try s.step(40)
        let after = try s.frame("f9")
        XCTAssertLessThanOrEqual(after.maxY, keyboardTop, "above the keyboard")
        XCTAssertGreaterThan(after.minY, keyboardTop - 120, "scrolled as little as needed")
    }

    struct ShortForm: View {
        let mode: ScrollDismissesKeyboardMode?
        @State var values = Array(repeating: "", count: 12)
        var body: some View {
            let form = Form {
                ForEach(0..<12, id: \.self) { i in TextField("Field \(i)", text: $values[i]) }
            }
            if let mode { form.scrollDismissesKeyboard(mode) } else { form }
        }
    }

    /// iOS 16's default for lists, forms and scroll views (`.automatic`): a scroll dismisses the keyboard at
    /// once; `.never` keeps it.
    func testScrollingAFormDismissesTheKeyboardUnlessToldNever() throws {
        for (mode, dismissed) in [(nil, true), (ScrollDismissesKeyboardMode.immediately, true), (.never, false)] {
            let s = try ViewSession(size: CGSize(width: 320, height: 568), script: "0.5 drag 160 200 160 120 0.2") { ShortForm(mode: mode) }
            try s.step(2)
            let field = try XCTUnwrap(s.firstView(UITextField.self))
            s.session.runner.context.perform { _ = field.becomeFirstResponder() }
            try s.step(60)
            let editing = s.session.runner.context.perform { field.isFirstResponder }
            XCTAssertEqual(!editing, dismissed, "\(String(describing: mode))")
        }
    }
}
