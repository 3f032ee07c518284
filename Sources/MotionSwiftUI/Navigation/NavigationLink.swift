import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A button that pushes a screen on the enclosing `NavigationStack`: SwiftUI's `NavigationLink`. Its
/// label is drawn as a button's (in the tint); a tap pushes its destination view, or appends its value
/// to the stack's path (shown by the stack's `navigationDestination(for:)`). The destination screen
/// is given the link's destination again at each of the link's updates, so it follows the state it
/// reads. Outside a navigation stack a tap does nothing, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View, BuiltinView {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    /// iOS 13's `isActive:`/`tag:selection:` binding (nil: a tap pushes).
    var activation: LinkActivation?

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label(); self.destination = destination; value = nil
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label(); self.destination = destination(); value = nil
    }

    public init(_ title: String, destination: Destination) where Label == Text {
        label = Text(title); self.destination = destination; value = nil
    }

    @_disfavoredOverload
    public init(_ title: String, @ViewBuilder destination: () -> Destination) where Label == Text {
        label = Text(title); self.destination = destination(); value = nil
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) where Label == Text {
        label = Text(titleKey); self.destination = destination(); value = nil
    }

    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label(); destination = nil; self.value = value.map { AnyHashable($0) }
    }

    @_disfavoredOverload
    public init<P: Hashable>(_ title: String, value: P?) where Label == Text, Destination == Never {
        label = Text(title); destination = nil; self.value = value.map { AnyHashable($0) }
    }

    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, Destination == Never {
        label = Text(titleKey); destination = nil; self.value = value.map { AnyHashable($0) }
    }

    public var body: Never { primitiveBody("NavigationLink") }
    func makeNode(graph: ViewGraph) -> ViewNode { NavigationLinkNode(graph: graph) }
}

/// What a link's node reads of it.
protocol NavigationLinkDescription {
    var labelView: AnyView { get }
    var destinationView: AnyView? { get }
    var pushedValue: AnyHashable? { get }
    var linkActivation: LinkActivation? { get }
}

extension NavigationLink: NavigationLinkDescription {
    var labelView: AnyView { AnyView(label) }
    var destinationView: AnyView? { destination.map { AnyView($0) } }
    var pushedValue: AnyHashable? { value }
    var linkActivation: LinkActivation? { activation }
}

/// A link's node: its label as a button, and the screen it pushed (while it is on the stack).
final class NavigationLinkNode: ViewNode {
    private var link: NavigationLinkDescription?
    private weak var pushed: NestedHostingController?

    override func update(_ view: any View, _ ctx: UpdateContext) {
        context = ctx
        guard let link = view as? NavigationLinkDescription else { return }
        self.link = link
        if let pushed, pushed.navigationController != nil, let destination = link.destinationView,
           let coordinator = ctx.environment.navigationCoordinator {
            pushed.update(root: destination, environment: coordinator.screenEnvironment(ctx.environment), transaction: ctx.transaction)
        }
        if let activation = link.linkActivation {
            // A programmatic link follows its binding: pushed while active, popped when not.
            let onStack = pushed?.navigationController != nil
            if activation.isActive() && !onStack {
                graph.afterRender.append { [weak self] in
                    guard let self, self.pushed?.navigationController == nil, activation.isActive() else { return }
                    self.push(setting: activation)
                }
            } else if !activation.isActive(), onStack, let p = pushed, let nav = p.navigationController,
                      let i = nav.viewControllers.firstIndex(where: { $0 === p }), i > 0 {
                graph.afterRender.append { _ = nav.popToViewController(nav.viewControllers[i - 1], animated: true) }
            }
        }
        let action: () -> Void = { [weak self] in self?.activate() }
        if ctx.environment.isListRow {
            // In a list: the label in the primary colour and a chevron, the whole row tappable.
            let row = Button(action: action) {
                // The chevron is the row's accessory: the label is offered all the rest of the row (a
                // spacer beside it would take half).
                HStack(spacing: 8) {
                    link.labelView.foregroundColor(.primary).frame(maxWidth: .infinity, alignment: .leading)
                    if let badge = ctx.environment.listRowBadge { ListRowBadgeText(badge: badge) }
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundColor(Color(uiColor: .tertiaryLabel))
                }
                .contentShape(Rectangle())
            }
            reconcile([(AnyHashable(1), row)], ctx)
        } else {
            reconcile([(AnyHashable(0), Button(action: action, label: { link.labelView }))], ctx)
        }
    }

    /// Pushes the destination of a programmatic link, which is set back to inactive when popped.
    private func push(setting activation: LinkActivation) {
        guard let link, let destination = link.destinationView, let coordinator = context.environment.navigationCoordinator else { return }
        let c = coordinator.push(view: destination, environment: context.environment)
        c.onRemoval = { if activation.isActive() { activation.set(false) } }
        pushed = c
    }

    /// The tap: push the destination (or the value); a programmatic link sets its binding instead.
    func activate() {
        guard let link, let coordinator = context.environment.navigationCoordinator else { return }
        if let activation = link.linkActivation {
            activation.set(true)
            return
        }
        if let destination = link.destinationView {
            pushed = coordinator.push(view: destination, environment: context.environment)
        } else if let value = link.pushedValue {
            coordinator.push(value: value)
        }
    }
}

extension View {
    /// The view shown for a value of `data` pushed on the enclosing stack (by `NavigationLink(value:)`
    /// or the stack's path).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(type: ObjectIdentifier(D.self)) { value in
            guard let d = value.base as? D else { return AnyView(EmptyView()) }
            return AnyView(destination(d))
        })
    }

    /// Pushes `destination` while `isPresented` is true (and pops it when it becomes false); popping by
    /// the user sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(NavigationPresentedDestinationModifier(isPresented: isPresented, destination: AnyView(destination())))
    }

    /// Pushes `destination` for `item` while it is not nil (iOS 17); popping by the user sets it to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let presented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0, item.wrappedValue != nil { item.wrappedValue = nil } })
        return navigationDestination(isPresented: presented) {
            if let value = item.wrappedValue { destination(value) }
        }
    }
}

struct NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    let type: ObjectIdentifier
    let destination: (AnyHashable) -> AnyView
    func body(content: Content) -> Never { primitiveBody("navigationDestination") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { NavigationDestinationNode(graph: graph) }
}

final class NavigationDestinationNode: TransparentNode {
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? NavigationDestinationModifier, let coordinator = ctx.environment.navigationCoordinator else { return }
        let transaction = ctx.transaction
        // After this pass: a path naming such values may already be waiting for it.
        graph.afterRender.append { coordinator.register(m.type, destination: m.destination, transaction: transaction) }
    }
}

struct NavigationPresentedDestinationModifier: ViewModifier, PrimitiveModifier {
    let isPresented: Binding<Bool>
    let destination: AnyView
    func body(content: Content) -> Never { primitiveBody("navigationDestination") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { NavigationPresentedDestinationNode(graph: graph) }
}

final class NavigationPresentedDestinationNode: TransparentNode {
    private weak var pushed: NestedHostingController?

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? NavigationPresentedDestinationModifier, let coordinator = ctx.environment.navigationCoordinator else { return }
        let env = ctx.environment, transaction = ctx.transaction
        let onStack = pushed.map { $0.navigationController != nil } ?? false
        if m.isPresented.wrappedValue {
            if let pushed, onStack {
                pushed.update(root: m.destination, environment: coordinator.screenEnvironment(env), transaction: transaction)
            } else {
                graph.afterRender.append { [weak self] in
                    guard let self, self.pushed?.navigationController == nil else { return }
                    let c = coordinator.push(view: m.destination, environment: env)
                    c.onRemoval = { if m.isPresented.wrappedValue { m.isPresented.wrappedValue = false } }
                    self.pushed = c
                }
            }
        } else if let pushed, onStack, let nav = pushed.navigationController,
                  let i = nav.viewControllers.firstIndex(where: { $0 === pushed }), i > 0 {
            graph.afterRender.append { _ = nav.popToViewController(nav.viewControllers[i - 1], animated: true) }
        }
    }
}
