import Foundation
import OpenCombine
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `onAppear`/`onDisappear`: called after the view's first layout and render, and when it leaves.
struct AppearModifier: ViewModifier, PrimitiveModifier {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    func body(content: Content) -> Never { primitiveBody("onAppear") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { AppearNode(graph: graph) }
}

final class AppearNode: TransparentNode {
    var m: AppearModifier?
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) { m = modifier as? AppearModifier }
    override func render(_ rc: RenderContext) {
        super.render(rc)
        if !hasAppeared {
            hasAppeared = true
            if let a = m?.onAppear { graph.afterRender.append(a) }
        }
    }
    override func disappear() {
        if hasAppeared, let d = m?.onDisappear { graph.afterRender.append(d); graph.host?.requestUpdate() }
    }
}

/// `onChange(of:)`: called after an update in which the value changed.
struct ChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    let value: V
    let initial: Bool
    let action: (V, V) -> Void
    func body(content: Content) -> Never { primitiveBody("onChange") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ChangeNode<V>(graph: graph) }
}

final class ChangeNode<V: Equatable>: TransparentNode {
    var last: V?
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? ChangeModifier<V> else { return }
        if let old = last {
            if old != m.value {
                let new = m.value
                graph.afterRender.append { m.action(old, new) }
            }
        } else if m.initial {
            let v = m.value
            graph.afterRender.append { m.action(v, v) }
        }
        last = m.value
    }
}

/// `task`: an async action started when the view appears, cancelled when it leaves (or when its
/// id changes).
struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    let id: ID
    /// `@isolated(any)`, as SwiftUI's: a closure written in a view's body runs on the main actor.
    let action: @isolated(any) @Sendable () async -> Void
    func body(content: Content) -> Never { primitiveBody("task") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { TaskNode<ID>(graph: graph) }
}

final class TaskNode<ID: Equatable>: TransparentNode {
    var m: TaskModifier<ID>?
    var task: Task<Void, Never>?
    var startedID: ID?
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        m = modifier as? TaskModifier<ID>
        if let started = startedID, let m, started != m.id { start() }
    }
    override func render(_ rc: RenderContext) {
        super.render(rc)
        if !hasAppeared { hasAppeared = true; graph.afterRender.append { [weak self] in self?.start() } }
    }
    func start() {
        task?.cancel()
        guard let m else { return }
        startedID = m.id
        let action = m.action
        // The task's waits (`Task.sleep`) run on this preview's scene clock.
        let context = AnimationContext.current
        task = Task(executorPreference: SceneClock.executor) {
            await SceneClock.$context.withValue(context) { await action() }
        }
        SceneClock.executor.drain()
        // A closure written in a view's body is the main actor's: its first part runs now too.
        SceneClock.runMainActorWork()
    }
    override func disappear() {
        task?.cancel()
        task = nil
        // The cancelled task's wait ends now (its continuation is resumed with CancellationError).
        SceneClock.executor.drain()
        SceneClock.runMainActorWork()
    }
}

/// `onReceive`: the publisher's values call the action (on the scene's main queue).
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    func body(content: Content) -> Never { primitiveBody("onReceive") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ReceiveNode<P>(graph: graph) }
}

final class ReceiveNode<P: Publisher>: TransparentNode where P.Failure == Never {
    var cancellable: AnyCancellable?
    var action: ((P.Output) -> Void)?
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? ReceiveModifier<P> else { return }
        action = m.action
        if cancellable == nil {
            cancellable = m.publisher.sink { [weak self] v in self?.action?(v) }
        }
    }
    override func disappear() { cancellable = nil }
}

/// `.id(_:)`: the view's identity is the value; a new value makes a new view (state reset,
/// transitions run).
struct IDModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: ID
    func body(content: Content) -> Never { primitiveBody("id") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { IDNode(graph: graph) }
}

final class IDNode: ViewNode {
    override func update(_ view: any View, _ ctx: UpdateContext) {
        guard let mc = view as? AnyModifiedContent, let id = (mc.anyModifier as? AnyIDModifier)?.anyID else { return }
        context = ctx
        reconcile([(id, mc.anyContent)], ctx)
        ctx.environment.scrollTargets?.register(id, self)
    }
}

protocol AnyIDModifier { var anyID: AnyHashable { get } }
extension IDModifier: AnyIDModifier { var anyID: AnyHashable { AnyHashable(id) } }

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { modifier(AppearModifier(onAppear: action, onDisappear: nil)) }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modifier(AppearModifier(onAppear: nil, onDisappear: action)) }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
    /// iOS 14's form: the new value only.
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, action: action))
    }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, action: action))
    }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: id)) }
}
