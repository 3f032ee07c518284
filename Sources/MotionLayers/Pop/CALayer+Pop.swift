import Foundation
import MotionTiming
import MotionAnimation

/// Pop's `NSObject (POP)` category on layers: animations keyed per layer, stepped every frame by the
/// animation driver with the frame's timestamp. The registry belongs to the current animation context.
extension CALayer {
    public func pop_add(_ anim: POPAnimation, forKey key: String) {
        do { try pop_addChecked(anim, forKey: key) } catch {
            preconditionFailure("CALayer.pop_add(_:forKey: \(key)) on layer '\(name ?? "unnamed")': \(error)")
        }
    }

    /// `pop_add` that throws instead of stopping (unknown property, wrong value type, bad parameters).
    public func pop_addChecked(_ anim: POPAnimation, forKey key: String) throws {
        try anim.prepare(layer: self)
        pop_removeAnimation(forKey: key)
        let context = AnimationContext.current
        let id = ObjectIdentifier(self)
        context.popAnimations[id, default: []].append((key, anim))
        context.popLayers[id] = AnimationContext.WeakLayer(layer: self)
        context.driver.addStepper(CALayer.popStepperOwner) { [unowned context] in CALayer.stepPop(context, at: $0) }
    }

    public func pop_removeAnimation(forKey key: String) {
        let context = AnimationContext.current
        let id = ObjectIdentifier(self)
        guard let list = context.popAnimations[id], let i = list.firstIndex(where: { $0.key == key }) else { return }
        let a = list[i].animation
        context.popAnimations[id]!.remove(at: i)
        context.events.enqueue { a.completionBlock?(a, false) }
    }

    public func pop_removeAllAnimations() {
        for k in pop_animationKeys() { pop_removeAnimation(forKey: k) }
    }

    public func pop_animation(forKey key: String) -> POPAnimation? {
        AnimationContext.current.popAnimations[ObjectIdentifier(self)]?.first { $0.key == key }?.animation
    }

    public func pop_animationKeys() -> [String] {
        AnimationContext.current.popAnimations[ObjectIdentifier(self)]?.map(\.key) ?? []
    }

    private static let popStepperOwner = PopStepperOwner()
    private final class PopStepperOwner {}

    /// Steps every Pop animation of `context` to `time`; returns whether any remain.
    private static func stepPop(_ context: AnimationContext, at time: CFTimeInterval) -> Bool {
        for (id, list) in context.popAnimations {
            guard let layer = context.popLayers[id]?.layer else {
                context.popAnimations[id] = nil; context.popLayers[id] = nil; continue
            }
            for (key, a) in list where !a.isPaused && !a.isFinished {
                if a.step(layer: layer, to: time) {
                    a.isFinished = true
                    if a.removedOnCompletion {
                        context.popAnimations[id]?.removeAll { $0.animation === a && $0.key == key }
                    }
                    context.events.enqueue { a.completionBlock?(a, true) }
                }
            }
            if context.popAnimations[id]?.isEmpty ?? true { context.popAnimations[id] = nil; context.popLayers[id] = nil }
        }
        return !context.popAnimations.isEmpty
    }
}
