import ArgumentParser
import Foundation
import MotionOutput

/// `motionlab bench layout [--views N]`: Auto Layout on issue 15's system (see `LayoutBenchmark`).
/// Prints one JSON object, last:
///
///     {"views": N, "constraints": M, "solve_ms": …, "resolve_ms": …}
///
/// `solve_ms`: from no constraints to every frame set (constraints made and activated, the first
/// layout pass); `resolve_ms`: the median over `--rounds` (60) of changing the root's width 320 ↔ 321
/// and laying out until every frame is set. CPU time of the benchmarking thread; a debug build adds
/// `"build": "debug"` (build with `-c release` for meaningful figures). The frames are
/// checked against the solution by hand; a mismatch is an error (exit 1).
/// `scripts/bench-layout-vs-kiwi.py` runs this and kiwisolver on the same system in the same run.
struct BenchLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Auto Layout: first solve and incremental re-solve of N chained views, as one JSON object."
    )

    @Option(parsing: .unconditional, help: "Views in the chain (1…100000).",
            transform: ArgumentCheck.wholeNumber(in: 1...100_000))
    var views = 1000
    @Option(parsing: .unconditional, help: "Width changes timed for resolve_ms (1…10000).",
            transform: ArgumentCheck.wholeNumber(in: 1...10_000))
    var rounds = 60

    func run() throws {
        let result = LayoutBenchmark(views: views, rounds: rounds).run()
        guard result.worstError < 1e-6 else {
            StandardError.write("Error: the laid-out frames are off the solution by \(result.worstError) points")
            throw ExitCode(1)
        }
        let body = "\"views\": \(views), \"constraints\": \(result.constraints), "
            + "\"solve_ms\": \(String(format: "%.3f", result.solveMs)), \"resolve_ms\": \(String(format: "%.4f", result.resolveMs))"
        try StandardOutput.write("{\(body)\(BenchBuild.marker)}\n")
    }
}
