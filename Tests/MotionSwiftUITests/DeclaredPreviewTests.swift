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
}
