import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// S-77: `.keyboard` toolbar items are shown in a bar above the on-screen keyboard while a field is
/// edited, never in the bottom toolbar; the number-pad "Done" button ends editing.
final class KeyboardToolbarTests: XCTestCase {
    struct Tip: View {
        @State var amount = ""
        @FocusState var editing: Bool
        var body: some View {
            NavigationStack {
                Form {
                    TextField("Amount", text: $amount).keyboardType(.decimalPad).focused($editing)
                        .accessibilityIdentifier("amount")
                }
                .navigationTitle("Tip")
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { editing = false }
                    }
                }
            }
        }
    }

    func testKeyboardItemsShowAboveTheKeyboardOnly() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Tip() }
        try s.step(3)
        // No bottom toolbar: the items are not the navigation controller's toolbar's.
        let nav = try XCTUnwrap(s.firstController(UINavigationController.self))
        XCTAssertTrue(s.session.runner.context.perform { nav.isToolbarHidden }, "no bottom bar while no field is edited")
        let field = try XCTUnwrap(s.firstView(UITextField.self))
        let bar = try XCTUnwrap(s.session.runner.context.perform { field.inputAccessoryView as? UIToolbar }, "the keyboard bar is the field's accessory")
        XCTAssertEqual(s.session.runner.context.perform { bar.window == nil }, true, "not on screen before editing")
        s.session.runner.context.perform { _ = field.becomeFirstResponder() }
        try s.step(30)   // past the keyboard's 0.25 s slide
        let (frame, items) = s.session.runner.context.perform { (bar.convert(bar.bounds, to: nil), bar.items ?? []) }
        XCTAssertEqual(frame.height, 44, accuracy: 0.5)
        XCTAssertEqual(frame.width, 390, accuracy: 0.5)
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items.first?.systemItem, .flexibleSpace, "the Spacer: a flexible space")
        XCTAssertEqual(items.last?.title, "Done")
        // Directly above the keyboard: the bar's bottom is the keyboard's top (the first responder's input strip).
        let keyboard = try XCTUnwrap(s.firstView(UIView.self) { String(describing: type(of: $0)) == "InputViewHost" })
        let strip = s.session.runner.context.perform { keyboard.frame }
        XCTAssertEqual(frame.minY, strip.minY, accuracy: 0.5, "the bar is the top of the strip over the keyboard")
        XCTAssertLessThan(strip.minY, 844 - 200, "the keyboard is up")
        _ = try RenderedFrame(s, frame: s.frames.count, name: "S77-keyboard-bar")
        // Done ends editing: the keyboard and its bar go.
        s.session.runner.context.perform { items.last?.primaryAction?.performWithSender(nil, target: nil) }
        try s.step(30)
        XCTAssertFalse(s.session.runner.context.perform { field.isFirstResponder })
        XCTAssertTrue(s.session.runner.context.perform { bar.window == nil }, "gone with the keyboard")
    }
}
