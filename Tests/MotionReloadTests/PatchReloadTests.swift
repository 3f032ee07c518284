import XCTest
import Foundation
@testable import MotionReload

/// The window's side of patch reload that needs no window: which edits are tunable literals only
/// (found without the planner, named as tunable literals' ids are), and what SwiftPM's build plan says.
final class PatchReloadTests: XCTestCase {
    func testLiteralOnlyEditsAreFoundByTheWindowsLexer() {
        let old = """
            UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: -2) { }
            let s = "0.3 \\(x + 1) seconds" // 0.3
            /* 0.5 /* nested 1 */ */ let r = 1..<5
            """
        let new = """
            UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: -3) { }
            let s = "0.3 \\(x + 1) seconds" // 0.9, a comment
            /* 0.5 /* nested 2 */ */ let r = 1..<5
            """
        XCTAssertEqual(LiteralDiff.edits(old: old, new: new), [.init(line: 1, column: 30, value: 0.45), .init(line: 1, column: 97, value: -3)])
        // A number inside an interpolation is code: the string differs, the planner decides.
        XCTAssertNil(LiteralDiff.edits(old: old, new: old.replacingOccurrences(of: "x + 1", with: "x + 2")))
        XCTAssertNil(LiteralDiff.edits(old: "a(1)", new: "a(1, 2)"))
        XCTAssertNil(LiteralDiff.edits(old: "let a = b-1", new: "let a = b - 1 + 0"))
        XCTAssertEqual(LiteralDiff.edits(old: "let a = b-1", new: "let a = b-2"), [.init(line: 1, column: 11, value: 2)], "binary minus: the literal alone")
        XCTAssertEqual(LiteralDiff.edits(old: "x = 0x10 + 1_000 + 2e-3", new: "x = 0x20 + 2_000 + 3e-3"),
                       [.init(line: 1, column: 5, value: 32), .init(line: 1, column: 12, value: 2000), .init(line: 1, column: 20, value: 0.003)])
        XCTAssertEqual(LiteralDiff.edits(old: "let t = \"\"\"\n  1\n  \"\"\"\nf(2)", new: "let t = \"\"\"\n  1\n  \"\"\"\nf(3)"),
                       [.init(line: 4, column: 3, value: 3)], "multi-line strings are one token; lines counted through them")
        XCTAssertEqual(LiteralDiff.edits(old: "let r = #\"a\"b\"#; f(1)", new: "let r = #\"a\"b\"#; f(5)"), [.init(line: 1, column: 20, value: 5)])
        XCTAssertEqual(LiteralDiff.edits(old: "f(1) // é", new: "f(1)  // ü"), [], "trivia only")
        XCTAssertEqual(LiteralDiff.edits(old: "é(1)", new: "é(2)"), [.init(line: 1, column: 4, value: 2)], "UTF-8 columns, as the compiler counts")
        XCTAssertNil(LiteralDiff.edits(old: "let s = \"open", new: "let s = \"open2"), "an unterminated string: not sure")
    }

    func testTheBuildPlanNamesTheModuleItsSourcesAndThePortCommands() throws {
        let yaml = """
            client:
              name: basic
            commands:
              "C.App-x86_64-unknown-linux-gnu-debug.exe":
                tool: shell
                inputs: ["/s/App.build/a.swift.o"]
                outputs: ["/s/App"]
                args: ["/usr/bin/swiftc","-o","/s/App","-module-name","App","-emit-executable","@/s/App.product/Objects.LinkFileList"]

              "C.App-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                inputs: ["/p/Sources/App/main.swift"]
                outputs: ["/s/Modules/App.swiftmodule"]
                args: ["/usr/bin/swiftc","-module-name","App","-c","@/s/App.build/sources","-I","/s/Modules"]

              "MotionLabPort iOS/Card.swift-12ab":
                tool: shell
                inputs: ["/s/motionlab-port-tool","/p/Sources/App/iOS/Card.swift"]
                outputs: ["/s/plugins/Rewritten/Card-1a2b.swift"]
                args: ["/s/motionlab-port-tool","file","/p/Sources/App/iOS/Card.swift","--output","/s/plugins/Rewritten/Card-1a2b.swift","--display-path","/p/Sources/App/iOS/Card.swift","--module","App","--literal-path","Card.swift"]
            """
        let m = BuildManifest(text: yaml)
        XCTAssertEqual(m.commands.count, 3, "blank lines between commands do not end the map")
        let link = try m.link(product: "App", triple: "x86_64-unknown-linux-gnu", configuration: "debug")
        XCTAssertEqual(BuildManifest.value(of: "-module-name", in: link.args), "App")
        XCTAssertEqual(try m.module("App", triple: "x86_64-unknown-linux-gnu", configuration: "debug").args.last, "/s/Modules")
        XCTAssertEqual(m.portCommands.keys.sorted(), ["/p/Sources/App/iOS/Card.swift"])
        XCTAssertThrowsError(try m.link(product: "Other", triple: "x86_64-unknown-linux-gnu", configuration: "debug")) { e in
            XCTAssertEqual("\(e)", "the build plan has no link command for Other")
        }
    }
}
