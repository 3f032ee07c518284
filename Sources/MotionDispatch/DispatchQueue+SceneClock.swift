import Foundation
import Dispatch
import MotionTiming
import MotionLayers

/// The main queue on the scene clock, for the two calls ported iOS code makes most:
/// `DispatchQueue.main.async { … }` and `DispatchQueue.main.asyncAfter(deadline: .now() + t) { … }`.
///
/// These overloads take only the closure (and the deadline), so Swift picks them over Dispatch's
/// (whose extra parameters have defaults) for exactly those spellings; calls that pass `qos:`,
/// `flags:`, `group:` or a work item still go to Dispatch. On the main queue the work runs in the
/// animation context that scheduled it, in the frame's tick — the next frame for `async`, the first
/// frame at or after the deadline for `asyncAfter` — so a preview's delayed motion happens at the same
/// scene time in the window and in every headless render. Other queues stay the system's (real
/// threads, real time), and work on them keeps the animation context it came from, so a
/// `DispatchQueue.main.async` inside it lands in the right preview.
extension DispatchQueue {
    public func async(execute work: @escaping () -> Void) {
        let context = AnimationContext.current
        if isMainQueue {
            // Unowned: the block lives in the context's own queue (a strong capture would be a cycle that
            // keeps a finished session's context, and all its scene, alive while work is pending).
            context.driver.schedule(at: context.clock.now) { [unowned context] in context.perform(work) }
        } else {
            async(group: nil, qos: .unspecified, flags: [], execute: { context.perform(work) })
        }
    }

    public func asyncAfter(deadline: SceneTime, execute work: @escaping () -> Void) {
        let context = AnimationContext.current
        guard deadline.seconds.isFinite else { return }
        if isMainQueue {
            context.driver.schedule(at: deadline.seconds) { [unowned context] in context.perform(work) }
        } else {
            let delay = max(0, deadline.seconds - context.clock.now)
            asyncAfter(deadline: Dispatch.DispatchTime.now() + delay, qos: .unspecified, flags: [],
                       execute: { context.perform(work) })
        }
    }

    /// A work item at a scene-clock deadline: on the main queue it runs in the frame's tick at the
    /// first frame at or after `deadline`, unless `cancel()` was called first (Apple: cancelling "causes
    /// future attempts to execute the work item to return immediately"), so the debounce idiom — keep
    /// the item, cancel it when the next keystroke comes — behaves the same in every headless render.
    /// Other queues: Dispatch's, the same delay in real time.
    ///
    /// Disfavoured, so `asyncAfter(deadline: .now() + 1, execute: item)` as written still resolves
    /// (to Dispatch's overload: both `now()`s would fit); the MotionLabPort rewrite spells such
    /// deadlines on the main queue `SceneTime.now() + 1`, which only this overload takes.
    @_disfavoredOverload
    public func asyncAfter(deadline: SceneTime, execute item: DispatchWorkItem) {
        let context = AnimationContext.current
        guard deadline.seconds.isFinite else { return }
        if isMainQueue {
            context.driver.schedule(at: deadline.seconds) { [unowned context] in
                if !item.isCancelled { context.perform { item.perform() } }
            }
        } else {
            let delay = max(0, deadline.seconds - context.clock.now)
            asyncAfter(deadline: Dispatch.DispatchTime.now() + delay, execute: item)
        }
    }

    /// Whether this is the main queue. `DispatchQueue.main` is a new wrapper object on each access
    /// here, so identity cannot tell; a queue-specific value set once on the main queue can.
    package var isMainQueue: Bool {
        _ = DispatchQueue.markMainQueue
        return getSpecific(key: DispatchQueue.mainQueueKey) == true
    }

    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let markMainQueue: Void = { DispatchQueue.main.setSpecific(key: mainQueueKey, value: true) }()
}
