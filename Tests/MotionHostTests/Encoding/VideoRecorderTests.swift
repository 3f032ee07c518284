import Foundation
import MotionGeometry
@testable import MotionHost
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

    func testFFmpegFailingAtTheEndIsReportedByFinish() throws {
        let dir = try EncodingTest.folder(self)
        // The folder does not exist: ffmpeg reads the frames, then cannot open the output.
        let recorder = try VideoRecorder(path: dir + "/missing/clip.mp4", width: 16, height: 16, fps: 30)
        try? EncodingTest.frame(width: 16, height: 16).pixels.withUnsafeBytes { try recorder.append(rgba: $0) }
        XCTAssertThrowsError(try recorder.finish()) {
            XCTAssertTrue("\($0)".hasPrefix("cannot record \(dir)/missing/clip.mp4: ffmpeg exited with status"), "\($0)")
            XCTAssertTrue("\($0)".contains("No such file or directory"), "\($0)")
        }
    }
}
