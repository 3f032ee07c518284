import UIKit

/// The root of the Flows storyboard's first tab: records the unwinds that reach it.
class FlowListViewController: UIViewController {
    var unwound: [String] = []
    /// What the segue action saw, and whether it declines (returns nil: UIKit then uses init?(coder:)).
    var segueActionCalls: [String] = []
    var declineSegueAction = false

    @IBSegueAction func makeItem(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> FlowItemViewController? {
        segueActionCalls.append("\(segueIdentifier ?? "-") sender=\((sender as? UIButton)?.title(for: .normal) ?? "nil")")
        if declineSegueAction { return nil }
        return FlowItemViewController(coder: coder, injected: "from \(segueIdentifier ?? "-")")
    }
    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        unwound.append("unwindToList from \(type(of: segue.source))")
    }
}

/// Pushed from the list; presents a plain editor and a navigation-embedded sheet, both unwinding here.
class FlowItemViewController: UIViewController {
    var unwound: [String] = []
    /// Set by the list's @IBSegueAction through this initialiser (nil when made by init?(coder:)).
    var injected: String?

    init?(coder: NSCoder, injected: String) {
        self.injected = injected
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
    /// Declines unwinds while set (UIKit's `canPerformUnwindSegueAction` override), recording what it was asked.
    var declinesUnwinds = false
    var askedActions: [String] = []
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        askedActions.append(action.name)
        return !declinesUnwinds && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    @IBAction func unwindToItem(_ segue: UIStoryboardSegue) {
        unwound.append("unwindToItem from \(type(of: segue.source)) presented=\(presentedViewController != nil)")
    }
    @IBAction func unwindFromSave(_ segue: UIStoryboardSegue) {
        let note = (segue.source as? FlowSheetViewController)?.note ?? "?"
        unwound.append("unwindFromSave \(note)")
    }
}

/// A modal editor (presented without a navigation controller).
class FlowEditorViewController: UIViewController {
    var prepared: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "-") → \(type(of: segue.destination))")
    }
}

/// The root of a presented navigation controller with Cancel and Save bar items.
class FlowSheetViewController: UIViewController {
    var note = "draft"
}

/// The second tab: another unwind destination.
class FlowOtherViewController: UIViewController {
    var unwound = 0
    @IBAction func unwindToOther(_ segue: UIStoryboardSegue) { unwound += 1 }
}

/// A custom container that hides its child from unwind searches.
class FlowSealedContainerViewController: UIViewController {
    override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] { [] }
}

/// A table view controller with the storyboard's refresh control ("Refreshing: Enabled").
class FlowRefreshTableViewController: UITableViewController {
    var rows = ["One", "Two", "Three"]
    var refreshes = 0
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    @IBAction func refresh(_ sender: UIRefreshControl) {
        refreshes += 1
        rows.insert("New \(refreshes)", at: 0)
        tableView.reloadData()
        sender.endRefreshing()
    }
}
