import Foundation
import MotionGeometry
import MotionRaster

/// What SwiftUI's `GraphicsContext` needs of a context beyond Core Graphics' public API (package
/// access, used by MotionSwiftUI's `Canvas`): offscreen layers of the same size composited through
/// the graphics state, direct access to the premultiplied pixels (filters), and conic gradients.
extension CGContext {
    /// A transparent context of the same pixel size, scale and current transform (a layer that
    /// `drawLayer(_:)` composites back).
    package func makeLayer() -> CGContext {
        let layer = CGContext(pixelWidth: width, pixelHeight: height, scale: state.baseScale)
        layer.state.baseFlipped = state.baseFlipped
        layer.state.ctm = state.ctm
        return layer
    }

    /// Paints `layer`'s pixels (a context of the same size) over this one through the graphics state:
    /// clip, alpha and blend mode (a transparency layer's end, as Core Graphics composites one). Only
    /// the pixels the layer drew are painted under `normal` blending; other modes act on the whole clip
    /// (where the layer is transparent too, as a transparency layer does).
    package func drawLayer(_ layer: CGContext) {
        guard layer.width == width, layer.height == height, let drawn = layer.drawnRect else { return }
        let area = state.blendMode == .normal ? drawn.intersection(drawableRect) : drawableRect
        guard !area.isEmpty else { return }
        composite(.rect(area), .shader(PixelBufferShader(pixels: layer.pixels, width: width)))
    }

    /// The pixels drawing calls may have changed since the context was made (raster space: x, y of the
    /// top-left pixel, width, height), nil if none.
    package var drawnBounds: (x: Int, y: Int, width: Int, height: Int)? {
        drawnRect.map { ($0.x0, $0.y0, $0.width, $0.height) }
    }

    var drawnRect: PixelRect? {
        guard hasDrawn, let d = takeDamage() else { return nil }
        let r = PixelRect(x0: d.x, y0: d.y, x1: d.x + d.width, y1: d.y + d.height)
        didDraw(r)
        return r
    }

    /// The premultiplied RGBA pixels, rows top-down, for in-place changes within the rect at x, y of
    /// width × height pixels (the whole bitmap when nil), which counts as drawn afterwards.
    package func withPremultipliedPixels(in rect: (x: Int, y: Int, width: Int, height: Int)? = nil, _ body: (inout [UInt8]) -> Void) {
        body(&pixels)
        let r = rect.map { PixelRect(x0: $0.x, y0: $0.y, x1: $0.x + $0.width, y1: $0.y + $0.height) } ?? bitmapRect
        didDraw(r.intersection(bitmapRect))
    }

    func withPremultipliedPixels(in r: PixelRect, _ body: (inout [UInt8]) -> Void) {
        withPremultipliedPixels(in: (r.x0, r.y0, r.width, r.height), body)
    }

    /// A copy of the premultiplied RGBA pixels, rows top-down.
    package func pixelsCopy() -> [UInt8] { pixels }

    /// Every channel blurred by a Gaussian of standard deviation `sigma` pixels (premultiplied, so
    /// colours do not bleed from transparent pixels), over what was drawn and 3σ around it. Up to σ = 3
    /// the kernel is the sampled Gaussian (MotionRaster's); beyond, three box blurs of the widths that
    /// match its variance (the standard approximation, within a few per cent of the Gaussian's
    /// profile) keep the cost per pixel independent of σ.
    package func blurPixels(sigma: Double) {
        guard sigma > 0, sigma.isFinite, let drawn = drawnRect else { return }
        let s = min(sigma, 2048)
        let pad = Int((3 * s).rounded(.up)) + 1
        let r = PixelRect(x0: drawn.x0 - pad, y0: drawn.y0 - pad, x1: drawn.x1 + pad, y1: drawn.y1 + pad).intersection(bitmapRect)
        guard !r.isEmpty else { return }
        let w = r.width, h = r.height
        var channel = [Float](repeating: 0, count: w * h)
        withPremultipliedPixels(in: r) { px in
            for c in 0..<4 {
                for y in 0..<h { for x in 0..<w { channel[y * w + x] = Float(px[((r.y0 + y) * width + r.x0 + x) * 4 + c]) } }
                if s <= 3 {
                    GaussianBlur.blur(&channel, width: w, height: h, sigma: Float(s))
                } else {
                    for size in Self.boxSizes(sigma: s) { Self.boxBlur(&channel, width: w, height: h, radius: (size - 1) / 2) }
                }
                for y in 0..<h { for x in 0..<w {
                    px[((r.y0 + y) * width + r.x0 + x) * 4 + c] = UInt8(min(max(channel[y * w + x].rounded(), 0), 255))
                } }
            }
        }
    }

    /// Odd widths of three box blurs whose combined variance is σ² (Kutskir's construction).
    static func boxSizes(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let m = Int(((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)).rounded())
        return (0..<3).map { $0 < m ? wl : wu }
    }

    /// A box blur of radius `r` along rows, then columns (running sums; zero outside).
    static func boxBlur(_ a: inout [Float], width w: Int, height h: Int, radius r: Int) {
        guard r > 0 else { return }
        let norm = 1 / Float(2 * r + 1)
        var line = [Float](repeating: 0, count: max(w, h))
        for y in 0..<h {
            var sum: Float = 0
            for x in 0...min(r, w - 1) { sum += a[y * w + x] }
            for x in 0..<w {
                line[x] = sum * norm
                if x + r + 1 < w { sum += a[y * w + x + r + 1] }
                if x - r >= 0 { sum -= a[y * w + x - r] }
            }
            for x in 0..<w { a[y * w + x] = line[x] }
        }
        for x in 0..<w {
            var sum: Float = 0
            for y in 0...min(r, h - 1) { sum += a[y * w + x] }
            for y in 0..<h {
                line[y] = sum * norm
                if y + r + 1 < h { sum += a[(y + r + 1) * w + x] }
                if y - r >= 0 { sum -= a[(y - r) * w + x] }
            }
            for y in 0..<h { a[y * w + x] = line[y] }
        }
    }

    /// Draws `image` stretched over `rect` with its top row at the rect's minY (upright in a y-down
    /// user space, as UIKit's `UIImage.draw(in:)` draws) when the transform maps the rect to an
    /// upright axis-aligned rect of the bitmap: each pixel's coverage is its exact overlap with the rect
    /// (what the rect's path would give), without building a path. False, drawing nothing, otherwise.
    /// Many small images a frame (a canvas's particles) are drawn this way.
    package func drawImageUpright(_ image: CGImage, in rect: CGRect) -> Bool {
        let m = userToRaster
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0, image.width > 0, image.height > 0, state.shadow == nil else { return false }
        let r = rect.standardized
        let x0 = Double(m.a * r.minX + m.tx), x1 = Double(m.a * r.maxX + m.tx)
        let y0 = Double(m.d * r.minY + m.ty), y1 = Double(m.d * r.maxY + m.ty)
        guard [x0, x1, y0, y1].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return true }
        guard x1 > x0, y1 > y0 else { return true }
        let box = PixelRect(covering: x0, y0, x1, y1).intersection(drawableRect)
        guard !box.isEmpty else { return true }
        var values = [Float](repeating: 0, count: box.width * box.height)
        let aa = antialiasing
        for j in 0..<box.height {
            let py = Double(box.y0 + j)
            let oy = max(0, min(py + 1, y1) - max(py, y0))
            for i in 0..<box.width {
                let px = Double(box.x0 + i)
                let ox = max(0, min(px + 1, x1) - max(px, x0))
                let c = Float(ox * oy)
                values[j * box.width + i] = aa ? c : (c >= 0.5 ? 1 : 0)
            }
        }
        // Raster (x, y) → image (u, v): u = (x − x0)·W/(x1 − x0), v = (y − y0)·H/(y1 − y0).
        let sx = CGFloat(Double(image.width) / (x1 - x0)), sy = CGFloat(Double(image.height) / (y1 - y0))
        let toImage = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: -CGFloat(x0) * sx, ty: -CGFloat(y0) * sy)
        composite(.dense(Coverage(rect: box, values: values)),
                  .shader(ImageShader(image: image, rasterToImage: toImage, nearest: state.interpolation == .none)))
        return true
    }

    /// A conic (angular) gradient over the clip: t = 0 along the ray from `center` at `angle` (user
    /// space, radians), growing with the angle (clockwise on screen in a y-down user space) to 1 a full
    /// turn later.
    package func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        let inv = userToRaster.inverted()
        guard center.x.isFinite, center.y.isFinite, angle.isFinite, Double(inv.a).isFinite, Double(inv.d).isFinite else { return }
        composite(.rect(drawableRect), .shader(ConicGradientShader(table: gradient.table, inverse: inv,
                                                                  center: (Double(center.x), Double(center.y)), angle: Double(angle))))
    }
}

/// Reads a same-size premultiplied RGBA buffer at the painted pixels.
final class PixelBufferShader: Shader {
    let pixels: [UInt8]
    let width: Int
    init(pixels: [UInt8], width: Int) { self.pixels = pixels; self.width = width }

    func shade(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<SIMD4<Float>>) {
        pixels.withUnsafeBufferPointer { px in
            var o = (y * width + x0) * 4
            for i in 0..<count {
                row[i] = SIMD4(Float(px[o]), Float(px[o + 1]), Float(px[o + 2]), Float(px[o + 3])) * (1 / 255)
                o += 4
            }
        }
    }
}

final class ConicGradientShader: Shader {
    let table: [SIMD4<Float>]
    let inverse: CGAffineTransform
    let center: (Double, Double)
    let angle: Double

    init(table: [SIMD4<Float>], inverse: CGAffineTransform, center: (Double, Double), angle: Double) {
        self.table = table; self.inverse = inverse; self.center = center; self.angle = angle
    }

    func shade(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<SIMD4<Float>>) {
        let m = inverse
        let py = Double(y) + 0.5
        let turn = 2 * Double.pi
        for i in 0..<count {
            let px = Double(x0 + i) + 0.5
            let ux = Double(m.a) * px + Double(m.c) * py + Double(m.tx) - center.0
            let uy = Double(m.b) * px + Double(m.d) * py + Double(m.ty) - center.1
            var t = (atan2(uy, ux) - angle).truncatingRemainder(dividingBy: turn) / turn
            if t < 0 { t += 1 }
            row[i] = gradientColor(table, t)
        }
    }
}
