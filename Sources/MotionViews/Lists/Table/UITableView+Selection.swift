import Foundation

/// Highlight on touch down, selection on a tap (not on a drag, and not on the touch that stops a
/// moving table), with the delegate's `shouldHighlight`/`willSelect`/`didSelect`/`willDeselect`/
/// `didDeselect` as UIKit calls them; programmatic `selectRow`/`deselectRow` call none of them.
extension UITableView {
    func tableTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasMoving = x.isMoving || y.isMoving
        scrollTouchesBegan(touches, with: event)
        touchedRow = nil
        touchMaySelect = false
        touchedRowForSwipe = nil
        guard let touch = touches.first else { return }
        // Where the finger went down (the same point unless the table took the touch over for a
        // sideways swipe: ListSidewaysInterception), so a swipe follows the finger from there.
        let point = touch.initialLocation(in: self)
        touchStartPoint = point
        defer { if touch.wasIntercepted, !touchBeganWithSwipeOpen { _ = swipeTouchMoved(to: touch.location(in: self), from: point) } }
        // A row held open: this touch either taps one of its actions or closes it (no selection).
        touchBeganWithSwipeOpen = swipe?.isOpen ?? false
        if touchBeganWithSwipeOpen { return }
        if !wasMoving, editingTouchBegan(at: point) { touchInEditingControl = true; return }
        touchInEditingControl = false
        guard !wasMoving, let ip = indexPathForRow(at: point), let cell = cellForRow(at: ip) else { return }
        touchedRowForSwipe = ListPosition(ip)
        guard selectionAllowedNow else { return }
        let p = ListPosition(ip)
        touchedRow = p
        touchMaySelect = true
        if tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true {
            cell.setHighlighted(true, animated: false)
            tableDelegate?.tableView(self, didHighlightRowAt: ip)
        }
    }

    func tableTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        if touchInEditingControl, editingTouchMoved(to: point) { return }
        if !touchBeganWithSwipeOpen, swipeTouchMoved(to: point, from: touchStartPoint) { return }
        scrollTouchesMoved(touches, with: event)
        if isDragging {
            endTouchHighlight()
            if let s = swipe, s.isOpen { closeSwipe(s, animated: true) }
        }
    }

    func tableTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let dragged = isDragging
        scrollTouchesEnded(touches, with: event)
        if touchInEditingControl {
            touchInEditingControl = false
            if let point = touches.first?.location(in: self), editingTouchEnded(at: point, cancelled: false) { return }
        }
        if touchBeganWithSwipeOpen {
            touchBeganWithSwipeOpen = false
            if !dragged, let point = touches.first?.location(in: self) { _ = swipeTap(at: point) }
            return
        }
        if swipeTracking {
            swipeTouchEnded()
            return
        }
        let p = touchedRow
        let select = touchMaySelect && !dragged
        endTouchHighlight()
        if !dragged, let p, geometry.contains(p), let point = touches.first?.location(in: self),
           let cell = cellForRow(at: p.indexPath), cell.detailButtonContains(convert(point, to: cell)) {
            accessoryButtonTapped(cell, at: p.indexPath)
            return
        }
        if select, let p, geometry.contains(p) { selectByUser(p) }
    }

    /// A tap on a row's detail button (ⓘ of `.detailButton`/`.detailDisclosureButton`): UIKit does not
    /// select the row; a storyboard segue from the accessory (`trigger="accessoryAction"`) runs with the
    /// cell as sender, and the delegate hears `tableView(_:accessoryButtonTappedForRowWith:)`.
    func accessoryButtonTapped(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if let segue = cell.storyboardAccessorySegue { segue(cell) }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    func tableTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        scrollTouchesCancelled(touches, with: event)
        if touchInEditingControl {
            touchInEditingControl = false
            _ = editingTouchEnded(at: touches.first?.location(in: self) ?? .zero, cancelled: true)
        }
        touchBeganWithSwipeOpen = false
        if swipeTracking { swipeTouchEnded() }
        endTouchHighlight()
    }

    var selectionAllowedNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    func endTouchHighlight() {
        touchMaySelect = false
        guard let p = touchedRow else { return }
        touchedRow = nil
        if let cell = cellForRow(at: p.indexPath), cell.isHighlighted {
            cell.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: p.indexPath)
        }
    }

    /// A tap on row `p`: UIKit's order — (multiple selection, already selected: willDeselect,
    /// deselect, didDeselect) — willSelect (which may redirect or refuse), the previous selection
    /// deselected with its willDeselect/didDeselect, then select and didSelect.
    func selectByUser(_ p: ListPosition) {
        let ip = p.indexPath
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, selectedRows.contains(p) {
            guard let target = willDeselect(ip) else { return }
            deselect(ListPosition(target), animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: ip) }) ?? ip else { return }
        let t = ListPosition(target)
        guard geometry.contains(t) else { return }
        if !multiple {
            for old in selectedRows where old != t {
                guard let d = willDeselect(old.indexPath) else { continue }
                deselect(ListPosition(d), animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: d)
            }
        }
        select(t, animated: false)
        // A storyboard cell's selection segue: shouldPerform, prepare(for:sender:) and the transition
        // come before didSelectRowAt, as on iOS.
        if let cell = cellForRow(at: target), let segue = cell.storyboardSelectionSegue { segue(cell) }
        tableDelegate?.tableView(self, didSelectRowAt: target)
        NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
    }

    private func willDeselect(_ ip: IndexPath) -> IndexPath? {
        tableDelegate.map { $0.tableView(self, willDeselectRowAt: ip) } ?? ip
    }

    func select(_ p: ListPosition, animated: Bool) {
        if !selectedRows.contains(p) { selectedRows.append(p) }
        cellForRow(at: p.indexPath)?.setSelected(true, animated: animated)
    }

    func deselect(_ p: ListPosition, animated: Bool) {
        selectedRows.removeAll { $0 == p }
        cellForRow(at: p.indexPath)?.setSelected(false, animated: animated)
    }

    /// Selects a row without telling the delegate (UIKit's rule for programmatic selection), scrolling
    /// it to `scrollPosition`; nil deselects everything.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for p in selectedRows { deselect(p, animated: animated) }
            return
        }
        let p = ListPosition(indexPath)
        guard geometry.contains(p) else { return }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple { for old in selectedRows where old != p { deselect(old, animated: animated) } }
        select(p, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate; animated, the highlight fades out in 0.25 s.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselect(ListPosition(indexPath), animated: animated)
    }

    public var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first?.indexPath }
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted().map(\.indexPath)
    }
}
