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
    private let handler: (CADisplayLink) -> Void

    public init(handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

    /// Starts the callbacks (Apple's `add(to:forMode:)`; there is one run loop here).
    public func add() { AnimationDriver.shared.displayLinks.append(self) }

    public func invalidate() { AnimationDriver.shared.displayLinks.removeAll { $0 === self } }

    func fire(timestamp t: CFTimeInterval, frameDuration: CFTimeInterval) {
        guard !isPaused else { return }
        timestamp = t
        duration = frameDuration
        targetTimestamp = t + frameDuration
        handler(self)
    }
}
