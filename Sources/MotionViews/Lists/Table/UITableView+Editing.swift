import Foundation

/// Editing mode (`setEditing(true, animated:)`, a table view controller's `isEditing`): rows the data
/// source can edit show their editing control — a red circle for `.delete`, green for `.insert`
/// (`editingStyleForRowAt`) — and slide their content over; rows it can move show a reorder control.
/// A tap on a delete control opens the row's "Delete" confirmation (the swipe's button,
/// `titleForDeleteConfirmationButtonForRowAt`), whose tap calls `commit(.delete, forRowAt:)`; a tap on
/// an insert control calls `commit(.insert, …)`. Dragging a reorder control lifts the row, which
/// follows the finger while the rows it passes make room (list timing); on release the data source's
/// `moveRowAt(_:to:)` is called and the table takes the new order (UIKit's rule: the app moves its
/// model, the table does not ask again). Moves stay within the row's section here, where the
/// delegate's `targetIndexPathForMoveFromRowAt` may redirect them.
extension UITableView {
    /// A row being dragged by its reorder control.
    struct Reorder {
        var cell: UITableViewCell
        let from: ListPosition
        var to: ListPosition
        /// The finger's offset from the cell's centre.
        let grab: CGFloat
    }

    public func setEditing(_ editing: Bool, animated: Bool) {
        // UIKit counts a row swiped open as editing: ending editing closes it (how apps close the row
        // after a row action or contextual action that leaves it open).
        if let s = swipe, !editing || editing != isEditing { closeSwipe(s, animated: animated) }
        guard editing != isEditing else { return }
        isEditingStorage = editing
        for (g, cell) in visibleCellsByRow {
            configureEditing(of: cell, at: geometry.position(ofGlobal: g))
            cell.setEditing(editing, animated: animated)
        }
    }

    /// The editing style and reorder control of a row, as the data source and delegate say.
    func configureEditing(of cell: UITableViewCell, at p: ListPosition) {
        let ip = p.indexPath
        let canEdit = dataSource?.tableView(self, canEditRowAt: ip) ?? false
        cell.tableEditingStyle = canEdit ? (tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) : .none
        cell.tableShowsReorderControl = dataSource?.tableView(self, canMoveRowAt: ip) ?? false
        if cell.tableEditingStyle != .none {
            cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true
        }
    }

    /// A touch began on an editing row: its delete or insert control, or its reorder control. Returns
    /// whether the touch is the editing mode's.
    func editingTouchBegan(at point: CGPoint) -> Bool {
        guard isEditing, let ip = indexPathForRow(at: point), let cell = cellForRow(at: ip) else { return false }
        let local = CGPoint(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)
        let p = ListPosition(ip)
        if let f = cell.reorderControlFrame, f.contains(local), cell.tableShowsReorderControl {
            reorder = Reorder(cell: cell, from: p, to: p, grab: point.y - cell.center.y)
            cell.layer.zPosition = 10
            UIView.animate(withDuration: 0.2) { cell.alpha = 0.9; cell.transform = CGAffineTransform(scaleX: 1.02, y: 1.02) }
            return true
        }
        if let f = cell.editingControlFrame, f.contains(local) {
            pendingEditingControl = p
            return true
        }
        return false
    }

    func editingTouchMoved(to point: CGPoint) -> Bool {
        if pendingEditingControl != nil { return true }
        guard var r = reorder else { return false }
        geometry.update()
        let section = geometry.sections[r.from.section]
        let first = section.firstRow, last = section.firstRow + section.rowCount - 1
        // The cell follows the finger, kept within its section.
        guard section.rowCount > 0 else { return true }
        let minY = geometry.top(ofGlobal: first), maxY = geometry.top(ofGlobal: last) + geometry.height(ofGlobal: last)
        var centre = point.y - r.grab
        let half = r.cell.bounds.height / 2
        centre = min(max(centre, minY + half), maxY - half)
        UIView.performWithoutAnimation { r.cell.center = CGPoint(x: r.cell.center.x, y: centre) }
        // The slot the cell's centre is over.
        let target = reorderTarget(section: r.from.section, centre: centre)
        var proposed = ListPosition(r.from.section, target).indexPath
        proposed = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: r.from.indexPath, toProposedIndexPath: proposed) ?? proposed
        let to = ListPosition(r.from.section, max(0, min(section.rowCount - 1, proposed.row)))
        if to != r.to {
            r.to = to
            reorder = r
            ListAnimationTiming.perform(animated: true, { self.placeRowsAroundReorder() })
        }
        reorder = r
        return true
    }

    /// The row index the dragged row would take with its centre at `centre`.
    private func reorderTarget(section s: Int, centre: CGFloat) -> Int {
        guard let r = reorder else { return 0 }
        let sec = geometry.sections[s]
        let h = geometry.height(ofGlobal: sec.firstRow + r.from.row)
        // Walk the other rows in order; the dragged row goes before the first whose middle is below it.
        var y = geometry.top(ofGlobal: sec.firstRow)
        var index = 0
        for k in 0..<sec.rowCount where k != r.from.row {
            let rh = geometry.height(ofGlobal: sec.firstRow + k)
            // Before row k when the dragged row's centre is above the middle of the slot the two share.
            if centre < y + rh / 2 + h / 2 { return index }
            y += rh
            index += 1
        }
        return index
    }

    /// Frames of the other visible rows with the dragged row's slot at `reorder.to`.
    func placeRowsAroundReorder() {
        guard let r = reorder else { return }
        let h = geometry.height(ofGlobal: geometry.global(r.from))
        for (g, cell) in visibleCellsByRow where cell !== r.cell {
            let p = geometry.position(ofGlobal: g)
            guard p.section == r.from.section else { continue }
            var f = rowFrame(global: g)
            if r.from.row < r.to.row, p.row > r.from.row, p.row <= r.to.row { f.origin.y -= h }
            if r.to.row < r.from.row, p.row >= r.to.row, p.row < r.from.row { f.origin.y += h }
            if cell.frame != f { cell.frame = f }
        }
    }

    func editingTouchEnded(at point: CGPoint, cancelled: Bool) -> Bool {
        if let p = pendingEditingControl {
            pendingEditingControl = nil
            guard !cancelled, geometry.contains(p), let cell = cellForRow(at: p.indexPath) else { return true }
            let local = CGPoint(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)
            guard let f = cell.editingControlFrame, f.contains(local) else { return true }
            if cell.tableEditingStyle == .insert {
                dataSource?.tableView(self, commit: .insert, forRowAt: p.indexPath)
            } else {
                showDeleteConfirmation(for: p, cell: cell)
            }
            return true
        }
        guard let r = reorder else { return false }
        reorder = nil
        let from = r.from, to = cancelled ? r.from : r.to
        if from != to {
            dataSource?.tableView(self, moveRowAt: from.indexPath, to: to.indexPath)
            // The table takes the move (the data source has moved its model).
            geometry.moveRow(from: geometry.global(from), to: geometry.global(to))
            var cells: [Int: UITableViewCell] = [:]
            for (g, cell) in visibleCellsByRow {
                let p = geometry.position(ofGlobal: g)
                var row = p.row
                if p.section == from.section {
                    if p.row == from.row { row = to.row }
                    else if from.row < to.row, p.row > from.row, p.row <= to.row { row -= 1 }
                    else if to.row < from.row, p.row >= to.row, p.row < from.row { row += 1 }
                }
                cells[geometry.global(ListPosition(p.section, row))] = cell
            }
            visibleCellsByRow = cells
            selectedRows = selectedRows.map { s in
                guard s.section == from.section else { return s }
                if s.row == from.row { return to }
                if from.row < to.row, s.row > from.row, s.row <= to.row { return ListPosition(s.section, s.row - 1) }
                if to.row < from.row, s.row >= to.row, s.row < from.row { return ListPosition(s.section, s.row + 1) }
                return s
            }
        }
        geometry.update()
        ListAnimationTiming.perform(animated: true, {
            r.cell.transform = .identity
            r.cell.alpha = 1
            for (g, cell) in self.visibleCellsByRow {
                let f = self.rowFrame(global: g)
                if cell.frame != f { cell.frame = f }
            }
        }, completion: { _ in r.cell.layer.zPosition = 0 })
        for (g, cell) in visibleCellsByRow { configureAppearance(of: cell, at: geometry.position(ofGlobal: g)) }
        return true
    }

    /// The row's "Delete" confirmation: the swipe's button at its trailing edge, calling `commit(.delete)`.
    private func showDeleteConfirmation(for p: ListPosition, cell: UITableViewCell) {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: p.indexPath) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: p.indexPath)
            done(true)
        }
        let config = UISwipeActionsConfiguration(actions: [action])
        config.performsFirstActionWithFullSwipe = false
        let view = SwipeActionsView(actions: config.actions, leading: false, height: cell.frame.height)
        insertSubview(view, belowSubview: cell)
        view.frame = cell.frame
        let s = SwipeState(row: p, cell: cell, leading: false, configuration: config, actionsView: view)
        s.isOpen = true
        swipe = s
        ListAnimationTiming.perform(animated: true, { self.setSwipeOffset(s, -view.totalWidth) })
    }
}
