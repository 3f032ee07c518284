import Foundation
import MotionGeometry

/// One running animation as the inspector shows it (key I, `motionlab inspect`): where it runs, what it
/// animates, its timing and curve, how far it is and the value on screen. Times are scene seconds (since
/// the preview started); `progress` is the fraction of the current iteration, 0…1, so for a plain
/// animation `progress = (t − begin) / duration` between its begin and end.
public struct InspectedAnimation: Equatable {
    /// Which animation this is, across frames: its layer and its key (Pop animations have their own keys).
    public struct ID: Hashable {
        public let layer: ObjectIdentifier
        public let key: String
        public let isPop: Bool
    }

    public var id: ID
    /// The layer's name, or its path of view and layer class names from the window ("UIWindow/UIView[0]/UILabel[1]").
    public var layer: String
    /// The key it was added under (`UIView.animate` uses the property: "position", "position#3").
    public var key: String
    /// The animated key path ("position", "transform.scale"); a transition's is "transition", a group's
    /// its children's, joined by ", ".
    public var keyPath: String
    /// The API that made it: "UIView.animate", "implicit action", "UIViewPropertyAnimator", or the class
    /// for animations added explicitly ("CABasicAnimation", "JNWSpringAnimation", "POPSpringAnimation").
    public var kind: String
    /// The animation's class.
    public var className: String
    /// Start and end values, absolute (an additive animation's are the model plus its offsets).
    public var from: InspectedValue?
    public var to: InspectedValue?
    /// Scene seconds it begins at, and seconds one iteration lasts (nil where physics decides: Pop).
    public var begin: Double?
    public var duration: Double?
    /// `repeatCount` (infinity: forever) and `autoreverses`.
    public var repeatCount: Double
    public var autoreverses: Bool
    public var isAdditive: Bool
    public var curve: InspectedCurve
    /// Fraction of the current iteration, 0…1 (nil where physics decides: Pop).
    public var progress: Double?
    /// Completed iterations.
    public var iteration: Int
    /// The layer's presentation value of `keyPath` now.
    public var value: InspectedValue?
    /// Held by the inspector (frozen, or paused because another is soloed).
    public var isHeld: Bool
}

/// A value as the inspector prints it: numbers (a scalar, a point's x and y, a rect's four, a colour's
/// RGBA, a transform's 16) or a description for what has no numbers (paths, images).
public enum InspectedValue: Equatable {
    case numbers([Double])
    case text(String)

    /// "160", "[160, 284]", "path (5 elements)".
    public var text: String {
        switch self {
        case .numbers(let n) where n.count == 1: return InspectedValue.format(n[0])
        case .numbers(let n): return "[" + n.map(InspectedValue.format).joined(separator: ", ") + "]"
        case .text(let t): return t
        }
    }

    /// Short numbers for the panel: up to 3 decimals, no trailing zeros.
    public static func format(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        var s = String(format: "%.3f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}

/// The timing curve of an animation.
public enum InspectedCurve: Equatable {
    /// Linear pacing (no timing function).
    case linear
    /// A cubic Bézier timing function through (0,0), the two control points, (1,1).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring: mass (kg), stiffness (N/m), damping (N·s/m), initial velocity (1/s) and the
    /// damping ratio ζ = c / (2√(k·m)).
    case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    /// Keyframes: the calculation mode, the key times and the overall timing function.
    indirect case keyframes(mode: String, keyTimes: [Double], timing: InspectedCurve)
    /// Pop's spring by bounciness and speed (or tension, friction, mass when set).
    case popSpring(bounciness: Double, speed: Double, tension: Double?, friction: Double?, mass: Double?)
    /// Pop's decay (deceleration per millisecond).
    case popDecay(deceleration: Double)
    /// A body of a physics simulation (UIKit Dynamics): its velocity (points/s), angular velocity
    /// (radians/s, clockwise on screen) and whether the engine put it to rest.
    case dynamics(velocity: [Double], angularVelocity: Double, isResting: Bool)
    /// Anything else, described.
    case other(String)

    public var dampingRatio: Double? {
        guard case let .spring(m, k, c, _) = self, m > 0, k > 0 else { return nil }
        return c / (2 * (k * m).squareRoot())
    }

    /// "cubic-bezier(0.25, 0.1, 0.25, 1)", "spring ζ 0.6 k 8.95 c 3.59".
    public var summary: String {
        let f = InspectedValue.format
        switch self {
        case .linear: return "linear"
        case let .cubicBezier(a, b, c, d): return "cubic-bezier(\(f(a)), \(f(b)), \(f(c)), \(f(d)))"
        case let .spring(m, k, c, v):
            return "spring ζ \(f(dampingRatio ?? 0))  k \(f(k))  c \(f(c))" + (m != 1 ? "  m \(f(m))" : "") + (v != 0 ? "  v \(f(v))" : "")
        case let .keyframes(mode, times, timing):
            return "\(times.count) keyframes, \(mode)" + (timing == .linear ? "" : ", " + timing.summary)
        case let .popSpring(b, s, t, fr, m):
            if let t, let fr { return "Pop spring tension \(f(t)) friction \(f(fr)) mass \(f(m ?? 1))" }
            return "Pop spring bounciness \(f(b)) speed \(f(s))"
        case .popDecay(let d): return "Pop decay \(f(d))"
        case let .dynamics(v, w, resting):
            return "velocity \(InspectedValue.numbers(v).text) pt/s" + (w != 0 ? "  ω \(f(w)) rad/s" : "") + (resting ? "  at rest" : "")
        case .other(let s): return s
        }
    }
}
