import Foundation

/// A CATransform3D split into the components that Core Animation and CSS Transforms
/// interpolate separately: M = Scale · Skew · Rotation · Translation · Perspective
/// (row-vector convention, so a point is scaled first and put in perspective last).
///
/// This is the "unmatrix" algorithm of Graphics Gems II as given in CSS Transforms
/// Level 2 §"Decomposing a 3D matrix". The spec's `matrix[i][j]` with translation in
/// `matrix[3][0…2]` is already our row-vector layout (matrix[i][j] = m(i+1)(j+1)), so
/// no transposition is needed. Two deliberate refinements:
/// - the rotation quaternion is extracted with Shepperd's method (largest diagonal
///   pivot) instead of four square roots, which keeps full precision near 0 and π;
/// - a mirrored matrix (negative determinant) flips one scale axis, chosen like the
///   CSS 2-D decomposition (x when m11 < m22, else y), so a 2-D mirror reads as a
///   negative scale with no rotation instead of a half-turn about x.
///
/// - the matrix is not divided by m44 first (CSS does): the perspective's w absorbs m44,
///   so recompose∘decompose reproduces the matrix exactly, and a translation followed by
///   a perspective reads back its own translation.
public struct DecomposedTransform: Equatable, Hashable {
    public struct Vector3: Equatable, Hashable {
        public var x: CGFloat, y: CGFloat, z: CGFloat
        public init(x: CGFloat, y: CGFloat, z: CGFloat) { self.x = x; self.y = y; self.z = z }
    }

    /// Shear factors: `xy` adds xy·(row 0) to row 1, `xz` and `yz` add to row 2
    /// (the CSS spec's skew[0], skew[1], skew[2]).
    public struct Skew: Equatable, Hashable {
        public var xy: CGFloat, xz: CGFloat, yz: CGFloat
        public init(xy: CGFloat, xz: CGFloat, yz: CGFloat) { self.xy = xy; self.xz = xz; self.yz = yz }
    }

    /// The perspective column (m14, m24, m34, m44) of the perspective factor; (0, 0, 0, 1) for none.
    public struct Vector4: Equatable, Hashable {
        public var x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat
        public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.x = x; self.y = y; self.z = z; self.w = w }
    }

    public var translation: Vector3
    public var scale: Vector3
    public var skew: Skew
    public var perspective: Vector4
    /// Unit quaternion; a rotation by θ about unit axis u is (u·sin θ/2, cos θ/2), the same
    /// rotation as CATransform3DMakeRotation(θ, u.x, u.y, u.z).
    public var quaternion: Quaternion

    /// The identity's components.
    public init() {
        translation = Vector3(x: 0, y: 0, z: 0)
        scale = Vector3(x: 1, y: 1, z: 1)
        skew = Skew(xy: 0, xz: 0, yz: 0)
        perspective = Vector4(x: 0, y: 0, z: 0, w: 1)
        quaternion = .identity
    }

    public init(translation: Vector3, scale: Vector3, skew: Skew, perspective: Vector4, quaternion: Quaternion) {
        self.translation = translation; self.scale = scale; self.skew = skew
        self.perspective = perspective; self.quaternion = quaternion
    }

    /// Rebuilds the matrix: Scale · Skew · Rotation · Translation · Perspective.
    public func recomposed() -> CATransform3D {
        let r = quaternion.rotationRows
        let (sx, sy, sz) = (scale.x, scale.y, scale.z)
        // Rows of Scale · Skew · Rotation.
        let a0 = (sx * r.0.0, sx * r.0.1, sx * r.0.2)
        let a1 = (sy * (r.1.0 + skew.xy * r.0.0), sy * (r.1.1 + skew.xy * r.0.1), sy * (r.1.2 + skew.xy * r.0.2))
        let a2 = (sz * (r.2.0 + skew.xz * r.0.0 + skew.yz * r.1.0),
                  sz * (r.2.1 + skew.xz * r.0.1 + skew.yz * r.1.1),
                  sz * (r.2.2 + skew.xz * r.0.2 + skew.yz * r.1.2))
        let p = perspective, t = translation
        // (A ⊕ t) · P, where P is the identity with column 3 replaced by the perspective.
        return CATransform3D(
            m11: a0.0, m12: a0.1, m13: a0.2, m14: a0.0 * p.x + a0.1 * p.y + a0.2 * p.z,
            m21: a1.0, m22: a1.1, m23: a1.2, m24: a1.0 * p.x + a1.1 * p.y + a1.2 * p.z,
            m31: a2.0, m32: a2.1, m33: a2.2, m34: a2.0 * p.x + a2.1 * p.y + a2.2 * p.z,
            m41: t.x, m42: t.y, m43: t.z, m44: t.x * p.x + t.y * p.y + t.z * p.z + p.w)
    }

    /// Component-wise linear interpolation, with the quaternion slerped along the shorter
    /// arc. `fraction` outside 0…1 extrapolates (spring overshoot).
    public func interpolated(to o: DecomposedTransform, fraction f: CGFloat) -> DecomposedTransform {
        func l(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        func l3(_ a: Vector3, _ b: Vector3) -> Vector3 { Vector3(x: l(a.x, b.x), y: l(a.y, b.y), z: l(a.z, b.z)) }
        return DecomposedTransform(
            translation: l3(translation, o.translation),
            scale: l3(scale, o.scale),
            skew: Skew(xy: l(skew.xy, o.skew.xy), xz: l(skew.xz, o.skew.xz), yz: l(skew.yz, o.skew.yz)),
            perspective: Vector4(x: l(perspective.x, o.perspective.x), y: l(perspective.y, o.perspective.y),
                                 z: l(perspective.z, o.perspective.z), w: l(perspective.w, o.perspective.w)),
            quaternion: quaternion.slerp(to: o.quaternion, fraction: f))
    }

    /// Euler angles in radians such that the rotation equals
    /// MakeRotation(x, 1,0,0) · MakeRotation(y, 0,1,0) · MakeRotation(z, 0,0,1)
    /// (x applied first). For a rotation about z alone this is (0, 0, θ) with θ = atan2(m12, m11).
    /// Setting it replaces the quaternion.
    public var rotationAngles: Vector3 {
        get { quaternion.eulerAngles }
        set { quaternion = Quaternion(eulerX: newValue.x, y: newValue.y, z: newValue.z) }
    }
}

extension CATransform3D {
    /// The components of this transform, or nil when it is singular (the upper 3×3 part has
    /// no inverse, or the whole matrix has determinant 0).
    public func decomposed() -> DecomposedTransform? { decompose(tolerant: false) }

    /// Decomposes; with `tolerant`, a zero scale on an axis (a zero row, as in
    /// CATransform3DMakeScale(0, 0, 1)) is accepted and recorded as scale 0.
    func decompose(tolerant: Bool) -> DecomposedTransform? {
        guard rowMajor.allSatisfy({ $0.isFinite }) else { return nil }
        var rows = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let t = [m41, m42, m43]
        let col = [m14, m24, m34]
        let detA = det3(rows)
        let magnitude = max(1, rows.joined().map(abs).max() ?? 1)
        let eps = 1e-12 * magnitude

        var result = DecomposedTransform()
        result.translation = .init(x: t[0], y: t[1], z: t[2])

        if col[0] != 0 || col[1] != 0 || col[2] != 0 {
            // Solve A · p = col; perspective needs an invertible A.
            guard abs(detA) > eps * magnitude * magnitude, let p = solve3(rows, col, det: detA) else { return nil }
            result.perspective = .init(x: p[0], y: p[1], z: p[2], w: m44 - (t[0] * p[0] + t[1] * p[1] + t[2] * p[2]))
        } else {
            result.perspective.w = m44
        }
        // det(M) = det(A) · w: a zero w maps every point to infinity.
        guard result.perspective.w != 0 else { return nil }

        // Mirror: flip one row now, its scale sign at the end.
        var flipped: Int?
        if detA < 0 {
            let i = rows[0][0] < rows[1][1] ? 0 : 1
            rows[i] = rows[i].map { -$0 }
            flipped = i
        }

        // Gram–Schmidt on the rows.
        var degenerate = [false, false, false]
        var r0 = rows[0]
        var sx = norm(r0)
        if sx <= eps {
            guard tolerant else { return nil }
            degenerate[0] = true; sx = 0; r0 = [1, 0, 0]
        } else { r0 = r0.map { $0 / sx } }

        var skXY = dot(r0, rows[1])
        var r1 = zip(rows[1], r0).map { $0 - skXY * $1 }
        var sy = norm(r1)
        if sy <= eps {
            guard tolerant, abs(skXY) <= eps else { return nil }
            degenerate[1] = true; sy = 0; skXY = 0
            r1 = unitPerpendicular(to: r0)
        } else { r1 = r1.map { $0 / sy } }

        var skXZ = dot(r0, rows[2])
        var r2 = zip(rows[2], r0).map { $0 - skXZ * $1 }
        var skYZ = dot(r1, r2)
        r2 = zip(r2, r1).map { $0 - skYZ * $1 }
        var sz = norm(r2)
        if sz <= eps {
            guard tolerant, abs(skXZ) <= eps, abs(skYZ) <= eps else { return nil }
            degenerate[2] = true; sz = 0; skXZ = 0; skYZ = 0
            r2 = cross(r0, r1)
        } else { r2 = r2.map { $0 / sz } }

        // A free (degenerate) axis may have produced a left-handed frame: turn it round.
        if dot(r0, cross(r1, r2)) < 0 {
            if degenerate[0] {
                r0 = r0.map { -$0 }; skXY = -skXY; skXZ = -skXZ
            } else if degenerate[1] {
                r1 = r1.map { -$0 }; skYZ = -skYZ
            } else {
                return nil // unreachable for a finite matrix: det(A) ≥ 0 here
            }
        }

        result.scale = .init(x: sx, y: sy, z: sz)
        result.skew = .init(xy: sy == 0 ? 0 : skXY / sy, xz: sz == 0 ? 0 : skXZ / sz, yz: sz == 0 ? 0 : skYZ / sz)
        if flipped == 0 { result.scale.x = -result.scale.x }
        if flipped == 1 { result.scale.y = -result.scale.y }
        result.quaternion = DecomposedTransform.Quaternion(rotationRows: ((r0[0], r0[1], r0[2]), (r1[0], r1[1], r1[2]), (r2[0], r2[1], r2[2])))
        return result
    }

    /// Interpolates by decomposing both ends, interpolating the components (quaternion slerp
    /// along the shorter arc) and recomposing, as Core Animation does for `transform`.
    /// If either end is singular, interpolates the 16 elements linearly instead.
    public func interpolated(to other: CATransform3D, fraction f: CGFloat) -> CATransform3D {
        if let a = decomposed(), let b = other.decomposed() {
            return a.interpolated(to: b, fraction: f).recomposed()
        }
        return CATransform3D(rowMajor: zip(rowMajor, other.rowMajor).map { $0 + ($1 - $0) * f })
    }
}

// MARK: - Small 3-vector helpers (internal)

@inline(__always) func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
@inline(__always) func norm(_ a: [CGFloat]) -> CGFloat { dot(a, a).squareRoot() }
@inline(__always) func cross(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}

func det3(_ m: [[CGFloat]]) -> CGFloat { dot(m[0], cross(m[1], m[2])) }

/// Solves m · x = b (m given by rows) with Cramer's rule; nil if det is 0.
func solve3(_ m: [[CGFloat]], _ b: [CGFloat], det: CGFloat) -> [CGFloat]? {
    guard det != 0 else { return nil }
    var x = [CGFloat](repeating: 0, count: 3)
    for j in 0..<3 {
        var mj = m
        for i in 0..<3 { mj[i][j] = b[i] }
        x[j] = det3(mj) / det
    }
    return x
}

/// A unit vector perpendicular to unit vector `u`, built from the axis least aligned with it.
func unitPerpendicular(to u: [CGFloat]) -> [CGFloat] {
    let axes: [[CGFloat]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    let e = axes.min { abs(dot($0, u)) < abs(dot($1, u)) }!
    let d = dot(e, u)
    let v = zip(e, u).map { $0 - d * $1 }
    let n = norm(v)
    return v.map { $0 / n }
}
