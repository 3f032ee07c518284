import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

/// Pop's property names, as the key paths they drive.
public let kPOPLayerPosition = "position"
public let kPOPLayerPositionX = "position.x"
public let kPOPLayerPositionY = "position.y"
public let kPOPLayerOpacity = "opacity"
public let kPOPLayerBounds = "bounds"
public let kPOPLayerSize = "bounds.size"
public let kPOPLayerScaleX = "transform.scale.x"
public let kPOPLayerScaleY = "transform.scale.y"
/// Pop's scaleXY takes a CGPoint (x scale, y scale); here it is the uniform `transform.scale`.
public let kPOPLayerScaleXY = "transform.scale"
public let kPOPLayerRotation = "transform.rotation.z"
public let kPOPLayerTranslationX = "transform.translation.x"
public let kPOPLayerTranslationY = "transform.translation.y"
public let kPOPLayerZPosition = "zPosition"
public let kPOPLayerCornerRadius = "cornerRadius"
public let kPOPLayerBackgroundColor = "backgroundColor"

/// Facebook Pop's animation base. Pop animations are not Core Animation animations: an animator steps
/// them every frame and writes the property's *model* value (without implicit actions), so reading the
/// layer's value mid-flight gives what is on screen, and a running spring can be retargeted.
open class POPAnimation {
    open var name: String?
    /// Media time to start at; 0 means now.
    open var beginTime: CFTimeInterval = 0
    open var isPaused = false
    open var removedOnCompletion = true
    open var completionBlock: ((POPAnimation, Bool) -> Void)?
    open var animationDidStartBlock: ((POPAnimation) -> Void)?
    /// Set once the animation has reached its end (it is then not stepped again).
    public internal(set) var isFinished = false

    public init() {}

    /// Steps the animation to `time`; returns true when it is done.
    func step(layer: CALayer, to time: CFTimeInterval) -> Bool { true }
    /// Called once when the animation is added, before any step.
    func prepare(layer: CALayer) throws {}
}

/// An animation of one layer property, from `fromValue` (default: the current value) to `toValue`.
open class POPPropertyAnimation: POPAnimation {
    /// A key path string (one of the kPOPLayer… constants or any animatable key path).
    public let property: String
    open var fromValue: Any?
    open var toValue: Any?

    var keyPath: LayerKeyPath = .opacity
    var from: [Double] = []
    var to: [Double] = []
    var started = false
    var lastTime: CFTimeInterval?

    public init(propertyNamed name: String) {
        property = name
        super.init()
    }

    func convert(_ value: Any?, _ what: String) throws -> [Double]? {
        guard let v = value else { return nil }
        guard let a = AnimatableValue.convert(v, to: keyPath.kind) else {
            throw AnimationError.wrongValueType(animation: String(describing: type(of: self)), keyPath: property, property: what,
                                                expected: keyPath.kind.description, got: String(describing: type(of: v)))
        }
        return a.components
    }

    override func prepare(layer: CALayer) throws {
        guard let k = LayerKeyPath(property) else {
            throw AnimationError.unknownKeyPath(animation: String(describing: type(of: self)), keyPath: property)
        }
        keyPath = k
        from = try convert(fromValue, "fromValue") ?? k.value(in: layer.properties).components
        to = try convert(toValue, "toValue") ?? k.value(in: layer.properties).components
    }

    func write(_ c: [Double], to layer: CALayer) {
        if let v = AnimatableValue.make(keyPath.kind, components: c) { layer.setValueWithoutActions(v, for: keyPath) }
    }

    /// Seconds since the last step (0 on the first), or nil before `beginTime`.
    func delta(to time: CFTimeInterval) -> Double? {
        if beginTime > 0 && time < beginTime { return nil }
        defer { lastTime = time }
        return lastTime.map { max(0, time - $0) } ?? 0
    }
}
