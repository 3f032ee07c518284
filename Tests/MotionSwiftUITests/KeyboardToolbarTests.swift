import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// S-77: `.keyboard` toolbar items are shown in a bar above the on-screen keyboard while a field is
/// edited, never in the bottom toolbar; the number-pad "Done" button ends editing.
final class KeyboardToolbarTests: XCTestCase {
    struct Tip: View {
        @State var amount = ""
        @State var note = ""
        @FocusState var editing: Bool
        var body: some View {
            NavigationStack {
                Form {
                    TextField("Amount", text: $amount).keyboardType(.decimalPad).focused($editing)
                        .accessibilityIdentifier("amount")
                    TextEditor(text: $note).frame(height: 80)
                    TextField("Memo", text: $note, axis: .vertical)
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
        // The text editor and the vertical field under the same toolbar show the same bar.
        let views = s.session.runner.context.perform { () -> [UITextView] in
            var out: [UITextView] = []
            func walk(_ v: UIView) { if let t = v as? UITextView { out.append(t) }; v.subviews.forEach(walk) }
            walk(s.session.runner.window!)
            return out
        }
        XCTAssertEqual(views.count, 2)
        XCTAssertTrue(s.session.runner.context.perform { views.allSatisfy { $0.inputAccessoryView === bar } })
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

    /// The same screen's bottom bar (the notes-list idiom): `Spacer()`s are flexible spaces, so the
    /// count sits in the middle and the compose button at the trailing edge; the keyboard's items are not there.
    struct Drafts: View {
        @State var title = ""
        var body: some View {
            NavigationStack {
                List { TextField("Title", text: $title) }
                    .navigationTitle("Drafts")
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button { } label: { Image(systemName: "folder.badge.plus") }
                            Spacer()
                            Text("3 Drafts").font(.caption)
                            Spacer()
                            Button { } label: { Image(systemName: "square.and.pencil") }
                        }
                        ToolbarItemGroup(placement: .keyboard) {
                            Spacer()
                            Button("Done") { }
                        }
                    }
            }
        }
    }

    func testBottomBarSpacersAreFlexibleSpaces() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Drafts() }
        try s.step(3)
        let nav = try XCTUnwrap(s.firstController(UINavigationController.self))
        let (items, bar) = s.session.runner.context.perform { (nav.topViewController?.toolbarItems ?? [], nav.toolbar.convert(nav.toolbar.bounds, to: nil)) }
        XCTAssertEqual(items.count, 5, "the bottom bar's five, none of the keyboard's")
        XCTAssertEqual(items.map { $0.systemItem == .flexibleSpace }, [false, true, false, true, false])
        XCTAssertFalse(items.contains { $0.title == "Done" })
        let image = try RenderedFrame(s, frame: 4, name: "S77-bottom-bar")
        // The compose symbol at the trailing edge (within 16 + its width of the bar's right end), the
        // count near the middle.
        let y = Int(bar.minY + 22)
        let inks = (0..<390).filter { x in (y - 8..<y + 8).contains { image.rgb(x, $0) != image.rgb(2, Int(bar.minY) + 2) } }
        let last = try XCTUnwrap(inks.last)
        XCTAssertGreaterThan(last, 390 - 16 - 30, "the compose button at the trailing edge")
        let middle = inks.filter { $0 > 100 && $0 < 290 }
        XCTAssertFalse(middle.isEmpty)
        XCTAssertEqual(CGFloat(middle.min()! + middle.max()!) / 2, 195, accuracy: 12, "the count centred between the spaces")
    }
}
