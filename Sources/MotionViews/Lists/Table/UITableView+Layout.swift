import Foundation

/// The table's layout pass: the data loaded on first layout (or after `reloadData`), heights asked or
/// measured, the rows in view given cells and the rest recycled, headers pinned (plain style).
extension UITableView {
    func layoutTable() {
        if needsReload { reloadNow() }
        if measuredWidth != bounds.width {
            // Self-sized heights depend on the width: measure again as rows are shown.
            measuredWidth = bounds.width
            for g in 0..<geometry.rowCount { geometry.known[g] = false }
        }
        layoutRows()
    }

    // MARK: Loading

    /// Forgets every cell and asks the data source for the sections, rows and heights again.
    func reloadNow() {
        needsReload = false
        hasLoadedData = true
        for (g, cell) in visibleCellsByRow {
            let p = geometry.position(ofGlobal: g)
            endDisplaying(cell, at: p)
            enqueue(cell)
        }
        visibleCellsByRow = [:]
        pendingWillDisplay = []
        for (s, v) in visibleHeaders { tableDelegate?.tableView(self, didEndDisplayingHeaderView: v, forSection: s); enqueue(headerFooter: v) }
        for (s, v) in visibleFooters { tableDelegate?.tableView(self, didEndDisplayingFooterView: v, forSection: s); enqueue(headerFooter: v) }
        visibleHeaders = [:]; visibleFooters = [:]
        measuredHeaderViews = [:]; measuredFooterViews = [:]
        selectedRows = []
        geometry = makeGeometry(counts: currentCounts())
        measuredWidth = bounds.width
        setNeedsLayout()
    }

    /// Rows per section as the data source says now (negative counts read as 0).
    func currentCounts() -> [Int] {
        guard let ds = dataSource else { return [] }
        let n = max(0, ds.numberOfSections(in: self))
        return (0..<n).map { max(0, ds.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// A geometry for `counts` with the section heights asked and every row at its estimate (or its
    /// exact height when estimates are off).
    func makeGeometry(counts: [Int]) -> TableGeometry {
        var g = TableGeometry(counts: counts,
                              headers: counts.indices.map { headerHeight(section: $0) },
                              footers: counts.indices.map { footerHeight(section: $0) },
                              estimate: { s, r in self.estimatedHeight(ListPosition(s, r)) })
        if estimatedRowHeight == 0 {
            for i in 0..<g.rowCount { g.known[i] = true }
        }
        g.tableHeader = tableHeaderView?.frame.height ?? 0
        g.tableFooter = tableFooterView?.frame.height ?? 0
        g.update()
        return g
    }

    // MARK: Heights

    var pixel: CGFloat { 1 / max(1, UIServices.screenScale) }
    var separatorHeight: CGFloat { separatorStyle == .none ? 0 : pixel }
    /// The width cells get (inset-grouped rows are inset by the margins).
    var rowWidth: CGFloat { style == .insetGrouped ? max(0, bounds.width - 2 * UITableViewCell.margin) : bounds.width }
    var rowX: CGFloat { style == .insetGrouped ? UITableViewCell.margin : 0 }

    /// A row's estimate: the delegate's, `estimatedRowHeight`, or (automatic) `rowHeight` when fixed,
    /// else 44. With estimates off (0), the exact height.
    func estimatedHeight(_ p: ListPosition) -> CGFloat {
        if estimatedRowHeight == 0 { return exactHeight(p, cell: nil) }
        let e = tableDelegate?.tableView(self, estimatedHeightForRowAt: p.indexPath) ?? estimatedRowHeight
        if e > 0 && e.isFinite { return e }
        if e == 0 { return exactHeight(p, cell: nil) }
        return rowHeight >= 0 ? rowHeight : Self.defaultRowHeight
    }

    /// A row's height: the delegate's, else `rowHeight`; automatic measures `cell` (44 without one).
    func exactHeight(_ p: ListPosition, cell: UITableViewCell?) -> CGFloat {
        let h = tableDelegate?.tableView(self, heightForRowAt: p.indexPath) ?? rowHeight
        if h >= 0 && h.isFinite { return h }
        guard let cell, estimatedRowHeight != 0 else { return Self.defaultRowHeight }
        return measure(cell)
    }

    /// The self-sizing height of `cell` at the row width: its content view's constraints
    /// (`systemLayoutSizeFitting` with the width required), else constraints to the cell itself, else
    /// its classic style's text; plus the separator, rounded up to whole pixels.
    func measure(_ cell: UITableViewCell) -> CGFloat {
        var h: CGFloat = 0
        UIView.performWithoutAnimation { h = measureNow(cell) }
        return h
    }

    private func measureNow(_ cell: UITableViewCell) -> CGFloat {
        let width = rowWidth
        if cell.bounds.width != width { cell.frame.size.width = width }
        let sep = separatorHeight
        var h: CGFloat?
        if let state = cell.contentView.autoLayoutState, state.installedInSubtree > 0 || state.engine != nil {
            let cw = max(0, width - cell.accessoryWidth - CGFloat(cell.indentationLevel) * cell.indentationWidth)
            let s = cell.contentView.systemLayoutSizeFitting(CGSize(width: cw, height: 0), withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel)
            if s.height > 0 { h = s.height + sep }
        } else if let state = cell.autoLayoutState, state.installedInSubtree > 0 {
            let s = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
            if s.height > 0 { h = s.height }
        }
        if h == nil { h = cell.intrinsicRowHeight(width: width, separatorHeight: sep) }
        let value = h ?? Self.defaultRowHeight
        let scale = max(1, UIServices.screenScale)
        return (value * scale).rounded(.up) / scale
    }

    /// The delegate's height when it gives one; else `sectionHeaderHeight` when set — except that a
    /// plain table shows no header for a section with neither a title nor a view, whatever the property
    /// says (UIKit's rule; storyboards set 28 on every plain table) — else automatic.
    func headerHeight(section s: Int) -> CGFloat {
        if let h = tableDelegate?.tableView(self, heightForHeaderInSection: s), h >= 0 && h.isFinite { return h }
        let title = dataSource?.tableView(self, titleForHeaderInSection: s)
        var view: UIView?
        if title == nil, let v = tableDelegate?.tableView(self, viewForHeaderInSection: s) {
            measuredHeaderViews[s] = v
            view = v
        }
        if sectionHeaderHeight >= 0 && sectionHeaderHeight.isFinite {
            return style == .plain && title == nil && view == nil ? 0 : sectionHeaderHeight
        }
        if let view { return measureSupplementary(view) }
        return defaultSupplementaryHeight(title: title, header: true, section: s)
    }

    func footerHeight(section s: Int) -> CGFloat {
        if let h = tableDelegate?.tableView(self, heightForFooterInSection: s), h >= 0 && h.isFinite { return h }
        let title = dataSource?.tableView(self, titleForFooterInSection: s)
        var view: UIView?
        if title == nil, let v = tableDelegate?.tableView(self, viewForFooterInSection: s) {
            measuredFooterViews[s] = v
            view = v
        }
        if sectionFooterHeight >= 0 && sectionFooterHeight.isFinite {
            return style == .plain && title == nil && view == nil ? 0 : sectionFooterHeight
        }
        if let view { return measureSupplementary(view) }
        return defaultSupplementaryHeight(title: title, header: false, section: s)
    }

    /// Automatic header/footer heights without a view: plain — 28 points with a title, none
    /// without; grouped — 38 with a title (the first section's header 55.5), 18 without (35 for the
    /// first header). Chosen to look like iOS 15's lists; Apple documents none of them.
    func defaultSupplementaryHeight(title: String?, header: Bool, section: Int) -> CGFloat {
        switch style {
        case .plain:
            return title == nil ? 0 : 28
        case .grouped, .insetGrouped:
            if let title {
                let lines = CGFloat(max(1, title.split(separator: "\n").count))
                return (header && section == 0 ? 55.5 : 38) + (lines - 1) * 16
            }
            return header && section == 0 ? 35 : 18
        }
    }

    /// A header or footer view's height: its constraints at the table's width, else its frame's height.
    func measureSupplementary(_ v: UIView) -> CGFloat {
        if let state = v.autoLayoutState, state.installedInSubtree > 0 {
            let s = v.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel)
            if s.height > 0 { return s.height }
        }
        if let h = v as? UITableViewHeaderFooterView, let l = h.textLabelStorage, l.text != nil {
            return max(28, l.sizeThatFits(CGSize(width: bounds.width - 32, height: .greatestFiniteMagnitude)).height + 12)
        }
        return v.frame.height
    }

    // MARK: Rows in view

    /// Rects of a row, header and footer in content coordinates (after `geometry.update()`).
    func rowFrame(global g: Int) -> CGRect {
        let r = geometry.rowRect(global: g, width: rowWidth)
        return CGRect(x: rowX, y: r.minY, width: r.width, height: r.height)
    }

    /// The visible part of the content, in content coordinates.
    var visibleContentRect: CGRect { bounds }

    func layoutRows() {
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        geometry.update()
        applyContentSize()
        // The first row on screen before this pass keeps its place on screen whatever rows above it
        // measure (the estimated-height correction).
        let anchorRow = visibleCellsByRow.keys.min()
        var anchorTop = anchorRow.map { geometry.top(ofGlobal: $0) }
        var rounds = 0
        while true {
            rounds += 1
            let view = visibleContentRect
            let range = geometry.rows(in: view.minY, view.maxY)
            // Recycle first, so the rows coming in find cells in the pool.
            for (g, cell) in visibleCellsByRow where !range.contains(g) {
                visibleCellsByRow[g] = nil
                endDisplaying(cell, at: geometry.position(ofGlobal: g))
                enqueue(cell)
            }
            var heightsChanged = false
            for g in range where visibleCellsByRow[g] == nil {
                let p = geometry.position(ofGlobal: g)
                let cell = makeCell(at: p)
                visibleCellsByRow[g] = cell
                pendingWillDisplay.insert(g)
                if !geometry.known[g] {
                    let before = geometry.height(ofGlobal: g)
                    geometry.setHeight(exactHeight(p, cell: cell), ofGlobal: g)
                    if geometry.height(ofGlobal: g) != before { heightsChanged = true }
                }
                attach(cell, frame: rowFrame(global: g))
            }
            guard heightsChanged, rounds < 16 else { break }
            geometry.update()
            applyContentSize()
            if let a = anchorRow, let top = anchorTop, a < geometry.rowCount {
                let delta = geometry.top(ofGlobal: a) - top
                if delta != 0 {
                    shiftContentOffset(by: CGPoint(x: 0, y: delta))
                    anchorTop = geometry.top(ofGlobal: a)
                }
            }
        }
        placeVisibleCells()
        layoutSupplementaryViews()
        layoutFillerRows()
        prefetch()
    }

    func applyContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// A cell from the data source for `p`, in the table, visible, configured.
    func makeCell(at p: ListPosition) -> UITableViewCell {
        // Configuring a cell never animates, even inside an update's animation block (UIKit makes and
        // configures cells without animation; a reused cell's colours must not fade from its last row's).
        var made: UITableViewCell?
        UIView.performWithoutAnimation {
            made = dataSource?.tableView(self, cellForRowAt: p.indexPath)
        }
        let cell = made ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.isHidden = false
        configureAppearance(of: cell, at: p)
        return cell
    }

    /// Puts a configured (and measured) cell into the table at `frame`, its content view laid out to
    /// that size first — so its constraints join the window's engine already consistent with the row.
    /// Cells live behind the headers.
    func attach(_ cell: UITableViewCell, frame: CGRect) {
        guard cell.superview !== self else { return }
        UIView.performWithoutAnimation {
            cell.frame = frame
            cell.layoutContentView()
        }
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
    }

    /// The table's parts of a cell: separators, selection, editing, inset-grouped corners.
    func configureAppearance(of cell: UITableViewCell, at p: ListPosition?) {
        cell.separatorStyleFromTable = separatorStyle
        cell.separatorColorFromTable = separatorColor
        cell.groupedAppearanceFromTable = style != .plain
        // UIKit's default cell background: systemBackground in a plain table, secondarySystemGroupedBackground
        // in a grouped one (white either way in light mode; black and #1C1C1E in dark mode). A colour the
        // app set is kept.
        let defaultBackground: UIColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        if let bg = cell.backgroundColorStorage, bg !== defaultBackground,
           bg === UIColor.systemBackground || bg === UIColor.secondarySystemGroupedBackground, cell.backgroundColor === bg {
            cell.backgroundColor = defaultBackground
        }
        if cell.separatorInsetStorage == nil && cell.imageViewStorage?.image == nil {
            cell.separatorView.frame.origin.x = separatorInset.left
        }
        guard let p else { return }
        let selected = selectedRows.contains(p)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        configureEditing(of: cell, at: p)
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        applyPositionStyle(to: cell, at: p)
    }

    /// The parts of a cell's look that follow its place in its section: a grouped section's last row
    /// has no separator, an inset-grouped section's first and last rows round the card's corners. Set
    /// when a cell is made and again on every layout pass, so rows that become first or last after an
    /// update (moves, deletions, insertions, diffable applies) are restyled as UIKit restyles them.
    func applyPositionStyle(to cell: UITableViewCell, at p: ListPosition) {
        guard p.section < geometry.sections.count else { return }
        let count = geometry.sections[p.section].rowCount
        let last = p.row == count - 1
        if style != .plain {
            // Grouped sections end without a separator under their last row.
            cell.separatorView.alpha = last ? 0 : 1
        } else {
            cell.separatorView.alpha = 1
        }
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if p.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            let radius: CGFloat = corners.isEmpty ? 0 : 10
            if cell.layer.cornerRadius != radius || cell.layer.maskedCorners != corners {
                UIView.performWithoutAnimation {
                    cell.layer.cornerRadius = radius
                    cell.layer.maskedCorners = corners
                    cell.clipsToBounds = !corners.isEmpty
                }
            }
        }
    }

    /// Frames for the cells on screen; `willDisplay` for the new ones, top to bottom.
    func placeVisibleCells() {
        for (g, cell) in visibleCellsByRow {
            let f = rowFrame(global: g)
            if cell.frame != f { cell.frame = f }
            if g < geometry.rowCount { applyPositionStyle(to: cell, at: geometry.position(ofGlobal: g)) }
        }
        guard !pendingWillDisplay.isEmpty else { return }
        let rows = pendingWillDisplay.sorted()
        pendingWillDisplay = []
        for g in rows {
            guard let cell = visibleCellsByRow[g] else { continue }
            cell.layoutIfNeeded()
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: geometry.position(ofGlobal: g).indexPath)
        }
    }

    func endDisplaying(_ cell: UITableViewCell, at p: ListPosition) {
        let g = geometry.contains(p) ? geometry.global(p) : -1
        if pendingWillDisplay.remove(g) != nil { return }   // never shown
        if touchedRow == p { touchedRow = nil }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: p.indexPath)
    }

    // MARK: Headers, footers, table header and footer

    func layoutSupplementaryViews() {
        let view = visibleContentRect
        backgroundView?.frame = view
        if let h = tableHeaderView {
            let f = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeader)
            if h.frame != f { h.frame = f }
        }
        if let f = tableFooterView {
            let r = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooter, width: bounds.width, height: geometry.tableFooter)
            if f.frame != r { f.frame = r }
        }
        let sections = geometry.sectionCount == 0 ? 0..<0 : geometry.sections(in: view.minY, view.maxY)
        // Headers pin under the bar as it is now (`pinnedContentTop`: a collapsed large title's part of the
        // inset is uncovered).
        let pinTop = pinnedContentTop
        let pinBottom = view.maxY - adjustedContentInset.bottom
        for (s, v) in visibleHeaders where !sections.contains(s) || geometry.sections[s].header == 0 {
            visibleHeaders[s] = nil
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: v, forSection: s)
            enqueue(headerFooter: v)
        }
        for (s, v) in visibleFooters where !sections.contains(s) || geometry.sections[s].footer == 0 {
            visibleFooters[s] = nil
            tableDelegate?.tableView(self, didEndDisplayingFooterView: v, forSection: s)
            enqueue(headerFooter: v)
        }
        for s in sections {
            let sectionRect = geometry.sectionRect(section: s, width: bounds.width)
            if geometry.sections[s].header > 0 {
                var f = geometry.headerRect(section: s, width: bounds.width)
                if style == .plain {
                    // Plain headers stick to the top while their section passes under them.
                    f.origin.y = min(max(f.minY, pinTop), sectionRect.maxY - f.height)
                }
                if f.intersects(view) || visibleHeaders[s] != nil {
                    let v = visibleHeaders[s] ?? makeSupplementary(section: s, header: true)
                    if let v {
                        if v.frame != f { v.frame = f }
                    }
                }
            }
            if geometry.sections[s].footer > 0 {
                var f = geometry.footerRect(section: s, width: bounds.width)
                if style == .plain {
                    f.origin.y = max(min(f.minY, pinBottom - f.height), sectionRect.minY + geometry.sections[s].header)
                }
                let v = visibleFooters[s] ?? makeSupplementary(section: s, header: false)
                if let v, v.frame != f { v.frame = f }
            }
        }
    }

    /// The header or footer view of a section: the delegate's view, else a title view.
    func makeSupplementary(section s: Int, header: Bool) -> UIView? {
        var v: UIView?
        if header {
            v = measuredHeaderViews.removeValue(forKey: s) ?? tableDelegate?.tableView(self, viewForHeaderInSection: s)
            if v == nil, let title = dataSource?.tableView(self, titleForHeaderInSection: s) { v = titleView(title) }
        } else {
            v = measuredFooterViews.removeValue(forKey: s) ?? tableDelegate?.tableView(self, viewForFooterInSection: s)
            if v == nil, let title = dataSource?.tableView(self, titleForFooterInSection: s) { v = titleView(title, footer: true) }
        }
        guard let view = v else { return nil }
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        view.isHidden = false
        if header {
            visibleHeaders[s] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s)
        } else {
            visibleFooters[s] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s)
        }
        return view
    }

    static let titleHeaderIdentifier = "UITableView.titleHeader"

    func titleView(_ title: String, footer: Bool = false) -> UITableViewHeaderFooterView {
        let v: UITableViewHeaderFooterView
        if var pool = headerFooterPool[Self.titleHeaderIdentifier], let pooled = pool.popLast() {
            headerFooterPool[Self.titleHeaderIdentifier] = pool
            v = pooled
        } else {
            v = UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderIdentifier)
        }
        v.groupedAppearance = style != .plain
        let text = style != .plain && !footer ? title.uppercased() : title
        v.textLabel?.text = text
        v.textLabel?.numberOfLines = 0
        if footer && style != .plain { v.textLabel?.font = .systemFont(ofSize: 13) }
        v.backgroundColor = style == .plain ? .secondarySystemBackground : .clear
        return v
    }

    // MARK: Prefetching

    /// Tells the prefetch data source about the ten rows past the visible ones (and cancels rows no
    /// longer within reach), as UIKit does while scrolling.
    func prefetch() {
        guard let prefetcher = prefetchDataSource, let last = visibleCellsByRow.keys.max() else { return }
        let ahead = Set((last + 1)..<min(geometry.rowCount, last + 11))
        let new = ahead.subtracting(prefetchedRows)
        let gone = prefetchedRows.subtracting(ahead).filter { visibleCellsByRow[$0] == nil && $0 < geometry.rowCount }
        prefetchedRows = ahead
        if !new.isEmpty { prefetcher.tableView(self, prefetchRowsAt: new.sorted().map { geometry.position(ofGlobal: $0).indexPath }) }
        if !gone.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: gone.sorted().map { geometry.position(ofGlobal: $0).indexPath }) }
    }
}
