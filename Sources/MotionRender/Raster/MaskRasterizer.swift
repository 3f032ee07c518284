import Foundation
import MotionGeometry
import MotionAnimation

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
    /// Largest image side, pixels (geometry beyond is cropped, as for shapes).
    static let maxSide = ShapeRasterizer.maxSide

    /// The mask at `scale` pixels per point; `origin` is the image's top-left in the mask's bounds
    /// coordinates. Nil when the mask is empty (nothing shows through it) or not finite.
    static func rasterize(_ m: MaskSource, scale: CGFloat) -> ShapeRaster? {
        let s = Double(scale)
        guard s > 0, s.isFinite, m.opacity > 0 else { return nil }
        var parts: [(values: [Float], width: Int, height: Int, x0: Int, y0: Int)] = []
        if let r = rectPart(m, scale: s) { parts.append(r) }
        if let shape = m.shape, let maps = ShapeRasterizer.coverageMaps(shape, scale: scale, maxSide: maxSide) {
            var v = [Float](repeating: 0, count: maps.width * maps.height)
            let fa = Float(maps.edges.fillColor.alpha), sa = Float(maps.edges.strokeColor.alpha)
            for i in 0..<v.count {
                let f = (maps.fill?[i] ?? 0) * fa, st = (maps.stroke?[i] ?? 0) * sa
                v[i] = st + f * (1 - st)
            }
            parts.append((v, maps.width, maps.height, Int(maps.origin.x), Int(maps.origin.y)))
        }
        guard !parts.isEmpty else { return nil }
        // Composite the parts, in order, on the grid around all of them.
        let x0 = parts.map(\.x0).min()!, y0 = parts.map(\.y0).min()!
        let x1 = parts.map { $0.x0 + $0.width }.max()!, y1 = parts.map { $0.y0 + $0.height }.max()!
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, w <= maxSide, h <= maxSide else { return nil }
        var a = [Float](repeating: 0, count: w * h)
        for part in parts {
            for y in 0..<part.height {
                let o = (part.y0 - y0 + y) * w + (part.x0 - x0), i = y * part.width
                for x in 0..<part.width {
                    let c = part.values[i + x]
                    if c > 0 { a[o + x] += c * (1 - a[o + x]) }
                }
            }
        }
        let k = Float(min(m.opacity, 1))
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        for i in 0..<(w * h) { pixels[4 * i + 3] = UInt8(min(max(a[i] * k, 0), 1) * 255 + 0.5) }
        return ShapeRaster(image: CGImage(width: w, height: h, pixels: pixels),
                           origin: CGPoint(x: CGFloat(Double(x0) / s), y: CGFloat(Double(y0) / s)),
                           size: CGSize(width: CGFloat(Double(w) / s), height: CGFloat(Double(h) / s)))
    }

    /// The background, contents, gradient and border, composited on the pixel grid around the bounds.
    static func rectPart(_ m: MaskSource, scale s: Double) -> (values: [Float], width: Int, height: Int, x0: Int, y0: Int)? {
        let hasBorder = m.borderWidth > 0 && m.borderAlpha > 0
        guard m.backgroundAlpha > 0 || hasBorder || m.gradient?.colors?.isEmpty == false || m.contents != nil else { return nil }
        let b = m.bounds
        let bx0 = Double(b.minX) * s, by0 = Double(b.minY) * s, bx1 = Double(b.maxX) * s, by1 = Double(b.maxY) * s
        guard bx1 > bx0, by1 > by0, bx0.isFinite, by0.isFinite, bx1.isFinite, by1.isFinite else { return nil }
        let x0 = Int(max(bx0, -1e7).rounded(.down)), y0 = Int(max(by0, -1e7).rounded(.down))
        let w = Int(min(bx1, 1e7).rounded(.up)) - x0, h = Int(min(by1, 1e7).rounded(.up)) - y0
        guard w > 0, h > 0, w <= maxSide, h <= maxSide else { return nil }
        // The corner radius as the fill draws it: at most half the shorter side.
        let r = min(Double(m.cornerRadius), Double(min(b.width, b.height)) / 2) * s
        let bw = Double(m.borderWidth) * s, bgA = Double(m.backgroundAlpha)
        let gradient = m.gradient.flatMap { GradientRasterizer.rasterize($0, pixelWidth: w, pixelHeight: h) }
        var out = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            let py = Double(y0 + y) + 0.5
            for x in 0..<w {
                let px = Double(x0 + x) + 0.5
                let inside = CoverageMask.roundedRect(px, py, bx0, by0, bx1, by1, r, r)
                var a = inside * bgA
                if let c = m.contents { a += imageAlpha(c, px / s, py / s) * (1 - a) }
                if let g = gradient {
                    // An axial gradient along one axis comes back one pixel wide (or high): stretch it.
                    let gx = min(x * g.width / w, g.width - 1), gy = min(y * g.height / h, g.height - 1)
                    a += Double(g.pixels[(gy * g.width + gx) * 4 + 3]) / 255 * inside * (1 - a)
                }
                if hasBorder {
                    let inner = CoverageMask.roundedRect(px, py, bx0 + bw, by0 + bw, bx1 - bw, by1 - bw, max(r - bw, 0), max(r - bw, 0))
                    a += max(inside - inner, 0) * Double(m.borderAlpha) * (1 - a)
                }
                out[y * w + x] = Float(a)
            }
        }
        return (out, w, h, x0, y0)
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
