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

    private func renderHeadless(_ type: Preview, _ settings: TunableValues, because problem: String) throws {
        let out = Self.fallbackFolder
        StandardError.write("motionlab: \(problem); rendering '\(type.name)' headless into ./\(out) instead")
        var options = HeadlessSession.Options()
        options.duration = seconds > 0 ? min(seconds, 3600) : 4
        options.framesDirectory = out
        options.tracePath = out + "/trace.jsonl"
        options.every = 6
        options.scale = CGFloat(sceneOptions.scale)
        try OutputDirectory.create(out)
        let session = try HeadlessSession(preview: type, settings: settings, options: options)
        let n = try session.run()
        try StandardOutput.write("wrote \(n) frames and trace.jsonl to ./\(out)\n")
    }
}
