import XCTest
@testable import MotionViews

/// UICollectionView on a virtual clock: the flow layout's documented placement, reuse, batch updates
/// and layout changes animated from the layouts' attributes, diffable snapshots, compositional
/// layouts, interactive movement.
final class CollectionViewTests: XCTestCase {
    final class Tile: UICollectionViewCell {
        var number = -1
    }

    final class Source: UICollectionViewDataSource, UICollectionViewDelegate {
        var items: [Int]
        var moves: [(IndexPath, IndexPath)] = []
        init(_ items: [Int]) { self.items = items }
        func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Tile
            cell.number = items[indexPath.item]
            return cell
        }
        func collectionView(_ cv: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func collectionView(_ cv: UICollectionView, moveItemAt s: IndexPath, to d: IndexPath) {
            moves.append((s, d))
            let x = items.remove(at: s.item)
            items.insert(x, at: d.item)
        }
    }

    var window: UIWindow!
    var cv: UICollectionView!
    var source: Source!
    var now = 0.0
    let d = ListAnimationTiming.duration

    func make(items: Int, layout: UICollectionViewLayout) {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(Tile.self, forCellWithReuseIdentifier: "tile")
        source = Source(Array(0..<items))
        cv.dataSource = source
        cv.delegate = source
        window.addSubview(cv)
        now = CACurrentMediaTime()
        window.layoutIfNeeded()
    }

    func frame(_ dt: Double = 1.0 / 60) {
        now += dt
        AnimationDriver.shared.advance(to: now)
        window.layoutIfNeeded()
    }

    func grid(_ side: CGFloat = 90) -> UICollectionViewFlowLayout {
        let l = UICollectionViewFlowLayout()
        l.itemSize = CGSize(width: side, height: side)
        l.minimumLineSpacing = 12
        l.minimumInteritemSpacing = 12
        l.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        return l
    }

    func cell(_ number: Int) -> Tile? { cv.visibleCells.compactMap { $0 as? Tile }.first { $0.number == number } }

    func shown(_ v: UIView) -> CGRect {
        let p = v.layer.presentationProperties()
        return CGRect(x: p.position.x - p.bounds.width / 2, y: p.position.y - p.bounds.height / 2, width: p.bounds.width, height: p.bounds.height)
    }

    /// Apple's flow rules: a line takes items while they fit with the minimum spacing, shares the
    /// space left between its gaps, and centres a line of one item.
    func testFlowLayoutPlacesLinesAsDocumented() {
        make(items: 7, layout: grid())
        let available: CGFloat = 320 - 24
        let perLine = Int((available + 12) / (90 + 12))          // 3
        XCTAssertEqual(perLine, 3)
        let gap = (available - 3 * 90) / 2                       // 13
        for i in 0..<7 {
            let f = cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame
            let line = i / 3, col = i % 3
            let x: CGFloat = i == 6 ? 12 + (available - 90) / 2 : 12 + CGFloat(col) * (90 + gap)
            assertRect(f, CGRect(x: x, y: 12 + CGFloat(line) * 102, width: 90, height: 90))
        }
        let expectedHeight: CGFloat = 12 + 3 * 90 + 2 * 12 + 12
        XCTAssertEqual(cv.contentSize.height, expectedHeight)
        XCTAssertEqual(cv.visibleCells.count, 7)
    }

    func testReuseKeepsFewViewsAlive() {
        make(items: 3000, layout: grid())
        for step in 0..<400 {
            cv.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 41)
            frame()
            XCTAssertLessThanOrEqual(cv.viewsAlive, cv.visibleCells.count + 2)
            let first = cv.indexPathsForVisibleItems.first!.item
            XCTAssertEqual(cell(source.items[first])?.number, source.items[first])
        }
    }

    func testBatchUpdateDeleteAndMovesAnimateFromTheOldPlaces() {
        make(items: 30, layout: grid())
        let before = Dictionary(uniqueKeysWithValues: cv.visibleCells.map { (($0 as! Tile).number, $0.frame) })
        let deleted = cell(1)!
        // Delete item 1, move item 0 to the end and the last item to the front (old → new index paths).
        var new = source.items
        new.remove(at: 1); let first = new.removeFirst(); let last = new.removeLast()
        new.insert(last, at: 0); new.append(first)
        source.items = new
        let t0 = now
        var finished = false
        cv.performBatchUpdates({
            self.cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
            self.cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 28, section: 0))
            self.cv.moveItem(at: IndexPath(item: 29, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: { finished = $0 })
        for _ in 0..<9 {
            frame()
            let p = easeInEaseOut((now - t0) / d)
            XCTAssertEqual(Double(deleted.layer.presentationProperties().opacity), 1 - p, accuracy: 1e-4, "the deleted item fades where it was")
            for n in [2, 3, 4, 5] {
                guard let c = cell(n), let old = before[n] else { continue }
                let target = cv.layoutAttributesForItem(at: IndexPath(item: new.firstIndex(of: n)!, section: 0))!.frame
                let f = shown(c)
                XCTAssertEqual(Double(f.minX), Double(old.minX) + Double(target.minX - old.minX) * p, accuracy: 1e-3, "item \(n)")
                XCTAssertEqual(Double(f.minY), Double(old.minY) + Double(target.minY - old.minY) * p, accuracy: 1e-3, "item \(n)")
            }
        }
        for _ in 0..<15 { frame() }
        XCTAssertTrue(finished)
        for ip in cv.indexPathsForVisibleItems {
            XCTAssertEqual((cv.cellForItem(at: ip) as? Tile)?.number, new[ip.item], "item at \(ip.item)")
            assertRect(cv.cellForItem(at: ip)!.frame, cv.layoutAttributesForItem(at: ip)!.frame)
        }
        XCTAssertNil(deleted.superview, "the deleted cell went back to the pool")
    }

    func testAnimatedLayoutChangeMovesEveryItemBetweenTheLayouts() {
        make(items: 12, layout: grid())
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 296, height: 40)
        list.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let old = Dictionary(uniqueKeysWithValues: cv.visibleCells.map { (($0 as! Tile).number, $0.frame) })
        let t0 = now
        var done = false
        cv.setCollectionViewLayout(list, animated: true) { done = $0 }
        XCTAssertTrue(cv.collectionViewLayout === list)
        for _ in 0..<10 {
            frame()
            let p = easeInEaseOut((now - t0) / d)
            for n in [0, 4, 7] {
                let target = list.layoutAttributesForItem(at: IndexPath(item: n, section: 0))!.frame
                let f = shown(cell(n)!)
                let o = old[n]!
                XCTAssertEqual(Double(f.midX), Double(o.midX) + Double(target.midX - o.midX) * p, accuracy: 1e-3)
                XCTAssertEqual(Double(f.width), Double(o.width) + Double(target.width - o.width) * p, accuracy: 1e-3)
            }
        }
        for _ in 0..<15 { frame() }
        XCTAssertTrue(done)
        let listHeight: CGFloat = 12 + 12 * 40 + 11 * 10 + 12
        XCTAssertEqual(cv.contentSize.height, listHeight)
    }

    /// Items on screen before a layout switch whose new place is off screen also animate from their old
    /// frames to their new ones (UIKit animates every item visible before or after), then leave.
    func testAnimatedLayoutChangeMovesItemsThatEndOffScreen() {
        make(items: 12, layout: grid())
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 296, height: 60)
        list.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let old = Dictionary(uniqueKeysWithValues: cv.visibleCells.map { (($0 as! Tile).number, $0.frame) })
        let leaving = [10, 11].map { cell($0)! }
        let t0 = now
        cv.setCollectionViewLayout(list, animated: true)
        for _ in 0..<10 {
            frame()
            let p = easeInEaseOut((now - t0) / d)
            for (k, n) in [10, 11].enumerated() {
                let target = list.layoutAttributesForItem(at: IndexPath(item: n, section: 0))!.frame
                XCTAssertGreaterThan(target.minY, 568, "item \(n) ends off screen")
                let f = shown(leaving[k])
                let o = old[n]!
                XCTAssertEqual(Double(f.midY), Double(o.midY) + Double(target.midY - o.midY) * p, accuracy: 1e-3, "item \(n) y")
                XCTAssertEqual(Double(f.width), Double(o.width) + Double(target.width - o.width) * p, accuracy: 1e-3, "item \(n) width")
                // What is drawn — the content view — follows too (L6-15: it jumped to the new width).
                let content = leaving[k].contentView.layer.presentationProperties().bounds.width
                XCTAssertEqual(Double(content), Double(o.width) + Double(target.width - o.width) * p, accuracy: 1e-3, "item \(n) content width")
            }
        }
    }

    func testDiffableShuffleMovesCellsToTheirNewPlaces() {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        cv = UICollectionView(frame: window.bounds, collectionViewLayout: grid())
        window.addSubview(cv)
        cv.register(Tile.self, forCellWithReuseIdentifier: "tile")
        let ds = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, ip, n in
            let c = cv.dequeueReusableCell(withReuseIdentifier: "tile", for: ip) as! Tile
            c.number = n
            return c
        }
        var snap = NSDiffableDataSourceSnapshot<Int, Int>()
        snap.appendSections([0])
        snap.appendItems(Array(0..<15))
        ds.apply(snap, animatingDifferences: false)
        now = CACurrentMediaTime()
        window.layoutIfNeeded()
        XCTAssertEqual(cv.visibleCells.count, 15)
        let cellsBefore = Dictionary(uniqueKeysWithValues: cv.visibleCells.map { (($0 as! Tile).number, ObjectIdentifier($0)) })
        var shuffled = NSDiffableDataSourceSnapshot<Int, Int>()
        shuffled.appendSections([0])
        let order = [7, 3, 12, 0, 14, 9, 1, 11, 5, 2, 13, 8, 4, 10, 6]
        shuffled.appendItems(order)
        var completed = false
        ds.apply(shuffled) { completed = true }
        for _ in 0..<25 { frame() }
        XCTAssertTrue(completed)
        for (i, n) in order.enumerated() {
            let c = cv.cellForItem(at: IndexPath(item: i, section: 0)) as! Tile
            XCTAssertEqual(c.number, n)
            XCTAssertEqual(ObjectIdentifier(c), cellsBefore[n], "moved items keep their cells (no reload)")
        }
        XCTAssertEqual(ds.itemIdentifier(for: IndexPath(item: 2, section: 0)), 12)
        XCTAssertEqual(ds.indexPath(for: 14), IndexPath(item: 4, section: 0))
    }

    func testCompositionalGridAndList() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        make(items: 7, layout: UICollectionViewCompositionalLayout(section: section))
        let w: CGFloat = 300 / 3
        for i in 0..<7 {
            let f = cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame
            assertRect(f, CGRect(x: 10 + CGFloat(i % 3) * w + 2, y: CGFloat(i / 3) * 110 + 2, width: w - 4, height: 96))
        }
        XCTAssertEqual(cv.contentSize.height, 3 * 100 + 2 * 10)
    }

    func testInteractiveMovement() {
        make(items: 12, layout: grid())
        XCTAssertTrue(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.center
        cv.updateInteractiveMovementTargetPosition(target)
        for _ in 0..<3 { frame() }
        XCTAssertEqual(cell(0).map { $0.center }, target, "the moving item follows the finger")
        cv.endInteractiveMovement()
        for _ in 0..<25 { frame() }
        XCTAssertEqual(source.moves.first?.0, IndexPath(item: 0, section: 0))
        XCTAssertEqual(source.moves.first?.1, IndexPath(item: 4, section: 0))
        XCTAssertEqual(source.items.prefix(5), [1, 2, 3, 4, 0])
        for ip in cv.indexPathsForVisibleItems { XCTAssertEqual((cv.cellForItem(at: ip) as? Tile)?.number, source.items[ip.item]) }
    }
}

/// Compositional sections with orthogonal scrolling: a sideways drag scrolls the section's row (not
/// the collection view), a release decelerates, `.groupPaging` settles on a group's edge, and a
/// sideways wheel scrolls it too.
final class OrthogonalScrollingTests: XCTestCase {
    final class Source: UICollectionViewDataSource {
        func numberOfSections(in cv: UICollectionView) -> Int { 2 }
        func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func testSidewaysRows() {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .absolute(100)),
                                                           subitems: [item])
            let s = NSCollectionLayoutSection(group: group)
            s.interGroupSpacing = 10
            s.orthogonalScrollingBehavior = section == 0 ? .continuous : .groupPaging
            return s
        }
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        cv.dataSource = source
        window.addSubview(cv)
        var now = CACurrentMediaTime()
        func frame() { now += 1.0 / 60; AnimationDriver.shared.advance(to: now); window.layoutIfNeeded() }
        window.layoutIfNeeded()
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minX, 150)
        XCTAssertEqual(cv.contentSize.height, 200, "one row per section")
        // Drag section 0 left by 120 points: its items move 120, section 1's stay.
        _ = window.sendTouch(.began, at: CGPoint(x: 250, y: 50)); frame()
        for x in stride(from: 235, through: 130, by: -15) { _ = window.sendTouch(.moved, at: CGPoint(x: CGFloat(x), y: 50)); frame() }
        let dragged = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minX
        XCTAssertEqual(dragged, 150 - (235 - 130), accuracy: 1e-9, "the row follows the finger from where the drag began")
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))!.frame.minX, 150)
        XCTAssertEqual(cv.contentOffset.y, 0)
        _ = window.sendTouch(.ended, at: CGPoint(x: 130, y: 50))
        for _ in 0..<120 { frame() }
        let rest = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minX
        XCTAssertLessThan(rest, dragged, "the release decelerated further")
        XCTAssertNotNil(cv.cellForItem(at: IndexPath(item: 3, section: 0)), "items scrolled into view got cells")
        // Section 1 pages by groups: released mid-way it settles on a group's leading edge.
        _ = window.sendTouch(.began, at: CGPoint(x: 250, y: 150)); frame()
        for x in stride(from: 238, through: 160, by: -13) { _ = window.sendTouch(.moved, at: CGPoint(x: CGFloat(x), y: 150)); frame() }
        for _ in 0..<10 { frame() }
        _ = window.sendTouch(.ended, at: CGPoint(x: 160, y: 150))
        for _ in 0..<120 { frame() }
        let offset = -cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame.minX
        XCTAssertEqual(offset.truncatingRemainder(dividingBy: 150), 0, accuracy: 1e-6, "settled on a group's edge (groups 150 apart)")
        // A sideways wheel over section 1 scrolls it.
        let before = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame.minX
        window.sendWheel(dx: 60, dy: 0, at: CGPoint(x: 160, y: 150))
        for _ in 0..<40 { frame() }
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame.minX, before - 60, accuracy: 0.5)
    }
}

/// `.groupPagingCentered`: the current group is centred in the section's width, its neighbours peeking
/// on both sides — the first at rest, and each one a swipe settles on.
final class CenteredGroupPagingTests: XCTestCase {
    func testGroupsRestCentred() {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(180)),
                                                           subitems: [item])
            let s = NSCollectionLayoutSection(group: group)
            s.interGroupSpacing = 10
            s.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            s.orthogonalScrollingBehavior = .groupPagingCentered
            return s
        }
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = OrthogonalScrollingTests.Source()
        cv.dataSource = source
        window.addSubview(cv)
        var now = CACurrentMediaTime()
        func frame() { now += 1.0 / 60; AnimationDriver.shared.advance(to: now); window.layoutIfNeeded() }
        window.layoutIfNeeded()
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.midX, 195, accuracy: 1e-9,
                       "the first group centred at rest")
        // A one-page swipe: the second group settles centred.
        // (Past half a group's 310-point pitch, held still before the release: no fling.)
        _ = window.sendTouch(.began, at: CGPoint(x: 370, y: 100)); frame()
        for x in stride(from: 355, through: 160, by: -15) { _ = window.sendTouch(.moved, at: CGPoint(x: CGFloat(x), y: 100)); frame() }
        for _ in 0..<10 { frame() }
        _ = window.sendTouch(.ended, at: CGPoint(x: 160, y: 100))
        for _ in 0..<120 { frame() }
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.midX, 195, accuracy: 0.5,
                       "the next group centred")
    }
}

/// Outlines: a section snapshot of parents and children shows its visible items; a tap on a row with an
/// outline disclosure of `.header` style expands it (its children are inserted below it, animated) and
/// a second tap collapses it.
final class OutlineTests: XCTestCase {
    func testOutlineExpandsAndCollapsesOnTap() {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(cv)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = title.hasPrefix("Group") ? [.outlineDisclosure(options: .init(style: .header))] : []
        }
        let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: title)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Group A", "Group B"])
        outline.append(["A1", "A2", "A3"], to: "Group A")
        outline.append(["B1"], to: "Group B")
        XCTAssertEqual(outline.visibleItems, ["Group A", "Group B"])
        XCTAssertEqual(outline.items, ["Group A", "A1", "A2", "A3", "Group B", "B1"])
        XCTAssertEqual(outline.level(of: "A2"), 1)
        var expanded: [String] = []
        ds.sectionSnapshotHandlers.willExpandItem = { expanded.append($0) }
        ds.apply(outline, to: 0, animatingDifferences: false)
        var now = CACurrentMediaTime()
        func frame() { now += 1.0 / 60; AnimationDriver.shared.advance(to: now); window.layoutIfNeeded() }
        window.layoutIfNeeded()
        func shown() -> [String] { ds.snapshot().itemIdentifiers }
        XCTAssertEqual(shown(), ["Group A", "Group B"])
        let rowHeight = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.height
        XCTAssertGreaterThanOrEqual(rowHeight, 43, "list rows size themselves from their content")
        // Tap Group A: expands.
        _ = window.sendTouch(.began, at: CGPoint(x: 100, y: rowHeight / 2)); frame()
        _ = window.sendTouch(.ended, at: CGPoint(x: 100, y: rowHeight / 2))
        for _ in 0..<25 { frame() }
        XCTAssertEqual(shown(), ["Group A", "A1", "A2", "A3", "Group B"])
        XCTAssertEqual(expanded, ["Group A"])
        XCTAssertTrue(ds.snapshot(for: 0).isExpanded("Group A"))
        XCTAssertEqual((cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)?.indentationLevel, 1)
        XCTAssertEqual(cv.indexPathsForSelectedItems, [], "a header-style outline row toggles, it is not selected")
        // Tap it again: collapses.
        _ = window.sendTouch(.began, at: CGPoint(x: 100, y: rowHeight / 2)); frame()
        _ = window.sendTouch(.ended, at: CGPoint(x: 100, y: rowHeight / 2))
        for _ in 0..<25 { frame() }
        XCTAssertEqual(shown(), ["Group A", "Group B"])
    }
}

/// The count form of a group holds `count` equally sized subitems whatever their own dimension along
/// the group's axis (Apple: "equally sized subitems"), with the interitem spacing between them.
final class CompositionalCountTests: XCTestCase {
    func testCountFormSharesTheGroup() {
        AnimationContext().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(210)),
                                                      subitem: item, count: 2)
        column.interItemSpacing = .fixed(10)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)),
                                                     subitem: column, count: 2)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        final class Source: UICollectionViewDataSource {
            func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
        }
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        cv.dataSource = source
        window.addSubview(cv)
        window.layoutIfNeeded()
        let frames = (0..<4).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        assertRect(frames[0], CGRect(x: 0, y: 0, width: 160, height: 100))
        assertRect(frames[1], CGRect(x: 0, y: 110, width: 160, height: 100))
        assertRect(frames[2], CGRect(x: 160, y: 0, width: 160, height: 100))
        assertRect(frames[3], CGRect(x: 160, y: 110, width: 160, height: 100))
    }
}

/// The paging behaviours page as a scroll view with `isPagingEnabled` does: a fast flick turns one
/// group (or page) from where the drag began, never several; `.continuousGroupLeadingBoundary`
/// decelerates freely and rests on a group's leading edge further on.
final class OrthogonalPagingFlickTests: XCTestCase {
    /// The row's offset after a fast 190-point flick to the left over a section with `behavior`
    /// (groups 150 points apart).
    private func offsetAfterFlick(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> CGFloat {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .absolute(100)),
                                                           subitems: [item])
            let s = NSCollectionLayoutSection(group: group)
            s.interGroupSpacing = 10
            s.orthogonalScrollingBehavior = behavior
            return s
        }
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = OrthogonalScrollingTests.Source()
        cv.dataSource = source
        window.addSubview(cv)
        var now = CACurrentMediaTime()
        func frame() { now += 1.0 / 60; AnimationDriver.shared.advance(to: now); window.layoutIfNeeded() }
        window.layoutIfNeeded()
        _ = window.sendTouch(.began, at: CGPoint(x: 260, y: 50)); frame()
        for x in stride(from: 222, through: 70, by: -38) { _ = window.sendTouch(.moved, at: CGPoint(x: CGFloat(x), y: 50)); frame() }
        _ = window.sendTouch(.ended, at: CGPoint(x: 70, y: 50))
        for _ in 0..<180 { frame() }
        return -cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX
    }

    func testAFlickTurnsOneGroupWhenPagingAndRunsOnWhenContinuous() {
        XCTAssertEqual(offsetAfterFlick(.groupPaging), 150, accuracy: 1e-6, "one group from the first")
        let continuous = offsetAfterFlick(.continuousGroupLeadingBoundary)
        XCTAssertGreaterThan(continuous, 150, "decelerated past the next group")
        XCTAssertEqual(continuous.truncatingRemainder(dividingBy: 150), 0, accuracy: 1e-6, "on a group's leading edge")
    }
}
