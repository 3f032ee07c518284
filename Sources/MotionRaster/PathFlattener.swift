import Foundation
import MotionGeometry

/// Flattens a `CGPath` into polylines in raster space: each point is mapped by
/// (x·scale − origin.x, y·scale − origin.y), and each quadratic or cubic Bézier is replaced by
/// chords that stay within `tolerance` pixels of it.
///
/// Chord count: a Bézier's distance from its uniformly subdivided polyline is at most
/// ⅛·h²·max|B″| for parameter step h, so a quadratic needs √(|p0 − 2p1 + p2| / (4·tol)) chords
/// and a cubic √(3·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|) / (4·tol)) (Wang's bound).
package enum PathFlattener {
    /// Default tolerance in pixels: a circle's flattened area is then within ~0.05 px × perimeter
    /// of the true one, well below what anti-aliasing shows.
    package static let defaultTolerance = 0.05
    /// Chords per curve are capped so a huge curve cannot exhaust memory.
    package static let maxChordsPerCurve = 4096

    ///
    /// `compensated`: each chord vertex inside a curve moves out by a twelfth of the second difference
    /// of its neighbours (two thirds of the chord's sagitta), so each chord crosses the curve instead of
    /// cutting inside it: the polygon's area matches the curve's to second order and the outline errs
    /// by a third of the sagitta either way instead of a whole sagitta inwards (Core Graphics contexts
    /// draw so; shape layers keep the inscribed chords their goldens were made with).
    package static func flatten(_ path: CGPath, scale: Double, origin: Vec2 = .zero,
                        tolerance: Double = defaultTolerance, compensated: Bool = false) -> [FlatSubpath] {
        var result: [FlatSubpath] = []
        var current: FlatSubpath?
        var hasDrawing = false
        var start = Vec2.zero, last = Vec2.zero
        func map(_ p: CGPoint) -> Vec2 { Vec2(Double(p.x) * scale - origin.x, Double(p.y) * scale - origin.y) }
        func finish(closed: Bool) {
            if var s = current, hasDrawing {
                s.closed = closed && s.points.count > 1
                if s.closed, let f = s.points.first, let l = s.points.last, s.points.count > 1,
                   abs(f.x - l.x) < 1e-9, abs(f.y - l.y) < 1e-9 {
                    s.setTangentIn(s.tangentIn(at: s.points.count - 1), at: 0)
                    s.removeLastPoint()
                    s.closed = s.points.count > 1
                }
                // A closed subpath that collapsed to one point draws nothing.
                if !(closed && s.points.count < 2) { result.append(s) }
            }
            current = nil
            hasDrawing = false
        }
        func begin(_ p: Vec2) {
            current = FlatSubpath()
            current!.append(p, corner: true)
            start = p; last = p
        }
        func ensureStarted() { if current == nil { begin(last) } }
        /// Records the element's tangent leaving the current point (call before appending its
        /// points) and returns its tangent arriving at its end (set after appending). `pts`: the
        /// element's points from the current one, `count` of them (2…4; the rest unused).
        func tangents(_ pts: (Vec2, Vec2, Vec2, Vec2), count: Int) -> Vec2? {
            func unit(_ v: Vec2) -> Vec2? { let l = length(v); return l > 1e-9 ? v / l : nil }
            @inline(__always) func at(_ i: Int) -> Vec2 { i == 0 ? pts.0 : i == 1 ? pts.1 : i == 2 ? pts.2 : pts.3 }
            // The first point after the start that is not the start, and the last before the end that
            // is not the end.
            var leaving: Vec2?
            for i in 1..<count { if let t = unit(at(i) - pts.0) { leaving = t; break } }
            if let t = leaving {
                let v = current!.points.count - 1
                if current!.tangentOut(at: v) == .zero { current!.setTangentOut(t, at: v) }
                if current!.startTangent == nil {
                    current!.startTangent = t
                    if current!.points.count == 1 { current!.direction = t }
                }
            }
            let end = at(count - 1)
            for i in stride(from: count - 2, through: 0, by: -1) { if let t = unit(end - at(i)) { return t } }
            return nil
        }
        func arrived(_ t: Vec2?) {
            guard let t else { return }
            current!.endTangent = t
            current!.setTangentIn(t, at: current!.points.count - 1)
        }
        /// The n − 1 inner points of a curve sampled at t = i / n (compensated: see `flatten`).
        func appendChords(_ n: Int, _ compensated: Bool, _ at: (Double) -> Vec2) {
            guard n > 1 else { return }
            current!.reserve(n)  // the n − 1 chords' points and the curve's end
            if !compensated {
                for i in 1..<n { current!.append(at(Double(i) / Double(n)), corner: false) }
                return
            }
            var previous = at(0), point = at(1 / Double(n))
            for i in 1..<n {
                let next = at(Double(i + 1) / Double(n))
                current!.append(point - (previous - 2 * point + next) / 12, corner: false)
                previous = point
                point = next
            }
        }
        let tol = max(tolerance, 1e-4)
        for e in path.elements {
            switch e {
            case .moveToPoint(let p):
                finish(closed: false)
                begin(map(p))
            case .addLineToPoint(let p):
                ensureStarted()
                let q = map(p)
                let tin = tangents((last, q, .zero, .zero), count: 2)
                current!.append(q, corner: true)
                arrived(tin)
                hasDrawing = true
                last = q
            case .addQuadCurveToPoint(let c, let p):
                ensureStarted()
                let p0 = last, p1 = map(c), p2 = map(p)
                let tin = tangents((p0, p1, p2, .zero), count: 3)
                let dd = length(p0 - 2 * p1 + p2)
                let n = chordCount((dd / (4 * tol)).squareRoot())
                appendChords(n, compensated) { t in
                    let u = 1 - t
                    return u * u * p0 + 2 * u * t * p1 + t * t * p2
                }
                current!.append(p2, corner: true)
                arrived(tin)
                hasDrawing = true
                last = p2
            case .addCurveToPoint(let c1, let c2, let p):
                ensureStarted()
                let p0 = last, p1 = map(c1), p2 = map(c2), p3 = map(p)
                let tin = tangents((p0, p1, p2, p3), count: 4)
                let dd = max(length(p0 - 2 * p1 + p2), length(p1 - 2 * p2 + p3))
                let n = chordCount((3 * dd / (4 * tol)).squareRoot())
                appendChords(n, compensated) { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return a * p0 + b * p1 + c * p2 + d * p3
                }
                current!.append(p3, corner: true)
                arrived(tin)
                hasDrawing = true
                last = p3
            case .closeSubpath:
                finish(closed: true)
                last = start
            }
        }
        finish(closed: false)
        return result
    }

    private static func chordCount(_ x: Double) -> Int {
        guard x.isFinite else { return 1 }
        return min(maxChordsPerCurve, max(1, Int(x.rounded(.up))))
    }
}
