import ArgumentParser
import Foundation

/// `motionlab render`: a scene headless on a virtual clock, with scripted input, PNG frames and a trace.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene headless: frame n at t = n/fps; PNG frames and a JSON Lines trace."
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: "Input script: one action a line (T click X Y, T drag X1 Y1 X2 Y2 D, T wheel DX DY, T key NAME …).")
    var script: String?

    @Option(help: "Seconds of scene time to render.")
    var duration: Double = 4

    @Option(help: "Frames per second of the virtual clock.")
    var fps: Double = 60

    @Option(help: "Write frame-NNNNN.png files into this folder.")
    var frames: String?

    @Option(help: "Write every N-th frame only.")
    var every: Int = 1

    @Option(help: "Write a JSON Lines trace of every named layer's presentation values.")
    var trace: String?

    @Flag(help: "Draw the heads-up display on the frames.")
    var hud = false

    func validate() throws {
        guard duration.isFinite, duration >= 0, duration <= 3600 else { throw ValidationError("--duration must be 0…3600 seconds, got \(duration)") }
        guard fps.isFinite, fps >= 1, fps <= 1000 else { throw ValidationError("--fps must be 1…1000, got \(fps)") }
        guard every >= 1 else { throw ValidationError("--every must be ≥ 1, got \(every)") }
    }

    func run() throws {
        let (type, settings) = try sceneOptions.resolve()
        var options = HeadlessSession.Options()
        options.duration = duration
        options.fps = fps
        options.scale = CGFloat(sceneOptions.scale)
        options.framesDirectory = frames
        options.every = every
        options.tracePath = trace
        options.showsHUD = hud
        if let s = script {
            do { options.script = try InputScript(contentsOf: s) } catch { throw ValidationError("--script: \(error)") }
        }
        let session = try HeadlessSession(scene: type, settings: settings, options: options)
        let progress = ProgressLine(total: session.frameCount)
        let written = try session.run(progress: { progress.update(done: $0 + 1) })
        progress.finish()
        var parts = ["\(type.name): \(session.frameCount) frames at \(SceneRunner.format(fps)) fps"]
        if let f = frames { parts.append("\(written) PNG files in \(f)") }
        if let t = trace { parts.append("trace in \(t)") }
        print(parts.joined(separator: "; "))
    }
}
