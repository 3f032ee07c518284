import ArgumentParser
import Foundation
import MotionOutput
import MotionRender

/// `motionlab bench frame`: the whole frame pipeline against replaying its recorded SDL calls (the floor).
struct BenchFrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Time the frame pipeline of a scene headless and compare it with replaying the same SDL calls."
    )

    @OptionGroup var sceneOptions: SceneOptions

    @OptionGroup var userStorage: UserStorageOptions

    @Option(parsing: .unconditional, help: "Frames to time (10…100000).", transform: ArgumentCheck.wholeNumber(in: 10...100_000))
    var frames: Int = 240

    func run() throws {
        userStorage.apply()
        let (type, settings) = try sceneOptions.resolve()
        var options = HeadlessSession.Options()
        options.scale = CGFloat(sceneOptions.scale)
        let session = try HeadlessSession(preview: type, settings: settings, options: options)
        _ = try session.benchmark(frames: 10)  // warm caches
        let (pipeline, floor, phases) = try session.benchmark(frames: frames)
        func stats(_ v: [Double]) -> (Double, Double) {
            let s = v.sorted()
            return (s[s.count / 2], s[min(s.count - 1, Int(Double(s.count) * 0.95))])
        }
        let p = stats(pipeline), f = stats(floor)
        func median(_ v: [Int]) -> Int { v.isEmpty ? 0 : v.sorted()[v.count / 2] }
        func r(_ x: Double) -> String { String(format: "%.3f", x) }
        let phaseMedians = FramePhase.allCases.map { phase in
            "\"\(phase.rawValue)\":\(r(stats(phases.map { $0[phase] }).0))"
        }.joined(separator: ",")
        try StandardOutput.write("{\"scene\":\"\(type.name)\",\"frames\":\(frames),\"pipeline_ms\":{\"median\":\(r(p.0)),\"p95\":\(r(p.1))},"
              + "\"floor_ms\":{\"median\":\(r(f.0)),\"p95\":\(r(f.1))},\"ratio\":\(r(p.0 / max(f.0, 1e-9))),"
              + "\"phases_ms\":{\(phaseMedians)},\"rebuilt_frames\":\(session.benchmarkRebuilds),"
              + "\"rasterized_frames\":\(session.benchmarkRasterized),\"evaluated_layers\":\(median(session.benchmarkEvaluatedLayers)),"
              + "\"program_layers\":\(median(session.benchmarkProgramLayers))}\n")
    }
}
