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

/// UIKit's `UIAction`: a handler a control (or bar button item) runs, and a menu element.
public final class UIAction: UIMenuElement {
    public let identifier: String
    let handler: (UIAction) -> Void
    /// iOS's attributes and state (kept; menus are not shown in the preview).
    public var attributes: UIMenuElement.Attributes = []
    public var state: UIMenuElement.State = .off
    /// A longer title for discoverability (kept).
    public var discoverabilityTitle: String?
    /// What sent the action (a control, a bar button item), during the handler.
    public var sender: Any? { senderObject }
    weak var senderObject: AnyObject?

    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// iOS 16's `performWithSender(_:target:)`: runs the handler with `sender` as the action's sender.
    public func performWithSender(_ sender: Any?, target: Any?) { perform(sender: sender as AnyObject?) }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: AnyObject?) {
        senderObject = sender
        handler(self)
        senderObject = nil
    }
}

/// UIKit's `UIMenuElement`: an action or menu of a `UIMenu`.
@MainActor @preconcurrency open class UIMenuElement: NSObject {
    public let title: String
    public let image: UIImage?
    /// iOS 15's subtitle (kept).
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    /// UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIKit's `UIMenuElement.State` (raw values UIKit's).
    public enum State: Int, Sendable { case off = 0, on = 1, mixed = 2 }
}

/// UIKit's `UIMenu`: a titled list of actions and submenus. Menus are kept, so screens that build
/// them compile and keep them on buttons and bar items, but the preview shows no menus.
open class UIMenu: UIMenuElement {
    /// UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public let identifier: String
    public let options: Options
    public let children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? UUID().uuidString
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy with other children (UIKit's `replacingChildren(_:)`).
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
