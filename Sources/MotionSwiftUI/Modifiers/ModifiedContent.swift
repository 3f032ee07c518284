import Foundation
import Observation
import OpenCombine
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A modifier that changes a view into another: SwiftUI's `ViewModifier`. Custom ones are evaluated
/// like views (their `body(content:)` with `content` standing for the modified view).
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The modified view, inside a custom modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, BuiltinView {
    public var body: Never { primitiveBody("_ViewModifier_Content") }
    func makeNode(graph: ViewGraph) -> ViewNode { ModifierContentNode(graph: graph) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// Reads a `ModifiedContent`'s parts without its generic types.
protocol AnyModifiedContent {
    var anyContent: any View { get }
    var anyModifier: Any { get }
    /// `view` with this modifier (what a list does with a modifier on a `ForEach` or `Section`: each
    /// of its rows gets it).
    func applyingModifier(to view: AnyView) -> AnyView
}

extension ModifiedContent: AnyModifiedContent where Content: View {
    var anyContent: any View { content }
    var anyModifier: Any { modifier }
    func applyingModifier(to view: AnyView) -> AnyView {
        func wrap<M: ViewModifier>(_ m: M) -> AnyView { AnyView(ModifiedContent<AnyView, M>(content: view, modifier: m)) }
        guard let m = modifier as? any ViewModifier else { return view }
        return wrap(m)
    }
}

/// The graph's own modifiers: each makes a node of its kind.
protocol PrimitiveModifier {
    func makeModifierNode(graph: ViewGraph) -> ViewNode
}

extension ModifiedContent: View, BuiltinView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody("ModifiedContent") }
    func makeNode(graph: ViewGraph) -> ViewNode {
        if let p = modifier as? PrimitiveModifier { return p.makeModifierNode(graph: graph) }
        if let g = modifier as? any GeometryEffect { return g.makeGeometryEffectNode(graph: graph) }
        return CustomModifierNode<Modifier>(graph: graph)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never { primitiveBody("ModifiedContent") }
}

extension View {
    /// Applies a modifier.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> { ModifiedContent(content: self, modifier: modifier) }
}

extension ViewModifier {
    /// Chains two modifiers.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A custom `ViewModifier`: its body is evaluated with the modified view as `content`. When it is also
/// `Animatable` (`AnimatableModifier`), in an animated change its `animatableData` is interpolated and
/// its body evaluated again at every frame with the interpolated data, as SwiftUI does (the shake
/// through `.offset`, a count-up label); the frame evaluations are updates without animation, so the
/// body's own views show each frame's value as it is.
final class CustomModifierNode<M: ViewModifier>: ViewNode, Reevaluating, StorageOwner {
    var storage: [Int: AnyObject] = [:]
    var modifier: M?
    var content: (any View)?
    /// The animatable data's animation (`Animatable` modifiers only).
    var driver: AnimatableDataDriver?

    override func update(_ view: any View, _ ctx: UpdateContext) {
        guard let mc = view as? AnyModifiedContent, var m = mc.anyModifier as? M else { return }
        context = ctx
        PropertyInstaller.install(&m, node: self)
        modifier = m
        content = mc.anyContent
        let now = CACurrentMediaTime()
        if let driver {
            let t = ctx.transaction
            let animation = t.disablesAnimations ? nil : (ctx.implicitAnimation ?? t.animation)
            driver.retarget(m, animation: animation, time: now, group: t.completionGroup)
            if driver.isAnimating(at: now) { followFrames() }
        } else {
            driver = (m as? any Animatable)?.makeAnimatableDataDriver()
        }
        evaluate(at: now)
    }

    /// Evaluates the body again at each frame while the data animates.
    func followFrames() {
        graph.invalidateEachFrame(self) { [weak self] time in self?.driver?.isAnimating(at: time) ?? false }
    }

    func evaluate(at time: Double) {
        guard var m = modifier, let content else { return }
        PropertyInstaller.refresh(&m, node: self)
        modifier = m
        let shown = driver.flatMap { $0.interpolated(m, at: time) as? M } ?? m
        var ctx = context
        ctx.modifierContents.append(ModifierContentFrame(content: content, depth: depth))
        ViewGraph.evaluating += 1
        let body = shown.body(content: _ViewModifier_Content<M>())
        ViewGraph.evaluating -= 1
        reconcile([(AnyHashable(0), body)], ctx)
    }

    func reevaluate(transaction: Transaction) {
        context.transaction = transaction
        // A frame's evaluation is not animated, whatever `.animation` was above at the change.
        if transaction.disablesAnimations { context.implicitAnimation = nil }
        evaluate(at: CACurrentMediaTime())
    }

    func storageObject(_ key: Int) -> AnyObject? { storage[key] }
    func setStorageObject(_ key: Int, _ object: AnyObject) { storage[key] = object }
    func invalidateFromStorage(transaction: Transaction, commit: (() -> Void)?) { graph.invalidate(self, transaction: transaction, commit: commit) }

    override func tearDown() {
        super.tearDown()
        graph.perFrame[ObjectIdentifier(self)] = nil
        for case let s as StorageLifetime in storage.values { s.end() }
    }
}

/// `content` inside a custom modifier: the modified view, updated in the context it is placed in.
final class ModifierContentNode: ViewNode {
    override func update(_ view: any View, _ ctx: UpdateContext) {
        context = ctx
        guard let frame = ctx.modifierContents.last else { return }
        var inner = ctx
        inner.modifierContents.removeLast()
        reconcile([(AnyHashable(0), frame.content)], inner)
    }
}

/// A modifier without layout: it changes the environment, the traits or the transaction for what
/// is below, or watches it (`onAppear`, `onChange`). Modifiers on a group apply to each of its views.
class TransparentNode: ViewNode {
    override func update(_ view: any View, _ ctx: UpdateContext) {
        guard let mc = view as? AnyModifiedContent else { return }
        context = ctx
        var inner = ctx
        modify(mc.anyModifier, &inner)
        reconcile([(AnyHashable(0), mc.anyContent)], inner)
        afterChildren(mc.anyModifier)
    }

    /// Changes the context for the content.
    func modify(_ modifier: Any, _ ctx: inout UpdateContext) {}
    func afterChildren(_ modifier: Any) {}
}

/// A transparent modifier whose effect is a function of the context.
struct ContextModifier: ViewModifier, PrimitiveModifier {
    let apply: (inout UpdateContext) -> Void
    func body(content: Content) -> Never { primitiveBody("ContextModifier") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ContextModifierNode(graph: graph) }
}

extension ContextModifier {
    /// The `tag(_:)` this modifier sets, if it is one: read by applying it to an empty context (a tag is a
    /// trait, what pickers, tabs and list selection name their options by).
    var tagValue: AnyHashable? {
        var ctx = UpdateContext(environment: EnvironmentValues(), transaction: Transaction())
        apply(&ctx)
        return ctx.traits.tag
    }
}

final class ContextModifierNode: TransparentNode {
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        (modifier as? ContextModifier)?.apply(&ctx)
    }
}

extension View {
    func contextModifier(_ apply: @escaping (inout UpdateContext) -> Void) -> ModifiedContent<Self, ContextModifier> {
        modifier(ContextModifier(apply: apply))
    }

    func environmentModifier(_ apply: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, ContextModifier> {
        contextModifier { apply(&$0.environment) }
    }

    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentModifier { $0[keyPath: keyPath] = value }
    }

    /// Puts an `ObservableObject` in the environment (`@EnvironmentObject`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentModifier { $0.objects[ObjectIdentifier(T.self)] = object; $0.bump() }
    }

    /// Puts an `@Observable` object in the environment (`@Environment(T.self)`).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environmentModifier { e in
            if let object { e.objects[ObjectIdentifier(T.self)] = object } else { e.objects[ObjectIdentifier(T.self)] = nil }
            e.bump()
        }
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        environmentModifier { transform(&$0[keyPath: keyPath]) }
    }

    /// The container offers this view space first (default 0).
    public func layoutPriority(_ value: Double) -> some View { contextModifier { $0.traits.layoutPriority = value } }
    /// Draws this view above (higher) or below its siblings.
    public func zIndex(_ value: Double) -> some View { contextModifier { $0.traits.zIndex = value } }
    /// How this view enters and leaves in an animated update.
    public func transition(_ t: AnyTransition) -> some View { contextModifier { $0.traits.transition = t } }
    /// Names the view's layer: traces, the inspector and snapshot traces show it by this name.
    public func accessibilityIdentifier(_ identifier: String) -> some View { contextModifier { $0.traits.accessibilityIdentifier = identifier } }
    /// Names the view among its siblings (what a `Canvas` resolves its symbols by).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { contextModifier { $0.traits.tag = AnyHashable(tag) } }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        contextModifier { $0.traits.alignmentGuides[g.key] = computeValue }
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        contextModifier { $0.traits.alignmentGuides[g.key] = computeValue }
    }
    public func disabled(_ disabled: Bool) -> some View { environmentModifier { if disabled { $0.isEnabled = false } } }
    public func tint(_ tint: Color?) -> some View { environmentModifier { $0.tint = tint } }
    /// The colour scheme of the presentation this view is in (see `PreferredColorScheme.swift`).
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View { modifier(PreferredColorSchemeModifier(scheme: scheme)) }
}

