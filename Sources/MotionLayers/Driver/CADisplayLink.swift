import Foundation
import MotionTiming

/// Apple's `CADisplayLink`: a callback once per frame with the frame's timestamp. Objective-C's
/// target/selector pair becomes a closure.
public final class CADisplayLink {
    /// Media time of the frame being prepared, seconds.
    public private(set) var timestamp: CFTimeInterval = 0
    /// Media time of the next frame, seconds.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between frames.
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    public var isPaused = false
    /// The rate the link would like to fire at (0: the display's). A rate below the display's fires on
    /// the frames nearest that rate (30 on a 60 Hz display: every other frame), as on iOS.
    public var preferredFramesPerSecond = 0
    /// iOS 15's range of rates; its `preferred` (else its `maximum`) is the rate asked for, as
    /// `preferredFramesPerSecond` is, unless it is `.default` (the display's rate).
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// When the link last fired (for a rate below the display's).
    private var lastFired: CFTimeInterval?
    /// The callback; released by `invalidate()`, as Apple's link releases its target, so a link held
    /// by what its closure captures (a controller that owns its link) is no longer a cycle once it is
    /// invalidated — by its owner, or by a reset of its animation context.
    private var handler: ((CADisplayLink) -> Void)?
    /// Run when the animation context's reset invalidates the link (before the handler is released):
    /// lets the engine's own users of links (a property animator, a zero-duration animation block)
    /// conclude what the link was waiting for, so their completions run exactly once.
    package var contextWillReset: (() -> Void)?

    public init(handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

    /// Starts the callbacks (Apple's `add(to:forMode:)`; there is one run loop here).
    public func add() {
        guard handler != nil else { return }  // invalidated links cannot be added again (Apple's rule)
        AnimationDriver.shared.displayLinks.append(self)
    }

    /// Apple's spelling of `add()`, so `link.add(to: .main, forMode: .common)` ports unchanged: the frame
    /// loop is the only run loop here, and a link runs in every mode. Adding a link twice adds it once.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !AnimationDriver.shared.displayLinks.contains(where: { $0 === self }) else { return }
        add()
    }

    /// Apple's `remove(from:forMode:)`: stops the callbacks without invalidating (the link can be added
    /// again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        AnimationDriver.shared.displayLinks.removeAll { $0 === self }
    }

    /// Stops the callbacks for good and releases the handler; an invalidated link never fires again,
    /// not even later in the frame in which it was invalidated.
    public func invalidate() {
        AnimationDriver.shared.displayLinks.removeAll { $0 === self }
        handler = nil
        contextWillReset = nil
    }

    /// The reset's invalidation: tells the link's engine owner, then releases everything.
    func invalidateForReset() {
        let hook = contextWillReset
        contextWillReset = nil
        hook?()
        handler = nil
    }

    /// The rate asked for, frames per second (0: the display's).
    var requestedRate: Double {
        if preferredFrameRateRange != .default {
            return Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
        }
        return Double(preferredFramesPerSecond)
    }

    func fire(timestamp t: CFTimeInterval, frameDuration: CFTimeInterval) {
        guard !isPaused, let handler else { return }
        // Below the display's rate: fire once at least the link's interval has passed (less half a
        // display frame, so 30 on 60 Hz is exactly every other frame whatever the rounding).
        var interval = frameDuration
        let rate = requestedRate
        if rate > 0, rate.isFinite, 1 / rate > frameDuration * 1.5 {
            interval = 1 / rate
            if let last = lastFired, t - last < interval - frameDuration / 2 { return }
        }
        lastFired = t
        timestamp = t
        duration = frameDuration
        targetTimestamp = t + interval
        handler(self)
    }
}

/// iOS 15's `CAFrameRateRange` (CAFrameRateRange.h): the rates a display link or animation may run at.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    /// The rate wanted within the range; nil lets the system choose.
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's own rate (the header's `CAFrameRateRangeDefault`: all zero).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
