import Foundation

/// The named phases of one frame, in order (Flutter's pipeline owner names its flushLayout →
/// flushPaint → composite the same way: each phase measurable on its own).
public enum FramePhase: String, CaseIterable {
    /// Queued input (pointer, wheel, keys) delivered to the scene and its window.
    case input
    /// One timestamp for the tree: the clock is set, display links, Pop steppers and scene-time timers
    /// run, animation callbacks are delivered.
    case tick
    /// `layoutSubviews` for views that need it, then the frame's changes are committed.
    case layout
    /// Presentation values of every layer (model + animations at the frame's time) and the draw list.
    case evaluate
    /// The draw list turned into pixels by the render target.
    case raster
    /// The frame shown (window, after vsync) or handed over (offscreen).
    case present
}

/// Milliseconds spent in each phase of one frame (0 for phases that did not run).
public struct FrameTimings: Equatable {
    public private(set) var milliseconds: [Double] = Array(repeating: 0, count: FramePhase.allCases.count)

    public init() {}

    public subscript(_ phase: FramePhase) -> Double {
        get { milliseconds[FramePhase.allCases.firstIndex(of: phase)!] }
        set { milliseconds[FramePhase.allCases.firstIndex(of: phase)!] = newValue }
    }

    /// All phases together.
    public var total: Double { milliseconds.reduce(0, +) }
}

/// A monotonic clock for phase timings, in seconds (any origin).
public enum MonotonicClock {
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
