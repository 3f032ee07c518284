import Foundation

/// A spring's constants in every spelling the exporters need, computed from the engine's own
/// mappings so the exported numbers reproduce the curves MotionLab plays.
public struct ExportSpring: Equatable {
    /// kg, N/m, N·s/m.
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
    }

    /// UIKit's spring for a duration and damping ratio: `UIKitSpring.parameters` (mass 1).
    public static func uikit(duration: Double, dampingRatio: Double, initialVelocity: Double) throws -> ExportSpring {
        let p = try UIKitSpring.parameters(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        return ExportSpring(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
    }

    /// ω₀ = √(k/m), rad/s.
    public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// SwiftUI's `response`: the undamped period 2π/ω₀ = 2π·√(m/k), seconds.
    public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }
    /// SwiftUI's `dampingFraction`: ζ.
    public var dampingFraction: Double { dampingRatio }
    /// `CASpringAnimation.settlingDuration` of this spring from rest (over-damping as given).
    public var settlingDuration: Double {
        SpringSimulation(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: true).settlingDuration
    }
}

extension ExportTiming {
    /// Progress (0 = from, 1 = to) at a fraction x ∈ [0, 1] of `duration`, as MotionLab plays the
    /// timing; nil for timings that are not one curve (keyframes, paths, groups, scroll).
    public var progress: ((Double) -> Double)? {
        switch self {
        case let .uikitSpring(duration, ratio, velocity):
            guard let s = try? ExportSpring.uikit(duration: duration, dampingRatio: ratio, initialVelocity: velocity) else { return nil }
            let spring = SpringSimulation(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: velocity)
            return { x in spring.value(at: x * duration) }
        case let .jnwSpring(m, k, c):
            let curve = JNWSpringCurve(mass: m, stiffness: k, damping: c)
            let duration = curve.duration
            return { x in curve.value(at: x * duration) }
        case let .bezier(b, _), let .crossDissolve(b, _):
            let curve = Easing.cubicBezier(b.x1, b.y1, b.x2, b.y2)
            return { x in curve(min(max(x, 0), 1)) }
        case let .easing(name, _):
            guard let easing = Easing.named(name) else { return nil }
            return { x in easing(min(max(x, 0), 1)) }
        case .keyframes, .path, .group, .scroll:
            return nil
        }
    }
}
