import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// An effect that changes how a view is drawn, not where it is laid out: opacity, offset, scale,
/// rotation, 3-D rotation, a transform. Each is a layer of its own whose opacity or transform is an
/// animated attribute of the effect's parameters (a rotation animates its angle, so 0° → 360° turns
/// once, as in SwiftUI).
struct EffectModifier: ViewModifier, PrimitiveModifier {
    enum Kind: Equatable {
        case opacity(Double)
        case offset(CGSize)
        case scale(CGSize, UnitPoint)
        case rotation(Angle, UnitPoint)
        case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
        case transform(CGAffineTransform)

        static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case let (.opacity(x), .opacity(y)): return x == y
            case let (.offset(x), .offset(y)): return x == y
            case let (.scale(x, p), .scale(y, q)): return x == y && p == q
            case let (.rotation(x, p), .rotation(y, q)): return x == y && p == q
            case let (.transform(x), .transform(y)): return x == y
            case let (.rotation3D(a1, ax1, an1, z1, p1), .rotation3D(a2, ax2, an2, z2, p2)):
                return a1 == a2 && ax1 == ax2 && an1 == an2 && z1 == z2 && p1 == p2
            default: return false
            }
        }
    }
    let kind: Kind
    func body(content: Content) -> Never { primitiveBody("effect") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { EffectNode(graph: graph) }
}

final class EffectNode: PassthroughNode {
    var kind = EffectModifier.Kind.opacity(1)
    override func readModifier(_ m: Any) { if let e = m as? EffectModifier { kind = e.kind } }

    override var ownOpacity: Double { if case .opacity(let o) = kind { return o.isFinite ? o : 1 }; return 1 }
    override var isOpacityEffect: Bool { if case .opacity = kind { return true }; return false }

    override var ownTransformParams: [Double] {
        switch kind {
        case .opacity: return []
        case .offset(let s): return [Double(s.width), Double(s.height)]
        case .scale(let s, _): return [Double(s.width), Double(s.height)]
        case .rotation(let a, _): return [a.radians]
        case .rotation3D(let a, _, _, _, _): return [a.radians]
        case .transform(let t): return [Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty)]
        }
    }

    /// The transform about the anchor (relative to the layer's centre, its anchor point).
    override func ownTransform(_ p: ArraySlice<Double>, size: CGSize) -> CATransform3D {
        let v = Array(p)
        func about(_ anchor: UnitPoint, _ t: CATransform3D) -> CATransform3D {
            let ax = (anchor.x - 0.5) * size.width, ay = (anchor.y - 0.5) * size.height
            return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, 0), t), CATransform3DMakeTranslation(ax, ay, 0))
        }
        switch kind {
        case .opacity: return CATransform3DIdentity
        case .offset:
            guard v.count >= 2 else { return CATransform3DIdentity }
            return CATransform3DMakeTranslation(CGFloat(v[0]), CGFloat(v[1]), 0)
        case .scale(_, let anchor):
            guard v.count >= 2 else { return CATransform3DIdentity }
            return about(anchor, CATransform3DMakeScale(CGFloat(v[0]), CGFloat(v[1]), 1))
        case .rotation(_, let anchor):
            guard v.count >= 1 else { return CATransform3DIdentity }
            return about(anchor, CATransform3DMakeRotation(CGFloat(v[0]), 0, 0, 1))
        case .rotation3D(_, let axis, let anchor, _, let perspective):
            guard v.count >= 1 else { return CATransform3DIdentity }
            var r = CATransform3DMakeRotation(CGFloat(v[0]), axis.x, axis.y, axis.z)
            // SwiftUI's perspective: 1 / (distance) with the default distance of the view's larger side.
            let d = max(size.width, size.height)
            if perspective != 0, d > 0 {
                var persp = CATransform3DIdentity
                persp.m34 = -perspective / d
                r = CATransform3DConcat(r, persp)
            }
            return about(anchor, r)
        case .transform:
            guard v.count >= 6 else { return CATransform3DIdentity }
            let t = CGAffineTransform(a: CGFloat(v[0]), b: CGFloat(v[1]), c: CGFloat(v[2]), d: CGFloat(v[3]), tx: CGFloat(v[4]), ty: CGFloat(v[5]))
            // A transform effect maps the view's own coordinates (origin top-left).
            return about(.topLeading, CATransform3DMakeAffineTransform(t))
        }
    }
}

extension View {
    public func opacity(_ opacity: Double) -> some View { modifier(EffectModifier(kind: .opacity(min(max(opacity, 0), 1)))) }
    /// Moves the drawing without changing the layout.
    public func offset(_ offset: CGSize) -> some View { modifier(EffectModifier(kind: .offset(offset))) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { modifier(EffectModifier(kind: .scale(scale, anchor))) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(CGSize(width: s, height: s), anchor: anchor) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { scaleEffect(CGSize(width: x, height: y), anchor: anchor) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { modifier(EffectModifier(kind: .rotation(angle, anchor))) }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(EffectModifier(kind: .rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }
    public func transformEffect(_ t: CGAffineTransform) -> some View { modifier(EffectModifier(kind: .transform(t))) }
    /// Hides the view (it keeps its place in the layout).
    public func hidden() -> some View { opacity(0) }
}

// MARK: Clipping, corners, shadow, blur, mask

struct ClipModifier: ViewModifier, PrimitiveModifier {
    let shape: AnyShape?
    let cornerRadius: CGFloat?
    /// The corners `cornerRadius` rounds (the others stay square); all four unless an uneven rounded
    /// rectangle rounds only some.
    var corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    func body(content: Content) -> Never { primitiveBody("clip") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ClipNode(graph: graph) }
}

/// `clipped()`, `cornerRadius`, `clipShape`: the layer clips its sublayers to its bounds — rounded
/// by an animated corner radius for rounded rectangles, capsules and uneven rounded rectangles whose
/// rounded corners share one radius (only those corners, as `maskedCorners`: a list's first and last
/// rows), or masked by the shape's path. Clipping to the bounds keeps the layer's drawing cheap to
/// redraw while it scrolls; a mask is drawn offscreen.
final class ClipNode: PassthroughNode {
    var m = ClipModifier(shape: nil, cornerRadius: nil)
    var maskNode: CAShapeLayer?
    var maskRenderer: ShapeRenderer<AnyShape>?
    override func readModifier(_ x: Any) { if let c = x as? ClipModifier { m = c } }
    override func renderContent(_ rc: RenderContext) {
        let layer = hostView.layer
        if let shape = m.shape {
            layer.masksToBounds = false
            let mask = maskNode ?? CAShapeLayer()
            if maskNode == nil {
                maskNode = mask
                StandaloneLayers.disableImplicitAnimations(mask)
                mask.fillColor = .black
                layer.mask = mask
                maskRenderer = ShapeRenderer(shape)
            }
            mask.frame = CGRect(origin: .zero, size: frame.size)
            maskRenderer?.set(shape: shape, size: frame.size, layer: mask, rc: rc)
        } else {
            if maskNode != nil {
                layer.mask = nil
                maskNode = nil
                maskRenderer = nil
            }
            layer.masksToBounds = true
            if layer.maskedCorners != m.corners { layer.maskedCorners = m.corners }
            let r = Double(m.cornerRadius ?? 0)
            let (a, made) = attributes.custom("cornerRadius", initial: r, encode: { .scalar(max($0, 0)) }, apply: { l, v in l.cornerRadius = CGFloat(max(v, 0)) })
            if !made { a.set(r, animation: rc.animation, time: rc.time, group: rc.group) }
        }
    }
}

struct ShadowModifier: ViewModifier, PrimitiveModifier {
    let color: Color, radius: CGFloat, x: CGFloat, y: CGFloat
    func body(content: Content) -> Never { primitiveBody("shadow") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ShadowNode(graph: graph) }
}

/// A shadow of the content: the layer's shadow (σ = radius, as MotionLab draws shadows), its
/// radius, offset and colour animated.
final class ShadowNode: PassthroughNode {
    var m = ShadowModifier(color: .black, radius: 0, x: 0, y: 0)
    override func readModifier(_ x: Any) { if let s = x as? ShadowModifier { m = s } }
    /// The layer that casts the shadow, chosen at the first render: a text's or an image's own layer when
    /// the content is one (through padding and frames), which casts the shadow of what it draws — the
    /// glyphs, the picture's alpha — as SwiftUI's does; else this node's layer, by `contentOutline`.
    private var caster: CALayer?

    override func renderContent(_ rc: RenderContext) {
        let leaf = caster ?? castingLeaf()?.hostView.layer ?? hostView.layer
        caster = leaf
        // Radius, offset, colour and opacity animate like any attribute.
        let c = m.color
        let (r, rm) = attributes.custom("shadowRadius", on: leaf, initial: Double(m.radius), encode: { .scalar(max($0, 0)) },
                                        apply: { l, v in l.shadowRadius = CGFloat(max(v, 0)) })
        if !rm { r.set(Double(m.radius), animation: rc.animation, time: rc.time, group: rc.group) }
        let offset = Pair(m.x, m.y)
        let (o, om) = attributes.custom("shadowOffset", on: leaf, initial: offset, encode: { .size(CGSize(width: $0.first, height: $0.second)) },
                                        apply: { l, v in l.shadowOffset = CGSize(width: v.first, height: v.second) })
        if !om { o.set(offset, animation: rc.animation, time: rc.time, group: rc.group) }
        let rgb = AnimationVector([c.red, c.green, c.blue, 1])
        let (col, cm) = attributes.custom("shadowColor", on: leaf, initial: rgb, encode: { .color(Color.from($0)) },
                                          apply: { l, v in l.shadowColor = Color.from(v) })
        if !cm { col.set(rgb, animation: rc.animation, time: rc.time, group: rc.group) }
        let (op, opm) = attributes.custom("shadowOpacity", on: leaf, initial: c.alpha, encode: { .scalar(min(max($0, 0), 1)) },
                                          apply: { l, v in l.shadowOpacity = Float(min(max(v, 0), 1)) })
        if !opm { op.set(c.alpha, animation: rc.animation, time: rc.time, group: rc.group) }
        // A layer's shadow follows what it draws itself; a SwiftUI shadow follows its content: the
        // outline of the shape that fills it (a card's rounded rectangle, a path the renderer caches),
        // else all the content draws (no path: the renderer casts it from the content's alpha).
        if leaf === hostView.layer { hostView.layer.shadowPath = contentOutline(in: frame.size) }
    }

    /// The text or image the content is, through single-content modifiers (padding, frames); nil otherwise.
    func castingLeaf() -> LayoutNode? {
        var node: LayoutNode? = contentItems().count == 1 ? contentItems()[0] : nil
        while let n = node {
            if n is TextNode || n is ImageNode { return n }
            if n is SecondaryNode || n is ShapeNode { return nil }
            let items = n.contentItems()
            node = items.count == 1 ? items[0] : nil
        }
        return nil
    }

    func contentOutline(in size: CGSize) -> CGPath? {
        var node: LayoutNode? = self
        while let n = node {
            if let s = n as? ShapeNode, let shape = s.shapeValue as? any Shape { return Self.path(shape, size: s.frame.size) }
            let items = n.contentItems()
            node = items.count == 1 && items[0].frame.size == n.frame.size ? items.first : (n is SecondaryNode ? (n as? SecondaryNode)?.primary.first : nil)
        }
        return nil
    }

    static func path<S: Shape>(_ s: S, size: CGSize) -> CGPath { s.path(in: CGRect(origin: .zero, size: size)).cgPath }
}

struct BlurModifier: ViewModifier, PrimitiveModifier {
    let radius: CGFloat, opaque: Bool
    func body(content: Content) -> Never { primitiveBody("blur") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { BlurNode(graph: graph) }
}

/// A blur of the content: the host layer's `motionBlurRadius` (σ = radius points; the renderer draws the
/// layer offscreen and blurs it), its radius a layer attribute animated by Core Animation as opacity is.
final class BlurNode: PassthroughNode {
    var m = BlurModifier(radius: 0, opaque: false)
    override func readModifier(_ x: Any) { if let b = x as? BlurModifier { m = b } }
    /// The radius, set with the transition's (if any) by `applyEffects` (`NodeAttributes.setBlur`).
    override var ownBlurRadius: Double { m.radius.isFinite ? Double(max(m.radius, 0)) : 0 }
    override var isBlurEffect: Bool { true }
    override func renderContent(_ rc: RenderContext) {
        if hostView.layer.motionBlurIsOpaque != m.opaque { hostView.layer.motionBlurIsOpaque = m.opaque }
    }
}

extension View {
    public func clipped(antialiased: Bool = false) -> some View { modifier(ClipModifier(shape: nil, cornerRadius: 0)) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { modifier(ClipModifier(shape: nil, cornerRadius: radius)) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        if let r = shape as? RoundedRectangle, r.cornerSize.width == r.cornerSize.height {
            return modifier(ClipModifier(shape: nil, cornerRadius: r.cornerSize.width))
        }
        if shape is Rectangle { return modifier(ClipModifier(shape: nil, cornerRadius: 0)) }
        if let u = shape as? UnevenRoundedRectangle, let clip = ClipModifier(u) { return modifier(clip) }
        return modifier(ClipModifier(shape: AnyShape(shape), cornerRadius: nil))
    }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(color: color, radius: radius, x: x, y: y))
    }
    /// A Gaussian blur of the view's rendered content, σ = `radius` points, spreading past its bounds
    /// (`opaque`: kept to them with clamped edges, and opaque). Animatable. See `BlurNode`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modifier(BlurModifier(radius: radius, opaque: opaque)) }
    /// Accepted; not drawn: colour effects (brightness, saturation, hue, contrast) leave the view as it is.
    public func brightness(_ amount: Double) -> some View { self }
    public func saturation(_ amount: Double) -> some View { self }
    public func contrast(_ amount: Double) -> some View { self }
    public func grayscale(_ amount: Double) -> some View { self }
    public func hueRotation(_ angle: Angle) -> some View { self }
    public func colorMultiply(_ color: Color) -> some View { self }
    public func blendMode(_ mode: BlendMode) -> some View { self }
    /// Accepted: views are drawn directly (as a group only where a mask or clip makes one).
    public func compositingGroup() -> some View { self }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    /// Masks the view by the alpha of `mask`: a shape's path, or any other view drawn as an image
    /// (`ViewMaskModifier`; centred in the view).
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        let m = mask()
        if let s = m as? any Shape { return AnyView(clipShape(AnyShape(erasing: s))) }
        return AnyView(modifier(ViewMaskModifier(mask: AnyView(m))))
    }
    public func mask<M: View>(_ mask: M) -> some View { self.mask { mask } }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
}

extension AnyShape {
    init(erasing s: any Shape) { self = AnyShape.open(s) }
    static func open<S: Shape>(_ s: S) -> AnyShape { AnyShape(s) }
}

public enum BlendMode: Hashable, Sendable { case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter }
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
}

// MARK: Text and colour environment

extension View {
    public func font(_ font: Font?) -> some View { environmentModifier { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environmentModifier { e in if let weight { e.font = (e.font ?? .body).weight(weight) } }
    }
    public func bold(_ isActive: Bool = true) -> some View { environmentModifier { e in if isActive { e.font = (e.font ?? .body).bold() } } }
    public func italic(_ isActive: Bool = true) -> some View { environmentModifier { e in if isActive { e[TextItalicKey.self] = true } } }
    public func foregroundColor(_ color: Color?) -> some View { environmentModifier { $0.foregroundStyle = color.map { AnyShapeStyle($0) } } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentModifier { $0.foregroundStyle = AnyShapeStyle(style, over: $0.foregroundStyle) }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { foregroundStyle(primary) }
    public func multilineTextAlignment(_ a: TextAlignment) -> some View { environmentModifier { $0.multilineTextAlignment = a } }
    public func lineLimit(_ n: Int?) -> some View { environmentModifier { $0.lineLimit = n } }
    /// `reservesSpace`: a vertical text field is at least `n` lines high (a `Text` here does not reserve them).
    public func lineLimit(_ n: Int, reservesSpace: Bool) -> some View {
        environmentModifier { $0.lineLimit = n; if reservesSpace { $0.lineLimitMinimum = n } }
    }
    public func textCase(_ c: Text.Case?) -> some View { environmentModifier { $0.textCase = c } }
    public func lineSpacing(_ s: CGFloat) -> some View { environmentModifier { $0.lineSpacing = s.isFinite ? max(s, 0) : 0 } }
    /// How far a one-line text may shrink to fit its width (0…1; 1: never) before it is truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environmentModifier { $0[MinimumScaleFactorKey.self] = factor.isFinite ? min(max(factor, 0.01), 1) : 1 }
    }
    public func kerning(_ k: CGFloat) -> some View { environmentModifier { $0[TextKernKey.self] = k } }
    public func tracking(_ k: CGFloat) -> some View { kerning(k) }
    public func monospacedDigit() -> some View { self }
    public func truncationMode(_ m: Text.TruncationMode) -> some View { self }
    public func symbolRenderingMode(_ m: SymbolRenderingMode?) -> some View { self }
    public func imageScale(_ s: Image.Scale) -> some View { self }
    public func accentColor(_ color: Color?) -> some View { tint(color) }
}

public struct SymbolRenderingMode: Hashable, Sendable {
    let k: Int
    public static let monochrome = SymbolRenderingMode(k: 0)
    public static let multicolor = SymbolRenderingMode(k: 1)
    public static let hierarchical = SymbolRenderingMode(k: 2)
    public static let palette = SymbolRenderingMode(k: 3)
}

extension ClipModifier {
    /// The clip of an uneven rounded rectangle whose rounded corners share one radius (or none is
    /// rounded): that radius on those corners (leading is left: MotionLab lays out left to right); nil
    /// when two corners differ, which only a mask draws.
    init?(_ u: UnevenRoundedRectangle) {
        let c = u.cornerRadii
        let radii: [(CGFloat, CACornerMask)] = [(c.topLeading, .layerMinXMinYCorner), (c.topTrailing, .layerMaxXMinYCorner),
                                                (c.bottomLeading, .layerMinXMaxYCorner), (c.bottomTrailing, .layerMaxXMaxYCorner)]
        let rounded = radii.filter { $0.0 > 0 }
        guard let r = rounded.first?.0 else {
            self.init(shape: nil, cornerRadius: 0)
            return
        }
        guard rounded.allSatisfy({ $0.0 == r }), r.isFinite else { return nil }
        self.init(shape: nil, cornerRadius: r, corners: CACornerMask(rounded.map(\.1)))
    }
}
