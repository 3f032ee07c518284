@_spi(Reflection) import Swift
import Foundation
import Observation
import MotionLab
import MotionSwiftUIAnimation

/// A user's view: its dynamic properties (`@State`, `@Binding`, `@StateObject`, `@Environment`…)
/// bound to storage the node keeps, and its body evaluated into one child. The body is evaluated
/// again when the node is invalidated (its state or an observed object changed, an `@Observable`
/// property it read changed) or when its parent gives it a new value that is not equal to the
/// last (compared with `==` for `Equatable` views, byte for byte for plain-data views).
final class CompositeNode<V: View>: ViewNode {
    var view: V?
    /// Storage of the view's dynamic properties, by the byte offset of the property in the view.
    var storage: [Int: AnyObject] = [:]
    var isDirty = false
    var observationGeneration = 0

    /// How two values of `V` are compared (found once per node rather than a conformance lookup per
    /// update: a body of 1,000 rows compares 1,000 rows).
    private let comparison = ViewComparison<V>()

    override func update(_ view: any View, _ ctx: UpdateContext) {
        guard var v = view as? V else { return }
        if !isDirty, let old = self.view, comparison.same(old, v), sameEnvironment(ctx) {
            context = ctx
            return
        }
        context = ctx
        PropertyInstaller.install(&v, node: self)
        self.view = v
        evaluate()
    }

    func sameEnvironment(_ ctx: UpdateContext) -> Bool { ctx.environment.version == context.environment.version }


    /// Re-reads the environment into the properties and evaluates the body into the child.
    func evaluate() {
        guard var v = view else { return }
        isDirty = false
        PropertyInstaller.refresh(&v, node: self)
        view = v
        observationGeneration += 1
        let generation = observationGeneration
        ViewGraph.evaluating += 1
        defer { ViewGraph.evaluating -= 1 }
        let body = withObservationTracking {
            v.body
        } onChange: { [weak self] in
            // Observation calls this once, on the first change after the read (on the changing thread).
            guard let self, self.observationGeneration == generation else { return }
            self.graph.invalidate(self, transaction: currentTransaction())
        }
        reconcile([(AnyHashable(0), body)], context)
    }

    override func tearDown() {
        super.tearDown()
        for case let s as StorageLifetime in storage.values { s.end() }
    }
}

/// Whether a view's new value is the old one: `==` for `Equatable` views, byte for byte for
/// plain-data views (no references: equal bytes are equal values), otherwise never (the body is
/// evaluated again).
struct ViewComparison<V> {
    private let equal: ((V, V) -> Bool)?
    private let isPOD: Bool

    init() {
        if let e = V.self as? any Equatable.Type {
            equal = ViewComparison.equality(e)
        } else {
            equal = nil
        }
        isPOD = _isPOD(V.self)
    }

    /// `==` of `E`, which is `V` (found by the cast above), on values of `V`.
    private static func equality<E: Equatable>(_ type: E.Type) -> (V, V) -> Bool {
        { a, b in unsafeBitCast(a, to: E.self) == unsafeBitCast(b, to: E.self) }
    }

    func same(_ a: V, _ b: V) -> Bool {
        if let equal { return equal(a, b) }
        guard isPOD else { return false }
        return withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                return memcmp(p, q, x.count) == 0
            }
        }
    }
}

/// Storage that holds a subscription or a task to end when its view goes.
protocol StorageLifetime: AnyObject { func end() }

/// A property of a view that the graph binds to the view's node when it installs the view.
protocol InstallableProperty {
    /// Binds the property (in a copy of the view the node keeps) to storage in `node` under `key`.
    mutating func install(node: ViewNode, key: Int)
    /// Refreshes what the property reads from its node before each body evaluation (the environment).
    mutating func refresh(node: ViewNode)
}

extension InstallableProperty {
    mutating func refresh(node: ViewNode) {}
}

/// Finds a view's dynamic properties by the runtime's field metadata (once per type) and binds each.
enum PropertyInstaller {
    struct Field { let offset: Int; let type: any InstallableProperty.Type }
    nonisolated(unsafe) static var layouts: [ObjectIdentifier: [Field]] = [:]

    static func fields(of type: Any.Type) -> [Field] {
        if let f = layouts[ObjectIdentifier(type)] { return f }
        var out: [Field] = []
        _ = _forEachField(of: type) { _, offset, fieldType, _ in
            if let p = fieldType as? any InstallableProperty.Type {
                out.append(Field(offset: offset, type: p))
            } else if fieldType is any DynamicProperty.Type {
                // A custom DynamicProperty: its own properties, at their offsets within it.
                out += fields(of: fieldType).map { Field(offset: offset + $0.offset, type: $0.type) }
            }
            return true
        }
        layouts[ObjectIdentifier(type)] = out
        return out
    }

    static func install<T>(_ value: inout T, node: ViewNode, base: Int = 0) {
        let f = fields(of: T.self)
        guard !f.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { raw in
            guard let p = raw.baseAddress else { return }
            for field in f { installField(field.type, at: p + field.offset, node: node, key: base + field.offset) }
        }
    }

    static func refresh<T>(_ value: inout T, node: ViewNode) {
        let f = fields(of: T.self)
        guard !f.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { raw in
            guard let p = raw.baseAddress else { return }
            for field in f { refreshField(field.type, at: p + field.offset, node: node) }
        }
    }

    static func installField<P: InstallableProperty>(_ type: P.Type, at p: UnsafeMutableRawPointer, node: ViewNode, key: Int) {
        p.assumingMemoryBound(to: P.self).pointee.install(node: node, key: key)
    }

    static func refreshField<P: InstallableProperty>(_ type: P.Type, at p: UnsafeMutableRawPointer, node: ViewNode) {
        p.assumingMemoryBound(to: P.self).pointee.refresh(node: node)
    }
}

extension ViewNode {
    /// The storage of a user view's property under `key`, made by `make` the first time.
    func storage<S: AnyObject>(_ key: Int, make: () -> S) -> S {
        if let c = self as? StorageOwner {
            if let s = c.storageObject(key) as? S { return s }
            let s = make()
            c.setStorageObject(key, s)
            return s
        }
        return make()
    }
}

protocol StorageOwner: AnyObject {
    func storageObject(_ key: Int) -> AnyObject?
    func setStorageObject(_ key: Int, _ object: AnyObject)
    func invalidateFromStorage(transaction: Transaction, commit: (() -> Void)?)
}

extension CompositeNode: StorageOwner {
    func storageObject(_ key: Int) -> AnyObject? { storage[key] }
    func setStorageObject(_ key: Int, _ object: AnyObject) { storage[key] = object }
    func invalidateFromStorage(transaction: Transaction, commit: (() -> Void)?) { graph.invalidate(self, transaction: transaction, commit: commit) }
}
