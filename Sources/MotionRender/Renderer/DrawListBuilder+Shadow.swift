import Foundation
import MotionGeometry
import MotionAnimation
import MotionLayers

extension DrawListBuilder {
    /// The layer's shadow, drawn before everything the layer draws (Core Animation composites a layer's
    /// shadow beneath the layer), in the layer's transform so it turns and scales with the layer.
    /// `transform` maps the layer's local rect (0, 0, bounds.size) to the target.
    ///
    /// The casting shape, when `shadowPath` is nil: the layer's background (its rounded bounds) and the
    /// backgrounds of its visible, unrotated direct sublayers (so a clear container with a card inside
    /// casts the card's shadow); a shape layer without a background casts its filled and stroked path;
    /// otherwise the alpha of the layer's own drawing (contents, gradient, border). Core Animation uses the
    /// alpha of everything the layer composites; deeper sublayers are not included here.
    mutating func drawShadow(_ node: Node, props p: LayerProperties, transform: CATransform3D, opacity: CGFloat) {
        let shadow = p.shadow
        guard shadow.isVisible, let color = shadow.color, let caster = shadowCaster(node, props: p, shadow: shadow) else { return }
        let scale = contentCache.rasterScale(for: transform, screenScale: screenScale)
        let sigma = shadow.radius.isFinite ? max(shadow.radius, 0) : 0
        guard let raster = contentCache.shadow(.init(caster: caster, sigma: sigma, color: color, scale: scale)) else { return }
        let dx = raster.origin.x - p.bounds.origin.x + shadow.offset.width
        let dy = raster.origin.y - p.bounds.origin.y + shadow.offset.height
        guard dx.isFinite, dy.isFinite else { return }
        commands.append(.image(raster.image, size: raster.size,
                               transform: CATransform3DConcat(CATransform3DMakeTranslation(dx, dy, 0), transform),
                               opacity: opacity * CGFloat(min(max(shadow.opacity, 0), 1)), cornerRadius: 0))
    }

    /// What casts the shadow: `shadowShape`, else the alpha of what the layer itself draws (its `contents`
    /// image — a label's text, an image view's picture —, gradient and border), as Core Animation casts it.
    func shadowCaster(_ node: Node, props p: LayerProperties, shadow: LayerShadow) -> LayerContentCache.ShadowCaster? {
        if let shape = shadowShape(node, props: p, shadow: shadow) { return .shape(shape) }
        guard var m = Self.withLayer(node, tree, { maskSource($0, p) }) else { return nil }
        m.opacity = 1   // the layer's opacity multiplies the shadow when it is drawn
        return .alpha(m)
    }

    /// What casts the shadow, as a shape whose fill and stroke alphas are the casting alpha (colours do
    /// not matter: the shadow has its own). Nil when nothing casts one.
    func shadowShape(_ node: Node, props p: LayerProperties, shadow: LayerShadow) -> ShapeContent? {
        if let path = shadow.path {
            var s = ShapeContent()
            s.path = path
            s.fillColor = .white
            return s
        }
        let ownBackground = p.backgroundColor.map { $0.alpha > 0 } ?? false
        if case .shape(let s)? = p.content, !ownBackground {
            var cast = s
            cast.fillColor = s.fillColor.map { CGColor(red: 1, green: 1, blue: 1, alpha: $0.alpha) }
            cast.strokeColor = s.strokeColor.map { CGColor(red: 1, green: 1, blue: 1, alpha: $0.alpha) }
            return cast
        }
        let path = CGMutablePath()
        var alpha: CGFloat = 0
        if ownBackground, let bg = p.backgroundColor {
            path.addPath(p.hasPartlyRoundedCorners
                ? CGPath.roundedRect(p.bounds, radius: p.cornerRadius, corners: p.maskedCornerBits)
                : Self.roundedRect(p.bounds, radius: p.cornerRadius))
            alpha = bg.alpha
        }
        let c = children(of: node)
        for k in 0..<c.count {
            withChild(c, k) { child, cp in
                let q = cp.pointee
                guard !q.isHidden, q.opacity > 0, q.transform.isAxisAligned, q.transform.m11 > 0, q.transform.m22 > 0 else { return }
                // A sublayer's background, or a clipping sublayer an opaque one fills (an opaque cover).
                let coverAlpha: CGFloat
                if let bg = q.backgroundColor, bg.alpha > 0 {
                    coverAlpha = bg.alpha * CGFloat(q.opacity)
                } else if isOpaqueCover(child, props: cp) {
                    coverAlpha = 1
                } else {
                    return
                }
                let frame = q.frame
                guard frame.width > 0, frame.height > 0 else { return }
                // A sublayer's frame is in this layer's bounds coordinates; its corners scale with it.
                let radius = q.cornerRadius * min(q.transform.m11, q.transform.m22)
                path.addPath(Self.roundedRect(frame, radius: radius))
                alpha = max(alpha, coverAlpha)
            }
        }
        guard !path.isEmpty, alpha > 0 else { return nil }
        var s = ShapeContent()
        s.path = path
        s.fillColor = CGColor(red: 1, green: 1, blue: 1, alpha: min(alpha, 1))
        return s
    }

    /// A rounded rectangle with the corner radius clamped to half the shorter side, as the fill draws it.
    static func roundedRect(_ r: CGRect, radius: CGFloat) -> CGPath {
        let k = min(max(radius.isFinite ? radius : 0, 0), min(r.width, r.height) / 2)
        return k > 0 ? CGPath(roundedRect: r, cornerWidth: k, cornerHeight: k, transform: nil) : CGPath(rect: r)
    }
}
