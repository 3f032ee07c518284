import Foundation
import MotionGeometry

/// Groups of `LayerProperties` fields, for copying only what animations overwrite: a renderer that
/// keeps last frame's presentation values re-evaluates a layer whose model did not change by restoring
/// the fields its animations write to their model values and applying the animations again — every
/// other field already holds its model value.
public struct LayerPropertyFields: OptionSet, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = LayerPropertyFields(rawValue: 1 << 0)
    public static let bounds = LayerPropertyFields(rawValue: 1 << 1)
    public static let anchorPoint = LayerPropertyFields(rawValue: 1 << 2)
    public static let anchorPointZ = LayerPropertyFields(rawValue: 1 << 3)
    public static let zPosition = LayerPropertyFields(rawValue: 1 << 4)
    public static let transform = LayerPropertyFields(rawValue: 1 << 5)
    public static let sublayerTransform = LayerPropertyFields(rawValue: 1 << 6)
    public static let opacity = LayerPropertyFields(rawValue: 1 << 7)
    public static let cornerRadius = LayerPropertyFields(rawValue: 1 << 8)
    public static let backgroundColor = LayerPropertyFields(rawValue: 1 << 9)
    public static let borderWidth = LayerPropertyFields(rawValue: 1 << 10)
    public static let borderColor = LayerPropertyFields(rawValue: 1 << 11)
    public static let contents = LayerPropertyFields(rawValue: 1 << 12)
    /// The shape, gradient, replicator, text or emitter values (`content`).
    public static let content = LayerPropertyFields(rawValue: 1 << 13)
    public static let shadow = LayerPropertyFields(rawValue: 1 << 14)
    /// `isHidden`, `masksToBounds`, `isDoubleSided`, `maskedCornerBits` (not animatable).
    public static let flags = LayerPropertyFields(rawValue: 1 << 15)

    public static let all = LayerPropertyFields(rawValue: (1 << 16) - 1)
}

extension LayerProperties {
    /// Copies the `fields` of `model` into these values (every field for `.all`).
    @inline(__always)
    public mutating func restore(_ fields: LayerPropertyFields, from model: LayerProperties) {
        if fields == .all { self = model; return }
        if fields.contains(.position) { position = model.position }
        if fields.contains(.transform) { transform = model.transform }
        // The common case (moving, scaling, turning) ends here.
        if fields.isSubset(of: [.position, .transform]) { return }
        if fields.contains(.bounds) { bounds = model.bounds }
        if fields.contains(.anchorPoint) { anchorPoint = model.anchorPoint }
        if fields.contains(.anchorPointZ) { anchorPointZ = model.anchorPointZ }
        if fields.contains(.zPosition) { zPosition = model.zPosition }
        if fields.contains(.sublayerTransform) { sublayerTransform = model.sublayerTransform }
        if fields.contains(.opacity) { opacity = model.opacity }
        if fields.contains(.cornerRadius) { cornerRadius = model.cornerRadius }
        if fields.contains(.backgroundColor) { backgroundColor = model.backgroundColor }
        if fields.contains(.borderWidth) { borderWidth = model.borderWidth }
        if fields.contains(.borderColor) { borderColor = model.borderColor }
        if fields.contains(.contents) { contents = model.contents }
        if fields.contains(.content) { content = model.content }
        if fields.contains(.shadow) { shadowBox = model.shadowBox }
        if fields.contains(.flags) {
            isHidden = model.isHidden; masksToBounds = model.masksToBounds
            isDoubleSided = model.isDoubleSided; maskedCornerBits = model.maskedCornerBits
        }
    }
}

extension LayerKeyPath {
    /// The fields a write at this key path changes.
    public var writtenFields: LayerPropertyFields {
        switch self {
        case .position, .positionX, .positionY: return .position
        case .bounds, .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight, .boundsOriginX, .boundsOriginY: return .bounds
        case .anchorPoint, .anchorPointX, .anchorPointY: return .anchorPoint
        case .zPosition: return .zPosition
        case .opacity: return .opacity
        case .cornerRadius: return .cornerRadius
        case .borderWidth: return .borderWidth
        case .backgroundColor: return .backgroundColor
        case .borderColor: return .borderColor
        case .contents: return .contents
        case .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath: return .shadow
        case .transform, .transformTranslation: return .transform
        case .sublayerTransform, .sublayerTransformTranslation: return .sublayerTransform
        case .path, .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase,
             .colors, .locations, .startPoint, .endPoint,
             .instanceCount, .instanceDelay, .instanceColor,
             .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset,
             .instanceTransform, .instanceTransformTranslation, .fontSize, .foregroundColor:
            return .content
        }
    }
}

extension CAAnimation {
    /// The animation classes of this module whose `apply` writes nothing but their key path (groups:
    /// their children's). A subclass defined elsewhere may override `apply` to write anything, so it
    /// counts as writing every field.
    private static let keyPathOnlyClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CAPropertyAnimation.self), ObjectIdentifier(CABasicAnimation.self),
        ObjectIdentifier(CASpringAnimation.self), ObjectIdentifier(CAKeyframeAnimation.self),
        ObjectIdentifier(JNWSpringAnimation.self), ObjectIdentifier(RBBTweenAnimation.self),
    ]

    /// The `LayerProperties` fields `apply(to:parentTime:)` may write (after `prepare()`): its key path's
    /// for the engine's property animations (and the transform for a keyframe path with `rotationMode`), its children's for a plain group, none for a transition
    /// (its drawing is the layer's transition records), every field for anything else.
    public var writtenFields: LayerPropertyFields {
        let type = ObjectIdentifier(Swift.type(of: self))
        if let p = self as? CAPropertyAnimation, CAAnimation.keyPathOnlyClasses.contains(type) {
            // A keyframe animation along a path turned by `rotationMode` also writes the transform.
            if let k = p as? CAKeyframeAnimation, k.rotation != nil { return p.parsedKeyPath.writtenFields.union(.transform) }
            return p.parsedKeyPath.writtenFields
        }
        if let g = self as? CAAnimationGroup, type == ObjectIdentifier(CAAnimationGroup.self) {
            return (g.animations ?? []).reduce(into: LayerPropertyFields()) { $0.formUnion($1.writtenFields) }
        }
        if type == ObjectIdentifier(CATransition.self) { return [] }
        return .all
    }
}
