import XCTest
@testable import MotionViews

/// `inputView`/`inputAccessoryView` (UIResponder.h): nil by default, settable on text fields and text
/// views; while the field is first responder they show at the bottom of the window, the accessory above
/// the input view, sliding up in UIKit's 0.25 s and away when editing ends; `reloadInputViews()` swaps
/// them while editing.
final class InputViewHostTests: XCTestCase {
    func testADatePickerShowsUnderItsTextFieldWhileEditing() throws {
        let w = makeWindow()
        XCTAssertNil(UIView().inputView)
        XCTAssertNil(UIView().inputAccessoryView)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
        let picker = UIDatePicker()
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.inputView = picker
        field.inputAccessoryView = bar
        XCTAssertTrue(field.inputView === picker)
        w.addSubview(field)
        XCTAssertNil(picker.window, "not shown before editing")
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(picker.window === w)
        let bottom = w.safeAreaInsets.bottom
        let t0 = CACurrentMediaTime()
        Clock.run(from: t0, to: 0.125)
        let midway = picker.convert(picker.bounds, to: nil).presentationFree(picker)
        XCTAssertGreaterThan(midway, 568 - 216 - bottom, "still sliding up at half time")
        Clock.run(from: t0, to: 0.3)
        let frame = picker.convert(picker.bounds, to: nil)
        XCTAssertEqual(frame, CGRect(x: 0, y: 568 - bottom - 216, width: 320, height: 216), "docked at the bottom, above the home indicator")
        XCTAssertEqual(bar.convert(bar.bounds, to: nil), CGRect(x: 0, y: 568 - bottom - 216 - 44, width: 320, height: 44), "the accessory above it")
        // Another field's views take the strip over without it leaving.
        let other = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 34))
        let wheel = UIPickerView()
        other.inputView = wheel
        w.addSubview(other)
        XCTAssertTrue(other.becomeFirstResponder())
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertTrue(wheel.window === w)
        XCTAssertNil(picker.superview, "the first field's picker left")
        XCTAssertNil(bar.superview)
        // Editing ends: the strip slides away and leaves the window.
        XCTAssertTrue(other.resignFirstResponder())
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertNil(wheel.window)
        XCTAssertFalse(w.subviews.contains { $0 is InputViewHost })
    }

    /// An input view is the keyboard to the app: the keyboard notifications carry its frames.
    func testTheKeyboardNotificationsCarryTheInputViewsFrames() throws {
        let w = makeWindow()
        var seen: [(String, CGRect, Double)] = []
        let names: [Notification.Name] = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                          UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { n in
                let end = (n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                let d = n.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1
                seen.append((n.name.rawValue, end, d))
            }
        }
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
        field.inputView = UIDatePicker()
        w.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        let top = 568 - w.safeAreaInsets.bottom - 216
        let shown = CGRect(x: 0, y: top, width: 320, height: 568 - top)
        XCTAssertEqual(seen.map(\.0), ["UIKeyboardWillShowNotification"])
        XCTAssertEqual(seen.first?.1, shown)
        XCTAssertEqual(seen.first?.2, 0.25)
        Clock.run(from: CACurrentMediaTime(), to: 0.4)
        XCTAssertEqual(seen.map(\.0), ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
        XCTAssertTrue(field.resignFirstResponder())
        Clock.run(from: CACurrentMediaTime(), to: 0.4)
        XCTAssertEqual(seen.map(\.0).suffix(2), ["UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
        XCTAssertEqual(seen.last?.1.minY, 568, "gone below the window")
    }

    func testReloadInputViewsSwapsWhatIsShown() {
        let w = makeWindow()
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        w.addSubview(text)
        XCTAssertTrue(text.becomeFirstResponder())
        let host = w.subviews.first { $0 is InputViewHost }
        XCTAssertTrue(host?.subviews.contains { $0 is SoftwareKeyboardView } ?? false, "no input view: the keyboard")
        let picker = UIPickerView()
        text.inputView = picker
        XCTAssertNil(picker.window, "UIKit: not until reloadInputViews()")
        text.reloadInputViews()
        XCTAssertTrue(picker.window === w)
        XCTAssertEqual(picker.frame.height, 216)
        XCTAssertFalse(host?.subviews.contains { $0 is SoftwareKeyboardView } ?? true, "the picker replaces the keyboard")
    }
}

private extension CGRect {
    /// The on-screen top of `view` (its layer's presentation), window points.
    func presentationFree(_ view: UIView) -> CGFloat {
        var y: CGFloat = 0
        var v: UIView? = view
        while let cur = v {
            y += cur.layer.presentationProperties().position.y - cur.bounds.height * cur.layer.anchorPoint.y
            v = cur.superview
        }
        return y
    }
}
