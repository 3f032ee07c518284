import Foundation
import MotionGeometry
import MotionAnimation

/// How a layer's coordinate space maps into its superlayer's, for rendering and hit-testing alike.
public enum LayerGeometry {
    /// Maps points in a layer's bounds space to its superlayer's bounds space (row vectors: p' = p·M):
    /// move the anchor point to the origin, apply `transform`, move to `position` (and zPosition), then the
    /// superlayer's `sublayerTransform` about the superlayer's anchor point.
    @inline(__always)
    public static func transformToSuperlayer(_ p: LayerProperties, superlayer s: LayerProperties?) -> CATransform3D {
        withUnsafePointer(to: p) { p in
            if let s { return withUnsafePointer(to: s) { transformToSuperlayer(p, superlayer: $0) } }
            return transformToSuperlayer(p, superlayer: nil)
        }
    }

    /// `transformToSuperlayer(_:superlayer:)` reading the values where they are (a renderer's kept
    /// values), without copying them.
    @inlinable
    public static func transformToSuperlayer(_ p: UnsafePointer<LayerProperties>, superlayer s: UnsafePointer<LayerProperties>?) -> CATransform3D {
        let p = UnsafeLayerValues(p)
        let ax = p.bounds.origin.x + p.anchorPoint.x * p.bounds.size.width
        let ay = p.bounds.origin.y + p.anchorPoint.y * p.bounds.size.height
        var m: CATransform3D
        if p.transform == CATransform3DIdentity {
            m = CATransform3DMakeTranslation(p.position.x - ax, p.position.y - ay, p.zPosition)
        } else {
            m = CATransform3DMakeTranslation(-ax, -ay, -p.anchorPointZ)
            m = CATransform3DConcat(m, p.transform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition + p.anchorPointZ))
        }
        if let s = s.map(UnsafeLayerValues.init), s.sublayerTransform != CATransform3DIdentity {
            let sx = s.bounds.origin.x + s.anchorPoint.x * s.bounds.size.width
            let sy = s.bounds.origin.y + s.anchorPoint.y * s.bounds.size.height
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-sx, -sy, 0))
            m = CATransform3DConcat(m, s.sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(sx, sy, 0))
        }
        return m
    }

    /// Maps a point through the inverse of `m` restricted to the z = 0 plane (the 3×3 homography of
    /// rows 1, 2 and 4), so a point on screen finds the point of a (possibly perspective) layer under it.
    /// nil when the plane is seen edge-on.
    public static func unproject(_ q: CGPoint, through m: CATransform3D) -> CGPoint? {
        // Forward: (x, y, 1) · H, H = [[m11 m12 m14], [m21 m22 m24], [m41 m42 m44]].
        let a = Double(m.m11), b = Double(m.m12), c = Double(m.m14)
        let d = Double(m.m21), e = Double(m.m22), f = Double(m.m24)
        let g = Double(m.m41), h = Double(m.m42), i = Double(m.m44)
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(det) > 1e-12 else { return nil }
        // Inverse (adjugate / det), applied to the row vector (X, Y, 1).
        let X = Double(q.x), Y = Double(q.y)
        let ix = X * (e * i - f * h) + Y * (f * g - d * i) + (d * h - e * g)
        let iy = X * (c * h - b * i) + Y * (a * i - c * g) + (b * g - a * h)
        let iw = X * (b * f - c * e) + Y * (c * d - a * f) + (a * e - b * d)
        guard abs(iw) > 1e-12 else { return nil }
        return CGPoint(x: ix / iw, y: iy / iw)
    }
}

extension CALayer {
    /// Maps this layer's bounds space to the root layer's space (model values).
    public func transformToRoot() -> CATransform3D {
        var m = CATransform3DIdentity
        var l: CALayer? = self
        while let cur = l, let s = cur.superlayer {
            m = CATransform3DConcat(m, LayerGeometry.transformToSuperlayer(cur.properties, superlayer: s.properties))
            l = s
        }
        return m
    }

    /// Apple's `convert(_:from:)` for points (model values; nil means the root layer's space).
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let root = layer.map { $0.transformToRoot().project(p) } ?? p
        return LayerGeometry.unproject(root, through: transformToRoot()) ?? p
    }

    /// Apple's `convert(_:to:)` for points.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let root = transformToRoot().project(p)
        guard let l = layer else { return root }
        return LayerGeometry.unproject(root, through: l.transformToRoot()) ?? root
    }

    /// Apple's `convert(_:from:)` for rects: the box of `r`'s corners mapped from `layer`'s space (nil: the
    /// root layer's).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        return Self.box([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                         CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, from: layer) })
    }

    /// Apple's `convert(_:to:)` for rects.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        return Self.box([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                         CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, to: layer) })
    }

    private static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// Whether a point in this layer's bounds space is inside its bounds.
    func geometryContains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// Apple's `hitTest(_:)`: the deepest visible layer containing `p` (in the superlayer's space),
    /// front-most first (higher zPosition, then later sublayers). Hidden and fully transparent layers
    /// are skipped; a layer that masks to bounds hides the parts of its sublayers outside it.
    func geometryHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let m = LayerGeometry.transformToSuperlayer(properties, superlayer: superlayer?.properties)
        guard let local = LayerGeometry.unproject(p, through: m) else { return nil }
        let inside = bounds.contains(local)
        if masksToBounds && !inside { return nil }
        for s in sublayersInDrawingOrder().reversed() {
            if let hit = s.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// Sublayers back to front: by zPosition, ties in sublayer order (the order renderers draw them).
    public func sublayersInDrawingOrder() -> [CALayer] {
        let subs = sublayerStorage
        if subs.allSatisfy({ $0.properties.zPosition == subs.first?.properties.zPosition }) { return subs }
        return subs.enumerated().sorted {
            $0.element.properties.zPosition != $1.element.properties.zPosition
                ? $0.element.properties.zPosition < $1.element.properties.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }
}

/// Reads the fields of `LayerProperties` in place through a pointer (no copy of the whole value, with
/// its references).
@usableFromInline
struct UnsafeLayerValues {
    @usableFromInline let p: UnsafePointer<LayerProperties>
    @inlinable @inline(__always) init(_ p: UnsafePointer<LayerProperties>) { self.p = p }
    @inlinable @inline(__always) var bounds: CGRect { p.pointee.bounds }
    @inlinable @inline(__always) var anchorPoint: CGPoint { p.pointee.anchorPoint }
    @inlinable @inline(__always) var anchorPointZ: CGFloat { p.pointee.anchorPointZ }
    @inlinable @inline(__always) var position: CGPoint { p.pointee.position }
    @inlinable @inline(__always) var zPosition: CGFloat { p.pointee.zPosition }
    @inlinable @inline(__always) var transform: CATransform3D { p.pointee.transform }
    @inlinable @inline(__always) var sublayerTransform: CATransform3D { p.pointee.sublayerTransform }
}
