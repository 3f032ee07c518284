import XCTest
import Foundation
@testable import MotionLabPortRewrite

/// The per-target generated files: the plugin (which cannot import this module) must list exactly the
/// names the tool generates, or a build would expect a file the tool never writes.
final class TargetFileGeneratorTests: XCTestCase {
    func testPluginListsTheToolsTargetFiles() throws {
        let plugin = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Plugins/MotionLabPort/MotionLabPort.swift")
        let text = try String(contentsOf: plugin, encoding: .utf8)
        let declaration = try XCTUnwrap(text.range(of: #"static let targetFileNames: \[String\] = \[[^\]]*\]"#, options: .regularExpression),
                                        "the plugin declares targetFileNames")
        let names = text[declaration].split(separator: "=").last!
            .split(whereSeparator: { "[], \"".contains($0) }).map(String.init)
        XCTAssertEqual(names, PortRewrite.targetFiles.map { $0.fileName })
    }

    /// A generator sees every file's build-layout rewrite, in the order given.
    func testAGeneratorSeesEveryRewrittenFile() {
        enum Manifest: TargetFileGenerator {
            static let fileName = "Manifest.swift"
            static func generate(from files: [FileRewrite]) -> String {
                "let ported = [" + files.map { "\"\($0.fileName): \($0.changes.count)\"" }.joined(separator: ", ") + "]\n"
            }
        }
        let files = [
            PortRewrite.rewrite("class A { @objc func f() {} }", fileName: "A.swift", layout: .build),
            PortRewrite.rewrite("class B {}", fileName: "B.swift", layout: .build),
        ]
        XCTAssertEqual(Manifest.generate(from: files), "let ported = [\"A.swift: 1\", \"B.swift: 0\"]\n")
    }
}
