import Foundation
import MotionTiming
import MotionAnimation

/// The inspector's freeze: one running animation paused where it is while everything else plays —
/// Core Animation's own pause technique (Apple's QA1673: speed 0, timeOffset = the active time it had)
/// applied to a single animation instead of a layer. Resuming continues from the held point (its begin
/// time moves by the time it was held), so nothing jumps either way. Start and stop events follow the
/// held timing: a held animation does not end, and its completion comes that much later.
///
/// Holding changes only the animation's prepared `MediaTiming` (and what `didPrepare()` derives from
/// it), which both the fast and the reference evaluation paths read; the evaluation loop is untouched.
/// Animations whose motion does not follow their timing (a property animator's) hold themselves
/// (`InspectableProgress`); Pop animations are paused and resume without a time jump.
/// What a held animation had before it was held, and when (the layer's time) it was held.
final class HeldTiming {
    let original: MediaTiming
    let heldAt: CFTimeInterval
    init(original: MediaTiming, heldAt: CFTimeInterval) { self.original = original; self.heldAt = heldAt }
}

extension CALayer {
    /// Whether the animation under `key` is held.
    package func isAnimationHeld(forKey key: String) -> Bool {
        animationRecords.first { $0.key == key }?.held != nil
    }

    /// The timing the animation under `key` had before it was held (nil when it is not held).
    package func timingBeforeHold(forKey key: String) -> MediaTiming? {
        animationRecords.first { $0.key == key }?.held?.original
    }

    /// Holds the animation under `key` at this layer's local time `t` (now, unless given). Returns
    /// whether it is held (false when there is no such animation, or it already ended or was held).
    @discardableResult
    package func holdAnimation(forKey key: String, atLocalTime t: CFTimeInterval? = nil) -> Bool {
        guard let r = animationRecords.first(where: { $0.key == key }), r.held == nil, !r.stopped else { return false }
        let t = t ?? localTime()
        let a = r.animation
        let original = a.timing
        if let custom = a as? InspectableProgress {
            custom.holdEvaluation(atParentTime: t)
        } else {
            let timing = a.timing
            guard timing.speed != 0 else { return false }  // already frozen by its own timing
            var held = timing
            if t < timing.beginTime {
                // Not started: it waits (showing its first frame if it fills backwards) until resumed.
                held.beginTime = .infinity
            } else {
                guard t < a.endTime else { return false }  // over: nothing moves any more
                held.timeOffset = timing.timeOffset + (t - timing.beginTime) * Double(timing.speed)
                held.beginTime = t
                held.speed = 0
            }
            a.retime(held)
        }
        r.held = HeldTiming(original: original, heldAt: t)
        animationTimingChanged()
        return true
    }

    /// Resumes a held animation from where it was held, at local time `t` (now, unless given).
    package func resumeHeldAnimation(forKey key: String, atLocalTime t: CFTimeInterval? = nil) {
        guard let r = animationRecords.first(where: { $0.key == key }), let held = r.held else { return }
        let t = t ?? localTime()
        r.held = nil
        if let custom = r.animation as? InspectableProgress {
            custom.resumeEvaluation()
        } else {
            var resumed = held.original
            resumed.beginTime += max(0, t - held.heldAt)
            r.animation.retime(resumed)
        }
        animationTimingChanged()
    }

    /// After an attached animation's timing changed in place (held or resumed): its start and end are
    /// found again (here and in the event queue's kept due time, which may now be too late: a held
    /// animation that had not started is due at infinity until resumed), and the renderer that drew
    /// this layer redraws it (it re-evaluates animated layers every frame anyway; the note keeps that
    /// from being an assumption).
    private func animationTimingChanged() {
        nextAnimationEvent = -.infinity
        eventQueue?.forgetDue(eventQueueSlot)
        noteDrawingChange()
        AnimationContext.current.noteChange()
    }

    /// Pauses (`held`) or resumes the Pop animation under `key` without a jump in its integration.
    package func pop_setHeld(_ held: Bool, forKey key: String) {
        guard let a = pop_animation(forKey: key) else { return }
        a.isPaused = held
        (a as? POPPropertyAnimation)?.lastTime = nil  // the first step after resuming moves by 0
    }
}
