import XCTest
import UIKit
@testable import MotionLabSnapshotTesting

/// A reference at the test's default place (`__Snapshots__/SpecialReferenceTests/<test>.1.png`) that
/// is a FIFO or a link to /dev/zero: swift-snapshot-testing can only say "you don't have permission";
/// the strategy says what it is, and leaves it where it is.
final class SpecialReferenceTests: XCTestCase {
    /// The default reference folder of this file's tests, made for the test and removed after it.
    func referenceFolder() throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SpecialReferenceTests").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock {
            // Only what the test made: its entries, then the folders if they are empty (rmdir).
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix("testA") {
                unlink(folder + "/" + name)
            }
            rmdir(folder)
            rmdir((folder as NSString).deletingLastPathComponent)
        }
        return folder
    }

    /// Verifies `strategy` (made in the test, as a test writes it: it learns the test's name there)
    /// against the reference `make` puts at `reference`.
    func issues(for reference: String, _ strategy: Snapshotting<UIViewController, UIImage>, testName: String = #function,
                _ make: (String) throws -> Void) throws -> [String] {
        try make(reference)
        var message: String?
        let reported = capturingIssues {
            message = verifySnapshot(of: BadgeViewController(), as: strategy, record: .never, testName: testName)
        }
        XCTAssertNotNil(message, "an unreadable reference fails")
        return reported
    }

    func testAFIFOReferenceSaysItIsAFIFO() throws {
        let path = try referenceFolder() + "/testAFIFOReferenceSaysItIsAFIFO.1.png"
        let reported = try issues(for: path, .image(at: 0, scale: 1)) { XCTAssertEqual(mkfifo($0, 0o644), 0) }
        XCTAssertEqual(reported.count, 1, "\(reported)")
        XCTAssertTrue(reported.first?.contains("the reference \(path) is a FIFO, not a file") ?? false, "\(reported)")
        var st = stat()
        XCTAssertEqual(lstat(path, &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFIFO, "left as it was")
    }

    func testALinkToDevZeroSaysWhereItLeads() throws {
        let path = try referenceFolder() + "/testALinkToDevZeroSaysWhereItLeads.1.png"
        let reported = try issues(for: path, .image(at: 0, scale: 1)) {
            try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/zero")
        }
        XCTAssertTrue(reported.first?.contains("is a symbolic link to a character device (/dev/zero), not a file") ?? false, "\(reported)")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path), "/dev/zero")
    }

    func testTestNamesAreSanitizedAsSwiftSnapshotTestingDoes() {
        XCTAssertEqual(ReferenceLocation.sanitized("testPulse()"), "testPulse")
        XCTAssertEqual(ReferenceLocation.sanitized("test a(b:c:)"), "test-a-b-c")
    }
}
