import Foundation
import MotionGeometry
import MotionTiming

/// Receives an animation's start and stop. Apple's protocol, with default empty implementations.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    /// `finished` is false when the animation was removed (or replaced under its key) before its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

public extension CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of every Core Animation animation: timing (`CAMediaTiming`), a timing function and callbacks.
///
/// An animation is a value evaluated at a time: `apply(to:parentTime:)` writes what it contributes to a
/// layer's properties at that time and nothing else; the layer tree owns what is running.
/// Adding an animation to a layer copies it, so changing the object afterwards affects nothing already added.
open class CAAnimation: CAMediaTiming, CAAction {
    /// Seconds in the parent's (layer's) time; 0 when added means "now".
    open var beginTime: CFTimeInterval = 0
    /// Seconds of one iteration; 0 means the default of 0.25 s.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    /// Number of iterations; `.infinity` repeats forever.
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Maps the animation's linear progress to eased progress; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Retained, as on Apple's platforms.
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true
    /// Swift conveniences alongside the delegate (UIKit's completion blocks are built on these).
    public var startHandler: ((CAAnimation) -> Void)?
    public var stopHandler: ((CAAnimation, Bool) -> Void)?

    /// Core Animation's default duration for an animation whose `duration` is 0.
    public static let defaultDuration: CFTimeInterval = 0.25

    public required init() {}

    /// Apple's `+animation` factory.
    public class func animation() -> Self { Self() }

    /// A deep copy; subclasses copy their own state in `copyState(from:)`.
    open func copy() -> CAAnimation {
        let c = type(of: self).init()
        c.copyState(from: self)
        return c
    }

    /// Copies every property of `other` into `self` (called on a fresh instance by `copy()`).
    open func copyState(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode; timingFunction = other.timingFunction
        delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
        startHandler = other.startHandler; stopHandler = other.stopHandler
        origin = other.origin
        keyedValues = other.keyedValues
    }

    /// Values set with `setValue(_:forKey:)` under keys that are not the animation's own properties
    /// (`anim.setValue(layer, forKey: "layer")`, read back in `animationDidStop`). Copied with the
    /// animation, so the copy a layer runs — the one its delegate is told about — carries them.
    final var keyedValues: [String: Any] = [:]

    /// NSObject's `value(forKey:)` as Core Animation's objects answer it: one of the animation's own
    /// properties by its Objective-C name ("duration", "removedOnCompletion", "keyPath", "toValue", …),
    /// else a value stored with `setValue(_:forKey:)`, else the class's `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? {
        if let v = AnimationKeyValueCoding.property(key, of: self) { return v }
        if let v = keyedValues[key] { return v }
        return type(of: self).defaultValue(forKey: key)
    }

    /// NSObject's `setValue(_:forKey:)`: sets the property of that name (a value of the wrong type is
    /// ignored), or stores any other key on the animation (CAAnimation is a key-value coding container:
    /// it accepts keys it does not declare); nil removes a stored key.
    open func setValue(_ value: Any?, forKey key: String) {
        if AnimationKeyValueCoding.setProperty(key, of: self, to: value) { return }
        keyedValues[key] = value
    }

    /// `value(forKey:)` through a dotted path whose first component is a key of this animation.
    open func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = value(forKey: String(keyPath[..<dot]))
        let rest = String(keyPath[keyPath.index(after: dot)...])
        if let a = head as? CAAnimation { return a.value(forKeyPath: rest) }
        if let d = head as? [String: Any] { return d[rest] }
        return nil
    }

    /// `setValue(_:forKey:)` through a dotted path (a key of an animation this one holds).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { setValue(value, forKey: keyPath); return }
        let head = self.value(forKey: String(keyPath[..<dot]))
        (head as? CAAnimation)?.setValue(value, forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// CAAnimation.h's default for a key with no value: nil (subclasses override).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// CAAnimation.h: whether `key` is archived; every key is.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Which API made this animation (for the inspector): `.explicit` unless UIKit or an implicit action
    /// made it. Copied with the animation.
    package var origin: AnimationOrigin = .explicit

    // MARK: Engine interface

    /// The timing values, fixed when the animation is prepared (its copy is not changed after adding).
    public private(set) var timing = MediaTiming()
    /// `timingFunction` as a value, fixed when prepared.
    public private(set) var timingCurve: TimingCurve?

    /// Checks the animation and precomputes what evaluation needs; called once when it is added.
    /// - Throws: `AnimationError` naming what is wrong (unknown key path, wrong value type, bad parameters).
    open func prepare() throws {
        timing = MediaTiming(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
                             repeatCount: repeatCount, repeatDuration: repeatDuration,
                             autoreverses: autoreverses, fillMode: fillMode)
        timingCurve = timingFunction?.curve
        for (name, v) in [("duration", duration), ("beginTime", beginTime), ("timeOffset", timeOffset), ("repeatDuration", repeatDuration)] where !v.isFinite {
            throw AnimationError.badParameter(animation: self, name: name, value: "\(v)")
        }
        if duration < 0 { throw AnimationError.badParameter(animation: self, name: "duration", value: "\(duration)") }
        if !speed.isFinite { throw AnimationError.badParameter(animation: self, name: "speed", value: "\(speed)") }
        if repeatCount.isNaN || repeatCount < 0 { throw AnimationError.badParameter(animation: self, name: "repeatCount", value: "\(repeatCount)") }
    }

    /// Where the per-frame data fixed by `didPrepare()` lives, if a subclass keeps it in one block, and how
    /// many bytes it spans: layers read it ahead of evaluation so that several layers' memory reads overlap.
    package final var hotData: UnsafeRawPointer?
    package final var hotDataBytes = 0

    /// Called by the layer after `prepare()` and after it filled in values taken from the screen; the
    /// last chance to fix per-frame decisions before the animation runs.
    open func didPrepare() {}

    /// Writes this animation's contribution to `properties` at `parentTime` (the layer's local time).
    open func apply(to properties: inout LayerProperties, parentTime: CFTimeInterval) {}

    /// When the animation ends, in the parent's time (infinity if it never does).
    public var endTime: CFTimeInterval { timing.endTime(defaultDuration: CAAnimation.defaultDuration) }

    /// The eased progress 0…1 within the current iteration at `parentTime`, or nil when the animation has no effect then.
    @inline(__always)
    public func sample(at parentTime: CFTimeInterval) -> MediaTimingSample? {
        guard var s = timing.sample(parentTime: parentTime, defaultDuration: CAAnimation.defaultDuration) else { return nil }
        if let f = timingCurve { s.progress = f.evaluate(s.progress) }
        return s
    }

    /// Replaces the prepared timing (the inspector's freeze holds an animation with Core Animation's own
    /// pause: speed 0 at the active time it had) and rebuilds what `didPrepare()` derived from it, so the
    /// fast evaluation path and the reference one read the same new timing. The public `beginTime` is
    /// kept equal to the timing's, as start events read it.
    package func retime(_ newTiming: MediaTiming) {
        timing = newTiming
        beginTime = newTiming.beginTime
        didPrepare()
    }

    /// One iteration's length in seconds (the 0.25 s default when `duration` is 0).
    public var simpleDuration: CFTimeInterval { timing.simpleDuration(default: CAAnimation.defaultDuration) }

    // MARK: CAAction

    /// Running an animation as an action adds it to the layer under the event's key (Apple's behaviour).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? AnimationHost)?.add(self, forKey: event)
    }
}

/// Something animations can be added to (a layer). Lets `CAAction` live below the layer tree.
public protocol AnimationHost: AnyObject {
    func add(_ anim: CAAnimation, forKey key: String?)
}

/// Apple's `CAAction`: what a layer runs when one of its properties changes.
public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// The action that does nothing and ends the search for one, like `NSNull()` (which is also a
/// `CAAction` here, as on Apple's platforms).
public final class CANullAction: CAAction {
    public static let shared = CANullAction()
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Apple's `NSNull` is a `CAAction` (CALayer.h: "NSNull … means no action"): `layer.actions =
/// ["position": NSNull()]` and `return NSNull()` from `action(for:forKey:)` compile and end the search.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAction {
    /// Whether this action ends the search for one with no action (`NSNull`, `CANullAction`).
    public var endsActionSearch: Bool { self is CANullAction || self is NSNull }
}
