import Foundation

extension MediaTiming {
    /// Where an animation with this timing is at `parentTime`, or nil when it has no effect then.
    ///
    /// - Before `beginTime`: the first frame if the fill mode fills backwards, else nil.
    /// - During the active period (parent times `beginTime ..< endTime`): active local time is
    ///   `timeOffset + elapsed × speed`, wrapped into the active duration, so a 3 s animation with
    ///   timeOffset 1 plays local 1→3, then 0→1 (Apple's example), and still lasts 3 s.
    /// - From `endTime` on: the final frame (`isPastEnd`) if the fill mode fills forwards, else nil.
    ///   The final frame is the limit approached while playing: progress 1 for a plain
    ///   animation, 0 for an autoreversing one, mid-pass for fractional repeat counts.
    /// - `speed == 0` freezes the animation at `timeOffset` from `beginTime` on; it never ends.
    /// - Negative speed (Apple does not document it): the same active period in parent time, with
    ///   local time running backwards from `timeOffset`, so with timeOffset 0 the animation plays
    ///   from its end to its start and fills forwards with its start. An endless animation with
    ///   negative speed runs backwards through earlier cycles, so `iteration` goes negative.
    ///
    /// `defaultDuration` stands in for a zero `duration` (0.25 s for animations). An active
    /// duration of 0 makes the animation jump straight to its final frame at `beginTime`.
    @inlinable
    public func sample(parentTime: Double, defaultDuration: Double) -> MediaTimingSample? {
        let active = activeDuration(default: defaultDuration)
        let rate = Double(speed)
        let direction: Double = rate < 0 ? -1 : 1

        if parentTime < beginTime {
            guard fillMode.fillsBackwards else { return nil }
            // First frame: the limit as play starts; backwards play approaches it from above.
            return frame(activeTime: timeOffset, approachingFromBelow: direction < 0,
                         active: active, defaultDuration: defaultDuration, isPastEnd: false)
        }

        let elapsed = (parentTime - beginTime) * abs(rate)
        if elapsed >= active {
            guard fillMode.fillsForwards else { return nil }
            return frame(activeTime: timeOffset + direction * active, approachingFromBelow: direction > 0,
                         active: active, defaultDuration: defaultDuration, isPastEnd: true)
        }
        return frame(activeTime: timeOffset + direction * elapsed, approachingFromBelow: direction < 0,
                     active: active, defaultDuration: defaultDuration, isPastEnd: false)
    }

    /// The sample at active local time `t`. At a cycle boundary the frame is ambiguous (end of
    /// one cycle or start of the next); `approachingFromBelow` picks the limit from lower times.
    @inlinable
    func frame(activeTime t: Double, approachingFromBelow fromBelow: Bool, active: Double,
                       defaultDuration: Double, isPastEnd: Bool) -> MediaTimingSample {
        let simple = simpleDuration(default: defaultDuration)
        let cycle = cycleDuration(default: defaultDuration)
        guard cycle > 0, active > 0 else {
            // Instantaneous: only the final frame exists.
            return MediaTimingSample(progress: autoreverses ? 0 : 1, iteration: 0, isPastEnd: isPastEnd)
        }

        // Position within the active duration: [0, A) approached from above, (0, A] from below.
        var position = t
        if active.isFinite {
            position = fromBelow ? active - Self.wrap(-t, into: active) : Self.wrap(t, into: active)
        }

        var quotient = Self.floor(position / cycle)
        var withinCycle = position - quotient * cycle
        let tolerance = 1e-9 * cycle
        if fromBelow && withinCycle <= tolerance && (quotient > 0 || !active.isFinite) {
            quotient -= 1
            withinCycle = cycle
        }
        withinCycle = min(max(withinCycle, 0), cycle)

        var progress = withinCycle / simple
        if autoreverses && progress > 1 { progress = 2 - progress }
        progress = min(max(progress, 0), 1)

        let iteration = quotient.isFinite ? Int(clamping: Int64(max(min(quotient, 9e18), -9e18))) : 0
        return MediaTimingSample(progress: progress, iteration: iteration, isPastEnd: isPastEnd)
    }

    /// `t` modulo `length`, in [0, length).
    @inlinable
    static func wrap(_ t: Double, into length: Double) -> Double {
        let r = t - Self.floor(t / length) * length
        return (r >= length || r < 0) ? 0 : r
    }

    /// `x.rounded(.down)`, exactly (sign of zero included), without a call into libm for ordinary values.
    @inlinable @inline(__always)
    static func floor(_ x: Double) -> Double {
        guard abs(x) < 4_503_599_627_370_496, x != 0 else { return x.rounded(.down) }  // 2^52; zero keeps its sign
        let i = Double(Int64(x))
        return i > x ? i - 1 : i
    }
}
