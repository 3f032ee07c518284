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
    /// The whole transform (nil) or one scalar part of it (`transform.rotation.z`, …).
    case transform(TransformComponent?)
    /// `transform.translation`: the (x, y) translation as a CGSize.
    case transformTranslation
    case sublayerTransform(TransformComponent?)
    case sublayerTransformTranslation

    private static let simple: [String: LayerKeyPath] = [
        "position": .position, "position.x": .positionX, "position.y": .positionY,
        "bounds": .bounds, "bounds.origin": .boundsOrigin, "bounds.size": .boundsSize,
        "bounds.size.width": .boundsWidth, "bounds.size.height": .boundsHeight,
        "bounds.origin.x": .boundsOriginX, "bounds.origin.y": .boundsOriginY,
        "anchorPoint": .anchorPoint, "anchorPoint.x": .anchorPointX, "anchorPoint.y": .anchorPointY,
        "zPosition": .zPosition, "opacity": .opacity, "cornerRadius": .cornerRadius,
        "borderWidth": .borderWidth, "backgroundColor": .backgroundColor, "borderColor": .borderColor,
        "contents": .contents,
    ]

    /// Every key path string the engine understands.
    public static var allKeyPaths: [String] {
        var all = simple.keys.sorted()
        for base in ["transform", "sublayerTransform"] {
            all.append(base)
            all.append("\(base).translation")
            all += TransformComponent.allCases.map { "\(base).\($0.rawValue)" }
        }
        return all
    }

    public init?(_ string: String) {
        if let k = LayerKeyPath.simple[string] { self = k; return }
        if string == "transform.translation" { self = .transformTranslation; return }
        if string == "sublayerTransform.translation" { self = .sublayerTransformTranslation; return }
        for (base, make) in [("transform", LayerKeyPath.transform), ("sublayerTransform", LayerKeyPath.sublayerTransform)] {
            if string == base { self = make(nil); return }
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
        case .transformTranslation: return "transform.translation"
        case .sublayerTransformTranslation: return "sublayerTransform.translation"
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
        default: return description
        }
    }

    /// The type of value this key path takes.
    public var kind: AnimatableValueKind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin: return .point
        case .bounds: return .rect
        case .boundsSize: return .size
        case .backgroundColor, .borderColor: return .color
        case .contents: return .image
        case .transform(nil), .sublayerTransform(nil): return .transform
        case .transformTranslation, .sublayerTransformTranslation: return .size
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
        case .transform(let c): return TransformComponents.value(c, of: p.transform)
        case .sublayerTransform(let c): return TransformComponents.value(c, of: p.sublayerTransform)
        case .transformTranslation: return .size(CGSize(width: p.transform.m41, height: p.transform.m42))
        case .sublayerTransformTranslation: return .size(CGSize(width: p.sublayerTransform.m41, height: p.sublayerTransform.m42))
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
        set(.scalar(x), in: &p)
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
        case (.transform(let c), _): p.transform = TransformComponents.setting(c, to: v, in: p.transform)
        case (.sublayerTransform(let c), _): p.sublayerTransform = TransformComponents.setting(c, to: v, in: p.sublayerTransform)
        case (.transformTranslation, .size(let s)): p.transform.m41 = s.width; p.transform.m42 = s.height
        case (.sublayerTransformTranslation, .size(let s)): p.sublayerTransform.m41 = s.width; p.sublayerTransform.m42 = s.height
        default: break
        }
    }
}
