import ArgumentParser
import Foundation
import MotionOutput

/// `motionlab bench core`: timing-curve, spring and layer-tree evaluation speed. Prints one JSON
/// object:
///
///     {"bezier_ns": …, "spring_ns": …, "tree_10k_ms": …, "c_bezier_ns": …, "bezier_ratio": …}
///
/// - `bezier_ns`, `c_bezier_ns`: ns per cubic-Bézier solve (ε = 1e-7), Swift `UnitBezier` and the
///   plain C baseline (CBaseline) on the same inputs in the same run; `bezier_ratio` = Swift / C.
/// - `spring_ns`: ns per `SpringSimulation.value(at:)`.
/// - `tree_10k_ms`: ms per frame to evaluate the presentation values of 10,000 layers, each running
///   a spring and a keyframe animation.
/// - `literal_ns`, `literal_baseline_ns`: ns per tunable-literal lookup with nothing tuned, and per
///   bare literal, each beside the same opaque call; `literal_observed_ns`: per lookup while the
///   window records which literals run (`LiteralBenchmark`).
/// Each figure is the median of several runs, timed in CPU time of the benchmarking thread (so other
/// processes on a shared machine do not inflate it). Targets (issue 2): tree_10k_ms < 2, bezier_ratio ≤ 1.5.
struct BenchCoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "core",
        abstract: "Bézier, spring and 10,000-layer tree evaluation speed, as one JSON object."
    )

    /// Layers in the tree figure; fixed, because the key (`tree_10k_ms`) names it.
    static let treeLayerCount = 10_000

    @Option(parsing: .unconditional, help: "Timing runs per per-evaluation figure (1…1000); the median is reported.",
            transform: ArgumentCheck.wholeNumber(in: 1...1000))
    var runs = 9
    @Option(parsing: .unconditional, help: "Evaluations per run for bezier_ns, c_bezier_ns and spring_ns (1…1000000000).",
            transform: ArgumentCheck.wholeNumber(in: 1...1_000_000_000))
    var evaluations = 1_000_000
    @Option(parsing: .unconditional, help: "Measured 60 Hz frames for tree_10k_ms (1…100000, after 10 warm-up frames).",
            transform: ArgumentCheck.wholeNumber(in: 1...100_000))
    var frames = 120

    func run() throws {
        let disagreement = CoreBenchmarks.bezierDisagreement()
        if disagreement > 1e-6 {
            StandardError.write("warning: Swift and C Bézier results differ by up to \(disagreement)")
        }
        var bench = CoreBenchmarks(runs: runs, evaluations: evaluations, frames: frames)
        let (bezierNs, cBezierNs) = bench.bezier()
        let springNs = bench.spring()
        let treeMs = bench.tree(count: Self.treeLayerCount)
        let literal = bench.literals()
        // Reading the sink keeps every evaluation observable; it is never NaN for these inputs.
        if bench.sink.isNaN { StandardError.write("warning: NaN in benchmark results") }

        let fields: [(String, Double)] = [
            ("bezier_ns", bezierNs), ("spring_ns", springNs), ("tree_10k_ms", treeMs),
            ("c_bezier_ns", cBezierNs), ("bezier_ratio", bezierNs / cBezierNs),
            ("literal_ns", literal.lookupNs), ("literal_baseline_ns", literal.baselineNs),
            ("literal_observed_ns", literal.observedNs),
        ]
        let body = fields.map { "\"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ", ")
        try StandardOutput.write("{\(body)\(BenchBuild.marker)}\n")
    }
}
