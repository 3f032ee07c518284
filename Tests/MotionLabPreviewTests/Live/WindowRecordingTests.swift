import XCTest
import MotionOutput
@testable import MotionLabPreview

/// V recordings: constant 60 fps from the window's frame times, names that never collide, no file
/// for a recording without frames.
final class WindowRecordingTests: XCTestCase {
    private var dir = ""
    private var saved = ""

    override func setUpWithError() throws {
        guard ToolLookup.find("ffmpeg") != nil, ToolLookup.find("ffprobe") != nil else { throw XCTSkip("ffmpeg/ffprobe not installed") }
        dir = NSTemporaryDirectory() + "motionlab-window-recording-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        saved = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(dir)
    }

    override func tearDown() {
        FileManager.default.changeCurrentDirectoryPath(saved)
        try? FileManager.default.removeItem(atPath: dir)
    }

    private let size = (width: 32, height: 24)
    private var pixels: [UInt8] { [UInt8](repeating: 200, count: 32 * 24 * 4) }

    private func frames(_ path: String) throws -> Int? {
        let r = try ChildTool.run(name: "ffprobe", executable: ToolLookup.find("ffprobe") ?? "", arguments: [
            "-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries", "stream=nb_read_packets",
            "-of", "csv=p=0", "file:" + path])
        return Int(String(decoding: r.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func testFramesRepeatToTheWindowsTimesAt60PerSecond() throws {
        let r = try WindowRecording(size: size, start: 10)
        XCTAssertNil(pixels.withUnsafeBytes { r.append($0, size: size, at: 10) })
        XCTAssertNil(pixels.withUnsafeBytes { r.append($0, size: size, at: 10.1) })
        XCTAssertEqual(try r.stop(at: 10.5), 30, "0.5 s at 60 fps")
        XCTAssertEqual(r.finalPath, r.path)
        XCTAssertEqual(try frames(r.path), 30)
    }

    func testTwoRecordingsInOneSecondGetTwoNamesAndAnExistingFileIsNeverReplaced() throws {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let first = try WindowRecording(size: size, start: 0, date: date)
        let second = try WindowRecording(size: size, start: 0, date: date)
        XCTAssertNotEqual(first.path, second.path)
        XCTAssertTrue(second.path.hasSuffix("-2.mp4"), second.path)
        for r in [first, second] {
            XCTAssertNil(pixels.withUnsafeBytes { r.append($0, size: size, at: 0) })
            XCTAssertEqual(try r.stop(at: 0.1), 6)
        }
        // A file of the next name made by someone else: skipped, untouched.
        let taken = WindowRecording.name(stamp: String(first.path.dropFirst("motionlab-recording-".count).prefix(15)), attempt: 3)
        FileManager.default.createFile(atPath: taken, contents: Data("someone else's".utf8))
        let third = try WindowRecording(size: size, start: 0, date: date)
        XCTAssertTrue(third.path.hasSuffix("-4.mp4"), third.path)
        XCTAssertEqual(FileManager.default.contents(atPath: taken), Data("someone else's".utf8))
        third.cancel()
    }

    func testARecordingWithoutFramesOrCancelledLeavesNoFile() throws {
        let r = try WindowRecording(size: size, start: 0)
        XCTAssertEqual(try r.stop(at: 3), 0)
        let c = try WindowRecording(size: size, start: 0)
        XCTAssertNil(pixels.withUnsafeBytes { c.append($0, size: size, at: 0) })
        c.cancel()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [], "no video, no hidden temporary file")
        XCTAssertEqual(pixels.withUnsafeBytes { WindowRecordingTests.resized(c, $0) }, "Recording stopped: the window was resized (nothing was saved)")
    }

    private static func resized(_ r: WindowRecording, _ p: UnsafeRawBufferPointer) -> String? {
        r.append(p, size: (width: 16, height: 24), at: 1)
    }
}
