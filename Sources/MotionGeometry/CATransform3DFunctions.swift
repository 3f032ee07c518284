import Foundation

// Core Animation's C functions, with Apple's semantics: the "Make" functions build a
// transform; Scale/Translate/Rotate apply the new operation *before* `t` (op · t);
// Concat(a, b) = a · b applies a first.

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(scaleX: sx, y: sy, z: sz)
}

@inlinable
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(translationX: tx, y: ty, z: tz)
}

/// `angle` in radians about the axis (x, y, z); (1, 0, 0) rotated by +π/2 about z is (0, 1, 0).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// MakeScale(sx, sy, sz) · t.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

/// MakeTranslation(tx, ty, tz) · t.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

/// MakeRotation(angle, x, y, z) · t.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat,
                                _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// a · b: `a` first, then `b`.
@inlinable
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse; a singular matrix is returned unchanged.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() }

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part; meaningful when CATransform3DIsAffine(t).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }
