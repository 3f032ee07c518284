import Foundation

/// Where rows are and which are on screen, and scrolling to them.
extension UITableView {
    /// The row under `point` (table coordinates, which are content coordinates), on screen or not.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        geometry.update()
        guard let g = geometry.row(at: point.y) else { return nil }
        return geometry.position(ofGlobal: g).indexPath
    }

    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        geometry.update()
        return geometry.rows(in: rect.minY, rect.maxY).map { geometry.position(ofGlobal: $0).indexPath }
    }

    /// The row a visible cell shows, nil for a cell not on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (g, c) in visibleCellsByRow where c === cell { return geometry.position(ofGlobal: g).indexPath }
        return nil
    }

    /// The cell on screen for a row; nil when the row is not visible (as in UIKit).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        let p = ListPosition(indexPath)
        guard geometry.contains(p) else { return nil }
        return visibleCellsByRow[geometry.global(p)]
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByRow.keys.sorted().map { geometry.position(ofGlobal: $0).indexPath }
    }

    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    public func rect(forSection section: Int) -> CGRect {
        loadIfNeeded(); geometry.update()
        guard section >= 0 && section < geometry.sectionCount else { return .zero }
        return geometry.sectionRect(section: section, width: bounds.width)
    }

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded(); geometry.update()
        let p = ListPosition(indexPath)
        guard geometry.contains(p) else { return .zero }
        return rowFrame(global: geometry.global(p))
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded(); geometry.update()
        guard section >= 0 && section < geometry.sectionCount else { return .zero }
        return geometry.headerRect(section: section, width: bounds.width)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded(); geometry.update()
        guard section >= 0 && section < geometry.sectionCount else { return .zero }
        return geometry.footerRect(section: section, width: bounds.width)
    }

    /// Scrolls so the row is at the top, middle or bottom (`.none`: the least scroll that shows it
    /// whole), within the content. Rows on the way that were only estimated are measured as they
    /// come into view; without animation the table measures around the target and settles exactly.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        let p = ListPosition(indexPath)
        guard geometry.contains(p) else {
            reportMisuse("scrollToRow(at:at:animated:): row \(indexPath.row) of section \(indexPath.section) does not exist")
            return
        }
        setContentOffset(offset(showing: p, at: scrollPosition), animated: animated)
        if !animated {
            // Measuring the rows now in view may have moved the target: settle on it.
            layoutIfNeeded()
            let again = offset(showing: p, at: scrollPosition)
            if again != contentOffset { setContentOffset(again, animated: false); layoutIfNeeded() }
        }
    }

    func offset(showing p: ListPosition, at position: ScrollPosition) -> CGPoint {
        geometry.update()
        let r = rowFrame(global: geometry.global(p))
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        let current = contentOffset.y
        var y: CGFloat
        switch position {
        case .top: y = r.minY - adjustedContentInset.top
        case .middle: y = r.midY - adjustedContentInset.top - visibleHeight / 2
        case .bottom: y = r.maxY - adjustedContentInset.top - visibleHeight
        case .none:
            if r.minY < current + adjustedContentInset.top { y = r.minY - adjustedContentInset.top }
            else if r.maxY > current + adjustedContentInset.top + visibleHeight { y = r.maxY - adjustedContentInset.top - visibleHeight }
            else { y = current }
        }
        let maxY = max(-adjustedContentInset.top, geometry.contentHeight + adjustedContentInset.bottom - bounds.height)
        y = min(max(y, -adjustedContentInset.top), maxY)
        return CGPoint(x: contentOffset.x, y: y)
    }

    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let p = selectedRows.sorted().first else { return }
        scrollToRow(at: p.indexPath, at: scrollPosition, animated: animated)
    }
}
