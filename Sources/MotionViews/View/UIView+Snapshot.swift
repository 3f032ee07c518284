import Foundation

/// UIKit's snapshots: a new view the size of this one that shows what it shows now — a frozen copy of
/// its layer tree at the values on screen (`presentation()`), without the view's own transform, position
/// or alpha. The copy is real layers, so it draws exactly as the original did and can be animated
/// (the classic: snapshot a view, animate the snapshot while the real view changes behind it).
extension UIView {
    /// `afterScreenUpdates` has nothing to wait for here: changes are on screen at the next frame and
    /// the copy takes the values shown now either way.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let copy = layer.presentation() else { return nil }
        let size = bounds.size
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.isUserInteractionEnabled = false
        CATransaction.performWithoutAnimation {
            copy.transform = CATransform3DIdentity
            copy.opacity = 1
            copy.isHidden = false
            copy.position = CGPoint(x: copy.anchorPoint.x * size.width, y: copy.anchorPoint.y * size.height)
        }
        snapshot.layer.addSublayer(copy)
        return snapshot
    }
}
