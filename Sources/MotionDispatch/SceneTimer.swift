import Foundation
import MotionTiming
import MotionLayers

/// Foundation's block-based `Timer` on the scene clock — the scene-time form of
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` (same arguments, one word changed):
/// it fires in the frame's tick of the animation context it was scheduled in, at the first frame at
/// or after its fire time, so it fires at the same scene times in every headless render and slows
/// with slow motion. A repeating timer's next fire time is the previous one plus the interval; fire
/// times skipped over by slow frames are not made up, as on iOS.
///
/// Foundation's own `Timer` also works in previews (the frame function runs the main run loop every
/// frame), but on the wall clock: in real time in the window, and at render speed headless.
public final class SceneTimer {
    /// Seconds between fires (0 for a one-shot timer).
    public let timeInterval: TimeInterval
    /// Accepted for source compatibility; fires are already frame-aligned.
    public var tolerance: TimeInterval = 0
    public private(set) var isValid = true
    public let repeats: Bool
    /// Released by `invalidate()`, as Foundation's timer releases its block: a timer held by what its
    /// block captures is then no longer a cycle.
    private var block: ((SceneTimer) -> Void)?
    /// Scene time of the next fire.
    private var fireTime: CFTimeInterval
    private var token: SceneTimerQueue.Token?
    private weak var context: AnimationContext?

    /// A timer not yet scheduled: `RunLoop.main.add(timer, forMode: .common)` schedules it.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (SceneTimer) -> Void) {
        timeInterval = interval.isFinite ? max(interval, 0) : 0
        self.repeats = repeats
        self.block = block
        fireTime = CACurrentMediaTime() + (interval.isFinite ? max(interval, 0.0001) : .infinity)
    }

    /// Makes a timer and schedules it on the current animation context's scene clock.
    @discardableResult
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping (SceneTimer) -> Void) -> SceneTimer {
        let t = SceneTimer(timeInterval: interval, repeats: repeats, block: block)
        t.schedule(in: .current)
        return t
    }

    /// Scene seconds until the next fire.
    public var timeUntilFire: TimeInterval { fireTime - CACurrentMediaTime() }

    /// Fires now (a one-shot timer is then invalid, as on iOS).
    public func fire() {
        guard isValid, let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    public func invalidate() {
        isValid = false
        token?.cancel()
        token = nil
        block = nil
    }

    func schedule(in context: AnimationContext) {
        guard isValid, token == nil, fireTime.isFinite else { return }
        self.context = context
        // Scheduled, the timer keeps itself alive (the run loop retains a timer on iOS). A reset of the
        // context drops the scheduled block: the timer is then invalid, like one whose run loop ended.
        let t = context.driver.schedule(at: fireTime) { [self] in tick() }
        t.onDiscard = { [weak self] in self?.invalidate() }
        token = t
    }

    private func tick() {
        token = nil
        guard isValid, let context, let block else { return }
        let now = context.clock.now
        context.perform { block(self) }
        guard repeats, isValid, timeInterval > 0 else { invalidate(); return }
        // The next fire after now, on the original grid.
        let missed = ((now - fireTime) / timeInterval).rounded(.down)
        fireTime += timeInterval * (max(missed, 0) + 1)
        schedule(in: context)
    }
}

extension RunLoop {
    /// Schedules a `SceneTimer` on the current animation context's scene clock.
    public func add(_ timer: SceneTimer, forMode mode: RunLoop.Mode) {
        timer.schedule(in: .current)
    }
}
