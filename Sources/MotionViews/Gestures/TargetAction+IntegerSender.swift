import Foundation

// A selector whose method takes an integer (`@objc func animate(_ input: Int)` added with
// `#selector(animate(_:))`): Objective-C passes the sender's address in that argument, so iOS calls it
// with a number that means nothing. The generic forms skip a sender that is not of the parameter's type;
// these call the method, with the sender's identity as the number, as iOS does.

extension UIGestureRecognizer {
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Int) -> Void) {
        targets.append(GestureTarget(target: target, methodType: ObjectIdentifier(((Target) -> (Int) -> Void).self)) { [weak target] recognizer in
            guard let target else { return }
            action(target)(ObjectIdentifier(recognizer).hashValue)
        })
    }

    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Int) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }
}

extension UIControl {
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Int) -> Void, for events: Event) {
        registrations.append(Registration(events: events, target: target, action: nil,
                                          methodType: ObjectIdentifier(((Target) -> (Int) -> Void).self)) { [weak target] control in
            guard let target else { return }
            action(target)(ObjectIdentifier(control).hashValue)
        })
    }
}
