import Foundation
import XCTest
@testable import MotionLabPortRewrite

/// The port's bounds on what it parses (`SourceNesting`, `PortRewrite.boundedRewrite`): pathological
/// sources are refused in one line naming the file and place, ordinary ones — every file of the
/// examples — are untouched by them.
final class PortLimitsTests: XCTestCase {
    func testDeepGenericsAreRefusedWhereTheyGoTooDeep() {
        let n = 1500
        let source = "let x: " + String(repeating: "Array<", count: n) + "Int" + String(repeating: ">", count: n) + " = []\n"
        let scan = SourceNesting(scanning: source)
        XCTAssertEqual(scan.depth, n)
        // The 257th `<`: after "let x: " (7 columns) and 257 "Array<" of 6.
        XCTAssertEqual(scan.tooDeepAt?.line, 1)
        XCTAssertEqual(scan.tooDeepAt?.column, 7 + 257 * 6)
        XCTAssertEqual(scan.refusal(fileName: "iOS/Deep.swift")?.description,
                       "iOS/Deep.swift:1:1549: too deeply nested for the port (1,500 levels; at most 256)")
        XCTAssertThrowsError(try PortRewrite.boundedRewrite(source, fileName: "iOS/Deep.swift", layout: .edit)) { error in
            XCTAssertEqual((error as? PortLimitError)?.line, 1)
        }
    }

    func testLongRunsOfBracketsAreRefusedAtTheFirstOneTooMany() {
        let source = "import UIKit\nlet grid = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40) + "\n"
        let scan = SourceNesting(scanning: source)
        XCTAssertEqual(scan.bracketRun, 40)
        XCTAssertNil(scan.tooDeepAt)
        XCTAssertEqual(scan.longRunAt?.line, 2)
        XCTAssertEqual(scan.longRunAt?.column, "let grid = ".count + SourceNesting.maximumBracketRun + 1)
        let column = "let grid = ".count + SourceNesting.maximumBracketRun + 1
        XCTAssertTrue(scan.refusal(fileName: "A.swift")?.description.hasPrefix("A.swift:2:\(column): 40 '[' in a row") ?? false,
                      scan.refusal(fileName: "A.swift")?.description ?? "no refusal")
        // `[(` alternating is the same exponential lookahead; spaces, line breaks and comments do not break a run.
        let mixed = "let x = " + String(repeating: "[ (/* c */\n", count: 11) + "1" + String(repeating: ")]", count: 11)
        XCTAssertEqual(SourceNesting(scanning: mixed).bracketRun, 11)
        // An element before the inner array ends the run: 40 levels this way are fine.
        let listed = "let x = " + String(repeating: "[1, ", count: 40) + "1" + String(repeating: "]", count: 40)
        let listedScan = SourceNesting(scanning: listed)
        XCTAssertEqual(listedScan.bracketRun, 1)
        XCTAssertEqual(listedScan.depth, 40)
        XCTAssertNil(listedScan.refusal(fileName: "A.swift"))
    }

    func testComparisonsStringsAndCommentsDoNotCount() {
        var body = "func f(a: Int, b: Int) -> Bool {\n    var ok = true\n"
        for _ in 0..<400 { body += "    ok = ok && a<b || a<=b && (a<b) == true; if a<b { ok = !ok }\n    let c = a<b ? 1 : 2; _ = c\n" }
        body += "    return ok\n}\n"
        let scan = SourceNesting(scanning: body)
        XCTAssertLessThanOrEqual(scan.depth, 4)
        XCTAssertNil(scan.refusal(fileName: "A.swift"))

        let brackets = String(repeating: "[", count: 300) + String(repeating: "(", count: 300)
        let quoted = """
            let a = "\(brackets)"
            let b = #"\(brackets) " still inside \\(not interpolation "#
            let c = \"\"\"
                \(brackets)
                \"\"\"
            // \(brackets)
            /* outer /* inner \(brackets) */ still a comment \(brackets) */
            let d = "\\([[1]].count) \\(["k": [1]]["k"]!.count) \\("\\(")")")"
            let e: Dictionary<String, Array<(Int) -> Int>> = [:]

            """
        let quotedScan = SourceNesting(scanning: quoted)
        XCTAssertEqual(quotedScan.bracketRun, 2, "only `[[` in d's interpolation is a run")
        XCTAssertEqual(quotedScan.depth, 3, "d: an interpolation's `(` and `[[`; e: `<`, `<`, `(`")
    }

    func testInterpolationsAreCode() {
        let n = 300
        let source = "let s = \"" + String(repeating: "\\(", count: n) + "1" + String(repeating: ")", count: n) + "\"\n"
        XCTAssertEqual(SourceNesting(scanning: source).depth, n)
        XCTAssertNotNil(SourceNesting(scanning: source).tooDeepAt)
    }

    func testEveryExampleFileIsWellInsideTheLimits() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertGreaterThan(files.count, 20)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let scan = SourceNesting(scanning: text)
            XCTAssertLessThan(scan.depth, 32, file)
            XCTAssertLessThanOrEqual(scan.bracketRun, 3, file)
        }
    }

    /// swift-syntax stops at 20 levels in a debug build unless told otherwise: a file nested deeper
    /// than that, but within the port's limit, must parse.
    func testDeepButOrdinaryNestingParses() throws {
        let n = 120
        let source = "func f() {\n" + String(repeating: "if true {\n", count: n) + "print(1)\n" + String(repeating: "}\n", count: n) + "}\n"
        let result = try PortRewrite.boundedRewrite(source, fileName: "Deep.swift", layout: .edit)
        XCTAssertNil(result.syntaxError)
        XCTAssertEqual(result.text, source)
    }

    /// A source within both limits that still takes too long (many runs just under the limit) ends at
    /// its CPU-time budget with a line naming the file.
    func testTheCPUBudgetEndsASlowParse() {
        let line = "let x = " + String(repeating: "[", count: SourceNesting.maximumBracketRun) + "1"
            + String(repeating: "]", count: SourceNesting.maximumBracketRun) + "\n"
        let source = String(repeating: line, count: 20)
        XCTAssertNil(SourceNesting(scanning: source).refusal(fileName: "Slow.swift"))
        XCTAssertThrowsError(try PortRewrite.boundedRewrite(source, fileName: "Slow.swift", layout: .edit, cpuSeconds: 0.1)) { error in
            let limit = error as? PortLimitError
            XCTAssertNil(limit?.line)
            XCTAssertTrue(limit?.description.hasPrefix("Slow.swift: the port gave up after 0.1 s of CPU time") ?? false, "\(error)")
        }
    }
}
