import Foundation

/// A point or direction in raster space (pixels, y down).
package typealias Vec2 = SIMD2<Double>

@inline(__always) package func dot(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.x + a.y * b.y }
/// z of the 3-D cross product: > 0 when `b` turns from `a` towards +y (clockwise on screen).
@inline(__always) package func cross(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.y - a.y * b.x }
@inline(__always) package func length(_ a: Vec2) -> Double { (a.x * a.x + a.y * a.y).squareRoot() }
/// `a` rotated by +90° (from +x towards +y).
@inline(__always) package func perpendicular(_ a: Vec2) -> Vec2 { Vec2(-a.y, a.x) }

/// One subpath flattened to a polyline in raster space: what the filler, the trimmer, the dasher
/// and the stroker work on.
///
/// Invariants: consecutive points are distinct; a closed polyline does not repeat its first point
/// at the end (the closing segment is implied). A single point is a zero-length subpath (a
/// zero-length dash, or a move and a line to the same place): the stroker draws it as a dot with
/// round or square caps, oriented along `direction`.
package struct FlatSubpath {
    package var points: [Vec2] = []
    /// `corner[i]`: vertex i is where two path elements meet, so the layer's `lineJoin` applies
    /// there; false inside a flattened curve, where the stroke turns smoothly (a round join).
    package var corner: [Bool] = []
    /// The path's own unit tangents arriving at and leaving the vertices where the flattener knows them
    /// (the ends of curves: `tangentIn(at:)`, `tangentOut(at:)`; zero elsewhere): at a corner the
    /// chords' directions differ from the curves' by up to half a chord's turn. Only a path element's
    /// ends have them, so they are kept for those vertices alone, in increasing vertex order (a flattened
    /// arc is a hundred vertices and five known tangents: per-vertex arrays were half of appending).
    package private(set) var knownTangents: [KnownTangent] = []
    package struct KnownTangent {
        package var vertex: Int
        package var incoming: Vec2 = .zero
        package var outgoing: Vec2 = .zero
    }
    package var closed = false
    /// Unit tangent for a single-point subpath's caps.
    package var direction = Vec2(1, 0)
    /// Unit tangents of the path itself at an open polyline's first and last points, when known
    /// (a curve's end, a cut inside a curve): the first chord's direction differs from the curve's
    /// by up to half a chord's turn, which would tilt butt and square caps. nil: the chord's.
    package var startTangent: Vec2?
    package var endTangent: Vec2?
    /// Distance (pixels) from the start of the original subpath to `points[0]`: where the dash
    /// pattern stands at the first point of a trimmed piece.
    package var dashOffset: Double = 0

    package init() {}

    /// Room for `more` points beyond those held, in every per-point array, without growing them again while
    /// they are appended (a curve's chords: growing the arrays by doubling cost a flattened arc about 20
    /// reallocations). Grows at least twofold when it grows, as appending does; the first time, to four
    /// times what is asked: a path's curves are flattened one after another (an arc is up to four
    /// quarter-circle Béziers of about as many chords each), and growing the arrays once per curve
    /// was a twentieth of a frame of stroked arcs.
    package mutating func reserve(_ more: Int) {
        let needed = points.count + max(more, 0)
        guard needed > points.capacity else { return }
        // The first time: the subpath holds at most its start point.
        let capacity = max(needed, 2 * points.capacity, points.count <= 1 ? 4 * needed : 0)
        points.reserveCapacity(capacity); corner.reserveCapacity(capacity)
        // A curve's two ends (a few curves: an arc is up to four).
        if knownTangents.capacity == 0 { knownTangents.reserveCapacity(8) }
    }

    /// Appends `p` unless it repeats the last point (a repeat only passes on its corner flag).
    @inline(__always)
    package mutating func append(_ p: Vec2, corner isCorner: Bool) {
        let n = points.count
        if n > 0 {
            let last = points[n - 1]
            if abs(last.x - p.x) < 1e-9, abs(last.y - p.y) < 1e-9 {
                if isCorner { corner[n - 1] = true }
                return
            }
            if n == 1 {
                let d = p - points[0]
                direction = d / length(d)
            }
        }
        points.append(p)
        corner.append(isCorner)
    }

    /// Removes the last point and what is known of it (a closed subpath's repeat of its first point).
    package mutating func removeLastPoint() {
        let v = points.count - 1
        points.removeLast()
        corner.removeLast()
        if knownTangents.last?.vertex == v { knownTangents.removeLast() }
    }

    /// Index in `knownTangents` of vertex `v`'s entry, nil when none.
    private func knownIndex(_ v: Int) -> Int? {
        var lo = 0, hi = knownTangents.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if knownTangents[mid].vertex < v { lo = mid + 1 } else { hi = mid }
        }
        return lo < knownTangents.count && knownTangents[lo].vertex == v ? lo : nil
    }

    /// Index of vertex `v`'s entry, made (as unknown both ways) when there is none.
    private mutating func knownEntry(_ v: Int) -> Int {
        // The flattener sets the tangents of the last vertex so far: an entry at the end.
        if let last = knownTangents.last, last.vertex >= v {
            if last.vertex == v { return knownTangents.count - 1 }
        } else {
            knownTangents.append(KnownTangent(vertex: v))
            return knownTangents.count - 1
        }
        if let i = knownIndex(v) { return i }
        let at = knownTangents.firstIndex(where: { $0.vertex > v }) ?? knownTangents.count
        knownTangents.insert(KnownTangent(vertex: v), at: at)
        return at
    }

    /// The path's unit tangent arriving at vertex `v`, zero when not known.
    package func tangentIn(at v: Int) -> Vec2 { knownIndex(v).map { knownTangents[$0].incoming } ?? .zero }
    /// The path's unit tangent leaving vertex `v`, zero when not known.
    package func tangentOut(at v: Int) -> Vec2 { knownIndex(v).map { knownTangents[$0].outgoing } ?? .zero }
    package mutating func setTangentIn(_ t: Vec2, at v: Int) { knownTangents[knownEntry(v)].incoming = t }
    package mutating func setTangentOut(_ t: Vec2, at v: Int) { knownTangents[knownEntry(v)].outgoing = t }

    /// Number of drawn segments (the closing one included).
    package var segmentCount: Int { points.count < 2 ? 0 : (closed ? points.count : points.count - 1) }

    /// Start and end of segment `i`.
    @inline(__always) package func segment(_ i: Int) -> (Vec2, Vec2) {
        (points[i], points[i + 1 == points.count ? 0 : i + 1])
    }

    /// The path's unit tangent at fraction `t` of segment `i`: interpolated between the tangents at
    /// its two vertices (a vertex inside a flattened curve has the mean of its chords' directions;
    /// a corner or an end has the segment's own), so a cut inside a curve gets the curve's tangent
    /// to within the square of a chord's turn.
    package func tangent(segment i: Int, at t: Double, lengths: [Double]) -> Vec2 {
        let (a, b) = segment(i)
        let d = (b - a) / lengths[i]
        func vertexTangent(_ v: Int, incoming: Int, outgoing: Int, known: Vec2) -> Vec2 {
            if corner[v] || incoming < 0 || outgoing >= segmentCount { return known == .zero ? d : known }
            let (p0, p1) = segment(incoming), (q0, q1) = segment(outgoing)
            let m = (p1 - p0) / lengths[incoming] + (q1 - q0) / lengths[outgoing]
            let l = length(m)
            return l > 1e-9 ? m / l : d
        }
        let n = segmentCount
        let ia = closed ? (i - 1 + n) % n : i - 1
        let ib = closed ? (i + 1) % n : i + 1
        let vb = i + 1 == points.count ? 0 : i + 1
        let ta = vertexTangent(i, incoming: ia, outgoing: i, known: tangentOut(at: i))
        let tb = vertexTangent(vb, incoming: i, outgoing: ib, known: tangentIn(at: vb))
        let m = ta * (1 - t) + tb * t
        let l = length(m)
        return l > 1e-9 ? m / l : d
    }

    /// Length of every segment, in order.
    package var segmentLengths: [Double] {
        (0..<segmentCount).map { i in let (a, b) = segment(i); return length(b - a) }
    }
}
