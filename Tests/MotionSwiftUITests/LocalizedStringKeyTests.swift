import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// S-89: `LocalizedStringKey`s (a `Text("key")`, titles), the lookup behind the app's generated
/// `NSLocalizedString`, and `String(localized:)` look keys up in the app's string tables (compiled from `Localizable.strings` at build time and registered at load);
/// interpolated keys by their format key (`"%lld"`).
final class LocalizedStringKeyTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        // What the plugin's generated file registers for this test's tables.
        LocalizedStringTables.register(table: "Localizable", [
            ("suirest.welcome", "Welcome aboard"),
            ("suirest.crates %lld", "%lld crates"),
            ("suirest.pair %@ %@", "%2$@ then %1$@"),
            ("suirest.ratio %lf", "ratio %.2lf"),
        ])
        LocalizedStringTables.register(table: "Extra", [("suirest.welcome", "Hello from Extra")])
    }

    func testKeysAreLookedUpInTheTables() throws {
        XCTAssertEqual(Text("suirest.welcome").content, "Welcome aboard")
        let n = 5
        XCTAssertEqual(Text("suirest.crates \(n)").content, "5 crates", "an Int is %lld")
        let a = "left", b = "right"
        XCTAssertEqual(Text("suirest.pair \(a) \(b)").content, "right then left", "positional arguments")
        XCTAssertEqual(Text("suirest.ratio \(0.5)").content, "ratio 0.50")
        XCTAssertEqual(Text("suirest.missing \(n)").content, "suirest.missing 5", "a key no table has is its own text")
        XCTAssertEqual(Text(verbatim: "suirest.welcome").content, "suirest.welcome", "verbatim is never looked up")
        let s = "suirest.welcome"
        XCTAssertEqual(Text(s).content, "suirest.welcome", "nor is a String variable")
        XCTAssertEqual(Text("suirest.welcome", tableName: "Extra").content, "Hello from Extra")
        // What the app module's generated `NSLocalizedString` returns (see StringTablesCompiler).
        XCTAssertEqual(LocalizedStringTables.localizedString("suirest.welcome", table: nil, value: ""), "Welcome aboard")
        XCTAssertEqual(LocalizedStringTables.localizedString("suirest.welcome", table: "Extra", value: ""), "Hello from Extra")
        XCTAssertEqual(LocalizedStringTables.localizedString("suirest.none", table: nil, value: ""), "suirest.none")
        XCTAssertEqual(LocalizedStringTables.localizedString("suirest.none", table: nil, value: "Fallback"), "Fallback")
        // iOS 15's String(localized:).
        XCTAssertEqual(String(localized: "suirest.welcome"), "Welcome aboard")
        XCTAssertEqual(String(localized: "suirest.crates \(n)"), "5 crates")
        XCTAssertEqual(String(localized: "suirest.welcome", table: "Extra"), "Hello from Extra")
        XCTAssertEqual(String(localized: "suirest.nothing \(n)"), "suirest.nothing 5")
    }

    func testTitlesOfControlsAreLookedUpToo() throws {
        let s = try ViewSession {
            NavigationStack {
                VStack {
                    Button("suirest.welcome") {}
                    Text("suirest.crates \(12)").accessibilityIdentifier("count")
                }
                .navigationTitle("suirest.welcome")
            }
        }
        try s.step(3)
        let bar = try XCTUnwrap(s.firstView(UINavigationBar.self))
        XCTAssertEqual(s.session.runner.context.perform { bar.topItem?.title }, "Welcome aboard")
        _ = try RenderedFrame(s, frame: 4, name: "S89-localized")
    }
}
