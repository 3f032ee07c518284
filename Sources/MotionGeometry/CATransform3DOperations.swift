import Foundation

// Construction, products, inversion and point mapping for CATransform3D.
// Row-vector convention throughout: p' = p · M, so `a.concatenating(b)` = a · b applies a first.

extension CATransform3D {
    /// Scales by (sx, sy, sz).
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self.init()
        m11 = sx; m22 = sy; m33 = sz
    }

    /// Moves by (tx, ty, tz): the translation sits in m41, m42, m43.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
        self.init()
        m41 = tx; m42 = ty; m43 = tz
    }

    /// Rotates by `angle` radians about the axis (x, y, z), right-handed: rotating (1, 0, 0)
    /// by +π/2 about (0, 0, 1) gives (0, 1, 0). A zero axis gives the identity.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let len = (x * x + y * y + z * z).squareRoot()
        self.init()
        guard len > 0, len.isFinite else { return }
        let ux = x / len, uy = y / len, uz = z / len
        let c = cos(angle), s = sin(angle), t = 1 - c
        // Transpose of the column-vector Rodrigues matrix.
        m11 = t * ux * ux + c;      m12 = t * ux * uy + s * uz; m13 = t * ux * uz - s * uy
        m21 = t * ux * uy - s * uz; m22 = t * uy * uy + c;      m23 = t * uy * uz + s * ux
        m31 = t * ux * uz + s * uy; m32 = t * uy * uz - s * ux; m33 = t * uz * uz + c
    }

    /// Embeds a 2-D affine transform: a, b, c, d → m11, m12, m21, m22; tx, ty → m41, m42.
    public init(_ t: CGAffineTransform) {
        self.init()
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    /// Builds a transform from 16 values in row-major order (m11, m12, …, m44).
    public init(rowMajor v: [CGFloat]) {
        precondition(v.count == 16, "CATransform3D(rowMajor:) needs 16 values, got \(v.count)")
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3],
                  m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11],
                  m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// The 16 values in row-major order (m11, m12, …, m44).
    public var rowMajor: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Element access by zero-based row and column (row 3 holds the translation).
    public subscript(row: Int, column: Int) -> CGFloat {
        get { rowMajor[row * 4 + column] }
        set {
            var v = rowMajor
            v[row * 4 + column] = newValue
            self = CATransform3D(rowMajor: v)
        }
    }

    /// `self` first, then `other`: the product self · other.
    ///
    /// One API with a fast 2-D path behind it (as Chromium's `gfx::Transform`): when both matrices are
    /// 2-D affine the product needs 12 multiply-adds instead of 64, and gives exactly the same
    /// numbers (the skipped terms are products with the identity's zeros and ones).
    @inlinable @inline(__always)
    public func concatenating(_ o: CATransform3D) -> CATransform3D {
        if isAffine && o.isAffine {
            let a = self
            var r = CATransform3D()
            r.m11 = a.m11 * o.m11 + a.m12 * o.m21
            r.m12 = a.m11 * o.m12 + a.m12 * o.m22
            r.m21 = a.m21 * o.m11 + a.m22 * o.m21
            r.m22 = a.m21 * o.m12 + a.m22 * o.m22
            r.m41 = a.m41 * o.m11 + a.m42 * o.m21 + o.m41
            r.m42 = a.m41 * o.m12 + a.m42 * o.m22 + o.m42
            return r
        }
        return concatenatingGeneral(o)
    }

    /// The full 4×4 product.
    @inlinable
    func concatenatingGeneral(_ o: CATransform3D) -> CATransform3D {
        let a = self
        return CATransform3D(
            m11: a.m11 * o.m11 + a.m12 * o.m21 + a.m13 * o.m31 + a.m14 * o.m41,
            m12: a.m11 * o.m12 + a.m12 * o.m22 + a.m13 * o.m32 + a.m14 * o.m42,
            m13: a.m11 * o.m13 + a.m12 * o.m23 + a.m13 * o.m33 + a.m14 * o.m43,
            m14: a.m11 * o.m14 + a.m12 * o.m24 + a.m13 * o.m34 + a.m14 * o.m44,
            m21: a.m21 * o.m11 + a.m22 * o.m21 + a.m23 * o.m31 + a.m24 * o.m41,
            m22: a.m21 * o.m12 + a.m22 * o.m22 + a.m23 * o.m32 + a.m24 * o.m42,
            m23: a.m21 * o.m13 + a.m22 * o.m23 + a.m23 * o.m33 + a.m24 * o.m43,
            m24: a.m21 * o.m14 + a.m22 * o.m24 + a.m23 * o.m34 + a.m24 * o.m44,
            m31: a.m31 * o.m11 + a.m32 * o.m21 + a.m33 * o.m31 + a.m34 * o.m41,
            m32: a.m31 * o.m12 + a.m32 * o.m22 + a.m33 * o.m32 + a.m34 * o.m42,
            m33: a.m31 * o.m13 + a.m32 * o.m23 + a.m33 * o.m33 + a.m34 * o.m43,
            m34: a.m31 * o.m14 + a.m32 * o.m24 + a.m33 * o.m34 + a.m34 * o.m44,
            m41: a.m41 * o.m11 + a.m42 * o.m21 + a.m43 * o.m31 + a.m44 * o.m41,
            m42: a.m41 * o.m12 + a.m42 * o.m22 + a.m43 * o.m32 + a.m44 * o.m42,
            m43: a.m41 * o.m13 + a.m42 * o.m23 + a.m43 * o.m33 + a.m44 * o.m43,
            m44: a.m41 * o.m14 + a.m42 * o.m24 + a.m43 * o.m34 + a.m44 * o.m44)
    }

    /// A scale applied before `self` (Apple's CATransform3DScale: scale · self).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat, z sz: CGFloat) -> CATransform3D {
        CATransform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
    }

    /// A translation applied before `self` (Apple's CATransform3DTranslate: translate · self).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat, z tz: CGFloat) -> CATransform3D {
        CATransform3D(translationX: tx, y: ty, z: tz).concatenating(self)
    }

    /// A rotation applied before `self` (Apple's CATransform3DRotate: rotate · self).
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> CATransform3D {
        CATransform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The determinant of the full 4×4 matrix.
    public var determinant: CGFloat {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse (cofactor expansion); a singular matrix is returned unchanged, as
    /// CATransform3DInvert does.
    public func inverted() -> CATransform3D {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return self }
        let k = 1 / det
        return CATransform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
    }

    @inlinable @inline(__always)
    public var isIdentity: Bool {
        m11 == 1 && m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m22 == 1 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m41 == 0 && m42 == 0 && m43 == 0 && m44 == 1
    }

    /// True when the matrix is exactly representable as a CGAffineTransform
    /// (Apple's CATransform3DIsAffine: no z coupling, no perspective, m33 = m44 = 1).
    @inlinable @inline(__always)
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 &&
            m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// True when only the a, b, c, d, tx, ty parts are non-trivial, so a renderer can draw
    /// the layer as a plain 2-D affine quad. The same test as `isAffine`.
    public var isAffine2D: Bool { isAffine }

    /// True when the transform is 2-D affine with no rotation or skew (b = c = 0), so a
    /// rectangle maps to an axis-aligned rectangle (possibly mirrored).
    @inlinable
    public var isAxisAligned: Bool { isAffine && m12 == 0 && m21 == 0 }

    /// The 2-D affine part (m11, m12, m21, m22, m41, m42); meaningful when `isAffine`.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Maps a homogeneous point: (x, y, z, w) · M.
    public func apply(to p: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat))
        -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (x: p.x * m11 + p.y * m21 + p.z * m31 + p.w * m41,
         y: p.x * m12 + p.y * m22 + p.z * m32 + p.w * m42,
         z: p.x * m13 + p.y * m23 + p.z * m33 + p.w * m43,
         w: p.x * m14 + p.y * m24 + p.z * m34 + p.w * m44)
    }

    /// Maps (x, y, z, 1) and returns the homogeneous result (x, y, z, w) before division.
    public func apply(to p: (x: CGFloat, y: CGFloat, z: CGFloat))
        -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        apply(to: (x: p.x, y: p.y, z: p.z, w: 1))
    }

    /// Maps the plane point (x, y, 0, 1) and divides by w: the on-screen position of a
    /// layer-plane point. With w = 0 (point at infinity) the result is non-finite.
    public func project(_ p: CGPoint) -> CGPoint {
        let q = apply(to: (x: p.x, y: p.y, z: 0, w: 1))
        return CGPoint(x: q.x / q.w, y: q.y / q.w)
    }
}
