import Foundation

/// Estimates a drag's release velocity from its recent samples.
///
/// Uses the samples of the last `window` seconds (100 ms) before the query time and fits a
/// straight line by weighted least squares, weights rising linearly from 0 at the window's start to
/// 1 at the query time, so the most recent motion counts most while one jittery sample cannot
/// dominate. A pointer that rested for the whole window has all its samples at one position (or only
/// one sample left), and the velocity is 0: a pause before release does not fling.
public struct VelocityTracker: Equatable, Sendable {
    /// Seconds of history that count.
    public static let window = 0.1

    private var times: [Double] = []
    private var xs: [Double] = []
    private var ys: [Double] = []

    public init() {}

    /// Records the position (points) at time `t` (seconds, non-decreasing).
    public mutating func add(time t: Double, x: Double, y: Double) {
        times.append(t); xs.append(x); ys.append(y)
        // Keep a bounded history: drop what no query at or after t can use.
        if let first = times.firstIndex(where: { $0 >= t - Self.window }), first > 0 {
            times.removeFirst(first); xs.removeFirst(first); ys.removeFirst(first)
        }
    }

    public mutating func reset() { times = []; xs = []; ys = [] }

    /// Velocity (points per second) at time `now`, from the samples in (now − window, now].
    public func velocity(at now: Double) -> (x: Double, y: Double) {
        var sw = 0.0, st = 0.0, sx = 0.0, sy = 0.0
        var used = 0
        for i in times.indices where times[i] > now - Self.window && times[i] <= now {
            let w = 1 - (now - times[i]) / Self.window
            sw += w; st += w * times[i]; sx += w * xs[i]; sy += w * ys[i]
            used += 1
        }
        guard used >= 2, sw > 0 else { return (0, 0) }
        let mt = st / sw, mx = sx / sw, my = sy / sw
        var stt = 0.0, stx = 0.0, sty = 0.0
        for i in times.indices where times[i] > now - Self.window && times[i] <= now {
            let w = 1 - (now - times[i]) / Self.window
            let dt = times[i] - mt
            stt += w * dt * dt; stx += w * dt * (xs[i] - mx); sty += w * dt * (ys[i] - my)
        }
        guard stt > 1e-12 else { return (0, 0) }
        return (stx / stt, sty / stt)
    }
}
