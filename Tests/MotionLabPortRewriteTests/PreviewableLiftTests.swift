import XCTest
import MotionLiterals
@testable import MotionLabPortRewrite

/// S-76: Xcode 16's `@Previewable` declarations in a `#Preview` become the state of a generated view
/// whose body is the rest of the block; lines stay where they are.
final class PreviewableLiftTests: XCTestCase {
    func rewrite(_ source: String) -> FileRewrite {
        PortRewrite.rewrite(source, fileName: "Screens/Switch.swift", layout: .build)
    }

    func testPreviewableStateBecomesAGeneratedViewsState() {
        let source = """
            import SwiftUI
            #Preview("Switch") {
                @Previewable @State var on = false
                @Previewable @State private var name = "Ada"
                Toggle(name, isOn: $on)
            }
            """
        let r = rewrite(source)
        let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 6, "lines stay where they are: \(r.text)")
        XCTAssertTrue(lines[1].hasSuffix("DeclaredPreviews.register(\"Switch\", file: \"Screens/Switch.swift\", line: 2, index: 1) "
                                          + "{ __MotionLabPreviewable1() } }; private struct __MotionLabPreviewable1: View {"), lines[1])
        XCTAssertEqual(lines[2], "                 @State var on = false", "the attribute blanked, the columns kept")
        XCTAssertEqual(lines[3], "                 @State private var name = \"Ada\"")
        XCTAssertEqual(lines[4], "    var body: some View { Toggle(name, isOn: $on)")
        XCTAssertEqual(lines[5], "} }")
    }

    func testOneLinePreview() {
        let r = rewrite("#Preview { @Previewable @State var on = false; Toggle(\"x\", isOn: $on) }")
        XCTAssertTrue(r.text.hasSuffix("{ __MotionLabPreviewable1() } }; private struct __MotionLabPreviewable1: View {              @State var on = false; "
                                       + "var body: some View { Toggle(\"x\", isOn: $on) } }"), r.text)
    }

    func testAPreviewWithoutPreviewableIsUnchanged() {
        let r = rewrite("#Preview {\n    Text(\"x\")\n}")
        XCTAssertFalse(r.text.contains("__MotionLabPreviewable"))
        XCTAssertTrue(r.text.hasSuffix("index: 1) {\n    Text(\"x\")\n} }"), r.text)
    }

    func testPreviewableAfterOtherStatementsIsLeftAlone() {
        let r = rewrite("#Preview {\n    let x = 1\n    @Previewable @State var on = false\n    Text(\"\\(x)\")\n}")
        XCTAssertFalse(r.text.contains("__MotionLabPreviewable"), "not at the top: left for the compiler to name")
    }
}
