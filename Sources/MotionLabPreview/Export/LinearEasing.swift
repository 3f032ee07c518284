import Foundation

/// A piecewise-linear easing (CSS `linear()`, SwiftUI linear keyframes) fitted to a curve with as
/// few stops as needed to stay within a tolerance of it everywhere.
///
/// Fitting is adaptive on a dense grid: start with the two ends, repeatedly add a stop where the
/// error is largest until it is below 85 % of the tolerance, then drop every stop whose removal keeps
/// it below 90 %. Stops are then rounded for printing (values to 1e-4, positions to 1e-5 of the
/// duration) and the rounded stops are checked again; the slack covers rounding and the grid.
public struct LinearEasing: Equatable {
    /// Input as a fraction of the duration (0…1, increasing) and the output value.
    public struct Stop: Equatable {
        public var position: Double
        public var value: Double
    }

    public let stops: [Stop]

    /// Grid points the fit is checked on.
    static let gridSize = 8_192

    /// Fits `f` on [0, 1]. `endValue`, when given, is where the curve lands at 1 — a spring played
    /// for a fixed duration snaps to its final value, 1, when it ends (UIKit removes the animation;
    /// the model value shows). When f(1) is that close to `endValue` (within 85 % of the tolerance),
    /// the last stop is `endValue`; otherwise the stops follow `f` to the end and a last stop at the
    /// same position jumps to `endValue` (`…, 1.018 100%, 1)`: CSS gives an input equal to two stops'
    /// position the later one's output), so the curve is within the tolerance of `f` everywhere
    /// before the end, however far an under-damped spring still is from rest then.
    public static func fit(_ f: (Double) -> Double, tolerance: Double = 0.01, endValue: Double? = nil) -> LinearEasing {
        let n = gridSize
        var grid = (0...n).map { f(Double($0) / Double(n)) }
        var jumpsTo: Double?
        if let endValue {
            if abs(grid[n] - endValue) <= tolerance * 0.85 { grid[n] = endValue } else { jumpsTo = endValue }
        }
        var kept = [0, n]

        func maxError(_ stops: [Int], in range: ClosedRange<Int>) -> (Double, Int) {
            var worst = (0.0, range.lowerBound)
            var s = 1
            for i in range {
                while stops[s] < i { s += 1 }
                let a = stops[s - 1], b = stops[s]
                guard i != a, i != b else { continue }
                let w = Double(i - a) / Double(b - a)
                let e = abs(grid[a] + (grid[b] - grid[a]) * w - grid[i])
                if e > worst.0 { worst = (e, i) }
            }
            return worst
        }

        // Add stops where the error is largest.
        while true {
            let (e, i) = maxError(kept, in: 0...n)
            if e <= tolerance * 0.85 || kept.count > n { break }
            kept.insert(i, at: kept.firstIndex { $0 > i }!)
        }
        // Drop stops that are not needed.
        var j = 1
        while j < kept.count - 1 {
            var candidate = kept
            candidate.remove(at: j)
            if maxError(candidate, in: kept[j - 1]...kept[j + 1]).0 <= tolerance * 0.9 {
                kept = candidate
            } else {
                j += 1
            }
        }
        var stops = kept.map { i in
            Stop(position: (Double(i) / Double(n) * 1e5).rounded() / 1e5, value: (grid[i] * 1e4).rounded() / 1e4)
        }
        if let jumpsTo { stops.append(Stop(position: 1, value: (jumpsTo * 1e4).rounded() / 1e4)) }
        return LinearEasing(stops: stops)
    }

    public init(stops: [Stop]) { self.stops = stops }

    /// The piecewise-linear value at `x` (clamped to the first and last stops' values outside them;
    /// where two stops share a position, the later one's value from that position on, as CSS does).
    public func value(at x: Double) -> Double {
        guard let first = stops.first, let last = stops.last else { return 0 }
        if x <= first.position { return first.value }
        if x >= last.position { return last.value }
        var hi = 1
        while stops[hi].position < x { hi += 1 }
        let a = stops[hi - 1], b = stops[hi]
        guard b.position > a.position else { return b.value }
        return a.value + (b.value - a.value) * (x - a.position) / (b.position - a.position)
    }

    /// CSS: `linear(0, 0.1234 5.25%, …, 1)` — the first and last stops without positions (0 % and 100 %).
    public var css: String {
        let parts = stops.enumerated().map { i, s -> String in
            let v = ExportText.rounded(s.value, decimals: 4)
            return i == 0 || i == stops.count - 1 ? v : "\(v) \(ExportText.rounded(s.position * 100, decimals: 3))%"
        }
        return "linear(\(parts.joined(separator: ", ")))"
    }
}
