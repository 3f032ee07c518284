import XCTest
import UIKit
@testable import MotionLabSnapshotTesting

/// Hostile reference files (a folder, links, unreadable, corrupt, truncated, empty, another size, text
/// where a trace was) and refused snapshots with recording off: each assertion fails at once with a
/// message naming what was wrong — never a trap, never the 5-second timeout — and a reference that
/// could not be read is never replaced outside the modes that re-record on purpose.
final class ReferenceFileTests: XCTestCase {
    /// Verifies `strategy` against a reference at `name` prepared by `setUp` (given the path), with
    /// swift-snapshot-testing's default timeout of 5 s; returns the failure message and the seconds it took.
    func check<Format>(_ strategy: Snapshotting<UIViewController, Format>, ext: String, record: SnapshotTestingConfiguration.Record,
                       _ prepare: (String) throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws -> (String?, Double) {
        let dir = try temporarySnapshotDirectory(self)
        let reference = dir + "/\(String(describing: name).filter { $0.isLetter || $0.isNumber }).ref.\(ext)"
        try prepare(reference)
        let start = Date()
        var message: String?
        _ = capturingIssues {
            message = verifySnapshot(of: BadgeViewController(), as: strategy, named: "ref", record: record,
                                     snapshotDirectory: dir, testName: String(describing: name).filter { $0.isLetter || $0.isNumber })
        }
        let seconds = Date().timeIntervalSince(start)
        XCTAssertLessThan(seconds, 3, "ended at once, not after the timeout", file: file, line: line)
        return (message, seconds)
    }

    /// A reference made of `bytes`, unchanged after a failing check in `.missing` and `.never`.
    func assertUnreadable(_ bytes: [UInt8], says reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for record in [SnapshotTestingConfiguration.Record.missing, .never] {
            var path = ""
            let (message, _) = try check(.image(at: 0, scale: 1), ext: "png", record: record, { p in
                path = p
                try Data(bytes).write(to: URL(fileURLWithPath: p))
            }, file: file, line: line)
            let text = try XCTUnwrap(message, "an unreadable reference must fail", file: file, line: line)
            XCTAssertTrue(text.contains(reason), "«\(text)» lacks «\(reason)»", file: file, line: line)
            XCTAssertEqual(contents(path), Data(bytes), "the unreadable reference was replaced (\(record))", file: file, line: line)
        }
    }

    func good() throws -> [UInt8] {
        let dir = try temporarySnapshotDirectory(self)
        _ = verifySnapshot(of: BadgeViewController(), as: .image(at: 0, scale: 1), named: "good", snapshotDirectory: dir, testName: "good")
        return [UInt8](try XCTUnwrap(contents(dir + "/good.good.png")))
    }

    func testCorruptTruncatedAndEmptyReferencesFailSayingWhy() throws {
        let png = try good()
        try assertUnreadable([], says: "The reference image cannot be read")
        try assertUnreadable(Array("GIF89a not a png".utf8), says: "does not start with the PNG signature")
        try assertUnreadable(Array(png.prefix(png.count / 2)), says: "The reference image cannot be read")
        try assertUnreadable(Array(png.prefix(40)), says: "The reference image cannot be read")
        var flipped = png
        for i in stride(from: 60, to: min(flipped.count, 400), by: 7) { flipped[i] ^= 0x5A }
        try assertUnreadable(flipped, says: "The reference image cannot be read")
    }

    func testAReferenceOfAnotherSizeFailsAtOnceNamingBothSizes() throws {
        let png = try good()
        var path = ""
        let (message, _) = try check(.image(at: 0, scale: 2), ext: "png", record: .missing) { p in
            path = p; try Data(png).write(to: URL(fileURLWithPath: p))
        }
        XCTAssertTrue(message?.contains("does not match reference@320×568 px") == true, message ?? "passed")
        XCTAssertEqual(contents(path), Data(png))
    }

    func testAFolderAtTheReferencesPathFailsAndStays() throws {
        for record in [SnapshotTestingConfiguration.Record.missing, .never, .all, .failed] {
            var path = ""
            let (message, _) = try check(.image(at: 0, scale: 1), ext: "png", record: record) { p in
                path = p
                try FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
                try Data("inside".utf8).write(to: URL(fileURLWithPath: p + "/inside"))
            }
            XCTAssertNotNil(message, "a folder is not a reference (\(record))")
            var isFolder: ObjCBool = false
            XCTAssertTrue(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue, "\(record)")
            XCTAssertEqual(contents(path + "/inside"), Data("inside".utf8), "\(record)")
        }
    }

    func testLinksAreFollowedAndADanglingOrLoopingOneFails() throws {
        let png = try good()
        // A link to a good reference: compared through it, passes, the link stays a link.
        var linkPath = ""
        let target = try temporarySnapshotDirectory(self) + "/real.png"
        try Data(png).write(to: URL(fileURLWithPath: target))
        let (passed, _) = try check(.image(at: 0, scale: 1), ext: "png", record: .missing) { p in
            linkPath = p; try FileManager.default.createSymbolicLink(atPath: p, withDestinationPath: target)
        }
        XCTAssertNil(passed)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: linkPath), target)
        // A looping link: a failure, the link left alone.
        for record in [SnapshotTestingConfiguration.Record.missing, .never] {
            let (message, _) = try check(.image(at: 0, scale: 1), ext: "png", record: record) { p in
                linkPath = p; try FileManager.default.createSymbolicLink(atPath: p, withDestinationPath: p)
            }
            XCTAssertNotNil(message, "a looping link is not a reference (\(record))")
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: linkPath), linkPath)
        }
    }

    func testAnUnreadableReferenceFailsAndStays() throws {
        guard geteuid() != 0 else { throw XCTSkip("root reads every file; bad-inputs.sh covers unreadable files as nobody") }
        let png = try good()
        var path = ""
        let (message, _) = try check(.image(at: 0, scale: 1), ext: "png", record: .missing) { p in
            path = p; try Data(png).write(to: URL(fileURLWithPath: p)); chmod(p, 0)
        }
        XCTAssertNotNil(message)
        chmod(path, 0o644)
        XCTAssertEqual(contents(path), Data(png))
    }

    func testATraceReferenceThatIsNotATraceFailsNamingTheLines() throws {
        for bytes in [[UInt8](), Array("\u{0}\u{1}binary\u{FF}".utf8), [0xFF, 0xFE, 0x00, 0x41]] {
            var path = ""
            let (message, _) = try check(.trace(at: [0, 0.2], script: badgeClick), ext: "txt", record: .missing) { p in
                path = p; try Data(bytes).write(to: URL(fileURLWithPath: p))
            }
            let text = try XCTUnwrap(message)
            XCTAssertTrue(text.contains("badge"), "the diff shows the new trace's lines: \(text)")
            XCTAssertEqual(contents(path), Data(bytes))
        }
    }

    /// With recording off (CI), a snapshot that cannot be taken ends the assertion at once with the
    /// reason — with and without a reference — and records nothing.
    func testWithRecordingOffARefusedSnapshotFailsAtOnce() throws {
        let broken = Preview("broken") { _, _ in throw SceneError.missingResource("card.png", detail: "looked in Resources/") }
        for withReference in [false, true] {
            let dir = try temporarySnapshotDirectory(self)
            if withReference {
                _ = verifySnapshot(of: BadgeViewController(), as: .image(at: 0, scale: 1), named: "r", snapshotDirectory: dir, testName: "t")
                _ = verifySnapshot(of: BadgeViewController(), as: .trace(at: [0]), named: "r", snapshotDirectory: dir, testName: "t")
            }
            let before = files(in: dir).map { contents(dir + "/" + $0) }
            let cases: [(String, () -> String?)] = [
                ("the time is out of range: -1 s", { verifySnapshot(of: BadgeViewController(), as: .image(at: -1, scale: 1), named: "r", record: .never,
                                                   snapshotDirectory: dir, testName: "t") }),
                ("the times are not in order: 0.1 comes after 0.5", { verifySnapshot(of: BadgeViewController(), as: .frames(at: [0.5, 0.1], scale: 1), named: "r",
                                                            record: .never, snapshotDirectory: dir, testName: "t") }),
                ("script:1: unknown action 'klick'", { verifySnapshot(of: BadgeViewController(), as: .trace(at: [0], script: "0.1 klick 1 2"),
                                                                      named: "r", record: .never, snapshotDirectory: dir, testName: "t") }),
                ("missing resource 'card.png'", { verifySnapshot(of: broken, as: .image(at: 0.2, scale: 1), named: "r", record: .never,
                                                                 snapshotDirectory: dir, testName: "t") }),
            ]
            for (expected, run) in cases {
                var message: String?
                let start = Date()
                let issues = capturingIssues { message = run() }
                XCTAssertLessThan(Date().timeIntervalSince(start), 3, "\(expected): ended at once")
                XCTAssertEqual(issues.count, 1, "\(issues)")
                XCTAssertTrue(issues.first?.contains(expected) == true, "«\(issues)» lacks «\(expected)»")
                XCTAssertTrue(issues.first?.hasSuffix("No snapshot was taken, so nothing is recorded or compared.") == true, "\(issues)")
                let text = try XCTUnwrap(message, "\(expected): the assertion fails")
                XCTAssertFalse(text.contains("Exceeded timeout"), text)
                if withReference { XCTAssertTrue(text.contains("No snapshot was taken: ") && text.contains(expected), text) }
            }
            XCTAssertEqual(files(in: dir).map { contents(dir + "/" + $0) }, before, "nothing recorded or replaced")
        }
    }
}
