import XCTest
@testable import MotionViews

/// `installsStandardGestureForInteractiveMovement` (true by default, as in UIKit): a long press lifts an
/// item the data source can move, it follows the finger, and release calls `moveItemAt`.
final class CollectionMovementGestureTests: XCTestCase {
    final class Grid: UICollectionViewController {
        var numbers = Array(1...6)
        var moves: [(Int, Int)] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt s: IndexPath, to d: IndexPath) {
            moves.append((s.item, d.item))
            numbers.insert(numbers.remove(at: s.item), at: d.item)
        }
    }

    func testALongPressDragsAnItemToANewPlace() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let grid = Grid(collectionViewLayout: layout)
        XCTAssertTrue(grid.installsStandardGestureForInteractiveMovement, "UIKit's default")
        let w = showInWindow(grid, log: LifecycleLog())
        w.layoutIfNeeded()
        let cv = try XCTUnwrap(grid.collectionView)
        let first = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        let third = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 2, section: 0))).frame
        let a = cv.convert(CGPoint(x: first.midX, y: first.midY), to: nil)
        let b = cv.convert(CGPoint(x: third.midX, y: third.midY), to: nil)
        w.sendTouch(.began, at: a)
        Clock.advance(by: 0.6)
        move(w, from: a, to: b, duration: 0.3)
        Clock.advance(by: 0.1)
        w.sendTouch(.ended, at: b)
        Clock.run(from: CACurrentMediaTime(), to: CACurrentMediaTime() + 0.5)
        XCTAssertEqual(grid.moves.count, 1)
        XCTAssertEqual(grid.moves.first?.0, 0)
        XCTAssertEqual(grid.moves.first?.1, 2)
        XCTAssertEqual(grid.numbers, [2, 3, 1, 4, 5, 6])
        XCTAssertEqual(cv.indexPathsForSelectedItems ?? [], [], "the press selected nothing")
    }
}
