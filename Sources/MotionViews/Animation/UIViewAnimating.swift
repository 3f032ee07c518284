import Foundation

/// Where an animator is in its life (UIKit's raw values).
public enum UIViewAnimatingState: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not started (the initial state), or finished; animation blocks may be added for the full duration.
    case inactive = 0
    /// Started or paused: running or paused, its animations in place.
    case active = 1
    /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2

    public var description: String {
        switch self {
        case .inactive: return "inactive"
        case .active: return "active"
        case .stopped: return "stopped"
        }
    }
}

/// Where an animator's properties end up (UIKit's raw values).
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
    /// The values set in the animation blocks.
    case end = 0
    /// The values before the animation blocks.
    case start = 1
    /// Whatever was on screen when the animator stopped.
    case current = 2
}

/// UIKit's protocol for animators that can start, pause, scrub, reverse and stop.
@MainActor @preconcurrency public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's protocol for animators whose animations come from blocks of view property changes (its
/// methods are optional in Objective-C; here every conforming type provides them).
@MainActor @preconcurrency public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
