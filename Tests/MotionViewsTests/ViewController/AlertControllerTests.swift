import XCTest
@testable import MotionViews

/// `UIAlertController` as apps write it (`present(alert, animated: true)`), against UIKit's documented
/// behaviour and iOS 13+ metrics: a 270-point alert centred over dimmed content, two actions side by
/// side with the cancel action on the left, more stacked with it last; a tap dismisses and the handler
/// runs when the dismissal ends; disabled actions do nothing; text fields; an action sheet at the bottom
/// with its cancel action in a group of its own, a tap outside being the cancel action.
final class AlertControllerTests: XCTestCase {
    private func button(_ alert: UIAlertController, _ title: String) -> AlertActionButton? {
        alert.box.buttons.first { $0.action.title == title }
    }

    func testATwoActionAlertSideBySideWithCancelOnTheLeft() {
        let (w, root) = presentingHost(deviceChrome: true)
        var ran: [String] = []
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { a in ran.append(a.title ?? "") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let t0 = CACurrentMediaTime()
        root.present(alert, animated: true)
        XCTAssertTrue(root.presentedViewController === alert)
        XCTAssertTrue(root.view.window === w, "the content stays behind (over full screen)")
        Clock.run(from: t0, to: 0.5)
        let box = alert.box.convert(alert.box.bounds, to: w)
        XCTAssertEqual(box.width, 270)
        XCTAssertEqual(box.midX, 187.5, accuracy: 0.01)
        XCTAssertEqual(box.midY, 333.5, accuracy: 0.01)
        XCTAssertEqual(alert.box.group.layer.cornerRadius, 13)
        XCTAssertEqual(alert.dimming.alpha, 1)
        let cancel = button(alert, "Cancel")!, delete = button(alert, "Delete")!
        XCTAssertEqual(cancel.frame.minX, 0, "the cancel action on the left")
        XCTAssertEqual(delete.frame.minX, 135)
        XCTAssertEqual(cancel.frame.height, 44)
        XCTAssertEqual(cancel.frame.maxY, alert.box.group.bounds.height, "the buttons end the box")
        XCTAssertEqual(delete.label.textColor, .systemRed)
        XCTAssertEqual(cancel.label.font.weight, .semibold)
        XCTAssertEqual(delete.label.font.weight, .regular)

        delete.sendActions(for: .touchUpInside)
        XCTAssertEqual(ran, [], "the handler runs when the dismissal ends")
        Clock.run(from: CACurrentMediaTime(), to: 0.3)
        XCTAssertEqual(ran, ["Delete"])
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(alert.view.superview)
    }

    func testThreeActionsStackWithCancelLastAndDisabledActionsDoNothing() {
        let (_, root) = presentingHost(deviceChrome: true)
        var ran: [String] = []
        let alert = UIAlertController(title: "Sort by", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("Cancel") })
        let name = UIAlertAction(title: "Name", style: .default) { _ in ran.append("Name") }
        alert.addAction(name)
        alert.addAction(UIAlertAction(title: "Date", style: .default) { _ in ran.append("Date") })
        alert.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
        XCTAssertEqual(alert.actions.count, 3, "one cancel action")
        alert.preferredAction = name
        root.present(alert, animated: false)
        alert.view.layoutIfNeeded()
        let titles = alert.box.buttons.sorted { $0.frame.minY < $1.frame.minY }.map { $0.action.title ?? "" }
        XCTAssertEqual(titles, ["Name", "Date", "Cancel"])
        XCTAssertTrue(alert.box.buttons.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 })
        XCTAssertEqual(button(alert, "Name")?.label.font.weight, .semibold, "the preferred action is bold")
        name.isEnabled = false
        alert.view.layoutIfNeeded()
        button(alert, "Name")?.sendActions(for: .touchUpInside)
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertTrue(root.presentedViewController === alert, "a disabled action does nothing")
        button(alert, "Date")?.sendActions(for: .touchUpInside)
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertEqual(ran, ["Date"])
    }

    func testTextFieldsAreReadInTheHandler() {
        let (_, root) = presentingHost(deviceChrome: true)
        let alert = UIAlertController(title: "New list", message: "Enter a name", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        var saved: String?
        alert.addAction(UIAlertAction(title: "Save", style: .default) { [weak alert] _ in saved = alert?.textFields?.first?.text })
        root.present(alert, animated: false)
        alert.view.layoutIfNeeded()
        let field = alert.textFields![0]
        XCTAssertTrue(field.isDescendant(of: alert.box.group))
        XCTAssertEqual(field.frame.width, 270 - 32)
        XCTAssertEqual(field.placeholder, "Name")
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("Groceries")
        button(alert, "Save")?.sendActions(for: .touchUpInside)
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertEqual(saved, "Groceries")
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        XCTAssertNil(sheet.textFields, "no text fields on an action sheet")
    }

    func testAnActionSheetSitsAtTheBottomAndATapOutsideCancels() {
        let (w, root) = presentingHost(deviceChrome: true)
        var ran: [String] = []
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { _ in ran.append("Copy") })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in ran.append("Delete") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("Cancel") })
        let t0 = CACurrentMediaTime()
        root.present(sheet, animated: true)
        Clock.run(from: t0, to: 0.2)
        let midway = sheet.box.layer.presentationProperties().position.y
        Clock.run(from: t0, to: 0.5)
        let box = sheet.box.convert(sheet.box.bounds, to: w)
        XCTAssertGreaterThan(midway, sheet.box.layer.presentationProperties().position.y, "it slid up")
        XCTAssertEqual(box.width, 375 - 16)
        XCTAssertEqual(box.minX, 8)
        XCTAssertEqual(box.maxY, 667 - 8, "8 points above the bottom (no home indicator on this window)")
        let cancel = button(sheet, "Cancel")!
        XCTAssertTrue(cancel.isDescendant(of: sheet.box.cancelGroup))
        XCTAssertEqual(cancel.frame.height, 57)
        XCTAssertEqual(sheet.box.cancelGroup.frame.minY - sheet.box.group.frame.maxY, 8)
        XCTAssertEqual(button(sheet, "Copy")?.label.font.pointSize, 20)
        sheet.dimming.sendActions(for: .touchUpInside)
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertEqual(ran, ["Cancel"])
        XCTAssertNil(root.presentedViewController)
    }
}
