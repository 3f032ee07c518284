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
    public var preferredFramesPerSecond = 0
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

    func fire(timestamp t: CFTimeInterval, frameDuration: CFTimeInterval) {
        guard !isPaused, let handler else { return }
        timestamp = t
        duration = frameDuration
        targetTimestamp = t + frameDuration
        handler(self)
    }
}
