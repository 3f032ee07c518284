import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// `Preview(storyboard:)` and `Preview(storyboard:identifier:)` rendered headless, traced, and their
/// errors.
final class StoryboardPreviewTests: XCTestCase {
    func trace(_ preview: Preview, seconds: Double = 0.1) throws -> [String] {
        var options = HeadlessSession.Options()
        options.duration = seconds
        options.scale = 1
        let session = try HeadlessSession(preview: preview, options: options)
        var lines: [String] = []
        for n in 0..<session.frameCount {
            let result = try session.step(draws: true, tracing: true)
            lines.append(TraceWriter.line(frame: n, time: Double(n) / 60, layers: result.rendered.traced))
        }
        return lines
    }

    func testTheInitialSceneAndASceneByIdentifierRenderAndTrace() throws {
        let home = try trace(Preview("home", storyboard: "Main"))
        XCTAssertTrue(home.last?.contains("\"box\":{") == true && home.last?.contains("\"title\":{") == true, home.last ?? "")
        let detail = try trace(Preview("detail", storyboard: "Main", identifier: "Detail"))
        XCTAssertTrue(detail.last?.contains("\"value\":{") == true, detail.last ?? "")
        XCTAssertTrue(detail.last?.contains("\"child\":{") == true, "the embedded child's view")
        XCTAssertEqual(Preview("x", storyboard: "Main", identifier: "Detail").title, "Main.storyboard · Detail")
    }

    func testUnknownNamesAreThePreviewsErrorsListingWhatThereIs() {
        XCTAssertThrowsError(try trace(Preview("x", storyboard: "Nope"))) { error in
            XCTAssertEqual("\(error)", "no storyboard named 'Nope'; storyboards: Flows, Lists, Main, Pages, Tabs")
        }
        XCTAssertThrowsError(try trace(Preview("x", storyboard: "Main", identifier: "Nope"))) { error in
            XCTAssertEqual("\(error)", "storyboard 'Main' has no scene with Storyboard ID 'Nope'; IDs: Detail, Home, Modal")
        }
    }

    func testColourLiteralsAndImageEquality() throws {
        let c: UIColor = #colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 1)
        XCTAssertEqual(c, UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 1))
        var options = HeadlessSession.Options()
        options.scale = 2
        options.duration = 0.1
        let session = try HeadlessSession(preview: Preview("x") { UIViewController() }, options: options)
        try session.runner.context.perform {
            // Apple: isEqual compares the image data; two lookups of one name are equal, other images not.
            let a = try XCTUnwrap(UIImage(named: "Star")), b = try XCTUnwrap(UIImage(named: "Star"))
            XCTAssertFalse(a === b)
            XCTAssertEqual(a, b)
            XCTAssertNotEqual(a, try XCTUnwrap(UIImage(named: "loose")))
            XCTAssertNotEqual(a, a.withRenderingMode(.alwaysTemplate))
        }
    }
}
