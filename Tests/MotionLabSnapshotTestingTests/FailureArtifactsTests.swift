import XCTest
@testable import MotionLabSnapshotTesting

/// A failing image snapshot writes its pictures under `$SNAPSHOT_ARTIFACTS`; when that cannot be written
/// — a file where the folder should be, a device, a path under a file — the failure still reports (its
/// message then ends with one line naming the folder and the system's reason), nothing is written
/// anywhere else, and nothing traps.
final class FailureArtifactsTests: XCTestCase {
    private var saved: String?

    override func setUp() {
        super.setUp()
        saved = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
    }

    override func tearDown() {
        if let saved { setenv("SNAPSHOT_ARTIFACTS", saved, 1) } else { unsetenv("SNAPSHOT_ARTIFACTS") }
        super.tearDown()
    }

    func testArtifactsThatCannotBeWrittenAreOneLineOfTheFailureMessage() throws {
        let dir = NSTemporaryDirectory() + "artifacts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/a-file"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: file))
        for (base, reason) in [(file, "Not a directory"), ("/dev/full", "Not a directory"), (file + "/below", "Not a directory")] {
            setenv("SNAPSHOT_ARTIFACTS", base, 1)
            let result = FailureArtifacts.write(kind: "image", reference: Data([1, 2, 3]), failure: Data([4, 5, 6]), difference: Data([7]))
            guard case .failure = result else { return XCTFail("\(base): written") }
            let text = FailureArtifacts.describe(result)
            XCTAssertFalse(text.contains("\n"), "\(base): \(text)")
            XCTAssertTrue(text.hasPrefix("The reference, new and difference images could not be written to \(base)/MotionLabSnapshotTesting"), text)
            XCTAssertTrue(text.contains(reason), "\(base): \(text)")
        }
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "keep", "the file in the folder's place is left as it was")
    }

    /// A writable folder gets the three pictures, byte for byte, in a folder named by their hash.
    func testArtifactsAreWrittenUnderTheVariablesFolder() throws {
        let dir = NSTemporaryDirectory() + "artifacts-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        setenv("SNAPSHOT_ARTIFACTS", dir, 1)
        let result = FailureArtifacts.write(kind: "image", reference: Data([1, 2, 3]), failure: Data([4, 5, 6]), difference: Data([7]))
        guard case .success(let paths) = result else { return XCTFail("\(result)") }
        XCTAssertTrue(paths.reference.hasPrefix(dir + "/MotionLabSnapshotTesting/image-"))
        XCTAssertEqual(FileManager.default.contents(atPath: paths.reference), Data([1, 2, 3]))
        XCTAssertEqual(FileManager.default.contents(atPath: paths.failure), Data([4, 5, 6]))
        XCTAssertEqual(paths.difference.flatMap { FileManager.default.contents(atPath: $0) }, Data([7]))
    }
}
