import XCTest
@testable import MotionOutput

/// An output that is one of the run's inputs is refused before anything is touched; folders a failed
/// run made are removed (notes/attacker.md, D11 and D8).
final class OutputOverlapTests: XCTestCase {
    var dir = ""
    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "overlap-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/frames", withIntermediateDirectories: true)
        try "0.1 click 1 1\n".write(toFile: dir + "/frames/s.txt", atomically: true, encoding: .utf8)
        try "other\n".write(toFile: dir + "/other.txt", atomically: true, encoding: .utf8)
    }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func testTheSameFileBySpellingLinkOrHardLinkConflicts() throws {
        let script = dir + "/frames/s.txt"
        XCTAssertNotNil(OutputOverlap.conflict(output: dir + "/frames/../frames/s.txt", option: "--trace", inputs: [.init("--script", script)]))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: script)
        XCTAssertNotNil(OutputOverlap.conflict(output: dir + "/link", option: "--trace", inputs: [.init("--script", script)]))
        XCTAssertEqual(link(script, dir + "/hard"), 0)
        XCTAssertNotNil(OutputOverlap.conflict(output: dir + "/hard", option: "--trace", inputs: [.init("--script", script)]))
        XCTAssertNil(OutputOverlap.conflict(output: dir + "/other.txt", option: "--trace", inputs: [.init("--script", script)]))
        XCTAssertNil(OutputOverlap.conflict(output: dir + "/new.txt", option: "--trace", inputs: [.init("--script", script)]))
    }

    func testAFolderHoldingAnInputConflicts() {
        let why = OutputOverlap.conflict(output: dir + "/frames", option: "--frames", isFolder: true, inputs: [.init("--script", dir + "/frames/s.txt")])
        XCTAssertTrue(why?.contains("holds --script") == true, why ?? "nil")
        XCTAssertNil(OutputOverlap.conflict(output: dir + "/fram", option: "--frames", isFolder: true, inputs: [.init("--script", dir + "/frames/s.txt")]))
        XCTAssertNotNil(OutputOverlap.conflict(output: dir + "/frames", option: "--output-dir", isFolder: true, inputs: [.init("--root", dir + "/frames/")]))
    }

    func testCreatedFoldersGoAgainWhenTheRunFails() throws {
        let made = try OutputDirectory.create(dir + "/a/b/c")
        XCTAssertEqual(made.paths, [dir + "/a", dir + "/a/b", dir + "/a/b/c"])
        made.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/a"))
        // Existing folders are not the run's: nothing of them goes.
        let again = try OutputDirectory.create(dir + "/frames/x")
        XCTAssertEqual(again.paths, [dir + "/frames/x"])
        again.remove()
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/frames/s.txt"))
    }
}
