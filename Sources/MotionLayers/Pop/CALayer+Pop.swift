import Foundation
import MotionTiming
import MotionAnimation

/// Pop's `NSObject (POP)` category on layers: animations keyed per layer, stepped every frame by the
/// animation driver with the frame's timestamp.
extension CALayer {
    private static var popAnimations: [ObjectIdentifier: [(key: String, animation: POPAnimation)]] = [:]
    private static var popLayers: [ObjectIdentifier: Weak] = [:]
    private struct Weak { weak var layer: CALayer? }

    public func pop_add(_ anim: POPAnimation, forKey key: String) {
        do { try pop_addChecked(anim, forKey: key) } catch {
            preconditionFailure("CALayer.pop_add(_:forKey: \(key)) on layer '\(name ?? "unnamed")': \(error)")
        }
    }

    /// `pop_add` that throws instead of stopping (unknown property, wrong value type, bad parameters).
    public func pop_addChecked(_ anim: POPAnimation, forKey key: String) throws {
        try anim.prepare(layer: self)
        pop_removeAnimation(forKey: key)
        let id = ObjectIdentifier(self)
        CALayer.popAnimations[id, default: []].append((key, anim))
        CALayer.popLayers[id] = Weak(layer: self)
        AnimationDriver.shared.addStepper(CALayer.popStepperOwner) { CALayer.stepPop(at: $0) }
    }

    public func pop_removeAnimation(forKey key: String) {
        let id = ObjectIdentifier(self)
        guard let list = CALayer.popAnimations[id], let i = list.firstIndex(where: { $0.key == key }) else { return }
        let a = list[i].animation
        CALayer.popAnimations[id]!.remove(at: i)
        AnimationEventQueue.shared.enqueue { a.completionBlock?(a, false) }
    }

    public func pop_removeAllAnimations() {
        for k in pop_animationKeys() { pop_removeAnimation(forKey: k) }
    }

    public func pop_animation(forKey key: String) -> POPAnimation? {
        CALayer.popAnimations[ObjectIdentifier(self)]?.first { $0.key == key }?.animation
    }

    public func pop_animationKeys() -> [String] {
        CALayer.popAnimations[ObjectIdentifier(self)]?.map(\.key) ?? []
    }

    /// Forgets every Pop animation (the driver's reset).
    static func popReset() {
        popAnimations = [:]
        popLayers = [:]
    }

    private static let popStepperOwner = PopStepperOwner()
    private final class PopStepperOwner {}

    /// Steps every Pop animation to `time`; returns whether any remain.
    private static func stepPop(at time: CFTimeInterval) -> Bool {
        for (id, list) in popAnimations {
            guard let layer = popLayers[id]?.layer else { popAnimations[id] = nil; popLayers[id] = nil; continue }
            for (key, a) in list where !a.isPaused && !a.isFinished {
                if a.step(layer: layer, to: time) {
                    a.isFinished = true
                    if a.removedOnCompletion {
                        popAnimations[id]?.removeAll { $0.animation === a && $0.key == key }
                    }
                    AnimationEventQueue.shared.enqueue { a.completionBlock?(a, true) }
                }
            }
            if popAnimations[id]?.isEmpty ?? true { popAnimations[id] = nil; popLayers[id] = nil }
        }
        return !popAnimations.isEmpty
    }
}
