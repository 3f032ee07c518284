import Foundation
import MotionGeometry
import MotionOutput

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
/// Alpha is dropped (frames are opaque).
///
/// **Nothing is reported done that is not.** ffmpeg writes a staging file (`OutputFile`, staged:
/// beside the target, or in `$TMPDIR` for a FIFO or a device), never the user's path, and is given
/// it as a `file:` URL, so no name — `take-12:30.mp4`, `file:x.mp4`, `-y.mp4` — is read as a
/// protocol or an option. `finish()` then requires ffmpeg's exit status 0 *and* a complete file:
/// ffprobe must read back exactly the frames sent and their duration (ffmpeg exits 0 after a write
/// error on a full disk). Only then does the file replace what was at the path — a video that failed,
/// or was interrupted by a signal, leaves the old one as it was and no temporary file behind.
/// ffmpeg runs as a `ChildTool`: if it stops reading (or finishing makes no progress) for
/// `ChildTool.stallTimeout` seconds it is killed and that is the error; if it dies, its status and
/// last line are. Every failure is one `OutputError`; `append` and `finish` may be called again after
/// one and repeat it (never a trap).
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
    /// With `.createNew`: the names to take instead when `path` was taken by the time the video is
    /// complete (see `OutputFile.alternativeNames`).
    public var alternativeNames: ((Int) -> String)? {
        get { output.alternativeNames }
        set { output.alternativeNames = newValue }
    }
    /// Where the finished video is (after `finish()`): `path`, or the alternative name it took.
    public var finalPath: String? { output.committedPath }

    private let output: OutputFile
    private let tool: ChildTool
    private let ffmpeg: String
    /// The first failure; every later call repeats it.
    private var failure: OutputError?
    /// `finish()`'s outcome, once it ran.
    private var outcome: Result<Int, OutputError>?
    /// The last frame, kept while a GIF is too short to have a frame at its halved rate.
    private var lastFrame: [UInt8]?

    /// Starts ffmpeg. - Parameter ffmpeg: the executable (default: `ffmpeg` found on PATH).
    /// - Parameter policy: `.createNew` never replaces an existing file (window recordings).
    /// - Parameter stallTimeout: seconds ffmpeg may go without reading or progressing before it is
    ///   stopped (default `ChildTool`'s: 60 s or `$MOTIONLAB_TOOL_TIMEOUT`).
    /// - Throws: `OutputError` for an unknown extension, bad size or rate, an output that cannot be
    ///   written (a folder, a missing folder, no permission), an ffmpeg that cannot start;
    ///   `MissingToolError` when ffmpeg is not installed ("record needs ffmpeg (apt-get install ffmpeg)").
    public init(path: String, width: Int, height: Int, fps: Double, ffmpeg: String? = nil,
                policy: OutputFile.Policy = .replace, stallTimeout: Double? = nil) throws {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let container = Container(rawValue: ext) else {
            throw OutputError(action: "record", target: path, reason: "unknown video type '.\(ErrorText.clip(ext, limit: 16))' (use .mp4, .webm or .gif)")
        }
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw OutputError(action: "record", target: path, reason: "size \(width)×\(height) is outside 1…16384")
        }
        guard fps.isFinite, fps >= 1, fps <= 1000 else {
            throw OutputError(action: "record", target: path, reason: "frame rate \(fps) is outside 1…1000")
        }
        let executable = try ffmpeg ?? ToolLookup.require("ffmpeg", for: "record")
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        self.container = container
        self.ffmpeg = executable
        output = try OutputFile(path: path, policy: policy, staged: true)
        let staging = output.stagingPath ?? path
        do {
            tool = try ChildTool(name: "ffmpeg", executable: executable,
                                 arguments: VideoRecorder.arguments(container: container, width: width, height: height, fps: fps,
                                                                    path: "file:" + staging),
                                 stallTimeout: stallTimeout)
        } catch let f as ChildTool.Failure {
            output.abandon()
            throw OutputError(action: "record", target: path, reason: f.reason)
        }
    }

    deinit {
        if outcome == nil { cancel() }
    }

    /// The ffmpeg command line (after the executable) for `container`, writing `path` (a `file:` URL).
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

    /// The frames a GIF of `frames` frames at `fps` has after resampling to `gifFrameRate(fps)`
    /// (ffmpeg's fps filter keeps the frame nearest each output time: n·rate/fps rounded half up).
    public static func gifFrameCount(frames: Int, fps: Double) -> Int {
        Int((Double(frames) * gifFrameRate(fps) / fps + 0.5).rounded(.down))
    }

    /// Appends one frame: `width * height * 4` RGBA8 bytes, rows top-down.
    /// - Throws: `OutputError` — ffmpeg exited or stopped reading (it is stopped, the output abandoned).
    public func append(rgba pixels: UnsafeRawBufferPointer) throws {
        if let failure { throw failure }
        guard outcome == nil else { throw OutputError(action: "record", target: path, reason: "the video was already finished") }
        guard pixels.count == width * height * 4, pixels.baseAddress != nil else {
            throw OutputError(action: "record", target: path, reason: "frame has \(pixels.count) bytes, expected \(width)×\(height)×4")
        }
        do {
            try tool.write(pixels)
        } catch let f as ChildTool.Failure {
            throw fail(f.reason)
        }
        frameCount += 1
        if container == .gif && VideoRecorder.gifFrameCount(frames: frameCount, fps: fps) == 0 { lastFrame = Array(pixels) }
        else { lastFrame = nil }
    }

    public func append(_ image: CGImage) throws {
        guard image.width == width, image.height == height else {
            throw OutputError(action: "record", target: path, reason: "frame is \(image.width)×\(image.height), video is \(width)×\(height)")
        }
        try image.pixels.withUnsafeBytes { try append(rgba: $0) }
    }

    public func append(_ target: SDLOffscreenTarget) throws {
        try target.withPixels { try append(rgba: $0) }
    }

    /// Ends the input, waits for ffmpeg, checks its status and the file it wrote (frames and
    /// duration read back), and only then puts the video at its path. Returns the number of frames
    /// appended. A second call returns the same result or throws the same error.
    @discardableResult
    public func finish() throws -> Int {
        if let outcome { return try outcome.get() }
        let result: Result<Int, OutputError>
        do { result = .success(try complete()) } catch let e as OutputError { result = .failure(e) } catch {
            result = .failure(OutputError(action: "record", target: path, reason: ErrorText.describe(error)))
        }
        outcome = result
        if case .failure = result { cancel() }
        return try result.get()
    }

    /// Stops ffmpeg and removes what it wrote; the path keeps what it had. Idempotent.
    public func cancel() {
        tool.stop()
        output.abandon()
    }

    private func complete() throws -> Int {
        if let failure { throw failure }
        guard frameCount > 0 else { throw OutputError(action: "record", target: path, reason: "no frames were appended") }
        // A GIF shorter than one frame at its halved rate: repeat the last frame until it has one.
        if let last = lastFrame {
            while VideoRecorder.gifFrameCount(frames: frameCount, fps: fps) == 0 {
                try last.withUnsafeBytes { try append(rgba: $0) }
            }
        }
        tool.closeInput()
        let staging = output.stagingPath ?? path
        let exit: ChildTool.Exit
        do {
            exit = try tool.wait(progress: { VideoRecorder.fileSize(staging) })
        } catch let f as ChildTool.Failure {
            throw OutputError(action: "record", target: path, reason: f.reason)
        }
        guard exit.succeeded else {
            throw OutputError(action: "record", target: path, reason: spaceReason(staging) + "ffmpeg \(exit)\(tool.saying)")
        }
        let expectedFrames = container == .gif ? VideoRecorder.gifFrameCount(frames: frameCount, fps: fps) : frameCount
        let tolerance = container == .gif ? 2 / VideoRecorder.gifFrameRate(fps) + 0.02 : 0.5 / fps + 0.002
        if let problem = VideoProbe.problem(with: staging, ffmpeg: ffmpeg, frames: expectedFrames,
                                            frameSlack: container == .gif ? 1 : 0,
                                            duration: Double(frameCount) / fps, tolerance: tolerance) {
            let said = tool.saying
            throw OutputError(action: "record", target: path,
                              reason: spaceReason(staging) + "ffmpeg exited 0 but its video is incomplete: \(problem)"
                                  + (said.isEmpty ? "" : "; ffmpeg said" + said))
        }
        try output.commit()
        return frameCount
    }

    /// Records the failure, stops ffmpeg and drops its file.
    private func fail(_ reason: String) -> OutputError {
        let error = OutputError(action: "record", target: path, reason: spaceReason(output.stagingPath ?? path) + reason)
        failure = error
        cancel()
        return error
    }

    /// "No space left on device: " when the disk ffmpeg wrote to is full (its own last line often
    /// names only the stream it could not write), else "".
    private func spaceReason(_ staging: String) -> String {
        var fs = statvfs()
        let full = tool.errorText.contains(ErrorText.systemMessage(ENOSPC))
            || (statvfs(OutputFile.folder(of: staging), &fs) == 0 && UInt64(fs.f_bavail) * UInt64(fs.f_bsize) < 64 << 10)
        return full ? ErrorText.systemMessage(ENOSPC) + ": " : ""
    }

    static func fileSize(_ path: String) -> Int64 {
        var st = stat()
        return stat(path, &st) == 0 ? Int64(st.st_size) : 0
    }

    /// The first executable `name` in PATH (a regular file; a folder of that name is skipped).
    static func findOnPath(_ name: String) -> String? { ToolLookup.find(name) }
}

/// Reads a video back to check it is complete: ffprobe counts the packets of its video stream and
/// reads the container's duration. Without ffprobe (an ffmpeg installed alone), ffmpeg itself
/// remuxes the stream to nowhere and counts the frames (no duration check then).
enum VideoProbe {
    /// Why the video at `path` is not `frames` (± `frameSlack`) frames lasting `duration` (± `tolerance`)
    /// seconds, or nil when it is.
    static func problem(with path: String, ffmpeg: String, frames: Int, frameSlack: Int, duration: Double,
                        tolerance: Double) -> String? {
        guard VideoRecorder.fileSize(path) > 0 else { return "the file is empty" }
        let sibling = OutputFile.folder(of: ffmpeg) + "/ffprobe"
        let counted: (frames: Int, duration: Double?)
        do {
            if let ffprobe = ToolLookup.find(sibling) ?? ToolLookup.find("ffprobe") {
                let r = try ChildTool.run(name: "ffprobe", executable: ffprobe, arguments: [
                    "-v", "error", "-select_streams", "v:0", "-count_packets",
                    "-show_entries", "stream=nb_read_packets:format=duration", "-of", "default=noprint_wrappers=1",
                    "file:" + path])
                guard r.exit.succeeded else { return "ffprobe cannot read it (\(r.lastErrorLine))" }
                var fields: [String: String] = [:]
                for line in String(decoding: r.output, as: UTF8.self).split(whereSeparator: \.isNewline) {
                    let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                    if parts.count == 2 { fields[parts[0]] = parts[1] }
                }
                guard let n = fields["nb_read_packets"].flatMap({ Int($0) }) else { return "it holds no video stream" }
                counted = (n, fields["duration"].flatMap { Double($0) })
            } else {
                let r = try ChildTool.run(name: "ffmpeg", executable: ffmpeg, arguments: [
                    "-nostdin", "-v", "error", "-i", "file:" + path, "-map", "0:v:0", "-c", "copy", "-f", "null",
                    "-progress", "pipe:1", "-"])
                guard r.exit.succeeded else { return "ffmpeg cannot read it back (\(r.lastErrorLine))" }
                let lines = String(decoding: r.output, as: UTF8.self).split(whereSeparator: \.isNewline)
                guard let n = lines.last(where: { $0.hasPrefix("frame=") }).flatMap({ Int($0.dropFirst(6)) }) else {
                    return "it holds no video stream"
                }
                counted = (n, nil)
            }
        } catch {
            return "it cannot be read back (\(ErrorText.describe(error)))"
        }
        if abs(counted.frames - frames) > frameSlack { return "\(counted.frames) of \(frames) frames" }
        if let d = counted.duration, abs(d - duration) > tolerance {
            return "it lasts \(String(format: "%.3f", d)) s, not \(String(format: "%.3f", duration)) s"
        }
        return nil
    }
}
