import XCTest
@testable import MotionInterfaceBuilder

/// An image set's `template-rendering-intent` (Xcode's "Render As") is registered with the set; a value
/// Xcode does not write warns and the set renders as `.automatic`.
final class AssetCatalogIntentTests: XCTestCase {
    func register(intent: String) throws -> (line: String, warnings: [String]) {
        let dir = NSTemporaryDirectory() + "intent-\(UUID().uuidString)/A.xcassets/Icon.imageset"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent.replacingOccurrences(of: "/A.xcassets", with: "")) }
        // A PNG signature is what the compiler checks; the pixels are the app's to decode.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]).write(to: URL(fileURLWithPath: dir + "/icon.png"))
        let json = "{\"images\":[{\"filename\":\"icon.png\",\"idiom\":\"universal\",\"scale\":\"1x\"}],\"properties\":{\"template-rendering-intent\":\(intent)}}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/Contents.json"))
        var compiler = AssetCatalogCompiler(inputs: AssetInputs(catalogContents: [dir + "/Contents.json"]))
        let line = compiler.imageSet(dir, dir + "/Contents.json") ?? ""
        return (line, compiler.warnings.map(\.message))
    }

    func testTemplateAndOriginalAreRegisteredAndOtherValuesWarn() throws {
        let template = try register(intent: "\"template\"")
        XCTAssertTrue(template.line.hasSuffix(", renderingMode: .alwaysTemplate)"), template.line)
        XCTAssertEqual(template.warnings, [])
        let original = try register(intent: "\"original\"")
        XCTAssertTrue(original.line.hasSuffix(", renderingMode: .alwaysOriginal)"), original.line)
        for bad in ["\"sepia\"", "42", "null"] {
            let r = try register(intent: bad)
            XCTAssertFalse(r.line.contains("renderingMode"), r.line)
            XCTAssertEqual(r.warnings.count, 1, bad)
            XCTAssertTrue(r.warnings.first?.hasPrefix("template-rendering-intent ") == true, "\(r.warnings)")
        }
    }

    /// An entry listed again (same file, scale and idiom) is folded into one registration with one
    /// warning, before any file is read: a Contents.json repeating one entry 100,000 times compiles as
    /// fast as one listing it once. A second scale of the same file is no repeat.
    func testRepeatedEntriesAreFoldedWithOneWarning() throws {
        let dir = NSTemporaryDirectory() + "repeat-\(UUID().uuidString)/A.xcassets/Icon.imageset"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent.replacingOccurrences(of: "/A.xcassets", with: "")) }
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]).write(to: URL(fileURLWithPath: dir + "/icon.png"))
        let entry = "{\"filename\":\"icon.png\",\"idiom\":\"universal\",\"scale\":\"2x\"}"
        let json = "{\"images\":[" + Array(repeating: entry, count: 100_000).joined(separator: ",")
            + ",{\"filename\":\"icon.png\",\"idiom\":\"universal\",\"scale\":\"3x\"}]}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/Contents.json"))
        var compiler = AssetCatalogCompiler(inputs: AssetInputs(catalogContents: [dir + "/Contents.json"]))
        let line = compiler.imageSet(dir, dir + "/Contents.json") ?? ""
        XCTAssertEqual(line.components(separatedBy: "icon.png\"").count - 1, 2, "one file at 2x and at 3x: \(line.prefix(300))")
        XCTAssertEqual(compiler.warnings.map(\.message), ["99999 image entries repeat an earlier one (same file, scale and idiom; ignored)"])
    }
}
