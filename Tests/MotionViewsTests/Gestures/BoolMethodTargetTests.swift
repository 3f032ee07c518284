import XCTest
@testable import MotionViews

/// Selectors to UIKit's Bool methods as iOS apps write them: the tap-anywhere-to-dismiss-the-keyboard
/// recognizer (`#selector(UIView.endEditing(_:))`) and a Done button resigning a field
/// (`#selector(UIResponder.resignFirstResponder)`).
final class BoolMethodTargetTests: XCTestCase {
    func testEndEditingFromATapAndResignFromABarButton() {
        let (w, root) = presentingHost()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        root.view.addSubview(field)
        let recognizer = UITapGestureRecognizer(target: root.view, action: UIView.endEditing(_:))
        recognizer.cancelsTouchesInView = false
        root.view.addGestureRecognizer(recognizer)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isFirstResponder)
        tap(w, at: CGPoint(x: 200, y: 400))
        XCTAssertFalse(field.isFirstResponder, "endEditing(true) on the tap")
        XCTAssertTrue(field.becomeFirstResponder())
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: field, action: UITextField.resignFirstResponder)
        done.performTap()
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertTrue(field.becomeFirstResponder())
        let button = UIButton(type: .system)
        button.addTarget(root.view, action: UIView.endEditing(_:), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertFalse(field.isFirstResponder)
    }
}
