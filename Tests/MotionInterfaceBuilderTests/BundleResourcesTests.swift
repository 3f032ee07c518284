import XCTest
@testable import MotionInterfaceBuilder

/// Which files of an app folder its bundle holds and where, as Xcode's "Copy Bundle Resources" lays a
/// `.app` out: groups flattened, `.lproj` and `.bundle` folders kept, compiled files left out.
final class BundleResourcesTests: XCTestCase {
    func testWhatTheBundleHolds() {
        XCTAssertTrue(BundleResources.isCopied("sheetData.plist"))
        XCTAssertTrue(BundleResources.isCopied("Model/Data/recipes.json"))
        XCTAssertTrue(BundleResources.isCopied("Info.plist"))
        XCTAssertTrue(BundleResources.isCopied("en.lproj/Localizable.strings"))
        XCTAssertTrue(BundleResources.isCopied("Sounds/ding.caf"))
        XCTAssertFalse(BundleResources.isCopied("ViewController.swift"))
        XCTAssertFalse(BundleResources.isCopied("Base.lproj/Main.storyboard"))
        XCTAssertFalse(BundleResources.isCopied("Cells/BookCell.xib"))
        XCTAssertFalse(BundleResources.isCopied("Assets.xcassets/AppIcon.appiconset/Icon-60@2x.png"))
        XCTAssertFalse(BundleResources.isCopied("Assets.xcassets/Contents.json"))
        XCTAssertFalse(BundleResources.isCopied("Data/.DS_Store"))
        XCTAssertFalse(BundleResources.isCopied("App.entitlements"))
    }

    func testBundlePaths() {
        XCTAssertEqual(BundleResources.bundlePath(for: "sheetData.plist"), "sheetData.plist")
        XCTAssertEqual(BundleResources.bundlePath(for: "Model/Data/recipes.json"), "recipes.json")
        XCTAssertEqual(BundleResources.bundlePath(for: "Resources/fr.lproj/Localizable.strings"), "fr.lproj/Localizable.strings")
        XCTAssertEqual(BundleResources.bundlePath(for: "Settings.bundle/Root.plist"), "Settings.bundle/Root.plist")
    }

    func testTwoFilesOfOneBundleNameKeepTheFirstByPathAndWarn() {
        let plan = BundleResources.plan(["/app/B/data.json", "/app/A/data.json", "/app/notes.txt"], root: "/app")
        XCTAssertEqual(plan.copies.map(\.from), ["/app/A/data.json", "/app/notes.txt"])
        XCTAssertEqual(plan.copies.map(\.to), ["data.json", "notes.txt"])
        XCTAssertEqual(plan.warnings.count, 1)
        XCTAssertEqual(plan.warnings.first?.path, "/app/B/data.json")
        XCTAssertTrue(plan.warnings.first?.message.contains("/app/A/data.json") == true)
    }

    func testEachAppFileDeclaresTheAppsMainBundleOnlyWhenThereAreResources() throws {
        let folder = "/build/MainBundle"
        var index = SwiftTypeIndex()
        index.rewrittenFiles = ["/app/A.swift", "/app/B.swift"]
        var with = AssetInputs(bundleResources: ["/app/data.json"], bundleFolder: folder, appFolder: "/app")
        let compiled = try InterfaceBuilderCompiler(index: index, assets: with).compile([])
        for file in index.rewrittenFiles {
            let text = try XCTUnwrap(compiled.appends[file])
            XCTAssertTrue(text.contains("fileprivate extension Bundle {"), text)
            XCTAssertTrue(text.contains("class var main: Bundle { __motionLabMainBundle() }"), "no MotionLab name: a file may import only Foundation: \(text)")
        }
        XCTAssertFalse(compiled.shared.contains("extension Bundle"), "not module-wide: a test target's @testable import would see two mains")
        XCTAssertTrue(compiled.shared.contains("func __motionLabMainBundle() -> Bundle { InterfaceBuilderRegistry.mainBundle(at: \"/build/MainBundle\") }"), compiled.shared)
        XCTAssertEqual(compiled.bundleCopies.map(\.to), ["data.json"])
        with.bundleResources = []
        let none = try InterfaceBuilderCompiler(index: index, assets: with).compile([])
        XCTAssertFalse(none.appends.values.contains { $0.contains("extension Bundle") })
    }
}
