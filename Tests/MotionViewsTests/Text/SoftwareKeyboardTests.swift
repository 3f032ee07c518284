import XCTest
@testable import MotionViews

/// The on-screen keyboard a text input shows while first responder (as on an iPhone): it slides up with
/// the keyboard notifications, lifts `keyboardLayoutGuide`, types when its keys are tapped, and slides
/// away when editing ends; off, the preview behaves as with a hardware keyboard.
final class SoftwareKeyboardTests: XCTestCase {
    override func tearDown() {
        SoftwareKeyboard.isEnabled = true
        super.tearDown()
    }

    private func keyboard(in w: UIWindow) -> SoftwareKeyboardView? {
        (w.subviews.first { $0 is InputViewHost })?.subviews.first { $0 is SoftwareKeyboardView } as? SoftwareKeyboardView
    }

    func testAFocusedFieldShowsTheKeyboardWithItsNotifications() {
        let w = makeWindow()
        let field = UITextField(frame: CGRect(x: 16, y: 100, width: 288, height: 34))
        w.addSubview(field)
        var shown: [CGRect] = [], hidden = 0
        let a = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            if let v = $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue { shown.append(v.cgRectValue) }
        }
        let b = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { _ in hidden += 1 }
        defer { NotificationCenter.default.removeObserver(a); NotificationCenter.default.removeObserver(b) }
        let t0 = CACurrentMediaTime()
        XCTAssertTrue(field.becomeFirstResponder())
        let bottom = w.safeAreaInsets.bottom
        let height: CGFloat = (bottom > 0 ? 302 : 260) + bottom
        XCTAssertEqual(shown, [CGRect(x: 0, y: w.bounds.height - height, width: w.bounds.width, height: height)])
        XCTAssertNotNil(keyboard(in: w))
        XCTAssertNil(field.inputView, "UIKit's inputView stays nil for the system keyboard")
        Clock.run(from: t0, to: 0.3)
        field.resignFirstResponder()
        XCTAssertEqual(hidden, 1)
        Clock.run(from: CACurrentMediaTime(), to: 0.3)
        XCTAssertFalse(w.subviews.contains { $0 is InputViewHost }, "gone after its slide")
    }

    func testTheKeysTypeIntoTheField() {
        let w = makeWindow()
        let field = UITextField(frame: CGRect(x: 16, y: 100, width: 288, height: 34))
        w.addSubview(field)
        var returned = 0
        final class Delegate: NSObject, UITextFieldDelegate {
            var onReturn: () -> Void = {}
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { onReturn(); return true }
        }
        let delegate = Delegate()
        delegate.onReturn = { returned += 1 }
        field.delegate = delegate
        field.becomeFirstResponder()
        let kb = try! XCTUnwrap(keyboard(in: w))
        kb.layoutIfNeeded()
        XCTAssertTrue(kb.shifted, "an empty field that capitalises sentences starts shifted")
        for key: SoftwareKeyboardView.Key in [.letter("h"), .letter("i"), .space, .letter("x"), .delete, .shift, .letter("o")] { kb.press(key) }
        XCTAssertEqual(field.text, "Hi O")
        // Typing from elsewhere (the computer's keyboard, a script) moves the shift as iOS's
        // auto-capitalisation would: on after a sentence's end and a space, off within a word.
        field.insertText(". ")
        XCTAssertTrue(kb.shifted)
        field.insertText("Ok")
        XCTAssertFalse(kb.shifted)
        XCTAssertEqual(kb.keys.first { $0.key == .letter("a") }?.label.text, "a", "the keys show lower case")
        kb.press(.returnKey)
        XCTAssertEqual(returned, 1)
        // A tap on a key's place types it.
        let q = try! XCTUnwrap(kb.keys.first { $0.key == .letter("q") })
        XCTAssertEqual(kb.key(at: CGPoint(x: q.view.frame.midX, y: q.view.frame.midY)), .letter("q"))
        // Ten letters fill the first row's width, as on iOS.
        let row = kb.keys.prefix(10).map(\.view.frame)
        XCTAssertEqual(row.first?.minX ?? 0, 3, accuracy: 1e-9)
        XCTAssertEqual(row.last?.maxX ?? 0, kb.bounds.width - 3, accuracy: 1e-6)
    }

    func testTheKeyboardTypeAndReturnKeyTypeShapeTheKeys() {
        let w = makeWindow()
        let phone = UITextField(frame: CGRect(x: 16, y: 100, width: 288, height: 34))
        phone.keyboardType = .phonePad
        w.addSubview(phone)
        phone.becomeFirstResponder()
        let pad = try! XCTUnwrap(keyboard(in: w))
        XCTAssertEqual(pad.layout, .pad(.phone))
        XCTAssertEqual(pad.bounds.height, 216, "a number pad")
        XCTAssertEqual(pad.keys.map(\.key).prefix(3), [.character("1"), .character("2"), .character("3")])
        for key: SoftwareKeyboardView.Key in [.character("5"), .character("0"), .character("+"), .delete] { pad.press(key) }
        XCTAssertEqual(phone.text, "50")
        // Three equal keys fill a row.
        let row = pad.keys.prefix(3).map(\.view.frame)
        XCTAssertEqual(row[0].width, row[2].width, accuracy: 1e-9)
        XCTAssertEqual(row[2].maxX, pad.bounds.width - 3, accuracy: 1e-6)

        let search = UITextField(frame: CGRect(x: 16, y: 150, width: 288, height: 34))
        search.returnKeyType = .search
        w.addSubview(search)
        search.becomeFirstResponder()
        let kb = try! XCTUnwrap(keyboard(in: w))
        XCTAssertEqual(kb.layout, .letters)
        let ret = try! XCTUnwrap(kb.keys.first { $0.key == .returnKey })
        XCTAssertEqual(ret.label.text, "search")
        XCTAssertEqual(ret.view.backgroundColor, .systemBlue, "an action key is blue")
        // "123" shows the numbers and symbols; "ABC" the letters again.
        kb.press(.numbers)
        XCTAssertEqual(kb.layout, .numbers)
        kb.press(.character("7")); kb.press(.character("?"))
        XCTAssertEqual(search.text, "7?")
        kb.press(.letters)
        XCTAssertTrue(kb.keys.contains { $0.key == .letter("q") })
    }

    func testAFieldWithItsOwnInputViewAndTheKeyboardTurnedOffShowNoKeyboard() {
        let w = makeWindow()
        let field = UITextField(frame: CGRect(x: 16, y: 100, width: 288, height: 34))
        w.addSubview(field)
        field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        field.becomeFirstResponder()
        XCTAssertNil(keyboard(in: w), "an input view replaces the keyboard")
        field.resignFirstResponder()
        SoftwareKeyboard.isEnabled = false
        let other = UITextField(frame: CGRect(x: 16, y: 150, width: 288, height: 34))
        w.addSubview(other)
        var posted = 0
        let o = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in posted += 1 }
        defer { NotificationCenter.default.removeObserver(o) }
        other.becomeFirstResponder()
        XCTAssertNil(keyboard(in: w))
        XCTAssertEqual(posted, 0, "a hardware keyboard: no notifications")
    }
}
