import Foundation
import MotionTiming

/// UIScrollView's deceleration after a fling: the velocity is multiplied by `rate` once per
/// millisecond, taken as the continuous law
///
///     v(t) = v₀·r^(1000t),   x(t) = x₀ + v₀·(r^(1000t) − 1)/(1000·ln r)
///
/// so that v is exactly dx/dt and a release at v₀ continues at v₀ (no velocity step at drag →
/// decelerate). The total distance is v₀/(1000·(−ln r)).
///
/// The law is `POPDecaySolver`'s, reused rather than written twice: Pop's discrete form
/// x₀ + (u/1000)·r·(1 − rⁿ)/(1 − r) equals the continuous one for u = v₀/κ with
/// κ = r·(−ln r)/(1 − r) (0.999 at r = 0.998), and then dx/dt = κ·(Pop's velocity).
///
/// The motion stops when |v| < `stopVelocity` = 5 pt/s — Pop's rule for a 1-point threshold
/// (`POPThreshold.point` × 5). At 60 fps that is under 0.1 pt per frame, so the stop is invisible;
/// the travel it leaves out is stopVelocity/(1000·|ln r|), 2.5 pt at the normal rate.
public struct ScrollDeceleration: Equatable, Sendable {
    /// Points per second below which the motion has stopped.
    public static let stopVelocity = 5.0

    public let initialPosition: Double
    public let initialVelocity: Double
    /// Velocity multiplier per millisecond, in (0, 1).
    public let rate: Double
    private let solver: POPDecaySolver
    private let kappa: Double

    /// - Precondition: 0 < rate < 1, finite position and velocity.
    public init(position: Double, velocity: Double, rate: Double = POPDecaySolver.normalDecelerationRate) {
        precondition(rate > 0 && rate < 1, "ScrollDeceleration: rate must be in (0, 1), got \(rate)")
        initialPosition = position
        initialVelocity = velocity
        self.rate = rate
        let k = rate * -log(rate) / (1 - rate)
        kappa = k
        solver = POPDecaySolver(position: position, velocity: velocity / k, deceleration: rate,
                                threshold: Self.stopVelocity / (POPDecaySolver.minimalVelocityFactor * k))
    }

    /// Seconds until |v| falls below `stopVelocity` (0 when it starts below it).
    public var duration: Double { solver.duration }

    /// Position at `t` seconds after release; held at `finalPosition` from `duration` on.
    public func position(at t: Double) -> Double { solver.position(at: t) }

    /// dx/dt at `t` seconds, points per second; 0 once stopped.
    public func velocity(at t: Double) -> Double { kappa * solver.velocity(at: t) }

    /// Where the motion stops: x(duration).
    public var finalPosition: Double { solver.finalPosition }

    /// Where the motion would rest with no stop threshold: x₀ + v₀/(1000·(−ln r)).
    public var projectedPosition: Double { solver.projectedPosition }

    /// The first time in [0, duration] at which the motion reaches `x`, or nil if it never does.
    /// Closed form: r^(1000t) = 1 − (x − x₀)·1000·(−ln r)/v₀.
    public func time(reaching x: Double) -> Double? {
        if x == initialPosition { return 0 }
        guard initialVelocity != 0 else { return nil }
        let f = (x - initialPosition) * 1000 * -log(rate) / initialVelocity
        guard f > 0, f < 1 else { return nil }
        let t = log1p(-f) / (1000 * log(rate))
        return t <= duration ? t : nil
    }
}
