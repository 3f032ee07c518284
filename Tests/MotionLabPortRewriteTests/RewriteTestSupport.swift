import XCTest
@testable import MotionLabPortRewrite

/// The edit layout's text of `source` (what `motionlab port` writes).
func edited(_ source: String, file: String = "Test.swift") -> String {
    PortRewrite.rewrite(source, fileName: file, layout: .edit).text
}

/// The build layout's text of `source` (what the plugin compiles, before `#sourceLocation`).
func built(_ source: String, file: String = "Test.swift") -> String {
    PortRewrite.rewrite(source, fileName: file, layout: .build).text
}

/// Asserts `source` rewrites to `expected` in the edit layout, and that the build layout keeps every
/// line of `source` on its line (same line count, and every line the edit layout left unchanged is
/// unchanged in the build layout too).
func assertRewrite(_ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    let edit = edited(source)
    XCTAssertEqual(edit, expected, file: file, line: line)
    let build = built(source)
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let buildLines = build.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(buildLines.count, sourceLines.count, "the build layout keeps the line count", file: file, line: line)
}

import SwiftSyntax

/// A pass for tests: records the line of every integer literal it sees (as issue 17's literal pass
/// will key its lookups by position).
class SyntaxRewriterPassForTests: SyntaxRewriter, RewritePass {
    class var name: String { "test-literal-lines" }
    nonisolated(unsafe) static var lines: [Int] = []
    let context: RewriteContext

    required init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> ExprSyntax {
        Self.lines.append(context.location(of: node).line)
        return ExprSyntax(node)
    }
}
