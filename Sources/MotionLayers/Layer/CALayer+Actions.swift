import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

extension CALayer {
    /// The keys whose changes animate implicitly on a standalone layer.
    public static let animatableKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "cornerRadius", "backgroundColor", "borderWidth", "borderColor",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "motionBlurRadius",
    ]

    /// The content classes' keys that animate implicitly, on layers of that class only: what Apple's
    /// headers mark "Animatable", except a shape layer's `path`, which Apple documents as animatable
    /// but never animates implicitly.
    public static let shapeAnimatableKeys: Set<String> = [
        "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
    ]
    public static let gradientAnimatableKeys: Set<String> = ["colors", "locations", "startPoint", "endPoint"]
    public static let textAnimatableKeys: Set<String> = ["fontSize", "foregroundColor"]
    public static let replicatorAnimatableKeys: Set<String> = [
        "instanceCount", "instanceDelay", "instanceTransform", "instanceColor",
        "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
    ]

    /// Whether `event` animates implicitly on this layer: a CALayer key, or a key of its content class.
    func animatesImplicitly(_ event: String) -> Bool {
        if CALayer.animatableKeys.contains(event) { return true }
        switch properties.content {
        case nil: return false
        case .shape?: return CALayer.shapeAnimatableKeys.contains(event)
        case .gradient?: return CALayer.gradientAnimatableKeys.contains(event)
        case .replicator?: return CALayer.replicatorAnimatableKeys.contains(event)
        case .text?: return CALayer.textAnimatableKeys.contains(event)
        case .emitter?: return false
        }
    }

    /// Apple's search order: the delegate, then `actions`, then the class's `defaultAction(forKey:)`,
    /// then the implicit animation. Nothing when actions are disabled; `NSNull()` (or `CANullAction`)
    /// ends the search with no action.
    func defaultActionSearch(forKey event: String) -> CAAction? {
        if CATransaction.disableActions() { return nil }
        if let d = delegate, let a = d.action(for: self, forKey: event) { return a.endsActionSearch ? nil : a }
        if let a = actions?[event] { return a.endsActionSearch ? nil : a }
        if let a = type(of: self).defaultAction(forKey: event) { return a.endsActionSearch ? nil : a }
        return type(of: self).defaultAction(forKey: event, layer: self)
    }

    /// The implicit animation: for an animatable key on a layer that is in a tree and has been shown there,
    /// a basic animation from what is on screen now (the presentation value) to the new model value, with
    /// the transaction's duration (0.25 s by default) and timing function.
    ///
    /// A layer created in the current frame, or put into its tree (itself or an ancestor) in it, has not
    /// been committed: Core Animation's implicit animation interpolates from the value the render tree
    /// holds, which for such a layer is already the new value, so nothing moves on iOS — the familiar
    /// `gradient.frame = bounds` in a first `layoutSubviews` appears in place. No action then.
    public class func defaultAction(forKey event: String, layer: CALayer) -> CAAction? {
        guard layer.animatesImplicitly(event), layer.superlayer != nil, !layer.isUncommittedInItsTree,
              let k = LayerKeyPath(event) else { return nil }
        let a = CABasicAnimation(keyPath: event)
        a.origin = .implicitAction
        a.fromValue = k.value(in: layer.presentationProperties()).anyValue
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return a
    }
}

extension CALayer {
    /// Whether this layer is new where it is: created, or attached to its tree (itself or an ancestor),
    /// in the current, not yet committed frame.
    var isUncommittedInItsTree: Bool {
        let f = AnimationDriver.frameNumber
        var l: CALayer? = self
        while let x = l {
            if x.createdFrame == f || x.attachedFrame == f { return true }
            l = x.superlayer
        }
        return false
    }
}
