import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A view that moves through phases: SwiftUI's `PhaseAnimator`. From the first phase it animates to
/// each next one with the animation `animation(phase)` gives for the phase it goes to, starting the
/// next step when the last has finished (its animations' logical end); without a trigger it cycles
/// for ever, with one it runs through the phases once each time the trigger changes and ends on the
/// first.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, BuiltinView {
    let phases: [Phase]
    let trigger: AnyEquatable?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    public init<S: Sequence>(_ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    public init<S: Sequence, T: Equatable>(_ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases)
        self.trigger = AnyEquatable(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: Never { primitiveBody("PhaseAnimator") }
    func makeNode(graph: ViewGraph) -> ViewNode { PhaseAnimatorNode<Phase, Content>(graph: graph) }
}

/// An equatable value of any type (a trigger).
struct AnyEquatable: Equatable {
    let value: Any
    let equals: (Any) -> Bool
    init<T: Equatable>(_ v: T) {
        value = v
        equals = { ($0 as? T) == v }
    }
    static func == (a: AnyEquatable, b: AnyEquatable) -> Bool { a.equals(b.value) }
}

final class PhaseAnimatorNode<Phase: Equatable, Content: View>: ViewNode, Reevaluating, DirtyMarkable {
    var view: PhaseAnimator<Phase, Content>?
    var index = 0
    var lastTrigger: AnyEquatable?
    /// Steps left in a triggered run (nil: cycling for ever).
    var stepsLeft: Int?
    var running = false
    var dirty = false
    var runID = 0

    func markDirty() { dirty = true }
    var isStillDirty: Bool { dirty }

    override func update(_ v: any View, _ ctx: UpdateContext) {
        guard let p = v as? PhaseAnimator<Phase, Content> else { return }
        context = ctx
        view = p
        if let t = p.trigger {
            if let last = lastTrigger, last != t {
                stepsLeft = max(p.phases.count, 1)
                // The first step goes out with the next phase's animation, after this update (in it, the
                // change would take the transaction of the change that moved the trigger, which usually
                // has no animation: the view jumped to the phase).
                runID += 1
                graph.afterRender.append { [weak self] in self?.scheduleStep() }
            }
            lastTrigger = t
        }
        evaluate()
    }

    func evaluate() {
        dirty = false
        guard let p = view, !p.phases.isEmpty else { reconcile([], context); return }
        let phase = p.phases[min(index, p.phases.count - 1)]
        ViewGraph.evaluating += 1
        let body = p.content(phase)
        ViewGraph.evaluating -= 1
        reconcile([(AnyHashable(0), body)], context)
    }

    func reevaluate(transaction: Transaction) {
        context.transaction = transaction
        evaluate()
    }

    override func render(_ rc: RenderContext) {
        super.render(rc)
        if !hasAppeared {
            hasAppeared = true
            if view?.trigger == nil { graph.afterRender.append { [weak self] in self?.scheduleStep() } }
        }
    }

    /// Moves to the next phase with its animation; the move's completion starts the one after.
    func scheduleStep() {
        if let t = beginStep() { graph.invalidate(self, transaction: t) }
    }

    /// Advances to the next phase and returns the transaction to show it in (nil: no step to take).
    func beginStep() -> Transaction? {
        guard let p = view, p.phases.count > 1 else { return nil }
        if let s = stepsLeft, s <= 0 { stepsLeft = nil; return nil }
        runID += 1
        let id = runID
        let next = (index + 1) % p.phases.count
        var t = Transaction(animation: p.animation(p.phases[next]))
        t.completionGroup = AnimationCompletionGroup { [weak self] in
            guard let self, self.runID == id, self.isAttached else { return }
            if let s = self.stepsLeft { self.stepsLeft = s - 1; if s - 1 <= 0 { self.stepsLeft = nil; return } }
            self.scheduleStep()
        }
        index = next
        return t
    }

    override func disappear() { runID += 1 }
}

extension View {
    /// Cycles the view through `phases` (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let me = self
        return PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(content: me), phase) }, animation: animation)
    }

    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let me = self
        return PhaseAnimator(phases, trigger: trigger, content: { phase in content(PlaceholderContentView(content: me), phase) }, animation: animation)
    }
}

/// The modified view inside `phaseAnimator`/`keyframeAnimator`'s content closure.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    /// Inside `animation(_:body:)`: the content gets the transaction from outside the scope back.
    var scopedAnimation = false
    public var body: some View { content.modifier(ScopedAnimationContentModifier(isScoped: scopedAnimation)) }
}
