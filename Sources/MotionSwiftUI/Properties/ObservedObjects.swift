import Foundation
import OpenCombine
import MotionLab
import MotionSwiftUIAnimation

/// A subscription to an object's `objectWillChange` that invalidates the view holding it.
final class ObjectSubscription: StorageLifetime {
    var cancellable: AnyCancellable?
    weak var object: AnyObject?
    func end() { cancellable = nil }

    func observe<O: ObservableObject>(_ object: O, owner: StorageOwner?) {
        guard self.object !== object else { return }
        self.object = object
        cancellable = object.objectWillChange.sink { [weak owner] _ in
            // objectWillChange fires before the change: the update runs at the frame's layout, after it.
            owner?.invalidateFromStorage(transaction: currentTransaction(), commit: nil)
        }
    }
}

/// The object a view creates once and keeps for its lifetime (SwiftUI's `@StateObject`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty {
    let make: () -> ObjectType
    var object: ObjectType?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType { object ?? make() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    final class Box: StorageLifetime {
        let object: ObjectType
        let subscription = ObjectSubscription()
        init(_ o: ObjectType) { object = o }
        func end() { subscription.end() }
    }

    mutating func install(node: ViewNode, key: Int) {
        let make = self.make
        let box: Box = node.storage(key) { Box(make()) }
        box.subscription.observe(box.object, owner: node as? StorageOwner)
        object = box.object
    }
}

/// An object a view observes: its changes (`@Published` properties) update the view.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// `$model.name`: a binding to one of the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let o = object
            return Binding(get: { o[keyPath: keyPath] }, set: { o[keyPath: keyPath] = $0 })
        }
    }

    mutating func install(node: ViewNode, key: Int) {
        let sub: ObjectSubscription = node.storage(key) { ObjectSubscription() }
        sub.observe(wrappedValue, owner: node as? StorageOwner)
    }
}

/// An object put in the environment by an ancestor's `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty {
    var object: ObjectType?
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object else {
            preconditionFailure("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    mutating func install(node: ViewNode, key: Int) {
        refresh(node: node)
        guard let object else { return }
        let sub: ObjectSubscription = node.storage(key) { ObjectSubscription() }
        sub.observe(object, owner: node as? StorageOwner)
    }

    mutating func refresh(node: ViewNode) {
        object = node.context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    }
}

/// `@Bindable` (Observation): `$model.name` bindings to an `@Observable` object's properties.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject>: DynamicProperty {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let o = wrappedValue
        return Binding(get: { o[keyPath: keyPath] }, set: { o[keyPath: keyPath] = $0 })
    }
}
