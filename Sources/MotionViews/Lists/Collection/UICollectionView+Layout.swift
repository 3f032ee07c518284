import Foundation

/// The collection view's layout pass: data loaded, the layout prepared, the visible elements given
/// views and their attributes, the rest recycled, self-sizing cells measured.
extension UICollectionView {
    func reloadNow() {
        needsReload = false
        hasLoadedData = true
        for (key, view) in visibleViews { endDisplaying(view, key: key); enqueue(view) }
        visibleViews = [:]
        appliedAttributes = [:]
        pendingWillDisplay = []
        selectedItems = []
        movement = nil
        counts = currentCounts()
        layoutStorage.invalidateLayout()
        setNeedsLayout()
    }

    /// Whether the current layout sizes items from their cells (asks `preferredLayoutAttributesFitting`).
    var layoutSizesItemsFromCells: Bool {
        if let flow = layoutStorage as? UICollectionViewFlowLayout { return flow.estimatedItemSize != .zero }
        return layoutStorage.sizesItemsFromCells
    }

    func layoutCollection() {
        if needsReload { reloadNow() }
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        let layout = layoutStorage
        // (The layout was asked about bounds changes as they happened: see `bounds`.)
        lastLaidOutBounds = bounds
        // The first item on screen keeps its place while self-sizing cells change the layout above it.
        let anchor = visibleViews.keys.filter { $0.category == .cell }.min { ($0.section, $0.item) < ($1.section, $1.item) }
        var anchorOrigin = anchor.flatMap { appliedAttributes[$0]?.frame.origin }
        for round in 0..<8 {
            if layout.isInvalid {
                layout.prepareIfNeeded()
                let size = layout.collectionViewContentSize
                if contentSize != size { contentSize = size }
                if let a = anchor, let old = anchorOrigin, round > 0,
                   let now = layout.layoutAttributesForItem(at: a.indexPath)?.frame.origin {
                    let delta = CGPoint(x: now.x - old.x, y: now.y - old.y)
                    if delta != .zero { shiftContentOffset(by: delta); anchorOrigin = now }
                }
            }
            let measuredSomething = placeVisibleElements()
            if !measuredSomething || !layout.isInvalid { break }
        }
        refreshListContexts()
        announceDisplayed()
        prefetch()
    }

    /// Views for the elements in view, attributes applied; returns whether a self-sizing cell changed
    /// the layout (which then needs another round).
    @discardableResult
    func placeVisibleElements() -> Bool {
        let layout = layoutStorage
        let rect = bounds
        let all = layout.layoutAttributesForElements(in: rect) ?? []
        var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        wanted.reserveCapacity(all.count)
        for a in all where a.frame.intersects(rect) || a.size == .zero {
            wanted[a.elementKey] = a
        }
        if let m = movement, let moving = wanted[CollectionElementKey(category: .cell, kind: "", section: m.to.section, item: m.to.row)] {
            wanted[moving.elementKey] = layout.layoutAttributesForInteractivelyMovingItem(at: m.to.indexPath, withTargetPosition: movingPosition ?? moving.center)
        }
        for (key, view) in visibleViews where wanted[key] == nil {
            if let m = movement, key.category == .cell, key.position == m.to { continue }   // the moving cell stays
            visibleViews[key] = nil
            appliedAttributes[key] = nil
            endDisplaying(view, key: key)
            enqueue(view)
        }
        var invalidated = false
        let sizing = layoutSizesItemsFromCells
        for (key, a) in wanted.sorted(by: { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) }) {
            if let view = visibleViews[key] {
                if appliedAttributes[key].map({ !$0.isEqual(a) }) ?? true { apply(a, to: view); appliedAttributes[key] = a.appliedCopy }
                continue
            }
            guard let view = makeView(for: a) else { continue }
            visibleViews[key] = view
            apply(a, to: view)
            attach(view)
            appliedAttributes[key] = a.appliedCopy
            pendingWillDisplay.append(key)
            if sizing, key.category == .cell {
                var preferred = a
                UIView.performWithoutAnimation {
                    view.layoutIfNeeded()
                    preferred = view.preferredLayoutAttributesFitting(a)
                }
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a) {
                    layout.cellPreferredSizeChanged(preferred)
                    invalidated = true
                }
            }
        }
        return invalidated
    }

    /// A cell on screen asked to be measured again (`selfSizingInvalidation`): the layout takes its new
    /// size when it differs, and the collection view lays out again.
    func cellNeedsResizing(_ cell: UICollectionViewCell) {
        guard selfSizingInvalidation != .disabled, layoutSizesItemsFromCells, !isLayingOutElements,
              let (key, _) = visibleViews.first(where: { $0.value === cell }), key.category == .cell,
              let a = appliedAttributes[key] ?? layoutStorage.layoutAttributesForItem(at: key.indexPath) else { return }
        var preferred = a
        UIView.performWithoutAnimation {
            cell.layoutIfNeeded()
            preferred = cell.preferredLayoutAttributesFitting(a)
        }
        guard layoutStorage.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a) else { return }
        layoutStorage.cellPreferredSizeChanged(preferred)
        setNeedsLayout()
    }

    /// The data source's view for an element (a decoration view from its registered class).
    func makeView(for a: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        // Configuring never animates, even inside an update's block (see the table's `makeCell`).
        var made: UICollectionReusableView?
        UIView.performWithoutAnimation { made = makeViewNow(for: a) }
        return made
    }

    private func makeViewNow(for a: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let view: UICollectionReusableView
        switch a.representedElementCategory {
        case .cell:
            guard let ds = dataSource else { return nil }
            view = ds.collectionView(self, cellForItemAt: dataIndexPath(forShown: a.indexPath))
        case .supplementaryView:
            guard let ds = dataSource else { return nil }
            view = ds.collectionView(self, viewForSupplementaryElementOfKind: a.representedElementKind ?? "", at: a.indexPath)
        case .decorationView:
            let kind = a.representedElementKind ?? ""
            let key = "decoration|" + kind
            if var pool = pools[key], let v = pool.popLast() { pools[key] = pool; view = v } else {
                guard let type = layoutStorage.decorationClasses[kind] else { return nil }
                view = type.init(__listReuseIdentifier: kind)
                view.reuseIdentifierKey = key
            }
        }
        view.isHidden = false
        if let cell = view as? UICollectionViewCell, a.representedElementCategory == .cell {
            let selected = selectedItems.contains(ListPosition(a.indexPath.section, a.indexPath.item))
            if cell.isSelected != selected { cell.isSelected = selected }
        }
        return view
    }

    /// Puts a configured view, sized by its attributes, into the collection view (its parts laid out
    /// to that size first, so its constraints join the window's engine consistent with it).
    func attach(_ view: UICollectionReusableView) {
        guard view.superview !== self else { return }
        (view as? UICollectionViewCell)?.layoutCellParts()
        insertSubview(view, at: backgroundView == nil ? 0 : 1)
    }

    /// Puts a view where its attributes say (centre, size, 3-D transform, alpha, zIndex, hidden).
    func apply(_ a: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let size = a.size
        if view.bounds.size != size { view.bounds = CGRect(origin: .zero, size: size) }
        if view.center != a.center { view.center = a.center }
        if view.layer.transform != a.transform3D { view.layer.transform = a.transform3D }
        if view.alpha != a.alpha { view.alpha = a.alpha }
        let z = CGFloat(a.zIndex)
        if view.layer.zPosition != z { view.layer.zPosition = z }
        if view.isHidden != a.isHidden { view.isHidden = a.isHidden }
        view.apply(a)
    }

    /// `willDisplay` for the views given out in this pass, in index order.
    func announceDisplayed() {
        guard !pendingWillDisplay.isEmpty else { return }
        let keys = pendingWillDisplay
        pendingWillDisplay = []
        for key in keys {
            guard let view = visibleViews[key] else { continue }
            view.layoutIfNeeded()
            if key.category == .cell, let cell = view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            } else if key.category == .supplementaryView {
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            }
        }
    }

    func endDisplaying(_ view: UICollectionReusableView, key: CollectionElementKey) {
        if let i = pendingWillDisplay.firstIndex(of: key) { pendingWillDisplay.remove(at: i); return }
        if touchedItem == key.position && key.category == .cell { touchedItem = nil }
        if key.category == .cell, let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
    }

    /// The old attributes of an item during an update (what flow layouts fade deleted items from).
    func previousAttributes(ofItem indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        previousAttributesByItem[ListPosition(indexPath.section, indexPath.item)]
    }

    func prefetch() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        let cells = visibleViews.keys.filter { $0.category == .cell }
        guard let last = cells.max(by: { ($0.section, $0.item) < ($1.section, $1.item) }) else { return }
        var ahead: [IndexPath] = []
        var s = last.section, i = last.item + 1
        while ahead.count < 10 && s < counts.count {
            if i < counts[s] { ahead.append(IndexPath(item: i, section: s)); i += 1 } else { s += 1; i = 0 }
        }
        let new = ahead.filter { !prefetched.contains($0) }
        prefetched = Set(ahead)
        if !new.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: new) }
    }
}

