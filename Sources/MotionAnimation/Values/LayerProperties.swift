import Foundation
import MotionGeometry

/// Everything about a layer that can be animated, as one value. The model tree stores one of these per
/// layer; the presentation tree is this value with the running animations applied at a frame's time.
public struct LayerProperties: Equatable {
    /// Position of the anchor point in the superlayer's coordinate space, in points.
    public var position: CGPoint = .zero
    /// The layer's own coordinate space, in points; `bounds.origin` shifts sublayers (scroll views use it).
    public var bounds: CGRect = .zero
    /// Unit coordinates (0…1) of the point that `position` names and transforms pivot about.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var anchorPointZ: CGFloat = 0
    /// Orders siblings: higher draws in front; ties keep sublayer order.
    public var zPosition: CGFloat = 0
    public var transform = CATransform3DIdentity
    /// 0 (transparent) … 1 (opaque); multiplies down the tree.
    public var opacity: Float = 1
    public var isHidden = false
    public var masksToBounds = false
    /// Apple's `isDoubleSided`: false hides the layer, and its sublayers (flattened into its plane), while
    /// its back faces the viewer. Sits beside the other flags, so the struct grows by no bytes.
    public var isDoubleSided = true
    /// Apple's `maskedCorners` as bits (1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right in the
    /// y-down space): the corners `cornerRadius` rounds. Kept in the padding after the flags.
    public var maskedCornerBits: UInt8 = 0b1111
    public var cornerRadius: CGFloat = 0
    public var backgroundColor: CGColor? = nil
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = .black
    public var contents: CGImage? = nil
    /// The values of the content layer classes (shape, gradient, replicator) in one box; nil for
    /// plain layers, so copying a plain layer's values costs one more null pointer.
    public var content: LayerContent? = nil
    /// The shadow values when any differs from the defaults (see `LayerShadow`, `shadow`).
    public var shadowBox: ShadowBox? = nil
    /// Declared last: rarely anything but the identity, it keeps the fields every frame reads (geometry,
    /// transform, opacity, colours) in fewer cache lines.
    public var sublayerTransform = CATransform3DIdentity

    public init() {}

    public static func == (a: LayerProperties, b: LayerProperties) -> Bool {
        a.position == b.position && a.bounds == b.bounds && a.anchorPoint == b.anchorPoint
            && a.anchorPointZ == b.anchorPointZ && a.zPosition == b.zPosition && a.transform == b.transform
            && a.sublayerTransform == b.sublayerTransform && a.opacity == b.opacity && a.isHidden == b.isHidden
            && a.masksToBounds == b.masksToBounds && a.cornerRadius == b.cornerRadius
            && a.backgroundColor == b.backgroundColor && a.borderWidth == b.borderWidth
            && a.borderColor == b.borderColor && a.contents === b.contents && a.content == b.content
            && a.shadowBox == b.shadowBox && a.isDoubleSided == b.isDoubleSided
            && a.maskedCornerBits == b.maskedCornerBits
    }

    /// The frame in the superlayer's space: the bounding box of the bounds after anchor, transform and position.
    public var frame: CGRect {
        let w = bounds.size.width, h = bounds.size.height
        let ax = anchorPoint.x * w, ay = anchorPoint.y * h
        if transform == CATransform3DIdentity {
            return CGRect(x: position.x - ax, y: position.y - ay, width: w, height: h)
        }
        let corners = [CGPoint(x: -ax, y: -ay), CGPoint(x: w - ax, y: -ay), CGPoint(x: -ax, y: h - ay), CGPoint(x: w - ax, y: h - ay)]
        let mapped = corners.map { transform.project($0) }
        let xs = mapped.map(\.x), ys = mapped.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: position.x + minX, y: position.y + minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
