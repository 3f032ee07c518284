import Foundation
import MotionLiterals

/// What a tunable literal costs at run time (`motionlab bench core`'s `literal_*` figures): ns per
/// `__designTimeFloat` lookup against the bare literal, in a loop that calls an opaque function each
/// time around (as real code does between two literals: the flag cannot be hoisted out), with nothing
/// observed (`literal_ns` − `literal_baseline_ns`: what every rewritten literal costs in `render`,
/// `record` and tests), and while the window records which literals run (`literal_observed_ns`: a
/// lock, a set insertion and a dictionary look-up).
extension CoreBenchmarks {
    mutating func literals() -> (lookupNs: Double, baselineNs: Double, observedNs: Double) {
        let n = evaluations
        var lookup: [Double] = [], baseline: [Double] = [], observed: [Double] = []
        var total = 0.0
        DesignTimeLiterals.removeAllOverrides()
        for _ in 0..<runs {
            baseline.append(BenchClock.measure {
                var acc = 0.0
                for i in 0..<n { acc += LiteralBenchmarkSink.pass(0.55, i) }
                total += acc
            })
            lookup.append(BenchClock.measure {
                var acc = 0.0
                for i in 0..<n { acc += LiteralBenchmarkSink.pass(__designTimeFloat("Bench/Literal.swift:1:1", fallback: 0.55), i) }
                total += acc
            })
        }
        DesignTimeLiterals.isRecordingUse = true
        let observedEvaluations = max(n / 10, 1)
        for _ in 0..<runs {
            observed.append(BenchClock.measure {
                var acc = 0.0
                for i in 0..<observedEvaluations {
                    acc += LiteralBenchmarkSink.pass(__designTimeFloat("Bench/Literal.swift:1:1", fallback: 0.55), i)
                }
                total += acc
            } * Double(n) / Double(observedEvaluations))
        }
        DesignTimeLiterals.isRecordingUse = false
        _ = DesignTimeLiterals.takeUsedIDs()
        sink += total
        // BenchClock.measure is in nanoseconds.
        return (median(lookup) / Double(n), median(baseline) / Double(n), median(observed) / Double(n))
    }
}

/// An opaque call between literals, so neither loop is folded or has its loads hoisted.
enum LiteralBenchmarkSink {
    @inline(never)
    static func pass(_ value: Double, _ i: Int) -> Double { i & 1 == 0 ? value : -value }
}
