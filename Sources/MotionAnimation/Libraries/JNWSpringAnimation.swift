import Foundation
import MotionGeometry
import MotionTiming

/// JNWSpringAnimation's API and behaviour (the library the seed's map animation was tuned with): a damped
/// spring x(t) = to − (to − from)·e^(−c·t/2m)·cos(ω·t) sampled every millisecond until it settles; the
/// number of samples sets the duration, so `duration` is read-only in effect (setting it has no effect).
open class JNWSpringAnimation: CAPropertyAnimation {
    /// N·s/m.
    open var damping: CGFloat = 10 { didSet { curveCache = nil } }
    /// N/m.
    open var stiffness: CGFloat = 300 { didSet { curveCache = nil } }
    /// kg.
    open var mass: CGFloat = 1 { didSet { curveCache = nil } }
    open var fromValue: Any?
    open var toValue: Any?

    private var curveCache: JNWSpringCurve?
    var from: AnimatableValue?
    var to: AnimatableValue?

    /// The library's `+animationWithKeyPath:`.
    public class func animation(withKeyPath path: String) -> JNWSpringAnimation {
        let a = JNWSpringAnimation()
        a.keyPath = path
        return a
    }

    var curve: JNWSpringCurve {
        if let c = curveCache { return c }
        let c = JNWSpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        curveCache = c
        return c
    }

    /// Seconds until the spring settles (sample count × 1 ms).
    open override var duration: CFTimeInterval {
        get { curve.duration }
        set {}
    }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? JNWSpringAnimation {
            damping = o.damping; stiffness = o.stiffness; mass = o.mass; fromValue = o.fromValue; toValue = o.toValue
        }
    }

    open override func prepare() throws {
        for (n, v) in [("mass", mass), ("stiffness", stiffness)] where !(v > 0 && v.isFinite) {
            throw AnimationError.badParameter(animation: self, name: n, value: "\(v)")
        }
        if !(damping >= 0 && damping.isFinite) { throw AnimationError.badParameter(animation: self, name: "damping", value: "\(damping)") }
        curveCache = nil
        try super.prepare()
        from = try convertValue(fromValue, property: "fromValue")
        to = try convertValue(toValue, property: "toValue")
    }

    open override var needsCurrentValue: Bool { from == nil || to == nil }

    open override func value(progress: Double, time: Double, current: AnimatableValue) -> AnimatableValue? {
        let a = from ?? current, b = to ?? current
        return a.interpolated(to: b, fraction: curve.value(at: time))
    }
}
