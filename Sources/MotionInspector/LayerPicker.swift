import Foundation
import MotionGeometry
import MotionAnimation
import MotionLayers
import MotionViews

/// Picks the topmost layer on screen under a point — hit-testing the presentation tree (what is drawn:
/// moving layers where they are drawn, hidden and transparent ones skipped), whatever views accept
/// touches — and sets its model values beside its presentation values.
public enum LayerPicker {
    /// The topmost visible layer under `point` (window points), or nil.
    public static func layer(at point: CGPoint, in root: CALayer, context: AnimationContext) -> CALayer? {
        context.perform {
            guard let copy = root.presentation(), let hit = copy.hitTest(point) else { return nil }
            return hit.model()
        }
    }

    /// One property of a picked layer: its model and presentation values.
    public struct Row: Equatable {
        public var property: String
        public var model: InspectedValue
        public var presentation: InspectedValue
        public var differs: Bool { model != presentation }
    }

    /// The properties worth comparing, in this order.
    public static let comparedKeyPaths = ["position", "bounds.size", "anchorPoint", "opacity", "transform.scale",
                                          "transform.rotation.z", "transform.translation", "cornerRadius",
                                          "backgroundColor", "zPosition", "strokeEnd"]

    /// Model and presentation values of `layer` now (shape-only properties only for shape layers).
    public static func comparison(of layer: CALayer, context: AnimationContext) -> [Row] {
        context.perform {
            let model = layer.properties
            let presented = layer.presentationProperties(atLocalTime: layer.localTime())
            return comparedKeyPaths.compactMap { name in
                guard let k = LayerKeyPath(name) else { return nil }
                if name == "strokeEnd" && !(layer is CAShapeLayer) { return nil }
                return Row(property: name, model: AnimationInspector.inspectedValue(k.value(in: model)),
                           presentation: AnimationInspector.inspectedValue(k.value(in: presented)))
            }
        }
    }

    /// "row3 (UIImageView)", or the layer's path when it has no name.
    public static func title(of layer: CALayer, root: CALayer) -> String {
        let type = (layer.delegate as? UIView).map { String(describing: Swift.type(of: $0)) } ?? String(describing: Swift.type(of: layer))
        if let n = layer.name { return "\(n) (\(type))" }
        var path = ""
        AnimationInspector.walk(root, path: AnimationInspector.pathComponent(root, index: 0)) { l, p in if l === layer { path = p } }
        return path.isEmpty ? type : path
    }
}
