import XCTest
@testable import MotionViews

/// `Selector` values (a helper's `action: Selector` parameter, as the port passes them) on the
/// target–action APIs: the method runs on the target with the sender when it takes one of its type.
final class SelectorValueTargetTests: XCTestCase {
    final class Screen: UIViewController {
        var log: [String] = []
        func makeButton(_ title: String, _ action: Selector) -> UIButton {
            let b = UIButton(type: .system)
            b.setTitle(title, for: .normal)
            b.addTarget(self, action: action, for: .touchUpInside)
            return b
        }
        func showAlert() { log.append("alert") }
        func tapped(_ sender: UIButton) { log.append("tapped \(sender.currentTitle ?? "")") }
        func swiped(_ g: UISwipeGestureRecognizer) { log.append("swiped") }
        func done(_ item: UIBarButtonItem) { log.append("done \(item.title ?? "")") }
    }

    func testSelectorValuesRunTheirMethods() {
        let s = Screen()
        let a = s.makeButton("A", Selector(Screen.showAlert, name: "showAlert"))
        let b = s.makeButton("B", Selector(Screen.tapped(_:), name: "tapped(_:)"))
        a.sendActions(for: .touchUpInside)
        b.sendActions(for: .touchUpInside)
        XCTAssertEqual(s.log, ["alert", "tapped B"])
        let swipe = UISwipeGestureRecognizer(target: s, action: Selector(Screen.swiped(_:), name: "swiped(_:)"))
        swipe.sendActions()
        let item = UIBarButtonItem(title: "Save", style: .done, target: s, action: Selector(Screen.done(_:), name: "done(_:)"))
        item.performTap()
        XCTAssertEqual(s.log, ["alert", "tapped B", "swiped", "done Save"])
        // The sender of the wrong type: the method is not called (a failed cast, as with the typed forms).
        let wrong = UIControl()
        wrong.addTarget(s, action: Selector(Screen.tapped(_:), name: "tapped(_:)"), for: .valueChanged)
        wrong.sendActions(for: .valueChanged)
        XCTAssertEqual(s.log.count, 4)
        XCTAssertEqual(Selector(Screen.showAlert, name: "showAlert"), Selector(Screen.showAlert, name: "showAlert"))
        XCTAssertEqual(Selector(Screen.showAlert, name: "showAlert").description, "showAlert")
    }
}
