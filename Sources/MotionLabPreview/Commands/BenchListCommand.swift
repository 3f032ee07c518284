import ArgumentParser
import Foundation
import MotionOutput

/// `motionlab bench list`: table view speed with N self-sizing rows (see `ListBenchmark`). Prints one
/// JSON object, last:
///
///     {"rows": 10000, "first_screen_ms": …, "fling_frame_ms": {"median": …, "p95": …}, "fling_layout_ms": …,
///      "fling_rows_travelled": …, "cells_alive_max": …, "visible_cells_max": …, "apply_changes": 1000,
///      "apply_moves": …, "apply_ms": …, "c_bezier_ns": …, "scale": …, "apply_target_ms": …}
///
/// - `first_screen_ms`: a new window and table to its first screen laid out (thread CPU time, median).
/// - `fling_frame_ms`: the whole frame function per frame (wall time, scale 2, as `bench frame`) while
///   four flings run through the rows; `fling_layout_ms` its layout phase (median), where rows are
///   made, measured and recycled; `fling_phases_p95_ms` the 95th percentiles of layout, evaluate, raster.
/// - `cells_alive_max` / `visible_cells_max`: the most cells alive (on screen, animating out, pooled)
///   and on screen in any frame of the fling — only visible cells (plus at most two pooled) live.
/// - `apply_ms`: a diffable `apply` of N items with `--changes` changes (a quarter deletions, a
///   quarter insertions, half moves), animated, with its layout (thread CPU time, median).
/// - `scale`: this machine's `c_bezier_ns` (bench core's C baseline, measured in the same run) over
///   18 ns, the reference machine's; `apply_target_ms` = 20 ms × scale, issue 29's bar for `apply_ms`.
/// Build with `-c release` for meaningful figures (a debug build adds `"build": "debug"`).
struct BenchListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Table view speed: first screen, per-frame cost while flinging, cells alive, diffable apply; one JSON object."
    )

    /// The reference machine's `c_bezier_ns` the bars were set on.
    static let referenceCBezierNs = 18.0

    @Option(parsing: .unconditional, help: "Rows (100…100000).", transform: ArgumentCheck.wholeNumber(in: 100...100_000))
    var rows = 10_000
    @Option(parsing: .unconditional, help: "Changes in the diffable apply (0…rows).", transform: ArgumentCheck.wholeNumber(in: 0...100_000))
    var changes = 1_000
    @Option(parsing: .unconditional, help: "Frames of the fling (60…10000).", transform: ArgumentCheck.wholeNumber(in: 60...10_000))
    var frames = 240
    @Option(parsing: .unconditional, help: "Timing runs for first_screen_ms and apply_ms (1…100; the median is reported).",
            transform: ArgumentCheck.wholeNumber(in: 1...100))
    var runs = 5

    func validate() throws {
        guard changes <= rows else { throw ValidationError("--changes \(changes) is more than --rows \(rows)") }
    }

    func run() throws {
        let bench = ListBenchmark(rows: rows, changes: changes, runs: runs)
        let fling = try bench.fling(frames: frames)
        let context = AnimationContext()
        let first = bench.firstScreen(in: context)
        let apply = bench.diffableApply(in: context)
        var core = CoreBenchmarks(runs: 5, evaluations: 200_000, frames: 1)
        let cBezier = core.bezier().cNs
        let scale = cBezier / Self.referenceCBezierNs
        func stats(_ v: [Double]) -> (Double, Double) {
            let s = v.sorted()
            return (s[s.count / 2], s[min(s.count - 1, Int(Double(s.count) * 0.95))])
        }
        let f = stats(fling.frameMs)
        func r(_ x: Double) -> String { String(format: "%.3f", x) }
        let body = "\"rows\": \(rows), \"first_screen_ms\": \(r(first)), "
            + "\"fling_frame_ms\": {\"median\": \(r(f.0)), \"p95\": \(r(f.1))}, \"fling_layout_ms\": \(r(stats(fling.layoutMs).0)), "
            + "\"fling_phases_p95_ms\": {\"layout\": \(r(stats(fling.layoutMs).1)), \"evaluate\": \(r(stats(fling.evaluateMs).1)), \"raster\": \(r(stats(fling.rasterMs).1))}, "
            + "\"fling_rows_travelled\": \(Int(fling.finalOffset / 60)), "
            + "\"cells_alive_max\": \(fling.alive.max() ?? 0), \"visible_cells_max\": \(fling.visible.max() ?? 0), "
            + "\"apply_changes\": \(changes), \"apply_moves\": \(apply.moved), \"apply_ms\": \(r(apply.ms)), "
            + "\"c_bezier_ns\": \(r(cBezier)), \"scale\": \(r(scale)), \"apply_target_ms\": \(r(20 * scale))"
        try StandardOutput.write("{\(body)\(BenchBuild.marker)}\n")
    }
}
