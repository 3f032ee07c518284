import Foundation

extension UIControl {
    /// A control's state, UIKit's `UIControl.State`. `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends, UIKit's `UIControl.Event` (same bit values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field began editing (became first responder).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by editing (not by setting `text`).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing (resigned first responder).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field's return key ended editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}

extension UIControl {
    /// UIKit's `UIControl.ContentHorizontalAlignment` (same raw values).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }

    /// UIKit's `UIControl.ContentVerticalAlignment` (same raw values).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }
}

/// UIKit's `UIAction`: a handler a control runs for the events it was added for.
public final class UIAction {
    public let title: String
    public let identifier: String
    let handler: (UIAction) -> Void
    /// The control that sent the action, during the handler.
    public internal(set) weak var sender: UIControl?

    public init(title: String = "", identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
    }
}
