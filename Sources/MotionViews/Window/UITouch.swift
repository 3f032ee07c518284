import Foundation

/// One finger (here: the mouse) on the screen for the length of a gesture. The window updates it as the
/// gesture goes on and hands the same object to every touches… call of the sequence.
public final class UITouch: Hashable {
    public enum Phase: Int {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase
    /// The view receiving the touch: the hit-tested view, or an interceptor (scroll view) that took it over.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// Media time of the last change, seconds.
    public internal(set) var timestamp: CFTimeInterval
    public internal(set) var tapCount = 1

    /// Window coordinates now, at the previous event, and where the touch went down.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint
    let initialWindowLocation: CGPoint

    init(window: UIWindow, view: UIView?, location: CGPoint, timestamp: CFTimeInterval) {
        self.window = window
        self.view = view
        self.phase = .began
        self.windowLocation = location
        self.previousWindowLocation = location
        self.initialWindowLocation = location
        self.timestamp = timestamp
    }

    /// The touch's position in `view`'s coordinates (nil: the window's), mapped through what is on
    /// screen now, so it agrees with hit-testing while views animate.
    public func location(in view: UIView?) -> CGPoint {
        UIView.convert(windowLocation, from: nil, to: view, presentation: true)
    }

    /// The position at the previous event, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        UIView.convert(previousWindowLocation, from: nil, to: view, presentation: true)
    }

    /// Where the touch went down, in `view`'s coordinates (not a UIKit API; gesture recognisers keep this).
    public func initialLocation(in view: UIView?) -> CGPoint {
        UIView.convert(initialWindowLocation, from: nil, to: view, presentation: true)
    }

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
