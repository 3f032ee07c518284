import Foundation

/// The one clock the engine reads. The host advances it once per frame with its timestamp; tests advance
/// it by hand. Nothing in the core reads the wall clock or sleeps.
///
/// `rate` slows or speeds media time relative to host time (slow motion, Pop's and the iOS Simulator's
/// "Slow Animations"); changing it re-bases the mapping so media time never jumps.
public final class MediaClock {
    /// The clock `CACurrentMediaTime()` reads.
    public static var shared = MediaClock()

    /// Media time in seconds.
    public private(set) var now: CFTimeInterval
    /// Media seconds per host second; > 0.
    public private(set) var rate: Double = 1
    private var lastHostTime: CFTimeInterval?
    /// While paused, host ticks do not move media time (`advance(by:)` still steps it by hand).
    public var isPaused = false

    public init(now: CFTimeInterval = 0) { self.now = now }

    /// Sets media time directly (virtual clocks in tests and headless rendering). Time never runs backwards.
    public func advance(to t: CFTimeInterval) {
        precondition(t.isFinite, "MediaClock.advance(to:) needs a finite time")
        now = max(now, t)
    }

    public func advance(by dt: CFTimeInterval) { advance(to: now + max(0, dt)) }

    /// Feeds a host timestamp (seconds, any origin): media time moves by the host delta × rate.
    public func tick(hostTime: CFTimeInterval) {
        if let last = lastHostTime, !isPaused { now += max(0, hostTime - last) * rate }
        lastHostTime = hostTime
    }

    /// Changes the rate from the next tick on; the current media time is kept, so nothing jumps.
    public func setRate(_ r: Double) {
        precondition(r > 0 && r.isFinite, "MediaClock rate must be positive and finite")
        rate = r
    }
}

/// Apple's `CACurrentMediaTime()`: the shared media clock's time, in seconds.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.shared.now }
