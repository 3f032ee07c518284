import Foundation

/// Compares traced values with expected ones within `tolerance`, remembering the worst error and the
/// first few failures (layer, key, frame time, traced and expected values).
final class TraceCheck {
    let name: String
    let tolerance: Double
    private(set) var compared = 0
    private(set) var worst = 0.0
    private(set) var failures: [String] = []
    private(set) var failureCount = 0

    init(name: String, tolerance: Double = 1e-3) {
        self.name = name
        self.tolerance = tolerance
    }

    /// At a time where the reference jumps (a repeat wrapping, a face swapping at mid-flip), the
    /// frame on the jump is either side's value to floating point: `expected` gives both sides
    /// (evaluated 1 ns before and after), and the closer one counts.
    func expect(_ what: String, at t: Double, _ actual: Double?, _ expected: (Double) -> Double) {
        compared += 1
        guard let actual, actual.isFinite else { fail("\(what) at t=\(t): missing or not a number"); return }
        let error = [expected(t), expected(t - 1e-9), expected(t + 1e-9)].map { abs(actual - $0) }.min()!
        worst = max(worst, error)
        if !(error <= tolerance) { fail("\(what) at t=\(t): traced \(actual), expected \(expected(t)) (error \(error))") }
    }

    func expect(_ what: String, at t: Double, _ actual: Bool?, _ expected: (Double) -> Bool) {
        compared += 1
        guard let actual else { fail("\(what) at t=\(t): missing"); return }
        if actual != expected(t) && actual != expected(t - 1e-9) && actual != expected(t + 1e-9) {
            fail("\(what) at t=\(t): traced \(actual), expected \(expected(t))")
        }
    }

    func layer(_ frame: Trace.Frame, _ name: String) -> Trace.Layer? {
        if let l = frame.layers[name] { return l }
        fail("no layer '\(name)' in frame \(frame.index)")
        return nil
    }

    private func fail(_ message: String) {
        failureCount += 1
        if failures.count < 8 { failures.append(message) }
    }

    var passed: Bool { failureCount == 0 && compared > 0 }

    /// One summary line, then the first failures.
    var report: String {
        var s = "\(name): \(compared) traced values, worst error \(String(format: "%.2e", worst)) (tolerance \(tolerance))"
        if compared == 0 { s += " — nothing compared" }
        if failureCount > 0 { s += ", \(failureCount) off:\n  " + failures.joined(separator: "\n  ") }
        return s
    }
}
