import Foundation

/// An Objective-C selector as a value: what the MotionLabPort rewrite makes of a `#selector(…)` that is
/// not handed straight to a target–action API — a helper's `action: Selector` parameter
/// (`makeButton("Save", #selector(save))`), a `let action: Selector = #selector(…)`, an array of them:
///
///     #selector(save)  →  Selector(EditorViewController.save)
///
/// It holds the method reference, type-erased; the target–action APIs take it (`addTarget(_:action:for:)`,
/// gesture recognizers, bar button items, notification observers) and call the method on the target
/// when the target is of the method's type — with the sender when the method takes one of the sender's
/// type, with `true` for a Bool parameter (Objective-C's non-nil sender), and otherwise with nothing, as
/// the typed method-reference forms do. Two selectors of one method compare equal by the method's type
/// and the name the rewrite gives (`name`).
public struct Selector: Hashable, CustomStringConvertible {
    /// Calls the method on `target` with `sender`; false when `target` is not of the method's type.
    let call: (AnyObject, Any?) -> Bool
    /// The method reference's Swift type (what `removeTarget(_:action:)` compares).
    let methodType: ObjectIdentifier
    /// The method's name as written (`"save"`, `"handlePan(_:)"`), for descriptions and equality.
    public let name: String

    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void, name: String = "") {
        call = { t, _ in guard let t = t as? Target else { return false }; method(t)(); return true }
        methodType = ObjectIdentifier(((Target) -> () -> Void).self)
        self.name = name
    }

    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void, name: String = "") {
        call = { t, sender in
            guard let t = t as? Target, let s = sender as? Sender else { return false }
            method(t)(s)
            return true
        }
        methodType = ObjectIdentifier(((Target) -> (Sender) -> Void).self)
        self.name = name
    }

    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Bool, name: String = "") {
        call = { t, _ in guard let t = t as? Target else { return false }; _ = method(t)(); return true }
        methodType = ObjectIdentifier(((Target) -> () -> Bool).self)
        self.name = name
    }

    public init<Target: AnyObject>(_ method: @escaping (Target) -> (Bool) -> Bool, name: String = "") {
        call = { t, _ in guard let t = t as? Target else { return false }; _ = method(t)(true); return true }
        methodType = ObjectIdentifier(((Target) -> (Bool) -> Bool).self)
        self.name = name
    }

    /// Runs the method on `target` (a no-op when it is not of the method's type).
    @discardableResult
    public func perform(on target: AnyObject, sender: Any?) -> Bool { call(target, sender) }

    public var description: String { name.isEmpty ? "Selector(<method>)" : name }

    public static func == (a: Selector, b: Selector) -> Bool { a.methodType == b.methodType && a.name == b.name }
    public func hash(into h: inout Hasher) { h.combine(methodType); h.combine(name) }
}

extension UIControl {
    /// `addTarget(_:action:for:)` with a selector value (a helper's `action: Selector` parameter).
    public func addTarget(_ target: Any?, action: Selector, for events: Event) {
        let owner = target as AnyObject?
        registrations.append(Registration(events: events, target: owner, action: nil, methodType: action.methodType) { [weak owner] control in
            guard let owner else { return }
            action.perform(on: owner, sender: control)
        })
    }
}

extension UIGestureRecognizer {
    /// `addTarget(_:action:)` with a selector value.
    public func addTarget(_ target: Any, action: Selector) {
        let owner = target as AnyObject
        targets.append(GestureTarget(target: owner, methodType: action.methodType) { [weak owner] recognizer in
            guard let owner else { return }
            action.perform(on: owner, sender: recognizer)
        })
    }

    /// `init(target:action:)` with a selector value.
    public convenience init(target: Any, action: Selector) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }
}

extension UIBarButtonItem {
    /// Sets the action to a selector value on `target` (the item as the sender).
    public func setAction(target: AnyObject?, _ action: Selector) {
        self.target = target
        methodAction = { [weak self] item in
            guard let target = self?.target else { return }
            action.perform(on: target, sender: item)
        }
    }

    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target, action)
    }

    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector) {
        self.init()
        self.image = image
        self.style = style
        setAction(target: target, action)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector) {
        self.init(systemItem: systemItem, primaryAction: nil, menu: nil)
        setAction(target: target, action)
    }
}
