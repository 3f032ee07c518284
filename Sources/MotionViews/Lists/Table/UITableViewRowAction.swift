import Foundation

/// iOS 8's row action (deprecated in iOS 13 for `UIContextualAction`, still compiled by the many apps
/// that return them from `tableView(_:editActionsForRowAt:)`). The actions are shown by the swipe of
/// `UITableView+Swipe.swift` as a trailing configuration when the delegate gives no
/// `trailingSwipeActionsConfigurationForRowAt`: first action outermost, `.default`/`.destructive` red,
/// `.normal` grey, unless `backgroundColor` is set; no full-swipe action (row actions had none). A tap
/// calls the handler with the action and the row's index path; as in UIKit the row then stays open
/// until the app ends editing (`setEditing(false, animated:)`, a reload) or the user taps elsewhere or
/// scrolls — unless the handler removed rows, which closes it.
open class UITableViewRowAction {
    /// UIKit's styles (raw values UIKit's: `.destructive` is `.default`).
    public enum Style: Int, Sendable {
        case `default` = 0, normal = 1
        public static let destructive = Style.default
    }

    public let style: Style
    open var title: String?
    /// The button's colour: red for `.default`, grey for `.normal`, unless set.
    open var backgroundColor: UIColor!
    /// Kept; the button is drawn in `backgroundColor`.
    open var backgroundEffect: UIVisualEffect?
    let handler: (UITableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .normal ? .systemGray : .systemRed
    }
}

extension UITableView {
    /// The delegate's row actions for `ip` as a trailing swipe configuration (nil when it gives none).
    func rowActionsConfiguration(at ip: IndexPath) -> UISwipeActionsConfiguration? {
        guard let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: ip), !rowActions.isEmpty else { return nil }
        let actions = rowActions.map { rowAction in
            let action = UIContextualAction(style: rowAction.style == .normal ? .normal : .destructive, title: rowAction.title) {
                [weak self] _, _, done in
                guard let self else { return }
                let before = (0..<self.numberOfSections).map { self.numberOfRows(inSection: $0) }
                rowAction.handler(rowAction, ip)
                let after = (0..<self.numberOfSections).map { self.numberOfRows(inSection: $0) }
                if before != after { done(true) }
            }
            action.backgroundColor = rowAction.backgroundColor
            return action
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}
