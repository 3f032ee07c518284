import XCTest
import MotionLab
@testable import MotionDynamics

/// The springy flow layout as iOS code writes it (the "UICollectionView spring layout" pattern of
/// iOS 7's UIKit Dynamics): every item near the screen hangs on a zero-length spring at its flow
/// position, the layout answers the collection view from the animator, and a scroll shifts each item
/// by the scroll's delta scaled by its distance from the finger, so items far from it lag and spring
/// back.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    var dynamicAnimator: UIDynamicAnimator!
    var visibleIndexPathsSet = Set<IndexPath>()
    var latestDelta: CGFloat = 0
    var prepareCount = 0

    override init() {
        super.init()
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        itemSize = CGSize(width: 300, height: 44)
        sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
    }

    override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView = collectionView else { return }

        // Springs for the items in (and a little around) the visible rect only.
        let visibleRect = CGRect(origin: collectionView.bounds.origin, size: collectionView.frame.size).insetBy(dx: -100, dy: -100)
        let itemsInVisibleRect = super.layoutAttributesForElements(in: visibleRect) ?? []
        let indexPathsInVisibleRect = Set(itemsInVisibleRect.map { $0.indexPath })

        let noLongerVisible = dynamicAnimator.behaviors.filter { behavior in
            guard let spring = behavior as? UIAttachmentBehavior,
                  let item = spring.items.first as? UICollectionViewLayoutAttributes else { return false }
            return !indexPathsInVisibleRect.contains(item.indexPath)
        }
        for behavior in noLongerVisible {
            dynamicAnimator.removeBehavior(behavior)
            if let item = (behavior as? UIAttachmentBehavior)?.items.first as? UICollectionViewLayoutAttributes {
                visibleIndexPathsSet.remove(item.indexPath)
            }
        }

        let newlyVisibleItems = itemsInVisibleRect.filter { !visibleIndexPathsSet.contains($0.indexPath) }
        let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
        for item in newlyVisibleItems {
            var center = item.center
            let springBehaviour = UIAttachmentBehavior(item: item, attachedToAnchor: center)
            springBehaviour.length = 0
            springBehaviour.damping = 0.8
            springBehaviour.frequency = 1.0

            // An item arriving while the list scrolls starts where the scroll left it.
            if !touchLocation.equalTo(CGPoint.zero) {
                let yDistanceFromTouch = abs(touchLocation.y - springBehaviour.anchorPoint.y)
                let xDistanceFromTouch = abs(touchLocation.x - springBehaviour.anchorPoint.x)
                let scrollResistance = (yDistanceFromTouch + xDistanceFromTouch) / 1500
                if latestDelta < 0 {
                    center.y += max(latestDelta, latestDelta * scrollResistance)
                } else {
                    center.y += min(latestDelta, latestDelta * scrollResistance)
                }
                item.center = center
            }
            dynamicAnimator.addBehavior(springBehaviour)
            visibleIndexPathsSet.insert(item.indexPath)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let scrollView = collectionView else { return false }
        let delta = newBounds.origin.y - scrollView.bounds.origin.y
        latestDelta = delta
        let touchLocation = scrollView.panGestureRecognizer.location(in: scrollView)

        for case let springBehaviour as UIAttachmentBehavior in dynamicAnimator.behaviors {
            let yDistanceFromTouch = abs(touchLocation.y - springBehaviour.anchorPoint.y)
            let xDistanceFromTouch = abs(touchLocation.x - springBehaviour.anchorPoint.x)
            let scrollResistance = (yDistanceFromTouch + xDistanceFromTouch) / 1500
            guard let item = springBehaviour.items.first else { continue }
            var center = item.center
            if delta < 0 {
                center.y += max(delta, delta * scrollResistance)
            } else {
                center.y += min(delta, delta * scrollResistance)
            }
            item.center = center
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }
}

/// `UIDynamicAnimator(collectionViewLayout:)` on the virtual clock: layout attributes as dynamic items,
/// a frame's steps ending in the layout's invalidation, look-ups by index path, the collection view's
/// content as the reference bounds, and the springs' motion against the damped oscillator's closed form.
final class CollectionViewLayoutTests: DynamicsTestCase {
    final class Source: NSObject, UICollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    var window: UIWindow!
    var collectionView: UICollectionView!
    var source: Source!

    override func tearDown() {
        window = nil
        collectionView = nil
        source = nil
        super.tearDown()
    }

    func show(_ layout: UICollectionViewLayout, items: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        source = Source(count: items)
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
    }

    /// Frames with the window's layout pass after the animator's tick, as the preview's frame runs them.
    func frames(to t: Double, _ each: (Double) -> Void = { _ in }) {
        run(to: t) { time in
            self.window.layoutIfNeeded()
            each(time)
        }
    }

    /// The flow position of item `i` (Apple's flow rules: one 300×44 item per line, 10-point insets and
    /// line spacing, centred in the 320-point width).
    func flowCenter(_ i: Int) -> CGPoint { CGPoint(x: 160, y: 10 + 22 + 54 * CGFloat(i)) }

    /// Displacement of an underdamped spring released from rest at 1: e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t).
    func dampedOscillator(_ t: Double, frequency: Double, damping z: Double) -> Double {
        let w = 2 * Double.pi * frequency, wd = w * (1 - z * z).squareRoot()
        return exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t))
    }

    func testSpringyLayoutItemsLagTheScrollAndSpringBackAsDampedOscillators() {
        let layout = SpringyFlowLayout()
        show(layout, items: 40)
        let animator = layout.dynamicAnimator!
        XCTAssertNil(animator.referenceView, "a layout's animator has no reference view")

        // Springs for the items in the visible rect grown by 100 points: items 0…12.
        XCTAssertEqual(animator.behaviors.count, 13)
        let shown = animator.items(in: collectionView.bounds) as? [UICollectionViewLayoutAttributes]
        XCTAssertEqual(shown?.count, 11, "items 0…10 meet the visible rect")
        for i in 0..<11 {
            let ip = IndexPath(item: i, section: 0)
            let a = animator.layoutAttributesForCell(at: ip)
            XCTAssertTrue(a === shown?.first { $0.indexPath == ip }, "looked up by index path among the items")
            XCTAssertEqual(collectionView.cellForItem(at: ip)?.center, flowCenter(i))
        }
        XCTAssertNil(animator.layoutAttributesForCell(at: IndexPath(item: 30, section: 0)), "no behaviour has item 30")
        XCTAssertNil(animator.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))

        // Running, each frame ends in an invalidation (one prepare a frame); at rest the animator pauses
        // and the layout is left alone.
        var prepares: [Int] = []
        frames(to: 0.1) { _ in prepares.append(layout.prepareCount) }
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(zip(prepares.dropFirst(), prepares).map { $0 - $1 }, Array(repeating: 1, count: prepares.count - 1))
        frames(to: 1.5)
        XCTAssertFalse(animator.isRunning, "every spring at rest: paused")
        let preparedAtRest = layout.prepareCount
        frames(to: 2)
        XCTAssertEqual(layout.prepareCount, preparedAtRest)

        // A finger goes down at y 500 and drags the list up: 20 points to begin the drag, then 100 more
        // in one move at t0, which scrolls the content 100 points.
        input(at: 2.0)
        _ = window.sendTouch(.began, at: CGPoint(x: 160, y: 500))
        input(at: 2.01)
        _ = window.sendTouch(.moved, at: CGPoint(x: 160, y: 480))
        XCTAssertEqual(collectionView.contentOffset.y, 0)
        let t0 = 2.02
        input(at: t0)
        _ = window.sendTouch(.moved, at: CGPoint(x: 160, y: 380))
        XCTAssertEqual(collectionView.contentOffset.y, 100)
        XCTAssertTrue(animator.isRunning)

        // Each item lagged by min(Δ, Δ·(distance from the finger)/1500) (the finger at (160, 380) in the
        // content before the scroll), then springs back as the damped oscillator of 1 Hz and ratio 0.8.
        let lag = (0..<11).map { i in min(100, 100 * abs(380 - Double(flowCenter(i).y)) / 1500) }
        XCTAssertEqual(lag[0], 23.2, accuracy: 1e-9)
        var worst = 0.0
        var samples = 0
        frames(to: 4.5) { t in
            for i in 0..<11 {
                guard let cell = self.collectionView.cellForItem(at: IndexPath(item: i, section: 0)) else { continue }
                let expected = Double(self.flowCenter(i).y) + lag[i] * self.dampedOscillator(t - t0, frequency: 1, damping: 0.8)
                worst = max(worst, abs(Double(cell.center.y) - expected))
                XCTAssertEqual(Double(cell.center.x), 160, accuracy: 1e-3)
                samples += 1
            }
        }
        XCTAssertGreaterThan(samples, 1000)
        XCTAssertLessThan(worst, 0.15, "within 0.15 point of the closed form (items lag up to 23.2 points)")
        // Items that came into the rect got springs, items that left lost theirs.
        XCTAssertNotNil(animator.layoutAttributesForCell(at: IndexPath(item: 14, section: 0)))
        XCTAssertEqual(animator.behaviors.count, layout.visibleIndexPathsSet.count)
        _ = window.sendTouch(.ended, at: CGPoint(x: 160, y: 380))
    }

    /// Everything above from the same inputs, twice: the same bits.
    func testSpringyLayoutIsDeterministic() {
        func trace() -> [CGFloat] {
            setUp()
            let layout = SpringyFlowLayout()
            show(layout, items: 40)
            var out: [CGFloat] = []
            frames(to: 0.5)
            input(at: 0.5)
            _ = window.sendTouch(.began, at: CGPoint(x: 100, y: 400))
            for k in 1...12 {
                frames(to: 0.5 + Double(k) / 60)
                _ = window.sendTouch(.moved, at: CGPoint(x: 100, y: 400 - CGFloat(k * k)))
            }
            _ = window.sendTouch(.ended, at: CGPoint(x: 100, y: 256))
            frames(to: 3) { _ in
                for cell in self.collectionView.visibleCells { out.append(cell.center.y) }
            }
            return out
        }
        let a = trace(), b = trace()
        XCTAssertGreaterThan(a.count, 1000)
        XCTAssertEqual(a, b)
    }

    /// A layout that drops its header with gravity inside the reference bounds: it comes to rest on the
    /// content's bottom edge (the content is 202 points tall, the collection view 568).
    final class FallingHeaderLayout: UICollectionViewFlowLayout {
        lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
        override func prepare() {
            super.prepare()
            guard animator.behaviors.isEmpty,
                  let header = super.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                        at: IndexPath(item: 0, section: 0)) else { return }
            let gravity = UIGravityBehavior(items: [header])
            let collision = UICollisionBehavior(items: [header])
            // (The header spans the content's width: the side walls go 10 points outside it.)
            collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: -10, bottom: 0, right: -10))
            animator.addBehavior(gravity)
            animator.addBehavior(collision)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let items = (super.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .cell }
            return items + ((animator.items(in: rect) as? [UICollectionViewLayoutAttributes]) ?? [])
        }
        override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }
    }

    func testReferenceBoundsAreTheCollectionViewContent() {
        let layout = FallingHeaderLayout()
        layout.itemSize = CGSize(width: 300, height: 44)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        show(layout, items: 3)
        let height: CGFloat = 30 + 10 + 3 * 44 + 2 * 10 + 10   // header, inset, lines, spacing, inset
        XCTAssertEqual(collectionView.contentSize.height, height)
        let kind = UICollectionView.elementKindSectionHeader
        let header = layout.animator.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.representedElementKind, kind)
        XCTAssertNil(layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)), "the cell at the same index path is not an item")
        // Free fall from rest: ½·1000·t² points (Euler's lead of ½·g·h·t allowed) until it lands.
        frames(to: 0.3)
        let view = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(Double(view?.center.y ?? 0), 15 + 500 * 0.09, accuracy: 500 * 0.09 * 0.03)
        frames(to: 3)
        XCTAssertFalse(layout.animator.isRunning)
        XCTAssertEqual(Double(view?.frame.maxY ?? 0), 202, accuracy: 0.05, "rests on the content's bottom edge")
        XCTAssertEqual(Double(view?.frame.minX ?? -1), 0, accuracy: 1e-3)
        // The inspector's row for the attributes is the header view's layer; debug outlines go over the
        // collection view, in its content coordinates (Box2D's box: the frame inset by 0.75 point).
        let report = layout.animator.dynamicBodyReports()
        XCTAssertEqual(report.count, 1)
        XCTAssertTrue(report.first?.layer === view?.layer)
        XCTAssertEqual(report.first?.behaviors, ["UIGravityBehavior", "UICollisionBehavior"])
        layout.animator.setValue(true, forKey: "debugEnabled")
        guard let outline = collectionView.layer.sublayers?.last as? CAShapeLayer, let box = outline.path?.boundingBoxOfPath else {
            return XCTFail("no outline over the collection view")
        }
        XCTAssertEqual(Double(box.midY), Double(view?.center.y ?? 0), accuracy: 1e-3)
        XCTAssertEqual(Double(box.height), 30 - 1.5, accuracy: 1e-3)
    }

    func testTheAnimatorHoldsItsLayoutWeakly() {
        weak var gone: UICollectionViewLayout?
        var animator: UIDynamicAnimator?
        var item: UICollectionViewLayoutAttributes?
        do {
            let layout = UICollectionViewLayout()
            gone = layout
            animator = UIDynamicAnimator(collectionViewLayout: layout)
            item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            item?.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            animator?.addBehavior(UIGravityBehavior(items: [item!]))
        }
        XCTAssertNil(gone, "the animator does not keep the layout")
        run(to: 0.5)
        // Still an animator of its items (nothing to invalidate): they fall.
        XCTAssertEqual(Double(item?.center.y ?? 0), 25 + 500 * 0.25, accuracy: 500 * 0.25 * 0.02)
        XCTAssertTrue(animator?.isRunning ?? false)
    }
}
