import Foundation

// Selectors to UIKit's Bool methods — `#selector(UIView.endEditing(_:))` (the tap-anywhere-to-dismiss-
// the-keyboard idiom) and `#selector(UIResponder.resignFirstResponder)` (a toolbar's Done button) — are
// method references of types `(Target) -> (Bool) -> Bool` and `(Target) -> () -> Bool`, which the
// `Void` forms do not take. Objective-C passes the sender's address in a Bool argument, which is never
// nil here, so iOS calls `endEditing(true)`; a Bool result is ignored, as a selector's is.

extension UIGestureRecognizer {
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Bool) -> Bool) {
        targets.append(GestureTarget(target: target, methodType: ObjectIdentifier(((Target) -> (Bool) -> Bool).self)) { [weak target] _ in
            guard let target else { return }
            _ = action(target)(true)
        })
    }

    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Bool) {
        targets.append(GestureTarget(target: target, methodType: ObjectIdentifier(((Target) -> () -> Bool).self)) { [weak target] _ in
            guard let target else { return }
            _ = action(target)()
        })
    }

    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Bool) -> Bool) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Bool) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }
}

extension UIControl {
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Bool) -> Bool, for events: Event) {
        registrations.append(Registration(events: events, target: target, action: nil,
                                          methodType: ObjectIdentifier(((Target) -> (Bool) -> Bool).self)) { [weak target] _ in
            guard let target else { return }
            _ = action(target)(true)
        })
    }

    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Bool, for events: Event) {
        registrations.append(Registration(events: events, target: target, action: nil,
                                          methodType: ObjectIdentifier(((Target) -> () -> Bool).self)) { [weak target] _ in
            guard let target else { return }
            _ = action(target)()
        })
    }
}

extension UIBarButtonItem {
    /// `init(barButtonSystemItem:target:action:)` with a Bool method (`UIResponder.resignFirstResponder`).
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> () -> Bool) {
        self.init(barButtonSystemItem: systemItem, target: target, action: { (t: Target) in { _ = action(t)() } })
    }

    /// `init(title:style:target:action:)` with a Bool method.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping (Target) -> () -> Bool) {
        self.init(title: title, style: style, target: target, action: { (t: Target) in { _ = action(t)() } })
    }

    /// `init(title:style:target:action:)` with `endEditing(_:)`-like methods.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping (Target) -> (Bool) -> Bool) {
        self.init(title: title, style: style, target: target, action: { (t: Target) in { _ = action(t)(true) } })
    }

    /// `init(barButtonSystemItem:target:action:)` with `endEditing(_:)`-like methods.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> (Bool) -> Bool) {
        self.init(barButtonSystemItem: systemItem, target: target, action: { (t: Target) in { _ = action(t)(true) } })
    }
}
