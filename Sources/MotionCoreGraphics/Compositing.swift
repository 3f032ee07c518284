import Foundation
import MotionGeometry
import MotionRaster

/// What a drawing call paints with, premultiplied.
enum Paint {
    /// One colour.
    case solid(SIMD4<Float>)
    /// A colour per pixel (gradients, images).
    case shader(Shader)
}

/// A per-pixel paint: fills a row of premultiplied colours for raster pixels x0..<x0+count of row y,
/// sampled at the pixels' centres; a pixel the paint does not reach (past a gradient's unextended end,
/// outside an image) gets alpha −1 and is left alone.
protocol Shader: AnyObject {
    func shade(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<SIMD4<Float>>)
}

/// Where a drawing call paints and how much of each pixel.
enum CoverageSource {
    /// All of a rect (gradients fill the clip).
    case rect(PixelRect)
    /// Per pixel.
    case dense(Coverage)
    /// The inside of edges (raster space) by a rule: rasterised into the context's reusable grid, whose
    /// touched cells alone are visited (`CoverageAccumulator.drainSpans`).
    case edges(EdgeList, WindingRule)
    /// Edges made when needed (a fill's or stroke's outline, which a recorded call makes on a worker
    /// when it is painted: see `PendingPaint`); `make` reads nothing that changes after the call. `size`:
    /// the path's elements, which bound how many edges `make` makes (pending work is capped by it).
    case outline(_ make: () -> EdgeList, WindingRule, size: Int)
}

extension CGContext {
    /// Paints `paint` through `source` with the graphics state: clip, alpha, blend mode, shadow.
    func composite(_ source: CoverageSource, _ paint: Paint) {
        var source = source
        // A shadow needs the coverage now, and so does painting at once.
        if case .outline(let make, let rule, _) = source, state.shadow != nil || !defersPainting { source = .edges(make(), rule) }
        if let shadow = state.shadow, let dense = denseCoverage(source) { drawShadow(shadow, of: dense, paint) }
        paintSpans(source, paint, mode: state.blendMode, alpha: Float(state.alpha))
    }

    /// `source` as one coverage array over the pixels it reaches in the drawable rect (for shadows).
    func denseCoverage(_ source: CoverageSource) -> Coverage? {
        switch source {
        case .rect(let r):
            let c = r.intersection(drawableRect)
            return c.isEmpty ? nil : Coverage.solid(c)
        case .dense(let c): return c
        case .edges(let e, let rule): return Coverage.of(e, rule: rule, within: drawableRect, antialias: antialiasing)
        case .outline(let make, let rule, _): return Coverage.of(make(), rule: rule, within: drawableRect, antialias: antialiasing)
        }
    }

    /// Pixels of work above which a drawing call is painted in two bands of rows at once.
    static let parallelPixels = 1 << 16

    /// Blends `paint` into the pixels of `source` within the clip: each becomes dst + c·(B(src, dst) − dst),
    /// c the coverage × the clip's, src the paint × `alpha` (source-over: c·src + (1 − c·αs)·dst). Large
    /// calls are painted in bands of rows on the system's worker threads (rows are independent).
    func paintSpans(_ source: CoverageSource, _ paint: Paint, mode: CGBlendMode, alpha: Float) {
        let limit = drawableRect
        let clip = state.clip
        let aa = antialiasing
        let w = width
        let bands = 2
        var painted = [PixelRect](repeating: .empty, count: bands)
        let rowBuffers = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: max(w, 1) * bands)
        defer { rowBuffers.deallocate() }
        let bitmap = bitmapRect
        if defersPainting {
            recordSpans(source, paint, mode: mode, alpha: alpha)
            return
        }
        var source = source
        if case .outline(let make, let rule, _) = source { source = .edges(make(), rule) }
        pixels.withUnsafeMutableBufferPointer { px in
            painted.withUnsafeMutableBufferPointer { painted in
                let painter = SpanPainter(width: w, paint: paint, mode: mode, alpha: alpha, clip: clip)
                let bitmapBytes = px.baseAddress.unsafelyUnwrapped
                func run(_ band: Int, _ y: Int, _ x0: Int, _ x1: Int, _ c: Float) {
                    guard y >= limit.y0, y < limit.y1 else { return }
                    let a = max(x0, limit.x0), b = min(x1, limit.x1)
                    guard a < b else { return }
                    let k = aa ? c : (c >= 0.5 ? 1 : 0)
                    guard k > 0 else { return }
                    painter.paint(y, a, b, k, row: rowBuffers + band * max(w, 1), into: bitmapBytes)
                    painted[band] = painted[band].union(PixelRect(x0: a, y0: y, x1: b, y1: y + 1))
                }
                /// A run with a coverage per pixel (`coverage[x − x0]`; this call may change them).
                func run(_ band: Int, _ y: Int, _ x0: Int, _ x1: Int, _ coverage: UnsafeMutablePointer<Float>) {
                    guard y >= limit.y0, y < limit.y1 else { return }
                    var a = max(x0, limit.x0), b = min(x1, limit.x1)
                    let p = coverage - x0
                    if !aa { for x in a..<max(a, b) { p[x] = p[x] >= 0.5 ? 1 : 0 } }
                    // Only the covered pixels count as painted.
                    while a < b && p[a] <= 0 { a += 1 }
                    while b > a && p[b - 1] <= 0 { b -= 1 }
                    guard a < b else { return }
                    painter.paint(y, a, b, coverage: p + a, row: rowBuffers + band * max(w, 1), into: bitmapBytes)
                    painted[band] = painted[band].union(PixelRect(x0: a, y0: y, x1: b, y1: y + 1))
                }
                switch source {
                case .rect(let r):
                    let r = r.intersection(limit)
                    guard !r.isEmpty else { return }
                    let n = r.width * r.height >= Self.parallelPixels && r.height > 1 ? bands : 1
                    func body(_ band: Int) {
                        let lo = r.y0 + r.height * band / n, hi = r.y0 + r.height * (band + 1) / n
                        for y in lo..<hi { run(band, y, r.x0, r.x1, 1) }
                    }
                    if n == 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: n, execute: body) }
                case .dense(let cov):
                    let r = cov.rect
                    for y in r.y0..<r.y1 {
                        let o = (y - r.y0) * r.width - r.x0
                        for x in r.x0..<r.x1 {
                            let c = cov.values[o + x]
                            if c > 0 { run(0, y, x, x + 1, c) }
                        }
                    }
                case .outline: break  // made into edges above
                case .edges(let e, let rule):
                    guard !e.isEmpty else { return }
                    let box = PixelRect(covering: e.minX, e.minY, e.maxX, e.maxY).intersection(bitmap)
                    guard !box.isEmpty else { return }
                    let n = box.width * box.height >= Self.parallelPixels && box.height > 1 ? bands : 1
                    // In a grid the size of the shape's box (its cells close together; see `reshape`).
                    // Edges move by whole pixels, exactly, so the coverage is the same.
                    if !scratch.reshape(width: box.width, height: box.height) {
                        scratch = CoverageAccumulator(width: box.width, height: box.height, tracksTouchedCells: true)
                    }
                    let ox = box.x0, oy = box.y0
                    scratch.add(e, origin: Vec2(Double(ox), Double(oy)))
                    scratch.drainSpans(rule, bands: n) { band, y, x0, x1, coverage, c in
                        if let coverage { run(band, y + oy, x0 + ox, x1 + ox, coverage) } else { run(band, y + oy, x0 + ox, x1 + ox, c) }
                    }
                }
            }
        }
        didDraw(painted.reduce(PixelRect.empty) { $0.union($1) })
    }

    /// `paintSpans` recorded in `pendingPaint` instead of painted now: rasterised and painted in order,
    /// with the clip, alpha, blend mode and antialiasing of now, when the pixels are next read.
    private func recordSpans(_ source: CoverageSource, _ paint: Paint, mode: CGBlendMode, alpha: Float) {
        let limit = drawableRect
        let recorded: PendingPaint.Source
        switch source {
        case .rect(let r):
            let r = r.intersection(limit)
            guard !r.isEmpty else { return }
            recorded = .rect(r)
        case .dense(let cov):
            guard !cov.rect.intersection(limit).isEmpty else { return }
            recorded = .dense(cov)
        case .edges(let e, let rule):
            guard !e.isEmpty else { return }
            let box = PixelRect(covering: e.minX, e.minY, e.maxX, e.maxY).intersection(bitmapRect)
            guard !box.isEmpty, !box.intersection(limit).isEmpty else { return }
            recorded = .edges(e, rule, box: box)
        case .outline(let make, let rule, let size):
            recorded = .outline(make, rule, size: size)
        }
        let painter = SpanPainter(width: width, paint: paint, mode: mode, alpha: alpha, clip: state.clip)
        pendingPaint.add(PendingPaint.Call(painter: painter, source: recorded, limit: limit, antialias: antialiasing))
    }

    /// The shadow of painting `paint` through `coverage`: its alpha, blurred and offset, in the shadow's
    /// colour, drawn first with the same clip and blend mode.
    private func drawShadow(_ shadow: Shadow, of coverage: Coverage, _ paint: Paint) {
        let scale = Double(state.baseScale)
        let sigma = Double(shadow.blur) / 2 * scale
        let pad = sigma > 0 ? Int((GaussianBlur.reach * sigma).rounded(.up)) + 1 : 0
        let src = coverage.rect
        let w = src.width + 2 * pad, h = src.height + 2 * pad
        guard w > 0, h > 0, w <= 16384 + 2 * pad, h <= 16384 + 2 * pad else { return }
        var alpha = [Float](repeating: 0, count: w * h)
        let row = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: src.width)
        defer { row.deallocate() }
        for y in src.y0..<src.y1 {
            var a: Float = 1
            if case .solid(let s) = paint { a = s.w }
            if case .shader(let sh) = paint { sh.shade(y: y, x0: src.x0, count: src.width, into: row) }
            for x in src.x0..<src.x1 {
                var pa = a
                if case .shader = paint { pa = max(row[x - src.x0].w, 0) }
                alpha[(y - src.y0 + pad) * w + (x - src.x0 + pad)] = coverage.values[(y - src.y0) * src.width + (x - src.x0)] * pa
            }
        }
        if sigma > 0 { GaussianBlur.blur(&alpha, width: w, height: h, sigma: Float(sigma)) }
        // The offset in raster pixels: base space's y is up in a plain bitmap, down in a UIKit context.
        let dx = Double(shadow.offset.width) * scale
        let dy = Double(shadow.offset.height) * scale * (state.baseFlipped ? 1 : -1)
        let ix = Int(dx.rounded(.down)), iy = Int(dy.rounded(.down))
        let fx = Float(dx - Double(ix)), fy = Float(dy - Double(iy))
        // A fractional offset is a bilinear shift of the blurred alpha by (fx, fy).
        let sw = w + 1, sh = h + 1
        var shifted = [Float](repeating: 0, count: sw * sh)
        for y in 0..<sh {
            for x in 0..<sw {
                func at(_ xx: Int, _ yy: Int) -> Float { xx >= 0 && yy >= 0 && xx < w && yy < h ? alpha[yy * w + xx] : 0 }
                let top = at(x, y) * (1 - fx) + at(x - 1, y) * fx
                let bottom = at(x, y - 1) * (1 - fx) + at(x - 1, y - 1) * fx
                shifted[y * sw + x] = top * (1 - fy) + bottom * fy
            }
        }
        let rect = PixelRect(x0: src.x0 - pad + ix, y0: src.y0 - pad + iy, x1: src.x0 - pad + ix + sw, y1: src.y0 - pad + iy + sh)
        paintSpans(.dense(Coverage(rect: rect, values: shifted)), .solid(shadow.color.premultiplied),
                   mode: state.blendMode, alpha: Float(state.alpha))
    }

    /// Core Graphics' blend modes on premultiplied colours (W3C compositing formulas for the separable
    /// and non-separable modes, Porter–Duff for the rest).
    static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>, _ mode: CGBlendMode) -> SIMD4<Float> {
        let sa = s.w, da = d.w
        switch mode {
        case .normal: return s + (1 - sa) * d
        case .clear: return .zero
        case .copy: return s
        case .sourceIn: return s * da
        case .sourceOut: return s * (1 - da)
        case .sourceAtop: return s * da + d * (1 - sa)
        case .destinationOver: return s * (1 - da) + d
        case .destinationIn: return d * sa
        case .destinationOut: return d * (1 - sa)
        case .destinationAtop: return s * (1 - da) + d * sa
        case .xor: return s * (1 - da) + d * (1 - sa)
        case .plusDarker:
            return (SIMD4<Float>(repeating: 1) - ((1 - d) + (1 - s))).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        case .plusLighter: return (s + d).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        default: break
        }
        // Unpremultiplied colours of backdrop (b) and source (c).
        let cb = da > 0 ? SIMD3(d.x, d.y, d.z) / da : .zero
        let cs = sa > 0 ? SIMD3(s.x, s.y, s.z) / sa : .zero
        let mixed: SIMD3<Float>
        switch mode {
        case .multiply: mixed = cb * cs
        case .screen: mixed = cb + cs - cb * cs
        case .overlay: mixed = SIMD3(hardLight(cs.x, cb.x), hardLight(cs.y, cb.y), hardLight(cs.z, cb.z))
        case .darken: mixed = pointwiseMin(cb, cs)
        case .lighten: mixed = pointwiseMax(cb, cs)
        case .colorDodge: mixed = SIMD3(dodge(cb.x, cs.x), dodge(cb.y, cs.y), dodge(cb.z, cs.z))
        case .colorBurn: mixed = SIMD3(burn(cb.x, cs.x), burn(cb.y, cs.y), burn(cb.z, cs.z))
        case .hardLight: mixed = SIMD3(hardLight(cb.x, cs.x), hardLight(cb.y, cs.y), hardLight(cb.z, cs.z))
        case .softLight: mixed = SIMD3(softLight(cb.x, cs.x), softLight(cb.y, cs.y), softLight(cb.z, cs.z))
        case .difference: mixed = pointwiseMax(cb - cs, cs - cb)
        case .exclusion: mixed = cb + cs - 2 * cb * cs
        case .hue: mixed = setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: mixed = setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: mixed = setLum(cs, lum(cb))
        default: mixed = setLum(cb, lum(cs))  // luminosity
        }
        let sc = SIMD3(s.x, s.y, s.z), dc = SIMD3(d.x, d.y, d.z)
        let rgb = sc * (1 - da) + dc * (1 - sa) + sa * da * mixed
        return SIMD4(rgb.x, rgb.y, rgb.z, sa + da - sa * da)
    }

    private static func hardLight(_ b: Float, _ s: Float) -> Float {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }
    private static func dodge(_ b: Float, _ s: Float) -> Float {
        b == 0 ? 0 : (s >= 1 ? 1 : min(1, b / (1 - s)))
    }
    private static func burn(_ b: Float, _ s: Float) -> Float {
        b >= 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - b) / s))
    }
    private static func softLight(_ b: Float, _ s: Float) -> Float {
        if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
    }
    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c), n = min(c.x, c.y, c.z), x = max(c.x, c.y, c.z)
        var c = c
        if n < 0 { c = l + (c - l) * l / (l - n) }
        if x > 1 { c = l + (c - l) * (1 - l) / (x - l) }
        return c
    }
    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> { clipColor(c + (l - lum(c))) }
    private static func sat(_ c: SIMD3<Float>) -> Float { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }
    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let mx = max(c.x, c.y, c.z), mn = min(c.x, c.y, c.z)
        guard mx > mn else { return .zero }
        return (c - mn) * s / (mx - mn)
    }
}
