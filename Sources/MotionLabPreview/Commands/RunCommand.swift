import ArgumentParser
import Foundation
import MotionRender
import MotionHost
import MotionOutput
import MotionReload

/// `motionlab run` (and `motionlab` alone): the live window. When no usable display exists — none
/// named, a dead X server or Wayland socket, or SDL falling back to a driver that shows nothing
/// (offscreen, dummy) — it records headless into ./motionlab-out instead (`renderHeadless`).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the preview window on a scene (headless videos in ./motionlab-out when there is no usable display)."
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(parsing: .unconditional, help: "Quit after this many seconds (0…86400, for scripted checks); 0 runs until the window closes.",
            transform: ArgumentCheck.number(in: 0...86_400, unit: "s"))
    var seconds: Double = 0

    @Option(help: "Input script played in the window at its times (seconds since the window opened, whatever pausing does; the format `render --script` takes).")
    var script: String?

    @Option(help: "Write frame statistics as JSON when the window closes: frames, missed, refresh_hz, interval_ms percentiles (needs a window).")
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
    /// Every how many frames the fallback keeps a PNG when ffmpeg is missing.
    static let fallbackFrameStep = 6

    func run() throws {
        let (type, settings) = try sceneOptions.resolve(literalsMayBeGone: serve)
        if serve { return try runPreviewProcess(type, settings) }
        if watch { return try runWatching(type) }
        // The script is read first, so a bad one is the same usage error with or without a display.
        var input: InputScript?
        if let s = script {
            do { input = try InputScript(contentsOf: s) } catch { throw ValidationError("--script: \(error)") }
        }
        if let problem = SDLWindow.displayProblem() {
            return try renderHeadless(type, settings, script: input, because: problem)
        }
        var options = LiveSession.Options()
        options.scale = CGFloat(sceneOptions.scale)
        options.maxSeconds = seconds > 0 ? seconds : nil
        options.statsPath = stats
        options.speed = speed
        if let input { options.script = input }
        let live: LiveSession
        do {
            live = try LiveSession(preview: type, settings: settings, options: options)
        } catch let e as SDLError where e.function.hasPrefix("SDL_") {
            return try renderHeadless(type, settings, script: input, because: "no window: \(e)")
        }
        let signal = try live.run()
        // Closed by SIGINT/SIGTERM/SIGHUP: exit as a shell expects (128 + the signal), after the
        // statistics were written.
        if signal != 0 { throw ExitCode(128 + signal) }
    }

    /// No usable display: recordings instead, in ./motionlab-out —
    ///
    /// - with `--script`: the scene (`--scene`, else the first) playing that script, for `--seconds`
    ///   or until a second after its last input;
    /// - otherwise a tour: for each preview with a demo (every built-in scene when no `--scene` was
    ///   given; the named one otherwise) a short video of its demo;
    ///
    /// plus one contact sheet of them all. Without ffmpeg, PNG frames (every 6th) instead of videos.
    /// `--stats` measures a window's frames, so it is refused (before anything is written).
    ///
    /// Standard error gets exactly one line: the notice of what was written, at the end (on a
    /// terminal at the start, before the progress line), or on failure the error, which names the
    /// missing display too.
    private func renderHeadless(_ type: Preview, _ settings: TunableValues, script: InputScript?,
                                because problem: String) throws {
        if let stats {
            throw OutputError(action: "write", target: stats,
                              reason: "--stats measures the window's frames, and there is \(problem); nothing was recorded")
        }
        let out = Self.fallbackFolder
        var previews = sceneOptions.scene == nil && script == nil ? PreviewCatalog.all.filter { $0.demo != nil } : [type]
        if previews.isEmpty { previews = [type] }
        let names = previews.map(\.name).joined(separator: ", ")
        let interactive = isatty(2) != 0
        if interactive { StandardError.write("\(PreviewApp.programName): \(problem); recording \(names) headless into ./\(out)") }
        do {
            let written = try recordHeadless(previews, chosen: type, settings: settings, script: script, into: out)
            if !interactive {
                StandardError.write("\(PreviewApp.programName): \(problem); recorded \(names) headless into ./\(out)"
                                    + (written.withoutFFmpeg ? " as PNG frames (\(ToolLookup.missingFFmpeg))" : ""))
            } else if written.withoutFFmpeg {
                StandardError.write("\(PreviewApp.programName): PNG frames instead of videos (\(ToolLookup.missingFFmpeg))")
            }
            StandardOutput.writeReport(written.paths.map { "wrote \(ErrorText.quotedName($0))" }.joined(separator: "\n") + "\n", afterWriting: "./\(out)")
        } catch let e as StandardOutput.ReaderClosed {
            throw e
        } catch let e as ValidationError {
            throw e
        } catch {
            throw OutputError(action: "record", target: "./\(out)",
                              reason: "\(problem), and the headless recording failed: \(ErrorText.describe(error))")
        }
    }

    /// Records each preview (video, or PNG frames when ffmpeg is missing) and the contact sheet.
    private func recordHeadless(_ previews: [Preview], chosen type: Preview, settings: TunableValues, script: InputScript?,
                                into out: String) throws -> (paths: [String], withoutFFmpeg: Bool) {
        try OutputDirectory.create(out)
        let scale = CGFloat(sceneOptions.scale)
        var cells: [ContactSheet.Cell] = []
        var written: [String] = []
        var withoutFFmpeg = ToolLookup.find("ffmpeg") == nil
        let columns = 6
        for preview in previews {
            let values = preview.name == type.name ? settings : TunableValues(preview.tunables)
            let input = try script ?? preview.demo.map { try InputScript(parsing: $0.script, file: "\(preview.name) demo") } ?? InputScript()
            let scriptEnd = (script?.events.last?.time).map { $0 + 1 } ?? preview.demo?.duration ?? 4
            let duration = seconds > 0 ? min(seconds, 600) : min(max(scriptEnd, 0.5), 600)
            let times = (0..<columns).map { duration * (Double($0) + 0.5) / Double(columns) }
            let progress = ProgressLine(total: HeadlessRecording.frameCount(duration: duration, fps: 60 / speed))
            defer { progress.finish() }
            let sink: HeadlessRecording.Sink = withoutFFmpeg ? .frames(folder: "\(out)/\(preview.name)", every: Self.fallbackFrameStep)
                                                             : .video("\(out)/\(preview.name).mp4")
            let result: HeadlessRecording.Result
            do {
                result = try HeadlessRecording.record(preview, settings: values, script: input, duration: duration, fps: 60,
                                                      speed: speed, scale: scale, into: sink, snapshots: times,
                                                      progress: { progress.update(done: $0) })
            } catch is MissingToolError {
                // ffmpeg vanished between the check and the start: frames from here on.
                withoutFFmpeg = true
                result = try HeadlessRecording.record(preview, settings: values, script: input, duration: duration, fps: 60,
                                                      speed: speed, scale: scale, into: .frames(folder: "\(out)/\(preview.name)", every: Self.fallbackFrameStep),
                                                      snapshots: times)
            }
            cells += result.snapshots.map { ContactSheet.Cell(image: $0.image, label: "\(preview.name) \(String(format: "%.1f", $0.time)) s") }
            written.append(withoutFFmpeg ? "\(out)/\(preview.name)/" : "\(out)/\(preview.name).mp4")
        }
        if !cells.isEmpty {
            let sheet = "\(out)/contact-sheet.png"
            try ContactSheet.write(cells, columns: columns, shrink: Int(scale), text: try? SDLTextRasterizer(), to: sheet)
            written.append(sheet)
        }
        return (written, withoutFFmpeg)
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
        var child = ["run", "--serve", "--scene", type.name, "--scale", String(sceneOptions.scale), "--appearance", sceneOptions.appearance.rawValue, "--speed", "\(speed)"]
        for a in RepeatedOptions.expand(sceneOptions.assignments, option: "--set") { child += ["--set", a] }
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

extension ToolLookup {
    /// "ffmpeg is missing (apt-get install ffmpeg)".
    static var missingFFmpeg: String { "ffmpeg is missing: apt-get install ffmpeg" }
}
