import Foundation
import MotionGeometry
import MotionAnimation
import MotionRaster

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
        guard let edges = edges(of: shape, scale: scale, tint: tint),
              let g = grid(edges, scale: scale, region: region, maxSide: maxSide) else { return nil }
        let fill = edges.fill.isEmpty ? nil : accumulate(edges.fill, g)
        let stroke = edges.stroke.isEmpty ? nil : accumulate(edges.stroke, g)
        let pixels = composite(fill: fill, rule: edges.fillRule, fillColor: edges.fillColor,
                               stroke: stroke, strokeColor: edges.strokeColor, width: g.width, height: g.height)
        let size = region?.size ?? CGSize(width: CGFloat(g.width) / scale, height: CGFloat(g.height) / scale)
        return ShapeRaster(image: CGImage(width: g.width, height: g.height, pixels: pixels),
                           origin: CGPoint(x: CGFloat(g.origin.x) / scale, y: CGFloat(g.origin.y) / scale), size: size)
    }

    /// Per-pixel fill and stroke coverage (0…1) on the pixel grid `rasterize` uses: `origin` is the
    /// grid's top-left in raster space (points × scale).
    static func coverageMaps(_ shape: ShapeContent, scale: CGFloat, tint: CGColor = .white, region: CGRect? = nil,
                             maxSide: Int = ShapeRasterizer.maxSide)
        -> (fill: [Float]?, stroke: [Float]?, width: Int, height: Int, origin: Vec2, edges: Edges)? {
        guard let edges = edges(of: shape, scale: scale, tint: tint),
              let g = grid(edges, scale: scale, region: region, maxSide: maxSide) else { return nil }
        let fill = edges.fill.isEmpty ? nil : accumulate(edges.fill, g).coverage(edges.fillRule)
        let stroke = edges.stroke.isEmpty ? nil : accumulate(edges.stroke, g).coverage(.nonZero)
        return (fill, stroke, g.width, g.height, g.origin, edges)
    }

    /// The pixel grid: `region` at `scale`, or the pixel-aligned box around the edges; each side
    /// at most `maxSide` pixels (geometry beyond is cropped).
    static func grid(_ edges: Edges, scale: CGFloat, region: CGRect?, maxSide: Int) -> (origin: Vec2, width: Int, height: Int)? {
        let s = Double(scale)
        /// A pixel count from a length in pixels: rounded, at least 1, at most `maxSide` (clamped
        /// before converting, so no length can overflow).
        func pixels(_ v: Double) -> Int {
            guard v.isFinite else { return maxSide }
            return Int(min(max(v.rounded(), 1), Double(maxSide)))
        }
        if let r = region {
            guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite,
                  r.width.isFinite, r.height.isFinite else { return nil }
            let o = Vec2(Double(r.minX) * s, Double(r.minY) * s)
            guard o.x.isFinite, o.y.isFinite else { return nil }
            return (o, pixels(Double(r.width) * s), pixels(Double(r.height) * s))
        }
        let minX = min(edges.fill.minX, edges.stroke.minX), maxX = max(edges.fill.maxX, edges.stroke.maxX)
        let minY = min(edges.fill.minY, edges.stroke.minY), maxY = max(edges.fill.maxY, edges.stroke.maxY)
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        // Outlines that reach a pixel boundary by less than 0.01 px (rounding, a miter's hair) do
        // not add a row or column.
        let ox = (minX + 0.01).rounded(.down), oy = (minY + 0.01).rounded(.down)
        return (Vec2(ox, oy), pixels((maxX - 0.01).rounded(.up) - ox), pixels((maxY - 0.01).rounded(.up) - oy))
    }

    static func accumulate(_ edges: EdgeList, _ g: (origin: Vec2, width: Int, height: Int)) -> CoverageAccumulator {
        var acc = CoverageAccumulator(width: g.width, height: g.height)
        acc.add(edges, origin: g.origin)
        return acc
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
            Stroker.stroke(pieces, style: StrokeStyle(halfWidth: width * s / 2, cap: CGLineCap(shape.lineCap), join: CGLineJoin(shape.lineJoin),
                                                      miterLimit: limit.isFinite ? limit : 10),
                           into: &out.stroke)
        }
        return out.fill.isEmpty && out.stroke.isEmpty ? nil : out
    }

    /// Stroke over fill ("source over", premultiplied), stored as straight RGBA8, in one pass over
    /// the accumulators' rows. Pixels covered by one of the two take its colour as is (only their
    /// alpha varies); only pixels where the stroke partly covers the fill need the division back
    /// to straight alpha.
    static func composite(fill: CoverageAccumulator?, rule: WindingRule, fillColor f: CGColor,
                          stroke: CoverageAccumulator?, strokeColor sc: CGColor, width w: Int, height h: Int) -> [UInt8] {
        let fr = Float(f.red), fg = Float(f.green), fb = Float(f.blue), fa = Float(f.alpha)
        let sr = Float(sc.red), sg = Float(sc.green), sb = Float(sc.blue), sa = Float(sc.alpha)
        @inline(__always) func byte(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
        @inline(__always) func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
            (r | g << 8 | b << 16 | a << 24).littleEndian  // R, G, B, A in memory
        }
        let fillRGB = pack(byte(fr), byte(fg), byte(fb), 0), strokeRGB = pack(byte(sr), byte(sg), byte(sb), 0)
        // Fully transparent pixels keep the colour their neighbours fade from.
        let clear = stroke != nil ? strokeRGB : fillRGB
        let alphaShift = UInt32(24)
        let noCells: [Float] = [0]
        let hasFill = fill != nil, hasStroke = stroke != nil
        let stride = (fill ?? stroke)?.stride ?? 0
        // Every pixel is written below, so the buffer starts uninitialised.
        return [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            count = w * h * 4
            let px = UnsafeMutableRawBufferPointer(buffer).bindMemory(to: UInt32.self)
            (fill?.cells ?? noCells).withUnsafeBufferPointer { fc in
                (stroke?.cells ?? noCells).withUnsafeBufferPointer { scs in
                    for y in 0..<h {
                        var accF: Float = 0, accS: Float = 0
                        var previous = clear
                        let row = y * stride, o = y * w
                        for x in 0..<w {
                            let df = hasFill ? fc[row + x] : 0, ds = hasStroke ? scs[row + x] : 0
                            // No edge in this cell: the running sums, so the pixel, are the previous ones.
                            if df == 0 && ds == 0 { px[o + x] = previous; continue }
                            accF += df; accS += ds
                            let cf = CoverageAccumulator.fold(accF, rule) * fa
                            let cs = min(abs(accS), 1) * sa
                            if cs <= 0 {
                                previous = cf <= 0 ? clear : fillRGB | (byte(cf) << alphaShift).littleEndian
                            } else if cf <= 0 || cs >= 1 {
                                previous = strokeRGB | (byte(cs) << alphaShift).littleEndian
                            } else {
                                let k = cf * (1 - cs), a = cs + k, inv = 1 / a
                                previous = pack(byte((sr * cs + fr * k) * inv), byte((sg * cs + fg * k) * inv),
                                                byte((sb * cs + fb * k) * inv), byte(a))
                            }
                            px[o + x] = previous
                        }
                    }
                }
            }
        }
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

extension CGLineCap {
    /// A shape layer's cap as Core Graphics names it; an unknown name is the default, butt.
    init(_ cap: CAShapeLayerLineCap) {
        switch cap {
        case .round: self = .round
        case .square: self = .square
        default: self = .butt
        }
    }
}

extension CGLineJoin {
    /// A shape layer's join as Core Graphics names it; an unknown name is the default, miter.
    init(_ join: CAShapeLayerLineJoin) {
        switch join {
        case .round: self = .round
        case .bevel: self = .bevel
        default: self = .miter
        }
    }
}
