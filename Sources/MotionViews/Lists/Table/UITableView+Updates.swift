import Foundation

/// Row and section updates, animated as UIKit animates them.
///
/// Calls between `beginUpdates()` and `endUpdates()` (or inside `performBatchUpdates`) are collected
/// and resolved together by UIKit's index rules (`ListBatchUpdate`): deletions and reloads name rows
/// before the update, insertions rows after it, moves both; a call outside a batch is a batch of one.
/// An empty batch still asks every visible row's height again and animates the changes — the
/// idiom for expanding a cell (`beginUpdates(); endUpdates()` after changing what
/// `heightForRowAt` returns or what the cell's constraints give).
///
/// The animation is one UIView animation (`ListAnimationTiming`: 0.3 s ease-in-ease-out unless an
/// enclosing `UIView.animate` block says otherwise): rows that stay move from where they are to
/// their new place (cells coming from off screen start where their row was); inserted rows arrive
/// and deleted rows leave by their `RowAnimation`:
///
/// | animation | inserted row | deleted row |
/// |---|---|---|
/// | `.fade` | opacity 0 → 1 in its place | opacity 1 → 0 in its place, rows below sliding over it |
/// | `.right` / `.left` | slides in from beyond the right / left edge | slides out past that edge |
/// | `.top` / `.bottom` | slides down from one row above / up from one row below, behind its neighbours | slides up / down by its height, behind its neighbours |
/// | `.middle` | grows from its centre line | shrinks to its centre line |
/// | `.none` | appears in its place at once | disappears at once |
/// | `.automatic` | as `.fade` (chosen: UIKit's choice depends on position and is not documented) | as `.fade` |
///
/// A reloaded row's old cell leaves and its new cell arrives in the same place with the reload's
/// animation (a cross-fade for `.fade`). An invalid batch — counts that do not add up, an index out of
/// range — is reported on standard error with UIKit's exception message and the table reloads instead.
extension UITableView {
    // MARK: Batches

    public func beginUpdates() {
        updateDepth += 1
    }

    public func endUpdates() {
        guard updateDepth > 0 else {
            reportMisuse("endUpdates() without beginUpdates()")
            return
        }
        updateDepth -= 1
        if updateDepth == 0 { commitUpdates(completion: nil) }
    }

    /// Runs `updates` as one batch and calls `completion` when its animations end (true when they ran
    /// to the end).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 { commitUpdates(completion: completion) } else if let completion { pendingCompletions.append(completion) }
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingUpdate.insertedRows += indexPaths.map { (ListPosition($0), animation) }
        commitIfOutsideBatch()
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingUpdate.deletedRows += indexPaths.map { (ListPosition($0), animation) }
        commitIfOutsideBatch()
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingUpdate.reloadedRows += indexPaths.map { (ListPosition($0), animation) }
        commitIfOutsideBatch()
    }

    /// iOS 15: updates the rows' cells in place, without replacing them or animating (the data source's
    /// `cellForRowAt` is asked again and gets the same cell back from `dequeueReusableCell`).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        loadIfNeeded()
        for ip in indexPaths {
            let p = ListPosition(ip)
            guard geometry.contains(p), let cell = visibleCellsByRow[geometry.global(p)] else { continue }
            // The data source's dequeue for this cell's identifier gets this very cell back, unprepared.
            reconfiguringCell = cell
            let fresh = dataSource?.tableView(self, cellForRowAt: ip) ?? cell
            reconfiguringCell = nil
            if fresh !== cell {
                enqueue(cell)
                visibleCellsByRow[geometry.global(p)] = fresh
                attach(fresh, frame: rowFrame(global: geometry.global(p)))
                fresh.isHidden = false
            }
            configureAppearance(of: fresh, at: p)
        }
        setNeedsLayout()
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        pendingUpdate.movedRows.append((ListPosition(indexPath), ListPosition(newIndexPath)))
        commitIfOutsideBatch()
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        pendingUpdate.insertedSections += sections.map { ($0, animation) }
        commitIfOutsideBatch()
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        pendingUpdate.deletedSections += sections.map { ($0, animation) }
        commitIfOutsideBatch()
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        pendingUpdate.reloadedSections += sections.map { ($0, animation) }
        commitIfOutsideBatch()
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        pendingUpdate.movedSections.append((section, newSection))
        commitIfOutsideBatch()
    }

    private func commitIfOutsideBatch() {
        if updateDepth == 0 { commitUpdates(completion: nil) }
    }

    // MARK: Commit

    /// Applies the collected batch: resolves it, builds the new geometry, and animates from the old.
    func commitUpdates(completion: ((Bool) -> Void)?) {
        let batch = pendingUpdate
        pendingUpdate = ListBatchUpdate()
        var completions = pendingCompletions
        pendingCompletions = []
        if let completion { completions.append(completion) }
        let finish: (Bool) -> Void = { finished in for c in completions { c(finished) } }

        // Nothing shown yet: there is nothing to animate from; the data is simply loaded.
        guard hasLoadedData, !needsReload else {
            reloadNow()
            ListAnimationTiming.perform(animated: false, {}, completion: completions.isEmpty ? nil : finish)
            return
        }
        geometry.update()
        let old = geometry
        let newCounts = currentCounts()
        let map: ListUpdateMap<RowAnimation>
        switch batch.resolve(oldCounts: old.counts, newCounts: newCounts) {
        case .failure(let error):
            reportMisuse("Invalid update: \(error.message) (the table reloads instead)")
            reloadNow()
            ListAnimationTiming.perform(animated: false, {}, completion: completions.isEmpty ? nil : finish)
            return
        case .success(let m):
            map = m
        }
        applyUpdate(map, old: old, completion: completions.isEmpty ? nil : finish)
    }

    private func applyUpdate(_ map: ListUpdateMap<RowAnimation>, old: TableGeometry, completion: ((Bool) -> Void)?) {
        // A row held open by a swipe closes (its actions view stays where the row was otherwise).
        if let s = swipe {
            if s.isFullSwipe, map.newPosition(of: s.row) == nil {
                // A full swipe that deleted its row: the row is already off screen; its expanded action
                // fades out while the rows below close the gap.
                let v = s.actionsView
                ListAnimationTiming.perform(animated: true, { v.alpha = 0 }, completion: { _ in v.removeFromSuperview() })
            } else {
                UIView.performWithoutAnimation { setSwipeOffset(s, 0) }
                s.actionsView.removeFromSuperview()
            }
            swipe = nil
            swipeTracking = false
        }
        let width = rowWidth
        let oldCells = visibleCellsByRow
        let oldFrames = oldCells.mapValues { $0.frame }
        // Old positions of the cells on screen, and each surviving cell by its new position.
        var cellByNew: [ListPosition: UITableViewCell] = [:]
        var departing: [(UITableViewCell, ListPosition, RowAnimation?)] = []   // nil: moved off screen
        for (g, cell) in oldCells {
            let p = old.position(ofGlobal: g)
            if let n = map.newPosition(of: p) {
                if let a = map.reloadedRowAnimation[p] {
                    departing.append((cell, p, a))
                } else {
                    cellByNew[n] = cell
                }
            } else {
                departing.append((cell, p, map.deletion(at: p) ?? .fade))
            }
        }
        let oldOfNew = map.oldPositions()

        // The new geometry: survivors keep their heights (visible ones are asked or measured again),
        // new rows start at their estimates.
        var g = makeGeometry(counts: map.newCounts)
        for s in 0..<map.newCounts.count {
            for r in 0..<map.newCounts[s] {
                let np = ListPosition(s, r)
                let gi = g.global(np)
                guard let op = oldOfNew[s][r] else { continue }
                let og = old.global(op)
                if let cell = cellByNew[np] {
                    g.setHeight(exactHeight(np, cell: cell), ofGlobal: gi)
                } else if map.reloadedRowAnimation[op] == nil {
                    g.setHeight(old.height(ofGlobal: og), ofGlobal: gi, final: false)
                } else {
                    g.setHeight(old.height(ofGlobal: og), ofGlobal: gi, final: false)
                }
            }
        }
        g.update()
        geometry = g
        selectedRows = selectedRows.compactMap { map.newPosition(of: $0) }
        pendingWillDisplay = []
        visibleCellsByRow = [:]

        // Which rows are in view after the update (at the current offset), measuring new ones.
        var newCells: [Int: UITableViewCell] = [:]
        var arriving: [(UITableViewCell, Int, RowAnimation)] = []
        var comingIn: [(UITableViewCell, Int, CGRect)] = []     // survivors that had no cell
        isLayingOutRows = true
        var range = geometry.rows(in: bounds.minY, bounds.maxY)
        var measured = Set<Int>()
        for _ in 0..<8 {
            var changed = false
            for gi in range where newCells[gi] == nil {
                let np = geometry.position(ofGlobal: gi)
                if let cell = cellByNew[np] {
                    newCells[gi] = cell
                    continue
                }
                let cell = makeCell(at: np)
                newCells[gi] = cell
                if let op = oldOfNew[np.section][np.row], map.reloadedRowAnimation[op] == nil {
                    let og = old.global(op)
                    let r = old.rowRect(global: og, width: width)
                    comingIn.append((cell, gi, CGRect(x: rowX, y: r.minY, width: r.width, height: r.height)))
                } else {
                    let a: RowAnimation
                    if let op = oldOfNew[np.section][np.row], let ra = map.reloadedRowAnimation[op] { a = ra } else { a = map.insertion(at: np) ?? .fade }
                    arriving.append((cell, gi, a))
                }
                if !geometry.known[gi] && !measured.contains(gi) {
                    measured.insert(gi)
                    let before = geometry.height(ofGlobal: gi)
                    geometry.setHeight(exactHeight(np, cell: cell), ofGlobal: gi)
                    if geometry.height(ofGlobal: gi) != before { changed = true }
                }
                attach(cell, frame: rowFrame(global: gi))
            }
            guard changed else { break }
            geometry.update()
            range = geometry.rows(in: bounds.minY, bounds.maxY)
        }
        isLayingOutRows = false
        // Surviving cells that end off screen animate there, then go back to the pool.
        for (np, cell) in cellByNew where !newCells.values.contains(where: { $0 === cell }) {
            let gi = geometry.global(np)
            departing.append((cell, ListPosition(-1, gi), nil))
        }
        for (gi, cell) in newCells { visibleCellsByRow[gi] = cell }

        // Start states, without animation.
        UIView.performWithoutAnimation {
            for (cell, gi, a) in arriving {
                let f = rowFrame(global: gi)
                cell.frame = f
                cell.layoutIfNeeded()
                applyStart(of: a.resolved, to: cell, final: f, width: bounds.width)
                sendToBack(cell)
            }
            for (cell, gi, from) in comingIn {
                cell.frame = rowFrame(global: gi)
                cell.layoutIfNeeded()
                cell.frame = from
            }
            for (cell, _, a) in departing {
                if let a, a.resolved != .none { sendToBack(cell) }
                if a?.resolved == .middle { cell.clipsToBounds = true }
            }
        }
        // The header and footer views follow their sections.
        let oldHeaders = visibleHeaders, oldFooters = visibleFooters
        visibleHeaders = [:]; visibleFooters = [:]
        var departingSupplementary: [UIView] = []
        for (s, v) in oldHeaders {
            if let t = map.sectionMap[s], map.deletedSectionAnimation[s] == nil, geometry.sections[t].header > 0 { visibleHeaders[t] = v } else { departingSupplementary.append(v) }
        }
        for (s, v) in oldFooters {
            if let t = map.sectionMap[s], map.deletedSectionAnimation[s] == nil, geometry.sections[t].footer > 0 { visibleFooters[t] = v } else { departingSupplementary.append(v) }
        }
        let keptFrames = (visibleHeaders.values.map { ($0, $0.frame) } + visibleFooters.values.map { ($0, $0.frame) })
        UIView.performWithoutAnimation {
            applyContentSize()
            layoutSupplementaryViews()
            for (v, f) in keptFrames { v.frame = f }
        }
        let appearedSupplementary = (Array(visibleHeaders.values) + Array(visibleFooters.values)).filter { v in !keptFrames.contains { $0.0 === v } }
        UIView.performWithoutAnimation { for v in appearedSupplementary { v.alpha = 0 } }

        for (_, gi, _) in arriving.sorted(by: { $0.1 < $1.1 }) {
            if let cell = visibleCellsByRow[gi] { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: geometry.position(ofGlobal: gi).indexPath) }
        }
        for (cell, gi, _) in comingIn.sorted(by: { $0.1 < $1.1 }) {
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: geometry.position(ofGlobal: gi).indexPath)
        }
        for (cell, _, _) in departing { departingViews[ObjectIdentifier(cell)] = cell }
        for v in departingSupplementary { departingViews[ObjectIdentifier(v)] = v }

        let content = geometry.contentHeight
        let maxOffset = max(-adjustedContentInset.top, content + adjustedContentInset.bottom - bounds.height)
        ListAnimationTiming.perform(animated: true, { [self] in
            for (gi, cell) in visibleCellsByRow {
                let f = rowFrame(global: gi)
                if cell.frame != f { cell.frame = f }
                if cell.alpha != 1 { cell.alpha = 1 }
                cell.layoutIfNeeded()
            }
            for (cell, p, a) in departing {
                if let a {
                    // Deleted or reloaded: leave from where the row is (a reloaded row's new place).
                    var from = oldFrames[old.global(p)] ?? cell.frame
                    if let n = map.newPosition(of: p), map.reloadedRowAnimation[p] != nil { from = rowFrame(global: geometry.global(n)) }
                    applyEnd(of: a.resolved, to: cell, from: from, width: bounds.width)
                } else {
                    cell.frame = rowFrame(global: p.row)
                    cell.layoutIfNeeded()
                }
            }
            for v in departingSupplementary { v.alpha = 0 }
            for v in appearedSupplementary { v.alpha = 1 }
            layoutSupplementaryViews()
            if contentOffset.y > maxOffset { setContentOffset(CGPoint(x: contentOffset.x, y: maxOffset), animated: false) }
        }, completion: { [weak self] finished in
            guard let self else { completion?(finished); return }
            for (cell, p, a) in departing {
                self.departingViews[ObjectIdentifier(cell)] = nil
                cell.clipsToBounds = false
                if a != nil, p.section >= 0 { self.tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: p.indexPath) }
                if !self.visibleCellsByRow.values.contains(where: { $0 === cell }) { self.enqueue(cell) }
                cell.alpha = 1
            }
            for v in departingSupplementary {
                self.departingViews[ObjectIdentifier(v)] = nil
                if !self.visibleHeaders.values.contains(where: { $0 === v }) && !self.visibleFooters.values.contains(where: { $0 === v }) {
                    v.alpha = 1
                    self.enqueue(headerFooter: v)
                }
            }
            self.setNeedsLayout()
            completion?(finished)
        })
        setNeedsLayout()
    }

    private func sendToBack(_ cell: UIView) {
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
    }

    /// Where an arriving row starts (it animates to `final`).
    private func applyStart(of a: RowAnimation, to cell: UITableViewCell, final f: CGRect, width: CGFloat) {
        switch a {
        case .fade: cell.alpha = 0
        case .right: cell.frame = f.offsetBy(dx: width, dy: 0)
        case .left: cell.frame = f.offsetBy(dx: -width, dy: 0)
        case .top: cell.frame = f.offsetBy(dx: 0, dy: -f.height)
        case .bottom: cell.frame = f.offsetBy(dx: 0, dy: f.height)
        case .middle:
            cell.clipsToBounds = true
            cell.frame = CGRect(x: f.minX, y: f.midY, width: f.width, height: 0)
        case .none, .automatic: break
        }
    }

    /// Where a departing row ends, from its place `from`.
    private func applyEnd(of a: RowAnimation, to cell: UITableViewCell, from f: CGRect, width: CGFloat) {
        switch a {
        case .fade:
            cell.frame = f
            cell.alpha = 0
        case .right: cell.frame = f.offsetBy(dx: width, dy: 0)
        case .left: cell.frame = f.offsetBy(dx: -width, dy: 0)
        case .top: cell.frame = f.offsetBy(dx: 0, dy: -f.height)
        case .bottom: cell.frame = f.offsetBy(dx: 0, dy: f.height)
        case .middle: cell.frame = CGRect(x: f.minX, y: f.midY, width: f.width, height: 0)
        case .none, .automatic:
            UIView.performWithoutAnimation { cell.alpha = 0 }
        }
    }
}

extension UITableView.RowAnimation {
    /// `.automatic` as the table plays it (see the update table above).
    var resolved: UITableView.RowAnimation { self == .automatic ? .fade : self }
}
