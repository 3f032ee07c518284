import Foundation
import MotionGeometry
import MotionRaster

/// Filling, stroking and clipping (Core Graphics' rules):
/// - fills close every subpath implicitly and use the nonzero winding or even-odd rule;
/// - a stroke is `lineWidth` wide in user space (0: the thinnest line the device draws, one pixel),
///   its caps and joins Core Graphics' (butt/round/square caps; miter joins beveled where the miter
///   would be longer than `miterLimit × lineWidth`, i.e. 1/sin(φ/2) > miterLimit for the angle φ between
///   the segments; round and bevel joins); dashes are user-space lengths, restarting at each subpath;
/// - painting and clipping consume the current path.
extension CGContext {
    // MARK: Fill and stroke the current path

    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(currentPath, rule: rule)
        beginPath()
    }

    public func strokePath() {
        stroke(currentPath)
        beginPath()
    }

    /// Fill then stroke, or one of them, then empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fill(currentPath, rule: .winding)
        case .eoFill: fill(currentPath, rule: .evenOdd)
        case .stroke: stroke(currentPath)
        case .fillStroke: fill(currentPath, rule: .winding); stroke(currentPath)
        case .eoFillStroke: fill(currentPath, rule: .evenOdd); stroke(currentPath)
        }
        beginPath()
    }

    /// Apple's `fillPath(using:)` spelling of even-odd.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    // MARK: Shapes that leave the current path alone

    public func fill(_ rect: CGRect) { fill(shape { $0.addRect(visiblePart(of: rect), transform: userToRaster) }, rule: .winding) }
    public func fill(_ rects: [CGRect]) {
        fill(shape { $0.addRects(rects.map(visiblePart(of:)), transform: userToRaster) }, rule: .winding)
    }
    public func fillEllipse(in rect: CGRect) { fill(shape { $0.addEllipse(in: rect, transform: userToRaster) }, rule: .winding) }
    public func stroke(_ rect: CGRect) { stroke(shape { $0.addRect(rect, transform: userToRaster) }) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    public func strokeEllipse(in rect: CGRect) { stroke(shape { $0.addEllipse(in: rect, transform: userToRaster) }) }
    /// Pairs of points, each pair one line.
    public func strokeLineSegments(between points: [CGPoint]) {
        stroke(shape { p in
            var i = 0
            while i + 1 < points.count {
                p.move(to: points[i], transform: userToRaster)
                p.addLine(to: points[i + 1], transform: userToRaster)
                i += 2
            }
        })
    }

    /// Makes `rect` transparent (Core Graphics' `clear`: neither the alpha, the blend mode nor the
    /// shadow apply; the clip does).
    public func clear(_ rect: CGRect) {
        let edges = fillEdges(of: shape { $0.addRect(rect, transform: userToRaster) })
        paintSpans(.edges(edges, .nonZero), .solid(.zero), mode: .clear, alpha: 1)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path's inside, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        clip(toRaster: currentPath, rule: rule)
        beginPath()
    }

    public func clip(to rect: CGRect) { clip(toRaster: shape { $0.addRect(visiblePart(of: rect), transform: userToRaster) }, rule: .winding) }
    public func clip(to rects: [CGRect]) {
        clip(toRaster: shape { $0.addRects(rects.map(visiblePart(of:)), transform: userToRaster) }, rule: .winding)
    }

    /// `rect` (user space) cut, in `Double`, to the user-space box of the bitmap grown by 2 pixels: what
    /// maps onto the bitmap is kept exactly (the cut edges land outside it), and coordinates stay near
    /// the bitmap's, so `CGRect.infinite`, a clip of ±1e12 or a 1e9-wide bar are not lost when converted
    /// to pixels (iOS: clipping to `.infinite` changes nothing). NaN rects and singular CTMs pass
    /// unchanged (they draw nothing, as before).
    func visiblePart(of rect: CGRect) -> CGRect {
        let x0 = Double(rect.minX), x1 = Double(rect.maxX), y0 = Double(rect.minY), y1 = Double(rect.maxY)
        guard !x0.isNaN, !x1.isNaN, !y0.isNaN, !y1.isNaN else { return rect }
        let m = userToRaster
        let det = Double(m.a) * Double(m.d) - Double(m.b) * Double(m.c)
        guard det.isFinite, det != 0 else { return rect }
        let back = m.inverted()
        let bx = [-2.0, Double(width) + 2], by = [-2.0, Double(height) + 2]
        var ux0 = Double.infinity, ux1 = -Double.infinity, uy0 = Double.infinity, uy1 = -Double.infinity
        for x in bx {
            for y in by {
                let p = CGPoint(x: x, y: y).applying(back)
                ux0 = min(ux0, Double(p.x)); ux1 = max(ux1, Double(p.x))
                uy0 = min(uy0, Double(p.y)); uy1 = max(uy1, Double(p.y))
            }
        }
        guard ux0.isFinite, ux1.isFinite, uy0.isFinite, uy1.isFinite else { return rect }
        // Inside the box: unchanged (bit for bit, so ordinary fills keep their pixels).
        if x0 >= ux0, x1 <= ux1, y0 >= uy0, y1 <= uy1 { return rect }
        let nx0 = max(x0, ux0), nx1 = min(x1, ux1), ny0 = max(y0, uy0), ny1 = min(y1, uy1)
        // Wholly off the bitmap: an empty rect at the cut (a clip to it empties the clip, a fill draws nothing).
        guard nx1 > nx0, ny1 > ny0 else { return CGRect(x: min(max(x0, ux0), ux1), y: min(max(y0, uy0), uy1), width: 0, height: 0) }
        return CGRect(x: nx0, y: ny0, width: nx1 - nx0, height: ny1 - ny0)
    }

    /// Apple's `resetClip()`: back to the whole bitmap.
    public func resetClip() { state.clip = nil }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        let r = drawableRect
        guard !r.isEmpty else { return .zero }
        return CGRect(x: r.x0, y: r.y0, width: r.width, height: r.height).applying(userToRaster.inverted())
    }

    func clip(toRaster p: CGPath, rule: CGPathFillRule) {
        let coverage = Coverage.of(fillEdges(of: p), rule: rule == .evenOdd ? .evenOdd : .nonZero,
                                   within: drawableRect, antialias: antialiasing)
        state.clip = (state.clip ?? ClipMask(rect: bitmapRect, values: nil)).intersected(with: coverage)
    }

    // MARK: Rasterising

    func shape(_ build: (CGMutablePath) -> Void) -> CGMutablePath {
        let p = CGMutablePath()
        build(p)
        return p
    }

    var antialiasing: Bool { state.antialias && state.allowsAntialiasing }

    /// Fills raster-space path `p` with the fill colour.
    /// (`p` is not changed afterwards: painting and clipping replace the current path with a new one.)
    func fill(_ p: CGPath, rule: CGPathFillRule) {
        guard !p.isEmpty, state.fillColor.alpha > 0 || state.blendMode != .normal else { return }
        composite(.outline({ Self.fillEdges(of: p) }, rule == .evenOdd ? .evenOdd : .nonZero, size: p.elements.count),
                  .solid(state.fillColor.premultiplied))
    }

    /// Strokes raster-space path `p` with the stroke colour and line style.
    func stroke(_ p: CGPath) {
        guard !p.isEmpty, state.strokeColor.alpha > 0 || state.blendMode != .normal else { return }
        let pen = Pen(self)
        let paint = Paint.solid(state.strokeColor.premultiplied)
        // A dashed stroke's outline is made now: its edges are not bounded by the path's size (a short
        // pattern along a long path), and pending work is capped by that size.
        if !pen.dashLengths.isEmpty {
            // Dashes finer than `PathTrim.dash` cuts are drawn as the solid stroke at their average
            // coverage (the painted share of the pattern).
            let (edges, coverage) = Self.strokeOutline(of: p, pen)
            let color = state.strokeColor.premultiplied * Float(coverage)
            return composite(.edges(edges, .nonZero), .solid(color))
        }
        composite(.outline({ Self.strokeEdges(of: p, pen) }, .nonZero, size: p.elements.count), paint)
    }

    /// What a stroke's outline reads of the graphics state, taken when it is stroked (the outline may
    /// be made later, on a worker: see `PendingPaint`).
    struct Pen {
        var userToRaster: CGAffineTransform
        var lineWidth: CGFloat
        var lineCap: CGLineCap
        var lineJoin: CGLineJoin
        var miterLimit: CGFloat
        var dashLengths: [CGFloat]
        var dashPhase: CGFloat

        init(_ c: CGContext) {
            userToRaster = c.userToRaster
            lineWidth = c.state.lineWidth
            lineCap = c.state.lineCap
            lineJoin = c.state.lineJoin
            miterLimit = c.state.miterLimit
            dashLengths = c.state.dashLengths
            dashPhase = c.state.dashPhase
        }
    }

    /// The polygons a fill of raster path `p` covers (every subpath closed).
    func fillEdges(of p: CGPath) -> EdgeList { Self.fillEdges(of: p) }

    /// The polygons a fill of raster path `p` covers (every subpath closed).
    static func fillEdges(of p: CGPath) -> EdgeList {
        var edges = EdgeList()
        if Self.isFinite(p) {
            for sub in PathFlattener.flatten(p, scale: 1, tolerance: Self.flatness, compensated: true) where sub.points.count > 2 { edges.addPolygon(sub.points) }
        } else if Self.isFarPolygon(p) {
            // Straight edges beyond ±1e9 pixels (a 1e9-wide bar, a ±1e30 polygon): each polygon cut to the
            // box ±`farBox` (Sutherland–Hodgman, which keeps every winding number inside the box, so both
            // fill rules give the same coverage on any bitmap), then filled as usual.
            for sub in PathFlattener.flatten(p, scale: 1, tolerance: Self.flatness, compensated: true) where sub.points.count > 2 {
                let cut = Self.clipPolygon(sub.points, toBox: Self.farBox)
                if cut.count > 2 { edges.addPolygon(cut) }
            }
        }
        return edges
    }

    /// An undashed stroke of straight lines reaching beyond ±1e9 pixels (a line to (1e9, 150)), cut to
    /// the box ±`farBox` in raster space: the runs inside it, open (a closed subpath that leaves the box
    /// becomes open; its cut ends and their caps lie ~1e7 pixels away, and a cap is within the uncut
    /// stroke). nil — drawn as nothing, as before — for curves, dashes (their pattern is measured from
    /// the start) or a pen wider than 1e6 pixels (a cut-off segment could then reach the bitmap).
    static func farStrokeCut(_ p: CGPath, _ pen: Pen) -> CGPath? {
        guard pen.dashLengths.isEmpty, isFarPolygon(p) else { return nil }
        let m = pen.userToRaster
        let stretch = Double(abs(m.a) + abs(m.b) + abs(m.c) + abs(m.d))
        guard stretch.isFinite, Double(pen.lineWidth) * stretch < 1e6 else { return nil }
        let cut = CGMutablePath()
        for sub in PathFlattener.flatten(p, scale: 1, tolerance: Self.flatness, compensated: false) {
            var points = sub.points
            if sub.closed, let first = points.first { points.append(first) }
            let runs = clipPolyline(points, toBox: farBox)
            if runs.count == 1, runs[0].count == points.count, sub.closed {
                // Wholly inside: keep it closed (its joins all round).
                cut.move(to: CGPoint(x: runs[0][0].x, y: runs[0][0].y))
                for v in runs[0].dropFirst().dropLast() { cut.addLine(to: CGPoint(x: v.x, y: v.y)) }
                cut.closeSubpath()
                continue
            }
            for run in runs {
                cut.move(to: CGPoint(x: run[0].x, y: run[0].y))
                for v in run.dropFirst() { cut.addLine(to: CGPoint(x: v.x, y: v.y)) }
            }
        }
        return cut.isEmpty ? nil : cut
    }

    /// Half the side of the box far polygons are cut to, raster pixels: far beyond any bitmap (bitmaps
    /// are at most a few ten thousand pixels), well inside what the rasteriser takes (±1e9).
    static let farBox = 1e7

    /// Whether `p` is all straight lines with finite points, some beyond ±1e9: what `fillEdges` cuts to
    /// `farBox` instead of dropping. Curves that far are still dropped (flattening one is not bounded).
    static func isFarPolygon(_ p: CGPath) -> Bool {
        p.elements.allSatisfy { e in
            switch e {
            case .addQuadCurveToPoint, .addCurveToPoint: return false
            default: return e.allPointsSatisfy { $0.x.isFinite && $0.y.isFinite }
            }
        }
    }

    /// Where the segment a–c crosses the line where coordinate `axis` is `bound` (a and c on either
    /// side). The other coordinate as intercept + bound × slope, on coordinates scaled by a power of two
    /// to about 1 (exact; no overflow near ±greatestFiniteMagnitude). Not a + (c − a)·t: from points at
    /// 1e30, t·(c − a) loses the 1e7 entirely (the cut of a bow-tie through the origin landed 1e7 off,
    /// across the bitmap); the intercept form errs by the points' own precision only.
    static func crossing(_ a: Vec2, _ c: Vec2, axis: Int, at bound: Double) -> Vec2 {
        let o = 1 - axis
        let m = max(abs(a.x), abs(a.y), abs(c.x), abs(c.y), 1)
        let k = Double(sign: .plus, exponent: -m.exponent, significand: 1)
        let a2 = a * k, c2 = c * k, x2 = bound * k
        let d = c2[axis] - a2[axis]
        var v = Vec2.zero
        v[axis] = bound
        v[o] = ((a2[o] * c2[axis] - c2[o] * a2[axis]) / d + x2 * (c2[o] - a2[o]) / d) / k
        return v
    }

    /// The open polyline `points` cut to the square ±`b`: the runs inside it, in order.
    static func clipPolyline(_ points: [Vec2], toBox b: Double) -> [[Vec2]] {
        var runs = [points]
        for side in 0..<4 {
            let axis = side / 2, bound = side % 2 == 0 ? -b : b
            func inside(_ v: Vec2) -> Bool { side % 2 == 0 ? v[axis] >= bound : v[axis] <= bound }
            var next: [[Vec2]] = []
            for run in runs {
                var current: [Vec2] = []
                for (i, p) in run.enumerated() {
                    if i > 0 {
                        let q = run[i - 1]
                        if inside(q) != inside(p) { current.append(crossing(q, p, axis: axis, at: bound)) }
                        if !inside(p), current.count > 1 { next.append(current) }
                        if !inside(p) { current = [] }
                    }
                    if inside(p) { current.append(p) }
                }
                if current.count > 1 { next.append(current) }
            }
            runs = next
        }
        return runs
    }

    /// Sutherland–Hodgman: the closed polygon `points` cut to the square ±`b`, one side at a time.
    static func clipPolygon(_ points: [Vec2], toBox b: Double) -> [Vec2] {
        var poly = points
        // Each side: inside test and crossing point, for x ≥ −b, x ≤ b, y ≥ −b, y ≤ b.
        for side in 0..<4 {
            guard !poly.isEmpty else { break }
            let axis = side / 2, bound = side % 2 == 0 ? -b : b
            func inside(_ v: Vec2) -> Bool { side % 2 == 0 ? v[axis] >= bound : v[axis] <= bound }
            func cross(_ a: Vec2, _ c: Vec2) -> Vec2 { crossing(a, c, axis: axis, at: bound) }
            var out: [Vec2] = []
            out.reserveCapacity(poly.count + 4)
            var prev = poly[poly.count - 1]
            for cur in poly {
                let ci = inside(cur), pi = inside(prev)
                if ci {
                    if !pi { out.append(cross(prev, cur)) }
                    out.append(cur)
                } else if pi {
                    out.append(cross(prev, cur))
                }
                prev = cur
            }
            poly = out
        }
        return poly
    }

    /// The outline of the stroke of raster path `p`, made in user space (where the pen is round and the
    /// dashes are measured) and mapped into raster space; a hairline (width 0) is one pixel wide.
    func strokeEdges(of p: CGPath) -> EdgeList { Self.strokeEdges(of: p, Pen(self)) }

    /// The outline of the stroke of raster path `p` with `pen`.
    static func strokeEdges(of p: CGPath, _ pen: Pen) -> EdgeList { strokeOutline(of: p, pen).edges }

    /// The outline of the stroke of raster path `p` with `pen`, and the share of it its dashes paint
    /// when they are too fine to cut (`PathTrim.dash`'s limit): then the outline is the solid stroke's,
    /// to be painted at that coverage (1 for every other stroke).
    static func strokeOutline(of p: CGPath, _ pen: Pen) -> (edges: EdgeList, coverage: Double) {
        var edges = EdgeList()
        guard Self.isFinite(p) else {
            guard let cut = farStrokeCut(p, pen) else { return (edges, 1) }
            return strokeOutline(of: cut, pen)
        }
        let m = pen.userToRaster
        let det = Double(m.a * m.d - m.b * m.c)
        let hairline = pen.lineWidth <= 0
        // Largest stretch of the user → raster map (its larger singular value).
        let e = Double((m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d) / 2)
        let root = max(e * e - det * det, 0).squareRoot()
        let stretch = (e + root).squareRoot()
        guard det.isFinite, stretch.isFinite, stretch > 1e-12 else { return (edges, 1) }
        let space: CGPath
        let tolerance: Double, halfWidth: Double, dashScale: Double
        // Dashes are measured along the flattened path, so a dashed stroke keeps the fine flattening: the
        // chords' length must be the curve's (at the stroke flatness the dash ends of CairoFidelityTests'
        // dashed arc moved enough to differ from cairo's by 32/255).
        let flatness = pen.dashLengths.isEmpty ? Self.strokeFlatness : Self.flatness
        // A singular map (a squash to scale 0 in one direction) flattens the pen to a segment along the
        // one line the whole path lies on: the stroke covers no area, and Core Graphics draws nothing
        // (a hairline is a device pixel wide whatever the map: it is still drawn).
        if !hairline && abs(det) < 1e-12 { return (edges, 1) }
        if hairline || abs(det) < 1e-12 {
            // In raster space: the pen is a pixel; dashes scaled by the map's mean stretch.
            space = p
            tolerance = flatness
            halfWidth = hairline ? 0.5 : Double(pen.lineWidth) * stretch / 2
            dashScale = abs(det).squareRoot() > 1e-12 ? abs(det).squareRoot() : stretch
        } else {
            space = p.copy(using: m.inverted())
            tolerance = flatness / stretch
            halfWidth = Double(pen.lineWidth) / 2
            dashScale = 1
            edges.mapping = (Double(m.a), Double(m.b), Double(m.c), Double(m.d), Double(m.tx), Double(m.ty))
        }
        var pieces = PathFlattener.flatten(space, scale: 1, tolerance: tolerance, compensated: true)
        let dashes = pen.dashLengths.map { Double($0) * dashScale }
        var coverage = 1.0
        if !dashes.isEmpty {
            if PathTrim.cutsTooManyDashes(pieces, pattern: dashes) {
                coverage = PathTrim.paintedShare(of: dashes) ?? 1
            } else {
                pieces = PathTrim.dash(pieces, pattern: dashes, phase: Double(pen.dashPhase) * dashScale, joinsAtClose: true)
            }
        }
        let limit = Double(pen.miterLimit)
        Stroker.stroke(pieces, style: StrokeStyle(halfWidth: halfWidth, cap: pen.lineCap, join: pen.lineJoin,
                                                  miterLimit: limit.isNaN ? 10 : limit, tolerance: tolerance,
                                                  mergesSmoothRuns: true),
                       into: &edges)
        return (edges, coverage)
    }

    /// Largest distance (pixels) between a curve and its chords before compensation (see
    /// `PathFlattener.flatten`): with the chords crossing the curve, edge pixels' coverage is within
    /// about 1/255 of the curve's own.
    static let flatness = 0.01

    /// The same for strokes' centre lines, round caps and joins (raster pixels; in user space divided by
    /// the map's largest stretch). Coarser than fills': strokes are compared with cairo within 16/255, not
    /// 1/255, and this is cairo's own default tolerance (0.1 pixel) — with compensated chords the centre
    /// line errs by at most two thirds of it either way (× (1 + half-width / radius) on a curve's outer
    /// side), where cairo's inscribed chords err by up to all of it, one way. A third as many edges as at
    /// 0.01 (`motionlab bench draw`'s 200 arcs: 58 k at 0.01, 27 k at 0.05, 20 k here); against 0.05 the
    /// frame's pixels move by at most 18/255, by more than 8/255 in 0.14 % of them, and the frame takes
    /// 6.5 % fewer instructions.
    static let strokeFlatness = 0.1

    static func isFinite(_ p: CGPath) -> Bool {
        p.elements.allSatisfy { $0.allPointsSatisfy { $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e9 && abs($0.y) < 1e9 } }
    }
}
