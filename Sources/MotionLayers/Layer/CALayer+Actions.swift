import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

extension CALayer {
    /// The keys whose changes animate implicitly on a standalone layer.
    public static let animatableKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "cornerRadius", "backgroundColor", "borderWidth", "borderColor",
    ]

    /// Apple's search order: the delegate, then `actions`, then the class default. Nothing when actions are
    /// disabled; `CANullAction` ends the search with no action.
    public func action(forKey event: String) -> CAAction? {
        if CATransaction.disableActions() { return nil }
        if let d = delegate, let a = d.action(for: self, forKey: event) { return a is CANullAction ? nil : a }
        if let a = actions?[event] { return a is CANullAction ? nil : a }
        return type(of: self).defaultAction(forKey: event, layer: self)
    }

    /// The implicit animation: for an animatable key on a layer that is in a tree, a basic animation from
    /// what is on screen now (the presentation value) to the new model value, with the transaction's
    /// duration (0.25 s by default) and timing function.
    public class func defaultAction(forKey event: String, layer: CALayer) -> CAAction? {
        guard animatableKeys.contains(event), layer.superlayer != nil, let k = LayerKeyPath(event) else { return nil }
        let a = CABasicAnimation(keyPath: event)
        a.fromValue = k.value(in: layer.presentationProperties()).anyValue
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return a
    }
}
