import Foundation
import MotionGeometry
import MotionAnimation
import MotionLayers

/// Culling what a clip hides: a layer whose every pixel — its own drawing and all its sublayers' — falls
/// outside the clip it is drawn under is not drawn at all (no commands, no rasterised shapes). A list of a
/// thousand rows inside a scroll view then costs the rows on screen, not all of them, each frame.
///
/// The test is conservative: it may keep a layer that draws nothing visible, never drop one that does.
/// Anything whose extent it cannot bound cheaply counts as visible: a perspective transform, a transition
/// (its old snapshot may have other sublayers), an emitter's particles, a replicator's copies, a text
/// layer's string (it may run past the bounds). A mask only takes away, so a masked layer counts by what
/// it draws unmasked. A shape counts by its path's control-point box widened
/// by the stroke's miter reach; contents by where their gravity puts them; a shadow or blur by three
/// sigmas and its offset.
extension DrawListBuilder {
    /// The part of the target a clip lets through — what sublayers drawn now can show in, in the
    /// target's coordinates (points) — or nil when nothing clips (no culling).
    static func clipRect(size: CGSize, transform m: CATransform3D) -> CGRect? {
        guard m.isAffine else { return nil }
        return affineBox(CGRect(origin: .zero, size: size), m)
    }

    /// The axis-aligned box of `r` under the affine part of `m` (the caller knows `m` is affine); nil
    /// when not finite.
    @inline(__always)
    static func affineBox(_ r: CGRect, _ m: CATransform3D) -> CGRect? {
        let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        let ax0 = m.m11 * x0, ax1 = m.m11 * x1, bx0 = m.m12 * x0, bx1 = m.m12 * x1
        let cy0 = m.m21 * y0, cy1 = m.m21 * y1, dy0 = m.m22 * y0, dy1 = m.m22 * y1
        let minX = min(ax0, ax1) + min(cy0, cy1) + m.m41, maxX = max(ax0, ax1) + max(cy0, cy1) + m.m41
        let minY = min(bx0, bx1) + min(dy0, dy1) + m.m42, maxY = max(bx0, bx1) + max(dy0, dy1) + m.m42
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether flat layer `i` (values `p`, bounds coordinates → target by `toTarget`) or any of its
    /// sublayers may draw inside `cull` (target coordinates). A hidden or transparent layer draws nothing,
    /// sublayers included, as `visitLayer` decides; a layer that masks to its bounds keeps its sublayers
    /// inside them (and inside its own box), so they are not walked.
    func mayDraw(_ i: Int, props p: UnsafePointer<LayerProperties>, toTarget: CATransform3D, inside cull: CGRect, depth: Int = 0) -> Bool {
        let v = p.pointee
        if v.isHidden || Self.drawnOpacity(v.opacity) <= 0.001 { return false }
        guard toTarget.isAffine, depth < 64 else { return true }
        guard let local = ownExtent(i, v) else { return true }
        // A margin of a point for antialiased edges and rounding in the rasterisers.
        if let box = Self.affineBox(local, toTarget), box.insetBy(dx: -1, dy: -1).intersects(cull) { return true }
        if v.masksToBounds { return false }
        let start = Int(tree.childStart[i]), n = Int(tree.childCount[i])
        for c in start..<(start + n) {
            let cp = evaluated + c
            let childToTarget = CATransform3DConcat(LayerGeometry.transformToSuperlayer(cp, superlayer: p), toTarget)
            if mayDraw(c, props: cp, toTarget: childToTarget, inside: cull, depth: depth + 1) { return true }
        }
        return false
    }

    /// `mayDraw` for a leaf that draws only its background and border (`LeafRedraw`): the same test.
    @inline(__always)
    static func leafMayDraw(bounds: CGRect, toTarget: CATransform3D, inside cull: CGRect) -> Bool {
        guard toTarget.isAffine, let box = affineBox(bounds, toTarget) else { return true }
        return box.insetBy(dx: -1, dy: -1).intersects(cull)
    }

    /// What layer `i` draws itself (not its sublayers), as a box in its bounds coordinates; nil when it
    /// cannot be bounded (then it counts as visible).
    func ownExtent(_ i: Int, _ v: LayerProperties) -> CGRect? {
        var box = v.bounds
        switch v.content {
        case .shape(let s)?:
            if let path = s.path, !v.masksToBounds {
                var reach: CGFloat = 0
                if s.strokeColor != nil, s.lineWidth > 0 { reach = s.lineWidth / 2 * max(s.miterLimit, 1.5) }
                let b = path.boundingBox
                if !b.isNull {
                    guard b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite, reach.isFinite else { return nil }
                    box = box.union(b.insetBy(dx: -reach, dy: -reach))
                }
            }
        case .emitter?, .replicator?, .text?:
            return nil
        case .gradient?, nil:
            break
        }
        if tree.layers[i]._withUnsafeGuaranteedRef({ $0.hasTransitions }) { return nil }
        if let image = v.contents, !v.masksToBounds {
            let placement = tree.layers[i]._withUnsafeGuaranteedRef { ($0.contentsGravity, $0.contentsScale) }
            guard let r = Self.contentsRect(image, gravity: placement.0, contentsScale: placement.1,
                                            bounds: v.bounds.size) else { return nil }
            box = box.union(r.offsetBy(dx: v.bounds.minX, dy: v.bounds.minY))
        }
        if v.shadowBox != nil {
            let shadow = v.shadow
            var reach = 3 * max(shadow.blurRadius, 0)
            if !v.masksToBounds, shadow.isVisible {
                reach = max(reach, 3 * max(shadow.radius, 0) + abs(shadow.offset.width) + abs(shadow.offset.height))
                if let path = shadow.path {
                    let b = path.boundingBox
                    if !b.isNull { box = box.union(b) }
                }
            }
            guard reach.isFinite else { return nil }
            box = box.insetBy(dx: -reach, dy: -reach)
        }
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return nil }
        return box
    }
}
