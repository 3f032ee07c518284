import Foundation
import MotionTiming
import MotionAnimation

/// Delivers animation callbacks at frame boundaries, never in the middle of a property change, and
/// keeps the set of layers that have animations so a frame visits only those.
public final class AnimationEventQueue {
    public static let shared = AnimationEventQueue()

    private var pending: [() -> Void] = []
    private var animated: [ObjectIdentifier: Weak] = [:]
    private struct Weak { weak var layer: CALayer? }

    func enqueue(_ event: @escaping () -> Void) { pending.append(event) }

    func register(_ layer: CALayer) { animated[ObjectIdentifier(layer)] = Weak(layer: layer) }

    /// Number of layers that currently have animations.
    public var animatedLayerCount: Int { animated.count }

    /// Processes every animated layer at the shared clock's time and delivers queued callbacks
    /// (callbacks may add animations; those are processed from the next frame on).
    /// - Returns: whether anything is still animating.
    @discardableResult
    public func processFrame() -> Bool {
        for (id, w) in animated {
            guard let l = w.layer, l.processAnimationEvents() else { animated[id] = nil; continue }
        }
        deliver()
        return !animated.isEmpty
    }

    /// Forgets every registered layer and pending callback (between scenes and tests).
    public func reset() {
        pending = []
        animated = [:]
    }

    /// Runs the queued callbacks now.
    public func deliver() {
        while !pending.isEmpty {
            let batch = pending
            pending = []
            for e in batch { e() }
        }
    }
}
