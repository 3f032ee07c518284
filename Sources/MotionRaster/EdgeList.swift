import Foundation

/// Directed line segments in raster space, and their bounding box: what the coverage
/// accumulator rasterises. A filled polygon is its boundary's edges; the winding of a point is
/// the signed number of edges crossing a ray from it.
package struct EdgeList {
    /// x0, y0, x1, y1 of each edge.
    package private(set) var coords: [Double] = []
    package private(set) var minX = Double.infinity, minY = Double.infinity
    package private(set) var maxX = -Double.infinity, maxY = -Double.infinity

    /// An affine map (a, b, c, d, tx, ty: x' = a·x + c·y + tx, y' = b·x + d·y + ty) applied to every
    /// point added from now on, before anything else: a stroke outlined in user space lands in raster
    /// space (an edge horizontal before the map may not be after it). nil: points are raster space.
    package var mapping: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)?

    package init() {}

    package var isEmpty: Bool { coords.isEmpty }
    package var count: Int { coords.count / 4 }

    @inline(__always)
    package mutating func addEdge(_ a: Vec2, _ b: Vec2) {
        if let m = mapping {
            return addMappedEdge(Vec2(m.a * a.x + m.c * a.y + m.tx, m.b * a.x + m.d * a.y + m.ty),
                                 Vec2(m.a * b.x + m.c * b.y + m.tx, m.b * b.x + m.d * b.y + m.ty))
        }
        addMappedEdge(a, b)
    }

    @inline(__always)
    private mutating func addMappedEdge(_ a: Vec2, _ b: Vec2) {
        if a.y == b.y { return }  // horizontal edges add no coverage
        coords.append(a.x); coords.append(a.y); coords.append(b.x); coords.append(b.y)
        minX = min(minX, a.x, b.x); maxX = max(maxX, a.x, b.x)
        minY = min(minY, a.y, b.y); maxY = max(maxY, a.y, b.y)
    }

    /// Room for `edges` more edges without growing the storage again while they are added (grown at
    /// least twofold when it grows: `reserveCapacity` alone allocates exactly, and a path of many small
    /// polygons would copy its edges once per polygon).
    package mutating func reserveCapacity(edges: Int) {
        let needed = coords.count + 4 * max(edges, 0)
        if needed > coords.capacity { coords.reserveCapacity(max(needed, 2 * coords.capacity)) }
    }

    /// The closed polygon through `points`, as given (fills keep the path's own directions, which
    /// the fill rule reads).
    package mutating func addPolygon(_ points: [Vec2]) {
        guard points.count > 1 else { return }
        reserveCapacity(edges: points.count)
        let m = mapping
        appendClosed(points.count) { EdgeList.mapped(points[$0], m) }
    }

    /// `addPositivePolygon(forward + backward.reversed())` without making that array (a stroke's strip:
    /// one side's offsets forward, the other's back), adding the same edges in the same order.
    package mutating func addPositivePolygon(_ forward: [Vec2], thenReversed backward: [Vec2]) {
        forward.withUnsafeBufferPointer { f in
            backward.withUnsafeBufferPointer { b in addPositivePolygon(f, thenReversed: b) }
        }
    }

    /// `addPositivePolygon(forward:thenReversed:)` of points held elsewhere (a stroker's scratch).
    package mutating func addPositivePolygon(_ forward: UnsafeBufferPointer<Vec2>, thenReversed backward: UnsafeBufferPointer<Vec2>) {
        let f = forward.count, n = f + backward.count
        guard n > 2 else { return }
        let fw = forward.baseAddress, bw = backward.baseAddress
        @inline(__always) func point(_ i: Int) -> Vec2 { i < f ? fw.unsafelyUnwrapped[i] : bw.unsafelyUnwrapped[n &- 1 &- i] }
        var area2 = 0.0
        for i in 0..<n { area2 += cross(point(i), point(i + 1 == n ? 0 : i + 1)) }
        reserveCapacity(edges: n)
        // Each point mapped once (addEdge maps both ends of every edge: each point twice), the same values.
        if let m = mapping {
            @inline(__always) func mapped(_ p: Vec2) -> Vec2 { Vec2(m.a * p.x + m.c * p.y + m.tx, m.b * p.x + m.d * p.y + m.ty) }
            if area2 >= 0 { appendClosed(n) { mapped(point($0)) } } else { appendClosed(n) { mapped(point(n &- 1 &- $0)) } }
        } else {
            if area2 >= 0 { appendClosed(n) { point($0) } } else { appendClosed(n) { point(n &- 1 &- $0) } }
        }
    }

    /// The edges p(0) → p(1), …, p(n − 1) → p(0) of a closed polygon whose points are already mapped,
    /// added as `addMappedEdge` adds them (horizontal ones skipped, the box grown in the same order), but
    /// written straight into the storage: `append` checked the array's uniqueness and capacity for each
    /// coordinate, and the box lived in `self` (a stroke's strips are most of a stroked frame's edges).
    @inline(__always)
    private mutating func appendClosed(_ n: Int, _ p: (Int) -> Vec2) {
        let start = coords.count
        coords.append(contentsOf: repeatElement(0, count: 4 * n))
        var lox = minX, loy = minY, hix = maxX, hiy = maxY
        var k = start
        coords.withUnsafeMutableBufferPointer { c in
            let out = c.baseAddress.unsafelyUnwrapped
            let first = p(0)
            var a = first
            for i in 0..<n {
                let b = i + 1 == n ? first : p(i + 1)
                if a.y != b.y {
                    out[k] = a.x; out[k + 1] = a.y; out[k + 2] = b.x; out[k + 3] = b.y
                    k += 4
                    lox = min(lox, a.x, b.x); hix = max(hix, a.x, b.x)
                    loy = min(loy, a.y, b.y); hiy = max(hiy, a.y, b.y)
                }
                a = b
            }
        }
        coords.removeLast(start + 4 * n - k)
        minX = lox; minY = loy; maxX = hix; maxY = hiy
    }

    /// `p` under `m` (itself when there is none).
    @inline(__always)
    private static func mapped(_ p: Vec2, _ m: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)?) -> Vec2 {
        guard let m else { return p }
        return Vec2(m.a * p.x + m.c * p.y + m.tx, m.b * p.x + m.d * p.y + m.ty)
    }

    /// `addPositivePolygon([a, b, c, d])` without making the array (a stroke's segment quadrilateral: the
    /// hot path), adding the same edges in the same order.
    @inline(__always)
    package mutating func addPositiveQuad(_ a: Vec2, _ b: Vec2, _ c: Vec2, _ d: Vec2) {
        var area2 = 0.0
        area2 += cross(a, b); area2 += cross(b, c); area2 += cross(c, d); area2 += cross(d, a)
        if area2 >= 0 {
            addEdge(a, b); addEdge(b, c); addEdge(c, d); addEdge(d, a)
        } else {
            addEdge(d, c); addEdge(c, b); addEdge(b, a); addEdge(a, d)
        }
    }

    /// The closed polygon through `points`, reversed if needed so its signed area is ≥ 0. Stroke
    /// pieces all go in this way: where they overlap their windings add up instead of cancelling,
    /// so the nonzero rule draws their union; where two pieces share an edge it is traversed both
    /// ways and cancels exactly.
    package mutating func addPositivePolygon(_ points: [Vec2]) {
        guard points.count > 2 else { return }
        var area2 = 0.0
        for i in 0..<points.count { area2 += cross(points[i], points[i + 1 == points.count ? 0 : i + 1]) }
        if area2 >= 0 {
            addPolygon(points)
        } else {
            reserveCapacity(edges: points.count)
            let m = mapping, last = points.count - 1
            appendClosed(points.count) { EdgeList.mapped(points[last - $0], m) }
        }
    }
}
