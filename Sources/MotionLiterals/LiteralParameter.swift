/// What a tunable literal means to the API it is an argument of, and so which values it may take.
/// The MotionLabPort rewrite names one of these for every literal it wraps (the raw values are what
/// the generated table spells); ranges are the APIs' documented ones.
public enum LiteralParameter: String, CaseIterable, Sendable {
    /// Seconds an animation (or transition, timer, keyframe sequence) lasts: ≥ 0.
    case duration
    /// Seconds before it starts: ≥ 0.
    case delay
    /// UIKit's spring damping ratio ζ (`usingSpringWithDamping:`, `dampingRatio:`): 0 < ζ ≤ 1.
    case dampingRatio
    /// A spring's initial velocity (UIKit: distances per second; Core Animation: units per second).
    case springVelocity
    /// iOS 17's spring pace (`springDuration:`, `perceptualDuration:`, `duration:bounce:`): > 0 s.
    case perceptualDuration
    /// iOS 17's bounce: −1 (overdamped) … 1.
    case bounce
    /// A spring's mass: > 0.
    case mass
    /// A spring's stiffness: > 0.
    case stiffness
    /// A spring's damping coefficient: ≥ 0.
    case damping
    /// A cubic Bézier control point's x (time): 0 … 1.
    case controlPointX
    /// A cubic Bézier control point's y (progress): any, overshoot included.
    case controlPointY
    /// A keyframe's time, as a fraction of the animation: 0 … 1.
    case keyTime
    /// `addKeyframe(withRelativeStartTime:relativeDuration:)`: a fraction of the whole: 0 … 1.
    case relativeTime
    /// A fraction 0 … 1 (`fractionComplete`, `delayFactor`, a transition's start/end progress).
    case fraction
    /// `continueAnimation(withTimingParameters:durationFactor:)`: ≥ 0.
    case durationFactor
    /// How many times an animation repeats: ≥ 0 (fractions allowed).
    case repeatCount
    /// A layer or animation's rate (negative plays backwards): any.
    case speed
    /// A time offset (`beginTime`, `timeOffset`): any.
    case timeOffset
    /// An animated value (`fromValue`, `toValue`, `byValue`, a keyframe value): any.
    case value
    /// How many copies a replicator layer draws: a whole number ≥ 0.
    case instanceCount
    /// Seconds between a replicator's copies: any.
    case instanceDelay
    /// Pop's `springBounciness`: 0 … 20.
    case popBounciness
    /// Pop's `springSpeed`: 0 … 20.
    case popSpeed
    /// Pop's `dynamicsTension` (stiffness) and `dynamicsMass`: > 0.
    case popDynamics
    /// Pop's `dynamicsFriction`: ≥ 0.
    case popFriction
    /// Pop's decay `deceleration`: 0 < d ≤ 1.
    case deceleration
    /// A velocity (Pop, an emitter cell): any.
    case velocity
    /// An emitter cell's rates and lifetimes (`birthRate`, `lifetime`, …): ≥ 0.
    case emitterRate
    /// An emitter cell's other motion (`xAcceleration`, `emissionRange`, `spin`, …): any.
    case emitterMotion
    /// An operand of arithmetic in an argument (`delay: 0.05 * Double(i)`, `.now() + 2`): any (the
    /// argument's range is not the operand's).
    case operand

    /// The values it takes: nil for any finite number.
    public var range: LiteralRange? {
        switch self {
        case .duration, .delay, .damping, .durationFactor, .repeatCount, .instanceCount, .popFriction, .emitterRate:
            return LiteralRange(lower: 0, lowerOpen: false, upper: nil)
        case .dampingRatio: return LiteralRange(lower: 0, lowerOpen: true, upper: 1)
        case .deceleration: return LiteralRange(lower: 0, lowerOpen: true, upper: 1)
        case .perceptualDuration, .mass, .stiffness, .popDynamics: return LiteralRange(lower: 0, lowerOpen: true, upper: nil)
        case .bounce: return LiteralRange(lower: -1, lowerOpen: false, upper: 1)
        case .controlPointX, .keyTime, .relativeTime, .fraction: return LiteralRange(lower: 0, lowerOpen: false, upper: 1)
        case .popBounciness, .popSpeed: return LiteralRange(lower: 0, lowerOpen: false, upper: 20)
        case .springVelocity, .controlPointY, .speed, .timeOffset, .value, .instanceDelay, .velocity,
             .emitterMotion, .operand:
            return nil
        }
    }

    /// Whether only whole numbers are allowed (the API's type is an integer).
    public var isWholeNumber: Bool { self == .instanceCount }

    /// The unit for messages and the panel ("s", "ratio", …); empty when it has none.
    public var unit: String {
        switch self {
        case .duration, .delay, .perceptualDuration, .timeOffset, .instanceDelay: return "s"
        case .dampingRatio: return "ratio"
        case .mass: return "kg"
        case .stiffness: return "N/m"
        case .damping: return "N·s/m"
        default: return ""
        }
    }
}

/// A closed or half-open interval of allowed values, with an optional upper end.
public struct LiteralRange: Equatable, Sendable, CustomStringConvertible {
    public let lower: Double
    /// Whether `lower` itself is excluded (0 < ζ).
    public let lowerOpen: Bool
    /// The largest allowed value (included); nil for none.
    public let upper: Double?

    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if lowerOpen ? !(value > lower) : !(value >= lower) { return false }
        if let upper, value > upper { return false }
        return true
    }

    /// The nearest allowed value (the window's nudges stop at the ends; an open end is approached by
    /// `openStep`).
    public func clamp(_ value: Double, openStep: Double) -> Double {
        var v = value
        if let upper { v = min(v, upper) }
        if lowerOpen ? !(v > lower) : v < lower { v = lowerOpen ? lower + openStep : lower }
        return v
    }

    /// "(0, 1]", "≥ 0", "> 0", "[−1, 1]" — for one-line errors.
    public var description: String {
        let lowText = LiteralNumber.text(lower)
        guard let upper else { return (lowerOpen ? "> " : "≥ ") + lowText }
        return (lowerOpen ? "(" : "[") + lowText + ", " + LiteralNumber.text(upper) + "]"
    }
}
