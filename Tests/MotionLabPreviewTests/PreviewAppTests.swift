import XCTest
@testable import MotionLabPreview

/// A preview app names itself by the program that was run, and says so when nothing exports.
final class PreviewAppTests: XCTestCase {
    func testTheProgramNameIsTheExecutablesName() {
        XCTAssertEqual(PreviewApp.name(fromPath: "/home/me/pkg/.build/debug/MyPreviews"), "MyPreviews")
        XCTAssertEqual(PreviewApp.name(fromPath: "motionlab"), "motionlab")
        XCTAssertEqual(PreviewApp.name(fromPath: ""), "motionlab")
        XCTAssertEqual(PreviewApp.name(fromPath: "/"), "motionlab")
    }

    func testAnAppWithNothingToExportSaysSoInsteadOfAnEmptyList() {
        let saved = PreviewCatalog.all
        defer { PreviewCatalog.all = saved }
        PreviewCatalog.all = [Preview("plain") { UIViewController() }]
        XCTAssertEqual("\(MotionExportUnavailable(preview: "plain"))",
                       "scene 'plain' has no export (its type does not conform to MotionExporting); no preview of this app exports (a Scene type conforming to MotionExporting does)")
    }
}
