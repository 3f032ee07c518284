import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

typealias Pair = AnimatablePair<CGFloat, CGFloat>

/// A layout node's animatable layer attributes, made on first use (a first value is set without
/// animation: a view that appears has nothing to animate from).
final class NodeAttributes {
    unowned let node: LayoutNode
    var position: LayerAttribute<Pair>?
    var size: LayerAttribute<Pair>?
    var opacity: LayerAttribute<Pair>?
    var transform: LayerAttribute<AnimationVector>?
    /// The transition parameters last used for the transform (their anchor is not animated).
    var transitionAnchor = UnitPoint.center
    var extra: [String: AnyObject] = [:]

    init(node: LayoutNode) { self.node = node }

    var layer: CALayer { node.hostView.layer }
    var hasOpacity: Bool { opacity != nil }
    var hasTransform: Bool { transform != nil }

    func set(position p: CGPoint, size s: CGSize, _ rc: RenderContext) {
        let pv = Pair(p.x, p.y), sv = Pair(s.width, s.height)
        if let a = position { a.set(pv, animation: rc.animation, time: rc.time, group: rc.group) } else {
            position = LayerAttribute(layer: layer, keyPath: "position", initial: pv,
                                      encode: { .point(CGPoint(x: $0.first, y: $0.second)) },
                                      applyModel: { l, v in l.position = CGPoint(x: v.first, y: v.second) })
        }
        if let a = size { a.set(sv, animation: rc.animation, time: rc.time, group: rc.group) } else {
            // The bounds' origin is left as it is: a scroll view's is its content offset.
            size = LayerAttribute(layer: layer, keyPath: "bounds", initial: sv,
                                  encode: { [weak layer] in .rect(CGRect(origin: layer?.bounds.origin ?? .zero,
                                                                         size: CGSize(width: max($0.first, 0), height: max($0.second, 0)))) },
                                  applyModel: { l, v in l.bounds = CGRect(origin: l.bounds.origin, size: CGSize(width: max(v.first, 0), height: max(v.second, 0))) })
        }
    }

    func setOpacity(own: Double, transition: Double, _ rc: RenderContext) {
        let v = Pair(CGFloat(own), CGFloat(transition))
        if opacity == nil {
            // Made on first use at what the layer showed until now (its own opacity, no transition),
            // so a transition's first change animates from there.
            opacity = LayerAttribute(layer: layer, keyPath: "opacity", initial: Pair(CGFloat(own), 1),
                                     encode: { .scalar(Double(min(max($0.first, 0), 1) * min(max($0.second, 0), 1))) },
                                     applyModel: { l, v in l.opacity = Float(min(max(v.first, 0), 1) * min(max(v.second, 0), 1)) })
        }
        opacity?.set(v, animation: rc.animation, time: rc.time, group: rc.group)
    }

    /// The kind's transform parameters followed by the transition's (offset x, y, scale x, y, angle).
    func setTransform(own: [Double], transition t: TransitionParams, _ rc: RenderContext) {
        transitionAnchor = t.anchor
        let v = AnimationVector(own + [t.dx, t.dy, t.sx, t.sy, t.angle])
        let ownCount = own.count
        if transform == nil {
            // Made on first use with no transition applied (see `setOpacity`).
            let make: (AnimationVector) -> CATransform3D = { [unowned self] v in self.matrix(v, ownCount: ownCount) }
            transform = LayerAttribute(layer: layer, keyPath: "transform", initial: AnimationVector(own + [0, 0, 1, 1, 0]),
                                       encode: { .transform(make($0)) }, applyModel: { l, v in l.transform = make(v) })
        }
        transform?.set(v, animation: rc.animation, time: rc.time, group: rc.group)
    }

    func matrix(_ v: AnimationVector, ownCount: Int) -> CATransform3D {
        let c = v.components
        let size = node.frame.size
        let own = node.ownTransform(c[0..<min(ownCount, c.count)], size: size)
        guard c.count >= ownCount + 5 else { return own }
        let dx = c[ownCount], dy = c[ownCount + 1], sx = c[ownCount + 2], sy = c[ownCount + 3], angle = c[ownCount + 4]
        if dx == 0 && dy == 0 && sx == 1 && sy == 1 && angle == 0 { return own }
        // About the transition's anchor, relative to the layer's centre (its anchor point).
        let ax = (transitionAnchor.x - 0.5) * size.width, ay = (transitionAnchor.y - 0.5) * size.height
        var t = CATransform3DMakeTranslation(-ax, -ay, 0)
        t = CATransform3DConcat(t, CATransform3DMakeScale(CGFloat(sx), CGFloat(sy), 1))
        if angle != 0 { t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)) }
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(ax + CGFloat(dx), ay + CGFloat(dy), 0))
        return CATransform3DConcat(own, t)
    }

    /// Whether the layer's blur is an attribute (set once, it follows every later change, to 0 too).
    var hasBlur: Bool { extra["motionBlurRadius"] != nil }

    /// The blur σ (the kind's and the transition's), the layer's `motionBlurRadius`, animated like opacity.
    func setBlur(_ radius: Double, _ rc: RenderContext) {
        let r = radius.isFinite ? max(radius, 0) : 0
        // Made on first use at the kind's own blur (no transition), as `setOpacity` is.
        let own = node.ownBlurRadius.isFinite ? max(node.ownBlurRadius, 0) : 0
        let (a, _) = custom("motionBlurRadius", initial: own, encode: { .scalar(max($0, 0)) },
                            apply: { l, v in l.motionBlurRadius = CGFloat(max(v, 0)) })
        a.set(r, animation: rc.animation, time: rc.time, group: rc.group)
    }

    /// An attribute of the kind's own (a shape's path, a colour), made on first use: `key` names it
    /// among the node's attributes, `keyPath` (default `key`) is the layer key path it animates — it must
    /// be one the layer has, or the animation cannot be added and the change jumps.
    func custom<V: VectorArithmetic>(_ key: String, keyPath: String? = nil, on target: CALayer? = nil, initial: V,
                                     encode: @escaping (V) -> AnimatableValue,
                                     apply: @escaping (CALayer, V) -> Void) -> (LayerAttribute<V>, Bool) {
        if let a = extra[key] as? LayerAttribute<V> { return (a, false) }
        let a = LayerAttribute(layer: target ?? layer, keyPath: keyPath ?? key, initial: initial, encode: encode, applyModel: apply)
        extra[key] = a
        return (a, true)
    }
}
