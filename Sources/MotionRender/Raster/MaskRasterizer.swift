import Foundation
import MotionGeometry
import MotionAnimation
import MotionRaster

/// What of a mask layer masks (Core Animation uses the mask layer's alpha channel), in the mask's bounds
/// coordinates, points. Hashable: with the scale it is the mask cache's key.
///
/// Covered: the background's rounded rect (`cornerRadius`) × the background colour's alpha; the
/// `contents` image's alpha where contentsGravity places it; a gradient layer's gradient alpha over its
/// rounded rect; a shape layer's fill and stroke coverage × their colours' alpha; the border ring — in
/// that (drawing) order, composited "source over" — all × the mask layer's opacity. The mask layer's own
/// sublayers are not included.
struct MaskSource: Hashable {
    var bounds: CGRect
    var cornerRadius: CGFloat = 0
    var backgroundAlpha: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderAlpha: CGFloat = 0
    var shape: ShapeContent? = nil
    var gradient: GradientContent? = nil
    var contents: PlacedImage? = nil
    var opacity: CGFloat = 1
    /// The part of the mask needed (the masked layer's visible part, in the mask's bounds coordinates);
    /// nil for all of it.
    var region: CGRect? = nil
}

/// A `contents` image and the rect it fills in the layer's bounds coordinates; compared by image identity
/// (images are immutable; the key holds the image, so its identity is not reused while cached).
struct PlacedImage: Hashable {
    let image: CGImage
    let rect: CGRect
    static func == (a: PlacedImage, b: PlacedImage) -> Bool { a.image === b.image && a.rect == b.rect }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(image)); h.combine(rect) }
}

/// Rasterises a mask layer's alpha (`MaskSource`) into a white image whose alpha is the mask, without SDL.
enum MaskRasterizer {
    /// Largest image side, pixels.
    static let maxSide = ShapeRasterizer.maxSide

    /// A box around what the mask covers, within its `region`, points; nil when nothing or not finite.
    static func extent(_ m: MaskSource) -> CGRect? {
        var box = m.backgroundAlpha > 0 || m.borderWidth > 0 || m.gradient != nil || m.contents != nil ? m.bounds : .null
        if let s = m.shape, let p = s.path {
            let stroke = s.strokeColor != nil && s.lineWidth > 0 ? s.lineWidth / 2 * max(s.miterLimit, 1) : 0
            box = box.union(p.boundingBox.insetBy(dx: -stroke - 1, dy: -stroke - 1))
        }
        if let r = m.region { box = box.intersection(r) }
        guard !box.isNull, box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite,
              box.width.isFinite, box.height.isFinite else { return nil }
        return box
    }

    /// The pixels per point to rasterise `m` at for drawing at `scale`: `scale`, lowered so the needed
    /// part of the mask fits `maxSide` (drawn a little softer then, never cropped).
    static func fittingScale(_ m: MaskSource, scale: CGFloat) -> CGFloat {
        guard let box = extent(m) else { return scale }
        return min(scale, CGFloat(maxSide - 4) / max(box.width, box.height))
    }

    /// The mask at `scale` pixels per point over its needed part; `origin` is the image's top-left in the
    /// mask's bounds coordinates. Nil when nothing there lets anything through, or the input is not finite.
    static func rasterize(_ m: MaskSource, scale: CGFloat) -> ShapeRaster? {
        let s = Double(scale)
        guard s > 0, s.isFinite, m.opacity > 0, let box = extent(m) else { return nil }
        let gx0 = Int((Double(box.minX) * s).rounded(.down)), gy0 = Int((Double(box.minY) * s).rounded(.down))
        let w = Int((Double(box.maxX) * s).rounded(.up)) - gx0, h = Int((Double(box.maxY) * s).rounded(.up)) - gy0
        guard w > 0, h > 0, w <= maxSide, h <= maxSide else { return nil }
        var a = [Float](repeating: 0, count: w * h)
        rectPart(m, scale: s, into: &a, x0: gx0, y0: gy0, width: w, height: h)
        if let shape = m.shape {
            let region = CGRect(x: Double(gx0) / s, y: Double(gy0) / s, width: Double(w) / s, height: Double(h) / s)
            if let maps = ShapeRasterizer.coverageMaps(shape, scale: scale, region: region, maxSide: maxSide),
               maps.width == w, maps.height == h {
                let fa = Float(maps.edges.fillColor.alpha), sa = Float(maps.edges.strokeColor.alpha)
                for i in 0..<(w * h) {
                    let f = (maps.fill?[i] ?? 0) * fa, st = (maps.stroke?[i] ?? 0) * sa
                    let c = st + f * (1 - st)
                    if c > 0 { a[i] += c * (1 - a[i]) }
                }
            }
        }
        let k = Float(min(m.opacity, 1))
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        var any = false
        for i in 0..<(w * h) {
            let v = UInt8(min(max(a[i] * k, 0), 1) * 255 + 0.5)
            pixels[4 * i + 3] = v
            if v > 0 { any = true }
        }
        guard any else { return nil }
        return ShapeRaster(image: CGImage(width: w, height: h, pixels: pixels),
                           origin: CGPoint(x: CGFloat(Double(gx0) / s), y: CGFloat(Double(gy0) / s)),
                           size: CGSize(width: CGFloat(Double(w) / s), height: CGFloat(Double(h) / s)))
    }

    /// Composites the background, contents, gradient and border into `a`, the grid of `width` × `height`
    /// pixels whose top-left pixel is (x0, y0) in raster space (bounds coordinates × scale).
    static func rectPart(_ m: MaskSource, scale s: Double, into a: inout [Float], x0: Int, y0: Int, width w: Int, height h: Int) {
        let hasBorder = m.borderWidth > 0 && m.borderAlpha > 0
        guard m.backgroundAlpha > 0 || hasBorder || m.gradient?.colors?.isEmpty == false || m.contents != nil else { return }
        let b = m.bounds
        let bx0 = Double(b.minX) * s, by0 = Double(b.minY) * s, bx1 = Double(b.maxX) * s, by1 = Double(b.maxY) * s
        guard bx1 > bx0, by1 > by0, bx0.isFinite, by0.isFinite, bx1.isFinite, by1.isFinite else { return }
        // Only the grid's pixels the bounds reach.
        let xs = max(0, Int(bx0.rounded(.down)) - x0)..<min(w, Int(bx1.rounded(.up)) - x0)
        let ys = max(0, Int(by0.rounded(.down)) - y0)..<min(h, Int(by1.rounded(.up)) - y0)
        guard !xs.isEmpty, !ys.isEmpty else { return }
        // The corner radius as the fill draws it: at most half the shorter side.
        let r = min(Double(m.cornerRadius), Double(min(b.width, b.height)) / 2) * s
        let bw = Double(m.borderWidth) * s, bgA = Double(m.backgroundAlpha)
        // The gradient over the bounds, at most `maxSide` pixels a side, stretched as the layer draws it.
        let gw = min(Int((bx1 - bx0).rounded(.up)), maxSide), gh = min(Int((by1 - by0).rounded(.up)), maxSide)
        let gradient = m.gradient.flatMap { GradientRasterizer.rasterize($0, pixelWidth: max(gw, 1), pixelHeight: max(gh, 1)) }
        for y in ys {
            let py = Double(y0 + y) + 0.5
            for x in xs {
                let px = Double(x0 + x) + 0.5
                let inside = CoverageMask.roundedRect(px, py, bx0, by0, bx1, by1, r, r)
                var c = inside * bgA
                if let p = m.contents { c += imageAlpha(p, px / s, py / s) * (1 - c) }
                if let g = gradient {
                    let u = (px - bx0) / (bx1 - bx0), v = (py - by0) / (by1 - by0)
                    let gx = min(max(Int(u * Double(g.width)), 0), g.width - 1), gy = min(max(Int(v * Double(g.height)), 0), g.height - 1)
                    c += Double(g.pixels[(gy * g.width + gx) * 4 + 3]) / 255 * inside * (1 - c)
                }
                if hasBorder {
                    let inner = CoverageMask.roundedRect(px, py, bx0 + bw, by0 + bw, bx1 - bw, by1 - bw, max(r - bw, 0), max(r - bw, 0))
                    c += max(inside - inner, 0) * Double(m.borderAlpha) * (1 - c)
                }
                let i = y * w + x
                if c > 0 { a[i] += Float(c) * (1 - a[i]) }
            }
        }
    }

    /// The alpha (0…1) of the image pixel the point (bounds coordinates) falls on; 0 outside the image.
    static func imageAlpha(_ c: PlacedImage, _ x: Double, _ y: Double) -> Double {
        let r = c.rect, img = c.image
        guard img.width > 0, img.height > 0, r.width > 0, r.height > 0 else { return 0 }
        let u = (x - Double(r.minX)) / Double(r.width), v = (y - Double(r.minY)) / Double(r.height)
        guard u >= 0, u < 1, v >= 0, v < 1 else { return 0 }
        let ix = min(Int(u * Double(img.width)), img.width - 1), iy = min(Int(v * Double(img.height)), img.height - 1)
        return Double(img.pixels[(iy * img.width + ix) * 4 + 3]) / 255
    }
}
