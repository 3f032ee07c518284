import Foundation

/// Arc-length measurement of a path, for keyframe animation along it
/// (CAKeyframeAnimation's `path`, paced and linear modes, `rotationMode`).
///
/// `init` samples every curve at parameter steps, measures each step with 5-point
/// Gauss–Legendre quadrature of |B′(t)| and stores one cumulative (distance, t) table; a
/// lookup is one binary search plus one Bézier evaluation, so the returned point is always
/// exactly on the curve. Lines are measured exactly.
///
/// Segments: every drawing element after a move is one segment, and a close is a line back
/// to the subpath start (even when that line has zero length, as after an ellipse). Moves
/// draw nothing: distance does not accumulate across the jump between subpaths.
public struct PathMeasure {
    /// Total drawn length, in points.
    public let totalLength: CGFloat

    private let segments: [PathSegment]
    /// Cumulative distance at the start of each segment (count = segments.count + 1).
    private let segmentStart: [CGFloat]
    /// Flattened sample tables of all positive-length segments.
    private let sampleDistance: [CGFloat]
    private let sampleT: [CGFloat]
    private let sampleSegment: [Int32]
    /// Tangent angle to report for a zero-length segment: the end tangent of the nearest
    /// earlier drawn segment, else the start tangent of the next one.
    private let fallbackAngle: [CGFloat]
    private let restingPoint: CGPoint

    /// - Parameter tolerance: target accuracy, in points, of the distance → position mapping;
    ///   smaller tolerances sample curves more finely (about √(length / tolerance) steps each).
    public init(path: CGPath, tolerance: CGFloat = 0.01) {
        let segs = path.segments
        let tol = Swift.max(tolerance, 1e-9)
        var starts: [CGFloat] = [0]
        var dist: [CGFloat] = [], ts: [CGFloat] = [], owner: [Int32] = []
        var total: CGFloat = 0
        for (k, s) in segs.enumerated() {
            let steps: Int
            switch s.kind {
            case .line: steps = 1
            case .quad, .cubic:
                // Clamped before converting: a curve with NaN or huge control points must not trap.
                let wanted = (s.controlPolygonLength / tol).squareRoot().rounded(.up)
                steps = wanted.isNaN ? 8 : Int(Swift.min(4096, Swift.max(8, wanted)))
            }
            var table: [(t: CGFloat, s: CGFloat)] = [(0, 0)]
            var acc: CGFloat = 0
            for j in 0..<steps {
                let a = CGFloat(j) / CGFloat(steps), b = CGFloat(j + 1) / CGFloat(steps)
                acc += s.kind == .line ? pointDistance(s.p0, s.p1) : gaussLegendreLength(s, from: a, to: b)
                table.append((b, acc))
            }
            if acc > 0 {
                for entry in table {
                    dist.append(total + entry.s); ts.append(entry.t); owner.append(Int32(k))
                }
            }
            total += acc
            starts.append(total)
        }
        totalLength = total
        segments = segs
        segmentStart = starts
        sampleDistance = dist
        sampleT = ts
        sampleSegment = owner

        var fallback = [CGFloat?](repeating: nil, count: segs.count)
        var last: CGFloat?
        for (k, s) in segs.enumerated() {
            if starts[k + 1] > starts[k], let d = s.tangent(at: 1) { last = atan2(d.y, d.x) } else { fallback[k] = last }
        }
        var next: CGFloat?
        for (k, s) in segs.enumerated().reversed() {
            if starts[k + 1] > starts[k], let d = s.tangent(at: 0) {
                next = atan2(d.y, d.x)
            } else if fallback[k] == nil {
                fallback[k] = next
            }
        }
        fallbackAngle = fallback.map { $0 ?? 0 }
        restingPoint = segs.first?.p0 ?? path.elements.first?.endPoint ?? .zero
    }

    /// Number of drawn segments (see the type's documentation).
    public var segmentCount: Int { segments.count }

    /// Arc length of one segment.
    public func length(ofSegment index: Int) -> CGFloat {
        segmentStart[index + 1] - segmentStart[index]
    }

    /// Cumulative distance along the path at which segment `index` starts.
    public func distance(atSegmentStart index: Int) -> CGFloat { segmentStart[index] }

    /// The point at arc-length `distance` (clamped to 0…totalLength) and the tangent direction
    /// there, atan2(dy, dx) in radians. A path with nothing drawn returns its first point.
    public func position(atDistance distance: CGFloat) -> (point: CGPoint, angle: CGFloat) {
        guard sampleDistance.count >= 2 else { return (restingPoint, fallbackAngle.first ?? 0) }
        let d = distance.isNaN ? 0 : Swift.min(Swift.max(distance, 0), totalLength)
        // Smallest i ≥ 1 with sampleDistance[i] ≥ d.
        var lo = 1, hi = sampleDistance.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if sampleDistance[mid] >= d { hi = mid } else { lo = mid + 1 }
        }
        let i = lo
        let seg = segments[Int(sampleSegment[i])]
        let s0 = sampleDistance[i - 1], s1 = sampleDistance[i]
        let t0 = sampleSegment[i - 1] == sampleSegment[i] ? sampleT[i - 1] : 0
        let t1 = sampleT[i]
        let t = s1 > s0 ? t0 + (t1 - t0) * (d - s0) / (s1 - s0) : t1
        return evaluate(Int(sampleSegment[i]), seg, t)
    }

    /// The point at parameter `fraction` (0…1, clamped) of segment `index`'s own curve
    /// parameter, and the tangent angle there. For lines this is proportional to distance;
    /// for curves it is the Bézier parameter (Core Animation's linear keyframe mode).
    public func position(inSegment index: Int, fraction: CGFloat) -> (point: CGPoint, angle: CGFloat) {
        precondition(segments.indices.contains(index), "PathMeasure: segment \(index) out of 0..<\(segments.count)")
        let t = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        return evaluate(index, segments[index], t)
    }

    private func evaluate(_ index: Int, _ seg: PathSegment, _ t: CGFloat) -> (point: CGPoint, angle: CGFloat) {
        let p = seg.point(at: t)
        if length(ofSegment: index) > 0, let d = seg.tangent(at: t) {
            return (p, atan2(d.y, d.x))
        }
        return (p, fallbackAngle[index])
    }
}

/// Arc length of `s` between parameters a and b by 5-point Gauss–Legendre quadrature.
private func gaussLegendreLength(_ s: PathSegment, from a: CGFloat, to b: CGFloat) -> CGFloat {
    let half = (b - a) / 2, mid = (a + b) / 2
    var sum: CGFloat = 0
    for (x, w) in gaussLegendre5 {
        let d = s.derivative(at: mid + half * x)
        sum += w * hypot(d.x, d.y)
    }
    return sum * half
}

private let gaussLegendre5: [(CGFloat, CGFloat)] = [
    (0, 128.0 / 225.0),
    (-0.5384693101056831, 0.4786286704993665), (0.5384693101056831, 0.4786286704993665),
    (-0.9061798459386640, 0.2369268850561891), (0.9061798459386640, 0.2369268850561891),
]
