import ArgumentParser
import Foundation
import MotionRender
import MotionHost

/// `motionlab run` (and `motionlab` alone): the live window. When no usable display exists — none
/// named, a dead X server or Wayland socket, or SDL falling back to a driver that shows nothing
/// (offscreen, dummy) — it says so in one line on standard error and renders the scene headless
/// into ./motionlab-out instead (for --seconds when given, else 4 s).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the preview window on a scene (headless frames in ./motionlab-out when there is no usable display)."
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(parsing: .unconditional, help: "Quit after this many seconds (0…86400, for scripted checks); 0 runs until the window closes.",
            transform: ArgumentCheck.number(in: 0...86_400, unit: "s"))
    var seconds: Double = 0

    @Option(help: "Input script played in the window at its scene times (the format `render --script` takes).")
    var script: String?

    @Option(help: "Write frame statistics as JSON when the window closes: frames, missed, refresh_hz, interval_ms percentiles.")
    var stats: String?

    @Option(parsing: .unconditional, help: "Playback speed, 0.05…4 × real time (the keys [ and ] step through 0.05, 0.1, 0.25, 0.5, 1, 2, 4).",
            transform: ArgumentCheck.number(in: SceneRunner.speedRange, unit: "× real time"))
    var speed: Double = 1

    /// The folder the headless fallback writes into.
    static let fallbackFolder = "motionlab-out"

    func run() throws {
        let (type, settings) = try sceneOptions.resolve()
        if let problem = SDLWindow.displayProblem() {
            return try renderHeadless(type, settings, because: problem)
        }
        var options = LiveSession.Options()
        options.scale = CGFloat(sceneOptions.scale)
        options.maxSeconds = seconds > 0 ? seconds : nil
        options.statsPath = stats
        options.speed = speed
        if let s = script {
            do { options.script = try InputScript(contentsOf: s) } catch { throw ValidationError("--script: \(error)") }
        }
        let live: LiveSession
        do {
            live = try LiveSession(preview: type, settings: settings, options: options)
        } catch let e as SDLError where e.function.hasPrefix("SDL_") {
            return try renderHeadless(type, settings, because: "no window: \(e)")
        }
        let signal = try live.run()
        // Closed by SIGINT/SIGTERM/SIGHUP: exit as a shell expects (128 + the signal), after the
        // statistics were written.
        if signal != 0 { throw ExitCode(128 + signal) }
    }

    /// No usable display: a scripted tour instead — for each preview with a demo (every built-in
    /// scene when no `--scene` was given; the named one otherwise) a short video of its demo, plus one
    /// contact sheet of them all, in ./motionlab-out. Without ffmpeg, PNG frames instead of videos.
    private func renderHeadless(_ type: Preview, _ settings: TunableValues, because problem: String) throws {
        let out = Self.fallbackFolder
        var previews = sceneOptions.scene == nil ? PreviewCatalog.all.filter { $0.demo != nil } : [type]
        if previews.isEmpty { previews = [type] }
        StandardError.write("motionlab: \(problem); recording \(previews.map(\.name).joined(separator: ", ")) headless into ./\(out) instead")
        try OutputDirectory.create(out)
        let scale = CGFloat(sceneOptions.scale)
        var cells: [ContactSheet.Cell] = []
        var written: [String] = []
        let columns = 6
        for preview in previews {
            let values = preview.name == type.name ? settings : TunableValues(preview.tunables)
            let script = try preview.demo.map { try InputScript(parsing: $0.script, file: "\(preview.name) demo") } ?? InputScript()
            let duration = seconds > 0 ? min(seconds, 600) : preview.demo?.duration ?? 4
            let times = (0..<columns).map { duration * (Double($0) + 0.5) / Double(columns) }
            let path = "\(out)/\(preview.name).mp4"
            let progress = ProgressLine(total: HeadlessSession.frameCount(duration: duration, fps: 60))
            do {
                let r = try HeadlessRecording.record(preview, settings: values, script: script, duration: duration, fps: 60,
                                                     scale: scale, to: path, snapshots: times,
                                                     progress: { progress.update(done: $0) })
                progress.finish()
                cells += r.snapshots.map { ContactSheet.Cell(image: $0.image, label: "\(preview.name) \(String(format: "%.1f", $0.time)) s") }
                written.append(path)
            } catch let e as OutputError where "\(e)".contains("needs ffmpeg") {
                // No ffmpeg: the frames as PNGs (every 6th), so there is still something to look at.
                progress.finish()
                StandardError.write("motionlab: \(e); writing PNG frames for \(preview.name) instead")
                var options = HeadlessSession.Options()
                options.duration = duration
                options.framesDirectory = "\(out)/\(preview.name)"
                options.every = 6
                options.scale = scale
                options.script = script
                let session = try HeadlessSession(preview: preview, settings: values, options: options)
                try session.run()
                written.append(options.framesDirectory! + "/")
            }
        }
        if !cells.isEmpty {
            let sheet = "\(out)/contact-sheet.png"
            try ContactSheet.write(cells, columns: columns, shrink: Int(scale), text: try? SDLTextRasterizer(), to: sheet)
            written.append(sheet)
        }
        try StandardOutput.write(written.map { "wrote \($0)" }.joined(separator: "\n") + "\n")
    }
}
