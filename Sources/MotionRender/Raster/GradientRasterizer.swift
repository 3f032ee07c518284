import Foundation
import MotionGeometry
import MotionAnimation
import MotionRaster

/// Draws a gradient layer's gradient into an image of the unit square, without SDL.
///
/// Geometry (Apple's `CAGradientLayer.h`), all in the unit square mapped onto the bounds, y down:
/// - axial: t = (u − start)·(end − start) / |end − start|², so colour is constant along lines
///   perpendicular to start → end *in unit space* (a diagonal on a wide layer runs corner to corner);
/// - radial: an ellipse centred at start with radii |end.x − start.x| and |end.y − start.y|:
///   t = √((Δu/rx)² + (Δv/ry)²);
/// - conic: t = the angle about start from the direction start → end, increasing from +x towards
///   +y (clockwise on screen), over 2π.
/// Colours are interpolated between stops in straight sRGB; t before the first stop or after the
/// last takes the end colour. Pixels are sampled at their centres through a 1024-entry table.
public enum GradientRasterizer {
    static let tableSize = 1024

    /// The gradient over a `pixelWidth × pixelHeight` image, or over a 1-pixel-wide (or -high) strip
    /// of the same height (width) when an axial gradient varies along one axis only: the caller
    /// stretches the image over the bounds either way. nil when there is nothing to draw (no
    /// colours, start = end, an empty or oversized image, non-finite input).
    public static func rasterize(_ g: GradientContent, pixelWidth: Int, pixelHeight: Int,
                                 tint: CGColor = .white) -> CGImage? {
        guard let colors = g.colors, !colors.isEmpty, pixelWidth > 0, pixelHeight > 0,
              pixelWidth <= 16384, pixelHeight <= 16384 else { return nil }
        let s = Vec2(Double(g.startPoint.x), Double(g.startPoint.y))
        let e = Vec2(Double(g.endPoint.x), Double(g.endPoint.y))
        guard s.x.isFinite, s.y.isFinite, e.x.isFinite, e.y.isFinite, s != e,
              let table = colorTable(colors: colors, locations: g.locations, tint: tint) else { return nil }
        let d = e - s
        var w = pixelWidth, h = pixelHeight
        let type: CAGradientLayerType = g.type == .radial || g.type == .conic ? g.type : .axial
        if type == .axial {
            if d.x == 0 { w = 1 }
            if d.y == 0 { h = 1 }
        }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let last = Double(tableSize - 1)
        let du = 1 / Double(pixelWidth), dv = 1 / Double(pixelHeight)
        pixels.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            table.withUnsafeBufferPointer { lut in
                @inline(__always) func color(_ t: Double) -> UInt32 {
                    // NaN (a point exactly on a degenerate radial axis) takes the first colour.
                    let i = t > 0 ? (t < 1 ? Int(t * last + 0.5) : tableSize - 1) : 0
                    return lut[i]
                }
                for y in 0..<h {
                    let v = (Double(y) + 0.5) * dv
                    let o = y * w
                    switch type {
                    case .radial:
                        let rx = abs(d.x), ry = abs(d.y)
                        let b = ry > 0 ? (v - s.y) / ry : (v == s.y ? 0 : .infinity)
                        for x in 0..<w {
                            let u = (Double(x) + 0.5) * du
                            let a = rx > 0 ? (u - s.x) / rx : (u == s.x ? 0 : .infinity)
                            px[o + x] = color((a * a + b * b).squareRoot())
                        }
                    case .conic:
                        let a0 = atan2(d.y, d.x)
                        for x in 0..<w {
                            let u = (Double(x) + 0.5) * du
                            var a = (atan2(v - s.y, u - s.x) - a0).truncatingRemainder(dividingBy: 2 * .pi)
                            if a < 0 { a += 2 * .pi }
                            px[o + x] = color(a / (2 * .pi))
                        }
                    default:
                        // t is linear in u: step it along the row.
                        let k = 1 / dot(d, d)
                        let step = d.x * du * k
                        var t = ((0.5 * du - s.x) * d.x + (v - s.y) * d.y) * k
                        for x in 0..<w {
                            px[o + x] = color(t)
                            t += step
                        }
                    }
                }
            }
        }
        return CGImage(width: w, height: h, pixels: pixels)
    }

    /// RGBA8 (straight, R G B A in memory) for t = i / (tableSize − 1), i in 0..<tableSize. Stops come from `locations`
    /// when there is one per colour (sorted, so a non-increasing list cannot scramble the table),
    /// else evenly spread.
    static func colorTable(colors: [CGColor], locations: [CGFloat]?, tint: CGColor) -> [UInt32]? {
        var stops: [(Double, CGColor)] = []
        for (i, c) in colors.enumerated() {
            guard let m = ShapeRasterizer.multiply(c, tint) else { return nil }
            let loc: Double
            if let l = locations, l.count == colors.count {
                guard l[i].isFinite else { return nil }
                loc = Double(l[i])
            } else {
                loc = colors.count == 1 ? 0 : Double(i) / Double(colors.count - 1)
            }
            stops.append((loc, m))
        }
        stops = stops.enumerated().sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }.map(\.element)
        var table = [UInt32](repeating: 0, count: tableSize)
        var j = 0
        @inline(__always) func byte(_ v: CGFloat) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
        for i in 0..<tableSize {
            let t = Double(i) / Double(tableSize - 1)
            while j < stops.count && stops[j].0 <= t { j += 1 }
            let c: CGColor
            if j == 0 { c = stops[0].1 }
            else if j == stops.count { c = stops[stops.count - 1].1 }
            else {
                let (l0, c0) = stops[j - 1], (l1, c1) = stops[j]
                c = c0.interpolated(to: c1, fraction: CGFloat(l1 > l0 ? (t - l0) / (l1 - l0) : 1))
            }
            table[i] = (byte(c.red) | byte(c.green) << 8 | byte(c.blue) << 16 | byte(c.alpha) << 24).littleEndian
        }
        return table
    }
}
