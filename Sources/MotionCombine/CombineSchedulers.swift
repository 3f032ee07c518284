import Foundation
import Dispatch
import OpenCombine
import MotionLayers
import MotionDispatch

/// Where a scheduler runs its work: the main queue and the main run loop run it on the scene clock, in
/// the animation context that scheduled it (a `receive(on: DispatchQueue.main)` lands in the frame's
/// tick, a `debounce(for: .milliseconds(300), scheduler: RunLoop.main)` 0.3 s of scene time after the last
/// value — the same frames headless and live); another queue runs it on its own thread in real time.
enum SceneScheduling {
    static func now(main: Bool) -> SceneSchedulerTime {
        main ? SceneSchedulerTime(seconds: AnimationContext.current.clock.now)
             : SceneSchedulerTime(seconds: Double(DispatchTime.now().uptimeNanoseconds) / 1e9)
    }

    /// Runs `action` at `time` (at once when it is past): on the scene clock when `main`.
    static func run(at time: SceneSchedulerTime, main: Bool, queue: DispatchQueue?, _ action: @escaping () -> Void) {
        let context = AnimationContext.current
        guard time.seconds.isFinite else { return }
        if main {
            context.driver.schedule(at: max(time.seconds, context.clock.now)) { [unowned context] in context.perform(action) }
        } else {
            let delay = max(0, time.seconds - now(main: false).seconds)
            (queue ?? DispatchQueue.global()).asyncAfter(deadline: Dispatch.DispatchTime.now() + delay, qos: .unspecified, flags: [],
                                                         execute: { context.perform(action) })
        }
    }

    /// Runs `action` at `start` and every `interval` after it until cancelled.
    static func repeating(from start: SceneSchedulerTime, every interval: SceneSchedulerTime.Stride, main: Bool,
                          queue: DispatchQueue?, _ action: @escaping () -> Void) -> Cancellable {
        let token = RepeatToken()
        // Ticks less than a millisecond apart are a millisecond apart (a zero interval would never end).
        let step = max(interval.seconds, 0.001)
        func tick(_ at: SceneSchedulerTime) {
            run(at: at, main: main, queue: queue) {
                guard !token.cancelled else { return }
                action()
                tick(at.advanced(by: .init(seconds: step)))
            }
        }
        tick(start)
        return token
    }

    final class RepeatToken: Cancellable {
        var cancelled = false
        func cancel() { cancelled = true }
    }
}

extension DispatchQueue: OpenCombine.Scheduler {
    public typealias SchedulerTimeType = SceneSchedulerTime

    /// Combine's dispatch options (quality of service, flags, group): accepted.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos; self.flags = flags; self.group = group
        }
    }

    public var now: SceneSchedulerTime { SceneScheduling.now(main: isMainQueue) }
    public var minimumTolerance: SceneSchedulerTime.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if isMainQueue { SceneScheduling.run(at: now, main: true, queue: nil, action) } else { async(execute: action) }
    }

    public func schedule(after date: SceneSchedulerTime, tolerance: SceneSchedulerTime.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        SceneScheduling.run(at: date, main: isMainQueue, queue: self, action)
    }

    public func schedule(after date: SceneSchedulerTime, interval: SceneSchedulerTime.Stride, tolerance: SceneSchedulerTime.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        SceneScheduling.repeating(from: date, every: interval, main: isMainQueue, queue: self, action)
    }
}

extension RunLoop: OpenCombine.Scheduler {
    public typealias SchedulerTimeType = SceneSchedulerTime

    /// Combine's run loop options: none.
    public struct SchedulerOptions {}

    /// A run loop's work runs on the scene clock (a preview has one: the frame loop's).
    public var now: SceneSchedulerTime { SceneScheduling.now(main: true) }
    public var minimumTolerance: SceneSchedulerTime.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        SceneScheduling.run(at: now, main: true, queue: nil, action)
    }

    public func schedule(after date: SceneSchedulerTime, tolerance: SceneSchedulerTime.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        SceneScheduling.run(at: date, main: true, queue: nil, action)
    }

    public func schedule(after date: SceneSchedulerTime, interval: SceneSchedulerTime.Stride, tolerance: SceneSchedulerTime.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        SceneScheduling.repeating(from: date, every: interval, main: true, queue: nil, action)
    }
}
