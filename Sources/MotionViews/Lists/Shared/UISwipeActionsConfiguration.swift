import Foundation

/// iOS 11's swipe action: a button revealed by swiping a row, with a title, colour, image and handler.
/// The handler receives a completion to call with whether the action was performed.
open class UIContextualAction {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    /// `.systemRed` for destructive actions, `.systemGray` otherwise, unless set.
    open var backgroundColor: UIColor!
    open var image: UIImage?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a swipe reveals, first action outermost; a full swipe performs the first one.
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
