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
}
