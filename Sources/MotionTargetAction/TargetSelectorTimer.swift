import Foundation
import MotionTiming
import MotionLayers

/// Foundation's target/selector `Timer`, on the scene clock, with the selector as a method reference
/// — what the MotionLabPort rewrite makes of `#selector(tick(_:))`:
///
///     timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: ClockVC.tick,
///                                  userInfo: nil, repeats: true)          // func tick(_ timer: Timer)
///     let t = Timer(timeInterval: 0.5, target: self, selector: ClockVC.blink, userInfo: nil, repeats: true)
///     RunLoop.main.add(t, forMode: .common)
///
/// Both are `Timer`s (`var timer: Timer?`, `timer?.invalidate()`, `timer.userInfo`, `isValid`,
/// `fireDate`, `fire()` work as Foundation documents), firing in the frame's tick of the animation
/// context they were made in, at the first frame at or after their fire date in scene time — at the
/// same scene times in every headless render, slowed by slow motion. As Apple documents, a timer
/// **retains its target** (and its user info) until it is invalidated, and a repeating timer's next
/// fire date is the previous one plus the interval, skipping missed fires rather than bunching them.
///
/// `scheduledTimer` schedules at once. `Timer(timeInterval:target:…)` fires only once added to a run
/// loop (`RunLoop.main.add(_:forMode:)`, Foundation's own method): the timer is registered with the
/// real run loop with a fire date of now, so the frame function's turn of the main run loop
/// (each frame) tells it that it was added; from then it fires on the scene clock at its own fire
/// date (made + interval), as iOS would.
extension Timer {
    /// Makes a timer that calls `selector` on `target` with the timer and schedules it.
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(
        timeInterval: TimeInterval, target: Target, selector: @escaping (Target) -> (Timer) -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = SceneClockTimer(interval: timeInterval, userInfo: userInfo, repeats: repeats,
                                    waitsForRunLoop: false) { timer in selector(target)(timer) }
        timer.start()
        return timer
    }

    /// The same for a method without the timer argument (`func tick()`).
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(
        timeInterval: TimeInterval, target: Target, selector: @escaping (Target) -> () -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = SceneClockTimer(interval: timeInterval, userInfo: userInfo, repeats: repeats,
                                    waitsForRunLoop: false) { _ in selector(target)() }
        timer.start()
        return timer
    }
}

/// Foundation's block forms on the scene clock — what the MotionLabPort rewrite makes of
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and `Timer(timeInterval:repeats:block:)`
/// (`SceneTimerPass`): the same timers as the target/selector forms, firing at scene times.
extension Timer {
    /// A scheduled timer calling `block` with itself.
    @discardableResult
    public class func sceneScheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                          block: @escaping (Timer) -> Void) -> Timer {
        let timer = SceneClockTimer(interval: interval, userInfo: nil, repeats: repeats, waitsForRunLoop: false, action: block)
        timer.start()
        return timer
    }

    /// A timer calling `block` once added to a run loop (`RunLoop.main.add(_:forMode:)`).
    public class func sceneTimer(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        SceneClockTimer(interval: interval, userInfo: nil, repeats: repeats, waitsForRunLoop: true, action: block)
    }
}

/// `Timer(timeInterval:target:selector:userInfo:repeats:)`: a protocol extension's initializer can
/// return the scene-clock subclass as a `Timer` (a class's own convenience initializer could not).
public protocol TargetSelectorTimerMaking {}
extension Timer: TargetSelectorTimerMaking {}

extension TargetSelectorTimerMaking where Self: Timer {
    /// A timer that fires `selector` on `target` once added to a run loop (`RunLoop.main.add`).
    public init<Target: AnyObject>(timeInterval: TimeInterval, target: Target,
                                   selector: @escaping (Target) -> (Timer) -> Void, userInfo: Any?, repeats: Bool) {
        self = SceneClockTimer(interval: timeInterval, userInfo: userInfo, repeats: repeats,
                               waitsForRunLoop: true) { timer in selector(target)(timer) } as! Self
    }

    /// The same for a method without the timer argument.
    public init<Target: AnyObject>(timeInterval: TimeInterval, target: Target,
                                   selector: @escaping (Target) -> () -> Void, userInfo: Any?, repeats: Bool) {
        self = SceneClockTimer(interval: timeInterval, userInfo: userInfo, repeats: repeats,
                               waitsForRunLoop: true) { _ in selector(target)() } as! Self
    }

    /// `Timer()`: NSObject's initialiser, which iOS code uses for a placeholder in a stored property
    /// (`var timer = Timer()`, replaced by a scheduled timer later). It is in no run loop and has no
    /// action, so it never fires; `invalidate()` on it is harmless. (Foundation on Linux has no
    /// `Timer()`.)
    public init() {
        self = SceneClockTimer(interval: 0, userInfo: nil, repeats: false, waitsForRunLoop: false) { _ in } as! Self
    }
}

/// The scene-clock timer behind the target/selector forms: a `Timer` whose fire dates are scene
/// times. Its Foundation side never fires the action: it only tells, by firing once through a real
/// run loop, that the timer was added to one.
final class SceneClockTimer: Timer {
    /// Seconds between fires as asked (Foundation's `timeInterval` is 0 for a one-shot timer).
    private let interval: TimeInterval
    private let repeatsFlag: Bool
    private let info: Any?
    /// The action with its target; released by `invalidate()`, as Foundation releases the target.
    private var action: ((Timer) -> Void)?
    private var valid = true
    private var started = false
    /// Scene time of the next fire.
    private var nextFire: CFTimeInterval
    private var token: SceneTimerQueue.Token?
    private weak var context: AnimationContext?
    /// Guards the state above: Foundation's run loop and `invalidate()` may come from other threads.
    private let lock = NSLock()

    init(interval: TimeInterval, userInfo: Any?, repeats: Bool, waitsForRunLoop: Bool,
         action: @escaping (Timer) -> Void) {
        // Foundation's rule: a non-positive interval is 0.1 ms.
        let seconds = interval.isFinite && interval > 0 ? interval : 0.0001
        self.interval = seconds
        repeatsFlag = repeats
        info = userInfo
        self.action = action
        context = AnimationContext.current
        nextFire = CACurrentMediaTime() + seconds
        // The Foundation side: due now (so the first run-loop turn after it is added fires it), then
        // not again for 30 years; its block is the "added to a run loop" signal.
        let signal = waitsForRunLoop ? Date() : Date.distantFuture
        let receiver = SignalReceiver()
        super.init(fire: signal, interval: 1e9, repeats: true) { _ in receiver.timer?.start() }
        receiver.timer = self
    }

    /// Where the Foundation side's block finds the timer (weakly: the block must not keep it alive).
    private final class SignalReceiver: @unchecked Sendable {
        weak var timer: SceneClockTimer?
    }

    /// Starts firing on the scene clock (once; later calls do nothing).
    func start() {
        lock.lock()
        guard valid, !started, let context else { lock.unlock(); return }
        started = true
        lock.unlock()
        context.perform { schedule(in: context) }
    }

    private func schedule(in context: AnimationContext) {
        lock.lock(); defer { lock.unlock() }
        guard valid, nextFire.isFinite else { return }
        // A nanosecond early: the grid start + n·interval is computed in binary floating point
        // (0.2 · 3 = 0.6000000000000001), and a fire due at a frame's time must run in that frame.
        let t = context.driver.schedule(at: nextFire - Self.gridTolerance) { [weak self] in self?.tick() }
        t.onDiscard = { [weak self] in self?.invalidate() }   // the context's reset ends the timer
        token = t
        retainedWhileScheduled = self
    }

    static let gridTolerance = 1e-9

    /// Scheduled, the timer keeps itself alive, as a run loop retains its timers.
    private var retainedWhileScheduled: SceneClockTimer?

    private func tick() {
        lock.lock()
        token = nil
        retainedWhileScheduled = nil
        guard valid, let action, let context else { lock.unlock(); return }
        let now = context.clock.now
        lock.unlock()
        context.perform { action(self) }
        lock.lock()
        guard valid else { lock.unlock(); return }
        guard repeatsFlag else { lock.unlock(); invalidate(); return }
        // The next fire after now, on the original grid (missed fires are skipped).
        let missed = ((now + Self.gridTolerance - nextFire) / interval).rounded(.down)
        nextFire += interval * (max(missed, 0) + 1)
        lock.unlock()
        schedule(in: context)
    }

    // MARK: Foundation's Timer, as documented

    override func fire() {
        lock.lock()
        guard valid, let action else { lock.unlock(); return }
        lock.unlock()
        action(self)
        if !repeatsFlag { invalidate() }
    }

    override func invalidate() {
        lock.lock()
        valid = false
        token?.cancel()
        token = nil
        action = nil
        retainedWhileScheduled = nil
        lock.unlock()
        super.invalidate()
    }

    override var isValid: Bool { lock.withLock { valid } }
    override var userInfo: Any? { info }
    override var timeInterval: TimeInterval { repeatsFlag ? interval : 0 }

    /// The next fire date as a wall-clock `Date`: now plus the scene seconds until it (setting it
    /// moves the next fire on the scene clock by the same amount).
    override var fireDate: Date {
        get {
            let remaining = lock.withLock { nextFire } - (context?.clock.now ?? CACurrentMediaTime())
            return Date(timeIntervalSinceNow: remaining)
        }
        set {
            lock.lock()
            let now = context?.clock.now ?? CACurrentMediaTime()
            nextFire = now + newValue.timeIntervalSinceNow
            let rescheduling = token != nil
            token?.cancel()
            token = nil
            lock.unlock()
            if rescheduling, let context { context.perform { schedule(in: context) } }
        }
    }
}
