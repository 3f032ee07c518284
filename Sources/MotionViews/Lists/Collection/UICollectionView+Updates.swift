import Foundation

/// Batch updates and layout changes, animated from the layout's attributes.
///
/// `performBatchUpdates` (or a single `insertItems`, `deleteItems`, `moveItem`, `reloadItems`, or a
/// section form) resolves the changes by UIKit's index rules (`ListBatchUpdate`), tells the layout
/// (`prepare(forCollectionViewUpdates:)`), prepares it again and animates in one UIView animation
/// (`ListAnimationTiming`): items that stay go from where they are to their new attributes (items
/// arriving from off screen start from their old attributes); inserted items start from
/// `initialLayoutAttributesForAppearingItem(at:)` and deleted ones end at
/// `finalLayoutAttributesForDisappearingItem(at:)` — nil meaning a fade in place, as the flow
/// layout's defaults are. Then `finalizeCollectionViewUpdates()` and the completion.
extension UICollectionView {
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 { commitUpdates(completion: completion) } else if let completion { pendingCompletions.append(completion) }
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        pendingUpdate.insertedRows += indexPaths.map { (ListPosition($0.section, $0.item), ()) }
        commitIfOutsideBatch()
    }
    public func deleteItems(at indexPaths: [IndexPath]) {
        pendingUpdate.deletedRows += indexPaths.map { (ListPosition($0.section, $0.item), ()) }
        commitIfOutsideBatch()
    }
    public func reloadItems(at indexPaths: [IndexPath]) {
        pendingUpdate.reloadedRows += indexPaths.map { (ListPosition($0.section, $0.item), ()) }
        commitIfOutsideBatch()
    }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        pendingUpdate.movedRows.append((ListPosition(indexPath.section, indexPath.item), ListPosition(newIndexPath.section, newIndexPath.item)))
        commitIfOutsideBatch()
    }
    public func insertSections(_ sections: IndexSet) {
        pendingUpdate.insertedSections += sections.map { ($0, ()) }
        commitIfOutsideBatch()
    }
    public func deleteSections(_ sections: IndexSet) {
        pendingUpdate.deletedSections += sections.map { ($0, ()) }
        commitIfOutsideBatch()
    }
    public func reloadSections(_ sections: IndexSet) {
        pendingUpdate.reloadedSections += sections.map { ($0, ()) }
        commitIfOutsideBatch()
    }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        pendingUpdate.movedSections.append((section, newSection))
        commitIfOutsideBatch()
    }

    /// iOS 15: the items' cells are configured again in place (the data source's `cellForItemAt` gets
    /// the same cell back from its dequeue), without animation.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        loadIfNeeded()
        for ip in indexPaths {
            let key = CollectionElementKey(category: .cell, kind: "", section: ip.section, item: ip.item)
            guard let cell = visibleViews[key] as? UICollectionViewCell else { continue }
            reconfiguringCell = cell
            let fresh = dataSource?.collectionView(self, cellForItemAt: ip) ?? cell
            reconfiguringCell = nil
            if fresh !== cell {
                enqueue(cell)
                visibleViews[key] = fresh
                fresh.isHidden = false
                if let a = appliedAttributes[key] { apply(a, to: fresh) }
                attach(fresh)
            }
        }
    }

    private func commitIfOutsideBatch() {
        if updateDepth == 0 { commitUpdates(completion: nil) }
    }

    func commitUpdates(completion: ((Bool) -> Void)?) {
        let batch = pendingUpdate
        pendingUpdate = ListBatchUpdate()
        var completions = pendingCompletions
        pendingCompletions = []
        if let completion { completions.append(completion) }
        let finish: ((Bool) -> Void)? = completions.isEmpty ? nil : { f in for c in completions { c(f) } }
        guard hasLoadedData, !needsReload else {
            reloadNow()
            ListAnimationTiming.perform(animated: false, {}, completion: finish)
            return
        }
        let newCounts = currentCounts()
        switch batch.resolve(oldCounts: counts, newCounts: newCounts, rowWord: "items") {
        case .failure(let error):
            reportMisuse("Invalid update: \(error.message) (the collection view reloads instead)")
            reloadNow()
            ListAnimationTiming.perform(animated: false, {}, completion: finish)
        case .success(let map):
            apply(map, batch: batch, completion: finish)
        }
    }

    private func updateItems(_ batch: ListBatchUpdate<Void>) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for (s, _) in batch.deletedSections { items.append(.init(before: IndexPath(item: NSNotFound, section: s), after: nil, action: .delete)) }
        for (s, _) in batch.insertedSections { items.append(.init(before: nil, after: IndexPath(item: NSNotFound, section: s), action: .insert)) }
        for (s, _) in batch.reloadedSections { items.append(.init(before: IndexPath(item: NSNotFound, section: s), after: IndexPath(item: NSNotFound, section: s), action: .reload)) }
        for (a, b) in batch.movedSections { items.append(.init(before: IndexPath(item: NSNotFound, section: a), after: IndexPath(item: NSNotFound, section: b), action: .move)) }
        for (p, _) in batch.deletedRows { items.append(.init(before: IndexPath(item: p.row, section: p.section), after: nil, action: .delete)) }
        for (p, _) in batch.insertedRows { items.append(.init(before: nil, after: IndexPath(item: p.row, section: p.section), action: .insert)) }
        for (p, _) in batch.reloadedRows { items.append(.init(before: IndexPath(item: p.row, section: p.section), after: IndexPath(item: p.row, section: p.section), action: .reload)) }
        for (a, b) in batch.movedRows { items.append(.init(before: IndexPath(item: a.row, section: a.section), after: IndexPath(item: b.row, section: b.section), action: .move)) }
        return items
    }

    private func apply(_ map: ListUpdateMap<Void>, batch: ListBatchUpdate<Void>, completion: ((Bool) -> Void)?) {
        let layout = layoutStorage
        layout.prepareIfNeeded()
        // The old attributes of items on and near the screen (items arriving from off screen start there).
        let near = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        previousAttributesByItem = [:]
        for a in layout.layoutAttributesForElements(in: near) ?? [] where a.representedElementCategory == .cell {
            previousAttributesByItem[ListPosition(a.indexPath.section, a.indexPath.item)] = a
        }
        for (key, a) in appliedAttributes where key.category == .cell { previousAttributesByItem[key.position] = a }
        currentUpdateMap = map
        defer { currentUpdateMap = nil }

        let oldViews = visibleViews
        let oldApplied = appliedAttributes
        counts = map.newCounts
        selectedItems = selectedItems.compactMap { map.newPosition(of: $0) }
        layout.prepare(forCollectionViewUpdates: updateItems(batch))
        layout.isInvalid = true
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }

        // Re-key the views: surviving cells to their new index paths; supplementary views to their
        // new sections; the rest depart.
        visibleViews = [:]
        appliedAttributes = [:]
        var departing: [(UICollectionReusableView, CollectionElementKey, UICollectionViewLayoutAttributes?)] = []
        for (key, view) in oldViews {
            switch key.category {
            case .cell:
                if let n = map.newPosition(of: key.position), map.reloadedRowAnimation[key.position] == nil {
                    let nk = CollectionElementKey(category: .cell, kind: "", section: n.section, item: n.row)
                    visibleViews[nk] = view
                    appliedAttributes[nk] = oldApplied[key]
                } else {
                    let end = layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath) ?? fadedCopy(oldApplied[key])
                    departing.append((view, key, end))
                }
            case .supplementaryView, .decorationView:
                if key.section < map.sectionMap.count, let t = map.sectionMap[key.section], map.deletedSectionAnimation[key.section] == nil {
                    let nk = CollectionElementKey(category: key.category, kind: key.kind, section: t, item: key.item)
                    visibleViews[nk] = view
                    appliedAttributes[nk] = oldApplied[key]
                } else {
                    departing.append((view, key, fadedCopy(oldApplied[key])))
                }
            }
        }
        let wanted = (layout.layoutAttributesForElements(in: bounds) ?? []).filter { $0.frame.intersects(bounds) }
        var finals: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var newlyShown: [CollectionElementKey] = []
        let oldOfNew = map.oldPositions()
        UIView.performWithoutAnimation {
            for a in wanted {
                let key = a.elementKey
                if let view = visibleViews[key] {
                    finals.append((view, a))
                    continue
                }
                guard let view = makeView(for: a) else { continue }
                visibleViews[key] = view
                appliedAttributes[key] = a.appliedCopy
                newlyShown.append(key)
                var start: UICollectionViewLayoutAttributes?
                if key.category == .cell {
                    let p = key.position
                    let old = p.section < oldOfNew.count && p.row < oldOfNew[p.section].count ? oldOfNew[p.section][p.row] : nil
                    if let old, map.reloadedRowAnimation[old] == nil {
                        start = previousAttributesByItem[old].map { moved($0, to: a.indexPath) } ?? fadedCopy(a)
                    } else {
                        start = layout.initialLayoutAttributesForAppearingItem(at: a.indexPath) ?? fadedCopy(a)
                    }
                } else {
                    start = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: a.indexPath) ?? fadedCopy(a)
                }
                apply(a, to: view)
                attach(view)
                view.layoutIfNeeded()
                if let start { apply(start, to: view) }
                finals.append((view, a))
            }
        }
        // Surviving views that end off screen go to their new place, then back to the pool.
        let shown = Set(wanted.map(\.elementKey))
        for (key, view) in visibleViews where !shown.contains(key) {
            visibleViews[key] = nil
            appliedAttributes[key] = nil
            let end = key.category == .cell ? layout.layoutAttributesForItem(at: key.indexPath) : nil
            departing.append((view, CollectionElementKey(category: key.category, kind: key.kind, section: -1, item: -1), end ?? fadedCopy(oldApplied[key])))
        }
        for (view, _, _) in departing { departingViews[ObjectIdentifier(view)] = view }
        pendingWillDisplay.append(contentsOf: newlyShown)
        announceDisplayed()

        ListAnimationTiming.perform(animated: true, { [self] in
            for (view, a) in finals {
                apply(a, to: view)
                appliedAttributes[a.elementKey] = a.appliedCopy
                view.layoutIfNeeded()
            }
            for (view, _, end) in departing {
                if let end { apply(end, to: view) }
            }
        }, completion: { [weak self] finished in
            guard let self else { completion?(finished); return }
            for (view, key, _) in departing {
                self.departingViews[ObjectIdentifier(view)] = nil
                if !self.visibleViews.values.contains(where: { $0 === view }) {
                    if key.section >= 0 { self.endDisplaying(view, key: key) }
                    view.alpha = 1
                    view.layer.transform = CATransform3DIdentity
                    self.enqueue(view)
                }
            }
            layout.finalizeCollectionViewUpdates()
            self.setNeedsLayout()
            completion?(finished)
        })
        previousAttributesByItem = [:]
    }

    func fadedCopy(_ a: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let c = a?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        c.alpha = 0
        return c
    }

    private func moved(_ a: UICollectionViewLayoutAttributes, to indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let c = (a.copy() as? UICollectionViewLayoutAttributes) ?? a
        c.indexPath = indexPath
        return c
    }

    // MARK: Layout changes

    /// Switches the layout. Animated, every visible item moves from its place in the old layout to its
    /// place in the new one (items arriving start from the old layout's attributes, items leaving end at
    /// the new layout's), in one list animation; `completion` runs when it ends.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let old = layoutStorage
        guard layout !== old else { completion.map { c in ListAnimationTiming.perform(animated: false, {}, completion: c) }; return }
        guard animated, hasLoadedData, !needsReload else {
            old.collectionView = nil
            layoutStorage = layout
            layout.collectionView = self
            layout.invalidateLayout()
            setNeedsLayout()
            if let completion { ListAnimationTiming.perform(animated: false, {}, completion: completion) }
            return
        }
        old.prepareIfNeeded()
        old.prepareForTransition(to: layout)
        layoutStorage = layout
        layout.collectionView = self
        layout.isInvalid = true
        layout.prepareForTransition(from: old)
        layout.prepareIfNeeded()
        for view in visibleViews.values { view.willTransition(from: old, to: layout) }
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        // Keep the offset within the new content (the layout may propose its own).
        var target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: target) ?? target
        target.y = min(max(target.y, -adjustedContentInset.top), max(-adjustedContentInset.top, size.height + adjustedContentInset.bottom - bounds.height))
        target.x = min(max(target.x, -adjustedContentInset.left), max(-adjustedContentInset.left, size.width + adjustedContentInset.right - bounds.width))
        let oldOffset = contentOffset
        let newBounds = CGRect(origin: target, size: bounds.size)
        let wanted = (layout.layoutAttributesForElements(in: newBounds) ?? []).filter { $0.frame.intersects(newBounds) }
        let wantedKeys = Set(wanted.map(\.elementKey))
        var finals: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var departing: [(UICollectionReusableView, CollectionElementKey, UICollectionViewLayoutAttributes?)] = []
        isLayingOutElements = true
        UIView.performWithoutAnimation {
            for a in wanted {
                let key = a.elementKey
                if let view = visibleViews[key] { finals.append((view, a)); continue }
                guard let view = makeView(for: a) else { continue }
                visibleViews[key] = view
                pendingWillDisplay.append(key)
                apply(a, to: view)
                attach(view)
                view.layoutIfNeeded()
                let start = key.category == .cell ? old.layoutAttributesForItem(at: a.indexPath) : nil
                apply(start ?? fadedCopy(a) ?? a, to: view)
                finals.append((view, a))
            }
        }
        isLayingOutElements = false
        for (key, view) in visibleViews where !wantedKeys.contains(key) {
            visibleViews[key] = nil
            let end = key.category == .cell ? layout.layoutAttributesForItem(at: key.indexPath) : nil
            departing.append((view, key, end ?? fadedCopy(appliedAttributes[key])))
            appliedAttributes[key] = nil
        }
        for (view, _, _) in departing { departingViews[ObjectIdentifier(view)] = view }
        announceDisplayed()
        lastLaidOutBounds = newBounds
        ListAnimationTiming.perform(animated: true, { [self] in
            if target != oldOffset { setContentOffset(target, animated: false) }
            for (view, a) in finals {
                apply(a, to: view)
                appliedAttributes[a.elementKey] = a.appliedCopy
                view.layoutIfNeeded()
            }
            for (view, _, end) in departing {
                guard let end else { continue }
                apply(end, to: view)
                // Its content view follows in the same animation (laid out later, it would jump to the
                // new size at once).
                view.layoutIfNeeded()
            }
        }, completion: { [weak self] finished in
            guard let self else { completion?(finished); return }
            for (view, key, _) in departing {
                self.departingViews[ObjectIdentifier(view)] = nil
                if !self.visibleViews.values.contains(where: { $0 === view }) {
                    self.endDisplaying(view, key: key)
                    view.alpha = 1
                    view.layer.transform = CATransform3DIdentity
                    self.enqueue(view)
                }
            }
            for view in self.visibleViews.values { view.didTransition(from: old, to: layout) }
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            if old.collectionView === self { old.collectionView = nil }
            self.setNeedsLayout()
            completion?(finished)
        })
    }
}
