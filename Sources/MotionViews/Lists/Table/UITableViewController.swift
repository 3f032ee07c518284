import Foundation

/// UIKit's table view controller: its view is a `UITableView` whose data source and delegate it is.
/// Every data source, delegate and scroll view delegate method is declared here, so subclasses
/// write `override func tableView(_:numberOfRowsInSection:)` … as on iOS (where the class implements
/// the protocols and Swift requires `override`).
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let tableViewStyle: UITableView.Style
    /// Deselects the selected rows when the view is about to appear (animated), as UIKit does.
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableViewStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableViewStyle = .plain
        super.init(coder: coder)
    }

    /// The view, as the table it is (loaded on first use).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// A storyboard scene's or xib's table when there is one (UIKit's rule: it must be a `UITableView`),
    /// else a new table of `tableViewStyle` filling the view's size.
    open override func loadView() {
        if loadInterfaceBuilderView() {
            if !(viewStorage is UITableView) {
                let from = storyboard.map { "instantiated view controller from storyboard \"\($0.name)\"" } ?? "loaded the \"\(nibName ?? "\(type(of: self))")\" nib"
                InterfaceBuilderRegistry.programmerError("-[\(type(of: self)) loadView] \(from) but didn't get a UITableView.")
            }
            return
        }
        let table = UITableView(frame: CGRect(origin: .zero, size: pendingViewSize ?? UIViewController.defaultViewSize), style: tableViewStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView {
            for ip in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: ip, animated: animated) }
        }
    }

    /// Puts the table in editing mode too (the controller's `editButtonItem` calls this).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// iOS 10's refresh control, shown at the top of the table.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    // MARK: UITableViewDataSource
    // With a storyboard's static cells (`dataMode="static"`), these answer from them, as iOS's do: a
    // subclass that overrides one and calls `super` gets the storyboard's answer.

    func staticSection(_ tableView: UITableView, _ section: Int) -> InterfaceBuilderStaticSection? {
        guard let sections = tableView.interfaceBuilderStaticSections, sections.indices.contains(section) else { return nil }
        return sections[section]
    }

    open func numberOfSections(in tableView: UITableView) -> Int { tableView.interfaceBuilderStaticSections?.count ?? 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticSection(tableView, section)?.cells.count ?? 0
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let s = staticSection(tableView, indexPath.section), s.cells.indices.contains(indexPath.row) { return s.cells[indexPath.row] }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { staticSection(tableView, section)?.headerTitle }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { staticSection(tableView, section)?.footerTitle }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's default: true when the controller implements `moveRowAt` (`__UITableViewDataSourceMovesRows`).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { self is __UITableViewDataSourceMovesRows }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let s = staticSection(tableView, indexPath.section), s.rowHeights.indices.contains(indexPath.row), let h = s.rowHeights[indexPath.row] { return h }
        return tableView.rowHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    /// Automatic: the table decides from `sectionHeaderHeight`, the title or view (as if not implemented).
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { tableView.estimatedSectionHeaderHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { tableView.estimatedSectionFooterHeight }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {}
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
