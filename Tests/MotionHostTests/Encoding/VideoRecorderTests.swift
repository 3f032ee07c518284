import Foundation
import MotionGeometry
@testable import MotionHost
import MotionOutput
import XCTest

/// Records a synthetic clip (a red square moving across a grey background) and checks the files with
/// ffprobe and ffmpeg's own decoder: frame count, duration, codec, pixel format, and where the square is.
final class VideoRecorderTests: XCTestCase {
    static let width = 96, height = 64

    /// Frame n: grey background, a 16×16 red square whose left edge is at x = n (mod 80).
    static func frame(_ n: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let left = n % (width - 16)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let inside = x >= left && x < left + 16 && y >= 24 && y < 40
                pixels[i] = inside ? 230 : 90; pixels[i + 1] = inside ? 20 : 90; pixels[i + 2] = inside ? 20 : 90
                pixels[i + 3] = 255
            }
        }
        return pixels
    }

    override func setUpWithError() throws {
        guard VideoRecorder.findOnPath("ffmpeg") != nil, VideoRecorder.findOnPath("ffprobe") != nil else {
            throw XCTSkip("ffmpeg/ffprobe not installed (scripts/install-deps.sh installs them)")
        }
    }

    func record(_ path: String, frames: Int, fps: Double = 60) throws {
        let recorder = try VideoRecorder(path: path, width: Self.width, height: Self.height, fps: fps)
        for n in 0..<frames { try Self.frame(n).withUnsafeBytes { try recorder.append(rgba: $0) } }
        XCTAssertEqual(try recorder.finish(), frames)
    }

    /// `ffprobe` fields of the first video stream (counting frames by decoding them) and the container.
    func probe(_ path: String) throws -> [String: String] {
        let out = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                                           "-show_entries", "stream=codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate:format=duration",
                                           "-of", "default=noprint_wrappers=1", path])
        var fields: [String: String] = [:]
        for line in String(decoding: out, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(arguments)")
        return data
    }

    /// Frame `index` of the file decoded by ffmpeg to RGB24.
    func decodedFrame(_ path: String, index: Int) throws -> [UInt8] {
        [UInt8](try run("/usr/bin/env", ["ffmpeg", "-v", "error", "-i", path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1",
                                         "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"]))
    }

    func assertSquare(in rgb: [UInt8], at left: Int, width: Int, file: StaticString = #filePath, line: UInt = #line) {
        guard rgb.count >= width * Self.height * 3 else { return XCTFail("decoded \(rgb.count) bytes", file: file, line: line) }
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * width + x) * 3
            return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
        }
        let centre = pixel(left + 8, 32), outside = pixel((left + 48) % Self.width, 10)
        XCTAssertTrue(centre.0 > 180 && centre.1 < 70 && centre.2 < 70, "square centre \(centre)", file: file, line: line)
        XCTAssertTrue(abs(outside.0 - 90) < 12 && abs(outside.1 - 90) < 12 && abs(outside.2 - 90) < 12,
                      "background \(outside)", file: file, line: line)
    }

    func testMP4IsH264Yuv420pWithExactFrameCountAndDuration() throws {
        let dir = try EncodingTest.folder(self)
        try record(dir + "/clip.mp4", frames: 180)
        let info = try probe(dir + "/clip.mp4")
        XCTAssertEqual(info["codec_name"], "h264")
        XCTAssertEqual(info["pix_fmt"], "yuv420p")
        XCTAssertEqual(info["nb_read_frames"], "180", "3 s at 60 fps")
        XCTAssertEqual(info["r_frame_rate"], "60/1")
        XCTAssertEqual(Double(info["duration"] ?? "") ?? 0, 3.0, accuracy: 1e-3)
        assertSquare(in: try decodedFrame(dir + "/clip.mp4", index: 50), at: 50, width: Self.width)
        // +faststart: the index (moov) comes before the media data (mdat).
        let bytes = EncodingTest.bytes(dir + "/clip.mp4") ?? []
        let head = String(decoding: bytes.prefix(4096).map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
        XCTAssertTrue(head.contains("moov"), "moov atom not at the start")
    }

    func testOddSizesArePaddedToEvenForMP4() throws {
        let dir = try EncodingTest.folder(self)
        let recorder = try VideoRecorder(path: dir + "/odd.mp4", width: 33, height: 21, fps: 30)
        for _ in 0..<10 { try recorder.append(EncodingTest.frame(width: 33, height: 21)) }
        try recorder.finish()
        let info = try probe(dir + "/odd.mp4")
        XCTAssertEqual(info["width"], "34"); XCTAssertEqual(info["height"], "22")
        XCTAssertEqual(info["nb_read_frames"], "10")
    }

    func testWebMIsVP9WithExactFrameCount() throws {
        let dir = try EncodingTest.folder(self)
        try record(dir + "/clip.webm", frames: 90)
        let info = try probe(dir + "/clip.webm")
        XCTAssertEqual(info["codec_name"], "vp9")
        XCTAssertEqual(info["pix_fmt"], "yuv420p")
        XCTAssertEqual(info["nb_read_frames"], "90")
        XCTAssertEqual(Double(info["duration"] ?? "") ?? 0, 1.5, accuracy: 2e-3)
        assertSquare(in: try decodedFrame(dir + "/clip.webm", index: 30), at: 30, width: Self.width)
    }

    func testGIFAt60FpsBecomes30FpsWithTheSameDurationAndAPaletteFromTheClip() throws {
        let dir = try EncodingTest.folder(self)
        try record(dir + "/clip.gif", frames: 180)
        let info = try probe(dir + "/clip.gif")
        XCTAssertEqual(info["codec_name"], "gif")
        XCTAssertEqual(info["nb_read_frames"], "90", "every other frame of 180 at 60 fps")
        XCTAssertEqual(Double(info["duration"] ?? "") ?? 0, 3.0, accuracy: 0.02)
        // GIF frame 20 at 30 fps is source frame 40; the palette holds the exact grey and red.
        let rgb = try decodedFrame(dir + "/clip.gif", index: 20)
        assertSquare(in: rgb, at: 40, width: Self.width)
        XCTAssertEqual(Array(rgb[0..<3]), [90, 90, 90])
        XCTAssertEqual(VideoRecorder.gifFrameRate(60), 30)
        XCTAssertEqual(VideoRecorder.gifFrameRate(50), 50)
        XCTAssertEqual(VideoRecorder.gifFrameRate(120), 30)
    }

    func testAnUnknownExtensionIsRefused() {
        XCTAssertThrowsError(try VideoRecorder(path: "clip.avi", width: 10, height: 10, fps: 30)) {
            XCTAssertEqual("\($0)", "cannot record clip.avi: unknown video type '.avi' (use .mp4, .webm or .gif)")
        }
    }

    func testAMissingFFmpegIsAOneLineError() throws {
        let saved = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let empty = try EncodingTest.folder(self)
        setenv("PATH", empty, 1)
        defer { setenv("PATH", saved, 1) }
        XCTAssertThrowsError(try VideoRecorder(path: "clip.mp4", width: 10, height: 10, fps: 30)) {
            XCTAssertEqual("\($0)", "record needs ffmpeg (apt-get install ffmpeg)")
        }
    }

    func testAnFFmpegThatDiesIsAnErrorWithItsLastLineNotACrash() throws {
        let dir = try EncodingTest.folder(self)
        let fake = dir + "/fake-ffmpeg"
        try "#!/bin/sh\necho 'starting' >&2\necho 'Unknown encoder libx264' >&2\nexit 1\n".write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let recorder = try VideoRecorder(path: dir + "/clip.mp4", width: 256, height: 256, fps: 30, ffmpeg: fake)
        var thrown: Error?
        do {
            // 256 KB a frame: more than a pipe holds, so a write meets the closed pipe (EPIPE, SIGPIPE ignored).
            for n in 0..<20 { try EncodingTest.frame(width: 256, height: 256, square: n).pixels.withUnsafeBytes { try recorder.append(rgba: $0) } }
        } catch { thrown = error }
        XCTAssertEqual(thrown.map { "\($0)" }, "cannot record \(dir)/clip.mp4: ffmpeg exited with status 1: Unknown encoder libx264")
    }

    func testAnOutputThatCannotBeWrittenFailsBeforeFFmpegStarts() throws {
        let dir = try EncodingTest.folder(self)
        XCTAssertThrowsError(try VideoRecorder(path: dir + "/missing/clip.mp4", width: 16, height: 16, fps: 30)) {
            XCTAssertEqual("\($0)", "cannot write \(dir)/missing/clip.mp4: No such file or directory")
        }
        try FileManager.default.createDirectory(atPath: dir + "/folder.mp4", withIntermediateDirectories: false)
        FileManager.default.createFile(atPath: dir + "/folder.mp4/inside", contents: Data([1]))
        XCTAssertThrowsError(try VideoRecorder(path: dir + "/folder.mp4", width: 16, height: 16, fps: 30)) {
            XCTAssertEqual("\($0)", "cannot write \(dir)/folder.mp4: Is a directory")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/folder.mp4"), ["inside"], "a folder is never removed")
    }
}

/// ffmpeg is a child tool that may fail in every way: each failure is one error, the file at the
/// path stays as it was, nothing temporary is left, and calling on after a failure repeats it.
final class VideoRecorderFailureTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try EncodingTest.folder(self)
    }

    /// A fake ffmpeg: a shell script with `body`.
    private func fake(_ name: String, _ body: String) throws -> String {
        let path = dir + "/" + name
        try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    private func old(_ name: String) -> String {
        let path = dir + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data("old video".utf8))
        return path
    }

    private func contents(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }

    /// Everything in the folder but the fakes and the files named.
    private func leftovers(besides names: [String]) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).filter { !$0.hasPrefix("ff-") && !names.contains($0) }.sorted()
    }

    /// Feeds `frames` 64×48 frames and finishes; returns the error thrown (by append or finish).
    private func record(_ path: String, ffmpeg: String?, frames: Int = 5, stallTimeout: Double? = nil) -> Error? {
        do {
            let recorder = try VideoRecorder(path: path, width: 64, height: 48, fps: 30, ffmpeg: ffmpeg)
            do {
                for n in 0..<frames { try recorder.append(EncodingTest.frame(square: n)) }
                try recorder.finish()
            } catch {
                // Calling on after a failure repeats it instead of trapping.
                XCTAssertThrowsError(try recorder.finish()) { XCTAssertEqual("\($0)", "\(error)") }
                XCTAssertThrowsError(try recorder.append(EncodingTest.frame()))
                return error
            }
            return nil
        } catch { return error }
    }

    func testAnFFmpegThatExitsZeroWithoutWritingIsAnErrorAndTheOldFileStays() throws {
        let path = old("clip.mp4")
        let error = record(path, ffmpeg: try fake("ff-zero", "cat >/dev/null; exit 0"))
        XCTAssertEqual(error.map { "\($0)" }, "cannot record \(path): ffmpeg exited 0 but its video is incomplete: the file is empty")
        XCTAssertEqual(contents(path), "old video")
        XCTAssertEqual(try leftovers(besides: ["clip.mp4"]), [])
    }

    func testAnFFmpegThatWritesATruncatedFileIsAnError() throws {
        let path = old("clip.mp4")
        // Writes 100 bytes of what looks like an MP4 start to the file it is given, then exits 0.
        let script = "for last; do :; done; cat >/dev/null; head -c 100 /dev/zero | tr '\\\\0' 'x' > \"${last#file:}\"; exit 0"
        let error = record(path, ffmpeg: try fake("ff-short", script))
        XCTAssertTrue(error.map { "\($0)" }?.hasPrefix("cannot record \(path): ffmpeg exited 0 but its video is incomplete: ffprobe cannot read it") == true,
                      "\(String(describing: error))")
        XCTAssertEqual(contents(path), "old video")
        XCTAssertEqual(try leftovers(besides: ["clip.mp4"]), [])
    }

    func testAnFFmpegThatExitsOneOrIsKilledIsAnErrorWithItsStatus() throws {
        let path = old("clip.webm")
        XCTAssertEqual(record(path, ffmpeg: try fake("ff-one", "echo 'first' >&2; echo 'Unknown encoder libvpx-vp9' >&2; exit 1")).map { "\($0)" },
                       "cannot record \(path): ffmpeg exited with status 1: Unknown encoder libvpx-vp9")
        XCTAssertEqual(record(path, ffmpeg: try fake("ff-killed", "kill -9 $$")).map { "\($0)" },
                       "cannot record \(path): ffmpeg was killed by signal 9 (SIGKILL)")
        XCTAssertEqual(contents(path), "old video")
        XCTAssertEqual(try leftovers(besides: ["clip.webm"]), [])
    }

    func testAnFFmpegThatNeverReadsIsStoppedAfterTheStallTimeout() throws {
        let path = old("clip.gif")
        setenv("MOTIONLAB_TOOL_TIMEOUT", "0.5", 1)
        defer { unsetenv("MOTIONLAB_TOOL_TIMEOUT") }
        // 64×48×4 bytes a frame: the pipe (64 KiB) fills after about 5 frames.
        let error = record(path, ffmpeg: try fake("ff-deaf", "exec sleep 1000"), frames: 40)
        XCTAssertEqual(error.map { "\($0)" }, "cannot record \(path): ffmpeg stopped reading its input for 0.5 s and was stopped")
        XCTAssertEqual(contents(path), "old video")
        XCTAssertEqual(try leftovers(besides: ["clip.gif"]), [])
    }

    func testAnFFmpegThatNeverFinishesIsStoppedAfterTheStallTimeout() throws {
        let path = old("clip.mp4")
        setenv("MOTIONLAB_TOOL_TIMEOUT", "0.5", 1)
        defer { unsetenv("MOTIONLAB_TOOL_TIMEOUT") }
        let error = record(path, ffmpeg: try fake("ff-hang", "cat >/dev/null; exec sleep 1000"))
        XCTAssertEqual(error.map { "\($0)" }, "cannot record \(path): ffmpeg made no progress for 0.5 s and was stopped")
        XCTAssertEqual(contents(path), "old video")
    }

    func testAFolderNamedFFmpegOnThePathIsSkippedAndAMissingOneIsItsOwnError() throws {
        try FileManager.default.createDirectory(atPath: dir + "/bin/ffmpeg", withIntermediateDirectories: true)
        let saved = ProcessInfo.processInfo.environment["PATH"] ?? ""
        setenv("PATH", dir + "/bin", 1)
        defer { setenv("PATH", saved, 1) }
        XCTAssertThrowsError(try VideoRecorder(path: dir + "/x.mp4", width: 8, height: 8, fps: 30)) {
            XCTAssertEqual($0 as? MissingToolError, MissingToolError(purpose: "record", tool: "ffmpeg", package: "ffmpeg"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/x.mp4"))
    }
}

/// Real ffmpeg: names it could misread, special files, never replacing, only complete files.
final class VideoRecorderOutputTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        guard ToolLookup.find("ffmpeg") != nil, ToolLookup.find("ffprobe") != nil else {
            throw XCTSkip("ffmpeg/ffprobe not installed (scripts/install-deps.sh installs them)")
        }
        dir = try EncodingTest.folder(self)
    }

    private func record(_ path: String, frames: Int = 6, policy: OutputFile.Policy = .replace) throws -> VideoRecorder {
        let recorder = try VideoRecorder(path: path, width: 32, height: 24, fps: 30, policy: policy)
        for n in 0..<frames { try recorder.append(EncodingTest.frame(width: 32, height: 24, square: n)) }
        try recorder.finish()
        return recorder
    }

    private func frames(_ path: String) throws -> Int? {
        let r = try ChildTool.run(name: "ffprobe", executable: ToolLookup.find("ffprobe") ?? "", arguments: [
            "-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries", "stream=nb_read_packets",
            "-of", "csv=p=0", "file:" + path])
        return Int(String(decoding: r.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func testNamesFFmpegWouldReadAsProtocolsOrOptionsAreJustFiles() throws {
        FileManager.default.createFile(atPath: dir + "/x.mp4", contents: Data("other".utf8))
        let saved = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(dir)
        defer { FileManager.default.changeCurrentDirectoryPath(saved) }
        for name in ["take-12:30.mp4", "file:x.mp4", "-y.mp4", "pipe:1.mp4"] {
            _ = try record(name)
            XCTAssertEqual(try frames(dir + "/" + name), 6, name)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/x.mp4"), Data("other".utf8), "file:x.mp4 is not x.mp4")
    }

    func testAFIFOGetsTheCompleteVideoAndStaysAFIFO() throws {
        let fifo = dir + "/clip.mp4"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        var received = Data()
        let reader = Thread {
            let fd = open(fifo, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while fd >= 0 {
                let n = read(fd, &buffer, buffer.count)
                if n <= 0 { break }
                received.append(contentsOf: buffer[0..<n])
            }
            close(fd)
        }
        reader.start()
        _ = try record(fifo, frames: 9)
        while !reader.isFinished { usleep(1000) }
        let copy = dir + "/received.mp4"
        FileManager.default.createFile(atPath: copy, contents: received)
        XCTAssertEqual(try frames(copy), 9)
        var st = stat()
        lstat(fifo, &st)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFIFO)
    }

    func testAFullDeviceIsAnErrorAndStaysADevice() throws {
        var full = "/dev/full"
        if getuid() == 0 {
            full = dir + "/full.mp4"
            guard mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 else { throw XCTSkip("mknod failed") }
        }
        XCTAssertThrowsError(try record(full)) { XCTAssertEqual("\($0)", "cannot write \(full): No space left on device") }
        var st = stat()
        stat(full, &st)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFCHR)
    }

    func testASymlinkStaysALinkAndItsTargetGetsTheVideo() throws {
        FileManager.default.createFile(atPath: dir + "/real.mp4", contents: Data("old".utf8))
        symlink("real.mp4", dir + "/link.mp4")
        _ = try record(dir + "/link.mp4")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.mp4"), "real.mp4")
        XCTAssertEqual(try frames(dir + "/real.mp4"), 6)
    }

    func testCreateNewNeverReplacesAndTakesTheNextNameWhenOneAppearedMeanwhile() throws {
        FileManager.default.createFile(atPath: dir + "/rec.mp4", contents: Data("first".utf8))
        XCTAssertThrowsError(try record(dir + "/rec.mp4", policy: .createNew)) { XCTAssertEqual(($0 as? OutputError)?.code, EEXIST) }
        let recorder = try VideoRecorder(path: dir + "/new.mp4", width: 32, height: 24, fps: 30, policy: .createNew)
        recorder.alternativeNames = { "\(self.dir)/new-\($0).mp4" }
        for n in 0..<3 { try recorder.append(EncodingTest.frame(width: 32, height: 24, square: n)) }
        FileManager.default.createFile(atPath: dir + "/new.mp4", contents: Data("appeared".utf8))  // another process
        try recorder.finish()
        XCTAssertEqual(recorder.finalPath, dir + "/new-2.mp4")
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/new.mp4"), Data("appeared".utf8))
        XCTAssertEqual(try frames(dir + "/new-2.mp4"), 3)
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/rec.mp4"), Data("first".utf8))
    }

    func testAVideoWithNoFramesOrCancelledLeavesNothing() throws {
        let empty = try VideoRecorder(path: dir + "/empty.mp4", width: 32, height: 24, fps: 30)
        XCTAssertThrowsError(try empty.finish()) { XCTAssertEqual("\($0)", "cannot record \(self.dir)/empty.mp4: no frames were appended") }
        let cancelled = try VideoRecorder(path: dir + "/cancelled.mp4", width: 32, height: 24, fps: 30)
        try cancelled.append(EncodingTest.frame(width: 32, height: 24))
        cancelled.cancel()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [])
    }

    func testAGIFTooShortForOneFrameAtItsHalvedRateStillGetsOne() throws {
        // One frame at 120 fps is 1/120 s; at the GIF's 30 fps that rounds to no frame at all.
        let recorder = try VideoRecorder(path: dir + "/blink.gif", width: 32, height: 24, fps: 120)
        try recorder.append(EncodingTest.frame(width: 32, height: 24))
        XCTAssertEqual(try recorder.finish(), 2)
        XCTAssertEqual(try frames(dir + "/blink.gif"), 1)
        XCTAssertEqual(VideoRecorder.gifFrameCount(frames: 17, fps: 60), 9)
        XCTAssertEqual(VideoRecorder.gifFrameCount(frames: 9, fps: 120), 2)
        XCTAssertEqual(VideoRecorder.gifFrameCount(frames: 10, fps: 120), 3)
    }
}
