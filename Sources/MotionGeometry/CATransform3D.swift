import Foundation

/// A 4×4 homogeneous transform in Core Animation's row-vector convention:
/// a point p maps to p·M, so translation lives in m41, m42, m43 and `a.concatenating(b)`
/// applies `a` first, then `b` (CATransform3DConcat(a, b) = a·b).
@frozen
public struct CATransform3D: Equatable, Hashable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    @inlinable
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity (Apple's `CATransform3DIdentity`).
    @inlinable
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    public static let identity = CATransform3D()

    /// Element-wise equality (IEEE: −0 equals 0, NaN equals nothing); written out so other modules
    /// inline it (renderers compare transforms for every layer every frame).
    @inlinable
    public static func == (a: CATransform3D, b: CATransform3D) -> Bool {
        a.m11 == b.m11 && a.m12 == b.m12 && a.m13 == b.m13 && a.m14 == b.m14
            && a.m21 == b.m21 && a.m22 == b.m22 && a.m23 == b.m23 && a.m24 == b.m24
            && a.m31 == b.m31 && a.m32 == b.m32 && a.m33 == b.m33 && a.m34 == b.m34
            && a.m41 == b.m41 && a.m42 == b.m42 && a.m43 == b.m43 && a.m44 == b.m44
    }

    public func hash(into h: inout Hasher) {
        h.combine(m11); h.combine(m12); h.combine(m13); h.combine(m14)
        h.combine(m21); h.combine(m22); h.combine(m23); h.combine(m24)
        h.combine(m31); h.combine(m32); h.combine(m33); h.combine(m34)
        h.combine(m41); h.combine(m42); h.combine(m43); h.combine(m44)
    }
}

public let CATransform3DIdentity = CATransform3D.identity
