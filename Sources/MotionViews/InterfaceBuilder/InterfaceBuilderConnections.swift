import Foundation

// What the code the MotionLabPort plugin generates from Interface Builder files calls: typed
// assignments instead of key-value coding. Public because the generated code is in the user's module;
// not meant to be called by hand.

/// Sets an outlet (`@IBOutlet weak var label: UILabel!`, `var x: UIView?`): the object when it is of the
/// property's type; otherwise the outlet is left nil and a line says so (on iOS such an outlet holds an
/// object of the wrong class and fails later, where it is used).
public func __ibConnect<T>(_ property: inout T?, _ object: AnyObject?, _ name: String) {
    guard let object else { property = nil; return }
    if let typed = object as? T { property = typed; return }
    InterfaceBuilderRegistry.report("outlet \(name) of type \(T.self) cannot hold a \(type(of: object)) (left nil)")
}

/// A non-optional outlet (`@IBOutlet var card = UIView()`).
public func __ibConnect<T>(_ property: inout T, _ object: AnyObject?, _ name: String) {
    if let typed = object as? T { property = typed; return }
    InterfaceBuilderRegistry.report("outlet \(name) of type \(T.self) cannot hold a \(object.map { "\(type(of: $0))" } ?? "nil") (left as it was)")
}

/// The `view` outlet: a controller's view is set without being read (reading it loads the view, from
/// the very xib being instantiated); another class's `view` property goes through `otherwise`.
public func __ibConnectView(_ owner: AnyObject?, _ object: AnyObject?, otherwise: (AnyObject?) -> Void) {
    if let vc = owner as? UIViewController {
        vc.view = object as? UIView
    } else {
        otherwise(object)
    }
}

/// An outlet collection (`@IBOutlet var buttons: [UIButton]!`), in the document's order.
public func __ibConnectCollection<T>(_ property: inout [T]?, _ objects: [AnyObject], _ name: String) {
    property = __ibTyped(objects, name)
}

public func __ibConnectCollection<T>(_ property: inout [T], _ objects: [AnyObject], _ name: String) {
    property = __ibTyped(objects, name)
}

private func __ibTyped<T>(_ objects: [AnyObject], _ name: String) -> [T] {
    var out: [T] = []
    for o in objects {
        if let typed = o as? T { out.append(typed) } else {
            InterfaceBuilderRegistry.report("outlet collection \(name) of \(T.self) cannot hold a \(type(of: o)) (left out)")
        }
    }
    return out
}

/// A `number` runtime attribute: converts to the property's numeric type (or `Bool`), as key-value
/// coding unboxes an `NSNumber`.
public struct __IBNumber {
    public let value: Double
    public init(_ value: Double) { self.value = value }
}

public func __ibSetRuntimeAttribute<T: BinaryFloatingPoint>(_ property: inout T, _ v: __IBNumber) { property = T(v.value) }
public func __ibSetRuntimeAttribute<T: BinaryFloatingPoint>(_ property: inout T?, _ v: __IBNumber) { property = T(v.value) }
public func __ibSetRuntimeAttribute<T: BinaryInteger>(_ property: inout T, _ v: __IBNumber) { property = T(exactly: v.value.rounded(.towardZero)) ?? property }
public func __ibSetRuntimeAttribute<T: BinaryInteger>(_ property: inout T?, _ v: __IBNumber) { property = T(exactly: v.value.rounded(.towardZero)) }
public func __ibSetRuntimeAttribute(_ property: inout Bool, _ v: __IBNumber) { property = v.value != 0 }
public func __ibSetRuntimeAttribute(_ property: inout Bool?, _ v: __IBNumber) { property = v.value != 0 }
/// Strings, booleans, colours, images, points, sizes, rects: the value itself.
public func __ibSetRuntimeAttribute<T>(_ property: inout T, _ v: T) { property = v }
public func __ibSetRuntimeAttribute<T>(_ property: inout T?, _ v: T?) { property = v }
/// A colour set on a `CGColor` property (`layer.borderColor`): its `cgColor` (key-value coding would
/// store the `UIColor` object itself there, which Core Animation cannot draw).
public func __ibSetRuntimeAttribute(_ property: inout CGColor?, _ v: UIColor?) { property = v?.cgColor }
public func __ibSetRuntimeAttribute(_ property: inout CGColor, _ v: UIColor) { property = v.cgColor }
/// An image set on `layer.contents`.
public func __ibSetRuntimeAttribute(_ property: inout CGImage?, _ v: UIImage?) { property = v?.cgImage }

/// A bar button item's action (`@IBAction func add(_ sender: UIBarButtonItem)` or without the sender).
public func __ibConnectBarButtonItem<Target: AnyObject, Sender>(_ item: UIBarButtonItem, _ target: Target, _ action: @escaping (Target) -> (Sender) -> Void) {
    item.setAction(target: target, action)
}

public func __ibConnectBarButtonItem<Target: AnyObject>(_ item: UIBarButtonItem, _ target: Target, _ action: @escaping (Target) -> () -> Void) {
    item.setAction(target: target, action)
}

/// A tab bar controller's `viewControllers` relationship, in document order.
public func __ibAddTabViewController(_ tabBarController: UIViewController, _ child: UIViewController) {
    guard let tabs = tabBarController as? UITabBarController else { return }
    tabs.viewControllers = (tabs.viewControllers ?? []) + [child]
}
