import Foundation
import MotionTiming
import MotionAnimation

/// The core's part of a frame: one timestamp for the whole tree. The host calls `tick` once per frame
/// (after feeding the media clock); tests call `advance(to:)` on a virtual clock. It runs display links
/// and frame-stepped animators (Pop-style), then delivers Core Animation start/stop callbacks and drops
/// finished animations.
public final class AnimationDriver {
    public static let shared = AnimationDriver()

    /// Counts committed frames (see `CALayer+Commit.swift`).
    public private(set) static var frameNumber: UInt64 = 1

    /// Commits the current frame: model changes and animations made so far become what
    /// `presentation()` shows. Renderers call it before drawing; `tick()` calls it at its end.
    public static func commit() { frameNumber &+= 1 }

    var displayLinks: [CADisplayLink] = []
    /// Per-frame steppers (Pop animators); each returns whether it still runs.
    var steppers: [ObjectIdentifier: (CFTimeInterval) -> Bool] = [:]
    private var lastTime: CFTimeInterval?
    /// Seconds between the last two frames.
    public private(set) var frameDuration: CFTimeInterval = 1.0 / 60

    /// Whether anything will change on the next frame (hosts may skip idle frames when false).
    public var isAnimating: Bool {
        AnimationEventQueue.shared.animatedLayerCount > 0 || !steppers.isEmpty || displayLinks.contains { !$0.isPaused }
    }

    /// Sets the shared media clock to `time` (never backwards) and runs one frame.
    public func advance(to time: CFTimeInterval) {
        MediaClock.shared.advance(to: time)
        tick()
    }

    /// Runs one frame at the shared media clock's current time.
    public func tick() {
        let now = CACurrentMediaTime()
        if let last = lastTime, now > last { frameDuration = now - last }
        lastTime = now
        for link in displayLinks { link.fire(timestamp: now, frameDuration: frameDuration) }
        for (id, step) in steppers where !step(now) { steppers[id] = nil }
        AnimationEventQueue.shared.processFrame()
        AnimationDriver.commit()
    }

    func addStepper(_ owner: AnyObject, _ step: @escaping (CFTimeInterval) -> Bool) {
        steppers[ObjectIdentifier(owner)] = step
    }

    func removeStepper(_ owner: AnyObject) { steppers[ObjectIdentifier(owner)] = nil }

    /// Forgets every display link, stepper and pending event (between scenes and tests).
    public func reset() {
        displayLinks = []
        steppers = [:]
        lastTime = nil
        AnimationEventQueue.shared.reset()
        CALayer.popReset()
    }
}
