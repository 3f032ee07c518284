import XCTest
import UIKit
@testable import InterfaceBuilderFixture

/// The app's bundle resources: `Bundle.main` in the app's files finds what Xcode's "Copy Bundle
/// Resources" puts in the `.app` — data files at the bundle's top level whatever group they sit in,
/// localized files under their `.lproj` — and not what Xcode compiles (sources, storyboards, xibs,
/// asset catalogs' files).
final class BundleResourceTests: XCTestCase {
    func testAScreenLoadsItsSampleDataFromTheBundle() {
        let screen = PantryViewController(style: .plain)
        screen.loadViewIfNeeded()
        XCTAssertEqual(screen.items.map(\.name), ["Rice", "Lentils", "Oats"], "Data/Samples/Pantry.json through url(forResource:withExtension:)")
        XCTAssertEqual(screen.items.map(\.count), [2, 5, 1])
        XCTAssertEqual(screen.shelves, ["Top", "Middle", "Bottom"], "Data/Shelves.plist through path(forResource:ofType:)")
        XCTAssertEqual(screen.tableView(screen.tableView, numberOfRowsInSection: 0), 3)
    }

    func testGroupsAreFlattenedAndLocalizedFilesKeepTheirLanguageFolder() throws {
        let json = try XCTUnwrap(PantryViewController.resourcePath("Pantry", ofType: "json"))
        XCTAssertEqual((json as NSString).lastPathComponent, "Pantry.json")
        let bundle = ((json as NSString).deletingLastPathComponent as NSString)
        XCTAssertEqual(PantryViewController.resourcePath("Shelves", ofType: "plist").map { ($0 as NSString).deletingLastPathComponent },
                       bundle as String, "Data/ and Data/Samples/ files side by side at the top level")
        let strings = try XCTUnwrap(PantryViewController.resourcePath("GreetingView", ofType: "strings"))
        XCTAssertTrue(strings.hasSuffix("/en.lproj/GreetingView.strings"), strings)
        XCTAssertNotNil(PantryViewController.resourcePath("loose", ofType: "png"), "a loose image is a bundle file too")
        XCTAssertNotNil(PantryViewController.resourcePath("Info", ofType: "plist"))
    }

    func testAFileImportingOnlyFoundationReadsTheAppsBundle() {
        XCTAssertEqual(ShelfLabels.count(), 3)
    }

    func testBundleForAClassOfTheAppIsTheAppsBundle() {
        XCTAssertEqual(ShelfBadgeView().shelfNames(), ["Top", "Middle", "Bottom"], "Bundle(for: type(of: self)) finds Shelves.plist")
        let folders = ShelfBadgeView.bundleFolders
        XCTAssertEqual(folders.forClass, folders.main, "Bundle(for: ShelfBadgeView.self) is the app's bundle, as Bundle.main")
        XCTAssertNotEqual(Bundle(for: ShelfBadgeView.self).bundlePath, folders.main,
                          "outside the app's files (this test) Bundle(for:) is Foundation's")
    }

    func testCompiledFilesAreNotInTheBundle() {
        XCTAssertNil(PantryViewController.resourcePath("PantryViewController", ofType: "swift"))
        XCTAssertNil(PantryViewController.resourcePath("Main", ofType: "storyboard"), "compiled (a .storyboardc on iOS)")
        XCTAssertNil(PantryViewController.resourcePath("CardCell", ofType: "xib"), "compiled (a .nib on iOS)")
        XCTAssertNil(PantryViewController.resourcePath("star", ofType: "png"), "an image set's file lives in Assets.car")
        XCTAssertNil(PantryViewController.resourcePath("Contents", ofType: "json"))
        XCTAssertNil(PantryViewController.resourcePath("NoSuchFile", ofType: "json"))
    }
}
