import Foundation
import MotionTiming

/// How a change moves: SwiftUI's `Animation`, a value. Timing curves (`linear`, `easeIn`, `easeOut`,
/// `easeInOut`, `timingCurve`) run for a duration — 0.35 s unless given, Apple's documented default —
/// through Core Animation's Bézier curves; springs (`spring`, `smooth`, `snappy`, `bouncy`,
/// `interactiveSpring`, `interpolatingSpring`) are `Spring`s run until they settle. `delay`, `speed`,
/// `repeatCount` and `repeatForever` change how either plays.
///
/// When a value that is already animating changes again, a spring of the persistent kind
/// (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`) takes over the running spring's
/// position and velocity (SwiftUI's merge); every other animation is added on top of what runs, each
/// animating its own part of the change (SwiftUI's additive animations).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The motion of one play, from 0 to 1.
    enum Curve: Hashable, Sendable {
        case bezier(UnitBezier, duration: Double)
        case spring(Spring, initialVelocity: Double, merges: Bool)
    }

    var curve: Curve
    /// Seconds before the motion starts (holding the old value).
    var delay: Double = 0
    /// Rate of the motion: 2 plays twice as fast.
    var playbackSpeed: Double = 1
    /// Plays (nil: once); `Int.max` repeats forever.
    var repeats: Int?
    var autoreverses = false
    /// What `description` prints (the factory that made it).
    var name: String

    init(_ curve: Curve, name: String) {
        self.curve = curve
        self.name = name
    }

    public var description: String {
        var s = name
        if delay != 0 { s += ".delay(\(delay))" }
        if playbackSpeed != 1 { s += ".speed(\(playbackSpeed))" }
        if let r = repeats { s += r == Int.max ? ".repeatForever(autoreverses: \(autoreverses))" : ".repeatCount(\(r), autoreverses: \(autoreverses))" }
        return s
    }

    // MARK: Timing curves

    /// SwiftUI's default duration for the curve animations: 0.35 s.
    public static let defaultCurveDuration = 0.35

    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double, name: String) -> Animation {
        let valid = UnitBezier.isValid(p1x: x1, p1y: y1, p2x: x2, p2y: y2)
        let b = valid ? UnitBezier(p1x: x1, p1y: y1, p2x: x2, p2y: y2) : UnitBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1)
        let d = duration.isFinite ? max(duration, 0) : defaultCurveDuration
        return Animation(.bezier(b, duration: d), name: name)
    }

    public static func linear(duration: Double) -> Animation { bezier(0, 0, 1, 1, duration: duration, name: ".linear(duration: \(duration))") }
    public static var linear: Animation { bezier(0, 0, 1, 1, duration: defaultCurveDuration, name: ".linear") }
    public static func easeIn(duration: Double) -> Animation { bezier(0.42, 0, 1, 1, duration: duration, name: ".easeIn(duration: \(duration))") }
    public static var easeIn: Animation { bezier(0.42, 0, 1, 1, duration: defaultCurveDuration, name: ".easeIn") }
    public static func easeOut(duration: Double) -> Animation { bezier(0, 0, 0.58, 1, duration: duration, name: ".easeOut(duration: \(duration))") }
    public static var easeOut: Animation { bezier(0, 0, 0.58, 1, duration: defaultCurveDuration, name: ".easeOut") }
    public static func easeInOut(duration: Double) -> Animation { bezier(0.42, 0, 0.58, 1, duration: duration, name: ".easeInOut(duration: \(duration))") }
    public static var easeInOut: Animation { bezier(0.42, 0, 0.58, 1, duration: defaultCurveDuration, name: ".easeInOut") }
    /// A cubic Bézier from (0, 0) through the two control points to (1, 1); x values outside 0…1
    /// make an invalid curve, which plays linearly.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        bezier(c0x, c0y, c1x, c1y, duration: duration, name: ".timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))")
    }

    // MARK: Springs

    static func spring(_ s: Spring, merges: Bool, initialVelocity: Double = 0, name: String) -> Animation {
        Animation(.spring(s, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0, merges: merges), name: name)
    }

    /// iOS 17's default animation, as Apple documents `Animation.default`: `spring(response: 0.55,
    /// dampingFraction: 1.0, blendDuration: 0)` (critically damped, no bounce).
    public static let `default` = spring(Spring(response: 0.55, dampingRatio: 1.0), merges: true, name: ".default")

    /// A spring of `duration` (its response) and `bounce` — the overload `.spring()` means, as in
    /// Apple's SDK, where the response/damping-fraction form is disfavoured.
    public static func spring(duration: Double = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), merges: true, name: ".spring(duration: \(duration), bounce: \(bounce))")
    }

    /// A spring whose undamped period is `response` seconds with damping ratio `dampingFraction`:
    /// stiffness (2π/response)², damping 4π·dampingFraction/response, mass 1.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), merges: true,
               name: ".spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation.spring(spring, merges: true, name: ".spring(Spring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping)))")
    }

    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }

    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), merges: true,
               name: ".interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        spring(Spring(duration: duration, bounce: 0.14 + extraBounce), merges: true, name: ".interactiveSpring(duration: \(duration))")
    }

    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) }

    /// A spring of these physical values whose changes add up instead of merging.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), merges: false, initialVelocity: initialVelocity,
               name: ".interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))")
    }

    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), merges: false, initialVelocity: initialVelocity,
               name: ".interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }

    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation.spring(spring, merges: false, initialVelocity: initialVelocity, name: ".interpolatingSpring(Spring)")
    }

    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }

    public static var smooth: Animation { spring(Spring(duration: 0.5, bounce: 0), merges: true, name: ".smooth") }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(Spring(duration: duration, bounce: extraBounce), merges: true, name: ".smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static var snappy: Animation { spring(Spring(duration: 0.5, bounce: 0.15), merges: true, name: ".snappy") }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(Spring(duration: duration, bounce: 0.15 + extraBounce), merges: true, name: ".snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static var bouncy: Animation { spring(Spring(duration: 0.5, bounce: 0.3), merges: true, name: ".bouncy") }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(Spring(duration: duration, bounce: 0.3 + extraBounce), merges: true, name: ".bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    // MARK: Modifiers

    /// Starts `delay` seconds later (the value holds until then).
    public func delay(_ delay: Double) -> Animation {
        var a = self
        a.delay += (delay.isFinite ? max(delay, 0) : 0) * a.playbackSpeed
        return a
    }

    /// Plays at `speed` times the rate (a delay too is shortened).
    public func speed(_ speed: Double) -> Animation {
        var a = self
        a.playbackSpeed *= speed.isFinite && speed > 0 ? speed : 1
        return a
    }

    /// Plays `repeatCount` times, every other play backwards when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeats = max(repeatCount, 1)
        a.autoreverses = autoreverses
        return a
    }

    /// Plays for ever, every other play backwards when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeats = Int.max
        a.autoreverses = autoreverses
        return a
    }

    /// The timing curve's or spring's parameters, for tools (the inspector, export).
    public var springParameters: Spring? {
        if case .spring(let s, _, _) = curve { return s }
        return nil
    }

    public var bezierParameters: (UnitBezier, duration: Double)? {
        if case .bezier(let b, let d) = curve { return (b, d) }
        return nil
    }

    /// Whether a new change with this animation takes over a running spring (SwiftUI's merge).
    var merges: Bool {
        if case .spring(_, _, let m) = curve, repeats == nil { return m }
        return false
    }
}
