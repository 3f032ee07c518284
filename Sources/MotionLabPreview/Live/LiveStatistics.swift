import Foundation
import MotionRender

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
    /// The phases of each frame drawn while animating, milliseconds (where a live frame's time goes;
    /// `present` includes waiting for vsync).
    public private(set) var phases: [FrameTimings] = []
    /// Of those frames, the ones the window's software rasteriser drew.
    public private(set) var rasterizedFrames = 0

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

    /// Records the phases of a frame drawn while animating (and whether it was rasterised in software).
    public mutating func record(phases timings: FrameTimings, rasterized: Bool) {
        phases.append(timings)
        if rasterized { rasterizedFrames += 1 }
        if phases.count > 36_000 { phases.removeFirst(phases.count - 36_000) }
    }

    /// The median milliseconds of `phase` over the recorded frames; 0 with none.
    public func medianMs(_ phase: FramePhase) -> Double {
        guard !phases.isEmpty else { return 0 }
        let sorted = phases.map { $0[phase] }.sorted()
        return sorted[sorted.count / 2]
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

    /// `{"frames": n, "missed": n, "refresh_hz": r, "interval_ms": {"p50": …, "p95": …, "p99": …, "max": …},
    /// "phases_ms": {"input": …, …, "present": …}, "rasterized_frames": n}` — phase medians over the frames
    /// drawn while animating.
    public var json: String {
        func r(_ x: Double) -> String { String(format: "%.3f", x) }
        let phaseMedians = FramePhase.allCases.map { "\"\($0.rawValue)\":\(r(medianMs($0)))" }.joined(separator: ",")
        return "{\"frames\":\(frames),\"missed\":\(missed),\"refresh_hz\":\(r(refreshHz)),"
            + "\"interval_ms\":{\"p50\":\(r(percentileMs(50))),\"p95\":\(r(percentileMs(95))),"
            + "\"p99\":\(r(percentileMs(99))),\"max\":\(r(percentileMs(100)))},"
            + "\"phases_ms\":{\(phaseMedians)},\"rasterized_frames\":\(rasterizedFrames)}\n"
    }
}
