import Foundation

/// Highlight on touch down and selection on a tap, as the table does, with the collection view's
/// delegate methods (`shouldHighlight`, `shouldSelect`, `didSelect`, `shouldDeselect`, `didDeselect`).
extension UICollectionView {
    func collectionTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasMoving = x.isMoving || y.isMoving
        scrollTouchesBegan(touches, with: event)
        touchedItem = nil
        touchMaySelect = false
        if let touch = touches.first {
            // Taken over for a sideways drag (ListSidewaysInterception): the section follows from
            // where the finger went down, and the move that started the takeover counts at once.
            orthogonalTouchBegan(at: touch.initialLocation(in: self), time: touch.timestamp)
            if touch.wasIntercepted { _ = orthogonalTouchMoved(to: touch.location(in: self), time: touch.timestamp) }
        }
        // A finger on a list cell's reorder control (shown while editing) lifts the item at once; it
        // follows the finger vertically and drops where it is released (the data source's moveItemAt,
        // a diffable data source's reorderingHandlers).
        if !wasMoving, let touch = touches.first, let ip = indexPathForItem(at: touch.location(in: self)),
           let cell = cellForItem(at: ip) as? UICollectionViewListCell, cell.reorderControlContains(touch.location(in: cell)),
           beginInteractiveMovementForItem(at: ip) {
            accessoryReorderGrab = touch.location(in: self).y - cell.center.y
            return
        }
        guard !wasMoving, allowsSelection, let touch = touches.first,
              let ip = indexPathForItem(at: touch.location(in: self)), let cell = cellForItem(at: ip) else { return }
        touchedItem = ListPosition(ip.section, ip.item)
        touchedPoint = touch.location(in: cell)
        touchMaySelect = true
        if collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true {
            cell.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: ip)
        }
    }

    func collectionTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let grab = accessoryReorderGrab, let touch = touches.first, let m = movement,
           let cell = cellForItem(at: m.to.indexPathForItem) ?? visibleViews.first(where: { $0.key.position == m.to })?.value {
            updateInteractiveMovementTargetPosition(CGPoint(x: cell.center.x, y: touch.location(in: self).y - grab))
            return
        }
        if let touch = touches.first, orthogonalTouchMoved(to: touch.location(in: self), time: touch.timestamp) { return }
        scrollTouchesMoved(touches, with: event)
        if isDragging { endTouchHighlight() }
    }

    func collectionTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if accessoryReorderGrab != nil {
            accessoryReorderGrab = nil
            scrollTouchesEnded(touches, with: event)
            endInteractiveMovement()
            return
        }
        let dragged = isDragging
        scrollTouchesEnded(touches, with: event)
        if orthogonalTouchEnded(time: touches.first?.timestamp ?? CACurrentMediaTime()) { endTouchHighlight(); return }
        let p = touchedItem
        let select = touchMaySelect && !dragged
        endTouchHighlight()
        if select, let p { selectByUser(p) }
    }

    func collectionTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if accessoryReorderGrab != nil {
            accessoryReorderGrab = nil
            cancelInteractiveMovement()
        }
        scrollTouchesCancelled(touches, with: event)
        _ = orthogonalTouchEnded(time: touches.first?.timestamp ?? CACurrentMediaTime())
        endTouchHighlight()
    }

    func endTouchHighlight() {
        touchMaySelect = false
        guard let p = touchedItem else { return }
        touchedItem = nil
        let ip = IndexPath(item: p.row, section: p.section)
        if let cell = cellForItem(at: ip), cell.isHighlighted {
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
        }
    }

    func selectByUser(_ p: ListPosition) {
        let ip = IndexPath(item: p.row, section: p.section)
        // A tap on an accessory with an action (delete, insert, detail, an outline disclosure's own
        // handler) runs it and selects nothing.
        if let cell = cellForItem(at: ip) as? UICollectionViewListCell, let action = cell.accessoryAction(at: touchedPoint) {
            action()
            return
        }
        // An outline: a tap on the disclosure (or anywhere on a `.header` style row) expands or
        // collapses the item through the diffable data source, as UIKit's accessory does.
        if let cell = cellForItem(at: ip) as? UICollectionViewListCell, let outline = dataSource as? OutlineToggling,
           cell.outlineTogglesOnTap || (cell.outlineStyleIsAutomatic && ip.item == 0 && (compositional?.firstItemIsHeader(ip.section) ?? false))
            || (cell.outlineDisclosureFrame?.contains(touchedPoint) ?? false),
           outline.toggleOutline(at: ip) {
            return
        }
        if selectedItems.contains(p) {
            // A tap on a selected item deselects it only with multiple selection (UIKit's rule).
            guard allowsMultipleSelection, collectionDelegate?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            setSelected(false, p)
            collectionDelegate?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedItems {
                let oip = IndexPath(item: old.row, section: old.section)
                setSelected(false, old)
                collectionDelegate?.collectionView(self, didDeselectItemAt: oip)
            }
        }
        setSelected(true, p)
        if let cell = cellForItem(at: ip), let segue = cell.storyboardSelectionSegue { segue(cell) }
        collectionDelegate?.collectionView(self, didSelectItemAt: ip)
    }

    func setSelected(_ selected: Bool, _ p: ListPosition) {
        if selected { if !selectedItems.contains(p) { selectedItems.append(p) } } else { selectedItems.removeAll { $0 == p } }
        if let cell = cellForItem(at: IndexPath(item: p.row, section: p.section)), cell.isSelected != selected { cell.isSelected = selected }
    }

    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.sorted().map { IndexPath(item: $0.row, section: $0.section) }
    }

    /// Selects without telling the delegate; nil deselects all.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let ip = indexPath else {
            for p in selectedItems { setSelected(false, p) }
            return
        }
        let p = ListPosition(ip.section, ip.item)
        if !allowsMultipleSelection { for old in selectedItems where old != p { setSelected(false, old) } }
        setSelected(true, p)
        if !scrollPosition.isEmpty { scrollToItem(at: ip, at: scrollPosition, animated: animated) }
    }

    /// Deselects without telling the delegate; animated, the cell's selection background fades out
    /// over `ListAnimationTiming.deselectDuration` (as the table's `deselectRow(at:animated:)`).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        let cell = animated ? cellForItem(at: indexPath) : nil
        cell?.animatesStateChange = true
        setSelected(false, ListPosition(indexPath.section, indexPath.item))
        cell?.animatesStateChange = false
    }
}

/// Where items are, which are on screen, scrolling to them.
extension UICollectionView {
    public var visibleCells: [UICollectionViewCell] {
        visibleViews.filter { $0.key.category == .cell }.sorted { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) }
            .compactMap { $0.value as? UICollectionViewCell }
    }

    public var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted { ($0.section, $0.item) < ($1.section, $1.item) }
    }

    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[CollectionElementKey(category: .cell, kind: "", section: indexPath.section, item: indexPath.item)] as? UICollectionViewCell
    }

    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
    }

    /// The item under `point` (content coordinates), from the layout's attributes.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        layoutStorage.prepareIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (layoutStorage.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) && !$0.isHidden }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        layoutStorage.prepareIfNeeded()
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        layoutStorage.prepareIfNeeded()
        return layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, section: indexPath.section, item: indexPath.item)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }.map(\.value)
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath)
    }

    /// Scrolls so the item is at the given edge or centre along each axis, within the content.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let a = layoutAttributesForItem(at: indexPath) else {
            reportMisuse("scrollToItem(at:at:animated:): there is no item \(indexPath.item) in section \(indexPath.section)")
            return
        }
        let f = a.frame
        var o = contentOffset
        let w = bounds.width, h = bounds.height
        if scrollPosition.contains(.top) { o.y = f.minY - adjustedContentInset.top }
        else if scrollPosition.contains(.centeredVertically) { o.y = f.midY - h / 2 }
        else if scrollPosition.contains(.bottom) { o.y = f.maxY - h + adjustedContentInset.bottom }
        if scrollPosition.contains(.left) { o.x = f.minX - adjustedContentInset.left }
        else if scrollPosition.contains(.centeredHorizontally) { o.x = f.midX - w / 2 }
        else if scrollPosition.contains(.right) { o.x = f.maxX - w + adjustedContentInset.right }
        if scrollPosition.isEmpty {
            if f.minY < o.y { o.y = f.minY } else if f.maxY > o.y + h { o.y = f.maxY - h }
            if f.minX < o.x { o.x = f.minX } else if f.maxX > o.x + w { o.x = f.maxX - w }
        }
        let size = layoutStorage.collectionViewContentSize
        o.y = min(max(o.y, -adjustedContentInset.top), max(-adjustedContentInset.top, size.height + adjustedContentInset.bottom - h))
        o.x = min(max(o.x, -adjustedContentInset.left), max(-adjustedContentInset.left, size.width + adjustedContentInset.right - w))
        setContentOffset(o, animated: animated)
    }
}

/// Interactive movement (`beginInteractiveMovementForItem` …): the item follows the target position,
/// the others make room for it (animated), and `endInteractiveMovement()` commits the move through the
/// data source's `moveItemAt`. While it moves, cells are shown where the move would put them; the data
/// source is asked for each shown place's item as it is before the move.
extension UICollectionView {
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        loadIfNeeded()
        guard movement == nil, dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false,
              indexPath.section < counts.count, indexPath.item < counts[indexPath.section] else { return false }
        let p = ListPosition(indexPath.section, indexPath.item)
        movement = (p, p)
        movingPosition = cellForItem(at: indexPath)?.center
        return true
    }

    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let m = movement else { return }
        movingPosition = targetPosition
        var target = layoutStorage.targetIndexPath(forInteractivelyMovingItem: m.to.indexPathForItem, withPosition: targetPosition)
        target = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: m.from.indexPathForItem, toProposedIndexPath: target) ?? target
        let t = ListPosition(target.section, target.item)
        if t != m.to, t.section < counts.count, t.row < counts[t.section] + (t.section == m.from.section ? 0 : 1) {
            rekeyForMovement(to: t)
        } else {
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    public func endInteractiveMovement() {
        guard let m = movement else { return }
        movingPosition = nil
        movement = nil
        if m.from != m.to {
            dataSource?.collectionView(self, moveItemAt: m.from.indexPathForItem, to: m.to.indexPathForItem)
            if m.from.section != m.to.section {
                counts[m.from.section] -= 1
                counts[m.to.section] += 1
            }
            selectedItems = selectedItems.map { $0 == m.from ? m.to : $0 }
        }
        layoutStorage.invalidateLayout()
        ListAnimationTiming.perform(animated: true, { [self] in
            layoutStorage.prepareIfNeeded()
            placeVisibleElements()
        })
    }

    public func cancelInteractiveMovement() {
        guard let m = movement else { return }
        rekeyForMovement(to: m.from)
        movement = nil
        movingPosition = nil
        ListAnimationTiming.perform(animated: true, { [self] in placeVisibleElements() })
    }

    /// Moves the item's shown place to `t`: the views in between shift by one, animated.
    private func rekeyForMovement(to t: ListPosition) {
        guard var m = movement else { return }
        func shownToData(_ p: ListPosition, to: ListPosition) -> ListPosition {
            // Shown positions with the item at `to`; data positions with it at `m.from`.
            if p == to { return m.from }
            var q = p
            if q.section == to.section && q.row > to.row { q.row -= 1 }
            if q.section == m.from.section && q.row >= m.from.row { q.row += 1 }
            return q
        }
        func dataToShown(_ d: ListPosition, to: ListPosition) -> ListPosition {
            if d == m.from { return to }
            var q = d
            if q.section == m.from.section && q.row > m.from.row { q.row -= 1 }
            if q.section == to.section && q.row >= to.row { q.row += 1 }
            return q
        }
        var rekeyed: [CollectionElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleViews {
            guard key.category == .cell else { rekeyed[key] = view; continue }
            let data = shownToData(key.position, to: m.to)
            let shown = dataToShown(data, to: t)
            rekeyed[CollectionElementKey(category: .cell, kind: "", section: shown.section, item: shown.row)] = view
        }
        visibleViews = rekeyed
        appliedAttributes = [:]
        m.to = t
        movement = m
        if m.from.section != t.section {
            counts[m.from.section] -= 1
            counts[t.section] += 1
        }
        layoutStorage.invalidateLayout()
        layoutStorage.prepareIfNeeded()
        ListAnimationTiming.perform(animated: true, { [self] in placeVisibleElements() })
        if m.from.section != t.section {
            counts[m.from.section] += 1
            counts[t.section] -= 1
        }
    }

    /// The data source's index path of the item shown at `shown` (they differ only during movement).
    func dataIndexPath(forShown shown: IndexPath) -> IndexPath {
        guard let m = movement else { return shown }
        let p = ListPosition(shown.section, shown.item)
        if p == m.to { return m.from.indexPathForItem }
        var q = p
        if q.section == m.to.section && q.row > m.to.row { q.row -= 1 }
        if q.section == m.from.section && q.row >= m.from.row { q.row += 1 }
        return q.indexPathForItem
    }
}

extension ListPosition {
    var indexPathForItem: IndexPath { IndexPath(item: row, section: section) }
}
