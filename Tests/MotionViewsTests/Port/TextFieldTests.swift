import XCTest
@testable import MotionViews

/// UITextField against Apple's documented defaults and behaviour (cited per test), with
/// `FixedWidthRasterizer` sizes (a glyph 0.5 × the point size wide, a line 1.25 × it high).
final class TextFieldTests: XCTestCase {
    let rasterizer = FixedWidthRasterizer()
    override func setUp() { UIServices.textRasterizer = rasterizer }
    override func tearDown() {
        UIServices.textRasterizer = nil
        FirstResponderState.current?.resignFirstResponder()
    }

    final class Delegate: UITextFieldDelegate {
        var log: [String] = []
        var allowChange = true
        var allowEnd = true
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("begin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("end") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) '\(string)'")
            return allowChange
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("return"); return true }
    }

    /// Apple: `text` nil by default; `font` "the body style of the system font"; `borderStyle` `.none`;
    /// the keyboard traits' defaults (`UITextInputTraits`): `.default` keyboard and return key,
    /// `.sentences` capitalisation, `.default` correction; `clearButtonMode` `.never`.
    func testDocumentedDefaults() {
        let f = UITextField()
        XCTAssertNil(f.text)
        XCTAssertNil(f.placeholder)
        XCTAssertEqual(f.font, UIFont.preferredFont(forTextStyle: .body))
        XCTAssertEqual(f.font?.pointSize, 17)
        XCTAssertEqual(f.borderStyle, .none)
        XCTAssertEqual(f.textAlignment, .natural)
        XCTAssertEqual(f.keyboardType, .default)
        XCTAssertEqual(f.returnKeyType, .default)
        XCTAssertEqual(f.autocapitalizationType, .sentences)
        XCTAssertEqual(f.autocorrectionType, .default)
        XCTAssertFalse(f.isSecureTextEntry)
        XCTAssertEqual(f.clearButtonMode, .never)
        XCTAssertEqual(f.leftViewMode, .never)
        XCTAssertEqual(f.rightViewMode, .never)
        XCTAssertFalse(f.isEditing)
        XCTAssertTrue(f.canBecomeFirstResponder)
        XCTAssertFalse(UIView().canBecomeFirstResponder, "UIResponder's default")
    }

    /// The intrinsic size follows the font: the text's (or the placeholder's) size, plus 7 points each
    /// side and 14 in height for `.roundedRect` (a 17-point field is 34 high on iOS).
    func testIntrinsicSizeFromTheFont() {
        let f = UITextField()
        f.font = .systemFont(ofSize: 20)
        f.placeholder = "Email"                              // 5 × 10 = 50, 25 high
        XCTAssertEqual(f.intrinsicContentSize, CGSize(width: 50, height: 25))
        f.borderStyle = .roundedRect
        XCTAssertEqual(f.intrinsicContentSize, CGSize(width: 64, height: 39))
        f.text = "ab@cd.ef"                                   // 8 × 10
        XCTAssertEqual(f.intrinsicContentSize, CGSize(width: 94, height: 39))
        f.font = nil
        XCTAssertEqual(f.font?.pointSize, 17, "nil restores the body style")
    }

    /// Secure entry draws one bullet per character; the placeholder shows while the text is empty.
    func testSecureEntryAndPlaceholderDrawing() {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        f.placeholder = "Password"
        f.layoutIfNeeded()
        XCTAssertEqual(f.displayedText, "")
        f.isSecureTextEntry = true
        f.text = "hunter2"
        XCTAssertEqual(f.displayedText, "•••••••")
        f.isSecureTextEntry = false
        XCTAssertEqual(f.displayedText, "hunter2")
    }

    /// `.roundedRect`: the documented rounded border, drawn white with 5-point corners.
    func testRoundedRectLook() throws {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        f.borderStyle = .roundedRect
        f.layoutIfNeeded()
        let border = try XCTUnwrap(f.subviews.first)
        XCTAssertEqual(border.frame, f.bounds)
        XCTAssertEqual(border.layer.cornerRadius, 5)
        XCTAssertEqual(border.backgroundColor, .systemBackground)
        XCTAssertEqual(f.textRect(forBounds: f.bounds), CGRect(x: 7, y: 0, width: 186, height: 34))
    }

    /// Apple: becoming first responder asks `textFieldShouldBeginEditing`, sends `.editingDidBegin`,
    /// calls `textFieldDidBeginEditing`; typing (`UIKeyInput.insertText`) asks
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` and sends `.editingChanged`; setting
    /// `text` sends nothing; `endEditing(true)` resigns even when the delegate refuses.
    func testEditingEventsAndDelegateOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        root.addSubview(f)
        let d = Delegate()
        f.delegate = d
        var events: [String] = []
        f.addAction({ _ in events.append("didBegin") }, for: .editingDidBegin)
        f.addAction({ _ in events.append("changed") }, for: .editingChanged)
        f.addAction({ _ in events.append("didEnd") }, for: .editingDidEnd)
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: f, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(token) }

        f.text = "set"
        XCTAssertEqual(events, [], "setting text sends no event")
        XCTAssertTrue(f.becomeFirstResponder())
        XCTAssertTrue(f.isFirstResponder)
        XCTAssertTrue(f.isEditing)
        f.insertText("!")
        XCTAssertEqual(f.text, "set!")
        d.allowChange = false
        f.insertText("?")
        XCTAssertEqual(f.text, "set!", "the delegate refused")
        d.allowChange = true
        f.deleteBackward()
        XCTAssertEqual(f.text, "set")
        XCTAssertEqual(posted.value, 2)
        d.allowEnd = false
        XCTAssertFalse(f.resignFirstResponder(), "the delegate refused to end")
        XCTAssertTrue(f.isFirstResponder)
        XCTAssertTrue(root.endEditing(true), "forced")
        XCTAssertFalse(f.isFirstResponder)
        XCTAssertEqual(events, ["didBegin", "changed", "changed", "didEnd"])
        XCTAssertEqual(d.log, ["begin", "change 3,0 '!'", "change 4,0 '?'", "change 3,1 ''", "shouldEnd", "end"])
    }

    /// Return: `textFieldShouldReturn`, then `.editingDidEndOnExit`, which dismisses the keyboard when
    /// an action is registered for it; one first responder at a time.
    func testReturnKeyAndSwitchingFields() {
        let email = UITextField(), password = UITextField()
        let d = Delegate()
        email.delegate = d
        email.becomeFirstResponder()
        email.insertText("\n")
        XCTAssertEqual(d.log, ["begin", "return"])
        XCTAssertTrue(email.isFirstResponder, "no .editingDidEndOnExit action: stays")
        password.becomeFirstResponder()
        XCTAssertFalse(email.isFirstResponder)
        XCTAssertTrue(password.isFirstResponder)
        var exited = 0
        password.addAction({ _ in exited += 1 }, for: .editingDidEndOnExit)
        password.insertText("\n")
        XCTAssertEqual(exited, 1)
        XCTAssertFalse(password.isFirstResponder)
    }

    /// A tap inside the field begins editing, as on iOS; the caret shows at the end of the text.
    func testTapBeginsEditing() throws {
        let w = makeWindow()
        let f = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        f.font = .systemFont(ofSize: 20)
        f.text = "abc"
        w.addSubview(f)
        w.layoutIfNeeded()
        tap(w, at: CGPoint(x: 60, y: 117))
        XCTAssertTrue(f.isFirstResponder)
        f.layoutIfNeeded()
        let caret = try XCTUnwrap(f.subviews.first { $0.frame.width == UITextField.caretWidth && !$0.isHidden })
        XCTAssertEqual(caret.frame.minX, 30, "after 3 glyphs of 10 points")
        XCTAssertEqual(caret.backgroundColor, f.tintColor)
    }

    /// Side views show by their modes and narrow the text rectangle.
    func testLeftAndRightViewsByMode() {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        f.leftView = left
        f.leftViewMode = .always
        f.layoutIfNeeded()
        XCTAssertFalse(left.isHidden)
        XCTAssertEqual(left.frame, CGRect(x: 0, y: 7, width: 30, height: 20))
        XCTAssertEqual(f.textRect(forBounds: f.bounds).minX, 30)
        f.leftViewMode = .whileEditing
        f.layoutIfNeeded()
        XCTAssertTrue(left.isHidden)
        XCTAssertEqual(f.textRect(forBounds: f.bounds).minX, 0)
    }
}
