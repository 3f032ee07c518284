import Foundation

/// Converting points and rectangles between views' coordinate spaces. Every layer transform on the
/// way (scale, rotation, translation, perspective, bounds origins, sublayer transforms) is respected.
extension UIView {
    /// Maps this view's bounds space to the root layer's (the window's) bounds space.
    /// - Parameter presentation: use what is on screen now (animations applied) instead of the model.
    public func transformToWindow(presentation: Bool = false) -> CATransform3D {
        var m = CATransform3DIdentity
        var l = layer
        var props = presentation ? l.presentationProperties() : l.properties
        while let s = l.superlayer {
            let sp = presentation ? s.presentationProperties() : s.properties
            m = CATransform3DConcat(m, LayerGeometry.transformToSuperlayer(props, superlayer: sp))
            l = s
            props = sp
        }
        return m
    }

    /// `point` (this view's coordinates) in `view`'s coordinates; nil means the window's.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        UIView.convert(point, from: self, to: view, presentation: false)
    }

    /// `point` (in `view`'s coordinates; nil means the window's) in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        UIView.convert(point, from: view, to: self, presentation: false)
    }

    /// The bounding box of `rect`'s four corners in `view`'s coordinates.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIView.convert(rect) { self.convert($0, to: view) }
    }

    /// The bounding box of `rect`'s four corners (in `view`'s coordinates) in this view's coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIView.convert(rect) { self.convert($0, from: view) }
    }

    /// Point conversion through the model or the presentation values; nil views mean the root's space.
    static func convert(_ point: CGPoint, from a: UIView?, to b: UIView?, presentation: Bool) -> CGPoint {
        if a === b { return point }
        let root = a.map { $0.transformToWindow(presentation: presentation).project(point) } ?? point
        guard let b else { return root }
        return LayerGeometry.unproject(root, through: b.transformToWindow(presentation: presentation)) ?? root
    }

    private static func convert(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull || rect.isInfinite { return rect }
        let r = rect.standardized
        let ps = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        let xs = ps.map(\.x), ys = ps.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
