import XCTest
@testable import MotionViews

/// The share sheet as apps use it (`UIActivityViewController(activityItems:applicationActivities:)`,
/// `present`): a medium-detent sheet listing Copy and the app's activities less the excluded ones; Copy
/// fills `UIPasteboard.general`; a custom activity runs `prepare`/`perform` and the completion handler
/// hears its type and result after the sheet is dismissed; the close button reports nil and false.
final class ActivityViewControllerTests: XCTestCase {
    final class Favourite: UIActivity {
        var prepared: [Any] = []
        override var activityType: ActivityType? { ActivityType("app.favourite") }
        override var activityTitle: String? { "Add to Favourites" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() { activityDidFinish(true) }
    }

    func testPasteboard() {
        let p = UIPasteboard.withUniqueName()
        XCTAssertFalse(p.hasStrings)
        let before = p.changeCount
        p.string = "hello"
        XCTAssertEqual(p.string, "hello")
        XCTAssertTrue(p.hasStrings)
        XCTAssertGreaterThan(p.changeCount, before)
        p.urls = [URL(string: "https://example.com")!]
        XCTAssertNil(p.string)
        XCTAssertEqual(p.url?.host, "example.com")
        XCTAssertEqual(p.numberOfItems, 1)
    }

    func testCopyAndACustomActivity() {
        let (_, root) = presentingHost()
        let favourite = Favourite()
        let share = UIActivityViewController(activityItems: ["Look at this", URL(string: "https://example.com/a")!],
                                             applicationActivities: [favourite])
        var results: [String] = []
        share.completionWithItemsHandler = { type, completed, _, _ in results.append("\(type?.rawValue ?? "nil") \(completed)") }
        root.present(share, animated: false)
        XCTAssertEqual(share.sheetPresentationController?.detents.first?.identifier, .medium)
        XCTAssertEqual(share.view.superview?.frame.minY, 667 / 2, "the medium detent")
        XCTAssertEqual(share.header.text, "Look at this")
        XCTAssertEqual(share.rows.map { $0.activity.activityTitle }, ["Copy", "Add to Favourites"])
        share.rows[0].button.sendActions(for: .touchUpInside)
        Clock.run(from: CACurrentMediaTime(), to: 0.8)
        XCTAssertEqual(UIPasteboard.general.string, "Look at this")
        XCTAssertEqual(UIPasteboard.general.url?.path, "/a")
        XCTAssertEqual(results, ["com.apple.UIKit.activity.CopyToPasteboard true"])
        XCTAssertNil(root.presentedViewController)

        let again = UIActivityViewController(activityItems: ["x"], applicationActivities: [favourite])
        again.excludedActivityTypes = [.copyToPasteboard]
        again.completionWithItemsHandler = { type, completed, _, _ in results.append("\(type?.rawValue ?? "nil") \(completed)") }
        root.present(again, animated: false)
        XCTAssertEqual(again.rows.map { $0.activity.activityTitle }, ["Add to Favourites"])
        guard again.rows.count == 1 else { return }
        again.rows[0].button.sendActions(for: .touchUpInside)
        Clock.run(from: CACurrentMediaTime(), to: 0.8)
        XCTAssertEqual(favourite.prepared.first as? String, "x")
        XCTAssertEqual(results.last, "app.favourite true")

        let closed = UIActivityViewController(activityItems: [UIImage()], applicationActivities: nil)
        closed.completionWithItemsHandler = { type, completed, _, _ in results.append("\(type?.rawValue ?? "nil") \(completed)") }
        root.present(closed, animated: false)
        XCTAssertEqual(closed.header.text, "1 item")
        closed.closeButton.sendActions(for: .touchUpInside)
        Clock.run(from: CACurrentMediaTime(), to: 0.8)
        XCTAssertEqual(results.last, "nil false")
    }
}
