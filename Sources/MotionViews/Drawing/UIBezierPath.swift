import Foundation
import MotionGeometry
import MotionCoreGraphics

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path builder, for the shapes ported code hands to `CAShapeLayer.path` through `cgPath`
/// (`UIBezierPath(arcCenter:…).cgPath`, `UIBezierPath(ovalIn:)`, `UIBezierPath(roundedRect:…)`).
///
/// Angles and `clockwise` are UIKit's: in the view's y-down space, `clockwise: true` runs clockwise
/// on screen (increasing angle), which is Core Graphics' `clockwise: false` on the same points.
/// Rounded rectangles use circular corners; UIKit's are slightly "continuous" (a squircle), so a
/// rounded-rect outline can differ from iOS by a fraction of a point near the corners. `fill()`,
/// `stroke()` and `addClip()` draw into UIKit's current context (`UIGraphicsGetCurrentContext()`: a
/// view's `draw(_:)`, an image renderer's block) with the path's own line style, leaving the
/// context's state as it was; they do nothing without a current context.
open class UIBezierPath {
    private var path: CGMutablePath

    // Drawing style (UIKit's defaults).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public init() { path = CGMutablePath() }

    public init(cgPath: CGPath) { path = cgPath.mutableCopy() }

    /// A closed rectangle starting at its origin, clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`, starting at its rightmost point, clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all corners rounded by `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the given corners rounded, starting after the top-left corner, clockwise on
    /// screen. The corners are circular with radius `cornerRadii.width` clamped to half the shorter
    /// side: UIKit ignores `cornerRadii.height`, and so does this.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        // An infinite radius is the largest there is: a capsule (`cornerRadius: .infinity` is the idiom);
        // NaN rounds nothing.
        let radius = cornerRadii.width.isNaN ? 0 : max(0, min(cornerRadii.width, min(r.width, r.height) / 2))
        let rx = radius, ry = radius
        let k = 1 - CGMutablePath.ellipseKappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        let tl = corners.contains(.topLeft), tr = corners.contains(.topRight)
        let br = corners.contains(.bottomRight), bl = corners.contains(.bottomLeft)
        path.move(to: p(r.minX + (tl ? rx : 0), r.minY))
        path.addLine(to: p(r.maxX - (tr ? rx : 0), r.minY))
        if tr { path.addCurve(to: p(r.maxX, r.minY + ry), control1: p(r.maxX - rx * k, r.minY), control2: p(r.maxX, r.minY + ry * k)) }
        path.addLine(to: p(r.maxX, r.maxY - (br ? ry : 0)))
        if br { path.addCurve(to: p(r.maxX - rx, r.maxY), control1: p(r.maxX, r.maxY - ry * k), control2: p(r.maxX - rx * k, r.maxY)) }
        path.addLine(to: p(r.minX + (bl ? rx : 0), r.maxY))
        if bl { path.addCurve(to: p(r.minX, r.maxY - ry), control1: p(r.minX + rx * k, r.maxY), control2: p(r.minX, r.maxY - ry * k)) }
        path.addLine(to: p(r.minX, r.minY + (tl ? ry : 0)))
        if tl { path.addCurve(to: p(r.minX + rx, r.minY), control1: p(r.minX, r.minY + ry * k), control2: p(r.minX + rx * k, r.minY)) }
        path.closeSubpath()
    }

    /// An arc of a circle, as a new subpath. `clockwise` is on screen (UIKit's meaning).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path, for `CAShapeLayer.path` (a copy: later changes to this object do not alter it).
    open var cgPath: CGPath {
        get { path.copy() }
        set { path = newValue.mutableCopy() }
    }

    open var isEmpty: Bool { path.isEmpty }
    /// The box around every point, control points included.
    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Appends an arc, joined to the current point by a line (or starting a subpath when there is
    /// none). `clockwise` is on screen (UIKit's meaning).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.copy(using: transform).mutableCopy() }

    /// UIKit's dash setter: `count` lengths from `pattern` (nil or 0 for solid lines), starting `phase`
    /// into the pattern.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dashPattern = []; dashPhase = 0; return }
        dashPattern = (0..<count).map { pattern[$0] }
        dashPhase = phase
    }

    /// The dash pattern and phase (UIKit's out-parameter getter).
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Fills the inside (nonzero, or even-odd with `usesEvenOddFillRule`) with the current fill colour.
    open func fill() { fill(with: .normal, alpha: 1) }

    /// Strokes the outline with the current stroke colour and this path's line style.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        ctx.beginPath()
        ctx.addPath(path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        applyLineStyle(to: ctx)
        ctx.beginPath()
        ctx.addPath(path)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip with the inside of the path (it stays until the context's
    /// state is restored).
    open func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(path)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Whether `point` is inside (by the path's fill rule).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyLineStyle(to ctx: CGContext) {
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}

// UIKit's `UIBezierPath` adopts NSCopying: `path.copy() as! UIBezierPath` is how drawing code takes a
// path it built for a stroke and closes it into a clip or fill area without changing the original.
extension UIBezierPath: NSCopying {
    /// A new path with the same elements and drawing style (line width, cap, join, miter limit,
    /// flatness, fill rule, dash); changes to either leave the other as it is.
    public func copy(with zone: NSZone?) -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    /// `copy(with: nil)`, as NSObject's `copy()` calls it.
    public func copy() -> Any { copy(with: nil) }
}
