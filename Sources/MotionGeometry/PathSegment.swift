import Foundation

/// One drawn piece of a path as a Bézier of degree 1–3, with the index of the element that
/// produced it (a close is a line back to the subpath start). Internal: shared by bounding
/// boxes and `PathMeasure`.
struct PathSegment {
    enum Kind { case line, quad, cubic }
    let kind: Kind
    let p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint
    let elementIndex: Int

    static func line(_ a: CGPoint, _ b: CGPoint, element: Int) -> PathSegment {
        PathSegment(kind: .line, p0: a, p1: b, p2: b, p3: b, elementIndex: element)
    }

    var end: CGPoint {
        switch kind {
        case .line: return p1
        case .quad: return p2
        case .cubic: return p3
        }
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch kind {
        case .line:
            return CGPoint(x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t)
        case .quad:
            let a = u * u, b = 2 * u * t, c = t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
        case .cubic:
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                           y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// dB/dt.
    func derivative(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch kind {
        case .line:
            return CGPoint(x: p1.x - p0.x, y: p1.y - p0.y)
        case .quad:
            return CGPoint(x: 2 * (u * (p1.x - p0.x) + t * (p2.x - p1.x)),
                           y: 2 * (u * (p1.y - p0.y) + t * (p2.y - p1.y)))
        case .cubic:
            let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
            return CGPoint(x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                           y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
        }
    }

    /// Length of the control polygon: an upper bound on the arc length.
    var controlPolygonLength: CGFloat {
        switch kind {
        case .line: return pointDistance(p0, p1)
        case .quad: return pointDistance(p0, p1) + pointDistance(p1, p2)
        case .cubic: return pointDistance(p0, p1) + pointDistance(p1, p2) + pointDistance(p2, p3)
        }
    }

    /// Tangent direction at t, robust to vanishing derivatives (a control point on an end
    /// point, a zero-length piece): falls back to a short chord, then the whole chord; nil if
    /// the segment is a single point.
    func tangent(at t: CGFloat) -> CGPoint? {
        let scale = max(controlPolygonLength, 1e-300)
        let d = derivative(at: t)
        if hypot(d.x, d.y) > 1e-9 * scale { return d }
        let t0 = max(0, t - 1e-4), t1 = min(1, t + 1e-4)
        let a = point(at: t0), b = point(at: t1)
        if hypot(b.x - a.x, b.y - a.y) > 1e-12 * scale { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let chord = CGPoint(x: end.x - p0.x, y: end.y - p0.y)
        if chord.x != 0 || chord.y != 0 { return chord }
        return nil
    }

    /// Parameters in (0, 1) where dx/dt or dy/dt vanishes: the axis extrema.
    var extremaParameters: [CGFloat] {
        var ts: [CGFloat] = []
        switch kind {
        case .line: break
        case .quad:
            for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
                let den = a - 2 * b + c
                if den != 0 { ts.append((a - b) / den) }
            }
        case .cubic:
            for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
                // Derivative / 3 = qa·t² + qb·t + qc.
                let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
                ts += quadraticRoots(qa, qb, qc)
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }
}

@inline(__always) func pointDistance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

/// Real roots of a·t² + b·t + c (linear when a is negligible).
func quadraticRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
    let scale = max(abs(a), abs(b), abs(c))
    guard scale > 0 else { return [] }
    if abs(a) <= 1e-12 * scale {
        return b == 0 ? [] : [-c / b]
    }
    let disc = b * b - 4 * a * c
    if disc < 0 { return [] }
    // Numerically stable form.
    let q = -0.5 * (b + (b < 0 ? -1 : 1) * disc.squareRoot())
    var roots = [q / a]
    if q != 0 { roots.append(c / q) }
    return roots
}

extension CGPath {
    /// The drawn segments in order (moves draw nothing; a close is a line to the subpath start).
    var segments: [PathSegment] {
        var result: [PathSegment] = []
        var start: CGPoint?, current: CGPoint?
        for (i, e) in elements.enumerated() {
            switch e {
            case .moveToPoint(let p):
                start = p; current = p
            case .addLineToPoint(let p):
                if let c = current { result.append(.line(c, p, element: i)) }
                current = p
            case .addQuadCurveToPoint(let c1, let p):
                if let c = current { result.append(PathSegment(kind: .quad, p0: c, p1: c1, p2: p, p3: p, elementIndex: i)) }
                current = p
            case .addCurveToPoint(let c1, let c2, let p):
                if let c = current { result.append(PathSegment(kind: .cubic, p0: c, p1: c1, p2: c2, p3: p, elementIndex: i)) }
                current = p
            case .closeSubpath:
                if let c = current, let s = start { result.append(.line(c, s, element: i)) }
                current = start
            }
        }
        return result
    }

    /// The smallest rectangle containing every point of the path including Bézier control
    /// points (Core Graphics' `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        boundingRect(of: elements.flatMap { $0.points })
    }

    /// The tight bounding rectangle of the drawn path: end points, move points and the axis
    /// extrema of each curve, but not control points off the curve (Core Graphics'
    /// `boundingBoxOfPath`); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var pts: [CGPoint] = elements.compactMap { $0.endPoint }
        for s in segments where s.kind != .line {
            pts += s.extremaParameters.map { s.point(at: $0) }
        }
        return boundingRect(of: pts)
    }
}

func boundingRect(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in points.dropFirst() {
        minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
