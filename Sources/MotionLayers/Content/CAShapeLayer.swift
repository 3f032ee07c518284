import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

/// Core Animation's shape layer: draws a `CGPath` in its bounds coordinates, filled and then stroked
/// (the stroke over the fill), anti-aliased, between its `contents` and its first sublayer. The
/// path is not clipped to the bounds unless `masksToBounds` is set.
///
/// Every property lives in the layer's `LayerProperties.content` box (see `ShapeContent`), so the
/// animatable ones (`path`, `fillColor`, `strokeColor`, `strokeStart`, `strokeEnd`, `lineWidth`,
/// `miterLimit`, `lineDashPhase`) animate through key paths like any other layer property and, on
/// a standalone layer, implicitly — except `path`, which Apple animates only explicitly.
open class CAShapeLayer: CALayer {
    public required init() {
        super.init()
        properties.content = .shape(ShapeContent())
    }

    /// Apple's `NSCoding` initialiser (nothing is decoded: the layer is `init()`'s).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        properties.content = .shape(ShapeContent())
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.content?.shape == nil { properties.content = .shape(ShapeContent()) }
    }

    private var shape: ShapeContent { properties.content?.shape ?? ShapeContent() }

    @inline(__always)
    private func changeShape(_ key: String, _ body: (inout ShapeContent) -> Void) {
        change(key) { $0.modifyShape(body) }
    }

    /// The shape, in bounds coordinates. Copied on assignment (later changes to a `CGMutablePath`
    /// you assigned do not show), as Core Animation does. Default nil.
    public var path: CGPath? {
        get { shape.path }
        set { changeShape("path") { $0.path = newValue?.copy() } }
    }
    /// The fill colour, nil for no fill. Default opaque black.
    public var fillColor: CGColor? {
        get { shape.fillColor }
        set { changeShape("fillColor") { $0.fillColor = newValue } }
    }
    /// Default `.nonZero`.
    public var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { changeShape("fillRule") { $0.fillRule = newValue } }
    }
    /// The stroke colour, nil for no stroke. Default nil.
    public var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { changeShape("strokeColor") { $0.strokeColor = newValue } }
    }
    /// Where the stroke starts, as a fraction 0…1 of the path's whole length (all subpaths as one).
    public var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { changeShape("strokeStart") { $0.strokeStart = newValue } }
    }
    /// Where the stroke ends, as a fraction 0…1 of the path's whole length. Default 1.
    public var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { changeShape("strokeEnd") { $0.strokeEnd = newValue } }
    }
    /// Stroke width in points. Default 1.
    public var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { changeShape("lineWidth") { $0.lineWidth = newValue } }
    }
    /// Longest miter, as a multiple of `lineWidth`, before a miter join is beveled. Default 10.
    public var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { changeShape("miterLimit") { $0.miterLimit = newValue } }
    }
    /// Default `.butt`.
    public var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { changeShape("lineCap") { $0.lineCap = newValue } }
    }
    /// Default `.miter`.
    public var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { changeShape("lineJoin") { $0.lineJoin = newValue } }
    }
    /// Painted and unpainted lengths in points, alternating (`[10, 5]`, or `[dash, gap] as [NSNumber]`
    /// with CGFloat values); nil for a solid line. Not animatable (as on Apple's platforms).
    public var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern?.map { NSNumber(value: Double($0)) } }
        set { changeShape("lineDashPattern") { $0.lineDashPattern = newValue?.map { CGFloat($0.doubleValue) } } }
    }
    /// How far into the dash pattern each subpath starts, in points; animate it for marching ants.
    public var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { changeShape("lineDashPhase") { $0.lineDashPhase = newValue } }
    }
}
