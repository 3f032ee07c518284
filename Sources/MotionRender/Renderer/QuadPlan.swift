import Foundation
import MotionGeometry

/// An axis-aligned box in Double, in whatever unit its producer says (target pixels for a
/// `QuadPlan`, points for damage). Empty boxes have min > max.
package struct PlaneBox: Equatable {
    package var minX, minY, maxX, maxY: Double

    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// Contains no point (the identity of `include`).
    package static let empty = PlaneBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    @inline(__always)
    package mutating func include(_ x: Double, _ y: Double) {
        minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
    }

    package func scaled(_ s: Double) -> PlaneBox {
        PlaneBox(minX: minX * s, minY: minY * s, maxX: maxX * s, maxY: maxY * s)
    }

    package var rect: CGRect {
        minX <= maxX && minY <= maxY ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}

extension PlaneTransform {
    /// The box around the image of the local rect (0, 0, w, h); nil when part of it is at or behind
    /// the eye (w ≤ 1e-9 at a corner), where it has no flat projection and is not drawn. A projective
    /// map keeps a rect that lies in front of the eye convex, so its four corners bound it.
    package func boundingBox(width w: Double, height h: Double) -> PlaneBox? {
        let p0 = project(0, 0), p1 = project(w, 0), p2 = project(w, h), p3 = project(0, h)
        guard min(p0.w, p1.w, p2.w, p3.w) > 1e-9 else { return nil }
        var box = PlaneBox.empty
        box.include(p0.x, p0.y); box.include(p1.x, p1.y); box.include(p2.x, p2.y); box.include(p3.x, p3.y)
        return box
    }
}

/// How one textured or solid quad — the local rect (0, 0, w, h) in points under a `PlaneTransform` —
/// is drawn in target pixels, cheapest form first. Pure geometry, no SDL: a canvas maps each case to
/// its own calls (`SDLCanvas`: `.rect` → RenderFillRectF / RenderCopyF / RenderCopyExF with a flip,
/// `.rotated` → RenderCopyExF, `.mesh` → RenderGeometry).
///
/// - `.rect`: the map is a translation with per-axis scale (reflections included): a pixel rect,
///   with the texture mirrored where an axis scale is negative.
/// - `.rotated`: orthogonal axes (rotation with per-axis scale, or a reflection): the unrotated rect
///   centred where the quad's centre lands, turned by `degrees` clockwise about its centre, mirrored
///   vertically *before* the turn when the determinant is negative.
/// - `.mesh`: any other affine map (1 cell: 2 triangles) or a perspective one (an 8×8 grid, so the
///   texture follows the projection instead of kinking along one diagonal).
/// - `.culled`: nothing to draw — a degenerate map, non-finite values, or part of the quad at or
///   behind the eye.
package enum QuadPlan: Equatable {
    case culled
    /// `rect` in target pixels (its width and height ≥ 0).
    case rect(CGRect, flipX: Bool, flipY: Bool, bounds: PlaneBox)
    case rotated(CGRect, degrees: Double, flipVertical: Bool, bounds: PlaneBox)
    case mesh(QuadMesh)

    /// The pixel box the quad's pixels lie in (nil when culled), for culling against a clip.
    package var bounds: PlaneBox? {
        switch self {
        case .culled: return nil
        case let .rect(_, _, _, box), let .rotated(_, _, _, box): return box
        case let .mesh(mesh): return mesh.bounds
        }
    }

    /// The plan for the local rect (0, 0, w, h) (points) under `plane`, drawn at `scale` pixels per point.
    package init(width w: Double, height h: Double, plane: PlaneTransform, scale s: Double) {
        guard w > 0, h > 0 else { self = .culled; return }
        if !plane.isPerspective {
            // An affine map whose m44 is 0 sends the whole plane to infinity.
            guard plane.w > 1e-9 else { self = .culled; return }
            let a = plane.a * s, b = plane.b * s, c = plane.c * s, d = plane.d * s
            let tx = plane.tx * s, ty = plane.ty * s
            let magnitude = max(abs(a) + abs(b), abs(c) + abs(d))
            guard magnitude > 0, magnitude.isFinite, tx.isFinite, ty.isFinite else { self = .culled; return }
            let eps = 1e-9 * magnitude
            if abs(b) <= eps && abs(c) <= eps {
                let x0 = min(tx, tx + a * w), x1 = max(tx, tx + a * w)
                let y0 = min(ty, ty + d * h), y1 = max(ty, ty + d * h)
                self = .rect(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), flipX: a < 0, flipY: d < 0,
                             bounds: PlaneBox(minX: x0, minY: y0, maxX: x1, maxY: y1))
                return
            }
            if abs(a * c + b * d) <= eps * magnitude {
                // Orthogonal axes: rotation by atan2(b, a), scales |row1|, |row2|, and a vertical
                // flip (applied before the rotation) when the determinant is negative.
                guard let box = plane.boundingBox(width: w, height: h)?.scaled(s) else { self = .culled; return }
                let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
                let cx = tx + (a * w + c * h) / 2, cy = ty + (b * w + d * h) / 2
                let dw = w * sx, dh = h * sy
                self = .rotated(CGRect(x: cx - dw / 2, y: cy - dh / 2, width: dw, height: dh),
                                degrees: atan2(b, a) * 180 / Double.pi, flipVertical: a * d - b * c < 0, bounds: box)
                return
            }
        }
        let mesh = QuadMesh(width: w, height: h, plane: plane, scale: s)
        guard let box = mesh.computeBounds() else { self = .culled; return }
        var m = mesh
        m.bounds = box
        self = .mesh(m)
    }
}

/// A quad as a lattice of (cells + 1)² vertices: vertex (i, j) is the projective image of local
/// point (u·w, v·h), u = i / cells, v = j / cells, in target pixels, with texture coordinate (u, v).
/// Vertices are computed on demand (`vertex(i, j)`, deterministic), so a plan holds no buffer and a
/// canvas writes them straight into its own. Row-major order: index j·(cells + 1) + i.
package struct QuadMesh: Equatable {
    /// Cells per side of a perspective quad's grid (an affine quad needs 1).
    package static let perspectiveCells = 8

    /// 1 (two triangles) for an affine map, `perspectiveCells` for a perspective one.
    package let cells: Int
    package let width: Double, height: Double
    package let plane: PlaneTransform
    package let scale: Double
    /// Box of every vertex, in pixels.
    package fileprivate(set) var bounds = PlaneBox.empty

    init(width: Double, height: Double, plane: PlaneTransform, scale: Double) {
        self.width = width; self.height = height; self.plane = plane; self.scale = scale
        cells = plane.isPerspective ? QuadMesh.perspectiveCells : 1
    }

    /// Vertices per side.
    package var side: Int { cells + 1 }

    /// Vertex (i, j): position in target pixels, texture coordinate (u, v), and the homogeneous w of
    /// the projection (> 0 for a drawable quad).
    @inline(__always)
    package func vertex(_ i: Int, _ j: Int) -> (x: Double, y: Double, u: Double, v: Double, w: Double) {
        let u = Double(i) / Double(cells), v = Double(j) / Double(cells)
        let p = plane.project(u * width, v * height)
        return (p.x * scale, p.y * scale, u, v, p.w)
    }

    /// Box of the vertices; nil when one lies at or behind the eye or is not finite.
    fileprivate func computeBounds() -> PlaneBox? {
        var box = PlaneBox.empty
        for j in 0...cells {
            for i in 0...cells {
                let p = vertex(i, j)
                // Part of the quad behind the eye is not drawable as a flat projection.
                guard p.w > 1e-9, p.x.isFinite, p.y.isFinite else { return nil }
                box.include(p.x, p.y)
            }
        }
        return box
    }

    package static func == (l: QuadMesh, r: QuadMesh) -> Bool {
        l.cells == r.cells && l.width == r.width && l.height == r.height && l.scale == r.scale && l.bounds == r.bounds
            && l.plane.a == r.plane.a && l.plane.b == r.plane.b && l.plane.c == r.plane.c && l.plane.d == r.plane.d
            && l.plane.tx == r.plane.tx && l.plane.ty == r.plane.ty && l.plane.p == r.plane.p && l.plane.q == r.plane.q
            && l.plane.w == r.plane.w
    }
}
