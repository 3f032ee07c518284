import Foundation

/// The event a touch belongs to. The window makes one per delivery; nil is accepted everywhere.
public final class UIEvent {
    public enum EventType { case touches, scroll }

    public let type: EventType
    /// Media time of the event, seconds.
    public let timestamp: CFTimeInterval
    /// Every touch down in the window at this event (including those ending in it).
    public let allTouches: Set<UITouch>?

    public init(type: EventType, timestamp: CFTimeInterval, allTouches: Set<UITouch>?) {
        self.type = type
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

    /// The event's touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The event's touches that `gestureRecognizer` receives.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false }
    }
}
