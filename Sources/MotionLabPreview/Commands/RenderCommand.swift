import ArgumentParser
import Foundation
import MotionOutput

/// `motionlab render`: a scene headless on a virtual clock, with scripted input, PNG frames and a trace.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene headless: frame n at t = n/fps; PNG frames and a JSON Lines trace."
    )

    @OptionGroup var sceneOptions: SceneOptions

    @OptionGroup var userStorage: UserStorageOptions

    @Option(help: "Input script: one action a line (T click X Y, T drag X1 Y1 X2 Y2 D, T wheel DX DY, T key NAME …).")
    var script: String?

    @Option(parsing: .unconditional, help: "Seconds of scene time to render (0…3600).",
            transform: ArgumentCheck.number(in: 0...3600, unit: "s"))
    var duration: Double = 4

    @Option(parsing: .unconditional, help: "Frames per second of the virtual clock (1…1000).",
            transform: ArgumentCheck.number(in: 1...1000, unit: "frames per second"))
    var fps: Double = 60

    @Option(help: "Write frame-NNNNN.png files into this folder (created with its parents if missing).")
    var frames: String?

    @Option(parsing: .unconditional, help: "Write every N-th frame only (1…1000000).",
            transform: ArgumentCheck.wholeNumber(in: 1...1_000_000))
    var every: Int = 1

    @Option(help: "Write a JSON Lines trace of every named layer's presentation values (through symbolic links and special files; a regular file is replaced only once the trace is complete).")
    var trace: String?

    @Flag(help: "Draw the heads-up display on the frames.")
    var hud = false

    @Option(parsing: .unconditional, help: "Render only the frame at this scene time (0…3600 s; the script and scene replay from 0 up to it): one PNG, identical to that frame of the full run, and its trace line.",
            transform: ArgumentCheck.number(in: 0...3600, unit: "s"))
    var at: Double?

    func validate() throws {
        if at != nil && frames == nil && trace == nil {
            throw ValidationError("--at needs --frames DIR or --trace FILE to write the frame to")
        }
    }

    func run() throws {
        userStorage.apply()
        let (type, settings) = try sceneOptions.resolve()
        var options = HeadlessSession.Options()
        options.duration = duration
        options.fps = fps
        options.scale = CGFloat(sceneOptions.scale)
        options.framesDirectory = frames
        options.every = every
        options.tracePath = trace
        options.showsHUD = hud
        if let at {
            // The frame whose time is at (frame n at n/fps); a time between frames takes the nearest.
            options.onlyFrame = HeadlessSession.frameIndex(at: at, fps: fps)
            options.duration = max(duration, Double(options.onlyFrame!) / fps)
            options.every = 1
        }
        // An output that is the script being read would replace it (checked before anything is made).
        let inputs = script.map { [OutputOverlap.Input("--script", $0)] } ?? []
        if let t = trace, let why = OutputOverlap.conflict(output: t, option: "--trace", inputs: inputs) { throw ValidationError(why) }
        if let f = frames, let why = OutputOverlap.conflict(output: f, option: "--frames", isFolder: true, inputs: inputs) { throw ValidationError(why) }
        if let s = script {
            do { options.script = try InputScript(contentsOf: s) } catch { throw ValidationError("--script: \(error)") }
        }
        let made = try frames.map { try OutputDirectory.create($0) }
        // A run that fails (a usage error, an unwritable trace, a bad resource) leaves no folder it made.
        let written: Int
        let session: HeadlessSession
        do {
            if let f = frames, let t = trace, HeadlessSession.traceOverwritesFrame(trace: t, framesDirectory: f) {
                throw ValidationError("--trace \(ErrorText.clip(t)) would overwrite a frame this run writes into \(ErrorText.clip(f)); name the trace otherwise")
            }
            session = try HeadlessSession(preview: type, settings: settings, options: options)
            let progress = ProgressLine(total: session.frameCount)
            written = try session.run(progress: { progress.update(done: $0 + 1) })
            progress.finish()
        } catch {
            made?.remove()
            throw error
        }
        made?.keep()
        var parts = [options.onlyFrame.map { "\(type.name): frame \($0) at t = \(SceneRunner.format(Double($0) / fps)) s" }
                     ?? "\(type.name): \(session.frameCount) frames at \(SceneRunner.format(fps)) fps"]
        if let f = frames { parts.append("\(written) PNG files in \(ErrorText.quotedName(f))") }
        if let t = trace { parts.append("trace in \(ErrorText.quotedName(t))") }
        // With frames or a trace written, the line is the report of a committed write (see
        // `writeReport`); without, it is the command's whole output.
        let outputs = [frames, trace].compactMap { $0 }
        if outputs.isEmpty { try StandardOutput.write(parts.joined(separator: "; ") + "\n") }
        else { StandardOutput.writeReport(parts.joined(separator: "; ") + "\n", afterWriting: outputs.joined(separator: " and ")) }
    }
}
