import Foundation

/// iOS 13's compositional layout: each section's group (items and nested groups along an axis, or a
/// custom group's frames) repeated down the section until its items run out, with the section's
/// insets, spacing, boundary headers and footers (pinned if asked) and background decorations.
///
/// Dimensions resolve against their container: an item's against its group, a group's against the
/// section's content width and the collection view's height. Estimated dimensions start at the
/// estimate and take the cell's own size once it has appeared (self-sizing); a group with an
/// estimated height is as tall as its tallest item (a vertical group: the sum). Sections with
/// `orthogonalScrollingBehavior` lay their groups out in one row that scrolls sideways on its own
/// (dragged or wheeled inside the section; paging behaviours settle on group or page boundaries).
/// Vertical scrolling only (`configuration.scrollDirection = .horizontal` lays out vertically too).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    /// Set by `list(using:)`: the list's background colour for the collection view.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// iOS 14: a list layout of one kind of list section for every section.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, env in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: env)
        })
        layout.listConfiguration = configuration
        return layout
    }

    // MARK: Cache

    struct Placed {
        var frame: CGRect
        var zIndex: Int
    }
    struct SupplementaryPlaced {
        var kind: String
        var section: Int
        var index: Int
        var frame: CGRect
        var zIndex: Int
        var pinned: Bool
        var isDecoration: Bool
        /// On an item of a sideways-scrolling section (it moves with the row).
        var orthogonal = false
    }
    struct SectionCache {
        var frame: CGRect = .zero
        /// Item frames before the orthogonal offset.
        var items: [Placed] = []
        /// Group rows: their vertical extent and items (for the visible-rect search).
        var rows: [(minY: CGFloat, maxY: CGFloat, items: Range<Int>)] = []
        var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
        /// The sideways row: its frame in the collection view, content width, group starts (paging).
        var orthogonalFrame: CGRect = .zero
        var orthogonalContentWidth: CGFloat = 0
        var groupStarts: [CGFloat] = []
        var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
        var listConfiguration: UICollectionLayoutListConfiguration?
        var listAppearance: UICollectionLayoutListConfiguration.Appearance? { listConfiguration?.appearance }
        var firstItemIsHeader = false
    }
    var sections: [SectionCache] = []
    /// The environment of the last preparation (handed to visible-items handlers).
    private var environment: NSCollectionLayoutEnvironment?
    var supplementaries: [SupplementaryPlaced] = []
    private var contentSize: CGSize = .zero
    /// Self-sized items, by position.
    var measured: [ListPosition: CGSize] = [:]
    private var usesEstimates = false
    /// Sideways offsets of orthogonal sections (kept across preparations).
    var orthogonalOffsets: [Int: CGFloat] = [:]

    override var sizesItemsFromCells: Bool { usesEstimates }

    override func cellPreferredSizeChanged(_ preferred: UICollectionViewLayoutAttributes) {
        measured[ListPosition(preferred.indexPath.section, preferred.indexPath.item)] = preferred.size
        invalidateLayout()
    }

    // MARK: Preparing

    /// A group's resolved tree: its size and where its leaves go, relative to its origin.
    private struct Node {
        var size: CGSize
        var leaves: [(index: Int, frame: CGRect)]
        /// Leaves whose item has supplementary items (badges), by leaf index.
        var decorated: [Int: NSCollectionLayoutItem] = [:]
    }

    open override func prepare() {
        super.prepare()
        sections = []
        supplementaries = []
        usesEstimates = false
        guard let cv = collectionView else { contentSize = .zero; return }
        if let list = listConfiguration {
            let bg = list.backgroundColor ?? (list.appearance == .plain ? .systemBackground : .systemGroupedBackground)
            if cv.backgroundColor != bg { cv.backgroundColor = bg }
        }
        let width = cv.bounds.width - cv.adjustedContentInset.left - cv.adjustedContentInset.right
        let height = cv.bounds.height
        let env = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: width, height: height),
                                                               contentInsets: NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)),
                                    traitCollection: cv.traitCollection)
        environment = env
        var y: CGFloat = 0
        // Layout-wide headers.
        for (i, b) in configuration.boundarySupplementaryItems.enumerated() where b.alignment == .top || b.alignment == .topLeading || b.alignment == .topTrailing {
            let s = b.layoutSize.resolve(in: CGSize(width: width, height: height))
            supplementaries.append(SupplementaryPlaced(kind: b.elementKind, section: 0, index: i, frame: CGRect(x: 0, y: y, width: s.width, height: s.height),
                                                       zIndex: b.zIndex, pinned: b.pinToVisibleBounds, isDecoration: false))
            y += s.height
        }
        let count = sectionCount
        for s in 0..<count {
            guard let section = provider(s, env) else { sections.append(SectionCache()); continue }
            if s > 0 { y += configuration.interSectionSpacing }
            var cache = SectionCache()
            cache.listConfiguration = section.listConfiguration
            cache.visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
            cache.firstItemIsHeader = section.listFirstItemIsHeader
            let top = y
            let insets = section.contentInsets
            let contentWidth = max(0, width - insets.leading - insets.trailing)
            // Headers (top-aligned boundary items).
            var headerIndex = 0
            for b in section.boundarySupplementaryItems where [.top, .topLeading, .topTrailing].contains(b.alignment) {
                let bw = section.supplementariesFollowContentInsets ? contentWidth : width
                var size = b.layoutSize.resolve(in: CGSize(width: bw, height: height))
                if b.layoutSize.heightDimension.isEstimated { usesEstimates = usesEstimates || false; size.height = b.layoutSize.heightDimension.dimension }
                let x = section.supplementariesFollowContentInsets ? insets.leading : 0
                supplementaries.append(SupplementaryPlaced(kind: b.elementKind, section: s, index: headerIndex, frame: CGRect(x: x + b.offset.x, y: y + b.offset.y, width: size.width, height: size.height),
                                                           zIndex: b.zIndex, pinned: b.pinToVisibleBounds, isDecoration: false))
                headerIndex += 1
                if b.extendsBoundary { y += size.height }
            }
            y += insets.top
            let n = itemCount(s)
            cache.items = [Placed](repeating: Placed(frame: .zero, zIndex: 0), count: n)
            var next = 0
            cache.orthogonal = section.orthogonalScrollingBehavior
            if section.orthogonalScrollingBehavior != .none {
                // `.groupPagingCentered`: the first and last groups can be centred in the section's width
                // (at least the insets beside them), so every page — the first at rest — is a centred
                // group with its neighbours peeking on both sides, as UIKit shows it.
                let centred = section.orthogonalScrollingBehavior == .groupPagingCentered
                var x = insets.leading
                var leading = insets.leading
                var lastWidth: CGFloat = 0
                var rowHeight: CGFloat = 0
                let rowStart = next
                var groupCount = 0
                while next < n {
                    let before = next
                    guard let node = build(section.group, container: CGSize(width: contentWidth, height: height), section: s, next: &next, limit: n, env: env),
                          next > before else { break }
                    if groupCount > 0 { x += section.interGroupSpacing }
                    if groupCount == 0 && centred {
                        x = max(insets.leading, (width - node.size.width) / 2)
                        leading = x
                    }
                    cache.groupStarts.append(x - leading)
                    for leaf in node.leaves { cache.items[leaf.index] = Placed(frame: leaf.frame.offsetBy(dx: x, dy: y), zIndex: 0) }
                    placeItemSupplementaries(node, section: s, cache: cache)
                    x += node.size.width
                    lastWidth = node.size.width
                    rowHeight = max(rowHeight, node.size.height)
                    groupCount += 1
                }
                cache.orthogonalContentWidth = x + (centred ? max(insets.trailing, (width - lastWidth) / 2) : insets.trailing)
                cache.orthogonalFrame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                if rowStart < next { cache.rows.append((y, y + rowHeight, rowStart..<next)) }
                y += rowHeight
            } else {
                var first = true
                while next < n {
                    let before = next
                    guard let node = build(section.group, container: CGSize(width: contentWidth, height: height), section: s, next: &next, limit: n, env: env),
                          next > before else { break }
                    if !first { y += section.interGroupSpacing }
                    first = false
                    for leaf in node.leaves { cache.items[leaf.index] = Placed(frame: leaf.frame.offsetBy(dx: insets.leading, dy: y), zIndex: 0) }
                    placeItemSupplementaries(node, section: s, cache: cache)
                    cache.rows.append((y, y + node.size.height, before..<next))
                    y += node.size.height
                }
            }
            y += insets.bottom
            var footerIndex = 0
            for b in section.boundarySupplementaryItems where [.bottom, .bottomLeading, .bottomTrailing].contains(b.alignment) {
                let bw = section.supplementariesFollowContentInsets ? contentWidth : width
                let size = b.layoutSize.resolve(in: CGSize(width: bw, height: height))
                let x = section.supplementariesFollowContentInsets ? insets.leading : 0
                supplementaries.append(SupplementaryPlaced(kind: b.elementKind, section: s, index: footerIndex, frame: CGRect(x: x + b.offset.x, y: y + b.offset.y, width: size.width, height: size.height),
                                                           zIndex: b.zIndex, pinned: false, isDecoration: false))
                footerIndex += 1
                if b.extendsBoundary { y += size.height }
            }
            cache.frame = CGRect(x: 0, y: top, width: width, height: y - top)
            for (i, d) in section.decorationItems.enumerated() {
                let f = CGRect(x: insets.leading, y: top, width: contentWidth, height: y - top)
                let di = d.contentInsets
                supplementaries.append(SupplementaryPlaced(kind: d.elementKind, section: s, index: i,
                                                           frame: CGRect(x: f.minX + di.leading, y: f.minY + di.top, width: max(0, f.width - di.leading - di.trailing),
                                                                         height: max(0, f.height - di.top - di.bottom)),
                                                           zIndex: d.zIndex, pinned: false, isDecoration: true))
            }
            sections.append(cache)
        }
        for (i, b) in configuration.boundarySupplementaryItems.enumerated() where b.alignment == .bottom || b.alignment == .bottomLeading || b.alignment == .bottomTrailing {
            let s = b.layoutSize.resolve(in: CGSize(width: width, height: height))
            supplementaries.append(SupplementaryPlaced(kind: b.elementKind, section: 0, index: i, frame: CGRect(x: 0, y: y, width: s.width, height: s.height),
                                                       zIndex: b.zIndex, pinned: false, isDecoration: false))
            y += s.height
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// Badges and other per-item supplementary views, anchored on their items (already placed in `cache`).
    private func placeItemSupplementaries(_ node: Node, section s: Int, cache: SectionCache) {
        for (index, item) in node.decorated {
            let frame = cache.items[index].frame
            for sup in item.supplementaryItems {
                let size = sup.layoutSize.resolve(in: frame.size)
                supplementaries.append(SupplementaryPlaced(kind: sup.elementKind, section: s, index: index,
                                                           frame: sup.containerAnchor.frame(of: size, in: frame),
                                                           zIndex: sup.zIndex, pinned: false, isDecoration: false,
                                                           orthogonal: cache.orthogonal != .none))
            }
        }
    }

    /// Resolves `item` in `container`, taking leaves from `next` (nil when none are left).
    /// `share`: the count form's equal share along its group's axis, which replaces the item's own
    /// dimension there (Apple: "equally sized subitems").
    private func build(_ item: NSCollectionLayoutItem, container: CGSize, section s: Int, next: inout Int, limit: Int,
                       env: NSCollectionLayoutEnvironment, share: (horizontal: Bool, length: CGFloat)? = nil) -> Node? {
        guard next < limit else { return nil }
        var size = item.layoutSize.resolve(in: container)
        var wEst = item.layoutSize.widthDimension.isEstimated, hEst = item.layoutSize.heightDimension.isEstimated
        if let share {
            if share.horizontal { size.width = share.length; wEst = false } else { size.height = share.length; hEst = false }
        }
        if wEst || hEst { usesEstimates = true }
        guard let group = item as? NSCollectionLayoutGroup else {
            if let m = measured[ListPosition(s, next)] {
                if wEst { size.width = m.width }
                if hEst { size.height = m.height }
            }
            let i = item.contentInsets
            let frame = CGRect(x: i.leading, y: i.top, width: max(0, size.width - i.leading - i.trailing), height: max(0, size.height - i.top - i.bottom))
            var node = Node(size: size, leaves: [(next, frame)])
            if !item.supplementaryItems.isEmpty { node.decorated[next] = item }
            next += 1
            return node
        }
        if group.axis == .custom {
            var leaves: [(Int, CGRect)] = []
            for c in group.customProvider?(LayoutEnvironment(container: LayoutContainer(contentSize: size, contentInsets: NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)), traitCollection: env.traitCollection)) ?? [] {
                guard next < limit else { break }
                leaves.append((next, c.frame))
                next += 1
            }
            return Node(size: size, leaves: leaves)
        }
        // Children in the group's size; spacing between them along the axis. A group of `subitems`
        // repeats them while they fit along its axis (Apple: the group is filled with its subitems),
        // once when its length along the axis is estimated; the count form holds exactly `count`.
        let horizontal = group.axis == .horizontal
        let spacing = group.interItemSpacing
        let axisLength = horizontal ? size.width : size.height
        let axisEstimated = horizontal ? wEst : hEst
        var children: [Node] = []
        if let count = group.repeatCount, !axisEstimated {
            let length = max(0, (axisLength - (spacing?.spacing ?? 0) * CGFloat(count - 1)) / CGFloat(count))
            for sub in group.expandedSubitems {
                guard let child = build(sub, container: size, section: s, next: &next, limit: limit, env: env,
                                        share: (horizontal, length)) else { break }
                children.append(child)
            }
        } else if group.repeatCount != nil || axisEstimated {
            for sub in group.expandedSubitems {
                guard let child = build(sub, container: size, section: s, next: &next, limit: limit, env: env) else { break }
                children.append(child)
            }
        } else {
            var used: CGFloat = 0
            var k = 0
            let subs = group.subitems
            while !subs.isEmpty && next < limit && k < 10_000 {
                let saved = next
                guard let child = build(subs[k % subs.count], container: size, section: s, next: &next, limit: limit, env: env) else { break }
                let length = horizontal ? child.size.width : child.size.height
                let needed = (children.isEmpty ? 0 : (spacing?.spacing ?? 0)) + length
                if !children.isEmpty && used + needed > axisLength + 0.001 { next = saved; break }
                if length <= 0 && k >= subs.count { next = saved; break }
                children.append(child)
                used += needed
                k += 1
            }
        }
        let total = children.reduce(CGFloat(0)) { $0 + (horizontal ? $1.size.width : $1.size.height) }
        let available = horizontal ? size.width : size.height
        var gap = spacing?.spacing ?? 0
        if let sp = spacing, sp.isFlexibleSpacing, children.count > 1 {
            gap = max(sp.spacing, (available - total) / CGFloat(children.count - 1))
        }
        if hEst || (horizontal ? false : item.layoutSize.heightDimension.isEstimated) {
            size.height = horizontal ? (children.map(\.size.height).max() ?? 0)
                                     : total + gap * CGFloat(max(0, children.count - 1))
        }
        if wEst {
            size.width = horizontal ? total + gap * CGFloat(max(0, children.count - 1)) : (children.map(\.size.width).max() ?? 0)
        }
        var leaves: [(index: Int, frame: CGRect)] = []
        var decorated: [Int: NSCollectionLayoutItem] = [:]
        var cursor: CGFloat = 0
        for child in children {
            let origin = horizontal ? CGPoint(x: cursor, y: 0) : CGPoint(x: 0, y: cursor)
            for leaf in child.leaves { leaves.append((leaf.index, leaf.frame.offsetBy(dx: origin.x, dy: origin.y))) }
            decorated.merge(child.decorated) { a, _ in a }
            cursor += (horizontal ? child.size.width : child.size.height) + gap
        }
        let gi = group.contentInsets
        if gi != NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) {
            leaves = leaves.map { ($0.index, $0.frame.offsetBy(dx: gi.leading, dy: gi.top)) }
        }
        return Node(size: size, leaves: leaves, decorated: decorated)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Queries

    private func itemFrame(section s: Int, item i: Int) -> CGRect {
        let c = sections[s]
        let f = c.items[i].frame
        guard c.orthogonal != .none else { return f }
        return f.offsetBy(dx: -(orthogonalOffsets[s] ?? 0), dy: 0)
    }

    private func attributes(section s: Int, item i: Int) -> UICollectionViewLayoutAttributes {
        let type = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let a = type.init()
        a.indexPath = IndexPath(item: i, section: s)
        a.frame = itemFrame(section: s, item: i)
        a.zIndex = sections[s].items[i].zIndex
        return a
    }

    private func attributes(_ p: SupplementaryPlaced) -> UICollectionViewLayoutAttributes {
        let type = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let a = type.init()
        a.indexPath = IndexPath(item: p.index, section: p.section)
        a.representedElementCategoryOverride(p.isDecoration ? .decorationView : .supplementaryView, p.kind)
        var f = p.frame
        if p.orthogonal { f = f.offsetBy(dx: -(orthogonalOffsets[p.section] ?? 0), dy: 0) }
        if p.pinned, let cv = collectionView, p.section < sections.count {
            let top = cv.pinnedContentTop
            f.origin.y = min(max(f.minY, top), sections[p.section].frame.maxY - f.height)
        }
        a.frame = f
        a.zIndex = p.pinned ? max(p.zIndex, 10) : p.zIndex
        return a
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, c) in sections.enumerated() where c.frame.maxY >= rect.minY && c.frame.minY <= rect.maxY {
            var lo = 0, hi = c.rows.count
            while lo < hi { let m = (lo + hi) / 2; if c.rows[m].maxY < rect.minY { lo = m + 1 } else { hi = m } }
            var r = lo
            while r < c.rows.count && c.rows[r].minY <= rect.maxY {
                for i in c.rows[r].items where itemFrame(section: s, item: i).intersects(rect) {
                    result.append(attributes(section: s, item: i))
                }
                r += 1
            }
        }
        for p in supplementaries {
            let a = attributes(p)
            if a.frame.intersects(rect) { result.append(a) }
        }
        invalidateVisibleItems(result)
        return result
    }

    /// Runs the sections' `visibleItemsInvalidationHandler`s on their visible items (see the property).
    private func invalidateVisibleItems(_ result: [UICollectionViewLayoutAttributes]) {
        guard let env = environment, sections.contains(where: { $0.visibleItemsInvalidationHandler != nil }) else { return }
        for (s, c) in sections.enumerated() {
            guard let handler = c.visibleItemsInvalidationHandler else { continue }
            let items = result.filter { $0.indexPath.section == s && $0.representedElementCategory != .decorationView }
            guard !items.isEmpty else { continue }
            let sideways = c.orthogonal != .none ? (orthogonalOffsets[s] ?? 0) : 0
            let offset = c.orthogonal != .none ? CGPoint(x: sideways, y: 0) : (collectionView?.contentOffset ?? .zero)
            if sideways != 0 { for a in items where a.representedElementCategory == .cell { a.center.x += sideways } }
            handler(items, offset, env)
            if sideways != 0 { for a in items where a.representedElementCategory == .cell { a.center.x -= sideways } }
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section >= 0 && indexPath.section < sections.count,
              indexPath.item >= 0 && indexPath.item < sections[indexPath.section].items.count else { return nil }
        return attributes(section: indexPath.section, item: indexPath.item)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaries.first { !$0.isDecoration && $0.kind == elementKind && $0.section == indexPath.section && $0.index == indexPath.item }.map(attributes)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaries.first { $0.isDecoration && $0.kind == elementKind && $0.section == indexPath.section && $0.index == indexPath.item }.map(attributes)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.width != cv.bounds.width || newBounds.height != cv.bounds.height
    }

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        if !measured.isEmpty, let map = collectionView?.currentUpdateMap {
            var moved: [ListPosition: CGSize] = [:]
            for (p, size) in measured { if let n = map.newPosition(of: p) { moved[n] = size } }
            measured = moved
        }
    }

    /// Whether a list section shows its first item as its header row (`headerMode = .firstItemInSection`).
    func firstItemIsHeader(_ section: Int) -> Bool { section >= 0 && section < sections.count && sections[section].firstItemIsHeader }

    // MARK: Orthogonal scrolling

    /// The orthogonal section whose row contains `point` (content coordinates), if any.
    func orthogonalSection(at point: CGPoint) -> Int? {
        sections.indices.first { sections[$0].orthogonal != .none && sections[$0].orthogonalFrame.contains(point) }
    }

    /// The sideways range of an orthogonal section's offset.
    func orthogonalLimits(_ s: Int) -> ClosedRange<CGFloat> {
        let c = sections[s]
        return 0...max(0, c.orthogonalContentWidth - c.orthogonalFrame.width)
    }

    /// Where a paging behaviour settles a release at `offset` moving at `velocity` (points per second):
    /// the page or group boundary nearest the release's projection. `.paging`, `.groupPaging` and
    /// `.groupPagingCentered` page as a scroll view with `isPagingEnabled` does — one flick turns at most
    /// one page or group from where the drag began (`dragStart`; nil: no limit) —, while
    /// `.continuousGroupLeadingBoundary` decelerates freely and rests on the nearest group's leading edge.
    func orthogonalTarget(_ s: Int, offset: CGFloat, velocity: CGFloat, dragStart: CGFloat? = nil) -> CGFloat? {
        let c = sections[s]
        let limits = orthogonalLimits(s)
        let projected = offset + velocity * 0.2
        func clamp(_ x: CGFloat) -> CGFloat { min(max(x, limits.lowerBound), limits.upperBound) }
        switch c.orthogonal {
        case .paging:
            let page = max(1, c.orthogonalFrame.width)
            var index = (projected / page).rounded()
            if let start = dragStart {
                let from = (start / page).rounded()
                index = min(max(index, from - 1), from + 1)
            }
            return clamp(index * page)
        case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
            let starts = c.groupStarts
            guard var nearest = starts.indices.min(by: { abs(starts[$0] - projected) < abs(starts[$1] - projected) }) else { return nil }
            if c.orthogonal != .continuousGroupLeadingBoundary, let start = dragStart,
               let from = starts.indices.min(by: { abs(starts[$0] - start) < abs(starts[$1] - start) }) {
                nearest = min(max(nearest, from - 1), from + 1)
            }
            return clamp(starts[nearest])
        default:
            return nil
        }
    }
}
