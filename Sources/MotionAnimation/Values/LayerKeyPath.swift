import Foundation
import MotionGeometry

/// A parsed animation key path. Core Animation resolves key paths with KVC at run time; Swift on Linux
/// has none, so the engine parses the string itself, once, when an animation is added — an unknown key
/// path is an error then, never a silent no-op.
public enum LayerKeyPath: Hashable, CustomStringConvertible {
    case position, positionX, positionY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight, boundsOriginX, boundsOriginY
    case anchorPoint, anchorPointX, anchorPointY
    case zPosition, opacity, cornerRadius, borderWidth, backgroundColor, borderColor, contents
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor, shadowPath
    /// MotionLab's layer blur, σ in points (`CALayer.motionBlurRadius`).
    case motionBlurRadius
    /// The whole transform (nil) or one scalar part of it (`transform.rotation.z`, …).
    case transform(TransformComponent?)
    /// `transform.translation`: the (x, y) translation as a CGSize.
    case transformTranslation
    case sublayerTransform(TransformComponent?)
    case sublayerTransformTranslation
    // CAShapeLayer (see `ShapeContent`); on other layers reads give the defaults and writes do nothing.
    case path, fillColor, strokeColor, strokeStart, strokeEnd, lineWidth, miterLimit, lineDashPhase
    // CAGradientLayer (see `GradientContent`).
    case colors, locations, startPoint, endPoint
    // CAReplicatorLayer (see `ReplicatorContent`).
    case instanceCount, instanceDelay, instanceColor
    case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset
    case instanceTransform(TransformComponent?)
    case instanceTransformTranslation
    // CATextLayer (see `TextContent`).
    case fontSize, foregroundColor

    private static let simple: [String: LayerKeyPath] = [
        "position": .position, "position.x": .positionX, "position.y": .positionY,
        "bounds": .bounds, "bounds.origin": .boundsOrigin, "bounds.size": .boundsSize,
        "bounds.size.width": .boundsWidth, "bounds.size.height": .boundsHeight,
        "bounds.origin.x": .boundsOriginX, "bounds.origin.y": .boundsOriginY,
        "anchorPoint": .anchorPoint, "anchorPoint.x": .anchorPointX, "anchorPoint.y": .anchorPointY,
        "zPosition": .zPosition, "opacity": .opacity, "cornerRadius": .cornerRadius,
        "borderWidth": .borderWidth, "backgroundColor": .backgroundColor, "borderColor": .borderColor,
        "contents": .contents,
        "shadowOpacity": .shadowOpacity, "shadowRadius": .shadowRadius, "shadowOffset": .shadowOffset,
        "shadowColor": .shadowColor, "shadowPath": .shadowPath, "motionBlurRadius": .motionBlurRadius,
        "path": .path, "fillColor": .fillColor, "strokeColor": .strokeColor, "strokeStart": .strokeStart,
        "strokeEnd": .strokeEnd, "lineWidth": .lineWidth, "miterLimit": .miterLimit, "lineDashPhase": .lineDashPhase,
        "colors": .colors, "locations": .locations, "startPoint": .startPoint, "endPoint": .endPoint,
        "instanceCount": .instanceCount, "instanceDelay": .instanceDelay, "instanceColor": .instanceColor,
        "instanceRedOffset": .instanceRedOffset, "instanceGreenOffset": .instanceGreenOffset,
        "instanceBlueOffset": .instanceBlueOffset, "instanceAlphaOffset": .instanceAlphaOffset,
        "fontSize": .fontSize, "foregroundColor": .foregroundColor,
    ]

    /// The CATransform3D-valued properties whose parts are key paths of their own: the scalar parts
    /// (MotionGeometry's `TransformComponent`, the engine's one vocabulary for them) and `.translation`.
    private static let transformBases: [(String, (TransformComponent?) -> LayerKeyPath, LayerKeyPath)] = [
        ("transform", LayerKeyPath.transform, .transformTranslation),
        ("sublayerTransform", LayerKeyPath.sublayerTransform, .sublayerTransformTranslation),
        ("instanceTransform", LayerKeyPath.instanceTransform, .instanceTransformTranslation),
    ]

    /// Every key path string the engine understands.
    public static var allKeyPaths: [String] {
        var all = simple.keys.sorted()
        for (base, _, _) in transformBases {
            all.append(base)
            all.append("\(base).translation")
            all += TransformComponent.allCases.map { "\(base).\($0.rawValue)" }
        }
        return all
    }

    /// The engine path a custom key's animation of `kind` is evaluated through on a scratch value (see
    /// `CAPropertyAnimation.customKey`): one that stores the kind without loss.
    public static func proxy(for kind: AnimatableValueKind) -> LayerKeyPath? {
        switch kind {
        case .scalar: return .zPosition
        case .point: return .position
        case .size: return .boundsSize
        case .rect: return .bounds
        case .transform: return .transform(nil)
        case .color: return .backgroundColor
        case .image: return .contents
        case .path: return .shadowPath
        case .colors: return .colors
        case .numbers: return .locations
        }
    }

    public init?(_ string: String) {
        if let k = LayerKeyPath.simple[string] { self = k; return }
        for (base, make, translation) in LayerKeyPath.transformBases {
            if string == base { self = make(nil); return }
            if string == base + ".translation" { self = translation; return }
            if string.hasPrefix(base + "."), let c = TransformComponent(rawValue: String(string.dropFirst(base.count + 1))) {
                self = make(c); return
            }
        }
        return nil
    }

    public var description: String {
        switch self {
        case .transform(let c): return c.map { "transform.\($0.rawValue)" } ?? "transform"
        case .sublayerTransform(let c): return c.map { "sublayerTransform.\($0.rawValue)" } ?? "sublayerTransform"
        case .instanceTransform(let c): return c.map { "instanceTransform.\($0.rawValue)" } ?? "instanceTransform"
        case .transformTranslation: return "transform.translation"
        case .sublayerTransformTranslation: return "sublayerTransform.translation"
        case .instanceTransformTranslation: return "instanceTransform.translation"
        default: return LayerKeyPath.simple.first { $0.value == self }!.key
        }
    }

    /// The layer property this path belongs to: the key under which implicit actions are looked up.
    public var propertyKey: String {
        switch self {
        case .position, .positionX, .positionY: return "position"
        case .bounds, .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight, .boundsOriginX, .boundsOriginY: return "bounds"
        case .anchorPoint, .anchorPointX, .anchorPointY: return "anchorPoint"
        case .transform, .transformTranslation: return "transform"
        case .sublayerTransform, .sublayerTransformTranslation: return "sublayerTransform"
        case .instanceTransform, .instanceTransformTranslation: return "instanceTransform"
        default: return description
        }
    }

    /// The type of value this key path takes.
    public var kind: AnimatableValueKind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin: return .point
        case .bounds: return .rect
        case .boundsSize, .shadowOffset: return .size
        case .shadowColor, .foregroundColor: return .color
        case .shadowPath: return .path
        case .backgroundColor, .borderColor, .fillColor, .strokeColor, .instanceColor: return .color
        case .contents: return .image
        case .path: return .path
        case .colors: return .colors
        case .locations: return .numbers
        case .startPoint, .endPoint: return .point
        case .transform(nil), .sublayerTransform(nil), .instanceTransform(nil): return .transform
        case .transformTranslation, .sublayerTransformTranslation, .instanceTransformTranslation: return .size
        default: return .scalar
        }
    }

    /// Reads the value at this key path.
    @inline(__always)
    public func value(in p: LayerProperties) -> AnimatableValue {
        switch self {
        case .position: return .point(p.position)
        case .positionX: return .scalar(Double(p.position.x))
        case .positionY: return .scalar(Double(p.position.y))
        case .bounds: return .rect(p.bounds)
        case .boundsOrigin: return .point(p.bounds.origin)
        case .boundsSize: return .size(p.bounds.size)
        case .boundsWidth: return .scalar(Double(p.bounds.size.width))
        case .boundsHeight: return .scalar(Double(p.bounds.size.height))
        case .boundsOriginX: return .scalar(Double(p.bounds.origin.x))
        case .boundsOriginY: return .scalar(Double(p.bounds.origin.y))
        case .anchorPoint: return .point(p.anchorPoint)
        case .anchorPointX: return .scalar(Double(p.anchorPoint.x))
        case .anchorPointY: return .scalar(Double(p.anchorPoint.y))
        case .zPosition: return .scalar(Double(p.zPosition))
        case .opacity: return .scalar(Double(p.opacity))
        case .cornerRadius: return .scalar(Double(p.cornerRadius))
        case .borderWidth: return .scalar(Double(p.borderWidth))
        case .backgroundColor: return .color(p.backgroundColor ?? .clear)
        case .borderColor: return .color(p.borderColor ?? .clear)
        case .contents: return .image(p.contents)
        case .shadowOpacity: return .scalar(Double(p.shadow.opacity))
        case .shadowRadius: return .scalar(Double(p.shadow.radius))
        case .motionBlurRadius: return .scalar(Double(p.shadow.blurRadius))
        case .shadowOffset: return .size(p.shadow.offset)
        case .shadowColor: return .color(p.shadow.color ?? .clear)
        case .shadowPath: return .path(p.shadow.path)
        case .transform(let c): return TransformComponents.value(c, of: p.transform)
        case .sublayerTransform(let c): return TransformComponents.value(c, of: p.sublayerTransform)
        case .path: return .path(p.shapeOrDefault.path)
        case .fillColor: return .color(p.shapeOrDefault.fillColor ?? .clear)
        case .strokeColor: return .color(p.shapeOrDefault.strokeColor ?? .clear)
        case .strokeStart: return .scalar(Double(p.shapeOrDefault.strokeStart))
        case .strokeEnd: return .scalar(Double(p.shapeOrDefault.strokeEnd))
        case .lineWidth: return .scalar(Double(p.shapeOrDefault.lineWidth))
        case .miterLimit: return .scalar(Double(p.shapeOrDefault.miterLimit))
        case .lineDashPhase: return .scalar(Double(p.shapeOrDefault.lineDashPhase))
        case .colors: return .colors(p.gradientOrDefault.colors ?? [])
        case .locations: return .numbers((p.gradientOrDefault.locations ?? []).map { Double($0) })
        case .startPoint: return .point(p.gradientOrDefault.startPoint)
        case .endPoint: return .point(p.gradientOrDefault.endPoint)
        case .instanceCount: return .scalar(Double(p.replicatorOrDefault.instanceCount))
        case .instanceDelay: return .scalar(p.replicatorOrDefault.instanceDelay)
        case .instanceColor: return .color(p.replicatorOrDefault.instanceColor ?? .white)
        case .instanceRedOffset: return .scalar(Double(p.replicatorOrDefault.instanceRedOffset))
        case .instanceGreenOffset: return .scalar(Double(p.replicatorOrDefault.instanceGreenOffset))
        case .instanceBlueOffset: return .scalar(Double(p.replicatorOrDefault.instanceBlueOffset))
        case .instanceAlphaOffset: return .scalar(Double(p.replicatorOrDefault.instanceAlphaOffset))
        case .instanceTransform(let c): return TransformComponents.value(c, of: p.replicatorOrDefault.instanceTransform)
        case .transformTranslation: return TransformComponents.translation(of: p.transform)
        case .sublayerTransformTranslation: return TransformComponents.translation(of: p.sublayerTransform)
        case .instanceTransformTranslation: return TransformComponents.translation(of: p.replicatorOrDefault.instanceTransform)
        case .fontSize: return .scalar(Double(p.textOrDefault.fontSize))
        case .foregroundColor: return .color(p.textOrDefault.foregroundColor ?? .clear)
        }
    }

    /// `set(.scalar(x), in: &p)`, writing a planar transform part in place (the same values).
    @inline(__always)
    func setScalar(_ x: Double, in p: inout LayerProperties) {
        if case .transform(let c?) = self, AnimationEvaluation.usesFastPaths, TransformComponents.isSimplePlanar(p.transform) {
            switch c {
            case .translationX, .translationY, .translationZ: break
            default:
                if TransformComponents.setPlanar(c, x, &p.transform) { return }
            }
        }
        // The scalar properties most animations move, written directly (what `set` does for them).
        switch self {
        case .positionX: p.position.x = CGFloat(x)
        case .positionY: p.position.y = CGFloat(x)
        case .opacity: p.opacity = Float(x)
        case .cornerRadius: p.cornerRadius = CGFloat(x)
        case .zPosition: p.zPosition = CGFloat(x)
        case .boundsWidth: p.bounds.size.width = CGFloat(x)
        case .boundsHeight: p.bounds.size.height = CGFloat(x)
        case .borderWidth: p.borderWidth = CGFloat(x)
        default: set(.scalar(x), in: &p)
        }
    }

    /// `set(.point(x), in: &p)`, writing the point properties directly (the same values).
    @inline(__always)
    func setPoint(_ x: CGPoint, in p: inout LayerProperties) {
        switch self {
        case .position: p.position = x
        case .anchorPoint: p.anchorPoint = x
        case .boundsOrigin: p.bounds.origin = x
        default: set(.point(x), in: &p)
        }
    }

    /// Writes `v` at this key path. `v` must be of `kind` (checked when the animation was added).
    @inline(__always)
    public func set(_ v: AnimatableValue, in p: inout LayerProperties) {
        switch (self, v) {
        case (.position, .point(let x)): p.position = x
        case (.positionX, .scalar(let x)): p.position.x = CGFloat(x)
        case (.positionY, .scalar(let x)): p.position.y = CGFloat(x)
        case (.bounds, .rect(let x)): p.bounds = x
        case (.boundsOrigin, .point(let x)): p.bounds.origin = x
        case (.boundsSize, .size(let x)): p.bounds.size = x
        case (.boundsWidth, .scalar(let x)): p.bounds.size.width = CGFloat(x)
        case (.boundsHeight, .scalar(let x)): p.bounds.size.height = CGFloat(x)
        case (.boundsOriginX, .scalar(let x)): p.bounds.origin.x = CGFloat(x)
        case (.boundsOriginY, .scalar(let x)): p.bounds.origin.y = CGFloat(x)
        case (.anchorPoint, .point(let x)): p.anchorPoint = x
        case (.anchorPointX, .scalar(let x)): p.anchorPoint.x = CGFloat(x)
        case (.anchorPointY, .scalar(let x)): p.anchorPoint.y = CGFloat(x)
        case (.zPosition, .scalar(let x)): p.zPosition = CGFloat(x)
        case (.opacity, .scalar(let x)): p.opacity = Float(x)
        case (.cornerRadius, .scalar(let x)): p.cornerRadius = CGFloat(x)
        case (.borderWidth, .scalar(let x)): p.borderWidth = CGFloat(x)
        case (.backgroundColor, .color(let x)): p.backgroundColor = x
        case (.borderColor, .color(let x)): p.borderColor = x
        case (.contents, .image(let x)): p.contents = x
        case (.shadowOpacity, .scalar(let x)): p.shadow.opacity = Float(x)
        case (.shadowRadius, .scalar(let x)): p.shadow.radius = CGFloat(x)
        case (.motionBlurRadius, .scalar(let x)): p.shadow.blurRadius = CGFloat(Swift.max(x, 0))
        case (.shadowOffset, .size(let x)): p.shadow.offset = x
        case (.shadowColor, .color(let x)): p.shadow.color = x
        case (.shadowPath, .path(let x)): p.shadow.path = x
        case (.transform(let c), _): p.transform = TransformComponents.setting(c, to: v, in: p.transform)
        case (.sublayerTransform(let c), _): p.sublayerTransform = TransformComponents.setting(c, to: v, in: p.sublayerTransform)
        case (.path, .path(let x)): p.modifyShape { $0.path = x }
        case (.fillColor, .color(let x)): p.modifyShape { $0.fillColor = x }
        case (.strokeColor, .color(let x)): p.modifyShape { $0.strokeColor = x }
        case (.strokeStart, .scalar(let x)): p.modifyShape { $0.strokeStart = CGFloat(x) }
        case (.strokeEnd, .scalar(let x)): p.modifyShape { $0.strokeEnd = CGFloat(x) }
        case (.lineWidth, .scalar(let x)): p.modifyShape { $0.lineWidth = CGFloat(x) }
        case (.miterLimit, .scalar(let x)): p.modifyShape { $0.miterLimit = CGFloat(x) }
        case (.lineDashPhase, .scalar(let x)): p.modifyShape { $0.lineDashPhase = CGFloat(x) }
        case (.colors, .colors(let x)): p.modifyGradient { $0.colors = x.isEmpty ? nil : x }
        case (.locations, .numbers(let x)): p.modifyGradient { $0.locations = x.isEmpty ? nil : x.map { CGFloat($0) } }
        case (.startPoint, .point(let x)): p.modifyGradient { $0.startPoint = x }
        case (.endPoint, .point(let x)): p.modifyGradient { $0.endPoint = x }
        case (.instanceCount, .scalar(let x)):
            // Interpolated counts round to the nearest whole instance.
            p.modifyReplicator { $0.instanceCount = Int(Swift.min(Swift.max(x.rounded(), -1e9), 1e9)) }
        case (.instanceDelay, .scalar(let x)): p.modifyReplicator { $0.instanceDelay = x }
        case (.instanceColor, .color(let x)): p.modifyReplicator { $0.instanceColor = x }
        case (.instanceRedOffset, .scalar(let x)): p.modifyReplicator { $0.instanceRedOffset = Float(x) }
        case (.instanceGreenOffset, .scalar(let x)): p.modifyReplicator { $0.instanceGreenOffset = Float(x) }
        case (.instanceBlueOffset, .scalar(let x)): p.modifyReplicator { $0.instanceBlueOffset = Float(x) }
        case (.instanceAlphaOffset, .scalar(let x)): p.modifyReplicator { $0.instanceAlphaOffset = Float(x) }
        case (.instanceTransform(let c), _):
            p.modifyReplicator { $0.instanceTransform = TransformComponents.setting(c, to: v, in: $0.instanceTransform) }
        case (.transformTranslation, .size(let s)): TransformComponents.setTranslation(s, in: &p.transform)
        case (.sublayerTransformTranslation, .size(let s)): TransformComponents.setTranslation(s, in: &p.sublayerTransform)
        case (.instanceTransformTranslation, .size(let s)): p.modifyReplicator { TransformComponents.setTranslation(s, in: &$0.instanceTransform) }
        case (.fontSize, .scalar(let x)): p.modifyText { $0.fontSize = CGFloat(x) }
        case (.foregroundColor, .color(let x)): p.modifyText { $0.foregroundColor = x }
        default: break
        }
    }
}
