import XCTest
@testable import MotionInterfaceBuilder

/// `.strings` tables of Base-internationalized files: parsed as old-style property list strings, applied
/// for the development language, every problem a warning naming the table and its line.
final class BaseLocalizationCompilerTests: XCTestCase {
    func testParsingEscapesCommentsAndEncodings() {
        let text = "/* c */\n\"a.text\" = \"x \\\"q\\\" \\n \\U00e9\";\n// line\nb.title = bare;\n"
        // UTF-8, UTF-16 either way with its mark, and UTF-16 either way without one.
        for data in [Data(text.utf8), Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!, Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!,
                     text.data(using: .utf16BigEndian)!, text.data(using: .utf16LittleEndian)!] {
            let parsed = BaseLocalization.parse(data, path: "/x.strings")
            XCTAssertNil(parsed.warning)
            XCTAssertEqual(parsed.entries.map(\.key), ["a.text", "b.title"])
            XCTAssertEqual(parsed.entries.map(\.value), ["x \"q\" \n é", "bare"])
            XCTAssertEqual(parsed.entries.map(\.line), [2, 4])
        }
    }

    func testBadTablesWarnNamingTheLineAndApplyNothing() {
        for (text, line) in [("\"a.text\" = \"x\"\n\"b.text\" = \"y\";", 2), ("\"a.text\" = \"unterminated;\n", 2), ("= \"x\";", 1)] {
            let parsed = BaseLocalization.parse(Data(text.utf8), path: "/x.strings")
            XCTAssertTrue(parsed.entries.isEmpty, text)
            XCTAssertEqual(parsed.warning?.line, line, text)
            XCTAssertTrue(parsed.warning?.message.hasPrefix("not a strings file") == true, "\(String(describing: parsed.warning))")
        }
        XCTAssertNotNil(BaseLocalization.parse(Data([0xC3, 0x28]), path: "/x.strings").warning, "invalid UTF-8")
        // Zero bytes as often in both places of each pair: neither UTF-8 nor UTF-16 of text.
        let unreadable = BaseLocalization.parse(Data([0, 0, 0x41, 0x41]), path: "/x.strings").warning
        XCTAssertEqual(unreadable?.message, "not a strings file: neither UTF-8 nor UTF-16 text (not applied)")
    }

    func testTheDevelopmentTableIsAppliedAndOthersWarn() throws {
        let dir = NSTemporaryDirectory() + "lproj-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for lang in ["en", "fr"] { try FileManager.default.createDirectory(atPath: "\(dir)/\(lang).lproj", withIntermediateDirectories: true) }
        try Data("\"l1.text\" = \"Hi\";\n\"nope.text\" = \"x\";\n\"l1.shadowColor\" = \"red\";\n".utf8).write(to: URL(fileURLWithPath: "\(dir)/en.lproj/Main.strings"))
        try Data("\"l1.text\" = \"Salut\";\n".utf8).write(to: URL(fileURLWithPath: "\(dir)/fr.lproj/Main.strings"))
        let xml = CompilerTests.scene("""
            <label opaque="NO" contentMode="left" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" id="l1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
            </label>
            """)
        let assets = AssetInputs(localizedStrings: ["\(dir)/en.lproj/Main.strings", "\(dir)/fr.lproj/Main.strings"])
        let out = try InterfaceBuilderCompiler(index: CompilerTests.index, assets: assets)
            .compile([.init(path: "\(dir)/Base.lproj/Main.storyboard", data: Data(xml.utf8))])
        let doc = try XCTUnwrap(out.documents.values.first)
        XCTAssertTrue(doc.contains(".text = \"Hi\""), doc)
        XCTAssertFalse(doc.contains("Salut"))
        XCTAssertEqual(out.warnings.map(\.description), [
            "\(dir)/en.lproj/Main.strings:2: warning: \"nope.text\" names no object of the Base file (not applied)",
            "\(dir)/en.lproj/Main.strings:3: warning: \"l1.shadowColor\": the property shadowColor of <label> is not localised by MotionLab (not applied)",
            "\(dir)/fr.lproj/Main.strings:1: warning: the preview shows the development language (en): this table is not applied",
        ])
    }

    /// A table that is a FIFO (or unreadable) is a warning, never a wait or a crash.
    func testAnUnreadableTableWarns() throws {
        let dir = NSTemporaryDirectory() + "lproj-fifo-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: "\(dir)/en.lproj", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo("\(dir)/en.lproj/Main.strings", 0o644), 0)
        let xml = CompilerTests.scene("")
        let out = try InterfaceBuilderCompiler(index: CompilerTests.index, assets: AssetInputs(localizedStrings: ["\(dir)/en.lproj/Main.strings"]))
            .compile([.init(path: "\(dir)/Base.lproj/Main.storyboard", data: Data(xml.utf8))])
        XCTAssertEqual(out.warnings.map(\.description), ["\(dir)/en.lproj/Main.strings:1: warning: cannot read the strings file (not applied)"])
    }
}
