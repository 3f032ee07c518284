import Foundation
import MotionGeometry
import MotionAnimation
import MotionLayers

extension DrawListBuilder {
    /// Whether the layer's shadow is cast by all it composites, drawn through an offscreen group
    /// (`drawShadowCastByGroup`), rather than by a shape or its own drawing (`drawShadow`). Core Animation
    /// casts a layer's shadow, when it has no `shadowPath`, from the alpha of the layer and its sublayers
    /// composited. A shape gives that alpha exactly, and is cheaper (its raster is cached), when:
    /// - the layer has no visible sublayer (its own drawing casts it);
    /// - its own background is opaque and every visible sublayer lies within its bounds (the rounded
    ///   bounds cast it);
    /// - every visible sublayer is an opaque, unrotated background that clips or has no sublayers of its
    ///   own, over a clear layer (their rounded rects cast it: a clear container of cards).
    /// Otherwise — a clear container of a picture and a label, a SwiftUI stack — the group casts it.
    func castsShadowAsGroup(_ node: Node, props p: UnsafePointer<LayerProperties>) -> Bool {
        let q = p.pointee
        guard q.shadowBox != nil, !q.masksToBounds, q.shadow.isVisible, q.shadow.path == nil else { return false }
        if case .shape? = q.content { return false }
        let c = children(of: node)
        guard c.count > 0 else { return false }
        let ownBackground = q.backgroundColor?.alpha ?? 0
        let bounds = q.bounds.insetBy(dx: -0.5, dy: -0.5)
        var visible = 0, insideBounds = true, allOpaqueCards = true
        for k in 0..<c.count {
            withChild(c, k) { child, cp in
                let s = cp.pointee
                guard !s.isHidden, s.opacity > 0.001 else { return }
                visible += 1
                let local = LayerGeometry.transformToSuperlayer(cp, superlayer: p)
                let box = boundingBox(s.bounds, local)
                if !bounds.contains(box) { insideBounds = false }
                if !(s.transform.isAxisAligned && s.transform.m11 > 0 && s.transform.m22 > 0 && isOpaqueCover(child, props: cp)) {
                    allOpaqueCards = false
                }
            }
        }
        if visible == 0 { return false }
        if ownBackground >= 0.999 && insideBounds { return false }
        if ownBackground <= 0 && allOpaqueCards { return false }
        return true
    }

    /// Whether everything `node` composites is exactly its rounded bounds, opaque — so its rounded rect casts
    /// its shadow as the group would: an opaque background holding its sublayers within it (or clipping
    /// them), or a layer clipping to its bounds that a sublayer of that kind fills (SwiftUI's
    /// `.background(Color.white).cornerRadius(12)` card; UIKit's clipped container of a full-size view).
    func isOpaqueCover(_ node: Node, props p: UnsafePointer<LayerProperties>, depth: Int = 0) -> Bool {
        let q = p.pointee
        guard depth < 8, !q.isHidden, q.opacity >= 0.999, !q.hasPartlyRoundedCorners,
              q.bounds.width > 0, q.bounds.height > 0, q.contents == nil else { return false }
        let c = children(of: node)
        // Everything the sublayers draw lies within the bounds (or is clipped to them).
        let bounds = q.bounds.insetBy(dx: -0.5, dy: -0.5)
        var inside = true
        if !q.masksToBounds {
            for k in 0..<c.count {
                withChild(c, k) { _, cp in
                    guard inside, !cp.pointee.isHidden, cp.pointee.opacity > 0.001 else { return }
                    if !bounds.contains(boundingBox(cp.pointee.bounds, LayerGeometry.transformToSuperlayer(cp, superlayer: p))) {
                        inside = false
                    }
                }
            }
        }
        guard inside else { return false }
        if Self.fillsItsBoundsOpaquely(q) { return true }
        // Else a sublayer that is such a cover fills the bounds (its corners within any rounding here).
        let need = q.bounds.insetBy(dx: 0.5, dy: 0.5)
        var filled = false
        for k in 0..<c.count {
            withChild(c, k) { child, cp in
                let s = cp.pointee
                guard !filled, !s.isHidden, s.transform.isAxisAligned, s.transform.m11 > 0, s.transform.m22 > 0,
                      s.cornerRadius <= q.cornerRadius + 0.5 else { return }
                let box = boundingBox(s.bounds, LayerGeometry.transformToSuperlayer(cp, superlayer: p))
                if box.contains(need), isOpaqueCover(child, props: cp, depth: depth + 1) { filled = true }
            }
        }
        return filled
    }

    /// Whether the layer's own drawing fills its (rounded) bounds opaquely: an opaque background, or a
    /// shape layer filling a rectangle around its bounds opaquely (SwiftUI's `Color` and `Rectangle`)
    /// without a stroke.
    static func fillsItsBoundsOpaquely(_ q: LayerProperties) -> Bool {
        if let bg = q.backgroundColor, bg.alpha >= 0.999 { return true }
        guard case .shape(let s)? = q.content, let path = s.path, let fill = s.fillColor, fill.alpha >= 0.999,
              s.strokeColor == nil || (s.strokeColor?.alpha ?? 0) <= 0 || s.lineWidth <= 0,
              let rect = Self.rectangle(path) else { return false }
        return rect.insetBy(dx: -0.5, dy: -0.5).contains(q.bounds)
    }

    /// The axis-aligned rectangle `path` is (one closed subpath through its four corners), else nil.
    static func rectangle(_ path: CGPath) -> CGRect? {
        var points: [CGPoint] = []
        for (i, e) in path.elements.enumerated() {
            switch e {
            case .moveToPoint(let p): guard i == 0 else { return nil }; points.append(p)
            case .addLineToPoint(let p): points.append(p)
            case .closeSubpath: guard i == path.elements.count - 1 else { return nil }
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
              x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return nil }
        // Every corner of the box, each once: consecutive points differ along one axis only.
        for k in 0..<4 {
            let a = points[k], b = points[(k + 1) % 4]
            guard (a.x == x0 || a.x == x1), (a.y == y0 || a.y == y1), (a.x == b.x) != (a.y == b.y) else { return nil }
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The layer drawn into an offscreen group over everything it composites, grown by the shadow's offset
    /// and the blur's reach (3σ), cut to what the target shows grown by the same; the group's alpha then
    /// casts the shadow beneath it (`DrawCommand.shadow`), and the group is drawn. The layer's opacity is in
    /// the group's pixels, so it dims the shadow too, as on iOS.
    mutating func drawShadowCastByGroup(_ node: Node, props pp: UnsafePointer<LayerProperties>,
                                        toTarget: CATransform3D, toWindow: CATransform3D, origin: CATransform3D, opacity: CGFloat) {
        let shadow = pp.pointee.shadow
        guard let color = shadow.color else { return }
        // σ capped at 85 points (3σ = 255): the group is the content grown by 3σ, and a larger blur leaves the
        // shadow below an 8-bit step over any screen-sized content anyway.
        let sigma = shadow.radius.isFinite ? min(max(shadow.radius, 0), Self.maxGroupShadowSigma) : 0
        let offset = CGSize(width: shadow.offset.width.isFinite ? shadow.offset.width : 0,
                            height: shadow.offset.height.isFinite ? shadow.offset.height : 0)
        let reach = (CGFloat(3) * sigma).rounded(.up) + 1
        let extent = subtreeExtent(node, props: pp, depth: 0)
        var box = extent.union(extent.offsetBy(dx: offset.width, dy: offset.height)).insetBy(dx: -reach, dy: -reach)
        if let visible = visibleRect(through: toTarget) { box = box.intersection(visible.insetBy(dx: -reach, dy: -reach)) }
        guard !box.isNull, box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite,
              box.width.isFinite, box.height.isFinite else { return }
        // Whole points, so a still layer's group keeps its size from frame to frame.
        box = CGRect(x: box.minX.rounded(.down), y: box.minY.rounded(.down),
                     width: box.width.rounded(.up), height: box.height.rounded(.up))
        let shadowOpacity = CGFloat(min(max(shadow.opacity, 0), 1))
        drawInGroup(node, props: pp, box: box, toTarget: toTarget, toWindow: toWindow, origin: origin, opacity: opacity,
                    marking: \.drawingShadowedContent) { _ in
            .shadow(sigma: sigma, offset: offset, color: color, opacity: shadowOpacity)
        }
    }

    /// The largest blur a group-cast shadow is drawn with, points.
    static let maxGroupShadowSigma: CGFloat = 85

    /// The box, in the layer's bounds coordinates, of everything the layer and its visible sublayers draw
    /// (their bounds; a layer that masks to its bounds clips its sublayers to them). Deep trees are cut at
    /// 32 levels.
    func subtreeExtent(_ node: Node, props p: UnsafePointer<LayerProperties>, depth: Int) -> CGRect {
        var extent = p.pointee.bounds
        guard depth < 32, !p.pointee.masksToBounds else { return extent }
        let c = children(of: node)
        for k in 0..<c.count {
            withChild(c, k) { child, cp in
                guard !cp.pointee.isHidden, cp.pointee.opacity > 0.001 else { return }
                let inner = subtreeExtent(child, props: cp, depth: depth + 1)
                let box = boundingBox(inner, LayerGeometry.transformToSuperlayer(cp, superlayer: p))
                if box.width > 0 || box.height > 0 { extent = extent.union(box) }
            }
        }
        return extent
    }
}
