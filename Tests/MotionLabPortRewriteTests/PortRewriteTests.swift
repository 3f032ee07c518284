import XCTest
@testable import MotionLabPortRewrite

/// The whole rewrite of a file: passes in order, the report, syntax errors, `#sourceLocation`, the
/// layouts' blanking, and the per-target extension point.
final class PortRewriteTests: XCTestCase {
    let viewController = """
        import UIKit

        class TimerViewController: UIViewController {
            @IBOutlet weak var label: UILabel!
            var timer: Timer?

            override func viewDidLoad() {
                super.viewDidLoad()
                timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
            }

            @objc func tick(_ timer: Timer) {
                label.text = "\\(Date())"
            }
        }

        """

    func testAWholeFile() {
        let result = PortRewrite.rewrite(viewController, fileName: "TimerViewController.swift", layout: .edit)
        XCTAssertNil(result.syntaxError)
        XCTAssertTrue(result.isChanged)
        XCTAssertEqual(result.summary, "1 selector → method reference, 2 attributes dropped")
        XCTAssertEqual(result.text, """
            import UIKit

            class TimerViewController: UIViewController {
                weak var label: UILabel!
                var timer: Timer?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: TimerViewController.tick(_:), userInfo: nil, repeats: true)
                }

                func tick(_ timer: Timer) {
                    label.text = "\\(Date())"
                }
            }

            """)
    }

    func testAnUntouchedFileIsReturnedByteForByte() {
        let source = "import UIKit\n\nfinal class Plain { func f() { print(\"ok\") } }   \n\n"
        let result = PortRewrite.rewrite(source, fileName: "Plain.swift", layout: .build)
        XCTAssertEqual(result.text, source)
        XCTAssertFalse(result.isChanged)
        XCTAssertEqual(result.summary, "unchanged")
    }

    func testAFileThatDoesNotParseIsReportedWithItsPlace() throws {
        let source = "class A {\n    func f() {\n        let x = \n    }\n"
        let result = PortRewrite.rewrite(source, fileName: "Broken.swift", layout: .build)
        let error = try XCTUnwrap(result.syntaxError)
        XCTAssertEqual(error.fileName, "Broken.swift")
        XCTAssertEqual(error.line, 3, "where the expression is missing")
        XCTAssertEqual(error.description, "Broken.swift:3:17: does not parse: expected an expression")
        XCTAssertTrue(error.description.contains("does not parse"))
        XCTAssertEqual(result.text, source, "compiled as written, so the compiler reports the user's own error")
    }

    func testSourceLocationFrame() {
        XCTAssertEqual(SourceLocationFrame.wrap("let a = 1\n", originalPath: "/p/iOS/A.swift"),
                       "#sourceLocation(file: \"/p/iOS/A.swift\", line: 1)\nlet a = 1\n#sourceLocation()\n")
        XCTAssertEqual(SourceLocationFrame.wrap("let a = 1", originalPath: "/p/A.swift"),
                       "#sourceLocation(file: \"/p/A.swift\", line: 1)\nlet a = 1\n#sourceLocation()\n",
                       "a last line without a line break gets one before the closing directive")
        XCTAssertEqual(SourceLocationFrame.wrap("\u{FEFF}let a = 1\n", originalPath: "/p/A.swift"),
                       "#sourceLocation(file: \"/p/A.swift\", line: 1)\nlet a = 1\n#sourceLocation()\n",
                       "a byte-order mark would be mid-file after the directive")
        XCTAssertEqual(SourceLocationFrame.wrap("let a = 1\n", originalPath: "/p/we\"ird.swift"), "let a = 1\n",
                       "a path the directive cannot name is left unframed")
    }

    /// The blanking marker is a private-use character the file does not contain, so user text that
    /// happens to hold one is never taken for blanked text.
    func testBlankingMarkerAvoidsCharactersInTheFile() {
        let source = "class A { let s = \"\u{E000}\"; @objc func f() {} }"
        XCTAssertEqual(edited(source), "class A { let s = \"\u{E000}\"; func f() {} }")
    }

    func testPassesRunInOrderAndEachIsReplaceable() {
        let source = "class A { @objc func f() { _ = #selector(f) } }"
        let selectorsOnly = PortRewrite.rewrite(source, fileName: "A.swift", layout: .edit, passes: [SelectorPass.self])
        XCTAssertEqual(selectorsOnly.text, "class A { @objc func f() { _ = A.f } }")
        let attributesOnly = PortRewrite.rewrite(source, fileName: "A.swift", layout: .edit, passes: [ObjCAttributePass.self])
        XCTAssertEqual(attributesOnly.text, "class A { func f() { _ = #selector(f) } }")
        XCTAssertEqual(PortRewrite.passes.map { $0.name }, ["literals", "selectors", "key-paths", "layer-subclasses", "list-cell-initialisers", "commit-editing", "scene-timers", "scene-deadlines", "objc-attributes", "submodule-imports", "previews", "override-extensions"],
                       "the literal pass first: its keys are the user's columns")
    }

    /// A later pass (issue 17's literal lookups, say) sees the user's line numbers in its input.
    func testAPassAfterOthersSeesTheUsersLines() {
        final class LineRecorder: SyntaxRewriterPassForTests {}
        let source = "class A {\n    @IBAction\n    func f() {\n        _ = #selector(\n            f)\n        let x = 42\n    }\n}\n"
        LineRecorder.lines = []
        _ = PortRewrite.rewrite(source, fileName: "A.swift", layout: .edit,
                                passes: PortRewrite.passes + [LineRecorder.self])
        XCTAssertEqual(LineRecorder.lines, [6], "the literal 42 is on the user's line 6")
    }
}
