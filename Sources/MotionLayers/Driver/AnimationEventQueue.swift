import Foundation
import MotionTiming
import MotionAnimation

/// Delivers an animation context's callbacks at frame boundaries, never in the middle of a property
/// change, and keeps the set of layers that have animations so a frame visits only those.
public final class AnimationEventQueue {
    /// The queue of the animation context current on this thread.
    public static var shared: AnimationEventQueue { AnimationContext.current.events }

    unowned let context: AnimationContext
    private var pending: [() -> Void] = []
    private var animated: [ObjectIdentifier: Weak] = [:]
    private struct Weak { weak var layer: CALayer? }

    init(context: AnimationContext) { self.context = context }

    func enqueue(_ event: @escaping () -> Void) { pending.append(event) }

    func register(_ layer: CALayer) { animated[ObjectIdentifier(layer)] = Weak(layer: layer) }

    /// Number of layers that currently have animations.
    public var animatedLayerCount: Int { animated.count }

    /// The layers with animations (or animations removed this frame) that are still alive.
    var animatedLayers: [CALayer] { animated.values.compactMap(\.layer) }

    var hasPending: Bool { !pending.isEmpty }

    /// Processes every animated layer at the context's clock's time and delivers queued callbacks
    /// (callbacks may add animations; those are processed from the next frame on).
    /// - Returns: whether anything is still animating.
    @discardableResult
    public func processFrame() -> Bool {
        context.perform {
            for (id, w) in animated {
                guard let l = w.layer, l.processAnimationEvents() else { animated[id] = nil; continue }
            }
            deliver()
        }
        return !animated.isEmpty
    }

    /// Drops layers that no longer have animations.
    func forgetLayersWithoutAnimations() {
        for (id, w) in animated where !(w.layer?.hasAnimations ?? false) { animated[id] = nil }
    }

    /// Forgets every registered layer and pending callback (the context's reset).
    public func reset() {
        pending = []
        animated = [:]
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
