import Foundation
import MotionGeometry

/// Groups of `LayerProperties` fields, for copying only what animations overwrite: a renderer that
/// keeps last frame's presentation values re-evaluates a layer whose model did not change by restoring
/// the fields its animations write to their model values and applying the animations again — every
/// other field already holds its model value.
///
/// The members are inlinable constants, not stored statics: renderers test them for every animated layer
/// every frame from other modules, where a stored static is a call to its accessor (and a set literal
/// of them an array built at run time).
@frozen
public struct LayerPropertyFields: OptionSet, Hashable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    @inlinable public static var position: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 0) }
    @inlinable public static var bounds: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 1) }
    @inlinable public static var anchorPoint: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 2) }
    @inlinable public static var anchorPointZ: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 3) }
    @inlinable public static var zPosition: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 4) }
    @inlinable public static var transform: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 5) }
    @inlinable public static var sublayerTransform: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 6) }
    @inlinable public static var opacity: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 7) }
    @inlinable public static var cornerRadius: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 8) }
    @inlinable public static var backgroundColor: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 9) }
    @inlinable public static var borderWidth: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 10) }
    @inlinable public static var borderColor: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 11) }
    @inlinable public static var contents: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 12) }
    /// The shape, gradient, replicator, text or emitter values (`content`).
    @inlinable public static var content: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 13) }
    /// The shadow values and the layer blur (`shadowBox`).
    @inlinable public static var shadow: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 14) }
    /// `isHidden`, `masksToBounds`, `isDoubleSided`, `maskedCornerBits` (not animatable).
    @inlinable public static var flags: LayerPropertyFields { LayerPropertyFields(rawValue: 1 << 15) }

    @inlinable public static var all: LayerPropertyFields { LayerPropertyFields(rawValue: (1 << 16) - 1) }
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
        case .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath, .motionBlurRadius: return .shadow
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
