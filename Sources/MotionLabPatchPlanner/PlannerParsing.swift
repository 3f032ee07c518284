import SwiftSyntax
import SwiftParser

/// How the planner parses a file: with a nesting cap of 1,024 levels, not swift-syntax's default —
/// which is 20 in a debug build (the tool `run --watch` runs is one), so an ordinary file 25 blocks
/// deep "did not parse" and every save of it restarted instead of patching. The tool bounds the depth
/// before planning (`PortRewrite.bounded`, at most 256 levels) and runs the planner on a big stack.
enum PlannerParsing {
    static let maximumNestingLevel = 1024

    static func parse(_ text: String) -> SourceFileSyntax {
        var parser = Parser(text, maximumNestingLevel: maximumNestingLevel)
        return SourceFileSyntax.parse(from: &parser)
    }
}
