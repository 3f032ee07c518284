import ArgumentParser
import Foundation
import MotionRender
import MotionHost

/// `motionlab run` (and `motionlab` alone): the live window. Without a display it says so in one line
/// and renders the scene headless into ./motionlab-out instead.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the preview window on a scene (headless frames in ./motionlab-out when there is no display)."
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: "Quit after this many seconds (for scripted checks); 0 runs until the window closes.")
    var seconds: Double = 0

    func validate() throws {
        guard seconds.isFinite, seconds >= 0 else { throw ValidationError("--seconds must be ≥ 0, got \(seconds)") }
    }

    func run() throws {
        let (type, settings) = try sceneOptions.resolve()
        guard SDLWindow.displayAvailable() else {
            let out = "motionlab-out"
            print("motionlab: no display (DISPLAY/WAYLAND_DISPLAY unset or unusable); rendering '\(type.name)' headless into ./\(out) instead")
            var options = HeadlessSession.Options()
            options.framesDirectory = out
            options.tracePath = out + "/trace.jsonl"
            options.every = 6
            options.scale = CGFloat(sceneOptions.scale)
            let session = try HeadlessSession(scene: type, settings: settings, options: options)
            let progress = ProgressLine(total: session.frameCount)
            let n = try session.run(progress: { progress.update(done: $0 + 1) })
            progress.finish()
            let written = Array(stride(from: 0, to: session.frameCount, by: options.every))
            try SceneContactSheet.write(directory: out, frames: SceneContactSheet.pick(written, maxCells: 12), fps: options.fps,
                                        shrink: sceneOptions.scale, to: out + "/contact-sheet.png")
            print("wrote \(n) frames, contact-sheet.png and trace.jsonl to ./\(out)")
            return
        }
        let live = try LiveSession(scene: type, settings: settings, scale: CGFloat(sceneOptions.scale))
        try live.run(maxSeconds: seconds > 0 ? seconds : nil)
    }
}
