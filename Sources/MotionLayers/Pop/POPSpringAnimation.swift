import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

/// Pop's spring: springBounciness (0–20, default 4) and springSpeed (0–20, default 12), or tension,
/// friction and mass set directly. Setting `toValue` while it runs retargets it: position and velocity
/// carry over, so nothing jumps — the behaviour users ask for most.
open class POPSpringAnimation: POPPropertyAnimation {
    open var springBounciness: CGFloat = 4 { didSet { solverNeedsRebuild = true } }
    open var springSpeed: CGFloat = 12 { didSet { solverNeedsRebuild = true } }
    /// Overrides bounciness/speed when set (N/m, N·s/m, kg).
    open var dynamicsTension: CGFloat? { didSet { solverNeedsRebuild = true } }
    open var dynamicsFriction: CGFloat? { didSet { solverNeedsRebuild = true } }
    open var dynamicsMass: CGFloat? { didSet { solverNeedsRebuild = true } }
    /// Initial velocity in the property's units per second (a scalar or a value of its type).
    open var velocity: Any?
    /// Settled when every component is within this of the target and moving slower than it per second.
    open var threshold: Double?

    open override var toValue: Any? {
        didSet { if started, let t = try? convert(toValue, "toValue") { to = t } }
    }

    private var solvers: [POPSpringSolver] = []
    private var solverNeedsRebuild = true
    private var position: [Double] = []
    private var speeds: [Double] = []

    public convenience init() { self.init(propertyNamed: kPOPLayerPosition) }

    /// Pop's `+animationWithPropertyNamed:`.
    public static func animation(withPropertyNamed name: String) -> POPSpringAnimation {
        POPSpringAnimation(propertyNamed: name)
    }

    /// Current velocity per component, units per second.
    public var currentVelocity: [Double] { speeds }

    override func prepare(layer: CALayer) throws {
        try super.prepare(layer: layer)
        for (n, v) in [("springBounciness", springBounciness), ("springSpeed", springSpeed)] where !(v >= 0 && v <= 20) {
            throw AnimationError.badParameter(animation: "POPSpringAnimation", name: n, value: "\(v) (0…20)")
        }
        position = from
        if let v = velocity {
            if let s = AnimatableValue.convert(v, to: .scalar)?.scalarValue, keyPath.kind != .scalar {
                speeds = Array(repeating: s, count: from.count)
            } else {
                speeds = try convert(v, "velocity") ?? Array(repeating: 0, count: from.count)
            }
        } else {
            speeds = Array(repeating: 0, count: from.count)
        }
        try rebuildSolvers()
    }

    private func rebuildSolvers() throws {
        let solver: POPSpringSolver
        if let t = dynamicsTension, let f = dynamicsFriction {
            let m = dynamicsMass ?? 1
            try SpringSimulation.validate(mass: Double(m), stiffness: Double(t), damping: Double(f))
            solver = POPSpringSolver(tension: Double(t), friction: Double(f), mass: Double(m))
        } else {
            solver = POPSpringSolver(bounciness: Double(springBounciness), speed: Double(springSpeed))
        }
        solvers = Array(repeating: solver, count: from.count)
        solverNeedsRebuild = false
    }

    override func step(layer: CALayer, to time: CFTimeInterval) -> Bool {
        guard let dt = delta(to: time) else { return false }
        if !started { started = true; animationDidStartBlock?(self) }
        if solverNeedsRebuild { try? rebuildSolvers() }
        let th = threshold ?? defaultThreshold
        var settled = true
        for i in position.indices {
            solvers[i].advance(position: &position[i], velocity: &speeds[i], target: to[i], by: dt)
            if !solvers[i].isSettled(position: position[i], velocity: speeds[i], target: to[i], threshold: th) { settled = false }
        }
        if settled && dt > 0 {
            position = to
            speeds = speeds.map { _ in 0 }
        }
        write(position, to: layer)
        return settled && dt > 0
    }

    private var defaultThreshold: Double {
        switch keyPath {
        case .opacity: return POPThreshold.opacity
        case .transform(let c?) where c.rawValue.hasPrefix("scale"): return POPThreshold.scale
        case .transform(let c?) where c.rawValue.hasPrefix("rotation"): return POPThreshold.rotation
        case .backgroundColor, .borderColor: return POPThreshold.color
        case .cornerRadius: return POPThreshold.radius
        default: return POPThreshold.point
        }
    }
}

/// Pop's tween: `duration` (default 0.4 s) through a timing function (default easeInEaseOut).
open class POPBasicAnimation: POPPropertyAnimation {
    open var duration: CFTimeInterval = 0.4
    open var timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    private var elapsed = 0.0
    /// Fraction of `duration` played (for the inspector).
    package var inspectedProgress: Double { duration > 0 ? min(1, elapsed / duration) : 1 }

    public static func animation(withPropertyNamed name: String) -> POPBasicAnimation { POPBasicAnimation(propertyNamed: name) }
    public static func easeInEaseOut() -> POPBasicAnimation { POPBasicAnimation(propertyNamed: kPOPLayerPosition) }
    public static func linear() -> POPBasicAnimation {
        let a = POPBasicAnimation(propertyNamed: kPOPLayerPosition); a.timingFunction = CAMediaTimingFunction(name: .linear); return a
    }

    override func prepare(layer: CALayer) throws {
        try super.prepare(layer: layer)
        guard duration.isFinite, duration >= 0 else { throw AnimationError.badParameter(animation: "POPBasicAnimation", name: "duration", value: "\(duration)") }
    }

    override func step(layer: CALayer, to time: CFTimeInterval) -> Bool {
        guard let dt = delta(to: time) else { return false }
        if !started { started = true; animationDidStartBlock?(self) }
        elapsed += dt
        let p = duration > 0 ? min(1, elapsed / duration) : 1
        let e = timingFunction.evaluate(p)
        write(zip(from, to).map { $0 + ($1 - $0) * e }, to: layer)
        return p >= 1
    }
}

/// Pop's decay: starts at `velocity` (units per second) and slows by `deceleration` per millisecond
/// (0.998, UIScrollView's normal rate) until it stops; `toValue` does not apply.
open class POPDecayAnimation: POPPropertyAnimation {
    open var velocity: Any?
    open var deceleration: CGFloat = 0.998
    private var solvers: [POPDecaySolver] = []
    private var elapsed = 0.0

    public static func animation(withPropertyNamed name: String) -> POPDecayAnimation { POPDecayAnimation(propertyNamed: name) }

    override func prepare(layer: CALayer) throws {
        try super.prepare(layer: layer)
        let v: [Double]
        if let s = velocity.flatMap({ AnimatableValue.convert($0, to: .scalar)?.scalarValue }), keyPath.kind != .scalar {
            v = Array(repeating: s, count: from.count)
        } else {
            v = try convert(velocity, "velocity") ?? Array(repeating: 0, count: from.count)
        }
        for (i, x) in from.enumerated() {
            try POPDecaySolver.validate(position: x, velocity: v[i], deceleration: Double(deceleration), threshold: POPThreshold.point)
        }
        solvers = zip(from, v).map { POPDecaySolver(position: $0, velocity: $1, deceleration: Double(deceleration)) }
    }

    /// Where the motion will come to rest.
    public var finalValue: [Double] { solvers.map(\.finalPosition) }

    override func step(layer: CALayer, to time: CFTimeInterval) -> Bool {
        guard let dt = delta(to: time) else { return false }
        if !started { started = true; animationDidStartBlock?(self) }
        elapsed += dt
        write(solvers.map { $0.position(at: elapsed) }, to: layer)
        return solvers.allSatisfy { elapsed >= $0.duration }
    }
}
