import Foundation

/// The event a touch belongs to. Minimal: the window passes one per delivery; nil is accepted everywhere.
public final class UIEvent {
    public enum EventType { case touches, scroll }

    public let type: EventType
    /// Media time of the event, seconds.
    public let timestamp: CFTimeInterval
    public let allTouches: Set<UITouch>?

    public init(type: EventType, timestamp: CFTimeInterval, allTouches: Set<UITouch>?) {
        self.type = type
        self.timestamp = timestamp
        self.allTouches = allTouches
    }
}
