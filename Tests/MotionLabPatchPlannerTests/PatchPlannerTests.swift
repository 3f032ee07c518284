import XCTest
import Foundation
@testable import MotionLabPatchPlanner

/// Patch or restart for each kind of edit: bodies are patched (through a helper, so recursion reaches
/// the new code), literal-only edits need no compile, and every edit that changes a type's layout, a
/// signature, a conformance, a designated initialiser or top-level code restarts with its reason and line.
final class PatchPlannerTests: XCTestCase {
    let base = """
        import UIKit

        class CardView: UIView {
            let box = UIView()
            private var count = 0

            override init(frame: CGRect) {
                super.init(frame: frame)
            }

            required init?(coder: NSCoder) { fatalError() }

            override func layoutSubviews() {
                super.layoutSubviews()
                box.frame = bounds.insetBy(dx: 8, dy: 8)
            }

            private func countdown(_ n: Int) -> Int { n == 0 ? count : countdown(n - 1) }

            var tint: UIColor { .red }

            static func make() -> CardView { CardView(frame: .zero) }
        }

        struct Spring {
            var damping: Double
            init(bouncy: Bool) { damping = bouncy ? 0.5 : 1 }
            mutating func stiffen(by f: Double) { damping *= f }
        }

        extension CardView {
            func animate() {
                UIView.animate(withDuration: 0.3) { self.alpha = 0.5 }
            }
        }

        func helper(_ x: Int, label y: inout Int) throws -> Int { y += x; return y }
        """

    private func plan(_ new: String, userOld: String? = nil, userNew: String? = nil, include: Set<String> = []) -> PatchPlanner.Decision {
        PatchPlanner.plan(old: base, new: .init(text: new, compiledName: "CardView.swift", displayPath: "/pkg/Sources/App/CardView.swift"),
                          module: "App", userOld: userOld, userNew: userNew, includeKeys: include, patchNumber: 2)
    }

    private func patch(_ new: String, file: StaticString = #filePath, line: UInt = #line) -> PatchPlanner.Patch? {
        guard case .patch(let p) = plan(new) else { XCTFail("expected a patch, got \(plan(new))", file: file, line: line); return nil }
        return p
    }

    private func restart(_ new: String, file: StaticString = #filePath, line: UInt = #line) -> PatchPlanner.Restart? {
        guard case .restart(let r) = plan(new) else { XCTFail("expected a restart, got \(plan(new))", file: file, line: line); return nil }
        return r
    }

    func testCommentsAndWhitespaceChangeNothing() {
        XCTAssertEqual(plan(base.replacingOccurrences(of: "super.layoutSubviews()", with: "super.layoutSubviews()   // first")), .unchanged)
        XCTAssertEqual(plan(base + "\n\n// the end\n"), .unchanged)
    }

    func testAMethodBodyIsPatchedThroughAHelperKeepingItsLine() throws {
        let p = try XCTUnwrap(patch(base.replacingOccurrences(of: "insetBy(dx: 8, dy: 8)", with: "insetBy(dx: 12, dy: 12)")))
        XCTAssertEqual(p.changed, ["CardView.layoutSubviews()"])
        XCTAssertTrue(p.source.contains("@_private(sourceFile: \"CardView.swift\") import App"))
        XCTAssertTrue(p.source.contains("import UIKit"))
        XCTAssertTrue(p.source.contains("extension CardView {"))
        XCTAssertTrue(p.source.contains("@_dynamicReplacement(for: layoutSubviews()) func __motionlab_2_1() { return self.__motionlab_2_1_body() }"),
                      p.source)
        XCTAssertTrue(p.source.contains("#sourceLocation(file: \"/pkg/Sources/App/CardView.swift\", line: 13)\nfunc __motionlab_2_1_body() {"), p.source)
        XCTAssertFalse(p.source.contains("override"), "a replacement is no override")
        XCTAssertTrue(p.source.contains("insetBy(dx: 12, dy: 12)"))
    }

    func testEveryReplaceableKindIsPatched() throws {
        var edited = base
        for (a, b) in [("count : countdown(n - 1)", "count + 1 : countdown(n - 1)"), ("{ .red }", "{ .blue }"),
                       ("CardView(frame: .zero) }", "CardView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }"),
                       ("damping = bouncy ? 0.5 : 1", "damping = bouncy ? 0.4 : 1"), ("damping *= f", "damping *= f * f"),
                       ("self.alpha = 0.5", "self.alpha = 0.25"), ("y += x; return y", "y += 2 * x; return y")] {
            edited = edited.replacingOccurrences(of: a, with: b)
        }
        let p = try XCTUnwrap(patch(edited))
        XCTAssertEqual(Set(p.changed), ["CardView.countdown(_:)", "CardView.tint", "CardView.make()", "Spring.init(bouncy:)",
                                        "Spring.stiffen(by:)", "CardView.animate()", "helper(_:label:)"])
        XCTAssertTrue(p.source.contains("@_dynamicReplacement(for: countdown(_:)) func __motionlab_2_"), "private methods too")
        XCTAssertTrue(p.source.contains("@_dynamicReplacement(for: tint) var __motionlab_2_"))
        XCTAssertTrue(p.source.contains("static func __motionlab_2_") && p.source.contains("return Self.__motionlab_2_"), p.source)
        XCTAssertTrue(p.source.contains("@_dynamicReplacement(for: init(bouncy:)) init(__motionlab_2_"), p.source)
        XCTAssertTrue(p.source.contains("mutating func __motionlab_2_") && p.source.contains("(by f: Double)"), p.source)
        XCTAssertTrue(p.source.contains("return try __motionlab_2_") && p.source.contains("(x, label: &y)"), "throws and inout forwarded: \(p.source)")
        XCTAssertTrue(p.source.contains("extension Spring {"))
    }

    func testLayoutSignaturesConformancesAndDesignatedInitialisersRestart() {
        XCTAssertEqual(restart(base.replacingOccurrences(of: "    let box = UIView()\n", with: "    let box = UIView()\n    var extra = 1\n")),
                       .init(reason: "stored property added to CardView", line: 5))
        XCTAssertEqual(restart(base.replacingOccurrences(of: "let box = UIView()", with: "let box = UILabel()"))?.reason,
                       "stored property box of CardView changed")
        XCTAssertEqual(restart(base.replacingOccurrences(of: "    private var count = 0\n", with: ""))?.reason,
                       "stored property count removed from CardView")
        XCTAssertEqual(restart(base.replacingOccurrences(of: "struct Spring {", with: "struct Spring: Equatable {"))?.reason,
                       "conformances of Spring changed")
        XCTAssertEqual(restart(base.replacingOccurrences(of: "super.init(frame: frame)", with: "super.init(frame: frame); alpha = 0.5"))?.reason,
                       "designated initializer init(frame:) of CardView changed (a running program's cannot be replaced)")
        XCTAssertEqual(restart(base.replacingOccurrences(of: "func stiffen(by f: Double)", with: "func stiffen(by f: Float)"))?.reason,
                       "Spring.stiffen(by:) removed", "a new signature is another function")
        XCTAssertEqual(restart(base.replacingOccurrences(of: "private func countdown", with: "func countdown"))?.reason,
                       "the declaration of CardView.countdown(_:) changed")
        XCTAssertEqual(restart(base + "\nstruct Extra {}\n")?.reason, "new type Extra")
        XCTAssertEqual(restart(base + "\nprint(1)\n")?.reason, "top-level code added")
        XCTAssertEqual(restart(base.replacingOccurrences(of: "import UIKit", with: "import UIKit\nimport Foundation"))?.reason, "its imports changed")
        XCTAssertEqual(restart(base.replacingOccurrences(of: "class CardView: UIView {", with: "class CardView: UIView {\n    override func didMoveToWindow() {}"))?.reason,
                       "new override CardView.didMoveToWindow()")
        XCTAssertEqual(restart(base.replacingOccurrences(of: "static func make()", with: "static func make( ")), .init(reason: "the file does not parse (the compiler says where)", line: nil))
    }

    func testAFileOfIOSIsPlannedFromItsFramedRewriteAndKeepsItsUsersLines() throws {
        // The port's frame: line 2 of the compiled text is line 1 of the user's file.
        func framed(_ text: String) -> String { "#sourceLocation(file: \"/pkg/iOS/CardView.swift\", line: 1)\n" + text + "\n#sourceLocation()\n" }
        let new = base.replacingOccurrences(of: "{ .red }", with: "{ .blue }")
        guard case .patch(let p) = PatchPlanner.plan(old: framed(base), new: .init(text: framed(new), compiledName: "CardView-1a2b.swift",
                                                                                    displayPath: "unused"), module: "App") else {
            return XCTFail("expected a patch")
        }
        XCTAssertTrue(p.source.contains("@_private(sourceFile: \"CardView-1a2b.swift\") import App"))
        XCTAssertTrue(p.source.contains("#sourceLocation(file: \"/pkg/iOS/CardView.swift\", line: 20)\n@_dynamicReplacement(for: tint)"), p.source)
    }

    func testANewMethodIsAddedBesideThePatchedOneThatCallsIt() throws {
        let p = try XCTUnwrap(patch(base.replacingOccurrences(of: "func animate() {\n        UIView.animate(withDuration: 0.3) { self.alpha = 0.5 }\n    }",
                                                              with: "func animate() {\n        UIView.animate(withDuration: 0.3) { self.fade() }\n    }\n    func fade() { alpha = 0.5 }")))
        XCTAssertEqual(p.changed, ["CardView.animate()", "CardView.fade() (new)"])
        XCTAssertTrue(p.source.contains("func fade() { alpha = 0.5 }"))
    }

    func testAnUndoneEditIsReplacedAgain() throws {
        let edited = base.replacingOccurrences(of: "{ .red }", with: "{ .blue }")
        let first = try XCTUnwrap(patch(edited))
        guard case .patch(let again) = plan(base.replacingOccurrences(of: "damping *= f", with: "damping *= 2 * f"), include: Set(first.replacedKeys)) else {
            return XCTFail("expected a patch")
        }
        XCTAssertEqual(again.changed, ["Spring.stiffen(by:)"])
        XCTAssertTrue(again.source.contains("{ .red }"), "the property patched before is replaced by its text as now: red again")
        XCTAssertEqual(plan(base, include: Set(first.replacedKeys)).isPatch, true, "all undone: still replaced, with the original text")
    }

    func testLiteralOnlyEditsOfTheUsersTextNeedNoCompile() {
        let user = "UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: -2) { }\n"
        let edited = "UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: -3) { }\n"
        XCTAssertEqual(LiteralEdits.find(old: user, new: edited),
                       [.init(line: 1, column: 30, value: 0.45, text: "0.45"), .init(line: 1, column: 97, value: -3, text: "3")])
        XCTAssertNil(LiteralEdits.find(old: user, new: edited.replacingOccurrences(of: "delay: 0", with: "delay: x")))
        XCTAssertNil(LiteralEdits.find(old: "let a = 1", new: "let a = 1 + 1"))
        XCTAssertEqual(LiteralEdits.find(old: "let a = 0x10", new: "let a = 1_000"), [.init(line: 1, column: 9, value: 1000, text: "1_000")])
        XCTAssertEqual(LiteralEdits.find(old: "let a = 1_000", new: "let a = 0x20"), [.init(line: 1, column: 9, value: 32, text: "0x20")])
        XCTAssertEqual(LiteralEdits.find(old: "let a = 1 // one", new: "let a = 1 // uno"), [], "trivia only")
        // Through the planner: the user's texts decide, the compiled ones are not even compared.
        XCTAssertEqual(plan(base, userOld: user, userNew: edited), .literals(LiteralEdits.find(old: user, new: edited)!))
    }
}

extension PatchPlanner.Decision {
    var isPatch: Bool { if case .patch = self { return true }; return false }
}
