import Foundation
import MotionTiming

/// One axis of a scroll view's motion, as a value driven by time in seconds: dragging with rubber
/// band, deceleration, bounce at the edges, the mouse wheel's smooth scroll and programmatic
/// animation. `UIScrollView` keeps one per axis and calls `update(at:)` every frame.
///
/// Positions are content offsets in points; the resting range is `limits` (from −inset to
/// contentSize − viewSize + inset). Every phase change hands over position and velocity exactly:
/// a fling that reaches an edge switches to the bounce spring at the computed crossing instant, and
/// a spring released past an edge with an inward fling that crosses the edge switches back to
/// deceleration there.
public struct ScrollAxis: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case idle
        /// Following a drag.
        case dragging
        /// Decelerating after a fling, inside the limits.
        case decelerating
        /// Springing back to an edge (after a release past it, or a fling into it).
        case bouncing
        /// Easing toward the wheel's accumulated target.
        case wheeling
        /// `setContentOffset(_:animated: true)`.
        case animating
    }

    enum Motion: Equatable, Sendable {
        case none
        case decay(ScrollDeceleration, start: Double)
        case spring(SpringSimulation, start: Double)
        case wheel(SpringSimulation, start: Double)
        /// Paging: to a page boundary on the bounce spring, without the edge handover.
        case settle(SpringSimulation, start: Double)
        case animation(from: Double, to: Double, start: Double, duration: Double)
    }

    /// Duration of `animate(to:at:)`, seconds (UIKit's animated setContentOffset takes about 0.3 s).
    public static let animationDuration = 0.3
    static let animationCurve = CAMediaTimingFunction(name: .easeInEaseOut)

    /// Resting range of the offset. Assign with `setLimits`.
    public private(set) var limits: ClosedRange<Double> = 0...0
    /// View dimension along the axis, for the rubber band.
    public var dimension: Double = 0
    /// Whether the content may go past the limits (rubber band and bounce).
    public var bounces = true
    /// Deceleration per millisecond (0.998 normal, 0.99 fast).
    public var decelerationRate = POPDecaySolver.normalDecelerationRate

    /// The shown offset, points.
    public private(set) var position: Double = 0
    /// Points per second (0 while idle; while dragging, what `endDrag` was last given or 0).
    public private(set) var velocity: Double = 0
    public private(set) var phase: Phase = .idle

    private(set) var motion: Motion = .none
    /// The drag's unresisted offset: the shown offset is `rubberBand.clamp(raw)`.
    private var raw: Double = 0

    public init(position: Double = 0, limits: ClosedRange<Double> = 0...0, dimension: Double = 0) {
        self.position = position
        self.limits = limits
        self.dimension = dimension
    }

    var rubberBand: RubberBand { RubberBand(dimension: dimension) }

    /// Changes the resting range; `max` below `min` is raised to `min`.
    public mutating func setLimits(min lo: Double, max hi: Double) {
        limits = lo...Swift.max(lo, hi)
    }

    /// Whether the shown offset is past an edge.
    public var isOutOfLimits: Bool { position < limits.lowerBound || position > limits.upperBound }

    /// The nearest resting offset.
    public func clamped(_ x: Double) -> Double { Swift.min(Swift.max(x, limits.lowerBound), limits.upperBound) }

    /// Jumps to `x` and stops any motion (x is clamped when `bounces` is false).
    public mutating func setPosition(_ x: Double) {
        position = bounces ? x : clamped(x)
        stop()
    }

    /// Stops where it is.
    public mutating func stop() {
        motion = .none
        velocity = 0
        phase = .idle
    }

    // MARK: Drag

    /// A drag starts: any motion stops where it is and the drag continues from the shown offset.
    public mutating func beginDrag() {
        motion = .none
        velocity = 0
        phase = .dragging
        raw = rubberBand.unclamp(position, from: limits)
    }

    /// The finger moved the content by `delta` points of offset (1:1 inside the limits).
    public mutating func drag(by delta: Double) {
        raw += delta
        if bounces {
            position = rubberBand.clamp(raw, to: limits)
        } else {
            raw = clamped(raw)
            position = raw
        }
    }

    /// The finger lifted at time `t` moving the content at `velocity` (points of offset per second).
    public mutating func endDrag(velocity v: Double, at t: Double) {
        position = bounces ? position : clamped(position)
        velocity = v
        if isOutOfLimits {
            startSpring(from: position, velocity: v, at: t)
        } else if abs(v) >= ScrollDeceleration.stopVelocity {
            motion = .decay(ScrollDeceleration(position: position, velocity: v, rate: decelerationRate), start: t)
            phase = .decelerating
        } else {
            stop()
        }
    }

    /// Paging: the finger lifted at time `t` moving at `velocity`; the content settles on `target` (a
    /// page boundary within the limits) with the critically damped bounce spring, from the release
    /// position and velocity — so a flick carries into the motion without a jump in speed.
    public mutating func endDrag(velocity v: Double, at t: Double, settlingOn target: Double) {
        position = bounces ? position : clamped(position)
        velocity = v
        let spring = ScrollSpring.bounce(from: position, velocity: v, to: target)
        if ScrollSpring.isAtRest(spring, at: 0) {
            position = target
            stop()
            return
        }
        motion = .settle(spring, start: t)
        phase = .decelerating
    }

    /// The page boundary a paging release settles on: the page nearest the resting point the
    /// release's deceleration would reach (`ScrollDeceleration`'s total distance, the projection of
    /// Apple's "Designing Fluid Interfaces"), at most one page from `startPage` (the page the drag
    /// began on: one flick turns one page), within the limits.
    public func pageTarget(velocity v: Double, pageSize: Double, startPage: Double) -> Double {
        guard pageSize > 0, pageSize.isFinite else { return clamped(position) }
        let travel = abs(v) < ScrollDeceleration.stopVelocity ? 0 : v / (1000 * -log(decelerationRate))
        var page = ((position + travel) / pageSize).rounded()
        page = Swift.min(Swift.max(page, startPage - 1), startPage + 1)
        return clamped(page * pageSize)
    }

    /// Where `endDrag(velocity:at:)` would come to rest: the nearer limit when released past one, the
    /// deceleration's final position (stopped at the limits) when fast enough, else here.
    public func restingPosition(velocity v: Double) -> Double {
        let from = bounces ? position : clamped(position)
        if from < limits.lowerBound || from > limits.upperBound { return clamped(from) }
        guard abs(v) >= ScrollDeceleration.stopVelocity else { return from }
        return clamped(ScrollDeceleration(position: from, velocity: v, rate: decelerationRate).finalPosition)
    }

    /// Whether `endDrag` with this velocity would keep moving (UIKit's `willDecelerate`).
    public var isMoving: Bool { motion != .none }

    private mutating func startSpring(from x: Double, velocity v: Double, at t: Double) {
        let edge = x < limits.lowerBound ? limits.lowerBound : limits.upperBound
        motion = .spring(ScrollSpring.bounce(from: x, velocity: v, to: edge), start: t)
        phase = .bouncing
    }

    // MARK: Wheel and animation

    /// Adds `delta` points of offset to the wheel's target (clamped to the limits) and eases there.
    /// Ignored while dragging.
    public mutating func scrollWheel(by delta: Double, at t: Double) {
        guard phase != .dragging, delta != 0 else { return }
        update(at: t)
        var base = position
        if case .wheel(let s, _) = motion { base = s.target }
        let target = clamped(base + delta)
        guard target != position || isMoving else { return }
        motion = .wheel(ScrollSpring.wheel(from: position, velocity: velocity, to: target), start: t)
        phase = .wheeling
    }

    /// Eases from the shown offset to `target` over `animationDuration` (ease-in-ease-out).
    public mutating func animate(to target: Double, at t: Double) {
        motion = .animation(from: position, to: target, start: t, duration: Self.animationDuration)
        phase = .animating
        velocity = 0
    }

    /// Moves the position, and whatever motion is in flight, by `delta` points: the same motion seen
    /// from a content that moved by `delta` (a list corrected an estimated height above the view).
    public mutating func shift(by delta: Double) {
        guard delta != 0, delta.isFinite else { return }
        position += delta
        raw += delta
        switch motion {
        case .none:
            break
        case let .decay(d, start):
            motion = .decay(ScrollDeceleration(position: d.initialPosition + delta, velocity: d.initialVelocity, rate: d.rate), start: start)
        case let .spring(s, start):
            motion = .spring(Self.shifted(s, delta), start: start)
        case let .wheel(s, start):
            motion = .wheel(Self.shifted(s, delta), start: start)
        case let .settle(s, start):
            motion = .settle(Self.shifted(s, delta), start: start)
        case let .animation(from, to, start, duration):
            motion = .animation(from: from + delta, to: to + delta, start: start, duration: duration)
        }
    }

    private static func shifted(_ s: SpringSimulation, _ delta: Double) -> SpringSimulation {
        SpringSimulation(mass: s.mass, stiffness: s.stiffness, damping: s.damping, position: s.initialPosition + delta,
                         velocity: s.initialVelocity, target: s.target + delta)
    }

    // MARK: Time

    /// Advances the motion to time `t` seconds (non-decreasing), handing over between phases at the
    /// exact instants they change.
    public mutating func update(at t: Double) {
        // A handover can chain (decay → spring → decay); each step consumes one phase.
        for _ in 0..<8 {
            switch motion {
            case .none:
                if phase != .dragging { phase = .idle; velocity = 0 }
                return
            case let .decay(decay, start):
                if let handover = decayHandover(decay, start: start, until: t) {
                    let (tc, edge) = handover
                    let v = decay.velocity(at: tc - start)
                    position = edge
                    if bounces {
                        motion = .spring(ScrollSpring.bounce(from: edge, velocity: v, to: edge), start: tc)
                        phase = .bouncing
                        continue
                    }
                    stop()
                    return
                }
                let local = t - start
                position = decay.position(at: local)
                velocity = decay.velocity(at: local)
                if local >= decay.duration { stop() }
                return
            case let .spring(spring, start):
                let local = t - start
                // Released past an edge with an inward fling: once the spring crosses the edge
                // still moving inward, the content decelerates freely inside.
                if let tc = ScrollSpring.crossingTime(spring), tc <= local {
                    let v = spring.velocity(at: tc)
                    if abs(v) >= ScrollDeceleration.stopVelocity {
                        position = spring.target
                        motion = .decay(ScrollDeceleration(position: spring.target, velocity: v, rate: decelerationRate),
                                        start: start + tc)
                        phase = .decelerating
                        continue
                    }
                }
                if ScrollSpring.isAtRest(spring, at: local) {
                    position = spring.target
                    stop()
                } else {
                    position = spring.value(at: local)
                    velocity = spring.velocity(at: local)
                }
                return
            case let .wheel(spring, start):
                let local = t - start
                if ScrollSpring.isAtRest(spring, at: local) {
                    position = spring.target
                    stop()
                } else {
                    // Clamp to the limits, widened to where the ease started: a wheel that
                    // interrupts a bounce eases in from past the edge instead of jumping to it.
                    let x = spring.value(at: local)
                    let lo = Swift.min(limits.lowerBound, spring.initialPosition)
                    let hi = Swift.max(limits.upperBound, spring.initialPosition)
                    position = Swift.min(Swift.max(x, lo), hi)
                    velocity = position == x ? spring.velocity(at: local) : 0
                }
                return
            case let .settle(spring, start):
                let local = t - start
                if ScrollSpring.isAtRest(spring, at: local) {
                    position = spring.target
                    stop()
                } else {
                    position = spring.value(at: local)
                    velocity = spring.velocity(at: local)
                }
                return
            case let .animation(from, to, start, duration):
                let p = min(max((t - start) / duration, 0), 1)
                let curve = Self.animationCurve
                position = from + (to - from) * curve.evaluate(p)
                let h = 1e-4
                velocity = p < 1 ? (to - from) * (curve.evaluate(min(p + h, 1)) - curve.evaluate(p)) / (h * duration) : 0
                if p >= 1 { position = to; stop() }
                return
            }
        }
    }

    /// If the decay crosses an edge by local time `t − start`, the crossing time (absolute) and edge.
    private func decayHandover(_ decay: ScrollDeceleration, start: Double, until t: Double) -> (Double, Double)? {
        let v0 = decay.initialVelocity
        let edge = v0 < 0 ? limits.lowerBound : limits.upperBound
        guard decay.position(at: t - start) * (v0 < 0 ? -1 : 1) > edge * (v0 < 0 ? -1 : 1) else { return nil }
        guard let tc = decay.time(reaching: edge) else { return nil }
        return (start + tc, edge)
    }
}
