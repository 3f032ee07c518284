import Foundation

/// A data source that implements `tableView(_:commit:forRowAt:)` (the MotionLabPort plugin declares this
/// conformance for the classes of your files that do). UIKit offers swipe-to-delete exactly when the data
/// source implements that method, which Swift cannot ask of a protocol with default implementations; the
/// plugin, which reads your source, can. Declare it yourself for data sources outside the plugin's reach.
public protocol __UITableViewDataSourceCommitsEditing: AnyObject {}

/// A data source that implements `tableView(_:moveRowAt:to:)` (the plugin declares it likewise): UIKit's
/// `canMoveRowAt` defaults to true exactly for those, so editing mode shows their rows' reorder controls.
public protocol __UITableViewDataSourceMovesRows: AnyObject {}

extension UITableView {
    /// UIKit's swipe-to-delete when the delegate gives no trailing configuration: a destructive action
    /// titled by `titleForDeleteConfirmationButtonForRowAt` ("Delete") that calls the data source's
    /// `commit(.delete)`, for rows it can edit whose editing style is `.delete`.
    func swipeToDeleteConfiguration(at ip: IndexPath) -> UISwipeActionsConfiguration? {
        guard let source = dataSource, source is __UITableViewDataSourceCommitsEditing, source.tableView(self, canEditRowAt: ip),
              (tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self, weak source] _, _, done in
            guard let self, let source else { done(false); return }
            source.tableView(self, commit: .delete, forRowAt: ip)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }
}
