import Foundation

/// The standard gesture for interactive movement (`installsStandardGestureForInteractiveMovement`,
/// true by default as in UIKit): a long press (0.5 s) on an item the data source can move
/// (`canMoveItemAt`) begins the movement; the item follows the finger (`updateInteractiveMovementTargetPosition`)
/// and lifting ends it (`endInteractiveMovement`, which calls `moveItemAt`); a cancelled press puts it
/// back. A press on an item that cannot move is an ordinary touch (the recognizer does not begin).
extension UICollectionViewController {
    func updateMovementGesture() {
        guard let cv = viewIfLoaded as? UICollectionView else { return }
        if installsStandardGestureForInteractiveMovement, movementGesture == nil {
            let g = InteractiveMovementGesture(collectionView: cv)
            cv.addGestureRecognizer(g)
            movementGesture = g
        } else if !installsStandardGestureForInteractiveMovement, let g = movementGesture {
            cv.removeGestureRecognizer(g)
            movementGesture = nil
        }
    }
}

final class InteractiveMovementGesture: UILongPressGestureRecognizer, UIGestureRecognizerDelegate {
    private weak var collectionView: UICollectionView?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(target: nil, action: nil)
        minimumPressDuration = 0.5
        delegate = self
        addTarget(self, action: InteractiveMovementGesture.moved)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let cv = collectionView, let ip = cv.indexPathForItem(at: location(in: cv)) else { return false }
        return cv.dataSource?.collectionView(cv, canMoveItemAt: ip) ?? false
    }

    private func moved() {
        guard let cv = collectionView else { return }
        let p = location(in: cv)
        switch state {
        case .began:
            guard let ip = cv.indexPathForItem(at: p) else { return }
            cv.beginInteractiveMovementForItem(at: ip)
        case .changed:
            cv.updateInteractiveMovementTargetPosition(p)
        case .ended:
            cv.updateInteractiveMovementTargetPosition(p)
            cv.endInteractiveMovement()
        case .cancelled, .failed:
            cv.cancelInteractiveMovement()
        default:
            break
        }
    }
}
