import XCTest
@testable import MotionViews

/// iOS 15's `keyboardLayoutGuide` (Apple: "when the keyboard isn't visible, the guide's top matches the
/// view's safeAreaLayoutGuide bottom"; it tracks the keyboard's top while one shows), following the
/// preview's keyboard — the first responder's input-view strip — and `UITextField.attributedPlaceholder`.
final class KeyboardLayoutGuideTests: XCTestCase {
    /// A root view filling the window with a field pinned 8 points above its keyboard guide.
    private func makeForm() -> (UIWindow, UIView, UITextField) {
        let w = makeWindow()
        let root = UIView(frame: w.bounds)
        w.addSubview(root)
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 34),
            field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        w.layoutIfNeeded()
        return (w, root, field)
    }

    func testWithoutAKeyboardTheGuideTopIsTheSafeAreaBottom() {
        let (_, root, field) = makeForm()
        let safeBottom = root.bounds.height - root.safeAreaInsets.bottom
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: safeBottom, width: 320, height: root.safeAreaInsets.bottom))
        XCTAssertEqual(field.frame.maxY, safeBottom - 8)
        XCTAssertTrue(root.keyboardLayoutGuide === root.keyboardLayoutGuide, "one guide per view")
        XCTAssertFalse(root.keyboardLayoutGuide.followsUndockedKeyboard, "UIKit's default")
        XCTAssertTrue(root.keyboardLayoutGuide.usesBottomSafeArea, "UIKit's default")
    }

    func testTheGuideRisesWithTheInputViewAndFallsBackWhenEditingEnds() {
        let (w, root, field) = makeForm()
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        field.inputView = picker
        let t0 = CACurrentMediaTime()
        XCTAssertTrue(field.becomeFirstResponder())
        let stripTop = 568 - w.safeAreaInsets.bottom - 216
        // The model is where it lands at once; what shows moves with the strip's 0.25 s slide.
        XCTAssertEqual(field.frame.maxY, stripTop - 8)
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame.minY, stripTop)
        Clock.run(from: t0, to: 0.125)
        let midway = field.layer.presentationProperties().position.y + 17
        XCTAssertGreaterThan(midway, stripTop - 8 + 1, "still rising at half time")
        XCTAssertLessThan(midway, 568 - root.safeAreaInsets.bottom - 8 - 1)
        Clock.run(from: t0, to: 0.3)
        XCTAssertEqual(field.layer.presentationProperties().position.y + 17, stripTop - 8, accuracy: 1e-6)
        XCTAssertTrue(field.resignFirstResponder())
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertEqual(field.frame.maxY, 568 - root.safeAreaInsets.bottom - 8)
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        w.layoutIfNeeded()
        XCTAssertEqual(field.frame.maxY, 568 - 8, "iOS 17: without the safe area the guide rests on the bottom")
    }

    func testAttributedPlaceholderFollowsApplesRules() {
        let field = UITextField()
        XCTAssertNil(field.attributedPlaceholder, "no placeholder: nil")
        field.placeholder = "Name"
        let plain = field.attributedPlaceholder
        XCTAssertEqual(plain?.string, "Name")
        XCTAssertEqual(plain?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .placeholderText,
                       "read back, a plain placeholder has UIKit's placeholder colour")
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.red])
        XCTAssertEqual(field.placeholder, "Email", "setting it sets placeholder")
        XCTAssertEqual(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
        XCTAssertNotNil(field.attributedPlaceholder?.attribute(.font, at: 0, effectiveRange: nil), "missing font: the field's")
        XCTAssertEqual(field.textLabel.textColor, .red, "drawn in its colour while the text is empty")
        field.text = "a@b.c"
        XCTAssertEqual(field.textLabel.text, "a@b.c")
        field.text = ""
        XCTAssertEqual(field.textLabel.textColor, .red, "shown again")
        field.placeholder = "Phone"
        XCTAssertEqual(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .placeholderText,
                       "a plain placeholder drops the attributes")
        XCTAssertEqual(field.textLabel.textColor, .placeholderText)
    }
}
