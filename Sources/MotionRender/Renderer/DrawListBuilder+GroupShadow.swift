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
                let opaque = (s.backgroundColor?.alpha ?? 0) >= 0.999 && s.opacity >= 0.999
                let leafOrClipping = s.masksToBounds || children(of: child).count == 0
                if !(opaque && leafOrClipping && s.transform.isAxisAligned && s.transform.m11 > 0 && s.transform.m22 > 0) {
                    allOpaqueCards = false
                }
            }
        }
        if visible == 0 { return false }
        if ownBackground >= 0.999 && insideBounds { return false }
        if ownBackground <= 0 && allOpaqueCards { return false }
        return true
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
