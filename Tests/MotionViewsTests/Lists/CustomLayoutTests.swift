import XCTest
@testable import MotionViews

/// A `UICollectionViewLayout` subclass as apps write them: items on a circle, computed in `prepare()`,
/// inserted items growing from the centre (`initialLayoutAttributesForAppearingItem`) and deleted ones
/// shrinking into it (`finalLayoutAttributesForDisappearingItem`), its own attributes subclass with a
/// value copied through `copy(with:)`, and a re-layout on width changes.
final class CustomLayoutTests: XCTestCase {
    final class Attributes: UICollectionViewLayoutAttributes {
        var angle: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let c = super.copy(with: zone) as! Attributes
            c.angle = angle
            return c
        }
    }

    final class CircleLayout: UICollectionViewLayout {
        var cache: [Attributes] = []
        var inserted: [IndexPath] = []
        var deleted: [IndexPath] = []
        var prepared = 0
        override class var layoutAttributesClass: AnyClass { Attributes.self }
        var centre: CGPoint { CGPoint(x: collectionView!.bounds.width / 2, y: 200) }
        override func prepare() {
            super.prepare()
            prepared += 1
            let n = collectionView!.numberOfItems(inSection: 0)
            cache = (0..<n).map { i in
                let a = Attributes(forCellWith: IndexPath(item: i, section: 0))
                a.angle = 2 * .pi * CGFloat(i) / CGFloat(max(n, 1))
                a.size = CGSize(width: 40, height: 40)
                a.center = CGPoint(x: centre.x + 100 * cos(a.angle), y: centre.y + 100 * sin(a.angle))
                return a
            }
        }
        override var collectionViewContentSize: CGSize { collectionView!.bounds.size }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cache.filter { $0.frame.intersects(rect) } }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            indexPath.item < cache.count ? cache[indexPath.item] : nil
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { newBounds.width != collectionView!.bounds.width }
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            inserted = updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
            deleted = updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate)
        }
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard inserted.contains(itemIndexPath), let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? Attributes else { return nil }
            a.center = centre
            a.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            a.alpha = 0
            return a
        }
        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard deleted.contains(itemIndexPath), let a = Attributes(forCellWith: itemIndexPath).copy() as? Attributes else { return nil }
            a.size = CGSize(width: 40, height: 40)
            a.center = centre
            a.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            return a
        }
    }

    final class Cell: UICollectionViewCell {
        var angle: CGFloat = -1
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            angle = (layoutAttributes as? Attributes)?.angle ?? -1
        }
    }

    final class Source: UICollectionViewDataSource {
        var count = 6
        func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func testCircleLayoutInsertsGrowFromTheCentre() {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let layout = CircleLayout()
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(Cell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        cv.dataSource = source
        window.addSubview(cv)
        window.layoutIfNeeded()
        var now = CACurrentMediaTime()
        func frame() { now += 1.0 / 60; AnimationDriver.shared.advance(to: now); window.layoutIfNeeded() }
        XCTAssertEqual(cv.visibleCells.count, 6)
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! Cell
        XCTAssertEqual(second.angle, 2 * .pi / 6, accuracy: 1e-9, "the layout's own attributes reach the cell")
        // Insert an item at 0: it grows from the centre while the others move round.
        source.count = 7
        let t0 = now
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        let new = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let final = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.center
        for _ in 0..<10 {
            frame()
            let p = CGFloat(easeInEaseOut((now - t0) / ListAnimationTiming.duration))
            let shown = new.layer.presentationProperties()
            XCTAssertEqual(shown.position.x, layout.centre.x + (final.x - layout.centre.x) * p, accuracy: 1e-3)
            XCTAssertEqual(CATransform3DGetAffineTransform(shown.transform).a, 0.1 + 0.9 * p, accuracy: 1e-3)
            XCTAssertEqual(CGFloat(shown.opacity), p, accuracy: 1e-3)
        }
        for _ in 0..<15 { frame() }
        // Delete it again: it shrinks into the centre and goes.
        source.count = 6
        let gone = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        let t1 = now
        frame(); frame(); frame()
        let p = CGFloat(easeInEaseOut((now - t1) / ListAnimationTiming.duration))
        XCTAssertEqual(CATransform3DGetAffineTransform(gone.layer.presentationProperties().transform).a, 1 - 0.9 * p, accuracy: 1e-3)
        for _ in 0..<20 { frame() }
        XCTAssertNil(gone.superview)
        XCTAssertEqual(cv.visibleCells.count, 6)
        // A width change re-prepares the layout (shouldInvalidateLayout(forBoundsChange:)).
        let before = layout.prepared
        cv.frame = CGRect(x: 0, y: 0, width: 300, height: 568)
        window.layoutIfNeeded()
        XCTAssertGreaterThan(layout.prepared, before)
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 0, section: 0))!.center.x, 150 + 100, accuracy: 1e-9)
    }
}

/// Pull to refresh: dragging the content down past 80 points begins refreshing (one `.valueChanged`),
/// the content rests 60 points down while it refreshes, `endRefreshing()` brings it back.
final class RefreshControlTests: XCTestCase {
    final class Target { var fired = 0; func refresh(_ c: UIRefreshControl) { fired += 1 } }

    func testPullToRefresh() {
        let h = TableHarness(items: Array(0..<30)) { _, s in s.fixedHeight = 44 }
        let control = UIRefreshControl()
        let target = Target()
        control.addTarget(target, action: Target.refresh, for: .valueChanged)
        h.table.refreshControl = control
        _ = h.window.sendTouch(.began, at: CGPoint(x: 160, y: 100)); h.frame()
        for k in 1...20 { _ = h.window.sendTouch(.moved, at: CGPoint(x: 160, y: 100 + CGFloat(k) * 20)); h.frame() }
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(target.fired, 1)
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 160, y: 500))
        h.run(1.5)
        XCTAssertEqual(h.table.contentOffset.y, -UIRefreshControl.restingHeight, accuracy: 0.5, "rests with the spinner in view")
        control.endRefreshing()
        h.run(1)
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(h.table.contentInset.top, 0)
        XCTAssertEqual(h.table.contentOffset.y, 0, accuracy: 0.5)
        XCTAssertEqual(target.fired, 1)
    }

    /// Code from before iOS 10 adds the control as a subview (`tableView.addSubview(refreshControl)`)
    /// instead of setting `refreshControl`: a pull refreshes just the same, and the attributed title
    /// shows under the spinner in the gap above the content.
    func testAControlAddedAsASubviewRefreshesAndShowsItsTitle() throws {
        let h = TableHarness(items: Array(0..<3)) { _, s in s.fixedHeight = 44 }
        let control = UIRefreshControl()
        let target = Target()
        control.addTarget(target, action: Target.refresh, for: .valueChanged)
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        h.table.addSubview(control)
        XCTAssertNil(h.table.refreshControl, "nobody set the property")
        _ = h.window.sendTouch(.began, at: CGPoint(x: 160, y: 100)); h.frame()
        for k in 1...20 { _ = h.window.sendTouch(.moved, at: CGPoint(x: 160, y: 100 + CGFloat(k) * 20)); h.frame() }
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(target.fired, 1)
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 160, y: 500))
        h.run(1.5)
        XCTAssertEqual(h.table.contentOffset.y, -UIRefreshControl.restingHeight, accuracy: 0.5)
        // The control fills the 60-point gap above the content; the title is inside it, under the spinner.
        let gap = control.convert(control.bounds, to: h.table)
        XCTAssertEqual(gap.minY, -UIRefreshControl.restingHeight, accuracy: 0.5)
        XCTAssertEqual(gap.height, UIRefreshControl.restingHeight, accuracy: 0.5)
        let title = try XCTUnwrap(control.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertEqual(title.attributedText?.string, "Pull to refresh")
        XCTAssertFalse(title.isHidden)
        XCTAssertGreaterThan(title.frame.minY, control.subviews.compactMap { $0 as? UIActivityIndicatorView }.first?.frame.maxY ?? .infinity - 1)
        XCTAssertLessThanOrEqual(title.frame.maxY, control.bounds.maxY + 0.5)
        XCTAssertEqual(title.center.x, control.bounds.midX, accuracy: 0.5)
        control.endRefreshing()
        h.run(1)
        XCTAssertEqual(h.table.contentOffset.y, 0, accuracy: 0.5)
        // Removed, it no longer follows pulls.
        control.removeFromSuperview()
        _ = h.window.sendTouch(.began, at: CGPoint(x: 160, y: 100)); h.frame()
        for k in 1...20 { _ = h.window.sendTouch(.moved, at: CGPoint(x: 160, y: 100 + CGFloat(k) * 20)); h.frame() }
        _ = h.window.sendTouch(.ended, at: CGPoint(x: 160, y: 500))
        h.run(1.5)
        XCTAssertEqual(target.fired, 1)
    }
}

/// A registered cell class is made with `init(frame:)` at its item's frame, as UIKit makes it: a cell
/// that builds its image view from `bounds` in `init(frame:)` fills its item; a header likewise.
final class CellInitFrameTests: XCTestCase {
    final class PosterCell: UICollectionViewCell {
        var imageView: UIImageView!
        var sizeAtInit: CGSize = .zero
        override init(frame: CGRect) {
            super.init(frame: frame)
            sizeAtInit = frame.size
            imageView = UIImageView(frame: bounds)
            addSubview(imageView)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    final class Header: UICollectionReusableView {
        var sizeAtInit: CGSize = .zero
        override init(frame: CGRect) { super.init(frame: frame); sizeAtInit = frame.size }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "poster", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    func testRegisteredClassesAreMadeAtTheirLayoutFrame() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 340)
        layout.headerReferenceSize = CGSize(width: 30, height: 30)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(PosterCell.self, forCellWithReuseIdentifier: "poster")
        cv.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = Source()
        cv.dataSource = source
        window.addSubview(cv)
        window.layoutIfNeeded()
        let cell = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? PosterCell)
        XCTAssertEqual(cell.sizeAtInit, CGSize(width: 200, height: 340))
        XCTAssertEqual(cell.imageView.frame, CGRect(x: 0, y: 0, width: 200, height: 340), "fills the cell")
        XCTAssertEqual(cell.frame.size, CGSize(width: 200, height: 340))
        let header = try XCTUnwrap(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                        at: IndexPath(item: 0, section: 0)) as? Header)
        XCTAssertEqual(header.sizeAtInit, header.frame.size)
        XCTAssertEqual(header.sizeAtInit.width, 30)
        XCTAssertEqual(UICollectionReusableView.dequeueFrame, .zero, "set only while dequeuing")
    }
}

/// UICollectionView's `backgroundView` "is positioned underneath all of the other content and sized
/// automatically to fill the entire bounds of the collection view. The background view doesn't scroll
/// with the collection view's other content."
final class CollectionBackgroundViewTests: XCTestCase {
    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func testTheBackgroundViewFillsTheBoundsAndStaysPutWhileScrolling() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 300)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        cv.dataSource = source
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        cv.backgroundView = backdrop
        window.addSubview(cv)
        window.layoutIfNeeded()
        XCTAssertEqual(backdrop.convert(backdrop.bounds, to: window), window.bounds)
        cv.setContentOffset(CGPoint(x: 700, y: 0), animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(backdrop.convert(backdrop.bounds, to: window), window.bounds, "does not scroll")
        XCTAssertTrue(cv.subviews.first === backdrop, "underneath the cells")
        XCTAssertFalse(cv.visibleCells.isEmpty)
    }
}
