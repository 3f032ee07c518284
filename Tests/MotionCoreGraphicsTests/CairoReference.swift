import Foundation
import CCairo
@testable import MotionCoreGraphics

/// cairo as the reference rasteriser: the same drawing rendered by cairo at `supersample`× the
/// resolution and box-filtered down, so cairo's own coverage quantisation (15 sub-scanlines per pixel
/// in its scan converter) averages out far below 1/255; the result is each pixel's premultiplied RGBA
/// in 0…1.
enum CairoReference {
    static func render(width: Int, height: Int, supersample s: Int = 16, _ draw: (OpaquePointer) -> Void) -> [SIMD4<Float>] {
        let w = width * s, h = height * s
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(s), Double(s))
        cairo_set_tolerance(cr, 0.005)
        draw(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        // Sums per output pixel and channel (A, R, G, B), in integers: this loop visits every sample.
        var sums = [UInt32](repeating: 0, count: width * height * 4)
        sums.withUnsafeMutableBufferPointer { acc in
            for y in 0..<h {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let base = (y / s) * width
                for x in 0..<w {
                    let p = row[x]
                    if p == 0 { continue }
                    let o = (base + x / s) * 4
                    acc[o] &+= p >> 24
                    acc[o + 1] &+= (p >> 16) & 0xFF
                    acc[o + 2] &+= (p >> 8) & 0xFF
                    acc[o + 3] &+= p & 0xFF
                }
            }
        }
        let k = 1 / Float(s * s * 255)
        var out = [SIMD4<Float>](repeating: .zero, count: width * height)
        for i in 0..<(width * height) {
            out[i] = SIMD4<Float>(Float(sums[4 * i + 1]), Float(sums[4 * i + 2]), Float(sums[4 * i + 3]), Float(sums[4 * i])) * k
        }
        return out
    }

    /// A y-down context of `width × height` pixels at scale 1 (user space = pixels, as cairo's).
    static func context(_ width: Int, _ height: Int) -> CGContext {
        CGContext(pixelWidth: width, pixelHeight: height, scale: 1)
    }

    /// The context's pixels, premultiplied RGBA in 0…1.
    static func pixels(_ ctx: CGContext) -> [SIMD4<Float>] {
        let p = ctx.pixels
        return (0..<(ctx.width * ctx.height)).map { i -> SIMD4<Float> in
            let v = SIMD4<Float>(Float(p[4 * i]), Float(p[4 * i + 1]), Float(p[4 * i + 2]), Float(p[4 * i + 3]))
            return v / 255
        }
    }

    /// Largest and mean per-component difference, in 1/255 units.
    static func difference(_ a: [SIMD4<Float>], _ b: [SIMD4<Float>]) -> (max: Float, mean: Float) {
        var m: Float = 0, sum: Float = 0
        for i in a.indices {
            let e = a[i] - b[i]
            let d = pointwiseMax(e, -e) * 255
            m = max(m, d.max())
            sum += d.sum() / 4
        }
        return (m, sum / Float(a.count))
    }

    /// The ellipse inscribed in `rect` as the same four cubic Béziers `CGPath.addEllipse` makes (cairo's
    /// own arcs are closer to the true ellipse than kappa's Béziers, by up to 0.03 % of the radius).
    static func ellipse(_ cr: OpaquePointer, _ rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect)
        path(cr, p)
    }

    /// `p` as a cairo path (quadratics as their cubics).
    static func path(_ cr: OpaquePointer, _ p: CGPath) {
        var last = CGPoint.zero
        for e in p.elements {
            switch e {
            case .moveToPoint(let q): cairo_move_to(cr, Double(q.x), Double(q.y)); last = q
            case .addLineToPoint(let q): cairo_line_to(cr, Double(q.x), Double(q.y)); last = q
            case .addQuadCurveToPoint(let c, let q):
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: q.x + 2 / 3 * (c.x - q.x), y: q.y + 2 / 3 * (c.y - q.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(q.x), Double(q.y)); last = q
            case .addCurveToPoint(let c1, let c2, let q):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(q.x), Double(q.y)); last = q
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }

    /// Total alpha (pixels × coverage), for area checks.
    static func alphaSum(_ a: [SIMD4<Float>]) -> Float { a.reduce(0) { $0 + $1.w } }
}
