import ArgumentParser
import Foundation
import MotionOutput

/// `motionlab bench storyboard [--name NAME] [--scenes N] [--runs N]`: the cost of Interface Builder
/// files. Prints one JSON object:
///
///     {"scenes": 10, "compile_ms": …, "generated_lines": …, "storyboard": "Bench", "load_ms": …, "views": …}
///
/// `compile_ms`: the median wall time over `--runs` of the `motionlab-port ib` tool (what the
/// MotionLabPort plugin runs once per target when a storyboard changes) on a storyboard of N scenes as
/// Xcode writes them (`StoryboardBenchmark.storyboardXML`); needs the tool beside the executable
/// (after a build of a target that uses the plugin), else the compile figures are null. `load_ms`: the
/// median CPU time of instantiating the compiled storyboard NAME's initial scene and laying it out
/// (only a program whose target compiled storyboards has one: run it in such a package, e.g.
/// `swift run -c release StoryboardApp bench storyboard --name Bench`); null when the program has no
/// storyboard of that name.
struct BenchStoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Interface Builder files: compiling a storyboard of N scenes and loading a compiled one's initial scene, as one JSON object."
    )

    @Option(help: "The compiled storyboard whose initial scene is loaded (default: Bench, else Main, else the first).")
    var name: String?
    @Option(parsing: .unconditional, help: "Scenes of the storyboard compiled (1…200).", transform: ArgumentCheck.wholeNumber(in: 1...200))
    var scenes = 10
    @Option(parsing: .unconditional, help: "Runs of each measurement (1…1000).", transform: ArgumentCheck.wholeNumber(in: 1...1000))
    var runs = 11
    @Option(name: .customLong("storyboard-out"), help: ArgumentHelp("Also write the N-scene storyboard compiled to this file (to put it in a package and measure its loading).", valueName: "file"))
    var storyboardOut: String?

    func run() throws {
        // An unknown --name is the user's input, a usage error (2) like an unknown --scene — checked
        // before anything is written or measured.
        if let name, InterfaceBuilderRegistry.storyboard(named: name) == nil {
            let names = InterfaceBuilderRegistry.storyboardNames
            throw ValidationError("--name: no storyboard named '\(ErrorText.clip(name))' in this program"
                + (names.isEmpty ? " (it has none: run `bench storyboard` in a package whose iOS/ folder has storyboards, such as Examples/StoryboardApp)"
                   : "; storyboards: \(names.joined(separator: ", "))"))
        }
        if let storyboardOut {
            do { try OutputFile.write(StoryboardBenchmark.storyboardXML(scenes: scenes), to: storyboardOut) } catch let error as OutputError {
                throw RunFailure("cannot write \(ErrorText.clip(storyboardOut)): \(error.reason)")
            }
        }
        var fields: [String] = ["\"scenes\": \(scenes)"]
        // Compiling: the tool on a generated storyboard in a temporary folder.
        if let tool = try? PortTool.locate() {
            let (ms, lines) = try compile(tool: tool)
            fields += ["\"compile_ms\": \(String(format: "%.2f", ms))", "\"generated_lines\": \(lines)"]
        } else {
            fields += ["\"compile_ms\": null", "\"generated_lines\": null"]
        }
        let names = InterfaceBuilderRegistry.storyboardNames
        let chosen = name ?? (names.contains("Bench") ? "Bench" : names.contains("Main") ? "Main" : names.first)
        if let chosen {
            let (ms, views) = try StoryboardBenchmark.loadMilliseconds(storyboard: chosen, runs: runs)
            fields += ["\"storyboard\": \"\(chosen)\"", "\"load_ms\": \(String(format: "%.3f", ms))", "\"views\": \(views)"]
        } else {
            fields += ["\"storyboard\": null", "\"load_ms\": null", "\"views\": null"]
        }
        try StandardOutput.write("{\(fields.joined(separator: ", "))\(BenchBuild.marker)}\n")
    }

    func compile(tool: String) throws -> (Double, Int) {
        let fm = FileManager.default
        let folder = fm.temporaryDirectory.appendingPathComponent("motionlab-bench-ib-\(getpid())").path
        let ios = folder + "/iOS"
        let out = folder + "/out"
        defer { try? fm.removeItem(atPath: folder) }
        do {
            try fm.createDirectory(atPath: ios, withIntermediateDirectories: true)
            try StoryboardBenchmark.storyboardXML(scenes: scenes).write(toFile: ios + "/Bench.storyboard", atomically: true, encoding: .utf8)
        } catch {
            throw RunFailure("bench storyboard: cannot write a temporary storyboard in \(folder): \(error.localizedDescription)")
        }
        var times: [Double] = []
        for _ in 0..<runs {
            try? fm.removeItem(atPath: out)
            let start = Date()
            let result: (exit: ChildTool.Exit, output: [UInt8], lastErrorLine: String)
            do {
                result = try ChildTool.run(name: "motionlab-port", executable: tool,
                                           arguments: ["ib", "--output-dir", out, "--root", ios, ios + "/Bench.storyboard"], endsGently: true)
            } catch let failure as ChildTool.Failure {
                throw RunFailure("bench storyboard: \(failure.reason)")
            }
            times.append(Date().timeIntervalSince(start) * 1000)
            guard case .status(0) = result.exit else {
                throw RunFailure("bench storyboard: motionlab-port ib failed: \(result.lastErrorLine)")
            }
        }
        let generated = (try? fm.contentsOfDirectory(atPath: out)) ?? []
        var lines = 0
        for f in generated { lines += ((try? String(contentsOfFile: out + "/" + f, encoding: .utf8)) ?? "").split(separator: "\n").count }
        return (median(times), lines)
    }
}
