import Foundation

/// A controller's editing mode, and the bar button that toggles it: UIKit's `isEditing`,
/// `setEditing(_:animated:)` and `editButtonItem` ("Edit", or "Done" in the bold `.done` style while
/// editing; a tap calls `setEditing(!isEditing, animated: true)`, so a subclass's override — a table view
/// controller's puts its table in editing mode — runs). `isEditing` and `setEditing` are in the class
/// (overridable).
extension UIViewController {
    /// A bar button item that toggles editing mode.
    public var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain,
                                   target: self, action: UIViewController.toggleEditingFromButton)
        editButtonItemStorage = item
        return item
    }

    private func toggleEditingFromButton() { setEditing(!isEditing, animated: true) }
}
