import Foundation

/// Facebook Pop's spring integrator: classical RK4 at a fixed 1 ms step (POPSpringSolver.h),
/// for m·x'' = −tension·(x − target) − friction·x'.
///
/// Units: tension N/m, friction N·s/m, mass kg, time s; positions and velocities in the caller's
/// units. Call `advance` once per frame with the frame's duration. Time that does not fill a whole
/// step is carried to the next call, and the output between steps is a cubic Hermite interpolation
/// of the neighbouring steps (position from positions and velocities, velocity from velocities and
/// accelerations), so it stays accurate to ~1e-9 of the distance rather than lagging a step.
///
/// **Frame-rate independence.** The solver keeps the state at the last whole step. As long as the
/// caller hands back the position and velocity it was given and the target is unchanged, it
/// continues from that internal state, so advancing by 1/60 s sixty times and by 1 ms a thousand
/// times give the same trajectory. (Pop itself folds the interpolated state back into the next
/// integration, which makes it very slightly frame-rate dependent; we do not reproduce that.)
///
/// **Retargeting** is calling `advance` with a new target. If the target, position or velocity
/// differ from the last call's, the solver restarts from the caller's position and velocity, so
/// nothing jumps: position and velocity are continuous, only the acceleration changes.
public struct POPSpringSolver: Equatable, Sendable {
    /// Pop's fixed integration step, 1 ms.
    public static let step = 0.001
    /// Pop's `maxSolverDt`: a single advance longer than this (30 s) ends the motion at the target.
    public static let maximumFrameDuration = 30.0

    public let tension: Double
    public let friction: Double
    public let mass: Double

    // State at the last whole step, and the time carried past it (0 ≤ leftover < step).
    private var stepPosition = 0.0
    private var stepVelocity = 0.0
    private var leftover = 0.0
    // What the last advance returned and aimed at; a mismatch means the caller moved the spring.
    private var hasOutput = false
    private var lastPosition = 0.0
    private var lastVelocity = 0.0
    private var lastTarget = 0.0

    /// - Precondition: tension and mass > 0, friction ≥ 0, all finite.
    public init(tension: Double, friction: Double, mass: Double = 1) {
        SpringParameterCheck.require({
            try SpringSimulation.validate(mass: mass, stiffness: tension, damping: friction)
        }, "POPSpringSolver")
        self.tension = tension
        self.friction = friction
        self.mass = mass
    }

    /// A spring from Pop's `springBounciness` and `springSpeed` (0…20, defaults 4 and 12), converted
    /// exactly as Pop does (see `POPSpringConversion`).
    public init(bounciness: Double = POPSpringConversion.defaultBounciness,
                speed: Double = POPSpringConversion.defaultSpeed) {
        let d = POPSpringConversion.dynamics(bounciness: bounciness, speed: speed)
        self.init(tension: d.tension, friction: d.friction, mass: d.mass)
    }

    /// Advances the spring by `dt` seconds toward `target`, updating `position` and `velocity`.
    public mutating func advance(position: inout Double, velocity: inout Double, target: Double, by dt: Double) {
        guard dt > 0 else { return }
        if dt > Self.maximumFrameDuration {
            // Pop zeroes the solver state: at the target, at rest.
            position = target
            velocity = 0
            remember(position, velocity, target)
            stepPosition = target; stepVelocity = 0; leftover = 0
            return
        }
        if !hasOutput || position != lastPosition || velocity != lastVelocity || target != lastTarget {
            stepPosition = position
            stepVelocity = velocity
            leftover = 0
        }
        leftover += dt
        // Whole steps in the carried time; the 1e-9 absorbs rounding in sums such as 16 × 0.001.
        let steps = Int((leftover / Self.step + 1e-9).rounded(.down))
        for _ in 0..<steps {
            integrate(&stepPosition, &stepVelocity, target)
        }
        leftover = max(0, leftover - Double(steps) * Self.step)
        let fraction = leftover / Self.step
        if fraction < 1e-9 {
            position = stepPosition
            velocity = stepVelocity
        } else {
            var nextPosition = stepPosition, nextVelocity = stepVelocity
            integrate(&nextPosition, &nextVelocity, target)
            let a0 = acceleration(stepPosition, stepVelocity, target)
            let a1 = acceleration(nextPosition, nextVelocity, target)
            position = hermite(stepPosition, stepVelocity, nextPosition, nextVelocity, fraction)
            velocity = hermite(stepVelocity, a0, nextVelocity, a1, fraction)
        }
        remember(position, velocity, target)
    }

    /// Pop's solver convergence test (`SpringSolver::hasConverged`): |x − target| < threshold/2,
    /// |v| < 5·√threshold and |a| < 25·threshold, with the threshold in the property's units
    /// (see `POPThreshold`). Pop also stops an animation whose last three frames are within
    /// threshold/5 of the target; that rule needs frame history and is left to the animation.
    public func isSettled(position: Double, velocity: Double, target: Double, threshold: Double) -> Bool {
        let a = acceleration(position, velocity, target)
        return abs(position - target) < threshold / 2
            && velocity * velocity < 25 * threshold
            && a * a < 625 * threshold * threshold
    }

    /// Forgets the carried time and the last output: the next advance starts from its arguments.
    public mutating func reset() {
        leftover = 0
        hasOutput = false
    }

    private mutating func remember(_ p: Double, _ v: Double, _ target: Double) {
        lastPosition = p; lastVelocity = v; lastTarget = target
        hasOutput = true
    }

    @inline(__always)
    private func acceleration(_ x: Double, _ v: Double, _ target: Double) -> Double {
        (-tension * (x - target) - friction * v) / mass
    }

    /// One classical RK4 step of 1 ms.
    @inline(__always)
    private func integrate(_ x: inout Double, _ v: inout Double, _ target: Double) {
        let h = Self.step
        let k1x = v, k1v = acceleration(x, v, target)
        let k2x = v + 0.5 * h * k1v, k2v = acceleration(x + 0.5 * h * k1x, v + 0.5 * h * k1v, target)
        let k3x = v + 0.5 * h * k2v, k3v = acceleration(x + 0.5 * h * k2x, v + 0.5 * h * k2v, target)
        let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v, target)
        x += h / 6 * (k1x + 2 * (k2x + k3x) + k4x)
        v += h / 6 * (k1v + 2 * (k2v + k3v) + k4v)
    }

    /// Cubic Hermite between (y0, slope d0) and (y1, slope d1) across one step, at `f` ∈ [0, 1].
    @inline(__always)
    private func hermite(_ y0: Double, _ d0: Double, _ y1: Double, _ d1: Double, _ f: Double) -> Double {
        let f2 = f * f, f3 = f2 * f
        let h = Self.step
        return (2 * f3 - 3 * f2 + 1) * y0 + (f3 - 2 * f2 + f) * h * d0
            + (-2 * f3 + 3 * f2) * y1 + (f3 - f2) * h * d1
    }
}
