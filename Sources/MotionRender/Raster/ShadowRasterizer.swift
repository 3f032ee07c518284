import Foundation
import MotionGeometry
import MotionAnimation
import MotionRaster

/// Draws a layer's shadow into an image, without SDL: the alpha of the casting shape (its fill and
/// stroke coverage, composited as they are drawn), blurred by a Gaussian of standard deviation σ, in
/// the shadow colour.
///
/// A wide blur does not need the screen's pixel density: the shape is rasterised at a scale where σ
/// spans at most `maxSigmaPixels` pixels (never finer than the screen), and the image is stretched back
/// by the renderer's linear filter; the Gaussian's spectrum has nothing left at that density for the
/// filter to lose. The blur itself is exact (a sampled, normalised Gaussian kernel out to 3σ, applied
/// along rows then columns) — no box-blur approximation.
public enum ShadowRasterizer {
    /// σ in pixels above which the raster scale is lowered (see the type's comment).
    public static let maxSigmaPixels: CGFloat = 4
    /// The largest σ (points) a shadow is blurred with. A shadow's alpha is at most the casting area ×
    /// the 2-D Gaussian's peak 1/(2πσ²); at σ = 1e5 points that is under half an 8-bit step for any
    /// layer up to 10,000 points square, so larger radii draw the same (invisible) result, and every
    /// size derived from σ stays far inside `Double`'s and `Int`'s range.
    public static let maxSigmaPoints: CGFloat = 100_000
    /// The kernel reaches this many σ each side (the Gaussian's tail beyond holds 0.27 % of it).
    static let kernelReach: CGFloat = 3

    /// The shadow of `shape` (a path with the casting fill and stroke; only their alphas matter) blurred
    /// by `sigma` points, at `scale` pixels per point at most, coloured `color`; nil when nothing shows.
    /// `ShapeRaster.origin` is in the shape's coordinates, before the shadow offset.
    public static func rasterize(_ shape: ShapeContent, sigma: CGFloat, color: CGColor, scale: CGFloat) -> ShapeRaster? {
        guard scale.isFinite, scale > 0, color.alpha > 0 else { return nil }
        let sigmaPoints = sigma.isFinite ? min(max(sigma, 0), maxSigmaPoints) : 0
        let s = sigmaPoints > 0 ? min(scale, maxSigmaPixels / sigmaPoints) : scale
        // The grid keeps the blur's reach inside the image's maximum side.
        let reachPoints = kernelReach * sigmaPoints
        let pad = Int((reachPoints * s).rounded(.up)) + 1
        guard let maps = ShapeRasterizer.coverageMaps(shape, scale: s, maxSide: ShapeRasterizer.maxSide - 2 * pad) else { return nil }
        let w = maps.width + 2 * pad, h = maps.height + 2 * pad
        var alpha = [Float](repeating: 0, count: w * h)
        let fa = Float(maps.edges.fillColor.alpha), sa = Float(maps.edges.strokeColor.alpha)
        for y in 0..<maps.height {
            for x in 0..<maps.width {
                let i = y * maps.width + x
                let f = (maps.fill?[i] ?? 0) * fa, st = (maps.stroke?[i] ?? 0) * sa
                alpha[(y + pad) * w + x + pad] = f + st - f * st
            }
        }
        if sigmaPoints > 0 { blur(&alpha, width: w, height: h, sigma: Float(sigmaPoints * s)) }
        let pixels = image(alpha, color: color)
        return ShapeRaster(image: CGImage(width: w, height: h, pixels: pixels),
                           origin: CGPoint(x: (CGFloat(maps.origin.x) - CGFloat(pad)) / s, y: (CGFloat(maps.origin.y) - CGFloat(pad)) / s),
                           size: CGSize(width: CGFloat(w) / s, height: CGFloat(h) / s))
    }

    /// The shadow of what a layer draws (`MaskSource`: its contents' alpha, gradient, border, background —
    /// the casting alpha when there is no path to cast), blurred by `sigma` points, as `rasterize(_:…)`.
    static func rasterize(alphaOf m: MaskSource, sigma: CGFloat, color: CGColor, scale: CGFloat) -> ShapeRaster? {
        guard scale.isFinite, scale > 0, color.alpha > 0 else { return nil }
        let sigmaPoints = sigma.isFinite ? min(max(sigma, 0), maxSigmaPoints) : 0
        var s = sigmaPoints > 0 ? min(scale, maxSigmaPixels / sigmaPoints) : scale
        s = MaskRasterizer.fittingScale(m, scale: s)
        let pad = Int((kernelReach * sigmaPoints * s).rounded(.up)) + 1
        guard let raster = MaskRasterizer.rasterize(m, scale: s) else { return nil }
        let iw = raster.image.width, ih = raster.image.height
        let w = iw + 2 * pad, h = ih + 2 * pad
        guard w <= ShapeRasterizer.maxSide + 2 * pad, h <= ShapeRasterizer.maxSide + 2 * pad else { return nil }
        var alpha = [Float](repeating: 0, count: w * h)
        raster.image.pixels.withUnsafeBufferPointer { px in
            for y in 0..<ih { for x in 0..<iw { alpha[(y + pad) * w + x + pad] = Float(px[(y * iw + x) * 4 + 3]) / 255 } }
        }
        if sigmaPoints > 0 { blur(&alpha, width: w, height: h, sigma: Float(sigmaPoints * s)) }
        // The raster's pixels per point, from its size (the mask rasteriser may have lowered it further).
        let px = raster.size.width > 0 ? CGFloat(iw) / raster.size.width : s
        return ShapeRaster(image: CGImage(width: w, height: h, pixels: image(alpha, color: color)),
                           origin: CGPoint(x: raster.origin.x - CGFloat(pad) / px, y: raster.origin.y - CGFloat(pad) / px),
                           size: CGSize(width: CGFloat(w) / px, height: CGFloat(h) / px))
    }

    /// The normalised Gaussian kernel for σ pixels (`GaussianBlur`'s, shared with Core Graphics' shadows).
    static func kernel(sigma: Float) -> [Float] { GaussianBlur.kernel(sigma: sigma) }

    /// Blurs `a` (row-major, `width × height`) in place: rows, then columns; zero outside.
    static func blur(_ a: inout [Float], width w: Int, height h: Int, sigma: Float) {
        GaussianBlur.blur(&a, width: w, height: h, sigma: sigma)
    }

    /// Straight-alpha RGBA8 in `color`, alpha = coverage × the colour's alpha.
    static func image(_ alpha: [Float], color c: CGColor) -> [UInt8] {
        func byte(_ v: CGFloat) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        let r = byte(c.red), g = byte(c.green), b = byte(c.blue), ca = Float(min(max(c.alpha, 0), 1))
        var out = [UInt8](repeating: 0, count: alpha.count * 4)
        for i in alpha.indices {
            out[4 * i] = r; out[4 * i + 1] = g; out[4 * i + 2] = b
            out[4 * i + 3] = UInt8(min(max(alpha[i] * ca, 0), 1) * 255 + 0.5)
        }
        return out
    }
}
