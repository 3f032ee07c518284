import Foundation
import MotionGeometry
import MotionTiming

/// A basic animation whose progress follows a damped spring: the closed-form solution of
/// m·x'' + c·x' + k·(x − 1) = 0 with x(0) = 0 and x'(0) = `initialVelocity` (in from→to distances per second).
/// Like Apple's, it plays for `duration` (0.25 s when 0): set `duration = settlingDuration` to see it settle.
/// The timing function is ignored — the spring is the curve.
open class CASpringAnimation: CABasicAnimation {
    /// kg; > 0.
    open var mass: CGFloat = 1
    /// N/m; > 0.
    open var stiffness: CGFloat = 100
    /// N·s/m; ≥ 0.
    open var damping: CGFloat = 10
    /// From→to distances per second, positive toward `toValue`.
    open var initialVelocity: CGFloat = 0
    /// When false (Apple's default) a damping above critical is treated as critical.
    open var allowsOverdamping = false

    private var spring: SpringSimulation?

    /// The common case, fixed in `didPrepare()`: a plain spring (not subclassed) between a set `fromValue`
    /// and `toValue` of scalars or points, neither additive nor cumulative. Evaluates what the general
    /// path does from one plain value (no dynamic class-property reads, no `AnimatableValue` copies).
    /// Read every frame for every running spring: no dynamic exclusivity check (it is set only while
    /// preparing, before the animation runs).
    @exclusivity(unchecked) private var fast: UnsafeMutablePointer<SpringKernel>?

    deinit { fast?.deallocate() }

    private func dropFastPath() {
        fast?.deallocate()
        fast = nil
        hotData = nil
        hotDataBytes = 0
    }

    public required init() {}

    /// iOS 17's form: a spring described by its pace and bounciness (`PerceptualSpring`: mass 1,
    /// stiffness (2π/duration)², damping ratio 1 − bounce, over-damped for a negative bounce).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        allowsOverdamping = true
        setPerceptual(duration: perceptualDuration, bounce: Double(bounce))
    }

    /// The spring's pace in seconds (its undamped period, 2π·√(mass/stiffness)); setting it keeps the
    /// bounce and sets mass 1, stiffness and damping.
    open var perceptualDuration: TimeInterval {
        get { (try? PerceptualSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)))?.duration ?? 0 }
        set { setPerceptual(duration: newValue, bounce: Double(bounce)) }
    }

    /// −1…1: 0 is critically damped, positive values overshoot, negative ones approach more slowly.
    /// Setting it keeps the perceptual duration.
    open var bounce: CGFloat {
        get { CGFloat((try? PerceptualSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)))?.bounce ?? 0) }
        set { setPerceptual(duration: perceptualDuration, bounce: Double(newValue)) }
    }

    /// Sets mass, stiffness and damping from a perceptual duration and bounce; invalid values (a
    /// non-positive duration, NaN) leave the spring as it was.
    private func setPerceptual(duration: Double, bounce: Double) {
        guard let p = try? PerceptualSpring(duration: duration, bounce: bounce) else { return }
        mass = CGFloat(p.mass); stiffness = CGFloat(p.stiffness); damping = CGFloat(p.damping)
    }

    /// UIKit-style construction.
    public convenience init(keyPath: String?, mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat = 0) {
        self.init()
        self.keyPath = keyPath; self.mass = mass; self.stiffness = stiffness; self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The time the spring needs to come to rest, in seconds.
    open var settlingDuration: CFTimeInterval {
        guard let s = try? makeSpring() else { return 0 }
        return s.settlingDuration
    }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CASpringAnimation {
            mass = o.mass; stiffness = o.stiffness; damping = o.damping
            initialVelocity = o.initialVelocity; allowsOverdamping = o.allowsOverdamping
        }
    }

    func makeSpring() throws -> SpringSimulation {
        do {
            try SpringSimulation.validate(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                          initialVelocity: Double(initialVelocity))
        } catch let e as SpringParameterError {
            throw AnimationError.badParameter(animation: animationName, name: e.parameter, value: "\(e.value) (\(e.requirement))")
        }
        return SpringSimulation(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    open override func prepare() throws {
        dropFastPath()
        try super.prepare()
        spring = try makeSpring()
    }

    open override func didPrepare() {
        super.didPrepare()
        dropFastPath()
        guard type(of: self) == CASpringAnimation.self, !preparedAdditive, !preparedCumulative, preparedValueFunction == nil,
              let spring = spring, let a = from, let b = to else { return }
        let ends: SpringKernel.Ends
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): ends = .scalar(x, y)
        case let (.point(x), .point(y)): ends = .point(x, y)
        default: return
        }
        let p = UnsafeMutablePointer<SpringKernel>.allocate(capacity: 1)
        p.initialize(to: SpringKernel(timing: timing, spring: spring, simpleDuration: simpleDuration, keyPath: parsedKeyPath, ends: ends))
        fast = p
        hotData = UnsafeRawPointer(p)
        hotDataBytes = MemoryLayout<SpringKernel>.size
    }

    open override func apply(to properties: inout LayerProperties, parentTime: CFTimeInterval) {
        if AnimationEvaluation.usesFastPaths, let f = fast {
            SpringKernel.apply(f, to: &properties, parentTime: parentTime)
            return
        }
        // The spring needs real seconds, so take the un-eased sample.
        guard let s = timing.sample(parentTime: parentTime, defaultDuration: CAAnimation.defaultDuration) else { return }
        applySample(s, to: &properties)
    }

    /// The prepared plain spring as a kernel (see `AnimationKernel`), nil when this spring has none.
    var springKernel: SpringKernel? { fast?.pointee }

    open override func value(progress: Double, time: Double, current: AnimatableValue) -> AnimatableValue? {
        guard let spring = spring else { return nil }
        let (a, b) = endpoints(current: current)
        return a.interpolated(to: b, fraction: spring.value(at: time))
    }
}
