import Foundation
import MotionLayers

/// The inspector's freeze and solo: a frozen animation holds the value it has while the rest play; a
/// soloed one is the only one that plays (every other animation in the tree — those that start later
/// too — is held until the solo ends). Held animations resume from where they were held (see
/// `CALayer.holdAnimation(forKey:)`), so nothing jumps. Only this object's own holds are ever released.
public final class AnimationHolds {
    private struct Entry {
        weak var layer: CALayer?
        let key: String
        let isPop: Bool
    }

    /// Frozen animations.
    public private(set) var frozen: Set<InspectedAnimation.ID> = []
    /// The soloed animation, if one is.
    public private(set) var soloed: InspectedAnimation.ID?
    /// What holding needs to release each one later.
    private var entries: [InspectedAnimation.ID: Entry] = [:]
    /// Animations held because of the solo (not frozen themselves).
    private var heldBySolo: Set<InspectedAnimation.ID> = []

    public init() {}

    public func isFrozen(_ id: InspectedAnimation.ID) -> Bool { frozen.contains(id) }

    /// Freezes the animation, or resumes it when frozen. Returns whether it is frozen now.
    @discardableResult
    public func toggleFreeze(_ id: InspectedAnimation.ID, layer: CALayer, context: AnimationContext) -> Bool {
        context.perform {
            if frozen.remove(id) != nil {
                if !heldBySolo.contains(id) && soloed != nil && id != soloed { heldBySolo.insert(id); return false }
                release(id)
                return false
            }
            if heldBySolo.remove(id) != nil { frozen.insert(id); return true }
            guard hold(id, layer: layer) else { return false }
            frozen.insert(id)
            return true
        }
    }

    /// Solos the animation (every other one in `root` holds), or ends the solo when it is the soloed one.
    /// Returns whether it is soloed now.
    @discardableResult
    public func toggleSolo(_ id: InspectedAnimation.ID, root: CALayer, context: AnimationContext) -> Bool {
        context.perform {
            let wasSoloed = soloed == id
            endSolo()
            guard !wasSoloed else { return false }
            if frozen.remove(id) != nil { release(id) }
            soloed = id
            holdOthers(in: root)
            return true
        }
    }

    /// Once per frame: while soloed, holds animations that started since; forgets what has gone (ends the
    /// solo when the soloed animation has gone).
    public func update(root: CALayer, context: AnimationContext) {
        guard !entries.isEmpty || soloed != nil else { return }
        context.perform {
            let running = Set(AnimationInspector.ids(in: root))
            for (id, _) in entries where !running.contains(id) {
                entries[id] = nil; frozen.remove(id); heldBySolo.remove(id)
            }
            if let s = soloed {
                if running.contains(s) { holdOthers(in: root) } else { endSolo() }
            }
        }
    }

    /// Releases every hold (the panel closed, the preview is rebuilt).
    public func releaseAll(context: AnimationContext) {
        context.perform {
            endSolo()
            for id in frozen { release(id) }
            frozen = []
        }
    }

    private func endSolo() {
        for id in heldBySolo { release(id) }
        heldBySolo = []
        soloed = nil
    }

    private func holdOthers(in root: CALayer) {
        AnimationInspector.walk(root, path: "") { layer, _ in
            for key in layer.animationKeys() ?? [] {
                let id = InspectedAnimation.ID(layer: ObjectIdentifier(layer), key: key, isPop: false)
                guard id != soloed, entries[id] == nil else { continue }
                if hold(id, layer: layer) { heldBySolo.insert(id) }
            }
            for key in layer.pop_animationKeys() {
                let id = InspectedAnimation.ID(layer: ObjectIdentifier(layer), key: key, isPop: true)
                guard id != soloed, entries[id] == nil, layer.pop_animation(forKey: key)?.isPaused == false else { continue }
                if hold(id, layer: layer) { heldBySolo.insert(id) }
            }
        }
    }

    private func hold(_ id: InspectedAnimation.ID, layer: CALayer) -> Bool {
        if id.isPop {
            guard let a = layer.pop_animation(forKey: id.key), !a.isPaused else { return false }
            layer.pop_setHeld(true, forKey: id.key)
        } else {
            guard layer.holdAnimation(forKey: id.key) else { return false }
        }
        entries[id] = Entry(layer: layer, key: id.key, isPop: id.isPop)
        return true
    }

    private func release(_ id: InspectedAnimation.ID) {
        guard let e = entries.removeValue(forKey: id), let layer = e.layer else { return }
        if e.isPop { layer.pop_setHeld(false, forKey: e.key) } else { layer.resumeHeldAnimation(forKey: e.key) }
    }
}

extension AnimationInspector {
    /// The ids of every animation running under `root` (the context must be current).
    static func ids(in root: CALayer) -> [InspectedAnimation.ID] {
        var out: [InspectedAnimation.ID] = []
        walk(root, path: "") { layer, _ in
            for key in layer.animationKeys() ?? [] { out.append(.init(layer: ObjectIdentifier(layer), key: key, isPop: false)) }
            for key in layer.pop_animationKeys() { out.append(.init(layer: ObjectIdentifier(layer), key: key, isPop: true)) }
        }
        return out
    }
}
