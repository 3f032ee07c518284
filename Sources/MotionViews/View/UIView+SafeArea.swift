import Foundation

/// UIKit's safe area. A window's own insets are the device's (its status bar, notch or Dynamic Island
/// and home indicator: `UIWindow.deviceSafeAreaInsets`, see `DeviceChrome`); a view's insets are how
/// far its superview's unsafe margins reach into it, plus its view controller's
/// `additionalSafeAreaInsets`. A container controller's bars (navigation bar, toolbar, tab bar) are
/// unsafe margins of its view for its children's views, so a pushed controller's content pinned to
/// `safeAreaLayoutGuide` starts below the navigation bar, as on iOS.
extension UIView {
    /// The distances from each edge inside which content is unobscured, in this view's points.
    /// Views are taken at their model frames (transforms ignored, as Auto Layout ignores them).
    public var safeAreaInsets: UIEdgeInsets {
        var own = UIEdgeInsets.zero
        let controller = mayHaveViewController ? viewControllerStorage : nil
        if let controller { own = controller.additionalSafeAreaInsets }
        guard let parent = superview else {
            if let window = self as? UIWindow { own = own.adding(window.deviceSafeAreaInsets) }
            return own.clampedToZero
        }
        var p = parent.safeAreaInsets
        if let controller, let container = controller.parentStorage, container.viewStorage === parent {
            let bars = container.barInsets(forChild: controller)
            p = UIEdgeInsets(top: max(p.top, bars.top), left: max(p.left, bars.left),
                             bottom: max(p.bottom, bars.bottom), right: max(p.right, bars.right))
        }
        guard p != .zero else { return own.clampedToZero }
        // The superview's safe rect, in the superview's bounds coordinates, against this view's frame.
        let b = parent.bounds, f = frame
        let safe = CGRect(x: b.minX + p.left, y: b.minY + p.top,
                          width: b.width - p.left - p.right, height: b.height - p.top - p.bottom)
        let inherited = UIEdgeInsets(top: max(0, min(safe.minY - f.minY, f.height)),
                                     left: max(0, min(safe.minX - f.minX, f.width)),
                                     bottom: max(0, min(f.maxY - safe.maxY, f.height)),
                                     right: max(0, min(f.maxX - safe.maxX, f.width)))
        return inherited.adding(own).clampedToZero
    }

    /// Tells this view and its subviews that their safe area may have changed, and lays them out again
    /// (and the Auto Layout engine that their guides moved).
    func safeAreaMayHaveChanged() {
        notifySafeAreaChange(self)
        rootView.autoLayoutState?.engine?.guidesChanged()
    }

    private func notifySafeAreaChange(_ v: UIView) {
        v.safeAreaInsetsDidChange()
        if v.mayHaveViewController, let c = v.viewControllerStorage { c.viewSafeAreaInsetsDidChange() }
        v.setNeedsLayout()
        for s in v.subviews { notifySafeAreaChange(s) }
    }
}

extension UIEdgeInsets {
    /// Negative and non-finite insets as zero.
    var clampedToZero: UIEdgeInsets {
        func z(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        return UIEdgeInsets(top: z(top), left: z(left), bottom: z(bottom), right: z(right))
    }

    /// The sum, edge by edge.
    func adding(_ o: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + o.top, left: left + o.left, bottom: bottom + o.bottom, right: right + o.right)
    }
}
