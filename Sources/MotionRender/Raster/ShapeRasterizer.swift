import Foundation
import MotionGeometry
import MotionAnimation

/// A rasterised shape: the image and where it sits in the layer.
public struct ShapeRaster {
    /// Straight-alpha RGBA8, as `DrawCommand.image` expects.
    public let image: CGImage
    /// The image's top-left corner in the layer's bounds coordinates, points.
    public let origin: CGPoint
    /// The image's size in points (pixels ÷ scale, or the requested region's size).
    public let size: CGSize
}

/// Draws a shape layer's path, fill and stroke into an image at a pixel scale, without SDL:
/// flatten the path (`PathFlattener`), trim and dash it (`PathTrim`), outline the stroke
/// (`Stroker`), accumulate exact-area coverage (`CoverageAccumulator`) and composite the stroke
/// over the fill in premultiplied arithmetic, then store straight alpha.
///
/// Transparent pixels keep the shape's colour (alpha 0), so linear filtering when the image is
/// scaled never darkens its edges.
public enum ShapeRasterizer {
    /// Largest image side, pixels: geometry beyond it (a path thousands of points long) is cropped.
    public static let maxSide = 4096

    /// The shape at `scale` pixels per point, or nil when nothing would show (no path, no visible
    /// fill or stroke, non-finite input).
    /// - Parameters:
    ///   - tint: multiplies the fill and stroke colours, component by component (a replicator's
    ///     instance colour).
    ///   - region: when given (a layer that masks to bounds), exactly this rect of the layer, in
    ///     points, is drawn; otherwise the image is the pixel-aligned box around the drawn shape.
    public static func rasterize(_ shape: ShapeContent, scale: CGFloat, tint: CGColor = .white,
                                 region: CGRect? = nil) -> ShapeRaster? {
        guard let m = coverageMaps(shape, scale: scale, tint: tint, region: region) else { return nil }
        let pixels = composite(fill: m.fill, fillColor: m.edges.fillColor, stroke: m.stroke,
                               strokeColor: m.edges.strokeColor, count: m.width * m.height)
        let size = region?.size ?? CGSize(width: CGFloat(m.width) / scale, height: CGFloat(m.height) / scale)
        return ShapeRaster(image: CGImage(width: m.width, height: m.height, pixels: pixels),
                           origin: CGPoint(x: CGFloat(m.origin.x) / scale, y: CGFloat(m.origin.y) / scale), size: size)
    }

    /// Per-pixel fill and stroke coverage (0…1) on the pixel grid `rasterize` would use: `origin` is
    /// the grid's top-left in raster space (points × scale).
    static func coverageMaps(_ shape: ShapeContent, scale: CGFloat, tint: CGColor = .white, region: CGRect? = nil)
        -> (fill: [Float]?, stroke: [Float]?, width: Int, height: Int, origin: Vec2, edges: Edges)? {
        guard let edges = edges(of: shape, scale: scale, tint: tint) else { return nil }
        let s = Double(scale)
        var ox: Double, oy: Double, w: Int, h: Int
        if let r = region {
            guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite,
                  r.width.isFinite, r.height.isFinite else { return nil }
            ox = Double(r.minX) * s; oy = Double(r.minY) * s
            w = max(1, Int((Double(r.width) * s).rounded())); h = max(1, Int((Double(r.height) * s).rounded()))
        } else {
            let minX = min(edges.fill.minX, edges.stroke.minX), maxX = max(edges.fill.maxX, edges.stroke.maxX)
            let minY = min(edges.fill.minY, edges.stroke.minY), maxY = max(edges.fill.maxY, edges.stroke.maxY)
            guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
            // Outlines that reach a pixel boundary by less than 0.01 px (rounding, a miter's
            // hair) do not add a row or column.
            ox = (minX + 0.01).rounded(.down); oy = (minY + 0.01).rounded(.down)
            w = max(1, Int((maxX - 0.01).rounded(.up) - ox)); h = max(1, Int((maxY - 0.01).rounded(.up) - oy))
        }
        w = min(w, maxSide); h = min(h, maxSide)
        let origin = Vec2(ox, oy)
        let fill = edges.fill.isEmpty ? nil : coverage(edges.fill, rule: edges.fillRule, origin: origin, width: w, height: h)
        let stroke = edges.stroke.isEmpty ? nil : coverage(edges.stroke, rule: .nonZero, origin: origin, width: w, height: h)
        return (fill, stroke, w, h, origin, edges)
    }

    /// The outlines to fill, in raster space (points × scale), with the colours to fill them in;
    /// nil when nothing would show.
    struct Edges {
        var fill = EdgeList(), stroke = EdgeList()
        var fillRule = WindingRule.nonZero
        var fillColor = CGColor.clear, strokeColor = CGColor.clear
    }

    static func edges(of shape: ShapeContent, scale: CGFloat, tint: CGColor = .white) -> Edges? {
        let s = Double(scale)
        guard let path = shape.path, !path.isEmpty, s > 0, s.isFinite,
              path.elements.allSatisfy({ $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) else { return nil }
        var out = Edges()
        let fillColor = shape.fillColor.flatMap { visible(multiply($0, tint)) }
        let width = Double(shape.lineWidth)
        let strokeColor = width > 0 && width.isFinite ? shape.strokeColor.flatMap { visible(multiply($0, tint)) } : nil
        guard fillColor != nil || strokeColor != nil else { return nil }
        let subpaths = PathFlattener.flatten(path, scale: s)
        if let c = fillColor {
            out.fillColor = c
            out.fillRule = shape.fillRule == .evenOdd ? .evenOdd : .nonZero
            for sub in subpaths where sub.points.count > 2 { out.fill.addPolygon(sub.points) }
        }
        if let c = strokeColor {
            out.strokeColor = c
            var pieces = PathTrim.trim(subpaths, start: Double(shape.strokeStart), end: Double(shape.strokeEnd))
            if let pattern = shape.lineDashPattern, !pattern.isEmpty {
                pieces = PathTrim.dash(pieces, pattern: pattern.map { Double($0) * s }, phase: Double(shape.lineDashPhase) * s)
            }
            let limit = Double(shape.miterLimit)
            Stroker.stroke(pieces, style: StrokeStyle(halfWidth: width * s / 2, cap: shape.lineCap, join: shape.lineJoin,
                                                      miterLimit: limit.isFinite ? limit : 10),
                           into: &out.stroke)
        }
        return out.fill.isEmpty && out.stroke.isEmpty ? nil : out
    }

    static func coverage(_ edges: EdgeList, rule: WindingRule, origin: Vec2, width: Int, height: Int) -> [Float] {
        var acc = CoverageAccumulator(width: width, height: height)
        acc.add(edges, origin: origin)
        return acc.coverage(rule)
    }

    /// Stroke over fill ("source over", premultiplied), stored as straight RGBA8.
    static func composite(fill: [Float]?, fillColor f: CGColor, stroke: [Float]?, strokeColor sc: CGColor, count: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: count * 4)
        let fr = Float(f.red), fg = Float(f.green), fb = Float(f.blue), fa = Float(f.alpha)
        let sr = Float(sc.red), sg = Float(sc.green), sb = Float(sc.blue), sa = Float(sc.alpha)
        // Colour of fully transparent pixels: the colour their neighbours fade from.
        let (zr, zg, zb) = stroke != nil ? (sr, sg, sb) : (fr, fg, fb)
        @inline(__always) func byte(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        pixels.withUnsafeMutableBufferPointer { px in
            for i in 0..<count {
                let cf = (fill?[i] ?? 0) * fa
                let cs = (stroke?[i] ?? 0) * sa
                let k = cf * (1 - cs)
                let a = cs + k
                let o = i * 4
                if a <= 1e-6 {
                    px[o] = byte(zr); px[o + 1] = byte(zg); px[o + 2] = byte(zb); px[o + 3] = 0
                    continue
                }
                px[o] = byte((sr * cs + fr * k) / a)
                px[o + 1] = byte((sg * cs + fg * k) / a)
                px[o + 2] = byte((sb * cs + fb * k) / a)
                px[o + 3] = byte(a)
            }
        }
        return pixels
    }

    /// `c` × `t` per component, clamped to 0…1; nil for non-finite components.
    static func multiply(_ c: CGColor, _ t: CGColor) -> CGColor? {
        let v = [c.red * t.red, c.green * t.green, c.blue * t.blue, c.alpha * t.alpha]
        guard v.allSatisfy({ $0.isFinite }) else { return nil }
        let k = v.map { min(max($0, 0), 1) }
        return CGColor(red: k[0], green: k[1], blue: k[2], alpha: k[3])
    }

    private static func visible(_ c: CGColor?) -> CGColor? {
        guard let c, c.alpha > 0 else { return nil }
        return c
    }
}
