import ArgumentParser
import Foundation
import MotionOutput
import UIKit

/// `motionlab bench dynamics`: UIKit Dynamics' cost per 60 Hz frame with `--bodies` colliding bodies
/// (`DynamicsBenchmarkScene`: boxes and balls falling into a pile). Prints one JSON object, last:
///
///     {"bodies": 500, "frames": 180, "step_ms": …, "step_p95_ms": …, "box2d_ms": …, "overhead_ratio": …,
///      "frame_share": …, "c_bezier_ns": …}
///
/// - `step_ms`, `step_p95_ms`: median and 95th percentile CPU milliseconds of the animator's work in a
///   frame — its engine steps (two of 1/120 s), forces, reading the bodies and moving the views.
/// - `box2d_ms`: the same bodies stepped the same way straight through the Box2D bridge (the baseline
///   measured in the same run); `overhead_ratio` = step_ms / box2d_ms.
/// - `frame_share`: step_ms / 16.67 ms, the share of a 60 Hz frame.
/// - `c_bezier_ns`: `bench core`'s plain-C Bézier solve on this machine in this run, to scale the figures
///   to another machine (README "Figures").
struct BenchDynamicsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: "UIKit Dynamics' milliseconds per frame with colliding bodies, as one JSON object."
    )

    @Option(parsing: .unconditional, help: "Colliding bodies (1…5000).", transform: ArgumentCheck.wholeNumber(in: 1...5000))
    var bodies = 500
    @Option(parsing: .unconditional, help: "Measured 60 Hz frames from the start (1…3600).", transform: ArgumentCheck.wholeNumber(in: 1...3600))
    var frames = 180

    func run() throws {
        let context = AnimationContext()
        var times: [Double] = []
        context.perform {
            let scene = DynamicsBenchmarkScene(count: bodies)
            let start = context.clock.now
            for n in 1...frames {
                times.append(BenchClock.measure { AnimationDriver.shared.advance(to: start + Double(n) / 60) } / 1e6)
            }
            _ = scene
        }
        guard let baseline = DynamicsBenchmarkScene.Baseline(count: bodies) else {
            throw ValidationError("Box2D could not make the benchmark's world")
        }
        var raw: [Double] = []
        for _ in 1...frames { raw.append(BenchClock.measure { baseline.step(); baseline.step() } / 1e6) }
        var bench = CoreBenchmarks(runs: 5, evaluations: 200_000, frames: 1)
        let cBezier = bench.bezier().cNs
        let step = median(times), box2d = median(raw)
        let p95 = times.sorted()[min(times.count - 1, Int(Double(times.count) * 0.95))]
        let fields: [(String, Double)] = [
            ("step_ms", step), ("step_p95_ms", p95), ("box2d_ms", box2d), ("overhead_ratio", step / max(box2d, 1e-9)),
            ("frame_share", step / (1000.0 / 60)), ("c_bezier_ns", cBezier),
        ]
        let body = fields.map { "\"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ", ")
        try StandardOutput.write("{\"bodies\": \(bodies), \"frames\": \(frames), \(body)\(BenchBuild.marker)}\n")
    }
}
