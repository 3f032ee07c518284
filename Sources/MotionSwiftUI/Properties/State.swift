import Foundation
import MotionLab
import MotionSwiftUIAnimation

/// A stored property that updates a view: SwiftUI's `DynamicProperty`. Custom ones (structs holding
/// `@State`, `@Environment`…) are bound with the view that holds them.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The storage of one `@State`: the value last written (what actions read), the value the view
/// graph has taken in (what bodies read while they are evaluated), and the node to invalidate.
/// A write reaches bodies in the update of its own transaction: two `withAnimation` blocks in one
/// action animate their own changes with their own animations, as in SwiftUI.
final class StateBox<Value> {
    var latest: Value
    var committed: Value
    weak var owner: StorageOwner?
    init(_ value: Value) { latest = value; committed = value }

    var value: Value { ViewGraph.evaluating > 0 ? committed : latest }

    func set(_ newValue: Value, transaction: Transaction) {
        latest = newValue
        guard let owner else { committed = newValue; return }
        owner.invalidateFromStorage(transaction: transaction) { [weak self] in
            guard let self else { return }
            self.committed = newValue
        }
    }
}

/// The transaction a state change made now carries: the current one inside `withAnimation` or
/// `withTransaction`, an empty one otherwise.
func currentTransaction() -> Transaction { Transaction.isExplicit ? Transaction.current : Transaction() }

/// State owned by a view: kept by the view's node across evaluations of its parent, written from
/// actions (`count += 1`), bound to children with `$count`.
@propertyWrapper
public struct State<Value>: DynamicProperty, InstallableProperty {
    let initial: Value
    var box: StateBox<Value>?

    public init(wrappedValue value: Value) { initial = value }
    public init(initialValue value: Value) { initial = value }

    public var wrappedValue: Value {
        get { box?.value ?? initial }
        nonmutating set { box?.set(newValue, transaction: currentTransaction()) }
    }

    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initial) }
        return Binding(get: { box.value }, set: { v, t in box.set(v, transaction: t) })
    }

    mutating func install(node: ViewNode, key: Int) {
        let initial = self.initial
        let b: StateBox<Value> = node.storage(key) { StateBox(initial) }
        b.owner = node as? StorageOwner
        box = b
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { initial = nil }
}

/// A two-way connection to state owned elsewhere: read and write it as if it were the view's own.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { v, _ in set(v) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            // A binding made with `.animation(_:)` or `.transaction(_:)` carries its own transaction.
            if transaction.animation != nil || transaction.disablesAnimations {
                withTransaction(transaction) { setter(newValue, transaction) }
            } else {
                setter(newValue, currentTransaction())
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        var b = Binding<Subject>(get: { base.wrappedValue[keyPath: keyPath] },
                                 set: { v, t in var whole = base.getter(); whole[keyPath: keyPath] = v; base.setter(whole, t) })
        b.transaction = transaction
        return b
    }

    /// The same binding, changing its value with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var b = self
        b.transaction.animation = animation
        return b
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var b = self
        b.transaction = transaction
        return b
    }
}

extension Binding: DynamicProperty {}

extension Binding {
    /// A binding to an optional made from one to its wrapped value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { v, t in if let v { base.setter(v, t) } })
    }

    /// A binding to the wrapped value of an optional binding, or nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let v = base.wrappedValue else { return nil }
        var last = v
        self.init(get: { base.wrappedValue ?? last }, set: { n, t in last = n; base.setter(n, t) })
    }

    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { v, t in if let x = v.base as? V { base.setter(x, t) } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(get: { base.wrappedValue[position] },
                                      set: { v, t in var whole = base.getter(); whole[position] = v; base.setter(whole, t) })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// A value that resets to its initial value when the gesture updating it ends.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, InstallableProperty {
    let initial: Value
    let reset: (Value, inout Transaction) -> Void
    var box: StateBox<Value>?

    public init(wrappedValue: Value) {
        initial = wrappedValue
        reset = { _, _ in }
    }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initial = wrappedValue
        reset = { _, t in t = resetTransaction }
    }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initial = wrappedValue
        self.reset = reset
    }

    public var wrappedValue: Value { box?.value ?? initial }
    public var projectedValue: GestureState<Value> { self }

    mutating func install(node: ViewNode, key: Int) {
        let initial = self.initial
        let b: StateBox<Value> = node.storage(key) { StateBox(initial) }
        b.owner = node as? StorageOwner
        box = b
    }

    /// Written by `updating(_:body:)` while the gesture runs.
    func set(_ v: Value, transaction: Transaction) { box?.set(v, transaction: transaction) }

    /// The gesture ended: back to the initial value, in the reset transaction.
    func resetValue() {
        guard let box else { return }
        var t = Transaction()
        reset(box.value, &t)
        box.set(initial, transaction: t)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
}

/// An identity for `matchedGeometryEffect`: unique per view that declares it, stable across evaluations.
@propertyWrapper
public struct Namespace: DynamicProperty, InstallableProperty {
    var id: Int = 0
    public init() {}
    public var wrappedValue: Namespace.ID { ID(value: id) }

    public struct ID: Hashable { let value: Int }

    final class Box { let id: Int; init(_ id: Int) { self.id = id } }
    nonisolated(unsafe) static var next = 1

    mutating func install(node: ViewNode, key: Int) {
        let b: Box = node.storage(key) {
            Namespace.next += 1
            return Box(Namespace.next)
        }
        id = b.id
    }
}
