import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// One convex piece of a body's collision shape, in points about the body's centre.
enum CollisionShape: Equatable {
    /// 3…8 points of a convex polygon.
    case polygon([CGPoint])
    case circle(center: CGPoint, radius: CGFloat)
}

/// The collision shapes of dynamic items (`collisionBoundsType`): Box2D takes convex polygons of at
/// most 8 points and circles, so a larger convex outline (an ellipse, a flattened path) is cut into
/// polygons that share its first point (any ordered subset of a convex polygon's corners is convex).
enum CollisionGeometry {
    /// Corners of the polygon standing in for a non-circular ellipse.
    static let ellipseCorners = 24
    /// Line segments per curve when flattening a `.path` outline.
    static let curveSegments = 8
    /// The smallest side a shape gets (a 0×0 view still collides as a 1-point square), points.
    static let minimumSide: CGFloat = 1
    /// Box2D rounds polygons by a skin (`b2_polygonRadius`, 1 point here) and lets resting shapes
    /// overlap by `b2_linearSlop` (0.5 point). Every surface is put half the slop outside its visual
    /// edge — polygons inset by the skin less that, circles grown by it, boundary edges given half the
    /// slop as their skin (the bridge) — so at rest views touch exactly: a box on the floor has its edge
    /// on the floor's line, stacked boxes meet edge to edge.
    static let polygonInset: CGFloat = 0.75
    static let circleInset: CGFloat = -0.25

    /// The item's shapes about its centre; `transform` places them in a group's body (member offset and
    /// rotation).
    static func shapes(of item: UIDynamicItem, transform: CGAffineTransform = .identity) -> [CollisionShape] {
        let size = sanitized(item.bounds.size)
        let local: [CollisionShape]
        switch item.collisionBoundsType {
        case .rectangle:
            local = [.polygon(insetRectangle(size))]
        case .ellipse:
            if abs(size.width - size.height) < 1e-9 {
                local = [.circle(center: .zero, radius: max(size.width / 2 - circleInset, minimumSide / 2))]
            } else {
                local = pieces(inset(ellipse(size)) ?? insetRectangle(size)).map(CollisionShape.polygon)
            }
        case .path:
            let hull = convexHull(flatten(item.collisionBoundingPath.cgPath))
            if hull.count >= 3, abs(area(hull)) > 1, let inner = inset(hull) {
                local = pieces(inner).map(CollisionShape.polygon)
            } else {
                local = [.polygon(insetRectangle(size))]
            }
        }
        guard transform != .identity else { return local }
        return local.map {
            switch $0 {
            case .polygon(let p): return .polygon(p.map { $0.applying(transform) })
            case let .circle(c, r): return .circle(center: c.applying(transform), radius: r)
            }
        }
    }

    static func sanitized(_ s: CGSize) -> CGSize {
        func side(_ v: CGFloat) -> CGFloat { v.isFinite ? max(abs(v), minimumSide) : minimumSide }
        return CGSize(width: side(s.width), height: side(s.height))
    }

    static func rectangle(_ s: CGSize) -> [CGPoint] {
        let w = s.width / 2, h = s.height / 2
        return [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)]
    }

    static func insetRectangle(_ s: CGSize) -> [CGPoint] {
        let w = max(s.width - 2 * polygonInset, minimumSide), h = max(s.height - 2 * polygonInset, minimumSide)
        return rectangle(CGSize(width: w, height: h))
    }

    /// The convex polygon with every side moved inwards by `polygonInset` (nil when it would vanish).
    static func inset(_ hull: [CGPoint]) -> [CGPoint]? {
        let n = hull.count
        guard n >= 3 else { return nil }
        let orientation: CGFloat = area(hull) > 0 ? 1 : -1
        // Each side as a point and an inward normal, moved in; corners where neighbours meet.
        var lines: [(p: CGPoint, d: CGPoint)] = []
        for k in 0..<n {
            let a = hull[k], b = hull[(k + 1) % n]
            let dx = b.x - a.x, dy = b.y - a.y, len = hypot(dx, dy)
            guard len > 1e-9 else { return nil }
            let inward = CGPoint(x: -dy / len * orientation, y: dx / len * orientation)
            lines.append((CGPoint(x: a.x + inward.x * polygonInset, y: a.y + inward.y * polygonInset), CGPoint(x: dx, y: dy)))
        }
        var out: [CGPoint] = []
        for k in 0..<n {
            let l1 = lines[(k + n - 1) % n], l2 = lines[k]
            let den = l1.d.x * l2.d.y - l1.d.y * l2.d.x
            guard abs(den) > 1e-12 else { continue }
            let t = ((l2.p.x - l1.p.x) * l2.d.y - (l2.p.y - l1.p.y) * l2.d.x) / den
            out.append(CGPoint(x: l1.p.x + l1.d.x * t, y: l1.p.y + l1.d.y * t))
        }
        guard out.count >= 3, area(out) * orientation > 1 else { return nil }
        let hullOut = convexHull(out)
        return hullOut.count >= 3 ? hullOut : nil
    }

    static func ellipse(_ s: CGSize) -> [CGPoint] {
        (0..<ellipseCorners).map { k in
            let a = 2 * Double.pi * Double(k) / Double(ellipseCorners)
            return CGPoint(x: s.width / 2 * CGFloat(cos(a)), y: s.height / 2 * CGFloat(sin(a)))
        }
    }

    /// A convex polygon cut into polygons of at most 8 corners sharing its first corner.
    static func pieces(_ hull: [CGPoint]) -> [[CGPoint]] {
        guard hull.count > 8 else { return [hull] }
        var out: [[CGPoint]] = []
        var start = 1
        while start < hull.count - 1 {
            let end = min(start + 6, hull.count - 1)
            out.append([hull[0]] + hull[start...end])
            start = end
        }
        return out
    }

    /// The path's points, curves cut into straight segments (every subpath; a convex hull follows).
    static func flatten(_ path: CGPath) -> [CGPoint] {
        var out: [CGPoint] = []
        var current = CGPoint.zero
        for e in path.elements {
            switch e {
            case .moveToPoint(let p), .addLineToPoint(let p):
                out.append(p); current = p
            case let .addQuadCurveToPoint(c, p):
                for k in 1...curveSegments {
                    let t = CGFloat(k) / CGFloat(curveSegments), u = 1 - t
                    out.append(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                       y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case let .addCurveToPoint(c1, c2, p):
                for k in 1...curveSegments {
                    let t = CGFloat(k) / CGFloat(curveSegments), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    out.append(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                       y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .closeSubpath:
                break
            }
        }
        return out.filter { $0.x.isFinite && $0.y.isFinite }
    }

    /// Andrew's monotone chain; corners closer than a quarter point to the previous one are dropped
    /// (Box2D welds them anyway).
    static func convexHull(_ points: [CGPoint]) -> [CGPoint] {
        let p = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard p.count >= 3 else { return p }
        func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [CGPoint] = [], upper: [CGPoint] = []
        for q in p {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], q) <= 0 { lower.removeLast() }
            lower.append(q)
        }
        for q in p.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], q) <= 0 { upper.removeLast() }
            upper.append(q)
        }
        var hull = Array(lower.dropLast()) + Array(upper.dropLast())
        var welded: [CGPoint] = []
        for q in hull where welded.last.map({ hypot(q.x - $0.x, q.y - $0.y) >= 0.25 }) ?? true { welded.append(q) }
        if welded.count > 2, let f = welded.first, let l = welded.last, hypot(f.x - l.x, f.y - l.y) < 0.25 { welded.removeLast() }
        hull = welded
        return hull
    }

    static func area(_ p: [CGPoint]) -> CGFloat {
        var a: CGFloat = 0
        for k in p.indices { let q = p[(k + 1) % p.count]; a += p[k].x * q.y - q.x * p[k].y }
        return a / 2
    }

    /// The area the item's mass is for (its visual shape: rectangle, ellipse or path outline), points².
    static func visualArea(of item: UIDynamicItem) -> CGFloat {
        let size = sanitized(item.bounds.size)
        switch item.collisionBoundsType {
        case .rectangle: return size.width * size.height
        case .ellipse: return .pi * size.width * size.height / 4
        case .path:
            let hull = convexHull(flatten(item.collisionBoundingPath.cgPath))
            let a = abs(area(hull))
            return hull.count >= 3 && a > 1 ? a : size.width * size.height
        }
    }

    /// The shapes' own area, points².
    static func area(of shapes: [CollisionShape]) -> CGFloat {
        shapes.reduce(0) { sum, s in
            switch s {
            case .polygon(let p): return sum + abs(area(p))
            case .circle(_, let r): return sum + .pi * r * r
            }
        }
    }

    /// Adds the shapes to a body with a material (points → metres).
    static func add(_ shapes: [CollisionShape], to body: PhysicsWorld.Body, density: Float, friction: Float, restitution: Float) {
        for s in shapes {
            switch s {
            case .polygon(let p):
                var v = p.map { MLB2Vec(x: PhysicsScale.metres(Double($0.x)), y: PhysicsScale.metres(Double($0.y))) }
                _ = mlb2_body_add_polygon(body, &v, Int32(v.count), density, friction, restitution)
            case let .circle(c, r):
                mlb2_body_add_circle(body, PhysicsScale.metres(Double(c.x)), PhysicsScale.metres(Double(c.y)),
                                     PhysicsScale.metres(Double(r)), density, friction, restitution)
            }
        }
    }
}
