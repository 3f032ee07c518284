import Foundation
import MotionGeometry

/// Records frames to a video file by piping raw RGBA8 frames into `ffmpeg`.
///
/// The container follows the file's extension:
/// - `.mp4`: H.264 (libx264, CRF 18), yuv420p, `+faststart` (playable while downloading). yuv420p needs
///   even dimensions: an odd width or height is padded by one black column or row.
/// - `.webm`: VP9 (libvpx-vp9, constant quality), yuv420p.
/// - `.gif`: a 256-colour palette generated from the whole clip (palettegen), applied with error-diffusion
///   dithering (paletteuse, sierra2_4a) so gradients do not band. GIF delays are whole hundredths of a
///   second and browsers slow delays under 2/100 s down to 1/10 s, so a rate above 50 fps is halved
///   until it is at most 50 (60 → 30 fps, every other frame): the clip keeps its duration.
///
/// Frame count and duration are exact: n frames at `fps` last n / fps seconds (for GIF at the halved rate).
/// Alpha is dropped (frames are opaque). A dead ffmpeg is an error carrying its last stderr line, never a
/// SIGPIPE crash: SIGPIPE is ignored process-wide and every write is checked.
public final class VideoRecorder {
    public enum Container: String, CaseIterable {
        case mp4, webm, gif
    }

    public let path: String
    public let width: Int
    public let height: Int
    public let fps: Double
    public let container: Container
    /// Frames appended so far.
    public private(set) var frameCount = 0

    private let process: Process
    private let input: Int32
    private let stderrPath: String
    private var finished = false

    /// Starts ffmpeg. - Parameter ffmpeg: the executable (default: `ffmpeg` found on PATH).
    /// - Throws: `OutputError` for an unknown extension, bad size or rate, or a missing ffmpeg
    ///   ("record needs ffmpeg (apt-get install ffmpeg)").
    public init(path: String, width: Int, height: Int, fps: Double, ffmpeg: String? = nil) throws {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let container = Container(rawValue: ext) else {
            throw OutputError("cannot record \(path): unknown video type '.\(ext)' (use .mp4, .webm or .gif)")
        }
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw OutputError("cannot record \(path): size \(width)×\(height) is outside 1…16384")
        }
        guard fps.isFinite, fps >= 1, fps <= 1000 else {
            throw OutputError("cannot record \(path): frame rate \(fps) is outside 1…1000")
        }
        guard let executable = ffmpeg ?? VideoRecorder.findOnPath("ffmpeg") else {
            throw OutputError("record needs ffmpeg (apt-get install ffmpeg)")
        }
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        self.container = container
        VideoRecorder.ignoreSIGPIPE

        stderrPath = NSTemporaryDirectory() + "motionlab-ffmpeg-\(getpid())-\(UUID().uuidString).log"
        guard FileManager.default.createFile(atPath: stderrPath, contents: nil),
              let errorLog = FileHandle(forWritingAtPath: stderrPath) else {
            throw OutputError.errno("create", stderrPath, Glibc.errno)
        }
        defer { try? errorLog.close() }
        let pipe = Pipe()
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = VideoRecorder.arguments(container: container, width: width, height: height, fps: fps, path: path)
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorLog
        do { try process.run() } catch {
            try? FileManager.default.removeItem(atPath: stderrPath)
            throw OutputError("cannot record \(path): cannot start \(executable): \(error)")
        }
        // Only the write end stays open here, so a dead ffmpeg turns writes into EPIPE instead of a hang.
        try? pipe.fileHandleForReading.close()
        input = dup(pipe.fileHandleForWriting.fileDescriptor)
        try? pipe.fileHandleForWriting.close()
        guard input >= 0 else { throw OutputError.errno("record", path, Glibc.errno) }
        _ = fcntl(input, F_SETFD, FD_CLOEXEC)
    }

    deinit {
        if !finished {
            close(input)
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(atPath: stderrPath)
        }
    }

    /// The ffmpeg command line (after the executable) for `container`.
    static func arguments(container: Container, width: Int, height: Int, fps: Double, path: String) -> [String] {
        let rate = String(format: "%.6g", fps)
        var args = ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-y",
                    "-f", "rawvideo", "-pixel_format", "rgba", "-video_size", "\(width)x\(height)",
                    "-framerate", rate, "-i", "pipe:0", "-an"]
        switch container {
        case .mp4:
            var filter = "format=rgb24"
            if width % 2 != 0 || height % 2 != 0 { filter += ",pad=ceil(iw/2)*2:ceil(ih/2)*2" }
            args += ["-vf", filter, "-c:v", "libx264", "-preset", "veryfast", "-crf", "18",
                     "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            args += ["-vf", "format=rgb24", "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "32", "-b:v", "0",
                     "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-f", "webm"]
        case .gif:
            let gifRate = gifFrameRate(fps)
            let resample = gifRate == fps ? "" : "fps=\(String(format: "%.6g", gifRate)),"
            args += ["-filter_complex",
                     "[0:v]\(resample)format=rgb24,split[a][b];[a]palettegen=stats_mode=full:reserve_transparent=0[p];"
                     + "[b][p]paletteuse=dither=sierra2_4a",
                     "-f", "gif"]
        }
        return args + [path]
    }

    /// The GIF frame rate for `fps`: halved until at most 50 (delays of at least 2/100 s).
    public static func gifFrameRate(_ fps: Double) -> Double {
        var rate = fps
        while rate > 50 { rate /= 2 }
        return rate
    }

    /// Appends one frame: `width * height * 4` RGBA8 bytes, rows top-down.
    public func append(rgba pixels: UnsafeRawBufferPointer) throws {
        precondition(!finished, "VideoRecorder.append after finish")
        guard pixels.count == width * height * 4, let base = pixels.baseAddress else {
            throw OutputError("cannot record \(path): frame has \(pixels.count) bytes, expected \(width)×\(height)×4")
        }
        var offset = 0
        while offset < pixels.count {
            let n = write(input, base + offset, pixels.count - offset)
            if n < 0 {
                let code = Glibc.errno
                if code == EINTR { continue }
                throw failure(code == EPIPE ? nil : code)
            }
            offset += n
        }
        frameCount += 1
    }

    public func append(_ image: CGImage) throws {
        guard image.width == width, image.height == height else {
            throw OutputError("cannot record \(path): frame is \(image.width)×\(image.height), video is \(width)×\(height)")
        }
        try image.pixels.withUnsafeBytes { try append(rgba: $0) }
    }

    public func append(_ target: SDLOffscreenTarget) throws {
        try target.withPixels { try append(rgba: $0) }
    }

    /// Closes the input, waits for ffmpeg and checks that it succeeded and wrote the file.
    /// Returns the number of frames appended.
    @discardableResult
    public func finish() throws -> Int {
        precondition(!finished, "VideoRecorder.finish called twice")
        finished = true
        defer { try? FileManager.default.removeItem(atPath: stderrPath) }
        close(input)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { throw exitError() }
        guard frameCount > 0 else { throw OutputError("cannot record \(path): no frames were appended") }
        var info = stat()
        guard stat(path, &info) == 0, info.st_size > 0 else {
            throw OutputError("cannot record \(path): ffmpeg exited 0 but wrote no file")
        }
        return frameCount
    }

    /// The error for a failed write: ffmpeg's last stderr line once it has exited (a broken pipe), else errno.
    private func failure(_ code: Int32?) -> OutputError {
        finished = true
        close(input)
        if code == nil || !process.isRunning {
            process.waitUntilExit()
            defer { try? FileManager.default.removeItem(atPath: stderrPath) }
            return exitError()
        }
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: stderrPath)
        return OutputError.errno("record", path, code!)
    }

    private func exitError() -> OutputError {
        let log = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        let last = log.split(whereSeparator: \.isNewline).last.map(String.init) ?? "(no message)"
        let how = process.terminationReason == .uncaughtSignal ? "was killed by signal \(process.terminationStatus)"
                                                               : "exited with status \(process.terminationStatus)"
        return OutputError("cannot record \(path): ffmpeg \(how): \(last)")
    }

    /// The first executable `name` in PATH.
    static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Writing to a pipe whose reader died must fail with EPIPE, not kill the process.
    private static let ignoreSIGPIPE: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
}
