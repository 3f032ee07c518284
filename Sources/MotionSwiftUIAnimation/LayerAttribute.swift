import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers

/// Something a layer animation can ask for the value it shows at a time.
public protocol LayerAttributeEvaluating: AnyObject {
    /// The layer value at scene time `time`.
    func layerValue(at time: Double) -> AnimatableValue
    /// The layer value when the oldest running change began, and the target.
    var layerEndpoints: (AnimatableValue, AnimatableValue) { get }
}

/// One animatable attribute of a SwiftUI view drawn by a layer — a frame's size, an offset, an
/// opacity, a colour, a shape's path — written to one key path of that layer. Its `AnimatedValue`
/// holds the target and the runs; the layer gets the target as its model value and, while runs
/// remain, a `SwiftUIPropertyAnimation` under `swiftui.<keyPath>` that evaluates them each frame,
/// so the presentation tree, traces, the inspector and time travel see SwiftUI's motion as they
/// see Core Animation's.
public final class LayerAttribute<V: VectorArithmetic>: LayerAttributeEvaluating {
    public let keyPath: String
    public let value: AnimatedValue<V>
    let encode: (V) -> AnimatableValue
    let applyModel: (CALayer, V) -> Void
    public private(set) weak var layer: CALayer?

    /// - Parameters:
    ///   - encode: the layer value for an attribute value (evaluated every animated frame).
    ///   - applyModel: writes an attribute value as the layer's model value.
    public init(layer: CALayer, keyPath: String, initial: V, encode: @escaping (V) -> AnimatableValue,
                applyModel: @escaping (CALayer, V) -> Void) {
        self.layer = layer
        self.keyPath = keyPath
        self.value = AnimatedValue(initial)
        self.encode = encode
        self.applyModel = applyModel
        applyModel(layer, initial)
    }

    public var animationKey: String { "swiftui." + keyPath }

    /// Sets the attribute at scene time `time` (animated when `animation` is given); returns whether
    /// it changed.
    @discardableResult
    public func set(_ newValue: V, animation: Animation?, time: Double, group: AnimationCompletionGroup? = nil) -> Bool {
        guard value.set(newValue, animation: animation, time: time, group: group), let layer else { return false }
        applyModel(layer, newValue)
        refreshAnimation(on: layer)
        return true
    }

    /// Writes the model again through `applyModel` (after the encoding's inputs changed).
    public func reapply() {
        guard let layer else { return }
        applyModel(layer, value.target)
        if value.isAnimating { refreshAnimation(on: layer) }
    }

    func refreshAnimation(on layer: CALayer) {
        guard value.isAnimating else {
            if layer.animation(forKey: animationKey) != nil { layer.removeAnimation(forKey: animationKey) }
            return
        }
        let a = SwiftUIPropertyAnimation(keyPath: keyPath)
        a.attribute = self
        a.origin = .swiftUI
        let begin = value.startTime
        let end = value.endTime
        a.beginTime = begin
        if end.isFinite {
            a.duration = max(end - begin, 1e-6)
        } else {
            a.duration = 1
            a.repeatCount = .infinity
        }
        do { try layer.addChecked(a, forKey: animationKey) } catch {
            // The key paths are the graph's own; a failure here is a MotionLab bug, shown without animating.
            applyModel(layer, value.target)
        }
    }

    public func layerValue(at time: Double) -> AnimatableValue { encode(value.value(at: time)) }
    public var layerEndpoints: (AnimatableValue, AnimatableValue) { (encode(value.startValue), encode(value.target)) }
}

/// The layer animation behind a `LayerAttribute`: its timing spans the attribute's runs (begin at
/// the oldest, end at the last; repeating each second for a run that repeats for ever) and each
/// evaluation asks the attribute for its value at the animation's time — Core Animation's pause
/// (the inspector's freeze) holds it like any other animation.
public final class SwiftUIPropertyAnimation: CAPropertyAnimation {
    public var attribute: LayerAttributeEvaluating?

    public override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? SwiftUIPropertyAnimation { attribute = o.attribute }
    }

    public override var needsCurrentValue: Bool { false }

    public override func value(progress: Double, time: Double, current: AnimatableValue) -> AnimatableValue? {
        guard let a = attribute else { return nil }
        if progress <= 0 { return a.layerEndpoints.0 }
        if progress >= 1 && repeatCount != .infinity { return a.layerEndpoints.1 }
        return a.layerValue(at: beginTime + time)
    }

    public override func apply(to properties: inout LayerProperties, parentTime: CFTimeInterval) {
        guard let a = attribute, let s = timing.sample(parentTime: parentTime, defaultDuration: CAAnimation.defaultDuration) else { return }
        let t = beginTime + (Double(max(s.iteration, 0)) + s.progress) * simpleDuration
        parsedKeyPath.set(a.layerValue(at: t), in: &properties)
    }
}
