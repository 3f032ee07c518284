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
        // Recorded calls are painted later (`PendingPaint`): nothing below is needed for them (the row
        // buffers were a 20 KB allocation per recorded stroke of a full-screen context).
        if defersPainting {
            recordSpans(source, paint, mode: mode, alpha: alpha)
            return
        }
        let limit = drawableRect
        let clip = state.clip
        let aa = antialiasing
        let w = width
        let bands = 2
        var painted = [PixelRect](repeating: .empty, count: bands)
        let rowBuffers = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: max(w, 1) * bands)
        defer { rowBuffers.deallocate() }
        let bitmap = bitmapRect
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

    /// σ in raster pixels above which a shadow is blurred on a coarser grid (`drawWideShadow`); at or
    /// below it the exact Gaussian runs on the pixels themselves: ordinary shadows (blur ≤ 8 points at
    /// 2×, ≤ 5 at 3×) keep their pixels, and the exact kernel's cost (6σ + 1 taps) stays small.
    static let exactShadowSigma: Double = 8

    /// The largest σ a shadow is blurred with, in multiples of the bitmap's longer side. A shadow's alpha
    /// anywhere is at most (casting pixels) × (the 2-D Gaussian's peak, 1/(2πσ²)) ≤ side²/(2πσ²); at
    /// σ = 16 × side that is below 0.0007, under half an 8-bit step, so any larger σ draws the same
    /// (invisible) wash. Capping keeps every size and index below bounded.
    static let maxShadowSigmaPerSide: Double = 16

    /// The shadow of painting `paint` through `coverage`: its alpha, blurred and offset, in the shadow's
    /// colour, drawn first with the same clip and blend mode. Its buffers cover only the source's box
    /// grown by the blur's reach, and nothing is drawn when the offset puts all of that outside the
    /// drawable rect; conversions to `Int` happen only after that test, on bounded values.
    private func drawShadow(_ shadow: Shadow, of coverage: Coverage, _ paint: Paint) {
        let scale = Double(state.baseScale)
        let side = Double(max(width, height, 1))
        let rawSigma = Double(shadow.blur) / 2 * scale
        let sigma = rawSigma.isFinite && rawSigma > 0 ? min(rawSigma, Self.maxShadowSigmaPerSide * side) : 0
        // The offset in raster pixels: base space's y is up in a plain bitmap, down in a UIKit context.
        let dx = Double(shadow.offset.width) * scale
        let dy = Double(shadow.offset.height) * scale * (state.baseFlipped ? 1 : -1)
        guard dx.isFinite, dy.isFinite else { return }
        let src = coverage.rect
        guard !src.isEmpty else { return }
        // Whether the source's box grown by the blur's reach, moved by the offset, meets the drawable rect.
        let reach = GaussianBlur.reach * sigma + 2
        let limit = drawableRect
        guard Double(src.x0) - reach + dx < Double(limit.x1), Double(src.x1) + reach + dx > Double(limit.x0),
              Double(src.y0) - reach + dy < Double(limit.y1), Double(src.y1) + reach + dy > Double(limit.y0) else { return }
        let alphaOf = sourceAlpha(coverage, paint)
        if sigma > Self.exactShadowSigma {
            drawWideShadow(alphaOf, src: src, sigma: sigma, dx: dx, dy: dy, color: shadow.color)
            return
        }
        let pad = sigma > 0 ? Int((GaussianBlur.reach * sigma).rounded(.up)) + 1 : 0
        let w = src.width + 2 * pad, h = src.height + 2 * pad
        guard w > 0, h > 0 else { return }
        var alpha = [Float](repeating: 0, count: w * h)
        for y in 0..<src.height {
            for x in 0..<src.width { alpha[(y + pad) * w + (x + pad)] = alphaOf[y * src.width + x] }
        }
        if sigma > 0 { GaussianBlur.blur(&alpha, width: w, height: h, sigma: Float(sigma)) }
        // |dx|, |dy| are below the bitmap's size plus the reach here (the test above).
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

    /// The casting alpha over `coverage.rect` (row-major): coverage × the paint's alpha.
    private func sourceAlpha(_ coverage: Coverage, _ paint: Paint) -> [Float] {
        let src = coverage.rect
        var out = [Float](repeating: 0, count: src.width * src.height)
        let row = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: max(src.width, 1))
        defer { row.deallocate() }
        for y in src.y0..<src.y1 {
            var a: Float = 1
            if case .solid(let s) = paint { a = s.w }
            if case .shader(let sh) = paint { sh.shade(y: y, x0: src.x0, count: src.width, into: row) }
            for x in src.x0..<src.x1 {
                var pa = a
                if case .shader = paint { pa = max(row[x - src.x0].w, 0) }
                let i = (y - src.y0) * src.width + (x - src.x0)
                out[i] = coverage.values[i] * pa
            }
        }
        return out
    }

    /// The coarse grid `drawWideShadow` blurs on for a source of `width × height` pixels and σ pixels:
    /// cells of `cell` pixels, σ in cells, the padding in cells each side (the kernel's reach) and the
    /// grid's size in cells. σ must be finite (the caller caps it at `maxShadowSigmaPerSide` × side).
    static func wideShadowGrid(width: Int, height: Int, sigma: Double) -> (cell: Int, sigma: Double, pad: Int, width: Int, height: Int) {
        let f = max(1, Int((sigma / 8).rounded(.up)))
        let sc = sigma / Double(f)
        let pad = Int((GaussianBlur.reach * sc).rounded(.up)) + 1
        return (f, sc, pad, (width + f - 1) / f + 2 * pad, (height + f - 1) / f + 2 * pad)
    }

    /// A shadow whose σ exceeds `exactShadowSigma`: the casting alpha is averaged into cells of f × f
    /// pixels (f = ⌈σ / 8⌉, so σ spans 4–8 cells), blurred there by the exact Gaussian, and sampled back
    /// bilinearly at the drawable pixels it reaches. A Gaussian of σ pixels has (almost) nothing at
    /// spatial frequencies above 1/σ, so cells of σ/8 lose little (within 3/255 of the exact blur of a
    /// square, `ShadowBoundsTests`); the cost and memory are the source's pixels plus the drawn pixels
    /// plus a grid of (source/f + 52)², whatever σ is.
    private func drawWideShadow(_ alpha: [Float], src: PixelRect, sigma: Double, dx: Double, dy: Double, color: CGColor) {
        let g = Self.wideShadowGrid(width: src.width, height: src.height, sigma: sigma)
        let f = g.cell, sc = g.sigma, padC = g.pad, cw = g.width, ch = g.height
        let gx0 = src.x0 - padC * f, gy0 = src.y0 - padC * f
        var grid = [Float](repeating: 0, count: cw * ch)
        let norm = 1 / Float(f * f)
        for y in 0..<src.height {
            let cy = (y + src.y0 - gy0) / f
            for x in 0..<src.width {
                grid[cy * cw + (x + src.x0 - gx0) / f] += alpha[y * src.width + x] * norm
            }
        }
        GaussianBlur.blur(&grid, width: cw, height: ch, sigma: Float(sc))
        // The drawn pixels: the grid's extent moved by the offset, within the drawable rect (all Double
        // until the result is inside the bitmap).
        let limit = drawableRect
        let ex0 = Double(gx0) + dx, ey0 = Double(gy0) + dy
        let out = PixelRect(covering: max(ex0, Double(limit.x0)), max(ey0, Double(limit.y0)),
                            min(ex0 + Double(cw * f), Double(limit.x1)), min(ey0 + Double(ch * f), Double(limit.y1)))
            .intersection(limit)
        guard !out.isEmpty else { return }
        var values = [Float](repeating: 0, count: out.width * out.height)
        func at(_ i: Int, _ j: Int) -> Float { i >= 0 && j >= 0 && i < cw && j < ch ? grid[j * cw + i] : 0 }
        let fd = Double(f)
        for y in out.y0..<out.y1 {
            // Cell centres sit at g0 + (i + ½)·f in source pixels; a drawn pixel's centre maps back by the offset.
            let v = (Double(y) + 0.5 - dy - Double(gy0)) / fd - 0.5
            let j0 = Int(v.rounded(.down)), ty = Float(v - Double(j0))
            for x in out.x0..<out.x1 {
                let u = (Double(x) + 0.5 - dx - Double(gx0)) / fd - 0.5
                let i0 = Int(u.rounded(.down)), tx = Float(u - Double(i0))
                let top = at(i0, j0) * (1 - tx) + at(i0 + 1, j0) * tx
                let bottom = at(i0, j0 + 1) * (1 - tx) + at(i0 + 1, j0 + 1) * tx
                values[(y - out.y0) * out.width + (x - out.x0)] = top * (1 - ty) + bottom * ty
            }
        }
        paintSpans(.dense(Coverage(rect: out, values: values)), .solid(color.premultiplied),
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
