import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// Base internationalization: `Base.lproj/GreetingView.xib` with `en.lproj/GreetingView.strings` (UTF-16,
/// as Xcode writes it) — the development language's strings are what the loaded views show.
final class BaseLocalizationTests: XCTestCase {
    func testTheDevelopmentLanguagesStringsReplaceTheBaseFilesStrings() throws {
        let objects = UINib(nibName: "GreetingView", bundle: nil).instantiate(withOwner: nil)
        let view = try XCTUnwrap(objects.first as? UIView)
        let labels = view.subviews.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels.map(\.text), ["Hello, \"world\"", "Deux\nlignes"], "a text attribute and a text with line breaks")
        let button = try XCTUnwrap(view.subviews.compactMap { $0 as? UIButton }.first)
        XCTAssertEqual(button.title(for: .normal), "Go on", "normalTitle")
        let segments = try XCTUnwrap(view.subviews.compactMap { $0 as? UISegmentedControl }.first)
        XCTAssertEqual(segments.titleForSegment(at: 0), "First", "not in the table: the Base file's")
        XCTAssertEqual(segments.titleForSegment(at: 1), "Seconde", "segmentTitles[1]")
    }
}
