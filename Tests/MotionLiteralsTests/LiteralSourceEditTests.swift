import XCTest
@testable import MotionLiterals

/// Write-back as an exact text diff: only the literals' characters change, in their style; a file
/// that changed since the build, or a value the API does not take, is refused with nothing changed.
final class LiteralSourceEditTests: XCTestCase {
    let text = """
        import UIKit

        final class Card: UIViewController {
            func pop() {
                UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.55,
                               initialSpringVelocity: 0, options: [], animations: {
                    self.view.alpha = 1.0
                })
                anim.fromValue = a*0.5
            }
        }

        """

    func sites() throws -> [LiteralSite] {
        try TestLiterals.register(text, name: "Card.swift", records: [
            TestLiterals.record(in: text, "1", after: "withDuration: ", parameter: .duration),
            TestLiterals.record(in: text, "0.55", parameter: .dampingRatio),
            TestLiterals.record(in: text, "0", after: "Velocity: ", parameter: .springVelocity),
            TestLiterals.record(in: text, "0.5", after: "a*", parameter: .operand),
        ]).sites
    }

    func testOnlyTheLiteralsCharactersChange() throws {
        let s = try sites()
        let (bytes, replacements) = try LiteralSourceEdit.apply([(s[1], 0.8), (s[0], 0.75), (s[2], 2)], of: s[0].file, to: Array(text.utf8))
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), text
            .replacingOccurrences(of: "withDuration: 1,", with: "withDuration: 0.75,")
            .replacingOccurrences(of: "usingSpringWithDamping: 0.55", with: "usingSpringWithDamping: 0.8")
            .replacingOccurrences(of: "initialSpringVelocity: 0,", with: "initialSpringVelocity: 2,"))
        XCTAssertEqual(replacements.map { "\($0.oldText)→\($0.newText)" }, ["1→0.75", "0.55→0.8", "0→2"])
    }

    func testNumbersKeepTheLiteralsStyle() {
        XCTAssertEqual(LiteralNumber.sourceText(2, replacing: "1", after: " "), "2")
        XCTAssertEqual(LiteralNumber.sourceText(2, replacing: "1.0", after: " "), "2.0")
        XCTAssertEqual(LiteralNumber.sourceText(0.55, replacing: "1", after: " "), "0.55")
        XCTAssertEqual(LiteralNumber.sourceText(0.1 + 0.2, replacing: "0.3", after: " "), "0.30000000000000004",
                       "what reads back as the same Double, not a rounded lie")
        XCTAssertEqual(LiteralNumber.sourceText(1e-5, replacing: "0.5", after: " "), "1e-05")
        XCTAssertEqual(LiteralNumber.sourceText(-0.5, replacing: "0.5", after: " "), "-0.5")
        XCTAssertEqual(LiteralNumber.sourceText(-0.5, replacing: "0.5", after: "*"), "(-0.5)", "not the operator *-")
        XCTAssertEqual(LiteralNumber.sourceText(-2, replacing: "-1", after: "="), "(-2)")
        XCTAssertEqual(LiteralNumber.sourceText(3, replacing: "1e2", after: " "), "3.0")
        XCTAssertEqual(LiteralNumber.sourceText(-0.0, replacing: "1", after: " "), "0")
    }

    func testANegativeValueAfterAnOperatorIsParenthesised() throws {
        let s = try sites()
        let (bytes, _) = try LiteralSourceEdit.apply([(s[3], -0.25)], of: s[3].file, to: Array(text.utf8))
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("anim.fromValue = a*(-0.25)\n"))
    }

    func testAFileChangedSinceTheBuildIsRefused() throws {
        let s = try sites()
        let edited = Array(text.replacingOccurrences(of: "Card", with: "Cord").utf8)
        XCTAssertThrowsError(try LiteralSourceEdit.apply([(s[1], 0.8)], of: s[1].file, to: edited)) { error in
            XCTAssertEqual("\(error)", "\(s[1].file.displayPath) changed on disk since the build; nothing written (rebuild, then tune and write again)")
        }
        XCTAssertThrowsError(try LiteralSourceEdit.apply([(s[1], 0.8)], of: s[1].file, to: Array(text.utf8) + [10]))
    }

    func testAValueTheAPIDoesNotTakeIsRefused() throws {
        let s = try sites()
        XCTAssertThrowsError(try LiteralSourceEdit.apply([(s[0], 0.5), (s[1], 1.5)], of: s[0].file, to: Array(text.utf8))) { error in
            XCTAssertEqual("\(error)", "1.5 is out of range; \(s[1].id) (UIView.animate … x) takes (0, 1]")
        }
        XCTAssertThrowsError(try s[0].validate(-0.1))
        XCTAssertThrowsError(try s[1].validate(0))
        XCTAssertNoThrow(try s[1].validate(1))
        XCTAssertThrowsError(try s[2].validate(.nan))
        XCTAssertThrowsError(try s[2].validate(.infinity))
        XCTAssertNoThrow(try s[2].validate(-40))
    }

    /// After a write the registry knows the file as written: a second write checks against it.
    func testASecondWriteBeforeARebuild() throws {
        let s = try sites()
        let (bytes, replacements) = try LiteralSourceEdit.apply([(s[0], 0.75)], of: s[0].file, to: Array(text.utf8))
        LiteralRegistry.noteWritten(s[0].file, bytes: bytes, replacements: replacements)
        let now = try XCTUnwrap(LiteralRegistry.site(id: s[1].id))
        XCTAssertEqual(now.record.offset, s[1].record.offset + 3, "\"1\" became \"0.75\" before it")
        XCTAssertEqual(LiteralRegistry.site(id: s[0].id)?.text, "0.75")
        let (again, _) = try LiteralSourceEdit.apply([(now, 0.6)], of: now.file, to: bytes)
        XCTAssertTrue(String(decoding: again, as: UTF8.self).contains("withDuration: 0.75, delay: 0, usingSpringWithDamping: 0.6,"))
        XCTAssertThrowsError(try LiteralSourceEdit.apply([(now, 0.6)], of: now.file, to: Array(text.utf8)),
                             "the build's bytes are no longer the file's")
    }
}

/// Ids, values and ranges as people type and read them.
final class LiteralValueTests: XCTestCase {
    func testRangesAsDocumented() {
        XCTAssertEqual(LiteralParameter.dampingRatio.range?.description, "(0, 1]")
        XCTAssertEqual(LiteralParameter.duration.range?.description, "≥ 0")
        XCTAssertEqual(LiteralParameter.mass.range?.description, "> 0")
        XCTAssertEqual(LiteralParameter.bounce.range?.description, "[-1, 1]")
        XCTAssertEqual(LiteralParameter.popBounciness.range?.description, "[0, 20]")
        XCTAssertNil(LiteralParameter.springVelocity.range)
        let ratio = LiteralParameter.dampingRatio.range!
        XCTAssertFalse(ratio.contains(0))
        XCTAssertTrue(ratio.contains(1e-9))
        XCTAssertTrue(ratio.contains(1))
        XCTAssertFalse(ratio.contains(1.0000001))
        XCTAssertEqual(ratio.clamp(-3, openStep: 0.01), 0.01)
        XCTAssertEqual(ratio.clamp(3, openStep: 0.01), 1)
    }

    func testParsingNumbers() {
        XCTAssertEqual(LiteralNumber.parse("0.8"), 0.8)
        XCTAssertEqual(LiteralNumber.parse("-2"), -2)
        XCTAssertEqual(LiteralNumber.parse("1e-3"), 0.001)
        XCTAssertEqual(LiteralNumber.parse("1_000"), 1000)
        XCTAssertNil(LiteralNumber.parse(""))
        XCTAssertNil(LiteralNumber.parse("abc"))
        XCTAssertNil(LiteralNumber.parse("+"))
        XCTAssertEqual(LiteralNumber.text(2), "2")
        XCTAssertEqual(LiteralNumber.text(0.55), "0.55")
    }

    func testAssignmentsAndTheirErrors() throws {
        let text = "UIView.animate(withDuration: 0.3)"
        let (_, sites) = try TestLiterals.register(text, name: "Assign.swift", records: [TestLiterals.record(in: text, "0.3", parameter: .duration)])
        defer { DesignTimeLiterals.removeAllOverrides() }
        try DesignTimeLiterals.apply(assignment: " \(sites[0].id) = 0.5 ")
        XCTAssertEqual(DesignTimeLiterals.override(of: sites[0]), 0.5)
        XCTAssertThrowsError(try DesignTimeLiterals.apply(assignment: "\(sites[0].id)=abc")) { XCTAssertEqual("\($0)", "'abc' is not a number") }
        XCTAssertThrowsError(try DesignTimeLiterals.apply(assignment: "\(sites[0].id)=-1")) {
            XCTAssertEqual("\($0)", "-1 is out of range; \(sites[0].id) (UIView.animate … x) takes ≥ 0")
        }
        XCTAssertThrowsError(try DesignTimeLiterals.apply(assignment: "nothing")) { XCTAssertEqual("\($0)", "'nothing' is not ID=VALUE (ids: `list --literals`)") }
        XCTAssertThrowsError(try DesignTimeLiterals.apply(assignment: "\(sites[0].file.path):9:9=1")) {
            XCTAssertEqual("\($0)", "unknown literal '\(sites[0].file.path):9:9'; ids in that file: \(sites[0].id)")
        }
    }
}
