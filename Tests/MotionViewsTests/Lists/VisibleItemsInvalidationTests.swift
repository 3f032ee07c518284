import XCTest
@testable import MotionViews

/// `NSCollectionLayoutSection.visibleItemsInvalidationHandler` (Apple: called before each layout of
/// the section with its visible items, the scroll offset and the environment): the scaling-carousel
/// idiom, checked against the distance it computes itself.
final class VisibleItemsInvalidationTests: XCTestCase {
    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func testCarouselHandlerSeesVisibleItemsAndSidewaysOffset() {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        var calls: [(count: Int, offset: CGPoint, width: CGFloat)] = []
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(200), heightDimension: .absolute(150)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            section.visibleItemsInvalidationHandler = { items, offset, env in
                calls.append((items.count, offset, env.container.contentSize.width))
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - env.container.contentSize.width / 2)
                    let scale = max(0.8, 1 - distance / env.container.contentSize.width * 0.4)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            return section
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = Source()
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        cv.dataSource = source
        window.addSubview(cv)
        window.layoutIfNeeded()
        XCTAssertFalse(calls.isEmpty, "called on the first layout")
        XCTAssertEqual(calls.last?.count, 2, "items 0 (0…200) and 1 (210…410) meet the 320-point width")
        XCTAssertEqual(calls.last?.offset, .zero)
        XCTAssertEqual(calls.last?.width, 320)
        func scale(_ i: Int) -> CGFloat? { cv.cellForItem(at: IndexPath(item: i, section: 0))?.transform.a }
        // Item 0's centre is 60 points from the middle: 1 - 60/320*0.4.
        XCTAssertEqual(scale(0) ?? 0, 1 - 60.0 / 320 * 0.4, accuracy: 1e-9)
        // Scroll the section sideways by 150 points: the handler runs with the new offset, and the
        // frames it sees stay in the section's own coordinates.
        layout.orthogonalOffsets[0] = 150
        cv.setNeedsLayout()
        let before = calls.count
        window.layoutIfNeeded()
        XCTAssertGreaterThan(calls.count, before)
        XCTAssertEqual(calls.last?.offset, CGPoint(x: 150, y: 0))
        // Item 1's centre (310) is now at 160 on screen: the middle, full size.
        XCTAssertEqual(scale(1) ?? 0, 1, accuracy: 1e-9)
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.center.x ?? 0, 160, accuracy: 1e-9,
                       "the handler's frames are shifted back to the screen")
    }
}
