import XCTest
@testable import MotionInterfaceBuilder

/// S-89: `Localizable.strings` (and any `<table>.strings` that is not a Base-localised document's) is
/// compiled into registrations in the shared generated file: the development region's entries over
/// `Base.lproj`'s; other languages warn.
final class StringTablesCompilerTests: XCTestCase {
    func testTablesBecomeRegistrations() throws {
        let dir = NSTemporaryDirectory() + "tables-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for lang in ["en", "fr", "Base"] { try FileManager.default.createDirectory(atPath: "\(dir)/\(lang).lproj", withIntermediateDirectories: true) }
        func write(_ text: String, _ path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: "\(dir)/\(path)")) }
        try write("\"greeting\" = \"Hello there\";\n\"items_count %lld\" = \"%lld items\";\n", "en.lproj/Localizable.strings")
        try write("\"greeting\" = \"Base hello\";\n\"only.base\" = \"From Base\";\n", "Base.lproj/Localizable.strings")
        try write("\"greeting\" = \"Bonjour\";\n", "fr.lproj/Localizable.strings")
        try write("\"quote \\\"x\\\"\" = \"Line\\nbreak\";\n", "en.lproj/Extra.strings")
        // A Base-localised storyboard's own table: applied to the storyboard, not registered.
        try write("\"l1.text\" = \"Hi\";\n", "en.lproj/Main.strings")
        let xml = CompilerTests.scene("")
        let strings = ["en.lproj/Localizable.strings", "Base.lproj/Localizable.strings", "fr.lproj/Localizable.strings",
                       "en.lproj/Extra.strings", "en.lproj/Main.strings"].map { "\(dir)/\($0)" }
        let out = try InterfaceBuilderCompiler(index: CompilerTests.index, assets: AssetInputs(localizedStrings: strings))
            .compile([.init(path: "\(dir)/Base.lproj/Main.storyboard", data: Data(xml.utf8))])
        XCTAssertTrue(out.shared.contains("LocalizedStringTables.register(table: \"Extra\", [(\"quote \\\"x\\\"\", \"Line\\nbreak\")])"), out.shared)
        XCTAssertTrue(out.shared.contains("LocalizedStringTables.register(table: \"Localizable\", [(\"greeting\", \"Base hello\"), (\"only.base\", \"From Base\"), (\"greeting\", \"Hello there\"), (\"items_count %lld\", \"%lld items\")])"),
                      "Base's entries, then the development language's over them: \(out.shared)")
        XCTAssertFalse(out.shared.contains("Bonjour"))
        XCTAssertFalse(out.shared.contains("l1.text"), "the storyboard's table is not a string table")
        XCTAssertTrue(out.warnings.map(\.description).contains("\(dir)/fr.lproj/Localizable.strings:1: warning: the preview shows the development language (en): this table is not used"))
    }

    func testTablesAloneAreCompiled() throws {
        let dir = NSTemporaryDirectory() + "tables-alone-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: "\(dir)/en.lproj", withIntermediateDirectories: true)
        try Data("\"k\" = \"v\";".utf8).write(to: URL(fileURLWithPath: "\(dir)/en.lproj/Localizable.strings"))
        let out = try InterfaceBuilderCompiler(index: CompilerTests.index, assets: AssetInputs(localizedStrings: ["\(dir)/en.lproj/Localizable.strings"]))
            .compile([])
        XCTAssertTrue(out.shared.contains("private func motionLabRegisterInterfaceBuilderFiles() {\n    LocalizedStringTables.register(table: \"Localizable\", [(\"k\", \"v\")])\n}"), out.shared)
        XCTAssertTrue(out.shared.contains("func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = \"\", comment: String) -> String {\n    LocalizedStringTables.localizedString(key, table: tableName, value: value)\n}"),
                      "the app module's own NSLocalizedString, over Foundation's")
    }
}
