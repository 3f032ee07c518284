import ArgumentParser
import Foundation
import MotionOutput
import MotionHost

/// `motionlab bench output`: frames per second written to PNG files by a headless render (every frame),
/// with the fast writer (spng on worker threads) or the old path (`--encoder sdl`: IMG_SavePNG inline).
struct BenchOutputCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "output",
        abstract: "Time a headless render writing every frame as PNG; frames/s written and ms per frame."
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(parsing: .unconditional, help: "Frames to render and write (1…100000, at 60 fps of scene time).",
            transform: ArgumentCheck.wholeNumber(in: 1...100_000))
    var frames: Int = 240

    @Option(help: "PNG encoder: spng (level 1, no filter, worker threads) or sdl (IMG_SavePNG, the old path).")
    var encoder: String = "spng"

    @Option(help: "Input script (default: a built-in one per scene that keeps things moving, see motionScripts).")
    var script: String?

    @Option(help: "Folder for the frames (created with its parents; default: a new folder in $TMPDIR, removed afterwards).")
    var directory: String?

    func validate() throws {
        guard encoder == "spng" || encoder == "sdl" else { throw ValidationError("--encoder must be spng or sdl, got \(encoder)") }
    }

    /// Input that keeps each seed scene moving for 4 s (a still scene would mostly measure dedup):
    /// flings, wheel scrolls, clicks and keys on the scenes' own controls.
    static let motionScripts: [String: String] = [
        "map": "0.2 click 295 41\n1 drag 160 420 160 180 0.15\n2 drag 160 200 160 450 0.15\n3 click 295 41",
        "music": "0.3 drag 160 450 160 150 0.2\n1.6 drag 160 150 160 500 0.2\n2.8 drag 160 450 160 150 0.2",
        "profile": "0.2 wheel 0 60\n1.0 wheel 0 80\n1.8 drag 160 300 160 500 0.2\n2.6 wheel 0 120\n3.4 wheel 0 -200",
        "flight": "0.2 key right\n1.2 key right\n2.2 key left\n3.2 key right",
        "basics": "",
    ]

    private func cpuSeconds(_ clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    func run() throws {
        let (type, settings) = try sceneOptions.resolve()
        // A folder of our own in $TMPDIR (never $TMPDIR created), emptied of exactly the frames
        // this run wrote afterwards.
        let temporary = try directory == nil ? TemporaryFolder(prefix: "motionlab-bench-output") : nil
        let dir = temporary?.path ?? directory ?? ""
        defer { temporary?.remove(files: (0..<frames).map { String(format: "frame-%05d.png", $0) }) }
        var options = HeadlessSession.Options()
        options.scale = CGFloat(sceneOptions.scale)
        options.fps = 60
        options.duration = Double(frames - 1) / 60
        options.framesDirectory = dir
        options.every = 1
        options.frameEncoding = encoder == "sdl" ? .sdlImage : .spng(.fast)
        do {
            options.script = try script.map { try InputScript(contentsOf: $0) }
                ?? InputScript(parsing: BenchOutputCommand.motionScripts[type.name] ?? "")
        } catch { throw ValidationError("--script: \(error)") }
        let session = try HeadlessSession(preview: type, settings: settings, options: options)
        let start = DispatchTime.now().uptimeNanoseconds
        let (main0, all0) = (cpuSeconds(CLOCK_THREAD_CPUTIME_ID), cpuSeconds(CLOCK_PROCESS_CPUTIME_ID))
        let written = try session.run()
        let (main1, all1) = (cpuSeconds(CLOCK_THREAD_CPUTIME_ID), cpuSeconds(CLOCK_PROCESS_CPUTIME_ID))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // CPU time does not depend on what else the machine runs: the main thread's (render + submit) and the
        // whole process's (+ encoding threads). On an otherwise idle machine with `cores` cores, frames/s is
        // at most 1000 / max(main ms, process ms / cores): the bound printed as fps_cpu_bound.
        let mainMs = (main1 - main0) * 1000 / Double(written), allMs = (all1 - all0) * 1000 / Double(written)
        let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
        // Bytes on disk, and frames whose file repeats the previous one's bytes (dedup hits for spng).
        var bytes = 0, repeats = 0
        var previous: Data?
        for n in 0..<session.frameCount {
            guard let data = FileManager.default.contents(atPath: dir + "/" + String(format: "frame-%05d.png", n)) else {
                throw ValidationError("bench output: frame \(n) is missing in \(dir)")
            }
            bytes += data.count
            if data == previous { repeats += 1 }
            previous = data
        }
        func r(_ x: Double) -> String { String(format: "%.3f", x) }
        func r1(_ x: Double) -> String { String(format: "%.1f", x) }
        let count = Double(written)
        let fields: [String] = [
            "\"scene\":\"\(type.name)\"", "\"scale\":\(sceneOptions.scale)", "\"encoder\":\"\(encoder)\"",
            "\"frames\":\(written)", "\"seconds\":\(r(seconds))", "\"fps_written\":\(r1(count / seconds))",
            "\"ms_per_frame\":\(r(seconds * 1000 / count))", "\"kb_per_frame\":\(r1(Double(bytes) / 1024 / count))",
            "\"repeated_frames\":\(repeats)", "\"cpu_ms_per_frame\":{\"main\":\(r(mainMs)),\"process\":\(r(allMs))}",
            "\"fps_cpu_bound\":\(r1(1000 / max(mainMs, allMs / cores)))", "\"cores\":\(Int(cores))",
        ]
        try StandardOutput.write("{" + fields.joined(separator: ",") + "}\n")
    }
}
