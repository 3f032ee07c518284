import Foundation

/// UIKit's flow layout: items in lines across the scrolling axis, sections one after another with
/// their insets, headers and footers.
///
/// Apple's rules, as it documents and as its layouts show: a line takes items while they fit with at
/// least `minimumInteritemSpacing` between them; the space left over is shared between the gaps
/// (lines are justified), and a line holding one item puts it in the middle; items are centred across
/// their line's thickness; lines are `minimumLineSpacing` apart. Sizes come from the delegate's
/// `sizeForItemAt`, else `itemSize`; with `estimatedItemSize` set, cells size themselves
/// (`preferredLayoutAttributesFitting`) as they appear, the estimate standing in until then.
/// Defaults are Apple's: 50 × 50 items, 10-point spacings, no insets, vertical scrolling.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `estimatedItemSize = automaticSize` asks cells to size themselves (estimate 50 × 50).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize = CGSize.zero { didSet { measured = [:]; invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Cache

    private struct Line {
        var section: Int
        var items: Range<Int>
        var alongMin: CGFloat
        var alongMax: CGFloat
    }
    private struct SectionFrames {
        var header: CGRect = .zero
        var footer: CGRect = .zero
        var items: [CGRect] = []
        var alongMin: CGFloat = 0
        var alongMax: CGFloat = 0
    }
    private var sections: [SectionFrames] = []
    private var lines: [Line] = []
    private var contentSize: CGSize = .zero
    /// Self-sized items' sizes, by position.
    var measured: [ListPosition: CGSize] = [:]
    /// Items inserted or deleted by the update being prepared (for the default fades).
    private var insertedItems = Set<ListPosition>()
    private var deletedItems = Set<ListPosition>()

    private var flowDelegate: UICollectionViewDelegateFlowLayout? { collectionView?.delegate as? UICollectionViewDelegateFlowLayout }
    private var vertical: Bool { scrollDirection == .vertical }

    /// Converts (across, along) rectangles into the collection view's (x, y).
    private func rect(across: CGFloat, along: CGFloat, acrossLength: CGFloat, alongLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
                 : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
    }

    open override func prepare() {
        super.prepare()
        sections = []
        lines = []
        guard let cv = collectionView else { contentSize = .zero; return }
        let inset = cv.adjustedContentInset
        let crossLength = vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom
        let delegate = flowDelegate
        var along: CGFloat = 0
        let sectionCount = self.sectionCount
        for s in 0..<sectionCount {
            var frames = SectionFrames()
            frames.alongMin = along
            let headerSize = delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let headerLength = vertical ? headerSize.height : headerSize.width
            if headerLength > 0 {
                frames.header = rect(across: 0, along: along, acrossLength: crossLength, alongLength: headerLength)
                along += headerLength
            }
            let si = delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let (alongStart, alongEnd, crossStart, crossEnd) = vertical ? (si.top, si.bottom, si.left, si.right) : (si.left, si.right, si.top, si.bottom)
            along += alongStart
            let lineLength = max(0, crossLength - crossStart - crossEnd)
            let n = itemCount(s)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(n)
            for i in 0..<n { sizes.append(size(ofItem: i, section: s, cv: cv, delegate: delegate)) }
            frames.items = [CGRect](repeating: .zero, count: n)
            var start = 0
            var firstLine = true
            while start < n {
                // Fill a line.
                var end = start
                var used: CGFloat = 0
                while end < n {
                    let l = vertical ? sizes[end].width : sizes[end].height
                    let next = end == start ? l : used + itemSpacing + l
                    if end > start && next > lineLength + 0.0001 { break }
                    used = next
                    end += 1
                }
                if !firstLine { along += lineSpacing }
                firstLine = false
                let thickness = (start..<end).map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let count = end - start
                let total = (start..<end).reduce(CGFloat(0)) { $0 + (vertical ? sizes[$1].width : sizes[$1].height) }
                var cross = crossStart
                var gap = itemSpacing
                if count == 1 {
                    cross = crossStart + max(0, (lineLength - total) / 2)
                } else {
                    gap = max(itemSpacing, (lineLength - total) / CGFloat(count - 1))
                }
                for i in start..<end {
                    let w = vertical ? sizes[i].width : sizes[i].height
                    let t = vertical ? sizes[i].height : sizes[i].width
                    frames.items[i] = rect(across: cross, along: along + (thickness - t) / 2, acrossLength: w, alongLength: t)
                    cross += w + gap
                }
                lines.append(Line(section: s, items: start..<end, alongMin: along, alongMax: along + thickness))
                along += thickness
                start = end
            }
            along += alongEnd
            let footerSize = delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let footerLength = vertical ? footerSize.height : footerSize.width
            if footerLength > 0 {
                frames.footer = rect(across: 0, along: along, acrossLength: crossLength, alongLength: footerLength)
                along += footerLength
            }
            frames.alongMax = along
            sections.append(frames)
        }
        contentSize = vertical ? CGSize(width: crossLength, height: along) : CGSize(width: along, height: crossLength)
    }

    private func size(ofItem i: Int, section s: Int, cv: UICollectionView, delegate: UICollectionViewDelegateFlowLayout?) -> CGSize {
        if estimatedItemSize != .zero {
            if let m = measured[ListPosition(s, i)] { return m }
            if estimatedItemSize == Self.automaticSize { return CGSize(width: 50, height: 50) }
            return estimatedItemSize
        }
        let size = delegate?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: i, section: s)) ?? itemSize
        return CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        // Lines by binary search on their ends.
        var a = 0, b = lines.count
        while a < b { let m = (a + b) / 2; if lines[m].alongMax < lo { a = m + 1 } else { b = m } }
        var i = a
        while i < lines.count && lines[i].alongMin <= hi {
            let line = lines[i]
            for item in line.items {
                let f = sections[line.section].items[item]
                if f.intersects(rect) || (f.width == 0 || f.height == 0) && rect.contains(f.origin) {
                    result.append(itemAttributes(ListPosition(line.section, item), frame: f))
                }
            }
            i += 1
        }
        for (s, sec) in sections.enumerated() where sec.alongMax >= lo && sec.alongMin <= hi {
            if let h = headerAttributes(section: s), h.frame.intersects(rect) { result.append(h) }
            if let f = footerAttributes(section: s), f.frame.intersects(rect) { result.append(f) }
        }
        return result
    }

    private func itemAttributes(_ p: ListPosition, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let type = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let a = type.init()
        a.indexPath = IndexPath(item: p.row, section: p.section)
        a.frame = frame
        return a
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section >= 0 && indexPath.section < sections.count, indexPath.item >= 0 && indexPath.item < sections[indexPath.section].items.count else { return nil }
        return itemAttributes(ListPosition(indexPath.section, indexPath.item), frame: sections[indexPath.section].items[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if elementKind == UICollectionView.elementKindSectionHeader { return headerAttributes(section: indexPath.section) }
        if elementKind == UICollectionView.elementKindSectionFooter { return footerAttributes(section: indexPath.section) }
        return nil
    }

    private func supplementary(_ kind: String, section s: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let type = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let a = type.init()
        a.indexPath = IndexPath(item: 0, section: s)
        a.representedElementCategoryOverride(.supplementaryView, kind)
        a.frame = frame
        a.zIndex = 10
        return a
    }

    private func headerAttributes(section s: Int) -> UICollectionViewLayoutAttributes? {
        guard s >= 0 && s < sections.count, sections[s].header.width > 0 && sections[s].header.height > 0 else { return nil }
        var f = sections[s].header
        if sectionHeadersPinToVisibleBounds, let cv = collectionView {
            if vertical {
                let top = cv.pinnedContentTop
                f.origin.y = min(max(f.minY, top), sections[s].alongMax - f.height - sections[s].footer.height)
            } else {
                let left = cv.contentOffset.x + cv.adjustedContentInset.left
                f.origin.x = min(max(f.minX, left), sections[s].alongMax - f.width - sections[s].footer.width)
            }
        }
        return supplementary(UICollectionView.elementKindSectionHeader, section: s, frame: f)
    }

    private func footerAttributes(section s: Int) -> UICollectionViewLayoutAttributes? {
        guard s >= 0 && s < sections.count, sections[s].footer.width > 0 && sections[s].footer.height > 0 else { return nil }
        return supplementary(UICollectionView.elementKindSectionFooter, section: s, frame: sections[s].footer)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        // A new width (height when scrolling sideways) reflows the lines.
        return vertical ? newBounds.width != cv.bounds.width : newBounds.height != cv.bounds.height
    }

    override func cellPreferredSizeChanged(_ preferred: UICollectionViewLayoutAttributes) {
        guard estimatedItemSize != .zero else { return }
        measured[ListPosition(preferred.indexPath.section, preferred.indexPath.item)] = preferred.size
        invalidateLayout()
    }

    // MARK: Updates: inserted items fade in, deleted ones fade out (Apple's flow layout defaults)

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedItems = []; deletedItems = []
        var remeasured: [ListPosition: CGSize] = [:]
        for u in updateItems {
            switch u.updateAction {
            case .insert: if let p = u.indexPathAfterUpdate { insertedItems.insert(ListPosition(p.section, p.item)) }
            case .delete: if let p = u.indexPathBeforeUpdate { deletedItems.insert(ListPosition(p.section, p.item)) }
            default: break
            }
        }
        // Measured sizes follow their items (a moved item keeps its size).
        if !measured.isEmpty, let map = collectionView?.currentUpdateMap {
            for (p, size) in measured { if let n = map.newPosition(of: p) { remeasured[n] = size } }
            measured = remeasured
        }
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedItems = []; deletedItems = []
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard insertedItems.contains(ListPosition(itemIndexPath.section, itemIndexPath.item)),
              let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        a.alpha = 0
        return a
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard deletedItems.contains(ListPosition(itemIndexPath.section, itemIndexPath.item)),
              let a = collectionView?.previousAttributes(ofItem: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        a.alpha = 0
        return a
    }
}

