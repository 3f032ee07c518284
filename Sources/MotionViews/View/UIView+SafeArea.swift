import Foundation

/// UIKit's safe area. The preview's screen has no status bar, notch or home indicator, so the window's
/// own insets are zero — what UIKit reports on a device without them — and what remains is a view
/// controller's `additionalSafeAreaInsets`, passed down the tree as UIKit does: a view's insets are
/// how far its superview's unsafe margins reach into it.
extension UIView {
    /// The distances from each edge inside which content is unobscured, in this view's points.
    /// Views are taken at their model frames (transforms ignored, as Auto Layout ignores them).
    public var safeAreaInsets: UIEdgeInsets {
        var own = UIEdgeInsets.zero
        if let controller = viewControllerStorage { own = controller.additionalSafeAreaInsets }
        guard let parent = superview else { return own.clampedToZero }
        let p = parent.safeAreaInsets
        guard p != .zero else { return own.clampedToZero }
        // The superview's safe rect, in the superview's bounds coordinates, against this view's frame.
        let b = parent.bounds, f = frame
        let safe = CGRect(x: b.minX + p.left, y: b.minY + p.top,
                          width: b.width - p.left - p.right, height: b.height - p.top - p.bottom)
        let inherited = UIEdgeInsets(top: max(0, min(safe.minY - f.minY, f.height)),
                                     left: max(0, min(safe.minX - f.minX, f.width)),
                                     bottom: max(0, min(f.maxY - safe.maxY, f.height)),
                                     right: max(0, min(f.maxX - safe.maxX, f.width)))
        return UIEdgeInsets(top: inherited.top + own.top, left: inherited.left + own.left,
                            bottom: inherited.bottom + own.bottom, right: inherited.right + own.right).clampedToZero
    }
}

extension UIEdgeInsets {
    /// Negative and non-finite insets as zero.
    var clampedToZero: UIEdgeInsets {
        func z(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        return UIEdgeInsets(top: z(top), left: z(left), bottom: z(bottom), right: z(right))
    }
}
