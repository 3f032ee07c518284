import ArgumentParser
import Foundation
import MotionRender
import MotionHost
import MotionInspector
import MotionOutput

/// `motionlab inspect`: the running animations of a scene at one scene time, as JSON — the inspector
/// panel's list (key I) for CI: layer, key path, kind, from, to, begin, duration, progress (of the
/// current iteration, consistent with begin and duration), curve and the value on screen.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the animations running in a scene at scene time T as JSON (the inspector's list)."
    )

    @OptionGroup var sceneOptions: SceneOptions

    @OptionGroup var userStorage: UserStorageOptions

    @Option(parsing: .unconditional, help: "Scene time to inspect, 0…3600 s (the script and scene replay from 0 up to it).",
            transform: ArgumentCheck.number(in: 0...3600, unit: "s"))
    var at: Double

    @Option(help: "Input script played up to --at (the format `render --script` takes).")
    var script: String?

    func run() throws {
        userStorage.apply()
        let (type, settings) = try sceneOptions.resolve()
        var inputs: [(time: Double, input: SceneInput)] = []
        if let s = script {
            do { inputs = try InputScript(contentsOf: s).events.map { ($0.time, $0.input) } } catch { throw ValidationError("--script: \(error)") }
        }
        let scale = CGFloat(sceneOptions.scale)
        let context = AnimationContext()
        try context.perform { try HostServices.install(screenScale: scale) }
        let runner = try SceneRunner(preview: type, settings: settings, context: context, screenScale: scale)
        try runner.rebuild(replaying: inputs, to: at, pipeline: FramePipeline())
        // Begin times on the script's clock, as `--at` is (a `key r` in the script restarts the scene,
        // not that clock).
        let animations = AnimationInspector.animations(in: runner.rootLayer, context: context, sceneStart: runner.replayStart)
        try StandardOutput.write(InspectorJSON.document(t: at, animations: animations))
    }
}
