import Foundation

/// The kind of timing a `UITimingCurveProvider` describes (UIKit's raw values).
public enum UITimingCurveType: Int, Hashable, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// Timing for a property animator: cubic, spring, or both (UIKit's protocol, without `NSCoding`/`NSCopying`).
/// When a provider returns both, the spring wins (UIKit documents `.composed` as a cubic curve
/// for the animator's progress and a spring for the properties; here the spring times both).
@MainActor @preconcurrency public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1): one of UIKit's four built-in curves, or two control points.
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve (`.easeInOut` for custom control points, UIKit's value there).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    public let timingCurveType: UITimingCurveType

    /// Core Animation's default timing function, cubic-bezier(0.25, 0.1, 0.25, 1) — the curve Apple
    /// documents for `init()` ("the default timing curve"), not `.easeInOut`'s (0.42, 0, 0.58, 1).
    public init() {
        let (p1, p2) = CAMediaTimingFunction(name: .default).controlPoints
        animationCurve = .easeInOut
        controlPoint1 = p1
        controlPoint2 = p2
        timingCurveType = .builtin
    }

    /// One of UIKit's curves: Core Animation's easeInEaseOut (0.42, 0, 0.58, 1), easeIn (0.42, 0, 1, 1),
    /// easeOut (0, 0, 0.58, 1) or linear.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let (p1, p2) = curve.timingFunction.controlPoints
        controlPoint1 = p1
        controlPoint2 = p2
        timingCurveType = .builtin
    }

    /// A custom curve; x coordinates belong in 0…1, y may overshoot.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingCurveType = .cubic
    }

    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation's timing function (control points stored as `Float`, as Apple's are).
    var timingFunction: CAMediaTimingFunction {
        func f(_ v: CGFloat) -> Float { v.isFinite ? Float(v) : 0 }
        return CAMediaTimingFunction(controlPoints: f(min(max(controlPoint1.x, 0), 1)), f(controlPoint1.y),
                                     f(min(max(controlPoint2.x, 0), 1)), f(controlPoint2.y))
    }
}

/// Spring timing: a damping ratio (the spring then chosen, as UIKit does, to settle within the animation's
/// duration — `UIKitSpring`), or the spring's mass, stiffness and damping (the animation then lasts as
/// long as the spring takes to settle, and the animator's own duration is ignored, as UIKit's header
/// says: "The duration is computed assuming a small settling oscillation").
open class UISpringTimingParameters: UITimingCurveProvider {
    enum Spring: Equatable {
        case dampingRatio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    /// Initial speed of each axis in animation distances per second (1 = the whole distance in one second).
    /// UIKit's rule: position-like properties use `dx` for x and `dy` for y; every other property uses `dx`.
    public let initialVelocity: CGVector
    let spring: Spring
    /// Whether a damping above critical stays over-damped (the duration-and-bounce form's negative
    /// bounce); the other forms run such springs critically damped, as Core Animation does by default.
    private(set) var allowsOverdamping = false

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (damping ratio ≈ 4.56, documented),
    /// simulated as critically damped as Core Animation's springs are by default.
    public init() {
        spring = .physical(mass: 3, stiffness: 1000, damping: 500)
        initialVelocity = .zero
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// - Parameter ratio: ζ; 1 decelerates without overshoot, closer to 0 oscillates more.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        spring = .dampingRatio(Double(ratio))
        initialVelocity = velocity
    }

    /// - Parameters: mass in kg (> 0), stiffness in N/m (> 0), damping in N·s/m (≥ 0); the damping
    ///   ratio is damping / (2√(stiffness·mass)).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        spring = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
    }

    /// iOS 17's form: a spring by pace and bounciness (`PerceptualSpring`); like the physical form, it
    /// runs until it settles, whatever the animator's duration.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        if let p = try? PerceptualSpring(duration: duration, bounce: Double(bounce)) {
            self.init(mass: CGFloat(p.mass), stiffness: CGFloat(p.stiffness), damping: CGFloat(p.damping), initialVelocity: velocity)
            allowsOverdamping = true
        } else {
            // Not a spring (a non-positive duration, NaN): UIKit's default spring.
            self.init()
        }
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// Whether the spring sets the duration (the mass/stiffness/damping form).
    var hasImplicitDuration: Bool {
        if case .physical = spring { return true }
        return false
    }

    /// The simulation for one axis (velocity `v` in animation distances per second) of an animation
    /// lasting `duration` seconds, or nil when these parameters describe no spring that can run (a
    /// non-positive or tiny damping ratio, a non-positive mass or stiffness, non-finite values).
    func simulation(duration: Double, velocity v: Double) -> SpringSimulation? {
        let velocity = v.isFinite ? v : 0
        switch spring {
        case .dampingRatio(let ratio):
            guard let p = try? UIKitSpring.parameters(duration: duration, dampingRatio: ratio, initialVelocity: velocity) else { return nil }
            return SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: velocity)
        case let .physical(m, k, c):
            guard (try? SpringSimulation.validate(mass: m, stiffness: k, damping: c, initialVelocity: velocity)) != nil else { return nil }
            return SpringSimulation(mass: m, stiffness: k, damping: c, initialVelocity: velocity, allowsOverdamping: allowsOverdamping)
        }
    }

    /// For the mass/stiffness/damping form, the seconds the spring needs to settle (velocity `dx`).
    var settlingDuration: Double? {
        guard hasImplicitDuration, let s = simulation(duration: 1, velocity: Double(initialVelocity.dx)) else { return nil }
        return s.settlingDuration
    }
}
