import ArgumentParser
import Foundation
import MotionOutput
import MotionHost

/// `motionlab record`: a preview rendered headless into a video — H.264 `.mp4` (yuv420p, plays
/// everywhere), VP9 `.webm` or `.gif` (a palette made from the clip) — through ffmpeg. Without
/// `--script`, a preview with a demo tour plays it (the built-in scenes have one).
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a scene headless to .mp4, .webm or .gif (needs ffmpeg): frame n at t = n/fps, ⌈duration·fps⌉ frames.",
        discussion: "The video lasts --duration seconds rounded up to whole frames: 3 s at 60 fps is 180 frames (t = 0 … 2.983 s); 0.2 s at 7.5 fps is 2 frames, 0.267 s. It replaces what is at --out only once ffmpeg has written it completely (frames and duration read back); a failure or a signal leaves the old file as it was."
    )

    @OptionGroup var sceneOptions: SceneOptions

    @OptionGroup var userStorage: UserStorageOptions

    @Option(help: "Input script (the render format); default: the scene's demo tour, if it has one.")
    var script: String?

    @Option(parsing: .unconditional, help: "Seconds of video (> 0, ≤ 600); default: the demo's length, else 4.",
            transform: ArgumentCheck.number(above: 0, atMost: 600, unit: "s"))
    var duration: Double?

    @Option(parsing: .unconditional, help: "Frames per second (1…120).",
            transform: ArgumentCheck.number(in: 1...120, unit: "frames per second"))
    var fps: Double = 60

    @Option(parsing: .unconditional, help: "The video file: .mp4, .webm or .gif (a name starting with '-' is a name).")
    var out: String

    func validate() throws {
        let ext = (out as NSString).pathExtension.lowercased()
        guard VideoRecorder.Container(rawValue: ext) != nil else {
            throw ValidationError("--out \(ErrorText.clip(out)): the file must end in .mp4, .webm or .gif")
        }
    }

    func run() throws {
        userStorage.apply()
        let (preview, settings) = try sceneOptions.resolve()
        var input = InputScript()
        if let s = script, let why = OutputOverlap.conflict(output: out, option: "--out", inputs: [.init("--script", s)]) {
            throw ValidationError(why)
        }
        if let s = script {
            do { input = try InputScript(contentsOf: s) } catch { throw ValidationError("--script: \(error)") }
        } else if let demo = preview.demo {
            input = try InputScript(parsing: demo.script, file: "\(preview.name) demo")
        }
        let seconds = duration ?? (script == nil ? preview.demo?.duration : nil) ?? 4
        let total = HeadlessRecording.frameCount(duration: seconds, fps: fps)
        let progress = ProgressLine(total: total)
        let result = try HeadlessRecording.record(preview, settings: settings, script: input, duration: seconds, fps: fps,
                                                  scale: CGFloat(sceneOptions.scale), to: out,
                                                  progress: { progress.update(done: $0) })
        progress.finish()
        StandardOutput.writeReport("\(preview.name): \(result.frames) frames at \(SceneRunner.format(fps)) fps (\(SceneRunner.format(seconds)) s) in \(ErrorText.quotedName(out))\n",
                                   afterWriting: out)
    }
}
