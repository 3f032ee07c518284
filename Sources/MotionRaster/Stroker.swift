import Foundation
import MotionGeometry

/// How a stroke is drawn, in raster pixels.
package struct StrokeStyle {
    /// Half the line width, pixels (> 0).
    package var halfWidth: Double
    package var cap: CGLineCap = .butt
    package var join: CGLineJoin = .miter
    /// Longest miter, as a multiple of the line width, before a miter join is beveled.
    package var miterLimit: Double = 10
    /// Largest distance between a round cap or join and its polygon, pixels.
    package var tolerance: Double = PathFlattener.defaultTolerance
    /// Outline each run of segments that meet at shared (smooth or straight) vertices as one strip
    /// polygon — one side forward, the other back — instead of a quadrilateral per segment: the same
    /// area (the quadrilaterals' shared ends cancel), without accumulating those ends (about half the
    /// edges of a curve's stroke). Off for shape layers, whose goldens the per-segment pieces made.
    package var mergesSmoothRuns = false

    package init(halfWidth: Double, cap: CGLineCap = .butt, join: CGLineJoin = .miter, miterLimit: Double = 10,
                 tolerance: Double = PathFlattener.defaultTolerance, mergesSmoothRuns: Bool = false) {
        self.halfWidth = halfWidth; self.cap = cap; self.join = join; self.miterLimit = miterLimit; self.tolerance = tolerance
        self.mergesSmoothRuns = mergesSmoothRuns
    }
}

/// Turns polylines into the stroke's area as a union of positively wound pieces, filled with the
/// nonzero rule:
/// - a quadrilateral per segment, its sides at ±half-width;
/// - at a vertex inside a flattened curve (a "smooth" vertex: small turn, chords long enough for
///   the inner offsets to meet), the two quadrilaterals share their end edge along the vertex's
///   bisector (the offset chords' intersection), so the stroke of a curve is one seamless strip;
/// - at any other vertex, quadrilaterals end square to their own segment and a join wedge fills the
///   outer side of the turn (the quadrilaterals overlap on the inner side);
/// - a cap at each open end, square to the path's tangent there.
/// Pieces that touch share bit-identical corners, so a shared edge is traversed both ways and
/// cancels exactly: anti-aliasing along the outline is exact except where separate pieces' edges
/// cross inside one pixel (an inner corner, a self-crossing stroke).
///
/// Core Graphics' geometry: a miter join extends the outer edges to meet unless the miter would
/// be longer than `miterLimit × lineWidth` (1/cos(θ/2) > miterLimit for a turn of θ), then it is
/// beveled; a square cap extends the line by half its width; a zero-length subpath draws a dot
/// with round or square caps and nothing with butt caps. Inside a flattened curve the polyline's
/// vertices that are not smooth get round joins whatever `join` says, as the curve's own stroke
/// turns smoothly there. Round caps and joins are polygons whose inner vertices sit slightly
/// outside the circle so the polygon's area equals the exact sector's.
package enum Stroker {
    /// Largest turn at a curve's vertex that is stroked as a shared bisector edge instead of a join.
    package static let maxSmoothTurn = 15.0 * Double.pi / 180
    static let tanMaxSmoothTurn = tan(maxSmoothTurn)

    package static func stroke(_ subpaths: [FlatSubpath], style: StrokeStyle, into edges: inout EdgeList) {
        let h = style.halfWidth
        guard h > 0, h.isFinite else { return }
        let s = Stroke(style: style, h: h)
        // Room for the outline at once — both sides of every chord, the caps' arcs, a few joins — rather
        // than the edge list doubling its way up (about five reallocations a stroked arc).
        let capPoints = style.cap == .round ? Int(min((Double.pi / s.arcStep).rounded(.up), Double(Stroke.maxArcSteps))) + 2 : 4
        edges.reserveCapacity(edges: subpaths.reduce(0) { $0 + 2 * $1.points.count + 2 * capPoints + 16 })
        // Per-vertex scratch for the largest subpath, one allocation for all of them (a stroke's own
        // arrays per subpath cost more than its arithmetic).
        // One block: per vertex a direction, a length, a shared offset direction and its flag, and the
        // two sides' offsets of a strip (a vertex more: a closed run's end).
        let most = subpaths.reduce(0) { max($0, $1.points.count) } + 1
        let block = UnsafeMutableRawPointer.allocate(byteCount: most * (4 * 16 + 8 + 1), alignment: 16)
        defer { block.deallocate() }
        let dirs = block.bindMemory(to: Vec2.self, capacity: most)
        let shared = (block + most * 16).bindMemory(to: Vec2.self, capacity: most)
        let left = (block + most * 32).bindMemory(to: Vec2.self, capacity: most)
        let right = (block + most * 48).bindMemory(to: Vec2.self, capacity: most)
        let lengths = (block + most * 64).bindMemory(to: Double.self, capacity: most)
        let isShared = (block + most * 72).bindMemory(to: Bool.self, capacity: most)
        // Read once: a static in the vertex loop is an initialisation check per vertex.
        let tanSmooth = tanMaxSmoothTurn
        for sub in subpaths {
            let n = sub.points.count
            if n == 1 { s.point(sub.points[0], sub.direction, into: &edges); continue }
            guard n > 1 else { continue }
            let segs = sub.segmentCount
            sub.points.withUnsafeBufferPointer { pts in
            sub.corner.withUnsafeBufferPointer { corner in
                let p = pts.baseAddress.unsafelyUnwrapped, isCorner = corner.baseAddress.unsafelyUnwrapped
                for i in 0..<segs {
                    let a = p[i], b = p[i + 1 == n ? 0 : i + 1]
                    let l = length(b - a)
                    dirs[i] = (b - a) / l
                    lengths[i] = l
                }
                // Per vertex: the offset direction shared by both quadrilaterals (smooth vertices and
                // ends; `isShared`), or none where each quadrilateral ends square to its own segment and
                // a join goes.
                isShared.initialize(repeating: false, count: n)
                let interior = sub.closed ? 0..<n : 1..<(n - 1)
                for v in interior {
                    // (v − 1 + segs) % segs and v % segs without dividing (v < n ≤ segs + 1; v < segs when open).
                    let i0 = v == 0 ? segs - 1 : v - 1, i1 = v >= segs ? v - segs : v
                    let d0 = dirs[i0], d1 = dirs[i1]
                    let c = cross(d0, d1), dt = dot(d0, d1)
                    // The turn θ between the chords without trigonometry (a curve's every vertex comes
                    // here): with unit directions sin θ = |c| and cos θ = dt, so θ < α ⇔ dt > 0 and
                    // |c| < tan α · dt, and tan(θ/2) = sin θ / (1 + cos θ).
                    let sine = abs(c)
                    let straight = dt > 0 && sine < 1e-9 * dt
                    let smooth = !isCorner[v] && dt > 0 && sine < tanSmooth * dt
                        && h * sine / (1 + dt) <= 0.5 * min(lengths[i0], lengths[i1])
                    if straight || smooth {
                        // (n0 + n1) / (1 + cos θ): the bisector, long enough that the offsets are
                        // h from both chords.
                        shared[v] = (perpendicular(d0) + perpendicular(d1)) / (1 + dt)
                        isShared[v] = true
                    } else {
                        s.join(p[v], d0, d1, corner: isCorner[v], into: &edges)
                    }
                }
                var startDir = dirs[0], endDir = dirs[segs - 1]
                if !sub.closed {
                    startDir = sub.startTangent ?? dirs[0]
                    endDir = sub.endTangent ?? dirs[segs - 1]
                    shared[0] = perpendicular(startDir); isShared[0] = true
                    shared[n - 1] = perpendicular(endDir); isShared[n - 1] = true
                }
                if style.mergesSmoothRuns {
                    s.strips(p, count: n, segments: segs, closed: sub.closed, dirs: dirs, shared: shared, isShared: isShared,
                             scratch: (left, right), into: &edges)
                } else {
                    for i in 0..<segs {
                        let a = p[i], j = i + 1 == n ? 0 : i + 1, b = p[j]
                        let nrm = perpendicular(dirs[i])
                        let na = isShared[i] ? shared[i] : nrm, nb = isShared[j] ? shared[j] : nrm
                        edges.addPositiveQuad(s.off(a, na, 1), s.off(b, nb, 1), s.off(b, nb, -1), s.off(a, na, -1))
                    }
                }
                if !sub.closed {
                    s.cap(p[0], outward: -startDir, into: &edges)
                    s.cap(p[n - 1], outward: endDir, into: &edges)
                }
            }
            }
        }
    }
}

private struct Stroke {
    static let maxArcSteps = 1024
    let style: StrokeStyle
    let h: Double
    /// Angle step that keeps a round cap's or join's chords within the tolerance.
    let arcStep: Double

    init(style: StrokeStyle, h: Double) {
        self.style = style
        self.h = h
        let c = 1 - style.tolerance / h
        arcStep = c <= 0 ? .pi / 2 : min(.pi / 2, 2 * acos(c))
    }

    /// The segments' outline as strips: each run of segments whose inner vertices have a shared offset
    /// direction becomes one polygon (left offsets forward, right offsets back), positively wound; a
    /// closed subpath smooth all round is a ring (outer outline positive, inner negative). `p`: the
    /// subpath's `count` points; `dirs`: its `segments` unit directions; `shared`: each vertex's offset
    /// direction where `isShared`; `scratch`: room for `count` + 1 points each.
    func strips(_ p: UnsafePointer<Vec2>, count n: Int, segments segs: Int, closed: Bool, dirs: UnsafePointer<Vec2>,
                shared: UnsafePointer<Vec2>, isShared: UnsafePointer<Bool>,
                scratch: (left: UnsafeMutablePointer<Vec2>, right: UnsafeMutablePointer<Vec2>), into edges: inout EdgeList) {
        if closed && (0..<n).allSatisfy({ isShared[$0] }) {
            let left = (0..<n).map { off(p[$0], shared[$0], 1) }
            let right = (0..<n).map { off(p[$0], shared[$0], -1) }
            func area(_ p: [Vec2]) -> Double {
                var a = 0.0
                for i in 0..<p.count { a += cross(p[i], p[i + 1 == p.count ? 0 : i + 1]) }
                return a
            }
            let (outer, inner) = abs(area(left)) >= abs(area(right)) ? (left, right) : (right, left)
            edges.addPositivePolygon(outer)
            // The hole: wound against the outer outline.
            if area(inner) >= 0 { edges.addPolygon(inner.reversed()) } else { edges.addPolygon(inner) }
            return
        }
        // Runs start at a segment whose start vertex is a join (no shared direction) — or at 0 when the
        // subpath is open or has no join at all at vertex 0.
        var start = 0
        if closed, let firstJoin = (0..<n).first(where: { !isShared[$0] }) { start = firstJoin }
        // A run's offsets, one side each (at most every vertex and the closing one: n + 1 each).
        let (left, right) = scratch
        var i = 0
        while i < segs {
            let first = (start + i) % segs
            var last = first
            var count = 1
            while i + count < segs {
                let v = last + 1 >= n ? last + 1 - n : last + 1  // (last + 1) % n
                guard isShared[v], v != 0 || closed else { break }
                last = last + 1 >= segs ? last + 1 - segs : last + 1  // (last + 1) % segs
                count += 1
            }
            for k in 0...count {
                // (first + …) % segs and % n without dividing: first < segs, k ≤ count ≤ segs ≤ n.
                let sk = first + min(k, count - 1), vk = first + k
                let seg = sk >= segs ? sk - segs : sk
                let v = vk >= n ? vk - n : vk
                let d = perpendicular(dirs[seg])
                // A run's end vertices are squared to their own segment unless shared.
                let nrm = isShared[v] ? shared[v] : (k == 0 ? perpendicular(dirs[first]) : d)
                left[k] = off(p[v], nrm, 1)
                right[k] = off(p[v], nrm, -1)
            }
            edges.addPositivePolygon(UnsafeBufferPointer(start: left, count: count + 1),
                                     thenReversed: UnsafeBufferPointer(start: right, count: count + 1))
            i += count
        }
    }

    /// `p` offset by ±h along `n`. Every piece computes its corners through this one expression, so
    /// corners that pieces share are bit-identical and their shared edges cancel.
    @inline(__always) func off(_ p: Vec2, _ n: Vec2, _ side: Double) -> Vec2 { p + (side * h) * n }

    /// The inner vertices of a polygonal arc about `c` from angle `a0` through `sweep`, whose ends
    /// are on the circle of radius h (they belong to the neighbouring pieces). The inner vertices
    /// are pushed out to the radius that gives the fan from `c` the exact sector's area: with n
    /// steps of angle θ, ½·sin θ·(2k + (n − 2)k²)·h² = ½·nθ·h².
    func arc(_ c: Vec2, from a0: Double, sweep: Double, into points: inout [Vec2]) {
        // At most `maxArcSteps` (a pen wider than the screen many times over would otherwise ask for
        // millions of vertices; those parts lie far off any bitmap).
        let steps = max(1, Int(min((abs(sweep) / arcStep).rounded(.up), Double(Stroke.maxArcSteps))))
        guard steps > 1 else { return }
        let theta = abs(sweep) / Double(steps)
        let q = Double(steps) * theta / sin(theta)
        let k = steps == 2 ? q / 2 : (-1 + (1 + Double(steps - 2) * q).squareRoot()) / Double(steps - 2)
        points.reserveCapacity(points.count + steps)
        for i in 1..<steps {
            let a = a0 + sweep * Double(i) / Double(steps)
            points.append(c + (h * k) * Vec2(cos(a), sin(a)))
        }
    }

    /// `first`, the inner vertices of the arc about `c` from `a0` through `sweep`, then `last`: one
    /// array for a cap's or round join's polygon.
    func arc(_ c: Vec2, from a0: Double, sweep: Double, between first: [Vec2], and last: Vec2) -> [Vec2] {
        var points = first
        arc(c, from: a0, sweep: sweep, into: &points)
        points.append(last)
        return points
    }

    func join(_ p: Vec2, _ d0: Vec2, _ d1: Vec2, corner: Bool, into edges: inout EdgeList) {
        let c = cross(d0, d1), dt = dot(d0, d1)
        let kind = corner ? style.join : .round
        let n0 = perpendicular(d0), n1 = perpendicular(d1)
        if abs(c) < 1e-12 {
            guard dt < 0 else { return }  // straight on: the quadrilaterals meet flush
            // A full reversal: only a round join adds anything (a half disc past the vertex);
            // a miter would be infinitely long and bevels, i.e. ends flat.
            if kind == .round {
                edges.addPositivePolygon(arc(p, from: atan2(n0.y, n0.x), sweep: -.pi, between: [off(p, n0, 1)], and: off(p, n0, -1)))
            }
            return
        }
        // The outer side of the turn is the one the path turns away from.
        let side: Double = c > 0 ? -1 : 1
        let o0 = off(p, n0, side), o1 = off(p, n1, side)
        switch kind {
        case .round:
            let a0 = atan2(side * n0.y, side * n0.x)
            edges.addPositivePolygon(arc(p, from: a0, sweep: atan2(c, dt), between: [p, o0], and: o1))
        case .bevel:
            edges.addPositivePolygon([p, o0, o1])
        case .miter:
            let cosHalf = ((1 + dt) / 2).squareRoot()
            // +∞: never beveled (but an exact reversal, whose miter is infinitely long, still is); NaN: 10.
            let limit = style.miterLimit.isNaN ? 10 : style.miterLimit
            if cosHalf > 1e-12 && 1 / cosHalf <= limit {
                let bis = n0 + n1
                let m = p + (side * h / cosHalf / length(bis)) * bis
                edges.addPositivePolygon([p, o0, m, o1])
            } else {
                edges.addPositivePolygon([p, o0, o1])
            }
        }
    }

    /// The cap at an open end `p`, where `e` points out of the line.
    func cap(_ p: Vec2, outward e: Vec2, into edges: inout EdgeList) {
        let n = perpendicular(e)
        switch style.cap {
        case .round:
            edges.addPositivePolygon(arc(p, from: atan2(n.y, n.x), sweep: -.pi, between: [off(p, n, 1)], and: off(p, n, -1)))
        case .square:
            let a = off(p, n, 1), b = off(p, n, -1)
            edges.addPositivePolygon([a, a + h * e, b + h * e, b])
        case .butt:
            break
        }
    }

    /// A zero-length subpath: a disc for round caps, a square along `d` for square caps.
    func point(_ p: Vec2, _ d: Vec2, into edges: inout EdgeList) {
        switch style.cap {
        case .round:
            // All vertices inner: radius h·√(θ / sin θ) gives the disc's exact area.
            let steps = max(4, Int(min((2 * Double.pi / arcStep).rounded(.up), Double(Stroke.maxArcSteps))))
            let theta = 2 * Double.pi / Double(steps)
            let r = h * (theta / sin(theta)).squareRoot()
            edges.addPositivePolygon((0..<steps).map { i in
                let a = theta * Double(i)
                return p + r * Vec2(cos(a), sin(a))
            })
        case .square:
            let n = perpendicular(d)
            edges.addPositivePolygon([p + h * (d + n), p + h * (d - n), p - h * (d + n), p - h * (d - n)])
        case .butt:
            break
        }
    }
}
