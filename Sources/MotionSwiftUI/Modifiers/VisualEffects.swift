import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

// iOS 17's visual effects that follow a view's place on screen: `scrollTransition` and `visualEffect`.

/// Effects a `scrollTransition` or `visualEffect` closure applies to its view: they change how it is
/// drawn, not its layout (opacity, scale, rotation, offset, blur; the colour adjustments are accepted and
/// not drawn, as the view modifiers of the same names are).
public protocol VisualEffect {
    var _effects: VisualEffectChain { get }
}

/// The effects applied so far, in order.
public struct VisualEffectChain: VisualEffect, Equatable {
    var opacity: Double = 1
    var scale = CGSize(width: 1, height: 1)
    var scaleAnchor = UnitPoint.center
    var rotation: Double = 0
    var rotationAnchor = UnitPoint.center
    var offset = CGSize.zero
    var blur: Double = 0
    public var _effects: VisualEffectChain { self }
}

/// The effect-free start of a visual-effect closure.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _effects: VisualEffectChain { VisualEffectChain() }
}

extension VisualEffect {
    public func opacity(_ value: Double) -> VisualEffectChain { var e = _effects; e.opacity *= min(max(value, 0), 1); return e }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> VisualEffectChain { scaleEffect(CGSize(width: s, height: s), anchor: anchor) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> VisualEffectChain { scaleEffect(CGSize(width: x, height: y), anchor: anchor) }
    public func scaleEffect(_ s: CGSize, anchor: UnitPoint = .center) -> VisualEffectChain {
        var e = _effects
        e.scale = CGSize(width: e.scale.width * s.width, height: e.scale.height * s.height)
        e.scaleAnchor = anchor
        return e
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> VisualEffectChain {
        var e = _effects; e.rotation += angle.radians; e.rotationAnchor = anchor; return e
    }
    public func offset(_ o: CGSize) -> VisualEffectChain { var e = _effects; e.offset.width += o.width; e.offset.height += o.height; return e }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> VisualEffectChain { offset(CGSize(width: x, height: y)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> VisualEffectChain { var e = _effects; e.blur += Double(max(radius, 0)); return e }
    public func brightness(_ amount: Double) -> VisualEffectChain { _effects }
    public func contrast(_ amount: Double) -> VisualEffectChain { _effects }
    public func saturation(_ amount: Double) -> VisualEffectChain { _effects }
    public func grayscale(_ amount: Double) -> VisualEffectChain { _effects }
    public func hueRotation(_ angle: Angle) -> VisualEffectChain { _effects }
}

/// Where a view is relative to its scroll view's visible region (`scrollTransition`).
public enum ScrollTransitionPhase: Equatable, Sendable {
    /// Before the visible region (above or to the left).
    case topLeading
    /// Inside it.
    case identity
    /// Past it (below or to the right).
    case bottomTrailing

    /// −1, 0 or 1 for the three phases. An interactive transition interpolates the effects of
    /// `.identity` and of the other phase by how far the view has crossed the edge, as SwiftUI does.
    public var value: Double {
        switch self { case .topLeading: return -1; case .identity: return 0; case .bottomTrailing: return 1 }
    }
    public var isIdentity: Bool { self == .identity }
}

extension VisualEffectChain {
    /// The effects `fraction` of the way from `self` to `other` (anchors: `other`'s).
    func interpolated(to other: VisualEffectChain, _ fraction: Double) -> VisualEffectChain {
        let f = min(max(fraction, 0), 1)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(f) }
        var e = other
        e.opacity = mix(opacity, other.opacity)
        e.scale = CGSize(width: mix(scale.width, other.scale.width), height: mix(scale.height, other.scale.height))
        e.rotation = mix(rotation, other.rotation)
        e.offset = CGSize(width: mix(offset.width, other.offset.width), height: mix(offset.height, other.offset.height))
        e.blur = mix(blur, other.blur)
        return e
    }
}

/// How a `scrollTransition` follows the scroll: `.interactive` follows it continuously; `.animated`
/// (and `.identity`) are accepted and also follow it continuously here.
public struct ScrollTransitionConfiguration: Sendable {
    public static let interactive = ScrollTransitionConfiguration()
    public static let animated = ScrollTransitionConfiguration()
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static let identity = ScrollTransitionConfiguration()
    public func threshold(_ threshold: Any) -> ScrollTransitionConfiguration { self }
}

extension View {
    /// Applies `transition`'s effects by the view's place in its scroll view's visible region, as it
    /// scrolls (iOS 17): the phase is `.identity` while the view is wholly visible and its value runs
    /// to −1 (before) or 1 (past) as it leaves across an edge of the scroll axis.
    public func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                  transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        modifier(PlacedEffectModifier(kind: .scroll(axis: axis, { phase in transition(EmptyVisualEffect(), phase)._effects })))
    }
    public func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                  axis: Axis? = nil,
                                                  transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        scrollTransition(topLeading, axis: axis, transition: transition)
    }

    /// Applies `effect`'s effects given the view's geometry, evaluated again as the view moves on screen
    /// (it scrolls) and when its size changes (iOS 17).
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        modifier(PlacedEffectModifier(kind: .geometry({ proxy in effect(EmptyVisualEffect(), proxy)._effects })))
    }
}

struct PlacedEffectModifier: ViewModifier, PrimitiveModifier {
    enum Kind {
        case scroll(axis: Axis?, (ScrollTransitionPhase) -> VisualEffectChain)
        case geometry((GeometryProxy) -> VisualEffectChain)
    }
    let kind: Kind
    func body(content: Content) -> Never { primitiveBody("visualEffect") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { PlacedEffectNode(graph: graph) }
}

/// A view whose drawing effects depend on where it is on screen: evaluated at every render with its
/// frame as it is now, and rendered again when a scroll view it is in scrolls it.
final class PlacedEffectNode: UnaryNode, Reevaluating, ScrollFollowing {
    var m: PlacedEffectModifier?
    var effects = VisualEffectChain()
    var evaluatedFrame: CGRect?

    override func readModifier(_ x: Any) { if let p = x as? PlacedEffectModifier { m = p } }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { contentSize(p) }
    override func placeChildren(in size: CGSize) { placeContent(CGRect(origin: .zero, size: size)) }

    func reevaluate(transaction: Transaction) {}
    var movedSinceEvaluation: Bool { evaluatedFrame != visibleGlobalFrame }

    override func render(_ rc: RenderContext) {
        effects = evaluateEffects()
        super.render(rc)
    }

    func evaluateEffects() -> VisualEffectChain {
        guard let m else { return VisualEffectChain() }
        let global = visibleGlobalFrame
        evaluatedFrame = global
        var p = parent
        var scroll: ScrollNode?
        while let x = p {
            if let s = x as? ScrollNode { s.register(self); scroll = scroll ?? s }
            p = x.parent
        }
        switch m.kind {
        case .geometry(let f):
            return f(GeometryProxy(size: frame.size, safeAreaInsets: EdgeInsets(), global: global, reader: self))
        case .scroll(let axis, let f):
            guard let scroll else { return f(.identity) }
            let (phase, crossed) = Self.phase(of: global, in: scroll, axis: axis)
            let inside = f(.identity)
            return phase == .identity ? inside : inside.interpolated(to: f(phase), crossed)
        }
    }

    /// The phase of a view at `global` in `scroll`'s visible region (its frame less the content insets)
    /// along `axis` (the scroll view's when nil), and the fraction of the view past the region's edge.
    static func phase(of global: CGRect, in scroll: ScrollNode, axis: Axis?) -> (ScrollTransitionPhase, Double) {
        let s = scroll.visibleGlobalFrame
        let inset = scroll.safeAreaContentInset
        let horizontal = axis.map { $0 == .horizontal } ?? scroll.axes.contains(.horizontal)
        let lo = horizontal ? s.minX : s.minY + inset.top
        let hi = horizontal ? s.maxX : s.maxY - inset.bottom
        let a = horizontal ? global.minX : global.minY, b = horizontal ? global.maxX : global.maxY
        let length = max(b - a, 1e-9)
        if a < lo { return (.topLeading, Double(min((lo - a) / length, 1))) }
        if b > hi { return (.bottomTrailing, Double(min((b - hi) / length, 1))) }
        return (.identity, 0)
    }

    override var ownOpacity: Double { effects.opacity }
    override var isOpacityEffect: Bool { true }
    override var ownBlurRadius: Double { effects.blur }
    override var ownTransformParams: [Double] {
        [Double(effects.scale.width), Double(effects.scale.height), effects.rotation, Double(effects.offset.width), Double(effects.offset.height)]
    }

    override func ownTransform(_ p: ArraySlice<Double>, size: CGSize) -> CATransform3D {
        let v = Array(p)
        guard v.count >= 5 else { return CATransform3DIdentity }
        func about(_ anchor: UnitPoint, _ t: CATransform3D) -> CATransform3D {
            let ax = (anchor.x - 0.5) * size.width, ay = (anchor.y - 0.5) * size.height
            return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, 0), t), CATransform3DMakeTranslation(ax, ay, 0))
        }
        var t = about(effects.scaleAnchor, CATransform3DMakeScale(CGFloat(v[0]), CGFloat(v[1]), 1))
        if v[2] != 0 { t = CATransform3DConcat(t, about(effects.rotationAnchor, CATransform3DMakeRotation(CGFloat(v[2]), 0, 0, 1))) }
        return CATransform3DConcat(t, CATransform3DMakeTranslation(CGFloat(v[3]), CGFloat(v[4]), 0))
    }
}

extension View {
    /// iOS 17's `geometryGroup()`: the view's children take its position and size as one (its geometry is
    /// applied to them through the parent, so a frame change animates them together). Here every view is
    /// a layer nested under its parent's (see "What differs from Apple's SwiftUI"), which is what the
    /// modifier asks for: nothing more to do.
    public func geometryGroup() -> some View { self }
}
