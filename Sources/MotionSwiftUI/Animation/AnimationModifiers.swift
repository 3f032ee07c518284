import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `.animation(_:value:)`: changes below animate with `animation` in an update where `value`
/// changed (compared with `==`), unless the transaction disables animations.
struct ValueAnimationModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    let value: V
    func body(content: Content) -> Never { primitiveBody("animation") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ValueAnimationNode<V>(graph: graph) }
}

final class ValueAnimationNode<V: Equatable>: TransparentNode {
    var last: V?
    var changedGeneration = -1
    var animation: Animation?

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? ValueAnimationModifier<V> else { return }
        animation = m.animation
        if let last, last != m.value, !ctx.transaction.disablesAnimations {
            changedGeneration = graph.generation
        }
        last = m.value
        if changedGeneration == graph.generation {
            ctx.transaction.animation = m.animation
            ctx.implicitAnimation = .some(m.animation)
        }
    }

    override func render(_ rc: RenderContext) {
        var r = rc
        if changedGeneration == graph.generation && !rc.disablesAnimations { r.animation = animation }
        super.render(r)
    }
}

/// `.animation(_:)` (without a value, deprecated in iOS 15): every change below animates.
struct ImplicitAnimationModifier: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    func body(content: Content) -> Never { primitiveBody("animation") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ImplicitAnimationNode(graph: graph) }
}

final class ImplicitAnimationNode: TransparentNode {
    var animation: Animation?
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? ImplicitAnimationModifier else { return }
        animation = m.animation
        if !ctx.transaction.disablesAnimations {
            ctx.transaction.animation = m.animation
            ctx.implicitAnimation = .some(m.animation)
        }
    }
    override func render(_ rc: RenderContext) {
        var r = rc
        if !rc.disablesAnimations { r.animation = animation }
        super.render(r)
    }
}

/// `.transaction { $0.animation = … }`: changes the transaction for what is below.
struct TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    func body(content: Content) -> Never { primitiveBody("transaction") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { TransactionNode(graph: graph) }
}

final class TransactionNode: TransparentNode {
    var transform: ((inout Transaction) -> Void)?
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? TransactionModifier else { return }
        transform = m.transform
        m.transform(&ctx.transaction)
    }
    override func render(_ rc: RenderContext) {
        var t = Transaction(animation: rc.animation)
        transform?(&t)
        var r = rc
        r.animation = t.disablesAnimations ? nil : t.animation
        r.disablesAnimations = t.disablesAnimations
        super.render(r)
    }
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ValueAnimationModifier(animation: animation, value: value))
    }
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { modifier(ImplicitAnimationModifier(animation: animation)) }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { modifier(TransactionModifier(transform: transform)) }
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }
}

/// The effects a custom modifier's body applies (for `AnyTransition.modifier(active:identity:)`).
enum ModifierEffects {
    static func read<M: ViewModifier>(_ m: M) -> TransitionParams {
        let body = m.body(content: _ViewModifier_Content<M>())
        var p = TransitionParams.identity
        collect(body, &p)
        return p
    }

    static func collect(_ v: any View, _ p: inout TransitionParams) {
        guard let mc = v as? AnyModifiedContent else { return }
        collect(mc.anyContent, &p)
        if let e = mc.anyModifier as? EffectModifier {
            switch e.kind {
            case .opacity(let o): p.opacity *= o
            case .offset(let s): p.dx += Double(s.width); p.dy += Double(s.height)
            case .scale(let s, let a): p.sx *= Double(s.width); p.sy *= Double(s.height); p.anchor = a
            case .rotation(let a, let anchor): p.angle += a.radians; p.anchor = anchor
            default: break
            }
        }
    }
}

extension TransitionParams {
    /// The active state relative to the identity state (both read from modifiers).
    func relative(to i: TransitionParams) -> TransitionParams {
        TransitionParams(dx: dx - i.dx, dy: dy - i.dy, sx: i.sx != 0 ? sx / i.sx : sx, sy: i.sy != 0 ? sy / i.sy : sy,
                         angle: angle - i.angle, opacity: i.opacity != 0 ? opacity / i.opacity : opacity, anchor: anchor)
    }
}

/// An `animation(_:body:)` scope as its content sees it: the transaction from outside the scope.
struct AnimationScopeFrame {
    weak var node: ScopedAnimationNode?
    let transaction: Transaction
    let implicitAnimation: Animation??
}

/// iOS 17's `animation(_:body:)`: the modifiers in the body animate with the scope's animation whenever
/// their values change; the content inside keeps the transaction it would have had without the scope.
struct ScopedAnimationModifier: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    func body(content: Content) -> Never { primitiveBody("animation(_:body:)") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ScopedAnimationNode(graph: graph) }
}

final class ScopedAnimationNode: TransparentNode {
    var animation: Animation?
    /// The render animations from outside, for the content (set as this node renders, before its children).
    var outerRender: (animation: Animation?, layout: Animation??, disabled: Bool) = (nil, nil, false)

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? ScopedAnimationModifier else { return }
        animation = m.animation
        ctx.animationScopes.append(AnimationScopeFrame(node: self, transaction: ctx.transaction, implicitAnimation: ctx.implicitAnimation))
        if !ctx.transaction.disablesAnimations {
            ctx.transaction.animation = m.animation
            ctx.implicitAnimation = .some(m.animation)
        }
    }

    override func render(_ rc: RenderContext) {
        outerRender = (rc.animation, rc.layoutAnimation, rc.disablesAnimations)
        var r = rc
        if !rc.disablesAnimations {
            // Frames in the scope follow the content's layout: they keep the outside animation.
            r.layoutAnimation = .some(rc.layoutAnimation ?? rc.animation)
            r.animation = animation
        }
        super.render(r)
    }
}

/// The content of an `animation(_:body:)` scope: the transaction and render animation from outside it.
struct ScopedAnimationContentModifier: ViewModifier, PrimitiveModifier {
    /// False: a placeholder of another animator (nothing changes).
    let isScoped: Bool
    func body(content: Content) -> Never { primitiveBody("animation(_:body:) content") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ScopedAnimationContentNode(graph: graph) }
}

final class ScopedAnimationContentNode: TransparentNode {
    weak var scope: ScopedAnimationNode?

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard (modifier as? ScopedAnimationContentModifier)?.isScoped == true, let frame = ctx.animationScopes.popLast() else {
            scope = nil
            return
        }
        scope = frame.node
        ctx.transaction = frame.transaction
        ctx.implicitAnimation = frame.implicitAnimation
    }

    override func render(_ rc: RenderContext) {
        var r = rc
        if let scope {
            r.animation = scope.outerRender.animation
            r.layoutAnimation = scope.outerRender.layout
            r.disablesAnimations = scope.outerRender.disabled
        }
        super.render(r)
    }
}

extension View {
    /// iOS 17's scoped animation: the modifiers `body` applies to the view animate with `animation`
    /// whenever their values change; the view itself (its own changes) is not animated by it.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self, scopedAnimation: true))
            .modifier(ScopedAnimationModifier(animation: animation))
    }
}
