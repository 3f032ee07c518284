import Foundation

/// UIKit's hit-testing rules, evaluated on what is on screen (presentation values), so a view that is
/// moving is hit where it is drawn:
/// - a hidden view, one with alpha below 0.01, one with `isUserInteractionEnabled == false`, and one
///   running UIView animations started without `.allowUserInteraction` are skipped with their subtrees;
/// - a point outside `point(inside:with:)` is not searched further (so, as in UIKit, parts of subviews
///   outside their superview's bounds do not receive touches); `clipsToBounds` additionally limits
///   children to the bounds when a subclass widens `point(inside:with:)`;
/// - subviews are tried front-most first: higher zPosition, then later in `subviews`;
/// - each subview gets the point mapped through its full transform (scale, rotation, translation,
///   perspective), so a point maps to the spot of the view that is drawn under it.
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsTouches else { return nil }
        let inside = self.point(inside: point, with: event)
        guard inside || searchesSubviewsOutsideBounds else { return nil }
        let own = layer.presentationProperties()
        if clipsToBounds && !own.bounds.contains(point) { return inside ? self : nil }
        for (subview, props) in subviewsFrontToBack() {
            let m = LayerGeometry.transformToSuperlayer(props, superlayer: own)
            guard let local = LayerGeometry.unproject(point, through: m) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return inside ? self : nil
    }

    /// Whether hit-testing may consider this view at all (UIKit's hidden / alpha / interaction checks).
    var acceptsTouches: Bool {
        isUserInteractionEnabled && !isHidden && layer.opacity >= 0.01 && interactionBlockingAnimations == 0
    }

    /// Subviews with their presentation values, front-most first.
    private func subviewsFrontToBack() -> [(UIView, LayerProperties)] {
        let list = subviewStorage.enumerated().map { ($0.offset, $0.element, $0.element.layer.presentationProperties()) }
        return list.sorted {
            $0.2.zPosition != $1.2.zPosition ? $0.2.zPosition > $1.2.zPosition : $0.0 > $1.0
        }.map { ($0.1, $0.2) }
    }
}
