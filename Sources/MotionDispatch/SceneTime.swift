import Foundation
import Dispatch
import MotionTiming

/// A point in scene time: the current animation context's media clock, in seconds. It is the
/// deadline type of the scene-clock `asyncAfter` overload, so the iOS spelling
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }` (where `.now()` is this type's) runs
/// one second of *scene* time later — at the same frame of every headless render, and slowed by
/// slow motion in the window. A deadline built from Dispatch's own clock
/// (`let d: DispatchTime = .now() + 1`) still goes to Dispatch, in real time.
public struct SceneTime: Comparable, Hashable {
    /// Media seconds on the animation context's clock.
    public let seconds: Double

    public init(seconds: Double) { self.seconds = seconds }

    /// Now on the current animation context's clock.
    public static func now() -> SceneTime { SceneTime(seconds: CACurrentMediaTime()) }

    /// Never: work scheduled for it never runs.
    public static let distantFuture = SceneTime(seconds: .infinity)

    public static func < (a: SceneTime, b: SceneTime) -> Bool { a.seconds < b.seconds }

    public static func + (t: SceneTime, seconds: Double) -> SceneTime { SceneTime(seconds: t.seconds + seconds) }
    public static func - (t: SceneTime, seconds: Double) -> SceneTime { SceneTime(seconds: t.seconds - seconds) }
    public static func + (t: SceneTime, interval: DispatchTimeInterval) -> SceneTime {
        SceneTime(seconds: t.seconds + interval.seconds)
    }
    public static func - (t: SceneTime, interval: DispatchTimeInterval) -> SceneTime {
        SceneTime(seconds: t.seconds - interval.seconds)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    var seconds: Double {
        switch self {
        case .seconds(let s): return Double(s)
        case .milliseconds(let ms): return Double(ms) / 1e3
        case .microseconds(let us): return Double(us) / 1e6
        case .nanoseconds(let ns): return Double(ns) / 1e9
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}
