import ArgumentParser
import Foundation
import MotionOutput
import UIKit

/// What `bench swiftui` runs, registered by a module that links MotionLab's SwiftUI (the `motionlab`
/// app does; this module must not depend on it — only the SwiftUI product pulls in OpenCombine).
public struct SwiftUIBenchmarkSuite {
    /// Makes a workload of `count` rows; returned closures re-evaluate and diff, and update.
    public var makeDiff: (Int) -> (reevaluateAndDiff: () -> Void, update: () -> Void, layoutNodes: Int)
    /// A preview of `count` views animating for ever.
    public var animatedPreview: (Int) -> Preview

    public init(makeDiff: @escaping (Int) -> (reevaluateAndDiff: () -> Void, update: () -> Void, layoutNodes: Int),
                animatedPreview: @escaping (Int) -> Preview) {
        self.makeDiff = makeDiff
        self.animatedPreview = animatedPreview
    }
}

extension PreviewApp {
    /// Set by the `motionlab` app (see `SwiftUIBench`).
    nonisolated(unsafe) public static var swiftUIBenchmarks: SwiftUIBenchmarkSuite?
}

/// `motionlab bench swiftui`: SwiftUI's view graph speed, one JSON object (last on standard output):
///
///     {"reevaluate_diff_1000_ms": …, "update_1000_ms": …, "frame_500_ms": …, "evaluate_500_ms": …,
///      "c_bezier_ns": …, "scale": …, "diff_budget_ms": …, "frame_budget_ms": …, "layout_nodes": …}
///
/// - `reevaluate_diff_1000_ms`: median CPU ms to evaluate a body of 1,000 rows (one row's input
///   changed) and diff its children; `update_1000_ms`: the whole update (that, layout, layer attributes).
/// - `frame_500_ms`: median wall ms of the frame function (tick, layout, evaluate, raster into the
///   offscreen target at scale 2) with 500 views animating (1,000 SwiftUI animations); `evaluate_500_ms`
///   its evaluate phase.
/// - Scaled as `bench core` is: `scale` = `c_bezier_ns` (the plain-C Bézier baseline, same run) / 18 ns
///   (its value on the quiet reference machine); the bars times `scale` are `diff_budget_ms`
///   (1 ms) and `frame_budget_ms` (16.7 ms, 60 fps).
struct BenchSwiftUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftui",
        abstract: "SwiftUI body re-evaluation and diff of 1,000 views, 500 animated views' frames; one JSON object."
    )

    @Option(parsing: .unconditional, help: "Timed runs per diff figure (1…10000); the median is reported.",
            transform: ArgumentCheck.wholeNumber(in: 1...10_000))
    var runs = 60
    @Option(parsing: .unconditional, help: "Measured frames of the 500 animated views (1…10000, after 10 warm-up frames).",
            transform: ArgumentCheck.wholeNumber(in: 1...10_000))
    var frames = 120

    static let referenceCBezierNs = 18.0

    func run() throws {
        guard let suite = PreviewApp.swiftUIBenchmarks else {
            throw ValidationError("bench swiftui needs MotionLab's SwiftUI product linked into \(PreviewApp.programName) (the motionlab app links it)")
        }
        var core = CoreBenchmarks(runs: 5, evaluations: 200_000, frames: 1)
        let (_, cBezierNs) = core.bezier()

        let w = suite.makeDiff(1000)
        for _ in 0..<5 { w.reevaluateAndDiff(); w.update() }
        var diff: [Double] = [], update: [Double] = []
        for _ in 0..<runs {
            diff.append(BenchClock.measure { w.reevaluateAndDiff() } / 1e6)
            update.append(BenchClock.measure { w.update() } / 1e6)
        }

        var o = HeadlessSession.Options()
        o.scale = 2
        o.duration = 3600
        let session = try HeadlessSession(preview: suite.animatedPreview(500), options: o)
        for _ in 0..<10 { try session.step(draws: true, rasters: true) }
        var frameMs: [Double] = [], evaluateMs: [Double] = []
        for _ in 0..<frames {
            var phases = 0.0
            frameMs.append(BenchClock.measureWall {
                if let r = try? session.step(draws: true, rasters: true) { phases = r.timings[.evaluate] }
            } / 1e6)
            evaluateMs.append(phases)
        }
        let scale = cBezierNs / Self.referenceCBezierNs
        let fields: [(String, String)] = [
            ("reevaluate_diff_1000_ms", f(median(diff))), ("update_1000_ms", f(median(update))),
            ("frame_500_ms", f(median(frameMs))), ("evaluate_500_ms", f(median(evaluateMs))),
            ("c_bezier_ns", f(cBezierNs)), ("scale", f(scale)),
            ("diff_budget_ms", f(1 * scale)), ("frame_budget_ms", f(1000.0 / 60 * scale)),
            ("layout_nodes", "\(w.layoutNodes)"),
        ]
        try StandardOutput.write("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + BenchBuild.marker + "}\n")
    }

    func f(_ v: Double) -> String { String(format: "%.3f", v) }
}
