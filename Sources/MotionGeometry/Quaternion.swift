import Foundation

extension DecomposedTransform {
    /// A rotation quaternion (x, y, z, w) = (axis · sin θ/2, cos θ/2), right-handed like
    /// CATransform3DMakeRotation.
    public struct Quaternion: Equatable, Hashable {
        public var x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat
        public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.x = x; self.y = y; self.z = z; self.w = w }

        public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

        /// The rotation by `angle` radians about the axis (ax, ay, az); a zero axis gives the identity.
        public init(angle: CGFloat, axisX ax: CGFloat, y ay: CGFloat, z az: CGFloat) {
            let len = (ax * ax + ay * ay + az * az).squareRoot()
            guard len > 0 else { self = .identity; return }
            let s = sin(angle / 2) / len
            self.init(x: ax * s, y: ay * s, z: az * s, w: cos(angle / 2))
        }

        /// From Euler angles in radians, x applied first, then y, then z (see `eulerAngles`).
        public init(eulerX ex: CGFloat, y ey: CGFloat, z ez: CGFloat) {
            let cr = cos(ex / 2), sr = sin(ex / 2)
            let cp = cos(ey / 2), sp = sin(ey / 2)
            let cy = cos(ez / 2), sy = sin(ez / 2)
            self.init(x: sr * cp * cy - cr * sp * sy,
                      y: cr * sp * cy + sr * cp * sy,
                      z: cr * cp * sy - sr * sp * cy,
                      w: cr * cp * cy + sr * sp * sy)
        }

        /// From the rows of an orthonormal, right-handed row-vector rotation matrix
        /// (Shepperd's method); the result has w ≥ 0.
        init(rotationRows r: ((CGFloat, CGFloat, CGFloat), (CGFloat, CGFloat, CGFloat), (CGFloat, CGFloat, CGFloat))) {
            // c(i, j) is the column-vector matrix element, the transpose of the rows.
            let c00 = r.0.0, c01 = r.1.0, c02 = r.2.0
            let c10 = r.0.1, c11 = r.1.1, c12 = r.2.1
            let c20 = r.0.2, c21 = r.1.2, c22 = r.2.2
            let trace = c00 + c11 + c22
            var q: Quaternion
            if trace > 0 {
                let s = (trace + 1).squareRoot() * 2
                q = Quaternion(x: (c21 - c12) / s, y: (c02 - c20) / s, z: (c10 - c01) / s, w: s / 4)
            } else if c00 > c11 && c00 > c22 {
                let s = (1 + c00 - c11 - c22).squareRoot() * 2
                q = Quaternion(x: s / 4, y: (c01 + c10) / s, z: (c02 + c20) / s, w: (c21 - c12) / s)
            } else if c11 > c22 {
                let s = (1 + c11 - c00 - c22).squareRoot() * 2
                q = Quaternion(x: (c01 + c10) / s, y: s / 4, z: (c12 + c21) / s, w: (c02 - c20) / s)
            } else {
                let s = (1 + c22 - c00 - c11).squareRoot() * 2
                q = Quaternion(x: (c02 + c20) / s, y: (c12 + c21) / s, z: s / 4, w: (c10 - c01) / s)
            }
            if q.w < 0 { q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }
            self = q.normalized
        }

        public var length: CGFloat { (x * x + y * y + z * z + w * w).squareRoot() }

        public var normalized: Quaternion {
            let l = length
            return l == 0 ? .identity : Quaternion(x: x / l, y: y / l, z: z / l, w: w / l)
        }

        public func dot(_ o: Quaternion) -> CGFloat { x * o.x + y * o.y + z * o.z + w * o.w }

        /// Spherical interpolation along the shorter arc (q and −q are the same rotation).
        public func slerp(to target: Quaternion, fraction f: CGFloat) -> Quaternion {
            var b = target
            var cosTheta = dot(b)
            if cosTheta < 0 { b = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w); cosTheta = -cosTheta }
            let wa: CGFloat, wb: CGFloat
            if cosTheta > 0.9999995 {
                // Nearly equal: linear blend, renormalized, avoids 0/0.
                wa = 1 - f; wb = f
            } else {
                let theta = acos(min(cosTheta, 1))
                let s = sin(theta)
                wa = sin((1 - f) * theta) / s
                wb = sin(f * theta) / s
            }
            return Quaternion(x: wa * x + wb * b.x, y: wa * y + wb * b.y,
                              z: wa * z + wb * b.z, w: wa * w + wb * b.w).normalized
        }

        /// Rows of the row-vector rotation matrix (the upper 3×3 of a CATransform3D).
        public var rotationRows: ((CGFloat, CGFloat, CGFloat), (CGFloat, CGFloat, CGFloat), (CGFloat, CGFloat, CGFloat)) {
            let xx = x * x, yy = y * y, zz = z * z
            let xy = x * y, xz = x * z, yz = y * z, xw = x * w, yw = y * w, zw = z * w
            return ((1 - 2 * (yy + zz), 2 * (xy + zw), 2 * (xz - yw)),
                    (2 * (xy - zw), 1 - 2 * (xx + zz), 2 * (yz + xw)),
                    (2 * (xz + yw), 2 * (yz - xw), 1 - 2 * (xx + yy)))
        }

        /// Euler angles (radians) with x applied first, then y, then z:
        /// rotation = MakeRotation(x,1,0,0) · MakeRotation(y,0,1,0) · MakeRotation(z,0,0,1).
        /// y is in −π/2…π/2; x and z in −π…π.
        public var eulerAngles: Vector3 {
            let ex = atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y))
            let sinY = max(-1, min(1, 2 * (w * y - z * x)))
            let ey = asin(sinY)
            let ez = atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z))
            return Vector3(x: ex, y: ey, z: ez)
        }
    }
}
