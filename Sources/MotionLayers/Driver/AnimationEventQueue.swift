import Foundation
import MotionTiming
import MotionAnimation

/// Delivers an animation context's callbacks at frame boundaries, never in the middle of a property
/// change, and keeps the set of layers that have animations so a frame visits only those.
///
/// The set is a dense array of unretained layers; each layer knows its slot and leaves the set when it
/// is deallocated, so a frame walks it without retaining or loading weak references (10,000 animated
/// layers cost well under a millisecond when none of their animations starts or ends).
public final class AnimationEventQueue {
    /// The queue of the animation context current on this thread.
    public static var shared: AnimationEventQueue { AnimationContext.current.events }

    unowned let context: AnimationContext
    private var pending: [() -> Void] = []
    private var animated: [Unmanaged<CALayer>] = []
    /// For each layer in `animated`, the earliest global media time at which it needs
    /// `processAnimationEvents` — an animation starts or ends — when its time is the global time (it and
    /// every superlayer have identity timing); −∞ when not known (checked every frame). A frame reads
    /// only this array for layers with nothing due, instead of each layer and its superlayers.
    @exclusivity(unchecked) private var due: [CFTimeInterval] = []
    /// `AnimationContext.timingEpoch` when `due` was last valid (a changed layer timing or tree forgets it all).
    private var dueEpoch: UInt64 = .max

    /// What happened to an animation of this context, for `lifecycleObserver`.
    enum LifecycleEvent {
        /// `animation` (the layer's copy) was added to `layer` under `key`.
        case added(CAAnimation, layer: CALayer, key: String)
        /// Its start was delivered (the delegate's `animationDidStart` and `startHandler` run next).
        case started(CAAnimation)
        /// Its stop was delivered (`animationDidStop` and `stopHandler` run next).
        case stopped(CAAnimation, finished: Bool)
    }

    /// A diagnostics hook (tests reach it with `@testable import`): told of every animation added to
    /// a layer of this context and of every start and stop delivered for one, so a test can check
    /// that each animation starts at most once and stops exactly once, whatever ends it.
    var lifecycleObserver: ((LifecycleEvent) -> Void)?

    init(context: AnimationContext) { self.context = context }

    func enqueue(_ event: @escaping () -> Void) { pending.append(event) }

    func register(_ layer: CALayer) {
        if layer.eventQueue === self && layer.eventQueueSlot >= 0 { return }
        layer.eventQueue?.unregister(layer)
        layer.eventQueue = self
        layer.eventQueueSlot = animated.count
        animated.append(Unmanaged.passUnretained(layer))
        due.append(-.infinity)
    }

    /// Forgets when the layer in `slot` is next due (its animations or removed records changed).
    @inline(__always)
    func forgetDue(_ slot: Int) {
        if slot >= 0 && slot < due.count { due[slot] = -.infinity }
    }

    /// Removes `layer` from the set (swapping the last one into its slot).
    func unregister(_ layer: CALayer) {
        let i = layer.eventQueueSlot
        guard i >= 0, i < animated.count, animated[i].toOpaque() == Unmanaged.passUnretained(layer).toOpaque() else { return }
        let last = animated.removeLast()
        let lastDue = due.removeLast()
        if i < animated.count {
            animated[i] = last
            due[i] = lastDue
            last._withUnsafeGuaranteedRef { $0.eventQueueSlot = i }
        }
        layer.eventQueueSlot = -1
        layer.eventQueue = nil
    }

    /// Number of layers that currently have animations.
    public var animatedLayerCount: Int { animated.count }

    /// The layers with animations (or animations removed this frame).
    var animatedLayers: [CALayer] { animated.map { $0.takeUnretainedValue() } }

    var hasPending: Bool { !pending.isEmpty }

    /// Processes every animated layer at the context's clock's time and delivers queued callbacks
    /// (callbacks may add animations; those are processed from the next frame on).
    /// - Returns: whether anything is still animating.
    @discardableResult
    public func processFrame() -> Bool {
        context.perform {
            let now = context.clock.now, frame = context.frameNumber
            let epoch = AnimationContext.timingEpoch.load(ordering: .relaxed)
            if dueEpoch != epoch {
                for i in self.due.indices { self.due[i] = -.infinity }
                dueEpoch = epoch
            }
            // First pass, without retaining: which layers have an animation starting or ending now (or
            // records to drop)? Animated layers mostly share a few superlayers: map each one's time once.
            var due: [(CALayer, CFTimeInterval)] = []
            var cachedParent: UnsafeMutableRawPointer?, cachedParentTime = now
            for (slot, ref) in animated.enumerated() {
                // Nothing due yet, by the time kept for it: the layer is not read at all.
                if self.due[slot] > now { continue }
                ref._withUnsafeGuaranteedRef { layer in
                    var parentTime = now
                    if let parent = layer.superlayerRef {
                        if parent.toOpaque() == cachedParent {
                            parentTime = cachedParentTime
                        } else {
                            parentTime = parent._withUnsafeGuaranteedRef { $0.localTime(fromGlobal: now) }
                            cachedParent = parent.toOpaque(); cachedParentTime = parentTime
                        }
                    }
                    let t = layer.localTime(fromParent: parentTime)
                    if layer.needsAnimationEvents(atLocalTime: t) { due.append((layer, t)) } else { noteDue(layer, slot: slot) }
                }
            }
            // Second pass, on retained layers: ending an animation can release the last reference to a
            // view (held by its completion) and so to other layers, which leave this set as they go.
            for (layer, t) in due {
                if !layer.processAnimationEvents(atLocalTime: t, frame: frame) {
                    unregister(layer)
                } else if layer.eventQueue === self {
                    noteDue(layer, slot: layer.eventQueueSlot)
                }
            }
            deliver()
        }
        return !animated.isEmpty
    }

    /// Keeps when `layer` (in `slot`) is next due, when its time is the global time.
    private func noteDue(_ layer: CALayer, slot: Int) {
        guard slot >= 0, slot < due.count else { return }
        var onGlobalTime = layer.hasIdentityTiming
        var p = layer.superlayerRef
        while onGlobalTime, let parent = p {
            parent._withUnsafeGuaranteedRef { onGlobalTime = $0.hasIdentityTiming; p = $0.superlayerRef }
        }
        due[slot] = onGlobalTime && layer.removedThisFrame.isEmpty && !layer.animationRecords.isEmpty
            ? layer.nextAnimationEvent : -.infinity
    }

    /// Drops layers that no longer have animations.
    func forgetLayersWithoutAnimations() {
        for layer in animatedLayers where !layer.hasAnimations { unregister(layer) }
    }

    /// Forgets every registered layer and pending callback (the context's reset).
    public func reset() {
        pending = []
        for layer in animatedLayers { unregister(layer) }
    }

    /// Runs the queued callbacks now.
    public func deliver() {
        context.perform {
            while !pending.isEmpty {
                let batch = pending
                pending = []
                for e in batch { e() }
            }
        }
    }
}
