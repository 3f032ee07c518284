import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
import MotionViews

/// Lists every animation running in a layer tree — Core Animation's (explicit, implicit actions,
/// `UIView.animate` in every form, keyframes, transitions, groups, JNW and RBB), property animators'
/// and Pop's — with what the inspector shows of each. Reads the tree and its animations; changes nothing.
public enum AnimationInspector {
    /// The animations under `root` at the current frame of `context`, in drawing order (back to front),
    /// each layer's in the order added. `sceneStart` is the media time the preview started (begin times
    /// are given from it).
    public static func animations(in root: CALayer, context: AnimationContext, sceneStart: CFTimeInterval) -> [InspectedAnimation] {
        context.perform {
            var out: [InspectedAnimation] = []
            // Items a physics simulation moves (UIKit Dynamics), listed after their layer's animations.
            var bodies: [ObjectIdentifier: [DynamicBodyReport]] = [:]
            for r in context.state(DynamicBodyReporters.self, make: { DynamicBodyReporters() }).reports() {
                guard let l = r.layer else { continue }
                bodies[ObjectIdentifier(l), default: []].append(r)
            }
            walk(root, path: pathComponent(root, index: 0)) { layer, path in
                let label = layer.name ?? path
                for r in bodies[ObjectIdentifier(layer)] ?? [] { out.append(describe(body: r, layer: layer, label: label)) }
                for key in layer.animationKeys() ?? [] {
                    guard let a = layer.animation(forKey: key) else { continue }
                    out.append(describe(a, key: key, layer: layer, label: label, sceneStart: sceneStart))
                }
                for key in layer.pop_animationKeys() {
                    guard let a = layer.pop_animation(forKey: key) else { continue }
                    out.append(describe(pop: a, key: key, layer: layer, label: label))
                }
            }
            return out
        }
    }

    /// Visits `layer`, its mask (path ".../mask", a mask's animations run like any layer's — a shimmer
    /// moving a gradient mask's `locations`) and its sublayers back to front, with each one's path.
    static func walk(_ layer: CALayer, path: String, _ visit: (CALayer, String) -> Void) {
        visit(layer, path)
        if let m = layer.mask { walk(m, path: path + "/mask", visit) }
        for (i, s) in (layer.sublayers ?? []).enumerated() {
            walk(s, path: path + "/" + pathComponent(s, index: i), visit)
        }
    }

    /// "UILabel[1]": the layer's view class (or its own class), and its index among its siblings.
    static func pathComponent(_ layer: CALayer, index: Int) -> String {
        let type = (layer.delegate as? UIView).map { String(describing: Swift.type(of: $0)) } ?? String(describing: Swift.type(of: layer))
        return layer.superlayer == nil ? type : "\(type)[\(index)]"
    }

    /// The value of `keyPath` in `p` as the inspector prints it.
    public static func inspectedValue(_ v: AnimatableValue) -> InspectedValue {
        switch v {
        case .path(let p): return .text(p.map { "path (\($0.elements.count) elements)" } ?? "no path")
        case .image(let i): return .text(i.map { "image \($0.width)×\($0.height)" } ?? "no image")
        default: return .numbers(v.components)
        }
    }

    static func describe(_ a: CAAnimation, key: String, layer: CALayer, label: String, sceneStart: CFTimeInterval) -> InspectedAnimation {
        let now = layer.localTime()
        let className = String(describing: type(of: a))
        let kind = a.origin == .explicit ? className : a.origin.rawValue
        // Begin in scene seconds: the animation's begin (layer time) mapped to media time.
        let originalBegin = layer.timingBeforeHold(forKey: key)?.beginTime ?? a.beginTime  // a held one shows its own
        let beginMedia = originalBegin.isFinite ? layer.convertTime(originalBegin, to: nil) : originalBegin
        var item = InspectedAnimation(
            id: .init(layer: ObjectIdentifier(layer), key: key, isPop: false), layer: label, key: key, keyPath: "",
            kind: kind, className: className, from: nil, to: nil, begin: beginMedia - sceneStart,
            duration: a.simpleDuration, repeatCount: Double(a.repeatCount), autoreverses: a.autoreverses,
            isAdditive: false, curve: curve(of: a), progress: nil, iteration: 0, value: nil,
            isHeld: layer.isAnimationHeld(forKey: key))
        if let s = a.timing.sample(parentTime: now, defaultDuration: CAAnimation.defaultDuration) {
            item.progress = s.progress
            item.iteration = max(s.iteration, 0)
        } else {
            item.progress = now < a.beginTime ? 0 : 1
        }
        let presentation = layer.presentationProperties(atLocalTime: now)
        switch a {
        case let t as CATransition:
            item.keyPath = "transition"
            item.from = .text("old rendering"); item.to = .text("\(t.type.rawValue)" + (t.subtype.map { " \($0.rawValue)" } ?? ""))
        case let g as CAAnimationGroup:
            item.keyPath = (g.animations ?? []).compactMap { ($0 as? CAPropertyAnimation)?.keyPath }.joined(separator: ", ")
        case let p as CAPropertyAnimation:
            item.keyPath = p.keyPath ?? ""
            let k = p.parsedKeyPath
            let model = k.value(in: layer.properties)
            item.value = inspectedValue(k.value(in: presentation))
            item.isAdditive = p.isAdditive
            let ends = endpoints(p, model: model)
            if let custom = p as? InspectableProgress {
                // A property animator's track: model + offset × (1 − progress), the animator's timing.
                item.from = inspectedValue(model.adding(custom.inspectedOffset))
                item.to = inspectedValue(model)
                // The animator's own terms, not its machinery (an endless additive animation the animator
                // removes): one run, its begin, its timing (`curve(of:)`).
                item.duration = custom.inspectedDuration
                item.progress = custom.inspectedProgress(atParentTime: now)
                item.isAdditive = false
                item.repeatCount = 1
                item.begin = custom.inspectedBeginTime.map { $0 - sceneStart }
            } else if let (f, t) = ends {
                item.from = inspectedValue(p.isAdditive ? model.adding(f) : f)
                item.to = inspectedValue(p.isAdditive ? model.adding(t) : t)
            }
        default:
            break
        }
        return item
    }

    /// An animation's start and end values (before adding the model for additive ones).
    static func endpoints(_ p: CAPropertyAnimation, model: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
        if let b = p as? CABasicAnimation { return b.inspectedEndpoints(current: model) }
        let d = p.simpleDuration
        guard let f = p.value(progress: 0, time: 0, current: model), let t = p.value(progress: 1, time: d, current: model) else { return nil }
        return (f, t)
    }

    static func curve(of a: CAAnimation) -> InspectedCurve {
        let timing: InspectedCurve = a.timingFunction.map {
            let (c1, c2) = $0.controlPoints
            return .cubicBezier(x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y)
        } ?? .linear
        switch a {
        case let s as CASpringAnimation:
            return .spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: s.initialVelocity)
        case let j as JNWSpringAnimation:
            return .spring(mass: j.mass, stiffness: j.stiffness, damping: j.damping, initialVelocity: 0)
        case let r as RBBTweenAnimation:
            _ = r
            return .other("RBB easing function")
        case let k as CAKeyframeAnimation:
            let n = k.path != nil ? 0 : (k.values?.count ?? 0)
            let times = k.keyTimes?.map(\.doubleValue) ?? (n > 1 ? (0..<n).map { Double($0) / Double(n - 1) } : [])
            return .keyframes(mode: k.calculationMode.rawValue, keyTimes: times, timing: timing)
        case let custom as InspectableProgress:
            switch custom.inspectedTiming {
            case .linear: return .linear
            case let .cubic(x1, y1, x2, y2): return .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            case let .spring(m, k, c, v): return .spring(mass: m, stiffness: k, damping: c, initialVelocity: v)
            }
        default:
            return timing
        }
    }

    /// A dynamic item: where it is and how fast it moves (no begin, duration or progress: the engine decides).
    static func describe(body r: DynamicBodyReport, layer: CALayer, label: String) -> InspectedAnimation {
        InspectedAnimation(
            id: .init(layer: ObjectIdentifier(layer), key: r.source, isPop: false), layer: label, key: r.source,
            keyPath: "position", kind: r.source, className: r.behaviors.joined(separator: ", "), from: nil, to: nil,
            begin: nil, duration: nil, repeatCount: 0, autoreverses: false, isAdditive: false,
            curve: .dynamics(velocity: [Double(r.velocity.dx), Double(r.velocity.dy)], angularVelocity: Double(r.angularVelocity),
                             isResting: r.isResting),
            progress: nil, iteration: 0, value: .numbers([Double(r.center.x), Double(r.center.y)]), isHeld: false)
    }

    static func describe(pop a: POPAnimation, key: String, layer: CALayer, label: String) -> InspectedAnimation {
        let className = String(describing: type(of: a))
        var item = InspectedAnimation(
            id: .init(layer: ObjectIdentifier(layer), key: key, isPop: true), layer: label, key: key, keyPath: "",
            kind: className, className: className, from: nil, to: nil, begin: nil, duration: nil, repeatCount: 0,
            autoreverses: false, isAdditive: false, curve: .other("Pop"), progress: nil, iteration: 0, value: nil,
            isHeld: a.isPaused)
        if let p = a as? POPPropertyAnimation {
            item.keyPath = p.property
            if let k = LayerKeyPath(p.property) {
                item.value = inspectedValue(k.value(in: layer.properties))
                item.from = p.fromValue.flatMap { AnimatableValue.convert($0, to: k.kind) }.map(inspectedValue)
                item.to = p.toValue.flatMap { AnimatableValue.convert($0, to: k.kind) }.map(inspectedValue)
            }
        }
        switch a {
        case let s as POPSpringAnimation:
            item.curve = .popSpring(bounciness: s.springBounciness, speed: s.springSpeed, tension: s.dynamicsTension.map(Double.init),
                                    friction: s.dynamicsFriction.map(Double.init), mass: s.dynamicsMass.map(Double.init))
        case let b as POPBasicAnimation:
            let (c1, c2) = b.timingFunction.controlPoints
            item.curve = .cubicBezier(x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y)
            item.duration = b.duration
            item.progress = b.inspectedProgress
        case let d as POPDecayAnimation:
            item.curve = .popDecay(deceleration: d.deceleration)
        default: break
        }
        return item
    }
}
