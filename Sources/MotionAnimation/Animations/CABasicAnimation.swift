import Foundation
import MotionGeometry
import MotionTiming

/// Interpolates one property between two values. Which two follows Apple's documented table:
///
/// | set            | from                         | to                 |
/// |----------------|------------------------------|--------------------|
/// | from, to       | from                         | to                 |
/// | from, by       | from                         | from + by          |
/// | by, to         | to − by                      | to                 |
/// | from           | from                         | current value      |
/// | to             | value when added             | to                 |
/// | by             | value when added             | that + by          |
/// | none           | value when added             | current value      |
///
/// "Current value" is the property's value in the render tree below this animation at each frame (the
/// model value, or what earlier animations made of it). "Value when added" is the property's value in
/// the tree at the moment of `add(_:forKey:)`: the model as set so far with the animations that keep
/// running (one replaced under the same key does not count). So the seed's byValue rocket flies
/// 77 → 455 even though its model is set to 455 right after adding.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    var from: AnimatableValue?
    var to: AnimatableValue?
    var by: AnimatableValue?

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CABasicAnimation { fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue }
    }

    open override func prepare() throws {
        try super.prepare()
        from = try convertValue(fromValue, property: "fromValue")
        to = try convertValue(toValue, property: "toValue")
        by = try convertValue(byValue, property: "byValue")
    }

    /// Fixes a missing `from` to the value on screen when the animation is added (see the table above).
    /// Called by the layer once, after `prepare()`.
    /// With a value function the start is the function's identity input instead (see `CAValueFunction`).
    public func resolveStartValue(onScreen value: AnimatableValue) {
        if from == nil && !(to != nil && by != nil) { from = valueFunctionIdentity ?? value }
    }

    /// The (from, to) pair for this frame, resolved against the current value per the table above.
    @inline(__always)
    func endpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, b?): return (current, current.adding(b))
        case (nil, nil, nil): return (current, current)
        }
    }

    /// The resolved (from, to) pair against `current` (for the inspector).
    package func inspectedEndpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        endpoints(current: current)
    }

    /// Only a missing end (after the start was fixed when added) reads the value below.
    open override var needsCurrentValue: Bool { from == nil || (to == nil && by == nil) }

    open override func value(progress: Double, time: Double, current: AnimatableValue) -> AnimatableValue? {
        let (a, b) = endpoints(current: current)
        return a.interpolated(to: b, fraction: progress)
    }
}
