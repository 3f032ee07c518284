import XCTest
import UIKit
@testable import MotionLabSnapshotTesting

/// Bad arguments and previews that fail to build are test failures with a message naming what is
/// wrong — never a trap — and nothing is recorded or replaced, whatever the record mode.
final class BadInputTests: XCTestCase {
    /// Runs one strategy that must be refused; returns the reported message.
    func refused<Format>(_ strategy: Snapshotting<UIViewController, Format>, record: SnapshotTestingConfiguration.Record = .missing,
                         file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let dir = try temporarySnapshotDirectory(self)
        let issues = capturingIssues {
            let start = Date()
            let message = verifySnapshot(of: BadgeViewController(), as: strategy, named: "bad", record: record,
                                         snapshotDirectory: dir, timeout: 0.01)
            XCTAssertTrue(message?.hasPrefix("Exceeded timeout of 0.01 seconds waiting for snapshot.") == true, message ?? "passed",
                          file: file, line: line)
            XCTAssertLessThan(Date().timeIntervalSince(start), 2, file: file, line: line)
        }
        XCTAssertEqual(files(in: dir), [], "nothing recorded", file: file, line: line)
        XCTAssertEqual(issues.count, 1, "\(issues)", file: file, line: line)
        let message = issues.first ?? ""
        XCTAssertTrue(message.hasPrefix("MotionLabSnapshotTesting ."), message, file: file, line: line)
        XCTAssertTrue(message.hasSuffix("No snapshot was taken, so nothing is recorded or compared (swift-snapshot-testing reports this as a timeout)."),
                      message, file: file, line: line)
        return message
    }

    func assertRefused<Format>(_ strategy: Snapshotting<UIViewController, Format>, _ expected: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let message = try refused(strategy, file: file, line: line)
        XCTAssertTrue(message.contains(expected), "«\(message)» lacks «\(expected)»", file: file, line: line)
    }

    func testBadTimes() throws {
        try assertRefused(.image(at: -1), ".image(at: -1): the time is out of range: -1 s; times are scene seconds in 0…3600")
        try assertRefused(.image(at: .nan), ".image(at: nan): the time is not a finite number")
        try assertRefused(.image(at: .infinity), "the time is not a finite number")
        try assertRefused(.image(at: 3601), "the time is out of range: 3601 s")
        try assertRefused(.trace(at: [0, 0.5, 0.2]), ".trace(at: [0, 0.5, 0.2]): the times are not in order: 0.2 comes after 0.5")
        try assertRefused(.trace(at: []), ".trace(at: []): no times: give at least one scene time in seconds")
        try assertRefused(.frames(at: [0, -0.1]), "time 2 (-0.1) is out of range")
        // Thousands of times: the call is summarised, the message stays one readable line.
        let many = (0..<2000).map { Double($0) / 10 } + [-1]
        let message = try refused(.frames(at: many))
        XCTAssertTrue(message.contains(".frames(at: [0, 0.1, 0.2, …, 199.9, -1] (2001 times)): time 2001 (-1) is out of range"), message)
        XCTAssertLessThan(message.count, 400)
    }

    func testBadSizesScalesAndPrecisions() throws {
        try assertRefused(.image(at: 0, size: .zero), "size 0×0 is empty or not finite; a size is at least 1×1 points")
        try assertRefused(.image(at: 0, size: CGSize(width: -3, height: 100)), "size -3×100 is empty or not finite")
        try assertRefused(.image(at: 0, size: CGSize(width: CGFloat.nan, height: 100)), "is empty or not finite")
        try assertRefused(.image(at: 0, size: CGSize(width: 5000, height: 100)), "size 5000×100 is too large; previews are 1…4096 points a side")
        try assertRefused(.image(at: 0, size: CGSize(width: 4000, height: 100), scale: 3),
                          "size 4000×100 points at scale 3 is 12000×300 pixels; the limit is 8192 pixels a side")
        try assertRefused(.image(at: 0, scale: 0), "scale 0 is out of range; scale is pixels per point, 1, 2 or 3")
        try assertRefused(.frames(at: [0], scale: 4), "scale 4 is out of range")
        try assertRefused(.image(at: 0, precision: 1.5), "precision 1.5 is out of range; it is a fraction in 0…1 (1: exact)")
        try assertRefused(.image(at: 0, precision: -0.1), "precision -0.1 is out of range")
        try assertRefused(.image(at: 0, perceptualPrecision: .nan), "perceptualPrecision nan is out of range")
        try assertRefused(.frames(at: [0], perceptualPrecision: 2), "perceptualPrecision 2.0 is out of range")
    }

    func testBadScriptsFailWithTheParsersMessage() throws {
        try assertRefused(.image(at: 0.5, script: "0.1 klick 160 422"),
                          "script:1: unknown action 'klick'; expected click, down, move, up, drag, wheel, key, type or fingers")
        try assertRefused(.trace(at: [0.5], script: "0.1 click 160 422\n0.3 drag 1 2 3"), "script:2: 'drag' takes 5 numbers")
        try assertRefused(.image(at: 0.5, script: "0.1 key warp"), "script:1: unknown key 'warp'; keys: space r h")
        try assertRefused(.image(at: 0.5, script: "-1 click 1 2"), "script:1: expected a time in seconds (0…3600) first, got '-1'")
    }

    func testATraceWithNoNamedLayersSaysHowToNameThem() throws {
        final class Plain: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
        }
        let dir = try temporarySnapshotDirectory(self)
        let issues = capturingIssues {
            _ = verifySnapshot(of: Plain(), as: .trace(at: [0]), snapshotDirectory: dir, timeout: 0.01)
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues.first?.contains(".trace(at: [0]) of Plain: no layer is named at these times") == true, "\(issues)")
        XCTAssertTrue(issues.first?.contains("view.accessibilityIdentifier") == true)
        XCTAssertEqual(files(in: dir), [])
    }

    /// A preview that throws while it is built (a missing image, say) fails naming the error.
    func testAPreviewThatFailsToBuildIsAFailureNamingTheError() throws {
        let dir = try temporarySnapshotDirectory(self)
        let broken = Preview("broken") { _, _ in throw SceneError.missingResource("card.png", detail: "looked in Resources/") }
        let issues = capturingIssues {
            _ = verifySnapshot(of: broken, as: .image(at: 0.2), snapshotDirectory: dir, timeout: 0.01)
        }
        XCTAssertEqual(issues, ["MotionLabSnapshotTesting .image(at: 0.2) of preview 'broken': missing resource 'card.png': "
                                + "looked in Resources/. No snapshot was taken, so nothing is recorded or compared "
                                + "(swift-snapshot-testing reports this as a timeout)."])
    }

    /// In `.all` and `.failed` a refused snapshot leaves the reference as it was.
    func testARefusedSnapshotNeverReplacesAReference() throws {
        let dir = try temporarySnapshotDirectory(self)
        _ = verifySnapshot(of: BadgeViewController(), as: .image(at: 0, scale: 1), named: "kept", snapshotDirectory: dir)
        let reference = dir + "/testARefusedSnapshotNeverReplacesAReference.kept.png"
        let before = try XCTUnwrap(contents(reference))
        for mode in [SnapshotTestingConfiguration.Record.all, .failed, .missing, .never] {
            let issues = capturingIssues {
                _ = verifySnapshot(of: BadgeViewController(), as: .image(at: -1, scale: 1), named: "kept", record: mode,
                                   snapshotDirectory: dir, timeout: 0.01)
            }
            XCTAssertEqual(issues.count, 1, "\(mode)")
            XCTAssertEqual(contents(reference), before, "\(mode)")
        }
        XCTAssertEqual(files(in: dir), ["testARefusedSnapshotNeverReplacesAReference.kept.png"])
    }
}
