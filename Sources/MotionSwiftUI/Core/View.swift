import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A piece of user interface: SwiftUI's `View`. A view is a value describing what to show; the
/// view graph keeps each view's identity (where it is in its parent's body, or its `ForEach` id),
/// its state, and the layer that draws it, and evaluates `body` again when state it reads changes.
@MainActor @preconcurrency public protocol View: _PreviewableView {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension View {
    /// A `#Preview` or `Preview("name") { … }` of a SwiftUI view: a hosting controller showing it.
    public func _makePreviewViewController() -> UIViewController { UIHostingController(rootView: self) }
}

/// The body of views that the graph draws itself (text, shapes, stacks, modifiers): they have no
/// body to evaluate, as in SwiftUI, where their `Body` is `Never`.
extension Never: View {
    public typealias Body = Never
    public var body: Never { primitiveBody("Never") }
}

/// Only reached by code that reads a primitive view's `body` itself (SwiftUI traps there too).
func primitiveBody(_ name: String) -> Never {
    preconditionFailure("\(name) is a primitive view: it has no body")
}

/// The graph's own views: made into a node of their own kind rather than by evaluating `body`.
protocol BuiltinView {
    func makeNode(graph: ViewGraph) -> ViewNode
}

/// Views that stand for a list of views inside a container (tuples, `ForEach`, `if`, `Group`…):
/// the children and their identities, no layout of their own.
protocol ListView {
    func listChildren() -> [(AnyHashable, any View)]
    /// Updates the list's node to these views (by default `reconcile` of `listChildren()`).
    func updateChildren(of node: ListNode, _ ctx: UpdateContext)
}

extension ListView {
    func updateChildren(of node: ListNode, _ ctx: UpdateContext) { node.reconcile(listChildren(), ctx) }
}

/// A view that shows nothing and takes no space.
@frozen public struct EmptyView: View, BuiltinView, ListView {
    @inlinable public init() {}
    public var body: Never { primitiveBody("EmptyView") }
    func makeNode(graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }
    func listChildren() -> [(AnyHashable, any View)] { [] }
}

/// Several views from one `@ViewBuilder` block, each its own child at its position.
public struct TupleView<T>: View, BuiltinView, ListView {
    public var value: T
    let children: [any View]
    public init(_ value: T) {
        self.value = value
        children = []
    }
    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
    public var body: Never { primitiveBody("TupleView") }
    func makeNode(graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }
    func listChildren() -> [(AnyHashable, any View)] { children.enumerated().map { (AnyHashable($0.offset), $0.element) } }
}

/// The result of `if`/`else` and `switch` in a `@ViewBuilder`: one of two views, each branch a
/// different identity (switching branches removes one view and inserts the other).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, BuiltinView, ListView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
    public var body: Never { primitiveBody("_ConditionalContent") }
    func makeNode(graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }
    func listChildren() -> [(AnyHashable, any View)] {
        switch storage {
        case .trueContent(let v): return [(AnyHashable(true), v)]
        case .falseContent(let v): return [(AnyHashable(false), v)]
        }
    }
}

/// An optional view: nothing when nil (`if` without `else`).
extension Optional: View, BuiltinView, ListView where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody("Optional") }
    func makeNode(graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }
    func listChildren() -> [(AnyHashable, any View)] {
        switch self {
        case .some(let v): return [(AnyHashable(0), v)]
        case .none: return []
        }
    }
}

/// Views grouped without a layout of their own: their container lays them out; modifiers on the
/// group apply to each.
public struct Group<Content> {
    public var content: Content
}

extension Group: View, BuiltinView, ListView where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody("Group") }
    func makeNode(graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }
    func listChildren() -> [(AnyHashable, any View)] { [(AnyHashable(0), content)] }
}

/// A type-erased view: its identity includes the type it holds, so a different type is a new view.
public struct AnyView: View, BuiltinView, ListView {
    let view: any View
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self.view = any.view } else { self.view = view }
    }
    public init<V: View>(erasing view: V) { self.init(view) }
    public init?(_fromValue value: Any) {
        guard let v = value as? any View else { return nil }
        self.view = v
    }
    public var body: Never { primitiveBody("AnyView") }
    func makeNode(graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }
    func listChildren() -> [(AnyHashable, any View)] { [(AnyHashable(ObjectIdentifier(type(of: view))), view)] }
}

/// Builds a view from a block of views, `if`/`else`, `switch` and `for`-less loops (`ForEach`).
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        repeat children.append(each content)
        return TupleView(value: (repeat each content), children: children)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent(storage: .trueContent(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent(storage: .falseContent(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// Conditional conformances to View imply the preview protocol's under the same conditions.
extension Optional: _PreviewableView where Wrapped: View {}
extension Group: _PreviewableView where Content: View {}
extension ForEach: _PreviewableView where Content: View {}
extension ModifiedContent: _PreviewableView where Content: View, Modifier: ViewModifier {}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}
