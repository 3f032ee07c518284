import Foundation

/// Honest frame statistics for the live window: the intervals between presents while something
/// animates, and a miss for every interval longer than 1.5 refresh periods (a frame that did not make
/// its vsync). Intervals that start from an idle window (nothing was animating before the frame) are
/// not counted: an idle window draws nothing, by design.
public struct LiveStatistics: Equatable {
    /// The display's refresh rate, Hz.
    public let refreshHz: Double
    /// Presents counted (frames drawn while animating, after the first).
    public private(set) var frames = 0
    /// Intervals longer than `missThreshold`.
    public private(set) var missed = 0
    /// Every counted present-to-present interval, seconds.
    public private(set) var intervals: [Double] = []

    public init(refreshHz: Double) {
        self.refreshHz = refreshHz.isFinite && refreshHz > 0 ? refreshHz : 60
    }

    /// Seconds beyond which an interval is a missed frame: 1.5 refresh periods.
    public var missThreshold: Double { 1.5 / refreshHz }

    /// Records the interval between two presents that both showed motion.
    public mutating func record(interval: Double) {
        guard interval.isFinite, interval >= 0 else { return }
        frames += 1
        intervals.append(interval)
        if interval > missThreshold { missed += 1 }
        // Bounded memory over very long runs: keep the last ten minutes at 60 Hz for the percentiles.
        if intervals.count > 36_000 { intervals.removeFirst(intervals.count - 36_000) }
    }

    /// The interval at percentile `p` (0…100), milliseconds; 0 with no intervals.
    public func percentileMs(_ p: Double) -> Double {
        guard !intervals.isEmpty else { return 0 }
        let sorted = intervals.sorted()
        let rank = Int((p / 100 * Double(sorted.count - 1)).rounded(.up))
        return sorted[min(max(rank, 0), sorted.count - 1)] * 1000
    }

    /// Fraction of counted frames that missed.
    public var missedFraction: Double { frames == 0 ? 0 : Double(missed) / Double(frames) }

    /// `{"frames": n, "missed": n, "refresh_hz": r, "interval_ms": {"p50": …, "p95": …, "p99": …, "max": …}}`
    public var json: String {
        func r(_ x: Double) -> String { String(format: "%.3f", x) }
        return "{\"frames\":\(frames),\"missed\":\(missed),\"refresh_hz\":\(r(refreshHz)),"
            + "\"interval_ms\":{\"p50\":\(r(percentileMs(50))),\"p95\":\(r(percentileMs(95))),"
            + "\"p99\":\(r(percentileMs(99))),\"max\":\(r(percentileMs(100)))}}\n"
    }
}
