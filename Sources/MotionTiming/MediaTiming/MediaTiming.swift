/// The eight `CAMediaTiming` values as a plain value, with the arithmetic Core Animation
/// applies to them. Units: seconds for times and durations; `speed` and `repeatCount` are
/// `Float`, as in Apple's protocol.
///
/// Semantics (Apple's CAMediaTiming documentation and header, plus documented choices):
/// - Active local time is `(parentTime − beginTime) × speed + timeOffset` (Apple's header).
/// - One *cycle* is the simple duration, doubled when `autoreverses` (forward, then backward).
/// - `repeatCount` counts cycles and may be fractional; 0 (or negative/NaN) means one cycle;
///   `.infinity` repeats forever.
/// - `repeatDuration`, when positive, is the whole active duration, reversals included, and
///   takes precedence over `repeatCount` (Apple leaves setting both undefined).
/// - Negative `duration` is treated like 0, i.e. the default duration is used.
public struct MediaTiming: Hashable, Sendable {
    public var beginTime: CFTimeInterval
    public var duration: CFTimeInterval
    public var speed: Float
    public var timeOffset: CFTimeInterval
    public var repeatCount: Float
    public var repeatDuration: CFTimeInterval
    public var autoreverses: Bool
    public var fillMode: CAMediaTimingFillMode

    /// Core Animation's duration for an animation whose `duration` is 0: 0.25 s.
    public static let defaultAnimationDuration: CFTimeInterval = 0.25

    public init(beginTime: CFTimeInterval = 0, duration: CFTimeInterval = 0, speed: Float = 1,
                timeOffset: CFTimeInterval = 0, repeatCount: Float = 0, repeatDuration: CFTimeInterval = 0,
                autoreverses: Bool = false, fillMode: CAMediaTimingFillMode = .removed) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// Length of one forward pass: `duration`, or `defaultDuration` when `duration` is 0.
    @inlinable
    public func simpleDuration(default defaultDuration: Double) -> Double {
        duration > 0 ? duration : defaultDuration
    }

    /// Length of one repetition: the simple duration, doubled when `autoreverses`.
    @inlinable
    public func cycleDuration(default defaultDuration: Double) -> Double {
        simpleDuration(default: defaultDuration) * (autoreverses ? 2 : 1)
    }

    /// Total time the object plays, in its own (local) time: `repeatDuration` when positive,
    /// else cycle × max(repeatCount, 1) — with fractional counts kept, so a 2 s animation with
    /// repeatCount 3.5 is active for 7 s, and `.infinity` for endless repeats.
    @inlinable
    public func activeDuration(default defaultDuration: Double) -> Double {
        if repeatDuration > 0 { return repeatDuration }
        let cycle = cycleDuration(default: defaultDuration)
        guard cycle > 0 else { return 0 }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return cycle * count
    }

    /// Maps a parent time to this object's active local time:
    /// `(parentTime − beginTime) × speed + timeOffset`. This is the mapping a layer applies to
    /// its sublayers' and animations' clocks; with `speed = 0` and `timeOffset = pausedTime`
    /// every parent time maps to `pausedTime` (Apple's QA1673 pause technique).
    public func localTime(parentTime: Double) -> Double {
        (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// When the active duration ends, in parent time: `beginTime + activeDuration / |speed|`.
    /// `.infinity` for endless repeats and for `speed == 0` (a frozen animation never ends).
    public func endTime(defaultDuration: Double) -> Double {
        let active = activeDuration(default: defaultDuration)
        let rate = abs(Double(speed))
        guard active.isFinite, rate > 0 else { return .infinity }
        return beginTime + active / rate
    }
}
