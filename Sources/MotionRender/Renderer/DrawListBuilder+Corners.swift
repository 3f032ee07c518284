import Foundation
import MotionGeometry
import MotionAnimation
import MotionLayers

extension LayerProperties {
    /// Whether `maskedCorners` leaves some corner square while `cornerRadius` rounds the others.
    var hasPartlyRoundedCorners: Bool { maskedCornerBits & 0b1111 != 0b1111 && cornerRadius > 0 && cornerRadius.isFinite }
}

extension DrawListBuilder {
    /// A background (`fill`) or border (`stroke`, `borderWidth` wide inside the edge) with only the
    /// `maskedCorners` rounded: the outline rasterised as a shape (the fill and border commands round all
    /// four corners or none). `transform` maps the layer's local rect (0, 0, bounds.size) to the target.
    mutating func drawPartlyRounded(props p: LayerProperties, fill: CGColor?, stroke: CGColor?, transform: CATransform3D, opacity: CGFloat) {
        let local = CGRect(origin: .zero, size: p.bounds.size)
        var shape = ShapeContent()
        shape.fillColor = fill
        if let stroke {
            let w = min(p.borderWidth, min(local.width, local.height) / 2)
            guard w > 0 else { return }
            // The stroke is centred on a path inset by half the width: it lies inside the bounds.
            shape.path = CGPath.roundedRect(local.insetBy(dx: w / 2, dy: w / 2), radius: max(0, p.cornerRadius - w / 2),
                                            corners: p.maskedCornerBits)
            shape.strokeColor = stroke
            shape.lineWidth = w
        } else {
            shape.path = CGPath.roundedRect(local, radius: p.cornerRadius, corners: p.maskedCornerBits)
        }
        let scale = contentCache.rasterScale(for: transform, screenScale: screenScale)
        guard let raster = contentCache.shape(.init(shape: shape, scale: scale, tint: tint, region: nil)) else { return }
        let offset = CATransform3DMakeTranslation(raster.origin.x, raster.origin.y, 0)
        commands.append(.image(raster.image, size: raster.size, transform: CATransform3DConcat(offset, transform),
                               opacity: opacity, cornerRadius: 0))
    }
}

extension DrawListBuilder {
    /// The coverage of a layer's rounded bounds (`cornerRadius`, only the `maskedCorners`), rasterised
    /// for drawing through `transform`: what a layer that masks to its bounds clips its sublayers to.
    /// Cached with the masks; nil when there is nothing to draw.
    func roundedClipMask(_ p: LayerProperties, transform: CATransform3D) -> ShapeRaster? {
        guard p.cornerRadius.isFinite, p.bounds.width > 0, p.bounds.height > 0 else { return nil }
        var m = MaskSource(bounds: p.bounds)
        if p.hasPartlyRoundedCorners {
            var shape = ShapeContent()
            shape.path = CGPath.roundedRect(p.bounds, radius: p.cornerRadius, corners: p.maskedCornerBits)
            shape.fillColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            m.shape = shape
        } else {
            m.cornerRadius = p.cornerRadius
            m.backgroundAlpha = 1
        }
        let screen = contentCache.rasterScale(for: transform, screenScale: screenScale)
        return contentCache.masks.raster(.init(source: m, scale: MaskRasterizer.fittingScale(m, scale: screen)))
    }
}
