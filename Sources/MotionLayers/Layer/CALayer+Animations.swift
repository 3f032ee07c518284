import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

/// A running animation on a layer: the layer's own copy and its bookkeeping.
final class AnimationRecord {
    let key: String
    let animation: CAAnimation
    var started = false
    /// The frame the animation was added in: until that frame is committed, `presentation()` ignores it.
    let addedFrame = AnimationDriver.frameNumber
    /// When removed early, the frame it was removed in: until that frame is committed, `presentation()` keeps it.
    var removedFrame: UInt64?
    /// Global order of adding, so kept-for-presentation records interleave correctly.
    let sequence: UInt64 = {
        let c = AnimationContext.current
        c.animationSequence &+= 1
        return c.animationSequence
    }()
    var stopped = false
    /// Set while the inspector holds (freezes) the animation.
    var held: HeldTiming?
    var completionGroup: CATransaction.CompletionGroup?
    /// An animation of a custom key (see `CALayer+CustomKeys.swift`): evaluated on the side, never
    /// applied to the layer's properties.
    let isCustom: Bool
    init(key: String, animation: CAAnimation) {
        self.key = key
        self.animation = animation
        isCustom = (animation as? CAPropertyAnimation)?.customKey != nil
    }
}

/// A running CATransition and the old rendering it animates away from.
final class TransitionRecord {
    let key: String
    let transition: CATransition
    let oldLayer: CALayer
    init(key: String, transition: CATransition, oldLayer: CALayer) {
        self.key = key; self.transition = transition; self.oldLayer = oldLayer
    }
}

extension CALayer {
    /// Apple's `add(_:forKey:)`: adds a copy of `anim` (later changes to `anim` affect nothing already added).
    /// A second animation under the same key replaces the first (which stops with `finished = false`).
    /// An invalid animation (unknown key path, a value of the wrong type or not finite, bad parameters) is
    /// not added: one line on stderr names what was wrong (once per message), and the layer goes on as
    /// before — Core Animation, too, accepts such an animation without stopping the app (it animates
    /// nothing useful). Use `addChecked` to handle the error.
    func addReportingErrors(_ anim: CAAnimation, forKey key: String?) {
        do { try addChecked(anim, forKey: key) } catch {
            AnimationWarnings.report("CALayer.add(_:forKey: \(key ?? "nil")) on layer '\(name ?? "unnamed")': \(error); the animation is ignored")
        }
    }

    /// `add(_:forKey:)` that throws instead of stopping.
    /// - Throws: `AnimationError` naming the key path, the value and what was expected.
    ///
    /// As CALayer.h and CATransaction.h say: an animation whose `duration` is zero or negative gets the
    /// transaction's `animationDuration()` (0.25 s unless a `CATransaction.setAnimationDuration` is in
    /// force), and one with no `timingFunction` gets the transaction's `animationTimingFunction()`.
    public func addChecked(_ anim: CAAnimation, forKey key: String?) throws {
        let copy = anim.copy()
        if copy.beginTime == 0 { copy.beginTime = localTime() }
        if !(copy.duration > 0) { copy.duration = CATransaction.animationDuration() }
        if copy.timingFunction == nil, let f = CATransaction.animationTimingFunction() { copy.timingFunction = f }
        if let p = copy as? CAPropertyAnimation, let k = p.keyPath, LayerKeyPath(k) == nil, isCustomKey(k) {
            p.customKind = customKind(forKey: k, animation: p)
        }
        try copy.prepare()
        let k = key ?? "__anonymous.\(ObjectIdentifier(copy).hashValue)"
        removeAnimation(forKey: k)
        if let basic = copy as? CABasicAnimation {
            // A missing start is the property's value in the tree now: the model as set so far (changes
            // made after this call do not count) with the animations that keep running.
            if let key = basic.customKey, let kind = basic.customKind {
                basic.resolveStartValue(onScreen: customAnimatableValue(forKey: key, kind: kind, atLocalTime: localTime()))
            } else {
                basic.resolveStartValue(onScreen: basic.parsedKeyPath.value(in: presentationProperties(atLocalTime: localTime())))
            }
        }
        copy.didPrepare()
        if let t = copy as? CATransition {
            transitionRecords.append(TransitionRecord(key: k, transition: t, oldLayer: snapshotForTransition()))
        }
        let record = AnimationRecord(key: k, animation: copy)
        if let g = CATransaction.currentCompletionGroup { g.pending += 1; record.completionGroup = g }
        animationRecords.append(record)
        let queue = AnimationEventQueue.shared
        queue.register(self)
        queue.lifecycleObserver?(.added(copy, layer: self, key: k))
        AnimationContext.current.noteChange()
    }

    /// Removes the animation under `key`; its delegate hears `finished = false` at the next frame.
    public func removeAnimation(forKey key: String) {
        guard let i = animationRecords.firstIndex(where: { $0.key == key }) else { return }
        let r = animationRecords.remove(at: i)
        transitionRecords.removeAll { $0.key == key }
        keepForPresentationUntilCommit(r)
        stopRecord(r, finished: false)
        AnimationContext.current.noteChange()
    }

    public func removeAllAnimations() {
        let all = animationRecords
        animationRecords = []
        transitionRecords = []
        for r in all { keepForPresentationUntilCommit(r); stopRecord(r, finished: false) }
        AnimationContext.current.noteChange()
    }

    /// The running animation under `key` (the layer's copy; do not modify it).
    public func animation(forKey key: String) -> CAAnimation? {
        animationRecords.first { $0.key == key }?.animation
    }

    /// Keys of the running animations, in the order added, or nil when none run (Apple's convention).
    public func animationKeys() -> [String]? {
        animationRecords.isEmpty ? nil : animationRecords.map(\.key)
    }

    /// Whether any animation (including Pop-style ones driving this layer) is attached.
    public var hasAnimations: Bool { !animationRecords.isEmpty }

    /// Drops animations kept only so `presentation()` shows them until the frame commits (a reset).
    func forgetRemovedRecords() { removedThisFrame = [] }

    /// Marks `r` stopped and queues its callbacks (on `queue`, by default the current context's).
    func stopRecord(_ r: AnimationRecord, finished: Bool, queue: AnimationEventQueue = .shared) {
        guard !r.stopped else { return }
        r.stopped = true
        let a = r.animation
        let group = r.completionGroup
        queue.enqueue { [unowned queue] in
            if !r.started {
                r.started = true
                queue.lifecycleObserver?(.started(a))
                a.delegate?.animationDidStart(a); a.startHandler?(a)
            }
            queue.lifecycleObserver?(.stopped(a, finished: finished))
            a.delegate?.animationDidStop(a, finished: finished)
            a.stopHandler?(a, finished)
            group?.animationStopped()
        }
    }

    /// Fires start and stop events for animations whose times have come, and removes finished ones.
    /// - Returns: whether any animation remains.
    /// Whether `processAnimationEvents` has anything to do at local time `t`: an animation starts or
    /// ends, records removed earlier can go, or nothing is left (the layer leaves the animated set).
    @inline(__always)
    func needsAnimationEvents(atLocalTime t: CFTimeInterval) -> Bool {
        !removedThisFrame.isEmpty || animationRecords.isEmpty || t >= nextAnimationEvent
    }

    /// - Parameter t: this layer's local time now.
    func processAnimationEvents(atLocalTime t: CFTimeInterval, frame: UInt64) -> Bool {
        if !removedThisFrame.isEmpty {
            // Records removed in an earlier frame are no longer shown; let their animations go.
            removedThisFrame.removeAll { $0.removedFrame != frame }
        }
        guard !animationRecords.isEmpty else { return !removedThisFrame.isEmpty }
        // Nothing starts or ends before `nextAnimationEvent`: most frames stop here.
        if t < nextAnimationEvent { return true }
        var removedAny = false
        for r in animationRecords where !r.stopped {
            let a = r.animation
            if !r.started && t >= a.beginTime {
                r.started = true
                let queue = AnimationEventQueue.shared
                queue.enqueue { [unowned queue] in
                    queue.lifecycleObserver?(.started(a))
                    a.delegate?.animationDidStart(a); a.startHandler?(a)
                }
            }
            if t >= a.endTime {
                stopRecord(r, finished: true)
                if a.isRemovedOnCompletion { removedAny = true }
            }
        }
        if removedAny {
            let gone = Set(animationRecords.filter { $0.stopped && $0.animation.isRemovedOnCompletion }.map(\.key))
            animationRecords.removeAll { gone.contains($0.key) }
            transitionRecords.removeAll { gone.contains($0.key) }
            AnimationContext.current.noteChange()
        }
        var next = CFTimeInterval.infinity
        for r in animationRecords where !r.stopped {
            next = min(next, r.started ? r.animation.endTime : r.animation.beginTime)
        }
        nextAnimationEvent = next
        return !animationRecords.isEmpty
    }

    /// A frozen copy of this layer's subtree as it is on screen now, for a transition to fade or slide away.
    func snapshotForTransition() -> CALayer {
        let snap = presentationLayer()
        snap.properties.position = CGPoint(x: properties.bounds.midX, y: properties.bounds.midY)
        snap.properties.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        snap.properties.transform = CATransform3DIdentity
        snap.properties.opacity = 1
        return snap
    }
}

/// One line on stderr per distinct message about an animation that could not be added (an app adding the
/// same bad animation every frame is told once). Thread-safe; at most 256 messages remembered.
package enum AnimationWarnings {
    nonisolated(unsafe) private static var told = Set<String>()
    private static let lock = NSLock()

    package static func report(_ message: String) {
        lock.lock()
        let first = told.count < 256 && told.insert(message).inserted
        lock.unlock()
        guard first else { return }
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
    }
}
