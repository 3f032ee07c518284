import Foundation

/// A 2-D affine transform in Core Graphics' convention: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty); `t1.concatenating(t2)` applies t1 first, then t2.
public struct CGAffineTransform: Equatable, Hashable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public static let identity = CGAffineTransform()
}

public let CGAffineTransformIdentity = CGAffineTransform.identity
