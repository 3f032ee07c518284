import Foundation
import MotionTiming
import MotionAnimation

/// Core Animation's presentation layer shows the last *committed* frame: model changes and animations
/// made while handling an event become visible only when the transaction commits, just before the next
/// frame is drawn. Code like the seed's map animation depends on it — it sets the model transform after
/// adding a `transform.scale` spring and then reads `transform.translation.y` from the presentation layer,
/// expecting the value on screen, not the new model value.
///
/// Here a frame is committed when the driver ticks and when a renderer draws (`AnimationDriver.commit()`).
/// A layer keeps a copy of its model values from before its first change in a frame; `presentation()`
/// uses that copy and skips animations added in the same frame. Renderers read the live model
/// (everything is committed by the time they draw). Layers created in the current frame have nothing
/// committed yet and present their live values.
extension CALayer {
    @inline(__always)
    func rememberCommittedState() {
        let f = AnimationDriver.frameNumber
        if committedFrame != f && createdFrame < f {
            committed = properties
            committedFrame = f
        }
    }

    func keepForPresentationUntilCommit(_ r: AnimationRecord) {
        let f = AnimationDriver.frameNumber
        guard createdFrame < f, r.addedFrame < f else { return }
        removedThisFrame.removeAll { $0.removedFrame != f }
        r.removedFrame = f
        removedThisFrame.append(r)
        eventQueue?.forgetDue(eventQueueSlot)
        // The next tick lets it go (see `processAnimationEvents`).
        AnimationEventQueue.shared.register(self)
    }

    /// Presentation values as of the last committed frame, evaluated at `t`.
    public func committedPresentationProperties(atLocalTime t: CFTimeInterval) -> LayerProperties {
        let f = AnimationDriver.frameNumber
        guard createdFrame < f else { return presentationProperties(atLocalTime: t) }
        var p = committedFrame == f ? committed ?? properties : properties
        let removed = removedThisFrame.filter { $0.removedFrame == f }
        if removed.isEmpty {
            for r in animationRecords where r.addedFrame < f && !r.isCustom { r.animation.apply(to: &p, parentTime: t) }
        } else {
            let all = (animationRecords.filter { $0.addedFrame < f } + removed).filter { !$0.isCustom }.sorted { $0.sequence < $1.sequence }
            for r in all { r.animation.apply(to: &p, parentTime: t) }
        }
        return p
    }
}
