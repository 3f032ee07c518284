import Foundation

/// The `NSValue` boxes iOS animation code wraps geometry in (`anim.toValue = NSValue(caTransform3D: t)`).
/// Animations here take plain values, and also unbox these (see `AnimatableValue.convert`).
/// Points, sizes and rects use Foundation's own boxes; transforms are stored as arrays of doubles
/// (`[16d]`, `[6d]`), since Foundation on Linux cannot box structs by type encoding.
extension NSValue {
    static let caTransform3DType = "[16d]"
    static let cgAffineTransformType = "[6d]"

    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    public convenience init(caTransform3D t: CATransform3D) {
        var m: [Double] = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                           t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
        self.init(bytes: &m, objCType: NSValue.caTransform3DType)
    }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var m: [Double] = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
        self.init(bytes: &m, objCType: NSValue.cgAffineTransformType)
    }

    /// The boxed transform; the identity when the value holds something else.
    public var caTransform3DValue: CATransform3D {
        guard let m = doubles(NSValue.caTransform3DType, 16) else { return CATransform3DIdentity }
        let g = m.map { CGFloat($0) }
        return CATransform3D(m11: g[0], m12: g[1], m13: g[2], m14: g[3], m21: g[4], m22: g[5], m23: g[6], m24: g[7],
                             m31: g[8], m32: g[9], m33: g[10], m34: g[11], m41: g[12], m42: g[13], m43: g[14], m44: g[15])
    }

    /// The boxed affine transform; the identity when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let m = doubles(NSValue.cgAffineTransformType, 6) else { return .identity }
        return CGAffineTransform(a: CGFloat(m[0]), b: CGFloat(m[1]), c: CGFloat(m[2]), d: CGFloat(m[3]),
                                 tx: CGFloat(m[4]), ty: CGFloat(m[5]))
    }

    /// What the box holds, as the geometry type iOS code put in it (nil for other contents).
    public var boxedGeometry: Any? {
        switch String(cString: objCType) {
        case NSValue.caTransform3DType: return caTransform3DValue
        case NSValue.cgAffineTransformType: return cgAffineTransformValue
        case String(cString: NSValue(point: .zero).objCType): return pointValue
        case String(cString: NSValue(size: .zero).objCType): return sizeValue
        case String(cString: NSValue(rect: .zero).objCType): return rectValue
        default: return nil
        }
    }

    private func doubles(_ type: String, _ count: Int) -> [Double]? {
        guard String(cString: objCType) == type else { return nil }
        var m = [Double](repeating: 0, count: count)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return m
    }
}
