import Foundation
import MotionGeometry
import MotionTiming

/// An animation of one layer property, named by a key path the engine parses (`"position.x"`,
/// `"transform.rotation.z"`, …). Subclasses supply `value(progress:time:current:)`; this class applies
/// Core Animation's additive and cumulative rules on top.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Adds the animated value to the value below it (the model, or earlier animations) instead of replacing it.
    open var isAdditive = false
    /// Each repeat starts where the previous one ended.
    open var isCumulative = false
    /// Builds the written transform from the interpolated numbers (see `CAValueFunction`); only for
    /// the `"transform"` and `"sublayerTransform"` key paths.
    open var valueFunction: CAValueFunction?

    public private(set) var parsedKeyPath: LayerKeyPath = .opacity
    /// A key path the engine does not know — a layer subclass's own property (`progress`), animated as
    /// Core Animation animates any key-value-coded key — or nil. Such an animation is evaluated on a
    /// scratch value through `parsedKeyPath`, an engine path of the same kind (`LayerKeyPath.proxy`),
    /// never on the layer's own properties.
    public private(set) var customKey: String?
    /// The kind of value a custom key holds; the layer sets it before `prepare()` (from the key's
    /// value or the animation's values). nil: an unknown key path is an error, as before.
    public var customKind: AnimatableValueKind?
    /// `isAdditive` and `isCumulative` as they were when prepared (read every frame; kept final).
    final var preparedAdditive = false
    final var preparedCumulative = false
    /// `valueFunction` as it was when prepared.
    public final private(set) var preparedValueFunction: CAValueFunction?

    public required init() {}

    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CAPropertyAnimation {
            keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative
            valueFunction = o.valueFunction; customKind = o.customKind
        }
    }

    open override func prepare() throws {
        try super.prepare()
        guard let k = keyPath else { throw AnimationError.missingKeyPath(animation: animationName) }
        customKey = nil
        if let parsed = LayerKeyPath(k) {
            parsedKeyPath = parsed
        } else if let kind = customKind, let proxy = LayerKeyPath.proxy(for: kind) {
            parsedKeyPath = proxy
            customKey = k
        } else {
            throw AnimationError.unknownKeyPath(animation: animationName, keyPath: k)
        }
        preparedAdditive = isAdditive
        preparedCumulative = isCumulative
        preparedValueFunction = valueFunction
        if let f = valueFunction, parsedKeyPath.kind != .transform {
            throw AnimationError.badParameter(animation: animationName, name: "valueFunction",
                                              value: "\(f.name.rawValue) on '\(k)' (value functions write whole transforms: use \"transform\" or \"sublayerTransform\")")
        }
    }

    var animationName: String { String(describing: type(of: self)) }

    /// Converts a user value for `property` (e.g. "toValue") to the key path's type, or throws naming both.
    public func convertValue(_ value: Any?, property: String) throws -> AnimatableValue? {
        guard let value = value else { return nil }
        if let f = preparedValueFunction {
            if let v = f.packedInput(value) { return v }
            throw AnimationError.wrongValueType(animation: animationName, keyPath: keyPath ?? "", property: property,
                                                expected: f.takesVector ? "[x, y, z] numbers for \(f.name.rawValue)" : "a number for \(f.name.rawValue)",
                                                got: String(describing: type(of: value)))
        }
        if let v = AnimatableValue.convert(value, to: parsedKeyPath.kind) { return v }
        throw AnimationError.wrongValueType(animation: animationName, keyPath: keyPath ?? "", property: property,
                                            expected: parsedKeyPath.kind.description, got: Self.describe(value))
    }

    /// A value's type for a message, and its value when it is a number that is not finite (a NaN is a
    /// number of the right type: saying only its type would mislead).
    static func describe(_ value: Any) -> String {
        let type = String(describing: Swift.type(of: value))
        let number: Double? = (value as? Double) ?? (value as? Float).map(Double.init) ?? (value as? CGFloat).map(Double.init)
        if let number, !number.isFinite { return "\(type) \(number) (numbers must be finite)" }
        return type
    }

    /// With a value function, the value that stands in for "the current value" of the function's input:
    /// its identity input (the layer's matrix cannot be turned back into the input). nil otherwise.
    public var valueFunctionIdentity: AnimatableValue? { preparedValueFunction?.packedIdentity }

    /// The value at eased progress `progress` (0…1 within the iteration), `time` seconds into the
    /// iteration, given `current`, the property's value below this animation (only read when
    /// `needsCurrentValue`; otherwise a placeholder). nil leaves the property alone.
    open func value(progress: Double, time: Double, current: AnimatableValue) -> AnimatableValue? { nil }

    /// Whether `value(progress:time:current:)` reads `current` (decided once, in `prepare()`); reading
    /// it costs a decomposition for transform parts, so animations with both ends set skip it.
    open var needsCurrentValue: Bool { true }

    /// The value one iteration ends on, for cumulative repeats.
    open func endValue(current: AnimatableValue) -> AnimatableValue? { value(progress: 1, time: simpleDuration, current: current) }

    open override func apply(to properties: inout LayerProperties, parentTime: CFTimeInterval) {
        guard let s = sample(at: parentTime) else { return }
        applySample(s, to: &properties)
    }

    /// Set at the end of `prepare()` by the layer: whether this frame's evaluation must read the value below.
    final var readsCurrent = true

    @inline(__always)
    final func applySample(_ s: MediaTimingSample, to properties: inout LayerProperties) {
        let keyPath = parsedKeyPath
        let current = readsCurrent ? keyPath.value(in: properties) : .scalar(0)
        let function = preparedValueFunction
        let input = function?.packedIdentity ?? current
        guard var v = value(progress: s.progress, time: s.progress * simpleDuration, current: input) else { return }
        if preparedCumulative && s.iteration > 0, let end = endValue(current: input) {
            v = v.adding(end.multiplied(by: Double(s.iteration)))
        }
        if let f = function { v = f.output(for: v) }
        if preparedAdditive { v = current.adding(v) }
        keyPath.set(v, in: &properties)
    }

    /// Decides `readsCurrent` once the subclass has prepared its values.
    open override func didPrepare() {
        readsCurrent = preparedAdditive || preparedCumulative || needsCurrentValue
    }
}
