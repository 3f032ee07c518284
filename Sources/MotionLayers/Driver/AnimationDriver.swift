import Foundation
import MotionTiming
import MotionAnimation

/// The core's part of a frame in one animation context: one timestamp for the whole tree. The frame
/// function calls `tick` once per frame (after setting the context's clock); tests call `advance(to:)`
/// on a virtual clock. It runs display links, frame-stepped animators (Pop-style) and timers due by
/// then, then delivers Core Animation start/stop callbacks and drops finished animations.
public final class AnimationDriver {
    /// The driver of the animation context current on this thread.
    public static var shared: AnimationDriver { AnimationContext.current.driver }

    /// The current context's committed-frame counter (see `CALayer+Commit.swift`).
    public static var frameNumber: UInt64 { AnimationContext.current.frameNumber }

    /// Commits the current context's frame (see `AnimationContext.commit()`).
    public static func commit() { AnimationContext.current.commit() }

    unowned let context: AnimationContext
    var displayLinks: [CADisplayLink] = []
    /// Per-frame steppers (Pop animators, gesture timers); each returns whether it still runs.
    var steppers: [ObjectIdentifier: (CFTimeInterval) -> Bool] = [:]
    /// Work scheduled on scene time (timers, `asyncAfter`), soonest first.
    let timers = SceneTimerQueue()
    private var lastTime: CFTimeInterval?
    /// Seconds between the last two frames.
    public private(set) var frameDuration: CFTimeInterval = 1.0 / 60

    init(context: AnimationContext) { self.context = context }

    /// Whether anything will change on the next frame (hosts may skip idle frames when false): a
    /// running animation, stepper or display link, or a timer due by then (a view moved by a 60 Hz
    /// `Timer` calling `setNeedsDisplay()` animates as much as one driven by a display link).
    public var isAnimating: Bool {
        if context.events.animatedLayerCount > 0 || !steppers.isEmpty || displayLinks.contains(where: { !$0.isPaused }) { return true }
        guard let next = timers.nextTime else { return false }
        return next <= context.clock.now + frameDuration
    }

    /// The media time of the earliest scheduled timer, if any (a host may sleep until then).
    public var nextTimerTime: CFTimeInterval? { timers.nextTime }

    /// Sets the context's media clock to `time` (never backwards) and runs one frame.
    public func advance(to time: CFTimeInterval) {
        context.perform {
            context.clock.advance(to: time)
            tick()
        }
    }

    /// Runs one frame at the context's clock's current time and commits it (unless `commit` is false:
    /// the frame function commits after layout).
    public func tick(commit: Bool = true) {
        context.perform {
            let now = context.clock.now
            if let last = lastTime, now > last { frameDuration = now - last }
            lastTime = now
            for link in displayLinks { link.fire(timestamp: now, frameDuration: frameDuration) }
            for (id, step) in steppers where !step(now) { steppers[id] = nil }
            timers.runDue(at: now)
            context.events.processFrame()
            if commit { context.commit() }
        }
    }

    /// Registers a per-frame step owned by `owner` (one per owner); it runs each tick with the frame's
    /// media time until it returns false or is removed.
    public func addStepper(_ owner: AnyObject, _ step: @escaping (CFTimeInterval) -> Bool) {
        steppers[ObjectIdentifier(owner)] = step
    }

    public func removeStepper(_ owner: AnyObject) { steppers[ObjectIdentifier(owner)] = nil }

    /// Runs `block` at the first frame whose media time is at or after `time` (scene-time timers:
    /// `Timer`, `DispatchQueue.main.asyncAfter` in previews).
    @discardableResult
    public func schedule(at time: CFTimeInterval, _ block: @escaping () -> Void) -> SceneTimerQueue.Token {
        timers.schedule(at: time, block)
    }

    /// Stops everything in this driver's context (see `AnimationContext.reset()`).
    public func reset() { context.reset() }

    /// Invalidates every display link (their engine owners conclude first: see
    /// `CADisplayLink.contextWillReset`) and drops every stepper and timer (part of the context's reset).
    /// Returns whether there was anything to drop (the reset repeats until nothing new appears).
    @discardableResult
    func removeAllWork() -> Bool {
        let links = displayLinks
        let hadWork = !links.isEmpty || !steppers.isEmpty || !timers.isEmpty
        displayLinks = []
        for link in links { link.invalidateForReset() }
        steppers = [:]
        timers.removeAll()
        lastTime = nil
        return hadWork
    }
}
