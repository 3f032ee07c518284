import XCTest
import SwiftUI
@testable import MotionLabPreview

/// What `PreviewApp.main()` shows: the registered `#Preview` blocks, named by title or file and index.
final class DeclaredPreviewTests: XCTestCase {
    func testDeclaredPreviewsAreNamedAndOrderedByFileAndLine() throws {
        let before = DeclaredPreviews.entries.count
        DeclaredPreviews.register("Pulse on gray", file: "Screens/Pulse.swift", line: 40, index: 2) { Color.gray }
        DeclaredPreviews.register(nil, file: "Screens/Pulse.swift", line: 30, index: 1) { Color.red }
        DeclaredPreviews.register("Pulse on gray", file: "Screens/Other.swift", line: 3, index: 1) { () -> UIViewController in UIViewController() }
        DeclaredPreviews.register(nil, file: "Screens/Pulse.swift", line: 50, index: 3, body: { () -> UIView in UIView(frame: .zero) })
        let names = Preview.declared.suffix(DeclaredPreviews.entries.count - before).map(\.name)
        XCTAssertEqual(names, ["Pulse-on-gray", "Pulse-1", "Pulse-on-gray-2", "Pulse-3"])
        XCTAssertEqual(Preview.declared.first(where: { $0.name == "Pulse-1" })?.title, "Pulse-1")
        XCTAssertEqual(Preview.declared.first(where: { $0.name == "Pulse-on-gray" })?.title, "Pulse on gray")
        // Each one builds (a SwiftUI view in a hosting controller, a view controller, a UIView in one).
        for p in Preview.declared {
            var o = HeadlessSession.Options()
            o.scale = 1
            let s = try HeadlessSession(preview: p, options: o)
            try s.step(draws: true)
        }
    }

    /// `#Preview(traits: .fixedLayout(width:height:))` sizes the preview as it sizes Xcode's canvas; a
    /// landscape orientation turns the default sideways; a size out of 1…4096 points is ignored.
    func testTraitsSizeThePreview() throws {
        DeclaredPreviews.register("Big settings", file: "Screens/Traits.swift", line: 1, index: 1,
                                  traits: .fixedLayout(width: 393, height: 852)) { Color.gray }
        DeclaredPreviews.register("Sideways", file: "Screens/Traits.swift", line: 2, index: 2, traits: .landscapeLeft) { Color.gray }
        DeclaredPreviews.register("Bad size", file: "Screens/Traits.swift", line: 3, index: 3,
                                  traits: .fixedLayout(width: -1, height: .infinity)) { Color.gray }
        let sizes = Dictionary(uniqueKeysWithValues: Preview.declared.map { ($0.name, $0.size) })
        XCTAssertEqual(sizes["Big-settings"], CGSize(width: 393, height: 852))
        XCTAssertEqual(sizes["Sideways"], CGSize(width: 568, height: 320))
        XCTAssertEqual(sizes["Bad-size"], Preview.defaultSize)
        var o = HeadlessSession.Options()
        o.scale = 1
        let s = try HeadlessSession(preview: try XCTUnwrap(Preview.declared.first { $0.name == "Big-settings" }), options: o)
        try s.step(draws: true)
        XCTAssertEqual(s.runner.window?.bounds.size, CGSize(width: 393, height: 852))
    }
}
