import Foundation
import MotionLab
import MotionSwiftUIAnimation

/// A value kept under a key in the app's defaults: SwiftUI's `AppStorage`. Views reading the same key
/// all update when one writes it. With no `store:` the values live in MotionLab's preview store, kept for
/// the run and not written to disk, so every run of a preview starts from the declared defaults (a
/// preview is reproducible); with `store:` they are that `UserDefaults`' (read at first use, written
/// through).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, InstallableProperty {
    let key: String
    let defaultValue: Value
    let store: UserDefaults?
    let decode: (Any?) -> Value?
    let encode: (Value) -> Any?
    var box: AppStorageBox?

    init(key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any?) -> Value?, encode: @escaping (Value) -> Any?) {
        self.key = key; self.defaultValue = defaultValue; self.store = store; self.decode = decode; self.encode = encode
    }

    public var wrappedValue: Value {
        get { decode(AppStorageValues.value(key, store: store)) ?? defaultValue }
        nonmutating set {
            AppStorageValues.set(encode(newValue), for: key, store: store, transaction: currentTransaction())
        }
    }

    public var projectedValue: Binding<Value> {
        let key = self.key, store = self.store, decode = self.decode, encode = self.encode, d = defaultValue
        return Binding(get: { decode(AppStorageValues.value(key, store: store)) ?? d },
                       set: { v, t in AppStorageValues.set(encode(v), for: key, store: store, transaction: t) })
    }

    mutating func install(node: ViewNode, key: Int) {
        let b: AppStorageBox = node.storage(key) { AppStorageBox() }
        b.owner = node as? StorageOwner
        AppStorageValues.watch(self.key, b)
        box = b
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? Bool) ?? ($0 as? NSNumber)?.boolValue }, encode: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue }, encode: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? String }, encode: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) },
                  encode: { $0.absoluteString })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Data }, encode: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  decode: { (($0 as? Int) ?? ($0 as? NSNumber)?.intValue).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, decode: { .some($0 as? String) }, encode: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, decode: { .some(($0 as? Int) ?? ($0 as? NSNumber)?.intValue) }, encode: { $0 })
    }
}

/// The node of a view reading a key: invalidated when the key's value is written.
final class AppStorageBox {
    weak var owner: StorageOwner?
}

/// The preview store and the views watching each key.
enum AppStorageValues {
    nonisolated(unsafe) static var values: [String: Any] = [:]
    nonisolated(unsafe) static var watchers: [String: [Weak]] = [:]
    struct Weak { weak var box: AppStorageBox? }

    static func value(_ key: String, store: UserDefaults?) -> Any? {
        if let store { return store.object(forKey: key) }
        return values[key]
    }

    static func set(_ value: Any?, for key: String, store: UserDefaults?, transaction: Transaction) {
        if let store {
            if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
        } else {
            values[key] = value
        }
        watchers[key] = watchers[key]?.filter { $0.box != nil }
        for w in watchers[key] ?? [] { w.box?.owner?.invalidateFromStorage(transaction: transaction, commit: nil) }
    }

    static func watch(_ key: String, _ box: AppStorageBox) {
        var list = (watchers[key] ?? []).filter { $0.box != nil }
        if !list.contains(where: { $0.box === box }) { list.append(Weak(box: box)) }
        watchers[key] = list
    }
}

extension View {
    /// The store `AppStorage` without `store:` uses below: accepted (the preview store is used).
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
