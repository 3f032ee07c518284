import Foundation
import MotionTiming

/// Waits for the animations one change started (one `withAnimation`, one update) and calls its
/// completion when the last of them ends: each run registers its end; the view graph schedules the
/// call on the scene clock once the update that used the transaction is done.
public final class AnimationCompletionGroup {
    /// The latest end of the runs registered, in scene seconds (−∞ when none, ∞ for a repeat forever).
    public private(set) var latestEnd = -Double.infinity
    public private(set) var completions: [() -> Void] = []
    public private(set) var isFinished = false

    public init(_ completion: (() -> Void)? = nil) {
        if let completion { completions.append(completion) }
    }

    public func add(_ completion: @escaping () -> Void) { completions.append(completion) }

    func register(end: Double) { latestEnd = max(latestEnd, end) }

    /// Calls every completion once.
    public func finish() {
        guard !isFinished else { return }
        isFinished = true
        let c = completions
        completions = []
        for f in c { f() }
    }
}

/// One animation of one change: the value shows `target + offset(t)` where the offset starts at
/// `delta` (the old value minus the new) moving at `velocity` and goes to zero along the animation.
struct AnimationRun<V: VectorArithmetic> {
    let animation: Animation
    let start: Double
    let delta: V
    let velocity: V
    /// When the run has no more effect (scene seconds; ∞ for a repeat forever).
    let end: Double

    init(animation: Animation, start: Double, delta: V, velocity: V) {
        self.animation = animation
        self.start = start
        self.delta = delta
        self.velocity = velocity
        end = start + AnimationRun.length(animation, delta: delta, velocity: velocity)
    }

    /// Seconds from the change to the run's end: the delay, then the plays at the animation's speed.
    static func length(_ a: Animation, delta: V, velocity: V) -> Double {
        let plays = a.repeats.map { Double($0) } ?? 1
        if a.repeats == Int.max { return .infinity }
        let one: Double
        switch a.curve {
        case .bezier(_, let d): one = d
        case .spring(let s, _, _):
            one = a.repeats == nil ? springLength(s, delta: delta, velocity: velocity) : s.settlingDuration
        }
        return (a.delay + plays * one) / a.playbackSpeed
    }

    /// When a spring's motion stays within 1e-6 of its distance: the run is removed then (the value
    /// is at its target to well under a pixel). The rule depends only on the spring and the ratio of
    /// velocity to distance, so the attributes one change moves (a frame's position and size, a
    /// child's place in a growing stack) end together.
    static func springLength(_ s: Spring, delta: V, velocity: V) -> Double {
        let d = delta.magnitudeSquared.squareRoot()
        let v = velocity.magnitudeSquared.squareRoot()
        guard d > 0 || v > 0 else { return 0 }
        // In units of the distance (or of a second's velocity when there is no distance).
        let unit = d > 0 ? d : v
        let along = d > 0 ? dot(velocity, delta) / d : v
        return s.settlingTime(displacement: d / unit, velocity: along / unit, tolerance: 1e-6)
    }

    /// When the change counts as done for completions (`withAnimation(_:_:completion:)`): a curve's
    /// end, a spring's settling duration (Core Animation's rule: its envelope within 1e-3 of the distance).
    var logicalEnd: Double {
        guard case .spring(let s, _, _) = animation.curve, animation.repeats == nil else { return end }
        return start + (animation.delay + s.settlingDuration) / animation.playbackSpeed
    }

    /// The dot product through the vector operations: (|a+b|² − |a−b|²) / 4.
    static func dot(_ a: V, _ b: V) -> Double { ((a + b).magnitudeSquared - (a - b).magnitudeSquared) / 4 }

    /// Progress of a timing-curve play and its rate, at `t` seconds of animation time.
    static func curveProgress(_ b: UnitBezier, duration d: Double, t: Double, repeats: Int?, autoreverses: Bool) -> Double {
        guard d > 0 else { return 1 }
        let n = repeats ?? 1
        if n != Int.max && t >= Double(n) * d { return 1 }
        let k = (t / d).rounded(.down)
        let f = t / d - k
        let reversed = autoreverses && Int(k.truncatingRemainder(dividingBy: 2)) == 1
        let x = reversed ? 1 - f : f
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        return b.p1x == b.p1y && b.p2x == b.p2y ? x : b.solve(x)
    }

    /// Animation time: seconds of the motion itself (before the delay: negative).
    @inline(__always) func animationTime(_ time: Double) -> Double {
        (time - start) * animation.playbackSpeed - animation.delay
    }

    /// The offset from the target at scene time `time`.
    func offset(at time: Double) -> V {
        if time >= end { return .zero }
        let t = animationTime(time)
        if t <= 0 { return delta }
        switch animation.curve {
        case .bezier(let b, let d):
            let p = AnimationRun.curveProgress(b, duration: d, t: t, repeats: animation.repeats, autoreverses: animation.autoreverses)
            return delta.scaled(by: 1 - p)
        case .spring(let s, _, _):
            guard animation.repeats != nil else { return s.displacement(delta, velocity: velocity, time: t) }
            let period = s.settlingDuration
            let k = (t / period).rounded(.down)
            let f = t - k * period
            let reversed = animation.autoreverses && Int(k.truncatingRemainder(dividingBy: 2)) == 1
            let remaining = s.unitDisplacement.displacement(at: f)
            return delta.scaled(by: reversed ? 1 - remaining : remaining)
        }
    }

    /// The offset's rate of change at `time` (units per second).
    func velocity(at time: Double) -> V {
        if time >= end { return .zero }
        let t = animationTime(time)
        switch animation.curve {
        case .spring(let s, _, _) where animation.repeats == nil:
            // Before its delay the value holds; from its start it moves at its initial velocity.
            if t < 0 { return .zero }
            return s.velocity(delta, velocity: velocity, time: t).scaled(by: animation.playbackSpeed)
        default:
            if t <= 0 { return .zero }
            let h = 1e-4
            var v = offset(at: time + h)
            v -= offset(at: max(time - h, start))
            return v.scaled(by: 1 / (time + h - max(time - h, start)))
        }
    }
}

/// A value as SwiftUI animates it: a target and the runs still moving toward it. The value shown at
/// a time is the target plus every run's offset then. A new target with an animation adds a run for
/// the change (or, for a persistent spring over a running spring, replaces that run with one that
/// starts at its offset and velocity); without an animation the value jumps and every run ends.
public final class AnimatedValue<V: VectorArithmetic> {
    public private(set) var target: V
    private(set) var runs: [AnimationRun<V>] = []

    public init(_ value: V) { target = value }

    /// Moves to `newValue` at scene time `time`, animated by `animation` (nil: at once). Registers the
    /// run with `group`. Returns whether anything changed.
    @discardableResult
    public func set(_ newValue: V, animation: Animation?, time: Double, group: AnimationCompletionGroup? = nil) -> Bool {
        prune(at: time)
        let delta = target - newValue
        // The same target again changes nothing (the runs toward it go on).
        if delta == .zero { return false }
        guard let animation else {
            // A new value without an animation: shown at once, the runs toward the old one end.
            target = newValue
            runs.removeAll()
            return true
        }
        var start = delta
        var velocity: V
        if case .spring(_, let v0, _) = animation.curve { velocity = delta.scaled(by: -v0) } else { velocity = .zero }
        if animation.merges, let i = runs.lastIndex(where: { $0.animation.merges }) {
            start += runs[i].offset(at: time)
            velocity = runs[i].velocity(at: time)
            runs.remove(at: i)
        }
        target = newValue
        let run = AnimationRun(animation: animation, start: time, delta: start, velocity: velocity)
        runs.append(run)
        group?.register(end: min(run.logicalEnd, run.end))
        return true
    }

    /// The value shown at scene time `time`.
    public func value(at time: Double) -> V {
        var v = target
        for r in runs { v += r.offset(at: time) }
        return v
    }

    /// The rate of change of the shown value at `time`, units per second.
    public func velocity(at time: Double) -> V {
        var v = V.zero
        for r in runs { v += r.velocity(at: time) }
        return v
    }

    /// Forgets runs that have ended by `time`.
    public func prune(at time: Double) {
        if runs.contains(where: { $0.end <= time }) { runs.removeAll { $0.end <= time } }
    }

    public var isAnimating: Bool { !runs.isEmpty }
    /// When the last run ends (−∞ when none runs).
    public var endTime: Double { runs.map(\.end).max() ?? -.infinity }
    /// When the first run started.
    public var startTime: Double { runs.map(\.start).min() ?? .infinity }
    /// The animations running, oldest first (for the inspector).
    public var animations: [Animation] { runs.map(\.animation) }
    /// The value at the first run's start: the target plus every delta.
    public var startValue: V { runs.reduce(target) { $0 + $1.delta } }
}
