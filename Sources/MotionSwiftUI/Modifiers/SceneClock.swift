import Foundation
import OpenCombine
import MotionLab

/// The preview's animation context for code started by a view (`task`), so its waits run on the
/// scene clock: the same scene time in every headless render, slowed by slow motion and `--speed`.
enum SceneClock {
    @TaskLocal static var context: AnimationContext?

    /// Where views' tasks run: jobs wait here until the graph runs them at a fixed point of the
    /// frame (a woken sleep continues in the tick that woke it; a started task at the end of the
    /// update that started it), so a task's effects land on the same frame in every run — the main
    /// actor's queue would run them whenever the real-time run loop gets to them.
    static let executor = SceneTaskExecutor()

    /// A wait of `seconds` of scene time (real time outside a view's task); throws
    /// `CancellationError` when the task is cancelled (the view left).
    static func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        let s = seconds.isFinite ? max(seconds, 0) : 0
        let box = ContinuationBox()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, Error>) in
                box.set(c)
                if let context {
                    context.perform {
                        let t = SceneTimer(timeInterval: s, repeats: false) { _ in
                            box.resume(nil)
                            SceneClock.executor.drain()
                            SceneClock.runMainActorWork()
                        }
                        RunLoop.main.add(t, forMode: .common)
                        box.timer = t
                    }
                } else {
                    DispatchQueue.global().asyncAfter(deadline: DispatchTime.now() + s) { box.resume(nil) }
                }
            }
        } onCancel: {
            box.resume(CancellationError())
        }
    }

    /// Runs the work waiting for the main actor now, in this frame: a `@MainActor` task just started, or
    /// woken by a scene timer, continues in the same update, as a view's other tasks do (see
    /// `executor`). The main actor's executor is the main queue, which the main run loop drains: one
    /// non-blocking turn of it. On another thread (a session stepped off the main thread) the main
    /// actor's work waits for the main thread, as it would on iOS.
    static func runMainActorWork() {
        if Thread.isMainThread { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
    }

    final class ContinuationBox: @unchecked Sendable {
        let lock = NSLock()
        var continuation: CheckedContinuation<Void, Error>?
        var pending: Error??
        var timer: SceneTimer?
        func set(_ c: CheckedContinuation<Void, Error>) {
            lock.lock()
            if let p = pending { lock.unlock(); if let e = p { c.resume(throwing: e) } else { c.resume() }; return }
            continuation = c
            lock.unlock()
        }
        func resume(_ error: Error?) {
            lock.lock()
            guard let c = continuation else { if pending == nil { pending = .some(error) }; lock.unlock(); return }
            continuation = nil
            lock.unlock()
            if let error { c.resume(throwing: error) } else { c.resume() }
        }
    }
}

extension Task where Success == Never, Failure == Never {
    /// In a view's `task`, a wait on the scene clock (it shadows the standard library's, which
    /// waits in real time and would not replay the same in a headless render).
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await SceneClock.sleep(seconds: Double(duration) / 1e9)
    }

    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        let (s, a) = duration.components
        try await SceneClock.sleep(seconds: Double(s) + Double(a) / 1e18)
    }
}

extension Timer {
    /// `Timer.publish(every:on:in:)`: a connectable publisher of dates, ticking on the scene clock
    /// (`autoconnect()` starts it on subscription). The dates are scene seconds since the reference date.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Any? = nil) -> SceneTimerPublisher {
        SceneTimerPublisher(interval: interval)
    }
}

/// The publisher `Timer.publish` makes (Combine's `Timer.TimerPublisher`, on the scene clock).
public final class SceneTimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    let interval: TimeInterval
    let subject = PassthroughSubject<Date, Never>()
    var timer: SceneTimer?
    let context = AnimationContext.current

    init(interval: TimeInterval) { self.interval = interval.isFinite ? Swift.max(interval, 1.0 / 240) : 1 }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// The scene time of the next tick.
    var nextTick: CFTimeInterval = 0

    /// Ticks at every multiple of the interval since connection: a frame in which several fall (a 0.01 s
    /// stopwatch timer, 60 frames a second) sends each, dated when it fell due — on iOS the run loop
    /// wakes for each one between frames, so a stopwatch adding 0.01 a tick keeps real time.
    public func connect() -> Cancellable {
        if timer == nil {
            context.perform {
                nextTick = CACurrentMediaTime() + interval
                let t = SceneTimer(timeInterval: interval, repeats: true) { [weak self] _ in
                    guard let self else { return }
                    let now = CACurrentMediaTime()
                    var sent = 0
                    while self.nextTick <= now + 1e-9, sent < 1000 {
                        self.subject.send(Date(timeIntervalSinceReferenceDate: self.nextTick))
                        self.nextTick += self.interval
                        sent += 1
                    }
                    // Far behind (the scene paused a long time): carry on from now.
                    if sent == 1000 { self.nextTick = now + self.interval }
                }
                RunLoop.main.add(t, forMode: .common)
                timer = t
            }
        }
        return AnyCancellable { [weak self] in
            self?.timer?.invalidate()
            self?.timer = nil
        }
    }
}

/// A task executor whose jobs run when it is drained (see `SceneClock.executor`).
final class SceneTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var draining = false
    private var drainScheduled = false

    func enqueue(_ job: consuming ExecutorJob) {
        let j = UnownedJob(job)
        lock.lock()
        jobs.append(j)
        let schedule = !draining && !drainScheduled
        if schedule { drainScheduled = true }
        lock.unlock()
        // A job resumed outside a drain (a network reply, a continuation resumed on another thread)
        // runs on the main queue, as a main-actor task's would; the frame's own drains (after a task
        // starts, when a scene timer wakes a sleep) usually take it first.
        if schedule { DispatchQueue.main.async { self.drain() } }
    }

    /// Runs the waiting jobs (and the jobs they enqueue) now, on this thread.
    func drain() {
        lock.lock()
        if draining { lock.unlock(); return }
        draining = true
        drainScheduled = false
        lock.unlock()
        while true {
            lock.lock()
            if jobs.isEmpty { draining = false; lock.unlock(); return }
            let batch = jobs
            jobs = []
            lock.unlock()
            for j in batch { j.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}
