import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The host view of shapes and colours: its layer is a `CAShapeLayer`.
final class ShapeHostView: UIView, NodeHosted {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer? { layer as? CAShapeLayer }
}

/// Draws a shape's path for the view's animated size and the shape's animated data.
protocol AnyShapeRenderer: AnyObject {
    func set(shape: Any, size: CGSize, layer: CAShapeLayer, rc: RenderContext)
    func sizeThatFits(_ p: ProposedViewSize) -> CGSize
}

final class ShapeRenderer<S: Shape>: AnyShapeRenderer {
    typealias Value = AnimatablePair<Pair, S.AnimatableData>
    var shape: S
    var attributes: [ObjectIdentifier: LayerAttribute<Value>] = [:]

    init(_ shape: S) { self.shape = shape }

    func makePath(_ v: Value) -> CGPath {
        var s = shape
        s.animatableData = v.second
        return s.path(in: CGRect(x: 0, y: 0, width: max(v.first.first, 0), height: max(v.first.second, 0))).cgPath
    }

    func set(shape any: Any, size: CGSize, layer: CAShapeLayer, rc: RenderContext) {
        guard let s = any as? S else { return }
        // The same plain-data shape at the same size: nothing to do (no path to make again).
        let same = _isPOD(S.self) && withUnsafeBytes(of: shape) { a in withUnsafeBytes(of: s) { b in a.elementsEqual(b) } }
        shape = s
        let v = Value(Pair(size.width, size.height), s.animatableData)
        let key = ObjectIdentifier(layer)
        if let a = attributes[key] {
            let moved = a.set(v, animation: rc.animation, time: rc.time, group: rc.group)
            if same && !moved && !a.value.isAnimating { return }
            // Parts of the shape that do not animate (a corner style, a count) take effect at once.
            let target = makePath(a.value.target)
            if layer.path != target { a.reapply() }
        } else {
            attributes[key] = LayerAttribute(layer: layer, keyPath: "path", initial: v,
                                             encode: { [unowned self] in .path(self.makePath($0)) },
                                             applyModel: { [unowned self] l, v in (l as? CAShapeLayer)?.path = self.makePath(v) })
        }
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize { shape.sizeThatFits(p) }
}

/// Colours, gradients and shapes (filled or stroked): a `CAShapeLayer` with the path, its fill or
/// stroke colour animated as colours; gradients are a gradient sublayer masked by the path.
final class ShapeNode: LayoutNode {
    var renderer: AnyShapeRenderer?
    var shapeValue: Any = Rectangle()
    var style: AnyShapeStyle = AnyShapeStyle(ForegroundStyle())
    var stroke: StrokeStyle?
    var fillRule = FillStyle()
    var gradientLayer: CAGradientLayer?
    var maskLayer: CAShapeLayer?
    var gradientFrame: (LayerAttribute<Pair>, LayerAttribute<Pair>)?
    /// Whether the layer casts its style's shadow (ShadowShapeStyle.swift).
    var castsStyleShadow = false

    override func makeHostView() -> UIView { ShapeHostView() }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        switch view {
        case let c as Color:
            setShape(Rectangle()); style = AnyShapeStyle(c); stroke = nil
        case let g as LinearGradient:
            setShape(Rectangle()); style = AnyShapeStyle(g); stroke = nil
        case let g as RadialGradient:
            setShape(Rectangle()); style = AnyShapeStyle(g); stroke = nil
        case let g as AngularGradient:
            setShape(Rectangle()); style = AnyShapeStyle(g); stroke = nil
        case let g as EllipticalGradient:
            setShape(Rectangle()); style = AnyShapeStyle(g); stroke = nil
        case let sv as AnyShapeView:
            setShape(sv.anyShape); style = sv.anyStyle; stroke = sv.strokeStyle; fillRule = sv.anyFillStyle
        case let s as any Shape:
            setShape(s); style = AnyShapeStyle(ForegroundStyle()); stroke = nil
        default:
            break
        }
    }

    func setShape(_ s: any Shape) {
        shapeValue = s
        if renderer == nil || !(type(of: renderer!) == rendererType(s)) { renderer = makeRenderer(s) }
    }

    private func rendererType<T: Shape>(_ s: T) -> AnyObject.Type { ShapeRenderer<T>.self }
    private func makeRenderer<T: Shape>(_ s: T) -> AnyShapeRenderer { ShapeRenderer<T>(s) }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        renderer?.sizeThatFits(p) ?? p.replacingUnspecifiedDimensions()
    }

    override func renderContent(_ rc: RenderContext) {
        guard let host = hostView as? ShapeHostView, let layer = host.shapeLayer else { return }
        let fill = style._resolveFill(context.environment)
        let size = frame.size
        applyStyleShadow(to: layer)
        layer.fillRule = fillRule.isEOFilled ? .evenOdd : .nonZero
        switch fill {
        case .color(let c):
            removeGradient()
            renderer?.set(shape: shapeValue, size: size, layer: layer, rc: rc)
            applyPaint(c, to: layer, key: "paint", rc)
        case .gradient(let g):
            renderer?.set(shape: shapeValue, size: size, layer: layer, rc: rc)
            layer.fillColor = nil
            layer.strokeColor = nil
            let (gl, mask) = gradientLayers(in: layer)
            // A stroke reaches past the frame by half its width (more at mitred corners): the gradient
            // layer is that much larger, so the stroke's outer half is not cut off, and its unit points
            // are mapped so the gradient still spans the frame.
            let outset = stroke.map { s -> CGFloat in
                let w = max(s.lineWidth, 0) / 2
                return (s.lineJoin == .miter ? w * max(1, min(s.miterLimit, 10)) : w).rounded(.up)
            } ?? 0
            mask.frame = CGRect(x: outset, y: outset, width: size.width, height: size.height)
            renderer?.set(shape: shapeValue, size: size, layer: mask, rc: rc)
            applyPaint(.black, to: mask, key: "maskPaint", rc)
            applyGradient(g, to: gl)
            setGradientFrame(gl, size: size, outset: outset, rc)
        }
    }

    /// Fill (or stroke) colour and line width as animated attributes.
    func applyPaint(_ c: Color, to layer: CAShapeLayer, key: String, _ rc: RenderContext) {
        let stroked = stroke != nil
        let colorKey = stroked ? "strokeColor" : "fillColor"
        let (attr, made) = attributes.custom(key + colorKey, keyPath: colorKey, on: layer, initial: c.vector, encode: { .color(Color.from($0)) },
                                             apply: { l, v in
                                                 if stroked { (l as? CAShapeLayer)?.strokeColor = Color.from(v) } else { (l as? CAShapeLayer)?.fillColor = Color.from(v) }
                                             })
        if !made { attr.set(c.vector, animation: rc.animation, time: rc.time, group: rc.group) }
        if let s = stroke {
            layer.fillColor = nil
            let (w, wm) = attributes.custom(key + "lineWidth", keyPath: "lineWidth", on: layer, initial: Double(s.lineWidth), encode: { .scalar($0) },
                                            apply: { l, v in (l as? CAShapeLayer)?.lineWidth = CGFloat(max(v, 0)) })
            if !wm { w.set(Double(s.lineWidth), animation: rc.animation, time: rc.time, group: rc.group) }
            layer.lineCap = [.butt, .round, .square][Int(s.lineCap.rawValue)]
            layer.lineJoin = [.miter, .round, .bevel][Int(s.lineJoin.rawValue)]
            layer.miterLimit = s.miterLimit
            layer.lineDashPattern = s.dash.isEmpty ? nil : s.dash.map { NSNumber(value: Double($0)) }
            // The dash phase animates as the width does (StrokeStyle is Animatable: marching ants).
            let (phase, pm) = attributes.custom(key + "lineDashPhase", keyPath: "lineDashPhase", on: layer, initial: Double(s.dashPhase),
                                                encode: { .scalar($0) }, apply: { l, v in (l as? CAShapeLayer)?.lineDashPhase = CGFloat(v) })
            if !pm { phase.set(Double(s.dashPhase), animation: rc.animation, time: rc.time, group: rc.group) }
        } else {
            layer.strokeColor = nil
        }
    }

    func gradientLayers(in layer: CAShapeLayer) -> (CAGradientLayer, CAShapeLayer) {
        if let g = gradientLayer, let m = maskLayer { return (g, m) }
        let g = CAGradientLayer()
        let m = CAShapeLayer()
        StandaloneLayers.disableImplicitAnimations(g)
        StandaloneLayers.disableImplicitAnimations(m)
        g.mask = m
        layer.addSublayer(g)
        gradientLayer = g
        maskLayer = m
        return (g, m)
    }

    func removeGradient() {
        gradientLayer?.removeFromSuperlayer()
        gradientLayer = nil
        maskLayer = nil
        gradientFrame = nil
    }

    /// The gradient on its layer for the frame's size (stops, points, a radial one's radius in points).
    func applyGradient(_ g: GradientFill, to layer: CAGradientLayer) {
        g.configure(layer, size: frame.size)
    }

    func setGradientFrame(_ layer: CAGradientLayer, size: CGSize, outset: CGFloat = 0, _ rc: RenderContext) {
        if outset > 0, size.width > 0, size.height > 0 {
            // Unit points of the frame → unit points of the layer grown by `outset` on every side.
            func grown(_ p: CGPoint) -> CGPoint {
                CGPoint(x: (p.x * size.width + outset) / (size.width + 2 * outset), y: (p.y * size.height + outset) / (size.height + 2 * outset))
            }
            layer.startPoint = grown(layer.startPoint)
            layer.endPoint = grown(layer.endPoint)
        }
        let pv = Pair(size.width / 2, size.height / 2), sv = Pair(size.width + 2 * outset, size.height + 2 * outset)
        if let (p, s) = gradientFrame {
            p.set(pv, animation: rc.animation, time: rc.time, group: rc.group)
            s.set(sv, animation: rc.animation, time: rc.time, group: rc.group)
        } else {
            let p = LayerAttribute(layer: layer, keyPath: "position", initial: pv, encode: { .point(CGPoint(x: $0.first, y: $0.second)) },
                                   applyModel: { l, v in l.position = CGPoint(x: v.first, y: v.second) })
            let s = LayerAttribute(layer: layer, keyPath: "bounds", initial: sv,
                                   encode: { .rect(CGRect(x: 0, y: 0, width: max($0.first, 0), height: max($0.second, 0))) },
                                   applyModel: { l, v in l.bounds = CGRect(x: 0, y: 0, width: max(v.first, 0), height: max(v.second, 0)) })
            gradientFrame = (p, s)
        }
    }
}

/// Reads a `_ShapeView` without its generic types.
protocol AnyShapeView {
    var anyShape: any Shape { get }
    var anyStyle: AnyShapeStyle { get }
    var strokeStyle: StrokeStyle? { get }
    var anyFillStyle: FillStyle { get }
}

extension _ShapeView: AnyShapeView {
    var anyShape: any Shape { shape }
    var anyStyle: AnyShapeStyle { AnyShapeStyle(style) }
    var strokeStyle: StrokeStyle? { stroke }
    var anyFillStyle: FillStyle { fillStyle }
}

/// Layers the graph makes beside its views' layers (a gradient and its mask, a clip mask): without a
/// view as their delegate they would animate every change implicitly (Core Animation's 0.25 s
/// default); the graph animates them itself, so their actions are off.
enum StandaloneLayers {
    static let keys: [String] = Array(CALayer.animatableKeys.union(CALayer.shapeAnimatableKeys).union(CALayer.gradientAnimatableKeys)
        .union(["path", "contents", "bounds", "position", "hidden", "mask", "sublayers"]))

    static func disableImplicitAnimations(_ layer: CALayer) {
        var actions: [String: CAAction] = [:]
        for k in keys { actions[k] = CANullAction.shared }
        layer.actions = actions
    }
}
