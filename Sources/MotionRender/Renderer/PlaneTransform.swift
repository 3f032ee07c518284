import Foundation
import MotionGeometry

/// The 2-D projective map a `CATransform3D` applies to the z = 0 plane, in Double:
/// x' = (x·a + y·c + tx) / (x·p + y·q + w), y' = (x·b + y·d + ty) / (x·p + y·q + w).
/// (Row-vector convention: a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42, p = m14, q = m24, w = m44.)
package struct PlaneTransform {
    package var a, b, c, d, tx, ty, p, q, w: Double

    package init(_ t: CATransform3D) {
        a = Double(t.m11); b = Double(t.m12); c = Double(t.m21); d = Double(t.m22)
        tx = Double(t.m41); ty = Double(t.m42)
        p = Double(t.m14); q = Double(t.m24); w = Double(t.m44)
        // Without perspective, fold a non-unit m44 into the affine part.
        if !isPerspective, w != 1, w != 0 {
            a /= w; b /= w; c /= w; d /= w; tx /= w; ty /= w; w = 1
        }
    }

    package var isPerspective: Bool { abs(p) > 1e-12 || abs(q) > 1e-12 }

    /// Homogeneous image of local (x, y): returns (x', y', w) before division.
    @inline(__always)
    package func project(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        let h = x * p + y * q + w
        return ((x * a + y * c + tx) / h, (x * b + y * d + ty) / h, h)
    }

    /// Lengths of the images of the local unit x and y axes (affine part).
    package var axisScales: (sx: Double, sy: Double) {
        ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
    }
}

extension CATransform3D {
    /// `Translate(dx, dy) · self`: the same transform applied to a local rect offset by (dx, dy).
    package func offsetLocal(_ dx: CGFloat, _ dy: CGFloat) -> CATransform3D {
        var t = self
        t.m41 = dx * m11 + dy * m21 + m41
        t.m42 = dx * m12 + dy * m22 + m42
        t.m43 = dx * m13 + dy * m23 + m43
        t.m44 = dx * m14 + dy * m24 + m44
        return t
    }
}
