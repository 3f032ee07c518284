import ArgumentParser
import Foundation
import MotionRender
import MotionHost
import MotionReload

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

    @Flag(help: "Hot reload: watch the package's sources, rebuild this product on every save and show the new code at the same preview, scene time, input and tuned values, in the same window.")
    var watch = false

    @Option(help: "The package --watch rebuilds (a folder with Package.swift); default: the nearest one at or above the working directory (motionlab: its own checkout).")
    var package: String?

    /// `run --watch`'s preview process (internal).
    @Flag(help: .hidden)
    var serve = false

    func validate() throws {
        if package != nil && !watch { throw ValidationError("--package is only for --watch") }
        if serve && watch { throw ValidationError("--serve and --watch exclude each other") }
    }

    /// The folder the headless fallback writes into.
    static let fallbackFolder = "motionlab-out"

    func run() throws {
        let (type, settings) = try sceneOptions.resolve()
        if serve { return try runPreviewProcess(type, settings) }
        if watch { return try runWatching(type) }
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

    // MARK: Hot reload

    /// The options a live session takes from the command line.
    private func liveOptions() throws -> LiveSession.Options {
        var options = LiveSession.Options()
        options.scale = CGFloat(sceneOptions.scale)
        options.maxSeconds = seconds > 0 ? seconds : nil
        options.statsPath = stats
        options.speed = speed
        if let s = script {
            do { options.script = try InputScript(contentsOf: s) } catch { throw ValidationError("--script: \(error)") }
        }
        return options
    }

    /// `run --watch`: this process keeps the window, watches and builds; the preview runs in a preview
    /// process launched from the build (see `WatchHost`).
    private func runWatching(_ type: Preview) throws {
        _ = try liveOptions()  // bad --script is a usage error before anything opens
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let location: PackageLocation
        do {
            location = try PackageLocation.locate(explicitPackage: package, home: package == nil ? PreviewApp.homePackage : nil,
                                                  executable: URL(fileURLWithPath: "/proc/self/exe"), workingDirectory: cwd)
        } catch let p as PackageLocation.Problem {
            switch p {
            case .notASwiftPMBuild: throw RunFailure("--watch: \(p)")
            default: throw ValidationError("--watch: \(p)")
            }
        }
        guard let swift = PackageBuilder.findSwift() else { throw RunFailure("--watch: swift is not on PATH (it rebuilds the preview)") }
        if let problem = SDLWindow.displayProblem() { throw RunFailure("--watch needs a window: \(problem)") }
        var child = ["run", "--serve", "--scene", type.name, "--scale", String(sceneOptions.scale), "--speed", "\(speed)"]
        for a in sceneOptions.assignments { child += ["--set", a] }
        if let s = script { child += ["--script", URL(fileURLWithPath: s, relativeTo: cwd).path] }
        if let s = stats { child += ["--stats", URL(fileURLWithPath: s, relativeTo: cwd).path] }
        LiveSignals.install()
        let host = try WatchHost(.init(title: "MotionLab — \(type.title)", size: type.size, scale: CGFloat(sceneOptions.scale),
                                       location: location, swift: swift, childArguments: child,
                                       maxSeconds: seconds > 0 ? seconds : nil, signalReceived: { LiveSignals.received }))
        let signal = try host.run()
        if signal != 0 { throw ExitCode(128 + signal) }
    }

    /// `run --serve`: the preview process of `run --watch`.
    private func runPreviewProcess(_ type: Preview, _ settings: TunableValues) throws {
        guard let link = ProcessInfo.processInfo.environment[PreviewLink.socketVariable], !link.isEmpty else {
            throw ValidationError("--serve is the preview process of run --watch (it needs its link); use run --watch")
        }
        let signal = try PreviewProcess.run(preview: type, settings: settings, options: try liveOptions())
        if signal != 0 { throw ExitCode(128 + signal) }
    }
}

/// A failure while running, reported as one line with exit code 1.
struct RunFailure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
