import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A named value a view produces for its ancestors: SwiftUI's `PreferenceKey`. Values flow up the
/// view tree (the opposite of the environment): a view sets one with `preference(key:value:)`, and an
/// ancestor reads what its subtree produced — its views' values combined by `reduce` in view-tree
/// order — with `onPreferenceChange(_:perform:)` or `backgroundPreferenceValue`/`overlayPreferenceValue`.
public protocol PreferenceKey {
    associatedtype Value
    /// What a subtree that sets no value for the key produces.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next one (the next sibling subtree's), in
    /// view-tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, as in SwiftUI, for optional values.
    public static var defaultValue: Value { nil }
}

/// A writer node's key and value (type-erased; read back by the generic collection below).
final class PreferenceWriterNode: TransparentNode {
    var keyID: ObjectIdentifier?
    /// The value, or a function of the modified view's frame in the host's coordinates (an anchor).
    var value: Any?
    var valueOfFrame: ((CGRect) -> Any)?

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let w = modifier as? AnyPreferenceWriter else { return }
        keyID = w.keyID
        value = w.anyValue
        valueOfFrame = w.anyValueOfFrame
    }

    /// The value now (an anchor is resolved against the modified view's frame after layout).
    var currentValue: Any? {
        if let valueOfFrame {
            guard let first = layoutNodes().first else { return nil }
            return valueOfFrame(first.visibleGlobalFrame)
        }
        return value
    }
}

protocol AnyPreferenceWriter {
    var keyID: ObjectIdentifier { get }
    var anyValue: Any? { get }
    var anyValueOfFrame: ((CGRect) -> Any)? { get }
}

/// `preference(key:value:)`: this view's value for `Key`, replacing what its content produced.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier, AnyPreferenceWriter {
    public var value: Key.Value
    let ofFrame: ((CGRect) -> Key.Value)?
    init(value: Key.Value) { self.value = value; ofFrame = nil }
    init(ofFrame: @escaping (CGRect) -> Key.Value) { value = Key.defaultValue; self.ofFrame = ofFrame }
    public func body(content: Content) -> Never { primitiveBody("preference") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { PreferenceWriterNode(graph: graph) }
    var keyID: ObjectIdentifier { ObjectIdentifier(Key.self) }
    var anyValue: Any? { value }
    var anyValueOfFrame: ((CGRect) -> Any)? { ofFrame.map { f in { f($0) } } }
}

/// `transformPreference(_:_:)`: changes the value its content produced (the key's default when it
/// produced none).
final class PreferenceTransformNode: TransparentNode {
    var keyID: ObjectIdentifier?
    var transform: Any?
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let t = modifier as? AnyPreferenceTransform else { return }
        keyID = t.keyID
        transform = t.anyTransform
    }
}

protocol AnyPreferenceTransform {
    var keyID: ObjectIdentifier { get }
    var anyTransform: Any { get }
}

public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier, AnyPreferenceTransform {
    public var transform: (inout Key.Value) -> Void
    /// `transformAnchorPreference`: a transform that also reads the view's frame (host coordinates).
    var frameTransform: ((inout Key.Value, CGRect) -> Void)? = nil
    public func body(content: Content) -> Never { primitiveBody("transformPreference") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { PreferenceTransformNode(graph: graph) }
    var keyID: ObjectIdentifier { ObjectIdentifier(Key.self) }
    var anyTransform: Any {
        guard let frameTransform else { return transform }
        return frameTransform
    }
}

enum Preferences {
    /// Whether two values print the same with `dump` (every stored property, recursively): how values
    /// that are not `Equatable` are compared.
    static func sameDump<T>(_ a: T, _ b: T) -> Bool {
        var x = "", y = ""
        dump(a, to: &x)
        dump(b, to: &y)
        return x == y
    }

    /// The value `K` a node's subtree produces: a writer's own value (its content's are replaced), or
    /// its children's values reduced in order (views without a value take no part), transformed by a
    /// `transformPreference` node; nil when nothing in the subtree sets it. Views animating out take
    /// no part.
    static func value<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> K.Value? {
        if node.isDisappearing { return nil }
        let id = ObjectIdentifier(K.self)
        if let w = node as? PreferenceWriterNode, w.keyID == id, let v = w.currentValue as? K.Value { return v }
        let reduced = value(key, ofChildren: node.children)
        if let t = node as? PreferenceTransformNode, t.keyID == id {
            var v = reduced ?? K.defaultValue
            if let f = t.transform as? (inout K.Value) -> Void {
                f(&v)
                return v
            }
            if let f = t.transform as? (inout K.Value, CGRect) -> Void, let first = t.layoutNodes().first {
                f(&v, first.visibleGlobalFrame)
                return v
            }
        }
        return reduced
    }

    static func value<K: PreferenceKey>(_ key: K.Type, ofChildren nodes: [ViewNode]) -> K.Value? {
        var acc: K.Value?
        for c in nodes {
            guard let next = value(key, of: c) else { continue }
            if var a = acc {
                K.reduce(value: &a, nextValue: { next })
                acc = a
            } else {
                acc = next
            }
        }
        return acc
    }
}

/// The nodes that read preferences after each update pass (`onPreferenceChange`), in the order they
/// were made; weakly held.
final class PreferenceObservers {
    private var items: [(id: ObjectIdentifier, node: Weak)] = []
    struct Weak { weak var node: (ViewNode & PreferenceObserving)? }

    func add(_ n: ViewNode & PreferenceObserving) {
        let id = ObjectIdentifier(n)
        guard !items.contains(where: { $0.id == id }) else { return }
        items.append((id, Weak(node: n)))
    }

    func remove(_ n: ViewNode) {
        let id = ObjectIdentifier(n)
        items.removeAll { $0.id == id }
    }

    var isEmpty: Bool { items.isEmpty }

    /// Runs after a pass has laid out and rendered: each reader compares its subtree's value with the
    /// last one and calls its action when it changed.
    func check() {
        guard !items.isEmpty else { return }
        items.removeAll { $0.node.node == nil }
        for item in items {
            guard let n = item.node.node, n.isAttached, !n.isDisappearing else { continue }
            n.checkPreference()
        }
    }
}

protocol PreferenceObserving: AnyObject { func checkPreference() }

/// `onPreferenceChange(_:perform:)`: after each update (layout included), the value the modified
/// view's subtree produces for `K`; the action runs with it when it differs from the last one seen
/// (and once with the first value, when the view appears).
final class PreferenceChangeNode<K: PreferenceKey>: TransparentNode, PreferenceObserving {
    var action: ((K.Value) -> Void)?
    var equal: ((K.Value, K.Value) -> Bool)?
    var last: K.Value?

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? _PreferenceActionModifier<K> else { return }
        action = m.action
        equal = m.equal
        graph.preferenceObservers.add(self)
    }

    func checkPreference() {
        let v = Preferences.value(K.self, ofChildren: children) ?? K.defaultValue
        if let last, let equal, equal(last, v) { return }
        last = v
        action?(v)
    }

    override func disappear() {
        super.disappear()
        graph.preferenceObservers.remove(self)
    }
}

public struct _PreferenceActionModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    public var action: (K.Value) -> Void
    /// When two values are the same (`==`; for values that are not `Equatable`, their dumps).
    let equal: (K.Value, K.Value) -> Bool
    public func body(content: Content) -> Never { primitiveBody("onPreferenceChange") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { PreferenceChangeNode<K>(graph: graph) }
}

/// `backgroundPreferenceValue`/`overlayPreferenceValue`: the modified view with a view made from the
/// value its subtree produces for `K`, behind or in front of it (made again when the value changes).
struct PreferenceValueLayer<K: PreferenceKey, Content: View, Layer: View>: View {
    let content: Content
    let makeLayer: (K.Value) -> Layer
    let inFront: Bool
    let equal: (K.Value, K.Value) -> Bool
    @State private var value: K.Value? = nil

    var body: some View {
        let shown = makeLayer(value ?? K.defaultValue)
        let reading = content.modifier(_PreferenceActionModifier<K>(action: { v in value = v }, equal: equal))
        if inFront {
            reading.overlay(shown)
        } else {
            reading.background(shown)
        }
    }
}

extension View {
    /// Sets this view's value for `key` (replacing what its content produced).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Changes the value this view's content produced for `key`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Runs `action` with the value this view's subtree produces for `key` when it changes (after
    /// layout, so sizes and frames read by a `GeometryReader` are current).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action, equal: ==))
    }

    /// A view made from this view's value for `key`, behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View where K.Value: Equatable {
        PreferenceValueLayer<K, Self, V>(content: self, makeLayer: transform, inFront: false, equal: ==)
    }

    /// A view made from this view's value for `key` (of a type that is not `Equatable`: it is made
    /// again when the value's dump changes), behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceValueLayer<K, Self, V>(content: self, makeLayer: transform, inFront: false, equal: Preferences.sameDump)
    }

    /// A view made from this view's value for `key` (not `Equatable`: compared by its dump), in front of it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceValueLayer<K, Self, V>(content: self, makeLayer: transform, inFront: true, equal: Preferences.sameDump)
    }

    /// A view made from this view's value for `key`, in front of it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View where K.Value: Equatable {
        PreferenceValueLayer<K, Self, V>(content: self, makeLayer: transform, inFront: true, equal: ==)
    }

    /// Changes `key`'s value (what this view's content produced, or the default) with an anchor of this
    /// view's frame, resolved after layout.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: { _ in }, frameTransform: { v, frame in transform(&v, Anchor(value.resolve(frame))) }))
    }

    /// Sets `key`'s value to a function of an anchor of this view's frame (resolved after layout; a
    /// `GeometryProxy` turns it into its own coordinates with `proxy[anchor]`).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(ofFrame: { frame in transform(Anchor(value.resolve(frame))) }))
    }
}

/// A geometric value of a view (a point or its bounds) in the host's coordinates, taken after layout:
/// a `GeometryProxy` turns it into its own coordinates with `proxy[anchor]`.
public struct Anchor<Value> {
    let global: Value
    init(_ global: Value) { self.global = global }

    /// Which value of the view an anchor takes.
    public struct Source {
        let resolve: (CGRect) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) } }
}

extension Anchor.Source where Value == CGPoint {
    /// A point of the view's bounds given as a unit point.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) } }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// An anchor's value in this proxy's coordinates (its view's bounds' origin is zero).
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        let o = frame(in: .global).origin
        return anchor.global.offsetBy(dx: -o.x, dy: -o.y)
    }

    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        let o = frame(in: .global).origin
        return CGPoint(x: anchor.global.x - o.x, y: anchor.global.y - o.y)
    }
}
