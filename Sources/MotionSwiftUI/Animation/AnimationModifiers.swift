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
