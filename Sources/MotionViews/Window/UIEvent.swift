import Foundation

/// The event a touch belongs to. The window makes one per delivery; nil is accepted everywhere.
public final class UIEvent {
    /// The kinds of event (UIKit's; the window makes `.touches` and `.scroll` ones, `sendMotion` a `.motion` one).
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }

    /// UIKit's `UIEvent.EventSubtype` (raw values UIKit's): `.motionShake` for a shake, the remote
    /// control commands for media keys; `.none` for everything else.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    public let type: EventType
    public let subtype: EventSubtype
    /// Media time of the event, seconds.
    public let timestamp: CFTimeInterval
    /// Every touch down in the window at this event (including those ending in it).
    public let allTouches: Set<UITouch>?

    public init(type: EventType, subtype: EventSubtype = .none, timestamp: CFTimeInterval, allTouches: Set<UITouch>?) {
        self.type = type
        self.subtype = subtype
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
