import Foundation

/// One finger on the screen for the length of a gesture. The window updates it as the gesture goes on
/// and hands the same object to every touches… call of the sequence, to views and gesture recognizers.
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
    /// 1 for a single tap; 2, 3, … when the touch went down within `UIWindow.multiTapInterval` of the
    /// previous touch's end and within `UIWindow.multiTapDistance` of it (UIKit's multi-tap counting).
    public internal(set) var tapCount = 1
    /// The recognizers that receive this touch: those of the hit view and its ancestors that were
    /// enabled and ready when the touch began (UIKit's list, fixed at touch-down).
    ///
    /// Held weakly: a recognizer holds the touches it tracks, so strong references both ways kept a
    /// recognizer and its touch alive for ever when the touch never ended (its window freed mid-drag
    /// by a scene reset). Views own their recognizers; a recognizer freed mid-touch leaves the list.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerReferences.map { $0.compactMap(\.recognizer) } }
        set { recognizerReferences = newValue.map { $0.map { WeakGestureRecognizer($0) } } }
    }
    private var recognizerReferences: [WeakGestureRecognizer]?

    /// The host's identifier of the finger (0 for the mouse); unique among the touches down at once.
    let identifier: Int
    /// Whether a `TouchInterceptor` has taken this touch over (at most once).
    var wasIntercepted = false

    /// Window coordinates now, at the previous event, and where the touch went down.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint
    let initialWindowLocation: CGPoint

    init(window: UIWindow, view: UIView?, location: CGPoint, timestamp: CFTimeInterval, identifier: Int = 0) {
        self.window = window
        self.view = view
        self.phase = .began
        self.windowLocation = location
        self.previousWindowLocation = location
        self.initialWindowLocation = location
        self.timestamp = timestamp
        self.identifier = identifier
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
